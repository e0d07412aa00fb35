// The with-vs-without verdict of statistics.md §2.3–§2.6: minimum evidence, then helps / hurts /
// no measurable effect / insufficient evidence (with the pairs that would be needed), the
// completion-rate gate on per-arm pass rates (fixes B2) and the normalized gain on pass rates
// with its bootstrap interval (fixes B13).
import { clusteredBootstrap } from './bootstrap.js'
import { clusteredStudentizedInterval } from './cluster-t.js'
import { newcombeDifference, type Interval } from './proportions.js'
import { percentileBounds } from './bootstrap.js'
import type { Rng } from './random.js'

export type AbVerdictKind = 'helps' | 'hurts' | 'no_measurable_effect' | 'insufficient_evidence'
export type IntervalMethod = 'studentized' | 'percentile'

export interface AbVerdictOptions {
  /** Decision margin m (`min-improvement`), default 0.10. */
  minImprovement?: number
  level?: number
  /** false restores skill-validator's legacy "T ≥ m helps" rule (statistics.md §2.4). */
  requireSignificance?: boolean
  /** Studentized by default (see cluster-t.ts for why); percentile = the two-stage bootstrap. */
  method?: IntervalMethod
  rng: Rng
  resamples?: number
}

export interface AbVerdict {
  verdict: AbVerdictKind
  /** T: mean over scenarios of the mean of their per-pair improvement scores. */
  estimate: number
  ci: {
    low: number | null
    high: number | null
    level: number
    method: string
    scenarios: number
    pairs: number
    seed: number
    resamples?: number
  }
  /** Pairs that would plausibly settle the question; null when a verdict was reached. */
  pairsNeeded: number | null
  reason: string
  notes: string[]
}

/**
 * The half-width at which, with the estimate unchanged, some verdict becomes reachable:
 * "helps" needs low > 0 (T ≥ m), "hurts" needs high < 0, "no effect" needs (−m, m) ⊇ CI.
 */
function decisionDistance(t: number, m: number): number {
  if (t >= m) return t
  if (t >= 0) return m - t
  if (t > -m) return Math.max(-t, t + m)
  return -t
}

const finiteOrNull = (x: number): number | null => (Number.isFinite(x) ? x : null)

export function abVerdict(
  clusters: readonly (readonly number[])[],
  options: AbVerdictOptions
): AbVerdict {
  const m = options.minImprovement ?? 0.1
  const level = options.level ?? 0.95
  const method = options.method ?? 'studentized'
  const usable = clusters.filter((c) => c.length > 0)
  const pairs = usable.reduce((k, c) => k + c.length, 0)
  const notes: string[] = []
  if (usable.length === 0) {
    return {
      verdict: 'insufficient_evidence',
      estimate: NaN,
      ci: { low: null, high: null, level, method, scenarios: 0, pairs: 0, seed: options.rng.seed },
      pairsNeeded: 4,
      reason: 'No run pairs were scored',
      notes
    }
  }
  const interval =
    method === 'percentile'
      ? clusteredBootstrap(usable, options.rng, { level, resamples: options.resamples })
      : clusteredStudentizedInterval(usable, level)
  const { estimate: t, low, high } = interval
  if (usable.length === 1) {
    notes.push('One scenario: the interval covers run-to-run noise of that scenario only')
  }
  const ci = {
    low: finiteOrNull(low),
    high: finiteOrNull(high),
    level,
    method: interval.method,
    scenarios: usable.length,
    pairs,
    seed: options.rng.seed,
    ...(method === 'percentile' ? { resamples: options.resamples ?? 10_000 } : {})
  }
  const pct = (x: number): string => `${(x * 100).toFixed(1)}%`
  const result = (verdict: AbVerdictKind, reason: string, pairsNeeded: number | null = null) => ({
    verdict,
    estimate: t,
    ci,
    pairsNeeded,
    reason,
    notes
  })

  if (options.requireSignificance === false) {
    // Legacy rule: the point estimate alone decides "helps"; "hurts" still needs the interval.
    if (t >= m)
      return result('helps', `Improvement ${pct(t)} meets ${pct(m)} (significance not required)`)
    if (high < 0) return result('hurts', `Improvement ${pct(t)}; the whole interval is below 0`)
    return result('no_measurable_effect', `Improvement ${pct(t)} below ${pct(m)}`)
  }

  // B4: never claim an effect from a single pair per scenario or a handful of pairs.
  const thin = usable.some((c) => c.length < 2) || pairs < 4
  if (thin) {
    const needed = Math.max(
      4,
      usable.reduce((k, c) => k + Math.max(2, c.length), 0)
    )
    return result(
      'insufficient_evidence',
      `Too few runs (${pairs} pairs; need ≥ 2 per scenario and ≥ 4 in total)`,
      needed
    )
  }
  if (t >= m && low > 0) return result('helps', `Improvement ${pct(t)} ≥ ${pct(m)} and CI above 0`)
  if (high < 0) return result('hurts', `Improvement ${pct(t)}; CI entirely below 0`)
  if (low > -m && high < m) {
    return result('no_measurable_effect', `CI inside ±${pct(m)}: no effect worth ${pct(m)}`)
  }
  const halfWidth = (high - low) / 2
  const distance = decisionDistance(t, m)
  const needed =
    Number.isFinite(halfWidth) && distance > 0
      ? Math.ceil(pairs * (halfWidth / distance) ** 2)
      : null
  return result(
    'insufficient_evidence',
    `CI [${pct(low)}, ${pct(high)}] too wide to decide at margin ${pct(m)}`,
    needed === null ? null : Math.max(needed, pairs + 1)
  )
}

