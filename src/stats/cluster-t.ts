// Studentized interval for the mean of scenario means. The calibration simulation
// (bench/ab-calibration.ts) showed the two-stage percentile bootstrap missing the 93–97 % band at
// the default sizes (resampling both stages counts run noise twice), so the default is
// T ± t(df)·SE. With S ≥ 3 scenarios the SE comes from the S scenario means: the scenario is the
// unit of inference, and this is what generalises to scenarios not written yet. Its df is S − 1
// scaled down when the scenario means carry unequal noise (with 3 scenarios the plain t interval
// gave 3.1 % false "hurts" per side where 2.5 % is due).
// With fewer, the SE can only come from the runs within the scenarios (Satterthwaite df): it is
// the run-to-run noise of those scenarios, and no verdict is drawn from it.
import jStat from 'jstat'
import { mean, sampleSd } from './descriptive.js'
import { meanOfMeans } from './bootstrap.js'
import { MIN_SCENARIOS } from './ab-verdict-rule.js'

export interface ClusterStandardError {
  estimate: number
  /** NaN when the data carry no spread information (a single run). */
  se: number
  df: number
  /** Where the spread came from: scenario means, or the runs within fewer than 3 scenarios. */
  source: 'scenario-means' | 'runs-within-scenarios'
  clusters: number
  n: number
}

export function clusterStandardError(
  clusters: readonly (readonly number[])[]
): ClusterStandardError {
  const usable = clusters.filter((c) => c.length > 0)
  if (usable.length === 0) throw new RangeError('interval needs at least one run')
  const estimate = meanOfMeans(usable)
  const base = { estimate, clusters: usable.length, n: usable.reduce((k, c) => k + c.length, 0) }
  const s = usable.length
  if (s >= MIN_SCENARIOS) {
    const means = usable.map((c) => mean(c))
    return {
      ...base,
      se: sampleSd(means) / Math.sqrt(s),
      df: (s - 1) * equalVarianceShare(usable),
      source: 'scenario-means'
    }
  }
  // Var(T) = Σ var_s / R_s / S²; a scenario with one run has no variance to offer.
  const parts = usable.map((c) => sampleSd(c) ** 2 / c.length / (s * s))
  const total = parts.reduce((a, b) => a + b, 0)
  const df = total ** 2 / parts.reduce((a, v, i) => a + v ** 2 / (usable[i].length - 1), 0)
  return {
    ...base,
    se: Math.sqrt(total),
    df: Number.isFinite(df) ? df : usable[0].length - 1,
    source: 'runs-within-scenarios'
  }
}

/**
 * How far the scenario means fall short of equal variances, as a factor in (0, 1] on the degrees
 * of freedom (Satterthwaite): each mean's variance is the between-scenario variance plus its own
 * run noise over its runs. With a few scenarios whose noise differs, the spread of their means is
 * a less reliable variance estimate than S − 1 degrees of freedom claim, and the plain t interval
 * is too narrow.
 */
function equalVarianceShare(clusters: readonly (readonly number[])[]): number {
  const { between } = varianceComponents(clusters)
  const variances = clusters.map((c) => between + (c.length > 1 ? sampleSd(c) ** 2 / c.length : 0))
  const total = variances.reduce((a, v) => a + v, 0)
  const squares = variances.reduce((a, v) => a + v * v, 0)
  return squares > 0 ? (total * total) / (clusters.length * squares) : 1
}

/** T ± t(df)·SE at `level`; unbounded when the SE is unknown. */
export function studentizedBounds(e: ClusterStandardError, level: number): [number, number] {
  if (!Number.isFinite(e.se) || e.df <= 0) return [-Infinity, Infinity]
  const half = jStat.studentt.inv(1 - (1 - level) / 2, e.df) * e.se
  return [e.estimate - half, e.estimate + half]
}

/**
 * Two-sided p-value of "no effect" from the same t statistic, so that p < 1 − level exactly
 * when the interval at `level` excludes 0. Null without a finite, positive SE.
 */
export function studentizedP(e: ClusterStandardError): number | null {
  if (!Number.isFinite(e.se) || e.se <= 0 || e.df <= 0) return null
  return 2 * (1 - jStat.studentt.cdf(Math.abs(e.estimate / e.se), e.df))
}

/**
 * Between- and within-scenario variance of single pair scores (one-way ANOVA moments), to tell how
 * many scenarios, and runs per scenario, would narrow the interval enough.
 */
export function varianceComponents(clusters: readonly (readonly number[])[]): {
  between: number
  within: number
} {
  const usable = clusters.filter((c) => c.length > 0)
  const withRuns = usable.filter((c) => c.length > 1)
  const within = withRuns.length ? mean(withRuns.map((c) => sampleSd(c) ** 2)) : 0
  if (usable.length < 2) return { between: 0, within }
  // Harmonic mean of the run counts: the within-noise a scenario mean carries on average.
  const runs = usable.length / usable.reduce((a, c) => a + 1 / c.length, 0)
  const between = Math.max(0, sampleSd(usable.map((c) => mean(c))) ** 2 - within / runs)
  return { between, within }
}
