// One interface for every agent harness. The A/B and activation layers hand a harness a prompt, a
// work dir holding the fixtures, the catalogue of isolated skill copies, the limits, the tools
// allowed and the run's shared Llm (its budget and ledger), and read back the same AgentRun
// whichever harness ran: nothing above src/agent/ knows which one it was.
import { harnessLabel, type HarnessInfo, type HarnessName } from '../../model/index.js'
import type { AgentConfig, AgentRun } from '../loop.js'

export type HarnessRequest = AgentConfig

export interface AgentHarness {
  readonly info: HarnessInfo
  run(request: HarnessRequest): Promise<AgentRun>
}

/**
 * One harness a run lists, as an agent layer runs it: opened (or why it could not be), with the
 * model its runs ask for. A layer runs once per listed harness.
 */
export interface HarnessSlot {
  name: HarnessName
  /** The model its runs ask for; absent: the layer's model (an Anthropic harness runs `--model`). */
  model?: string
  /** The opened harness; absent on a dry run (nothing is loaded to price a plan) or with `error`. */
  harness?: AgentHarness
  /** Why it could not be opened (its key or program missing): its part of every agent layer fails with this. */
  error?: string
}

/**
 * The harness's part of a response-cache salt: runs of another harness, or of another version of
 * it, never share cached answers (a baseline included). Absent: the builtin loop.
 */
export const harnessKey = (harness: AgentHarness | undefined): string =>
  harness ? harnessLabel(harness.info).replace(' ', '@') : 'builtin'
