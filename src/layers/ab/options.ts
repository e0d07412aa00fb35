// The settings of one A/B layer run, as the `skill-ci ab` options and the action's inputs give
// them (defaults in defaults.ts).
import type { AgentHarness, HarnessSlot } from '../../agent/harness/types.js'
import type { Llm } from '../../llm/index.js'
import type { HarnessName } from '../../model/index.js'
import type { IntervalMethod } from '../../stats/ab-verdict.js'
import type { JudgeMode } from './defaults.js'

export interface AbOptions {
  llm: Llm
  /** Agent model (id or alias). */
  model: string
  /** Judge model; should differ from the agent's, so the judge does not favour its own output. */
  judgeModel: string
  runs?: number
  judgeMode?: JudgeMode
  minImprovement?: number
  confidenceLevel?: number
  requireSignificance?: boolean
  requireCompletion?: boolean
  /** Fail the gate unless the verdict is "helps" (skill-validator's pass rule). */
  requireHelps?: boolean
  intervalMethod?: IntervalMethod
  seed?: number
  /**
   * Skills of the run whose A/B effect tests are adjusted together (at most): an early stop on
   * helps / hurts needs the evidence that keeps the verdict after that adjustment. Default 1.
   */
  familySize?: number
  allowShell?: boolean
  /** Agent runs in flight at once (each pair runs its two arms in this pool). */
  concurrency?: number
  /** Folder for one markdown transcript per run; none when absent. */
  resultsDir?: string
  keepWorkDirs?: boolean
  env?: NodeJS.ProcessEnv
  /** The agent harness of both arms (default the builtin loop). */
  harness?: AgentHarness
  /** Its name, known before it is loaded: the estimate prices its calls. */
  harnessName?: HarnessName
  /** Several listed harnesses: each gives its own verdict (matrix.ts). Absent: one (`harness`). */
  agents?: readonly HarnessSlot[]
}

/**
 * The judge model when none is set: a different family from the agent's, because a model judging
 * its own family's output tends to prefer it.
 */
export function defaultJudgeModel(agentModel: string): string {
  return /sonnet/i.test(agentModel) ? 'opus' : 'sonnet'
}
