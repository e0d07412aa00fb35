// Sequential stopping for the activation layer. Prompts run in rounds — every should and
// should-not prompt once per round, so the mix stays balanced — and after each round the
// confidence sequences of recall and the false-activation rate are checked: the run stops when
// both half-widths are ≤ ε, or when the depth's cap is reached. The reported intervals are the
// sequences themselves (valid at whatever round the run stopped), never a fixed-sample interval.
import type { RateEstimate } from './activation-rate.js'
import { confidenceSequence, MIXTURE_PRIOR, type SequenceCounts } from './confidence-sequence.js'
import { DEFAULT_SEED } from './random.js'

export const DEFAULT_EPSILON = 0.1

/** Runs per skill a depth allows (PluginEval's N): the fixed plan sequential stopping saves on. */
export const DEPTH_CAPS = { deep: 50, thorough: 100 } as const

/**
 * Rounds the cap allows: the cap's runs divided over all the skill's prompts, at least one round
 * (a set larger than the cap still runs every prompt once).
 */
export function roundsForCap(cap: number, prompts: number): number {
  if (!Number.isInteger(cap) || cap < 1)
    throw new RangeError(`cap must be a positive integer: ${cap}`)
  if (prompts <= 0) return 0
  return Math.max(1, Math.floor(cap / prompts))
}

export interface SetProgress extends SequenceCounts {
  prompts: number
}

export interface SequentialState {
  /** Completed rounds. */
  rounds: number
  should: SetProgress
  shouldNot: SetProgress
}

/** One round's outcome for a set: activations among the answered runs; the rest failed. */
export interface RoundOutcome {
  hits: number
  runs: number
}

export function startSequence(shouldPrompts: number, shouldNotPrompts: number): SequentialState {
  for (const k of [shouldPrompts, shouldNotPrompts]) {
    if (!Number.isInteger(k) || k < 0) throw new RangeError(`invalid prompt count ${k}`)
  }
  const empty = (prompts: number): SetProgress => ({ prompts, hits: 0, runs: 0, failed: 0 })
  return { rounds: 0, should: empty(shouldPrompts), shouldNot: empty(shouldNotPrompts) }
}

function advance(set: SetProgress, round: RoundOutcome): SetProgress {
  const { hits, runs } = round
  if (
    !Number.isInteger(hits) ||
    !Number.isInteger(runs) ||
    hits < 0 ||
    hits > runs ||
    runs > set.prompts
  ) {
    throw new RangeError(`invalid round ${hits}/${runs} for ${set.prompts} prompts`)
  }
  return {
    prompts: set.prompts,
    hits: set.hits + hits,
    runs: set.runs + runs,
    failed: set.failed + set.prompts - runs
  }
}

/** The state after one more complete round (every prompt of both sets run once). */
export function addRound(
  state: SequentialState,
  should: RoundOutcome,
  shouldNot: RoundOutcome
): SequentialState {
  return {
    rounds: state.rounds + 1,
    should: advance(state.should, should),
    shouldNot: advance(state.shouldNot, shouldNot)
  }
}

export interface SequenceOptions {
  level?: number
  seed?: number
}

export const SEQUENCE_METHOD = `beta-binomial-mixture-confidence-sequence(a=${MIXTURE_PRIOR})`

/** The rate's confidence sequence now; unmeasured (nulls) without prompts or answered runs. */
export function sequenceRate(set: SetProgress, options: SequenceOptions = {}): RateEstimate {
  const level = options.level ?? 0.95
  const seed = options.seed ?? DEFAULT_SEED
  const base = { level, method: SEQUENCE_METHOD, seed }
  if (set.prompts === 0 || set.runs === 0) {
    return { estimate: null, low: null, high: null, prompts: 0, runs: 0, ...base }
  }
  const [low, high] = confidenceSequence(set, level)
  return {
    // Each round runs every prompt once, so the pooled share is the mean of prompt rates (up to
    // failed runs, which leave the pooled share over the prompts that answered).
    estimate: set.hits / set.runs,
    low,
    high,
    prompts: set.prompts,
    runs: set.runs,
    ...base
  }
}

export interface StopDecision {
  stop: boolean
  reason: 'precise' | 'cap' | 'continue' | 'nothing-to-run'
  recall: RateEstimate
  falseActivation: RateEstimate
  /** Runs made so far and the runs of the fixed plan (every round the cap allows). */
  runsUsed: number
  runsPlanned: number
  roundsPlanned: number
}

const halfWidth = (r: RateEstimate): number =>
  r.low === null || r.high === null ? Infinity : (r.high - r.low) / 2

/**
 * Stop when every measured rate's sequence has half-width ≤ ε, or at the cap's last round.
 * A set without prompts has no rate and does not hold the run up.
 */
export function shouldStop(
  state: SequentialState,
  options: SequenceOptions & { epsilon?: number; cap: number }
): StopDecision {
  const epsilon = options.epsilon ?? DEFAULT_EPSILON
  const prompts = state.should.prompts + state.shouldNot.prompts
  const roundsPlanned = roundsForCap(options.cap, prompts)
  const recall = sequenceRate(state.should, options)
  const falseActivation = sequenceRate(state.shouldNot, options)
  const base = {
    recall,
    falseActivation,
    runsUsed: state.rounds * prompts,
    runsPlanned: roundsPlanned * prompts,
    roundsPlanned
  }
  if (prompts === 0) return { stop: true, reason: 'nothing-to-run', ...base }
  const rates = [
    { set: state.should, rate: recall },
    { set: state.shouldNot, rate: falseActivation }
  ].flatMap(({ set, rate }) => (set.prompts > 0 ? [rate] : []))
  if (state.rounds > 0 && rates.every((r) => halfWidth(r) <= epsilon)) {
    return { stop: true, reason: 'precise', ...base }
  }
  if (state.rounds >= roundsPlanned) return { stop: true, reason: 'cap', ...base }
  return { stop: false, reason: 'continue', ...base }
}
