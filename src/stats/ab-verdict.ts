// The with-vs-without verdict. Helps / hurts come from a two-sided test of "no effect" on the
// scenario-clustered improvement (its p-value is adjusted across the skills of a run before the
// gate sees it), and need ≥ 3 scenarios and some spread; "no measurable effect" is an equivalence
// test (TOST: the interval at 2·level − 1 inside ±m); otherwise "insufficient evidence" with the
// scenarios (and runs) that would settle it. Also the completion-rate gate on per-arm pass rates
// (not "any run passed", which hides most regressions) and the normalized gain on pass rates.
import type { AbEvidenceLimit } from '../model/index.js'
import { clusteredBootstrapDraws, DEFAULT_RESAMPLES, percentileBounds } from './bootstrap.js'
import {
  clusterStandardError,
  MIN_SCENARIOS,
  studentizedBounds,
  studentizedP,
  varianceComponents
} from './cluster-t.js'
import jStat from 'jstat'
import { newcombeDifference, type Interval } from './proportions.js'
import type { Rng } from './random.js'

export type AbVerdictKind = 'helps' | 'hurts' | 'no_measurable_effect' | 'insufficient_evidence'
export type IntervalMethod = 'studentized' | 'percentile'

/** Below this standard error the scores have no spread worth an interval (scores are in [−1, 1]). */
const NO_SPREAD_SE = 1e-6
/** The most runs per scenario the sufficiency advice suggests (the CLI's --runs allows 50). */
const MAX_SUGGESTED_RUNS = 20
/** Beyond this the advice is "cannot be told": the estimate sits on a decision boundary. */
const MAX_SUGGESTED_SCENARIOS = 10_000

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

/** What a verdict is decided from, kept so that the run can decide again on adjusted p-values. */
export interface AbEvidence {
  /** T: mean over scenarios of the mean of their per-pair improvement scores. */
  estimate: number
  /** The TOST interval (level 2·level − 1). */
  equivalence: { low: number | null; high: number | null; level: number }
  limit: AbEvidenceLimit | null
  scenarios: number
}

export interface AbNeeded {
  scenarios: number
  runsPerScenario: number
  runNoiseDominates: boolean
}

export interface AbVerdict extends AbEvidence {
  verdict: AbVerdictKind
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
  /** Two-sided p-value of "no effect", consistent with the interval; null when untestable. */
  p: number | null
  /**
   * What would settle the question if the verdict is (or, adjusted for other skills, becomes)
   * "insufficient evidence"; null when it cannot be told.
   */
  needed: AbNeeded | null
  reason: string
  notes: string[]
}

/** 1 − level without the floating-point tail (0.05, not 0.050000000000000044). */
export const alphaOf = (level: number): number => Math.round((1 - level) * 1e9) / 1e9

const finiteOrNull = (x: number): number | null => (Number.isFinite(x) ? x : null)

const percent = (x: number): string => `${(x * 100).toFixed(1)}%`

/** A p-value in words: three significant digits, "< 0.0001" below that. */
export const pText = (p: number | null): string =>
  p === null ? '—' : p < 1e-4 ? '< 0.0001' : p.toPrecision(3)

export interface DecisionRule {
  /** The margin m. */
  minImprovement: number
  /** A test decides when its (adjusted) p-value is below alpha. */
  alpha: number
  requireSignificance: boolean
}

/**
 * The verdict from the evidence and the effect test's p-value (adjusted for the other skills of
 * the run, or raw for a single decision).
 */
