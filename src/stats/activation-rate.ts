// Activation rates with the prompt as the unit. Each trigger prompt is run some number of times;
// a prompt's rate is its share of runs in which the agent called the Skill tool for the skill.
// Recall is the mean of the should-prompts' rates, the false-activation rate the mean of the
// should-not prompts' rates. What is estimated is the mean activation probability over THESE
// prompts (the set the author wrote or that was generated), each prompt weighted equally however
// often it ran; runs of one prompt are repeated measures of it, never independent evidence.
import jStat from 'jstat'
import { clopperPearson, wilson } from './proportions.js'
import { DEFAULT_SEED } from './random.js'

/** One prompt's outcome: runs that answered (failed runs excluded) and how many activated. */
export interface PromptTally {
  hits: number
  runs: number
}

/** An estimated rate with its interval and what it rests on; null everywhere when unmeasured. */
export interface RateEstimate {
  estimate: number | null
  low: number | null
  high: number | null
  level: number
  method: string
  /** Prompts with at least one answered run (S). */
  prompts: number
  /** Answered runs over those prompts (n). */
  runs: number
  seed: number
}

export interface RateOptions {
  level?: number
  /** The run's seed, carried into the result (these intervals draw no random numbers). */
  seed?: number
}

export function checkTally(t: PromptTally): void {
  if (!Number.isInteger(t.hits) || !Number.isInteger(t.runs) || t.hits < 0 || t.hits > t.runs) {
    throw new RangeError(`invalid prompt tally ${t.hits}/${t.runs}`)
  }
}

/** The prompts that ran at least once; a prompt whose every run failed tells nothing. */
export function measuredTallies(tallies: readonly PromptTally[]): PromptTally[] {
  tallies.forEach(checkTally)
  return tallies.filter((t) => t.runs > 0)
}

/** Mean over prompts of each prompt's rate; null when no prompt ran. */
export function meanPromptRate(tallies: readonly PromptTally[]): number | null {
  const measured = measuredTallies(tallies)
  if (measured.length === 0) return null
  return measured.reduce((a, t) => a + t.hits / t.runs, 0) / measured.length
}

export function unmeasuredRate(method: string, level: number, seed: number): RateEstimate {
  return { estimate: null, low: null, high: null, level, method, prompts: 0, runs: 0, seed }
}

/**
 * The design effect's floor: with few runs per prompt the run-to-run variance is itself a noisy
 * estimate, and letting it shrink the interval without limit made it too narrow in the
 * calibration simulation (bench/activation-calibration.ts) at two runs per prompt.
 */
export const MIN_DESIGN_EFFECT = 0.6

/**
 * Var(estimate) over what a binomial count with the same mean would have. Prompts differ in their
 * probability, and the count of a set of prompts each run R times varies less than a binomial
 * count (the spread between prompts is fixed, not sampled), so the true ratio is ≤ 1. Each
 * prompt's variance comes from its own runs (unbiased: p̂(1 − p̂)·R/(R − 1)); a prompt with one run
 * offers none and counts as binomial. The estimate is not capped at 1: a cap would bias it down
 * when prompts are alike (the simulation then fell below 93 %). 1 when the estimate is 0 or 1.
 */
function designEffect(measured: readonly PromptTally[], estimate: number): number {
  const binomial = estimate * (1 - estimate)
  if (binomial === 0) return 1
  let actual = 0
  let reference = 0
  for (const { hits, runs } of measured) {
    const rate = hits / runs
    actual += (runs > 1 ? (rate * (1 - rate) * runs) / (runs - 1) : binomial) / runs
    reference += binomial / runs
  }
  return Math.max(MIN_DESIGN_EFFECT, actual / reference)
}

