// Sequential stopping for the activation layer. Prompts run in rounds (every prompt of a set once
// per round), and after each round each prompt set — the should-prompts (recall) and the
// should-not prompts (the false-activation rate) — is checked ON ITS OWN, since the two answer
// different questions: a set stops as soon as its confidence sequence lies wholly above or below
// its gate threshold (min-recall, max-false-activation: the gate's decision is settled), or is
// within ±ε, or at the depth's cap. Without a threshold only the width and the cap stop it. A
// stopped set keeps the counts of the round it stopped at: its reported interval is the sequence
// then (valid at whatever round it stopped), never a fixed-sample interval.
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

/**
 * What stopped a set: its gate's decision settled (the interval wholly on one side of the
 * threshold), its interval within ±ε, or the cap.
 */
export type StopRule = 'decision' | 'width' | 'cap'

export interface SetProgress extends SequenceCounts {
  prompts: number
  /** Rounds this set ran. */
  rounds: number
  /** The rule that stopped the set; null while it runs (and for a set without prompts). */
  stoppedBy: StopRule | null
}

export interface SequentialState {
  should: SetProgress
  shouldNot: SetProgress
}

/** One round's outcome for a set: activations among the answered runs; the rest failed. */
export interface RoundOutcome {
  hits: number
  runs: number
}

export interface SequenceOptions {
  level?: number
  seed?: number
}

export interface StopRules extends SequenceOptions {
  /** Runs per skill the fixed plan allows, over both sets' prompts. */
  cap: number
  epsilon?: number
  /** The gate on recall: the should set stops once its interval is wholly above or below it. */
  minRecall?: number
  /** The gate on false activations: the should-not set's threshold, the same way. */
  maxFalseActivation?: number
}

export function startSequence(shouldPrompts: number, shouldNotPrompts: number): SequentialState {
  for (const k of [shouldPrompts, shouldNotPrompts]) {
    if (!Number.isInteger(k) || k < 0) throw new RangeError(`invalid prompt count ${k}`)
  }
  const empty = (prompts: number): SetProgress => ({
    prompts,
    rounds: 0,
    hits: 0,
    runs: 0,
    failed: 0,
    stoppedBy: null
  })
  return { should: empty(shouldPrompts), shouldNot: empty(shouldNotPrompts) }
}

/** A set still collecting runs: it has prompts and no rule has stopped it. */
export const isRunning = (set: SetProgress): boolean => set.prompts > 0 && set.stoppedBy === null

export const SEQUENCE_METHOD = `beta-binomial-mixture-confidence-sequence(a=${MIXTURE_PRIOR})`

/** The rate's confidence sequence now; unmeasured (nulls) without prompts or answered runs. */
export function sequenceRate(
  set: SequenceCounts & { prompts: number },
  options: SequenceOptions = {}
): RateEstimate {
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

/** The rule that stops a set after its latest round, or null to go on. */
function ruleFor(
  set: SetProgress,
  threshold: number | undefined,
  roundsPlanned: number,
  rules: StopRules
): StopRule | null {
  const rate = sequenceRate(set, rules)
  if (rate.low !== null && rate.high !== null) {
    // Strictly on one side: an interval touching the threshold has not settled anything.
    if (threshold !== undefined && (rate.low > threshold || rate.high < threshold)) {
      return 'decision'
    }
    if ((rate.high - rate.low) / 2 <= (rules.epsilon ?? DEFAULT_EPSILON)) return 'width'
  }
  return set.rounds >= roundsPlanned ? 'cap' : null
}

function advance(
  set: SetProgress,
  round: RoundOutcome,
  threshold: number | undefined,
  roundsPlanned: number,
  rules: StopRules
): SetProgress {
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
  if (!isRunning(set)) throw new RangeError('a round for a set that has stopped')
  const next: SetProgress = {
    prompts: set.prompts,
    rounds: set.rounds + 1,
    hits: set.hits + hits,
    runs: set.runs + runs,
    failed: set.failed + set.prompts - runs,
    stoppedBy: null
  }
  return { ...next, stoppedBy: ruleFor(next, threshold, roundsPlanned, rules) }
}

/** Rounds of the fixed plan for this state's prompts under `cap`. */
export const plannedRounds = (state: SequentialState, cap: number): number =>
  roundsForCap(cap, state.should.prompts + state.shouldNot.prompts)

/**
 * The state after one more complete round of the sets given (every prompt of each run once).
 * A set runs a round only while it runs; each is checked against its own rules after it.
 */
export function addRound(
  state: SequentialState,
  outcomes: { should?: RoundOutcome; shouldNot?: RoundOutcome },
  rules: StopRules
): SequentialState {
  const roundsPlanned = plannedRounds(state, rules.cap)
  return {
    should:
      outcomes.should === undefined
        ? state.should
        : advance(state.should, outcomes.should, rules.minRecall, roundsPlanned, rules),
    shouldNot:
      outcomes.shouldNot === undefined
        ? state.shouldNot
        : advance(
            state.shouldNot,
            outcomes.shouldNot,
            rules.maxFalseActivation,
            roundsPlanned,
            rules
          )
  }
}

export interface StopDecision {
  /** Both sets have stopped (or have no prompts). */
  stop: boolean
  recall: RateEstimate
  falseActivation: RateEstimate
  /** Runs made so far (each set's rounds × its prompts) and the runs of the fixed plan. */
  runsUsed: number
  runsPlanned: number
  roundsPlanned: number
}

/** Where the sets stand: their sequences, the runs used against the fixed plan, whether both stopped. */
export function stopDecision(state: SequentialState, rules: StopRules): StopDecision {
  const { should, shouldNot } = state
  const roundsPlanned = plannedRounds(state, rules.cap)
  return {
    stop: !isRunning(should) && !isRunning(shouldNot),
    recall: sequenceRate(should, rules),
    falseActivation: sequenceRate(shouldNot, rules),
    runsUsed: should.rounds * should.prompts + shouldNot.rounds * shouldNot.prompts,
    runsPlanned: roundsPlanned * (should.prompts + shouldNot.prompts),
    roundsPlanned
  }
}