export function decideAb(
  e: AbEvidence,
  p: number | null,
  rule: DecisionRule,
  pLabel = 'p'
): { verdict: AbVerdictKind; reason: string } {
  const { estimate: t } = e
  const m = rule.minImprovement
  const significant = p !== null && p < rule.alpha
  const test = p === null ? '' : ` (${pLabel} ${pText(p)} ${significant ? '<' : '≥'} ${rule.alpha})`
  if (e.limit === 'no_pairs')
    return { verdict: 'insufficient_evidence', reason: 'No run pairs were scored' }
  if (!rule.requireSignificance) {
    if (t >= m) {
      return {
        verdict: 'helps',
        reason: `Improvement ${percent(t)} meets ${percent(m)} (significance not required)`
      }
    }
    if (significant && t < 0)
      return { verdict: 'hurts', reason: `Improvement ${percent(t)}; significantly below 0${test}` }
    return {
      verdict: 'no_measurable_effect',
      reason: `Improvement ${percent(t)} below ${percent(m)}`
    }
  }
  if (e.limit === 'too_few_scenarios') {
    return {
      verdict: 'insufficient_evidence',
      reason: `Only ${e.scenarios} scenario${e.scenarios === 1 ? '' : 's'}: helps or hurts needs at least ${MIN_SCENARIOS}, because runs of one scenario show its run-to-run noise, not how the skill does on other tasks; add scenarios`
    }
  }
  if (e.limit === 'no_spread') {
    return {
      verdict: 'insufficient_evidence',
      reason: `No spread: every scenario scored ${percent(t)}, so no interval can be trusted; check that the runs and the judge really differ`
    }
  }
  if (significant && t >= m)
    return {
      verdict: 'helps',
      reason: `Improvement ${percent(t)} ≥ ${percent(m)} and above 0${test}`
    }
  if (significant && t < 0)
    return { verdict: 'hurts', reason: `Improvement ${percent(t)}; below 0${test}` }
  const { low, high, level } = e.equivalence
  if (low !== null && high !== null && low > -m && high < m) {
    return {
      verdict: 'no_measurable_effect',
      reason: `${Math.round(level * 100)}% CI inside ±${percent(m)}: no effect worth ${percent(m)}`
    }
  }
  return {
    verdict: 'insufficient_evidence',
    reason: `Improvement ${percent(t)}${test}: too uncertain to decide at margin ${percent(m)}`
  }
}

/** The interval at `level`, the TOST interval and the p-value, by either method. */
function intervals(
  clusters: readonly (readonly number[])[],
  method: IntervalMethod,
  level: number,
  rng: Rng,
  resamples: number
) {
  const eqLevel = 2 * level - 1
  const se = clusterStandardError(clusters)
  if (method === 'studentized' || se.source !== 'scenario-means') {
    return {
      se,
      method:
        se.source === 'scenario-means'
          ? 'clustered-studentized-t'
          : 'within-scenario-studentized-t',
      bounds: studentizedBounds(se, level),
      equivalence: studentizedBounds(se, eqLevel),
      p: studentizedP(se)
    }
  }
  const draws = clusteredBootstrapDraws(clusters, rng, resamples)
  // The interval inverted: the smallest two-sided level at which 0 falls outside it.
  let below = 0
  while (below < draws.length && draws[below] <= 0) below++
  let above = draws.length
  while (above > 0 && draws[above - 1] >= 0) above--
  const tail = Math.min(below, draws.length - above)
  return {
    se,
    method: 'clustered-percentile-bootstrap',
    bounds: percentileBounds(draws, level),
    equivalence: percentileBounds(draws, eqLevel),
    p: Math.min(1, (2 * tail) / draws.length),
    resamples
  }
}

