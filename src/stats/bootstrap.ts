// Two-stage clustered bootstrap of the mean of scenario means, the A/B point estimate.
// Runs of one scenario share its prompt and fixtures, so they are not independent: resampling
// scenarios first, then runs within each drawn scenario, keeps that structure (skill-validator
// pools all runs). The estimate is the statistic resampled, so it cannot fall outside its interval.
import { mean } from './descriptive.js'
import type { Rng } from './random.js'

export const DEFAULT_RESAMPLES = 10_000

/** T = mean over scenarios of the mean of their runs. */
export function meanOfMeans(clusters: readonly (readonly number[])[]): number {
  return mean(clusters.map((c) => mean(c)))
}

export interface BootstrapInterval {
  estimate: number
  low: number
  high: number
  level: number
  method: 'clustered-percentile-bootstrap'
  resamples: number
  /** Number of scenarios (clusters) and of runs in total. */
  clusters: number
  n: number
  seed: number
  /** With one scenario the interval reflects run-to-run noise of that scenario only. */
  singleCluster: boolean
}

/** Percentile pick as skill-validator makes it: ⌊α/2·B⌋ and ⌊(1−α/2)·B⌋ − 1 of the sorted draws. */
export function percentileBounds(sorted: Float64Array, level: number): [number, number] {
  const b = sorted.length
  const alpha = 1 - level
  const clamp = (i: number): number => Math.min(b - 1, Math.max(0, i))
  return [
    sorted[clamp(Math.floor((alpha / 2) * b))],
    sorted[clamp(Math.floor((1 - alpha / 2) * b) - 1)]
  ]
}

/** The B resampled values of T, sorted ascending. */
export function clusteredBootstrapDraws(
  clusters: readonly (readonly number[])[],
  rng: Rng,
  resamples: number = DEFAULT_RESAMPLES
): Float64Array {
  const s = clusters.length
  const draws = new Float64Array(resamples)
  for (let b = 0; b < resamples; b++) {
    let total = 0
    for (let i = 0; i < s; i++) {
      // With a single scenario the first stage is a no-op; skip the draw to keep streams aligned.
      const runs = clusters[s === 1 ? 0 : rng.index(s)]
      const r = runs.length
      let sum = 0
      for (let j = 0; j < r; j++) sum += runs[rng.index(r)]
      total += sum / r
    }
    draws[b] = total / s
  }
  return draws.sort()
}

export function clusteredBootstrap(
  clusters: readonly (readonly number[])[],
  rng: Rng,
  options: { level?: number; resamples?: number } = {}
): BootstrapInterval {
  const level = options.level ?? 0.95
  const resamples = options.resamples ?? DEFAULT_RESAMPLES
  const usable = clusters.filter((c) => c.length > 0)
  if (usable.length === 0) throw new RangeError('bootstrap needs at least one run')
  const [low, high] = percentileBounds(clusteredBootstrapDraws(usable, rng, resamples), level)
  return {
    estimate: meanOfMeans(usable),
    low,
    high,
    level,
    method: 'clustered-percentile-bootstrap',
    resamples,
    clusters: usable.length,
    n: usable.reduce((k, c) => k + c.length, 0),
    seed: rng.seed,
    singleCluster: usable.length === 1
  }
}