/**
 * The mean prompt rate with a fixed-sample interval clustered by prompt. With one run per prompt
 * it is the exact Clopper–Pearson interval on the count (a sum of runs with differing
 * probabilities is less variable than a binomial count, so the exact interval keeps its level).
 * With more runs it is the Wilson score interval on the effective sample — the count's trials
 * divided by the design effect, i.e. Wilson at z·√(design effect) — which the simulation showed
 * within 93–97 % where the exact interval, doubly conservative here, covered 96–99 %. With unequal
 * runs per prompt (failed runs) the trials are S² / Σ 1/R_s, the binomial equivalent of a mean of
 * rates weighted equally, rounded down.
 */
export function activationRate(
  tallies: readonly PromptTally[],
  options: RateOptions = {}
): RateEstimate {
  const level = options.level ?? 0.95
  const seed = options.seed ?? DEFAULT_SEED
  const measured = measuredTallies(tallies)
  const oneRunEach = measured.every((t) => t.runs === 1)
  const method = oneRunEach ? 'clopper-pearson' : 'wilson-design-effect'
  if (measured.length === 0) return unmeasuredRate(method, level, seed)
  const estimate = meanPromptRate(measured) as number
  const runs = measured.reduce((a, t) => a + t.runs, 0)
  const base = { estimate, level, method, prompts: measured.length, runs, seed }
  if (oneRunEach) {
    const { low, high } = clopperPearson(Math.round(estimate * runs), runs, level)
    return { ...base, low, high }
  }
  const balanced = measured.every((t) => t.runs === measured[0].runs)
  const trials = balanced
    ? runs
    : Math.max(1, Math.floor(measured.length ** 2 / measured.reduce((a, t) => a + 1 / t.runs, 0)))
  const hits = balanced
    ? measured.reduce((a, t) => a + t.hits, 0)
    : Math.min(trials, Math.round(estimate * trials))
  const z =
    jStat.normal.inv(1 - (1 - level) / 2, 0, 1) * Math.sqrt(designEffect(measured, estimate))
  const { low, high } = wilson(hits, trials, 2 * jStat.normal.cdf(z, 0, 1) - 1)
  // Rounding the effective count may move its share off the estimate; the interval keeps it.
  return { ...base, low: Math.min(low, estimate), high: Math.max(high, estimate) }
}

/** Indices of the prompts that neither always nor never activated (0 < rate < 1). */
export function flakyPrompts(tallies: readonly PromptTally[]): number[] {
  tallies.forEach(checkTally)
  return tallies.flatMap((t, i) => (t.hits > 0 && t.hits < t.runs ? [i] : []))
}

export interface PassHatK {
  k: number
  /**
   * Per prompt, the unbiased estimate of "k runs in a row all activate": C(hits, k) / C(runs, k);
   * with k equal to the prompt's runs it is 1 when every run activated, else 0. Null for a
   * prompt with fewer than k answered runs.
   */
  perPrompt: (number | null)[]
  /** Mean over the prompts that have a value; null when none has. */
  mean: number | null
  prompts: number
}

/** C(h, k) / C(n, k) as a running product, exact enough for run counts. */
function chooseRatio(h: number, n: number, k: number): number {
  let r = 1
  for (let i = 0; i < k; i++) r *= (h - i) / (n - i)
  return Math.max(0, r)
}

/**
 * pass^k over should-prompts: does the skill activate reliably, every time? k defaults to the
 * fewest answered runs of a measured prompt, so each prompt's value is "all of its first k runs'
 * worth activated" on the same footing.
 */
export function passHatK(tallies: readonly PromptTally[], k?: number): PassHatK | null {
  const measured = measuredTallies(tallies)
  if (measured.length === 0) return null
  const kk = k ?? Math.min(...measured.map((t) => t.runs))
  if (!Number.isInteger(kk) || kk < 1) throw new RangeError(`pass^k needs k ≥ 1, got ${kk}`)
  const perPrompt = tallies.map((t) => (t.runs >= kk ? chooseRatio(t.hits, t.runs, kk) : null))
  const values = perPrompt.filter((v): v is number => v !== null)
  return {
    k: kk,
    perPrompt,
    mean: values.length ? values.reduce((a, v) => a + v, 0) / values.length : null,
    prompts: values.length
  }
}