export function abVerdict(
  clusters: readonly (readonly number[])[],
  options: AbVerdictOptions
): AbVerdict {
  const m = options.minImprovement ?? 0.1
  const level = options.level ?? 0.95
  const rule: DecisionRule = {
    minImprovement: m,
    alpha: alphaOf(level),
    requireSignificance: options.requireSignificance !== false
  }
  const usable = clusters.filter((c) => c.length > 0)
  const seed = options.rng.seed
  const eqLevel = 2 * level - 1
  if (usable.length === 0) {
    const evidence: AbEvidence = {
      estimate: NaN,
      equivalence: { low: null, high: null, level: eqLevel },
      limit: 'no_pairs',
      scenarios: 0
    }
    return {
      ...evidence,
      ...decideAb(evidence, null, rule),
      ci: {
        low: null,
        high: null,
        level,
        method: options.method ?? 'studentized',
        scenarios: 0,
        pairs: 0,
        seed
      },
      p: null,
      needed: { scenarios: MIN_SCENARIOS, runsPerScenario: 2, runNoiseDominates: false },
      notes: []
    }
  }
  const pairs = usable.reduce((k, c) => k + c.length, 0)
  const method = options.method ?? 'studentized'
  const resamples = options.resamples ?? DEFAULT_RESAMPLES
  const iv = intervals(usable, method, level, options.rng, resamples)
  const noSpread = !(iv.se.se >= NO_SPREAD_SE)
  const tooFew = usable.length < MIN_SCENARIOS
  const limit: AbEvidenceLimit | null = tooFew ? 'too_few_scenarios' : noSpread ? 'no_spread' : null
  const evidence: AbEvidence = {
    estimate: iv.se.estimate,
    // A zero-width interval is no interval: shown as none.
    equivalence: noSpread
      ? { low: null, high: null, level: eqLevel }
      : {
          low: finiteOrNull(iv.equivalence[0]),
          high: finiteOrNull(iv.equivalence[1]),
          level: eqLevel
        },
    limit,
    scenarios: usable.length
  }
  const p = limit === null ? iv.p : null
  const decision = decideAb(evidence, p, rule)
  const notes: string[] = []
  if (tooFew) {
    notes.push(
      `The interval covers run-to-run noise of ${usable.length === 1 ? 'this scenario' : 'these scenarios'} only`
    )
  }
  return {
    ...evidence,
    ...decision,
    ci: {
      low: noSpread ? null : finiteOrNull(iv.bounds[0]),
      high: noSpread ? null : finiteOrNull(iv.bounds[1]),
      level,
      method: iv.method,
      scenarios: usable.length,
      pairs,
      seed,
      ...('resamples' in iv ? { resamples: iv.resamples } : {})
    },
    p,
    needed: limit === 'no_spread' ? null : plan(usable, evidence.estimate, m, level),
    notes
  }
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

/**
 * Scenarios (and runs each) whose interval, with the estimate and the variance components
 * unchanged, would be narrow enough to decide. More runs are suggested only when run-to-run
 * noise outweighs the differences between scenarios; otherwise only more scenarios help.
 */
function plan(
  clusters: readonly (readonly number[])[],
  t: number,
  m: number,
  level: number
): AbNeeded | null {
  const s = clusters.length
  const runs = Math.max(...clusters.map((c) => c.length))
  const { between, within } = varianceComponents(clusters)
  const runNoiseDominates = within / runs > between
  const suggestedRuns = runNoiseDominates
    ? Math.min(
        MAX_SUGGESTED_RUNS,
        Math.max(runs, Math.ceil(within / Math.max(between, within / MAX_SUGGESTED_RUNS)))
      )
    : runs
  const perScenario = between + within / suggestedRuns
  const distance = decisionDistance(t, m)
  const atLeast = Math.max(MIN_SCENARIOS, suggestedRuns > runs ? s : s + 1)
  if (!(distance > 0) || !(perScenario > 0)) {
    return s < MIN_SCENARIOS
      ? { scenarios: MIN_SCENARIOS, runsPerScenario: runs, runNoiseDominates: false }
      : null
  }
  // The smallest S with t(S − 1)·√(Var per scenario / S) ≤ distance: the condition only gets
  // easier as S grows, and the normal approximation (t > z) is a lower bound; bisect above it.
  const crit = (df: number): number => jStat.studentt.inv(1 - (1 - level) / 2, df)
  const enough = (n: number): boolean => perScenario * (crit(n - 1) / distance) ** 2 <= n
  const z = jStat.normal.inv(1 - (1 - level) / 2, 0, 1)
  let lo = Math.max(atLeast, Math.ceil(perScenario * (z / distance) ** 2))
  if (lo > MAX_SUGGESTED_SCENARIOS) return null
  let hi = lo
  while (!enough(hi)) {
    lo = hi + 1
    hi *= 2
    if (hi > 2 * MAX_SUGGESTED_SCENARIOS) return null
  }
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2)
    if (enough(mid)) hi = mid
    else lo = mid + 1
  }
  const needed = hi
  if (needed > MAX_SUGGESTED_SCENARIOS) return null
  return { scenarios: needed, runsPerScenario: suggestedRuns, runNoiseDominates }
}

export interface CompletionGate {
  withRate: number | null
  withoutRate: number | null
  difference: Interval & { estimate: number }
  /**
   * Two-sided p-value of "the rates are equal" from the Newcombe interval: the level at which its
   * high end reaches 0 (so p < 1 − level exactly when the interval lies below 0). 1 when the
   * with-skill rate is not lower; null without runs in an arm.
   */
  p: number | null
  /** With-skill rate lower and the whole Newcombe interval below 0. */
  regressed: boolean
}

/** The level at which the Newcombe interval's high end is 0, by bisection (it widens with the level). */
function newcombeP(x1: number, n1: number, x2: number, n2: number): number {
  const high = (level: number): number => newcombeDifference(x1, n1, x2, n2, level).high
  let lo = 1e-9
  let hi = 1 - 1e-12
  if (high(hi) < 0) return 1 - hi
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2
    if (high(mid) < 0) lo = mid
    else hi = mid
  }
  return 1 - (lo + hi) / 2
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
  const lower = withRate !== null && withoutRate !== null && withRate < withoutRate
  return {
    withRate,
    withoutRate,
    difference,
    p:
      withRate === null || withoutRate === null
        ? null
        : lower
          ? newcombeP(withPassed, withRuns, withoutPassed, withoutRuns)
          : 1,
    regressed: lower && difference.high < 0
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
