// Studentized interval for the mean of scenario means. The calibration simulation
// (bench/ab-calibration.ts) showed the two-stage percentile bootstrap missing the 93–97 % band at
// the default sizes (≈ 0.88 with one scenario × 10 runs, ≈ 0.90 with 3 heterogeneous scenarios,
// ≈ 0.985 with 10 scenarios × 5 runs, where resampling both stages counts run noise twice), so
// the default is a studentized interval: T ± t(k−1)·SE with SE taken from the k
// scenario means (k = S), or from the runs when there is a single scenario (k = R).
import jStat from 'jstat'
import { mean, sampleSd } from './descriptive.js'
import { meanOfMeans } from './bootstrap.js'

export interface StudentizedInterval {
  estimate: number
  low: number
  high: number
  level: number
  method: 'clustered-studentized-t'
  /** Units the standard error came from: scenarios, or runs when S = 1. */
  df: number
  clusters: number
  n: number
  singleCluster: boolean
}

export function clusteredStudentizedInterval(
  clusters: readonly (readonly number[])[],
  level = 0.95
): StudentizedInterval {
  const usable = clusters.filter((c) => c.length > 0)
  if (usable.length === 0) throw new RangeError('interval needs at least one run')
  const units = usable.length === 1 ? usable[0] : usable.map((c) => mean(c))
  const estimate = meanOfMeans(usable)
  const n = usable.reduce((k, c) => k + c.length, 0)
  const base = {
    estimate,
    level,
    method: 'clustered-studentized-t' as const,
    df: units.length - 1,
    clusters: usable.length,
    n,
    singleCluster: usable.length === 1
  }
  // One unit carries no spread information: an unbounded interval, never a false "significant".
  if (units.length < 2) return { ...base, low: -Infinity, high: Infinity }
  const half =
    jStat.studentt.inv(1 - (1 - level) / 2, units.length - 1) *
    (sampleSd(units) / Math.sqrt(units.length))
  return { ...base, low: estimate - half, high: estimate + half }
}
