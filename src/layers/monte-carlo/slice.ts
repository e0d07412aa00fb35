// One skill's slice of a group's shared runs: its should-prompts (written for it) against every
// other prompt, per prompt (tallies) and per round (the confidence sequences the stop rules read,
// one per prompt set), and which prompts the group's next round still needs.
import type { PromptTally } from '../../stats/activation-rate.js'
import {
  addRound,
  isRunning,
  startSequence,
  type RoundOutcome,
  type SequentialState,
  type StopRules
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

/** How many complete rounds the prompts at `indices` have (a prompt's runs are its first rounds). */
const completeRounds = (runs: Runs, indices: readonly number[]): number =>
  indices.length === 0 ? 0 : Math.min(...indices.map((i) => runs[i]?.length ?? 0))

/**
 * The confidence-sequence state of `name`, replayed round by round over the runs so far: each
 * set takes its rounds until its own rule stops it, and keeps the counts of that round whatever
 * its prompts ran later for other skills of the group.
 */
export function sequenceOf(
  prompts: readonly GroupPrompt[],
  runs: Runs,
  name: string,
  rules: StopRules
): SequentialState {
  const { should, shouldNot } = sidesOf(prompts, name)
  const available = {
    should: completeRounds(runs, should),
    shouldNot: completeRounds(runs, shouldNot)
  }
  let state = startSequence(should.length, shouldNot.length)
  const roundOf = (indices: number[], round: number): RoundOutcome =>
    indices.reduce(
      (acc, i) => {
        const run = runs[i]?.[round] as TriggerRunOutcome
        if (run.failure !== null) return acc
        return { hits: acc.hits + (run.fired === name ? 1 : 0), runs: acc.runs + 1 }
      },
      { hits: 0, runs: 0 }
    )
  for (let round = 0; ; round++) {
    const next = (set: 'should' | 'shouldNot', indices: number[]) =>
      isRunning(state[set]) && round < available[set] ? roundOf(indices, round) : undefined
    const outcomes = { should: next('should', should), shouldNot: next('shouldNot', shouldNot) }
    if (outcomes.should === undefined && outcomes.shouldNot === undefined) return state
    state = addRound(state, outcomes, rules)
  }
}

/**
 * The runs of `name`'s slice: each prompt's runs up to the round its set stopped at (a prompt
 * may have run longer for another skill of the group; those runs are not this skill's evidence).
 */
export function slicedRuns(
  prompts: readonly GroupPrompt[],
  runs: Runs,
  name: string,
  state: SequentialState
): TriggerRunOutcome[][] {
  return prompts.map((p, i) =>
    (runs[i] ?? []).slice(0, (p.owner === name ? state.should : state.shouldNot).rounds)
  )
}

/**
 * Which prompts run in the next round: those of every set, of every skill of the group, that its
 * rules have not stopped yet. None left: the rounds are over.
 */
export function activePrompts(
  prompts: readonly GroupPrompt[],
  runs: Runs,
  names: readonly string[],
  rules: StopRules
): boolean[] {
  const active = prompts.map(() => false)
  for (const name of names) {
    const state = sequenceOf(prompts, runs, name, rules)
    const { should, shouldNot } = sidesOf(prompts, name)
    if (isRunning(state.should)) for (const i of should) active[i] = true
    if (isRunning(state.shouldNot)) for (const i of shouldNot) active[i] = true
  }
  return active
}
