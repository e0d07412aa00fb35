// The with-vs-without verdict. Helps / hurts come from a two-sided test of "no effect" on the
// scenario-clustered improvement (the t test, joined from 6 to 20 scenarios by the exact sign-flip
// test; its p-value is adjusted across the skills of a run before the gate sees it), and need ≥ 3
// scenarios and some spread; "no measurable effect" is an equivalence test (TOST: the interval at
// 2·level − 1 inside ±m); otherwise "insufficient evidence" with the scenarios (and runs) that
// would settle it. Also the completion-rate gate on per-arm pass rates (not "any run passed", which
// hides most regressions), tested pooled and per scenario, and the normalized gain on pass rates.
import {
  alphaOf,
  decideAb,
  MIN_SCENARIOS,
  type AbEvidence,
  type AbVerdictKind,
  type DecisionRule
} from './ab-verdict-rule.js'
import type { AbEvidenceLimit, AbResult } from '../model/index.js'
import { clusteredBootstrapDraws, DEFAULT_RESAMPLES, percentileBounds } from './bootstrap.js'
import {
  clusterStandardError,
  type ClusterStandardError,
  studentizedBounds,
  studentizedP,
  varianceComponents
} from './cluster-t.js'
import jStat from 'jstat'
import { newcombeDifference, type Interval } from './proportions.js'
import type { Rng } from './random.js'
import { mean } from './descriptive.js'
import { SIGN_FLIP_MAX, signFlipTest, smallestSignFlipP } from './sign-flip.js'

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

export interface AbNeeded {
  scenarios: number
  runsPerScenario: number
  runNoiseDominates: boolean
}

