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
}

export const PAIRED_RESAMPLES = 4_000

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
  return {
    estimate: differenceOf(observed.should, observed.shouldNot, prevalence),
    low,
    high,
    level,
    method: 'paired bootstrap over prompts, stratified by should / should-not, small-sample spread',
    resamples
  }
}

/**
 * The improver's verdict: a candidate replaces the current description only when the whole
 * interval of the paired F1 difference is above 0 (more than noise) and its false-activation rate
 * is not higher. On small held-out sets the percentile bootstrap runs narrow, so a lower end above
 * 0 at level L errs a little more often than (1 − L) / 2; bench/improve-calibration.ts measures
 * how often at the level the improver uses.
 */
export function beatsCurrent(
  gain: PairedDifference | null,
  falseActivation: { current: number; candidate: number }
): 'better' | 'within noise' | 'more false activations' {
  if (gain === null || gain.low <= 0) return 'within noise'
  return falseActivation.candidate > falseActivation.current ? 'more false activations' : 'better'
}
