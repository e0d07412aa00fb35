// One skill's slice of a group's shared runs: its should-prompts (written for it) against every
// other prompt, per prompt (tallies) and per round (the confidence sequence the stop rule reads).
import type { PromptTally } from '../../stats/activation-rate.js'
import {
  addRound,
  shouldStop,
  startSequence,
  type SequentialState
} from '../../stats/sequential-stopping.js'
import type { GroupPrompt } from './group-prompts.js'
import type { TriggerRunOutcome } from './trigger-run.js'

export type Runs = readonly (readonly TriggerRunOutcome[])[]

export const answered = (runs: readonly TriggerRunOutcome[]) =>
  runs.filter((r) => r.failure === null)

/** A prompt's tally for `name`: answered runs and those in which `name` fired. */
export function tallyOf(runs: readonly TriggerRunOutcome[], name: string): PromptTally {
  const ok = answered(runs)
  return { hits: ok.filter((r) => r.fired === name).length, runs: ok.length }
}

/** The should (written for `name`) and should-not prompt indices of a group. */
export function sidesOf(prompts: readonly GroupPrompt[], name: string) {
  const should: number[] = []
  const shouldNot: number[] = []
  prompts.forEach((p, i) => (p.owner === name ? should : shouldNot).push(i))
  return { should, shouldNot }
}

/** The confidence-sequence state of `name` after every round that ran. */
export function sequenceOf(
  prompts: readonly GroupPrompt[],
  runs: Runs,
  name: string
): SequentialState {
  const { should, shouldNot } = sidesOf(prompts, name)
  const rounds = runs.length === 0 ? 0 : Math.min(...runs.map((r) => r.length))
  let state = startSequence(should.length, shouldNot.length)
  const roundOf = (indices: number[], round: number) =>
    indices.reduce(
      (acc, i) => {
        const run = runs[i]?.[round]
        if (run === undefined || run.failure !== null) return acc
        return { hits: acc.hits + (run.fired === name ? 1 : 0), runs: acc.runs + 1 }
      },
      { hits: 0, runs: 0 }
    )
  for (let round = 0; round < rounds; round++) {
    state = addRound(state, roundOf(should, round), roundOf(shouldNot, round))
  }
  return state
}

/** The stop rule for one skill of the group after the rounds so far. */
export function enoughEvidence(
  prompts: readonly GroupPrompt[],
  runs: Runs,
  name: string,
  epsilon: number,
  maxRounds: number
): boolean {
  const state = sequenceOf(prompts, runs, name)
  return shouldStop(state, { epsilon, cap: maxRounds * prompts.length }).stop
}