export interface AbVerdict extends AbEvidence {
  verdict: AbVerdictKind
  /** The interval as the record keeps it (with its t degrees of freedom, or its resamples). */
  ci: AbResult['ci']
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

const finiteOrNull = (x: number): number | null => (Number.isFinite(x) ? x : null)

interface StudentizedIntervals {
  se: ClusterStandardError
  method: string
  bounds: [number, number]
  equivalence: [number, number]
  p: number | null
}

/** The test of "no effect" on the scenario means, before any interval is drawn from it. */
interface ClusteredTest {
  se: ClusterStandardError
  method: string
  p: number | null
  /** The sign-flip test as a function of δ, when it joins the t test; null otherwise. */
  flipP: ((delta: number) => number) | null
}

/**
 * From 6 to 20 scenarios, "significant" must hold for both the t test and the exact sign-flip test
 * (see sign-flip.ts): the p-value is the larger of the two. Below 3 scenarios the spread comes from
 * the runs within them.
 */
function clusteredTest(
  se: ClusterStandardError,
  clusters: readonly (readonly number[])[],
  level: number
): ClusteredTest {
  const t = studentizedP(se)
  const method =
    se.source === 'scenario-means' ? 'clustered-studentized-t' : 'within-scenario-studentized-t'
  const flip =
    se.source === 'scenario-means' &&
    se.clusters <= SIGN_FLIP_MAX &&
    smallestSignFlipP(se.clusters) < alphaOf(level)
  if (!flip) return { se, method, p: t, flipP: null }
  const flipP = signFlipTest(clusters.map((c) => mean(c)))
  return {
    se,
    method: `${method}+sign-flip`,
    p: t === null ? null : Math.max(t, flipP(0)),
    flipP
  }
}

/**
 * The far end of the hull on one side: `bound` (the t interval's end) when the flip test already
 * rejects there, else the point beyond it where the flip test starts to reject, found by stepping
 * out and bisecting to a ten-thousandth of the standard error (its acceptance region is an
 * interval around the estimate). `scale` is the signed standard error.
 */
function signFlipBound(
  flipP: (delta: number) => number,
  estimate: number,
  bound: number,
  scale: number,
  alpha: number
): number {
  if (!Number.isFinite(bound) || flipP(bound) < alpha) return bound
  let inside = bound
  let outside = bound + scale / 8
  for (let k = 0; k < 60 && flipP(outside) >= alpha; k++) {
    inside = outside
    outside = estimate + 2 * (outside - estimate)
  }
  while (Math.abs(outside - inside) > Math.abs(scale) * 1e-4) {
    const mid = (inside + outside) / 2
    if (flipP(mid) >= alpha) inside = mid
    else outside = mid
  }
  return outside
}

/**
 * The studentized interval at `level`, its TOST interval and p-value. With the sign-flip test
 * beside the t test, each interval is the hull of the t interval and the flip test's, so the
 * interval excludes 0 exactly when p < 1 − level.
 */
function studentizedIntervals(
  se: ClusterStandardError,
  clusters: readonly (readonly number[])[],
  level: number
): StudentizedIntervals {
  const test = clusteredTest(se, clusters, level)
  const interval = (at: number): [number, number] => {
    const [low, high] = studentizedBounds(se, at)
    const flipP = test.flipP
    if (flipP === null) return [low, high]
    // A standard error below NO_SPREAD_SE is rounding error (scores that do not differ): as a
    // step it would be finer than the doubles near the estimate, and the bisection never end.
    const scale = Number.isFinite(se.se) && se.se >= NO_SPREAD_SE ? se.se : NO_SPREAD_SE
    return [
      signFlipBound(flipP, se.estimate, low, -scale, alphaOf(at)),
      signFlipBound(flipP, se.estimate, high, scale, alphaOf(at))
    ]
  }
  return {
    se,
    method: test.method,
    bounds: interval(level),
    equivalence: interval(2 * level - 1),
    p: test.p
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
    return studentizedIntervals(se, clusters, level)
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
      ...('resamples' in iv
        ? { resamples: iv.resamples }
        : Number.isFinite(iv.se.df) && iv.se.df > 0
          ? { df: iv.se.df }
          : {})
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

/** One scenario's completed runs in each arm. */
export interface ScenarioCompletion {
  withPassed: number
  withRuns: number
  withoutPassed: number
  withoutRuns: number
}

export interface CompletionGate {
  withRate: number | null
  withoutRate: number | null
  difference: Interval & { estimate: number }
  /**
   * Two-sided p-value of "the rates are equal": the larger of the pooled Newcombe test's and, from
   * 3 scenarios with some spread, the scenario-clustered test's on the per-scenario differences.
   * 1 when the with-skill rate is not lower; null without runs in an arm.
   */
  p: number | null
  /** The tests `p` came from. */
  method: string
  /** With-skill rate lower and p below 1 − level. */
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

/**
 * The scenario-clustered test of the per-scenario differences in pass rate (the same test as the
 * improvement's): runs of one scenario share its difficulty, so pooling them as independent
 * overstates the evidence when scenarios differ. Null below 3 scenarios or without spread.
 */
function clusteredCompletionTest(
  scenarios: readonly ScenarioCompletion[],
  level: number
): { p: number; method: string } | null {
  const differences = scenarios
    .filter((s) => s.withRuns > 0 && s.withoutRuns > 0)
    .map((s) => [s.withPassed / s.withRuns - s.withoutPassed / s.withoutRuns])
  if (differences.length < MIN_SCENARIOS) return null
  const t = clusteredTest(clusterStandardError(differences), differences, level)
  if (t.p === null || !(t.se.se >= NO_SPREAD_SE)) return null
  return { p: t.se.estimate < 0 ? t.p : 1, method: t.method }
}

/**
 * Completion as k/R per arm over all runs, gated on the Newcombe interval of the difference and,
 * from 3 scenarios, on the scenario-clustered test as well: a regression needs both.
 */
export function completionGate(
  scenarios: readonly ScenarioCompletion[],
  level = 0.95
): CompletionGate {
  const sum = (key: keyof ScenarioCompletion) => scenarios.reduce((a, s) => a + s[key], 0)
  const [withPassed, withRuns] = [sum('withPassed'), sum('withRuns')]
  const [withoutPassed, withoutRuns] = [sum('withoutPassed'), sum('withoutRuns')]
  const difference = newcombeDifference(withPassed, withRuns, withoutPassed, withoutRuns, level)
  const withRate = withRuns === 0 ? null : withPassed / withRuns
  const withoutRate = withoutRuns === 0 ? null : withoutPassed / withoutRuns
  const lower = withRate !== null && withoutRate !== null && withRate < withoutRate
  const clustered = lower ? clusteredCompletionTest(scenarios, level) : null
  const pooledP = lower ? newcombeP(withPassed, withRuns, withoutPassed, withoutRuns) : 1
  const p = withRate === null || withoutRate === null ? null : Math.max(pooledP, clustered?.p ?? 0)
  return {
    withRate,
    withoutRate,
    difference,
    p,
    method: clustered ? `newcombe-wilson+${clustered.method}` : 'newcombe-wilson',
    regressed: lower && p !== null && p < alphaOf(level)
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
