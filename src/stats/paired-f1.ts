// Is one description's F1 really better than another's on the same prompts? Both descriptions
// ran on the same held-out prompts, so the comparison is paired: a hard prompt is hard for both,
// and resampling prompts (not runs) keeps each prompt's two rates together, so that difficulty
// cancels out of the difference instead of widening its interval. The should and should-not
// prompts are resampled separately (a stratified bootstrap), so every draw keeps the set's mix and
// F1 is always taken at the stated prevalence. The prompt is the unit: a prompt's rate is the
// share of its runs that activated, and its runs are repeated measures of it. The same test, on
// the should-not prompts alone, says whether a candidate's false activations are really higher.
import { percentileBounds } from './bootstrap.js'
import type { Rng } from './random.js'
import { f1At } from './trigger-precision.js'

/** One prompt's activation rate under each description. */
export interface PairedRate {
  current: number
  candidate: number
}

export interface PairedDifference {
  /** F1(candidate) − F1(current) on the prompts as they are. */
  estimate: number
  low: number
  high: number
  level: number
  method: string
  resamples: number
  /**
   * One-sided p-value of "the candidate is no better" from swapping each prompt's two rates
   * (exact over every swap up to SWAP_EXACT_MAX prompts, from `resamples` random swaps above).
   */
  swapP: number
}

export const PAIRED_RESAMPLES = 4_000
/** Up to this many held-out prompts the swap test counts every one of the 2^n swaps. */
export const SWAP_EXACT_MAX = 16

const meanOf = (values: readonly number[]) => values.reduce((a, v) => a + v, 0) / values.length

/** Each side's mean rate under each description. */
interface SideMeans {
  current: number
  candidate: number
}

const sideMeans = (rates: readonly PairedRate[]): SideMeans => ({
  current: meanOf(rates.map((r) => r.current)),
  candidate: meanOf(rates.map((r) => r.candidate))
})

const differenceOf = (should: SideMeans, shouldNot: SideMeans, prevalence: number): number =>
  f1At(prevalence, should.candidate, shouldNot.candidate) -
  f1At(prevalence, should.current, shouldNot.current)

/**
 * One side's means in a bootstrap draw, spread out by √(n / (n − 1)) around the observed means:
 * a resampled mean varies by (n − 1) / n of what the mean of n new prompts would, which on the
 * handful of prompts a held-out side has made the interval too narrow.
 */
function resampledMeans(rates: readonly PairedRate[], observed: SideMeans, rng: Rng): SideMeans {
  const n = rates.length
  const drawn = sideMeans(rates.map(() => rates[rng.index(n)] as PairedRate))
  const spread = n > 1 ? Math.sqrt(n / (n - 1)) : 1
  const clamp = (x: number) => Math.min(1, Math.max(0, x))
  return {
    current: clamp(observed.current + (drawn.current - observed.current) * spread),
    candidate: clamp(observed.candidate + (drawn.candidate - observed.candidate) * spread)
  }
}

/** A statistic of each side's mean rates under the two descriptions. */
type Statistic = (means: readonly SideMeans[]) => number

/**
 * The paired swap test. If the candidate is no better, each prompt's two rates are as likely
 * either way round, so swapping them within prompts gives equally likely data sets; the share of
 * swaps whose statistic reaches the observed one is an exact p-value whatever the prompts'
 * spread, where the bootstrap's interval runs narrow on the few prompts a held-out set has.
 */
function pairedSwapP(
  sides: readonly (readonly PairedRate[])[],
  statistic: Statistic,
  observed: number,
  rng: Rng,
  resamples: number
): number {
  const prompts = sides.flatMap((rates, side) => rates.map((r) => ({ side, r })))
  const n = prompts.length
  const valueOf = (swapped: (i: number) => boolean) => {
    const totals = sides.map(() => ({ current: 0, candidate: 0 }))
    prompts.forEach(({ side, r }, i) => {
      const total = totals[side] as SideMeans
      const [current, candidate] = swapped(i) ? [r.candidate, r.current] : [r.current, r.candidate]
      total.current += current
      total.candidate += candidate
    })
    return statistic(
      totals.map((t, side) => {
        const count = (sides[side] as readonly PairedRate[]).length
        return { current: t.current / count, candidate: t.candidate / count }
      })
    )
  }
  // Differences within rounding of the observed one count as reaching it.
  const reaches = (d: number) => d >= observed - 1e-12
  if (n <= SWAP_EXACT_MAX) {
    let hits = 0
    for (let mask = 0; mask < 2 ** n; mask++)
      if (reaches(valueOf((i) => ((mask >> i) & 1) === 1))) hits++
    return hits / 2 ** n
  }
  let hits = 0
  for (let b = 0; b < resamples; b++) if (reaches(valueOf(() => rng.float() < 0.5))) hits++
  return (1 + hits) / (1 + resamples)
}

