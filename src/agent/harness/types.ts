// One interface for every agent harness. The A/B and activation layers hand a harness a prompt, a
// work dir holding the fixtures, the catalogue of isolated skill copies, the limits, the tools
// allowed and the run's shared Llm (its budget and ledger), and read back the same AgentRun
// whichever harness ran: nothing above src/agent/ knows which one it was.
import { harnessLabel, type HarnessInfo } from '../../model/index.js'
import type { AgentConfig, AgentRun } from '../loop.js'

export type HarnessRequest = AgentConfig

export interface AgentHarness {
  readonly info: HarnessInfo
  run(request: HarnessRequest): Promise<AgentRun>
}

/**
 * The harness's part of a response-cache salt: runs of another harness, or of another version of
 * it, never share cached answers (a baseline included). Absent: the builtin loop.
 */
export const harnessKey = (harness: AgentHarness | undefined): string =>
  harness ? harnessLabel(harness.info).replace(' ', '@') : 'builtin'
