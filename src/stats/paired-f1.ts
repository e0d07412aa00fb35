// Is one description's F1 really better than another's on the same prompts? Both descriptions
// ran on the same held-out prompts, so the comparison is paired: a hard prompt is hard for both,
// and resampling prompts (not runs) keeps each prompt's two rates together, so that difficulty
// cancels out of the difference instead of widening its interval. The should and should-not
// prompts are resampled separately (a stratified bootstrap), so every draw keeps the set's mix and
// F1 is always taken at the stated prevalence. The prompt is the unit: a prompt's rate is the
// share of its runs that activated, and its runs are repeated measures of it.
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

/**
 * The paired swap test. If the candidate is no better, each prompt's two rates are as likely
 * either way round, so swapping them within prompts gives equally likely data sets; the share of
 * swaps whose F1 difference reaches the observed one is an exact p-value whatever the prompts'
 * spread, where the bootstrap's interval runs narrow on the few prompts a held-out set has.
 */
function pairedSwapP(
  should: readonly PairedRate[],
  shouldNot: readonly PairedRate[],
  prevalence: number,
  observed: number,
  rng: Rng,
  resamples: number
): number {
  const prompts = [...should, ...shouldNot]
  const n = prompts.length
  const sums = (swapped: (i: number) => boolean) => {
    const total = { should: { current: 0, candidate: 0 }, shouldNot: { current: 0, candidate: 0 } }
    prompts.forEach((r, i) => {
      const side = i < should.length ? total.should : total.shouldNot
      const [current, candidate] = swapped(i) ? [r.candidate, r.current] : [r.current, r.candidate]
      side.current += current
      side.candidate += candidate
    })
    const per = (side: SideMeans, count: number) => ({
      current: side.current / count,
      candidate: side.candidate / count
    })
    return differenceOf(
      per(total.should, should.length),
      per(total.shouldNot, shouldNot.length),
      prevalence
    )
  }
  // Differences within rounding of the observed one count as reaching it.
  const reaches = (d: number) => d >= observed - 1e-12
  if (n <= SWAP_EXACT_MAX) {
    let hits = 0
    for (let mask = 0; mask < 2 ** n; mask++)
      if (reaches(sums((i) => ((mask >> i) & 1) === 1))) hits++
    return hits / 2 ** n
  }
  let hits = 0
  for (let b = 0; b < resamples; b++) if (reaches(sums(() => rng.float() < 0.5))) hits++
  return (1 + hits) / (1 + resamples)
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
  const level = options.level ?? 0.95
  const resamples = options.resamples ?? PAIRED_RESAMPLES
  const draws = new Float64Array(resamples)
  const observed = { should: sideMeans(should), shouldNot: sideMeans(shouldNot) }
  for (let b = 0; b < resamples; b++) {
    draws[b] = differenceOf(
      resampledMeans(should, observed.should, rng),
      resampledMeans(shouldNot, observed.shouldNot, rng),
      prevalence
    )
  }
  const [low, high] = percentileBounds(draws.sort(), level)
  const estimate = differenceOf(observed.should, observed.shouldNot, prevalence)
  return {
    estimate,
    low,
    high,
    level,
    method:
      'paired bootstrap over prompts, stratified by should / should-not, small-sample spread; paired swap test',
    resamples,
    swapP: pairedSwapP(should, shouldNot, prevalence, estimate, rng, resamples)
  }
}

/**
 * The improver's verdict: a candidate replaces the current description only when the whole
 * interval of the paired F1 difference is above 0 and the swap test agrees at the same one-sided
 * level (1 − L) / 2 (more than noise), and its false-activation rate is not higher. On small
 * held-out sets the percentile bootstrap alone runs narrow; the swap test keeps the error at its
 * level (bench/improve-calibration.ts measures both).
 */
export function beatsCurrent(
  gain: PairedDifference | null,
  falseActivation: { current: number; candidate: number }
): 'better' | 'within noise' | 'more false activations' {
  if (gain === null || gain.low <= 0 || gain.swapP >= (1 - gain.level) / 2) return 'within noise'
  return falseActivation.candidate > falseActivation.current ? 'more false activations' : 'better'
}
