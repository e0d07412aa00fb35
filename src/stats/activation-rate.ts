// Activation rates with the prompt as the unit. Each trigger prompt is run some number of times;
// a prompt's rate is its share of runs in which the agent called the Skill tool for the skill.
// Recall is the mean of the should-prompts' rates, the false-activation rate the mean of the
// should-not prompts' rates. What is estimated is the mean activation probability over THESE
// prompts (the set the author wrote or that was generated), each prompt weighted equally however
// often it ran; runs of one prompt are repeated measures of it, never independent evidence.
import { clopperPearson } from './proportions.js'
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
 * The mean prompt rate with a fixed-sample interval. The count of activations is a sum of
 * independent runs whose probabilities differ from prompt to prompt; such a count is less
 * variable than a binomial one with the same mean, so the exact binomial (Clopper–Pearson)
 * interval on it keeps its level for the mean over the prompts. With unequal runs per prompt the
 * count is the effective one of the mean of rates (prompts weighted equally): the harmonic-mean
 * run count gives the trials.
 */
export function activationRate(
  tallies: readonly PromptTally[],
  options: RateOptions = {}
): RateEstimate {
  const level = options.level ?? 0.95
  const seed = options.seed ?? DEFAULT_SEED
  const measured = measuredTallies(tallies)
  const method = 'clopper-pearson-pooled'
  if (measured.length === 0) return unmeasuredRate(method, level, seed)
  const estimate = meanPromptRate(measured) as number
  const runs = measured.reduce((a, t) => a + t.runs, 0)
  const balanced = measured.every((t) => t.runs === measured[0].runs)
  // Equal runs: the plain count. Unequal: S² / Σ 1/R_s trials (the binomial variance of a mean
  // of rates), rounded down so the interval errs wide, and the hits that match the estimate.
  const trials = balanced
    ? runs
    : Math.max(1, Math.floor(measured.length ** 2 / measured.reduce((a, t) => a + 1 / t.runs, 0)))
  const hits = balanced
    ? measured.reduce((a, t) => a + t.hits, 0)
    : Math.min(trials, Math.round(estimate * trials))
  const interval = clopperPearson(hits, trials, level)
  return {
    estimate,
    low: interval.low,
    high: interval.high,
    level,
    method,
    prompts: measured.length,
    runs,
    seed
  }
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
