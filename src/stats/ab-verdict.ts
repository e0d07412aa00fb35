// The with-vs-without verdict: minimum evidence, then helps / hurts / no measurable effect /
// insufficient evidence (with the pairs that would be needed), the completion-rate gate on
// per-arm pass rates (not "any run passed", which hides most regressions) and the normalized
// gain on pass rates, with its bootstrap interval.
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
  /** false restores skill-validator's legacy "T ≥ m helps" rule. */
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

const percent = (x: number): string => `${(x * 100).toFixed(1)}%`

/** The interval's centre and bounds, whichever method produced it. */
interface Bounds {
  estimate: number
  low: number
  high: number
}

/** A verdict with its reason; `pairsNeeded` is set only when the evidence did not settle it. */
interface Decision {
  verdict: AbVerdictKind
  reason: string
  pairsNeeded: number | null
}

export function abVerdict(
  clusters: readonly (readonly number[])[],
  options: AbVerdictOptions
): AbVerdict {
  const m = options.minImprovement ?? 0.1
  const level = options.level ?? 0.95
  const method = options.method ?? 'studentized'
  const usable = clusters.filter((c) => c.length > 0)
  if (usable.length === 0) return noPairsVerdict(level, method, options.rng.seed)
  const pairs = usable.reduce((k, c) => k + c.length, 0)
  const interval =
    method === 'percentile'
      ? clusteredBootstrap(usable, options.rng, { level, resamples: options.resamples })
      : clusteredStudentizedInterval(usable, level)
  const { verdict, reason, pairsNeeded } =
    options.requireSignificance === false
      ? legacyDecision(interval, m)
      : significantDecision(usable, pairs, interval, m)
  return {
    verdict,
    estimate: interval.estimate,
    ci: {
      low: finiteOrNull(interval.low),
      high: finiteOrNull(interval.high),
      level,
      method: interval.method,
      scenarios: usable.length,
      pairs,
      seed: options.rng.seed,
      ...(method === 'percentile' ? { resamples: options.resamples ?? 10_000 } : {})
    },
    pairsNeeded,
    reason,
    notes:
      usable.length === 1
        ? ['One scenario: the interval covers run-to-run noise of that scenario only']
        : []
  }
}

function noPairsVerdict(level: number, method: IntervalMethod, seed: number): AbVerdict {
  return {
    verdict: 'insufficient_evidence',
    estimate: NaN,
    ci: { low: null, high: null, level, method, scenarios: 0, pairs: 0, seed },
    pairsNeeded: 4,
    reason: 'No run pairs were scored',
    notes: []
  }
}

function decided(
  verdict: AbVerdictKind,
  reason: string,
  pairsNeeded: number | null = null
): Decision {
  return { verdict, reason, pairsNeeded }
}

/**
 * skill-validator's legacy rule: the point estimate alone decides "helps"; "hurts" still needs
 * the interval.
 */
function legacyDecision({ estimate: t, high }: Bounds, m: number): Decision {
  if (t >= m) {
    return decided(
      'helps',
      `Improvement ${percent(t)} meets ${percent(m)} (significance not required)`
    )
  }
  if (high < 0) return decided('hurts', `Improvement ${percent(t)}; the whole interval is below 0`)
  return decided('no_measurable_effect', `Improvement ${percent(t)} below ${percent(m)}`)
}

/** A verdict only when the interval supports it; otherwise the pairs that would settle it. */
function significantDecision(
  usable: readonly (readonly number[])[],
  pairs: number,
  bounds: Bounds,
  m: number
): Decision {
  const { estimate: t, low, high } = bounds
  // Never claim an effect from a single pair per scenario or a handful of pairs: intervals from
  // so few are far too narrow (one pair gives a zero-width interval).
  if (usable.some((c) => c.length < 2) || pairs < 4) {
    return decided(
      'insufficient_evidence',
      `Too few runs (${pairs} pairs; need ≥ 2 per scenario and ≥ 4 in total)`,
      Math.max(
        4,
        usable.reduce((k, c) => k + Math.max(2, c.length), 0)
      )
    )
  }
  if (t >= m && low > 0) {
    return decided('helps', `Improvement ${percent(t)} ≥ ${percent(m)} and CI above 0`)
  }
  if (high < 0) return decided('hurts', `Improvement ${percent(t)}; CI entirely below 0`)
  if (low > -m && high < m) {
    return decided(
      'no_measurable_effect',
      `CI inside ±${percent(m)}: no effect worth ${percent(m)}`
    )
  }
  return decided(
    'insufficient_evidence',
    `CI [${percent(low)}, ${percent(high)}] too wide to decide at margin ${percent(m)}`,
    pairsToDecide(pairs, bounds, m)
  )
}

/**
 * More pairs than now, enough to narrow the interval (its width shrinks as 1/√pairs) to where,
 * with the estimate unchanged, some verdict is reached; null when that cannot be told.
 */
function pairsToDecide(
  pairs: number,
  { estimate: t, low, high }: Bounds,
  m: number
): number | null {
  const halfWidth = (high - low) / 2
  const distance = decisionDistance(t, m)
  const needed =
    Number.isFinite(halfWidth) && distance > 0
      ? Math.ceil(pairs * (halfWidth / distance) ** 2)
      : null
  return needed === null ? null : Math.max(needed, pairs + 1)
}

export interface CompletionGate {
  withRate: number | null
  withoutRate: number | null
  difference: Interval & { estimate: number }
  /** With-skill rate lower and the whole Newcombe interval below 0. */
  regressed: boolean
}

/** Completion as k/R per arm, gated on the Newcombe interval of the difference. */
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

/** g with a percentile interval from resampling the runs of each arm independently. */
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
