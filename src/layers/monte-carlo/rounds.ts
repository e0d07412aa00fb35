// Sequential rounds: in each round every prompt still needed runs once, then the stop rules look
// at everything so far and say which prompts the next round needs (those of the prompt sets that
// have not stopped; see slice.ts). The rules read anytime-valid confidence sequences, so looking
// after every round does not make the intervals lie. A budget stop ends the rounds at once: what
// ran is no balanced sample, and the layer reports no rates from it.
import pLimit from 'p-limit'
import type { TriggerRunOutcome } from './trigger-run.js'

export interface RoundsPlan {
  prompts: number
  maxRounds: number
  concurrency: number
  runOne(prompt: number, round: number): Promise<TriggerRunOutcome>
  /**
   * Which prompts the next round runs, from the evidence so far (runs[prompt][round]); none: stop.
   * Without it every prompt runs every round.
   */
  active?(runs: readonly (readonly TriggerRunOutcome[])[]): readonly boolean[]
}

export interface RoundsResult {
  /** runs[prompt][round]: a prompt's runs are the first rounds, up to where it stopped. */
  runs: TriggerRunOutcome[][]
  /** Rounds in which any prompt ran. */
  rounds: number
  /** Fewer runs than the fixed plan (every prompt in every round). */
  stoppedEarly: boolean
  budget: boolean
}

export async function runRounds(plan: RoundsPlan): Promise<RoundsResult> {
  const limit = pLimit(plan.concurrency)
  const runs: TriggerRunOutcome[][] = Array.from({ length: plan.prompts }, () => [])
  const result = (rounds: number, budget: boolean): RoundsResult => ({
    runs,
    rounds,
    stoppedEarly: !budget && runs.flat().length < plan.maxRounds * plan.prompts,
    budget
  })
  for (let round = 0; round < plan.maxRounds; round++) {
    const active = round === 0 || plan.active === undefined ? null : plan.active(runs)
    const running = runs.flatMap((_, p) => (active === null || active[p] === true ? [p] : []))
    if (running.length === 0) return result(round, false)
    const outcomes = await Promise.all(running.map((p) => limit(() => plan.runOne(p, round))))
    outcomes.forEach((outcome, k) => runs[running[k] as number]?.push(outcome))
    if (outcomes.some((o) => o.budget)) return result(round + 1, true)
  }
  return result(plan.maxRounds, false)
}
