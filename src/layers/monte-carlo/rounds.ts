// Sequential rounds: every prompt once per round (so the mix of should and should-not prompts
// stays balanced whenever the run stops), then the stop rule looks at everything so far. The rule
// is an anytime-valid confidence sequence, so looking after every round does not make the
// intervals lie; it stops when they are narrow enough or at the cap. A budget stop ends the
// rounds at once: what ran is no balanced sample, and the layer reports no rates from it.
import pLimit from 'p-limit'
import type { TriggerRunOutcome } from './trigger-run.js'

export interface RoundsPlan {
  prompts: number
  maxRounds: number
  concurrency: number
  runOne(prompt: number, round: number): Promise<TriggerRunOutcome>
  /** True when the evidence so far (runs[prompt][round]) is enough to stop. */
  enough(runs: readonly (readonly TriggerRunOutcome[])[]): boolean
}

export interface RoundsResult {
  /** runs[prompt][round], for the rounds that ran. */
  runs: TriggerRunOutcome[][]
  rounds: number
  stoppedEarly: boolean
  budget: boolean
}

export async function runRounds(plan: RoundsPlan): Promise<RoundsResult> {
  const limit = pLimit(plan.concurrency)
  const runs: TriggerRunOutcome[][] = Array.from({ length: plan.prompts }, () => [])
  for (let round = 0; round < plan.maxRounds; round++) {
    const outcomes = await Promise.all(runs.map((_, p) => limit(() => plan.runOne(p, round))))
    outcomes.forEach((outcome, p) => runs[p].push(outcome))
    if (outcomes.some((o) => o.budget))
      return { runs, rounds: round + 1, stoppedEarly: false, budget: true }
    if (round + 1 < plan.maxRounds && plan.enough(runs)) {
      return { runs, rounds: round + 1, stoppedEarly: true, budget: false }
    }
  }
  return { runs, rounds: plan.maxRounds, stoppedEarly: false, budget: false }
}