/**
 * A paired difference between the descriptions with a percentile interval from a bootstrap over
 * prompts stratified by side, and the swap test's one-sided p-value that it is no larger than 0.
 */
function pairedDifference(
  sides: readonly (readonly PairedRate[])[],
  statistic: Statistic,
  rng: Rng,
  options: { level?: number; resamples?: number },
  method: string
): PairedDifference {
  const level = options.level ?? 0.95
  const resamples = options.resamples ?? PAIRED_RESAMPLES
  const draws = new Float64Array(resamples)
  const observed = sides.map(sideMeans)
  for (let b = 0; b < resamples; b++) {
    draws[b] = statistic(
      sides.map((rates, side) => resampledMeans(rates, observed[side] as SideMeans, rng))
    )
  }
  const [low, high] = percentileBounds(draws.sort(), level)
  const estimate = statistic(observed)
  return {
    estimate,
    low,
    high,
    level,
    method,
    resamples,
    swapP: pairedSwapP(sides, statistic, estimate, rng, resamples)
  }
}

/**
 * The paired difference of F1 at `prevalence` with a percentile interval from a bootstrap over
 * prompts stratified by side; null when either side has no prompt (F1 needs both rates).
 */
export function pairedF1Difference(
  should: readonly PairedRate[],
  shouldNot: readonly PairedRate[],
  prevalence: number,
  rng: Rng,
  options: { level?: number; resamples?: number } = {}
): PairedDifference | null {
  if (should.length === 0 || shouldNot.length === 0) return null
  return pairedDifference(
    [should, shouldNot],
    ([s, sn]) => differenceOf(s as SideMeans, sn as SideMeans, prevalence),
    rng,
    options,
    'paired bootstrap over prompts, stratified by should / should-not, small-sample spread; paired swap test'
  )
}

/**
 * How much more often the candidate activates on the should-not prompts than the current
 * description (its false-activation rate minus the current one's), tested the same way as the F1
 * gain; null without a should-not prompt.
 */
export function pairedFalseActivationIncrease(
  shouldNot: readonly PairedRate[],
  rng: Rng,
  options: { level?: number; resamples?: number } = {}
): PairedDifference | null {
  if (shouldNot.length === 0) return null
  return pairedDifference(
    [shouldNot],
    ([sn]) => (sn as SideMeans).candidate - (sn as SideMeans).current,
    rng,
    options,
    'paired bootstrap over should-not prompts, small-sample spread; paired swap test'
  )
}

/** Above 0 beyond noise: the interval wholly above 0 and the swap test below (1 − L) / 2. */
export const aboveZero = (d: PairedDifference): boolean => d.low > 0 && d.swapP < (1 - d.level) / 2

/**
 * The improver's verdict: a candidate replaces the current description only when its F1 gain is
 * more than noise (the whole interval of the paired difference above 0 and the swap test at the
 * same one-sided level (1 − L) / 2) and its false activations are not higher beyond noise (the
 * same test of the paired increase of its false-activation rate). On small held-out sets the
 * percentile bootstrap alone runs narrow; the swap test keeps the error at its level
 * (bench/improve-calibration.ts measures the gain's test, bench/improve-false-activations.ts the
 * false activations').
 */
export function beatsCurrent(
  gain: PairedDifference | null,
  falseActivationIncrease: PairedDifference | null
): 'better' | 'within noise' | 'more false activations' {
  if (gain === null || !aboveZero(gain)) return 'within noise'
  return falseActivationIncrease !== null && aboveZero(falseActivationIncrease)
    ? 'more false activations'
    : 'better'
}