export interface CompletionGate {
  withRate: number | null
  withoutRate: number | null
  difference: Interval & { estimate: number }
  /** With-skill rate lower and the whole Newcombe interval below 0. */
  regressed: boolean
}

/** Completion as k/R per arm, gated on the Newcombe interval of the difference (§2.5). */
export function completionGate(
  withPassed: number,
  withRuns: number,
  withoutPassed: number,
  withoutRuns: number,
  level = 0.95
): CompletionGate {
  const difference = newcombeDifference(withPassed, withRuns, withoutPassed, withoutRuns, level)
  const withRate = withRuns === 0 ? null : withPassed / withRuns
  const withoutRate = withoutRuns === 0 ? null : withoutPassed / withoutRuns
  return {
    withRate,
    withoutRate,
    difference,
    regressed:
      withRate !== null && withoutRate !== null && withRate < withoutRate && difference.high < 0
  }
}

/** Hake's g on pass rates: (p_with − p_without) / (1 − p_without); null when p_without = 1. */
export function normalizedGain(pWith: number, pWithout: number): number | null {
  return pWithout >= 1 ? null : (pWith - pWithout) / (1 - pWithout)
}

export interface GainInterval {
  g: number | null
  low: number | null
  high: number | null
  level: number
  method: 'two-sample-percentile-bootstrap'
  resamples: number
  /** Resamples where the baseline passed every run (g undefined), left out of the quantiles. */
  undefinedResamples: number
  seed: number
}

/** g with a percentile interval from resampling the runs of each arm independently (§2.6). */
export function normalizedGainInterval(
  withOutcomes: readonly boolean[],
  withoutOutcomes: readonly boolean[],
  rng: Rng,
  options: { level?: number; resamples?: number } = {}
): GainInterval {
  const level = options.level ?? 0.95
  const resamples = options.resamples ?? 10_000
  const rate = (xs: readonly boolean[]): number => xs.filter(Boolean).length / xs.length
  const base = {
    level,
    method: 'two-sample-percentile-bootstrap' as const,
    resamples,
    seed: rng.seed
  }
  if (withOutcomes.length === 0 || withoutOutcomes.length === 0) {
    return { ...base, g: null, low: null, high: null, undefinedResamples: resamples }
  }
  const g = normalizedGain(rate(withOutcomes), rate(withoutOutcomes))
  const draw = (xs: readonly boolean[]): number => {
    let k = 0
    for (let i = 0; i < xs.length; i++) if (xs[rng.index(xs.length)]) k++
    return k / xs.length
  }
  const values: number[] = []
  for (let b = 0; b < resamples; b++) {
    const gb = normalizedGain(draw(withOutcomes), draw(withoutOutcomes))
    if (gb !== null) values.push(gb)
  }
  const undefinedResamples = resamples - values.length
  // Mostly-undefined resamples mean the baseline is at the ceiling: no interval worth showing.
  if (values.length < resamples / 2)
    return { ...base, g, low: null, high: null, undefinedResamples }
  const [low, high] = percentileBounds(Float64Array.from(values).sort(), level)
  return { ...base, g, low, high, undefinedResamples }
}
