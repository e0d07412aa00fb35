// A scripted A/B experiment on realistic data, to check that the verdict keeps its promises
// (bench/ab-calibration.ts and the calibration test). Scenarios differ in difficulty and in how
// much the skill helps them (between-scenario heterogeneity); tokens, tool calls and time are
// log-normal; assertions pass with a scenario-specific rate; a pairwise judge gives the five
// signed magnitudes from a latent preference. Every pair is scored by the real improvement
// score and every experiment judged by the real verdict, so what is measured is what ships.
import jStat from 'jstat'
import { breakdown, improvementScore, WEIGHTS, type ArmFacts } from '../src/scoring/ab-score.js'
import { mean, sampleSd } from '../src/stats/descriptive.js'
import { alphaOf, decideAb, type AbVerdictKind } from '../src/stats/ab-verdict-rule.js'
import { abVerdict, completionGate, type ScenarioCompletion } from '../src/stats/ab-verdict.js'
import { adjustPValues } from '../src/stats/multiplicity.js'
import type { MultiplicityRule } from '../src/model/index.js'
import type { Rng } from '../src/stats/random.js'

/** The judge's magnitudes (much-worse … much-better) and the latent cut points between them. */
const JUDGE_VALUES = [-1, -0.4, 0, 0.4, 1]
const JUDGE_CUTS = [-1.5, -0.5, 0.5, 1.5]
/** Within-scenario spread (log scale) of tokens, tool calls and time from run to run. */
const LOG_SD = { tokens: 0.5, toolCalls: 0.4, time: 0.6 }
const ERROR_RATE = 0.1

/** A population of scenarios and what the skill does to them. */
export interface Population {
  /** Mean and spread across scenarios of the judge's latent preference for the skill's output. */
  judgeShift: number
  judgeSpread: number
  /** Mean and spread across scenarios of the uplift in pass rate. */
  completionShift: number
  completionSpread: number
  /** Mean and spread across scenarios of the log change in tokens, tool calls and time. */
  effortShift: number
  effortSpread: number
  /**
   * The judge's preference varies across scenarios right-skewed (a standardised log-normal: most
   * scenarios helped a little, a few a lot) instead of normally.
   */
  judgeSkewed?: boolean
}

/** The A/A test: the skill is a no-op, both arms come from one distribution, a fair judge. */
export const NO_OP: Population = {
  judgeShift: 0,
  judgeSpread: 0,
  completionShift: 0,
  completionSpread: 0,
  effortShift: 0,
  effortSpread: 0
}

export interface Design {
  scenarios: number
  runs: number
}

export interface Scenario {
  passBaseline: number
  passSkill: number
  logTokens: number
  logToolCalls: number
  logTime: number
  effort: number
  judge: number
}

/** Standard normal draws by Box–Muller, both values of each pair used (the spare is kept per rng). */
const spares = new WeakMap<Rng, number>()
function normal(rng: Rng): number {
  const spare = spares.get(rng)
  if (spare !== undefined) {
    spares.delete(rng)
    return spare
  }
  const radius = Math.sqrt(-2 * Math.log(1 - rng.float()))
  const angle = 2 * Math.PI * rng.float()
  spares.set(rng, radius * Math.sin(angle))
  return radius * Math.cos(angle)
}

const clampRate = (p: number): number => Math.min(0.99, Math.max(0.01, p))

/** The expected signed magnitude of the judge at latent preference θ. */
function judgeMean(theta: number): number {
  let total = 0
  let below = 0
  for (let k = 0; k < JUDGE_VALUES.length; k++) {
    const upTo = k < JUDGE_CUTS.length ? jStat.normal.cdf(JUDGE_CUTS[k] - theta, 0, 1) : 1
    total += JUDGE_VALUES[k] * (upTo - below)
    below = upTo
  }
  return total
}

/**
 * E[(b − s) / max(b, s)] when log b − log s ~ N(δ, τ²): the reduction is sign(d)·(1 − e^−|d|),
 * integrated by Simpson's rule over ±8τ.
 */
function reductionMean(delta: number, tau: number): number {
  const steps = 80
  const lo = delta - 8 * tau
  const h = (16 * tau) / steps
  let total = 0
  for (let i = 0; i <= steps; i++) {
    const d = lo + i * h
    const g = Math.sign(d) * (1 - Math.exp(-Math.abs(d)))
    const w = i === 0 || i === steps ? 1 : i % 2 === 1 ? 4 : 2
    total += w * g * Math.exp(-0.5 * ((d - delta) / tau) ** 2)
  }
  return (total * h) / 3 / (tau * Math.sqrt(2 * Math.PI))
}

/** Weight of the judged quality: the rubric and the overall verdict both come from the judge. */
const QUALITY_WEIGHT = WEIGHTS.qualityImprovement + WEIGHTS.overallJudgmentImprovement

/** Expected score of the effort components (tokens, tool calls, time) at an effort shift. */
function effortEffect(effort: number): number {
  const red = (sd: number) => reductionMean(-effort, Math.SQRT2 * sd)
  return (
    WEIGHTS.tokenReduction * red(LOG_SD.tokens) +
    WEIGHTS.toolCallReduction * red(LOG_SD.toolCalls) +
    WEIGHTS.timeReduction * red(LOG_SD.time)
  )
}

/** Expected score of the completion and judged parts. */
const outcomeEffect = (passGain: number, judge: number): number =>
  WEIGHTS.taskCompletionImprovement * passGain + QUALITY_WEIGHT * judgeMean(judge)

/** Expected score of a scenario: the weights of the improvement score on each expected part. */
export function scenarioEffect(s: Scenario): number {
  return effortEffect(s.effort) + outcomeEffect(s.passSkill - s.passBaseline, s.judge)
}

/** The standardised log-normal (mean 0, sd 1, right-skewed) of a standard normal draw. */
const skewed = (z: number): number =>
  (Math.exp(z) - Math.exp(0.5)) / Math.sqrt((Math.E - 1) * Math.E)

/** What makes a scenario what it is, apart from the skill: its draws, before any population. */
export interface ScenarioDraws {
  passBaseline: number
  completion: number
  logTokens: number
  logToolCalls: number
  logTime: number
  effort: number
  judge: number
}

export function drawScenarioDraws(rng: Rng): ScenarioDraws {
  return {
    passBaseline: 0.2 + 0.7 * rng.float(),
    completion: normal(rng),
    logTokens: 9 + 0.7 * normal(rng),
    logToolCalls: 2 + 0.5 * normal(rng),
    logTime: 10.5 + 0.6 * normal(rng),
    effort: normal(rng),
    judge: normal(rng)
  }
}

/**
 * The scenario those draws make under a population: the same draws under two populations are the
 * same task, on which the skill does more or less.
 */
export function scenarioOf(p: Population, d: ScenarioDraws): Scenario {
  const { passBaseline } = d
  return {
    passBaseline,
    // A no-op skill leaves the pass rate exactly as it was.
    passSkill:
      p.completionShift === 0 && p.completionSpread === 0
        ? passBaseline
        : clampRate(passBaseline + p.completionShift + p.completionSpread * d.completion),
    logTokens: d.logTokens,
    logToolCalls: d.logToolCalls,
    logTime: d.logTime,
    effort: p.effortShift + p.effortSpread * d.effort,
    judge: p.judgeShift + p.judgeSpread * (p.judgeSkewed ? skewed(d.judge) : d.judge)
  }
}

const drawScenario = (p: Population, rng: Rng): Scenario => scenarioOf(p, drawScenarioDraws(rng))

function arm(s: Scenario, skill: boolean, rng: Rng): ArmFacts {
  const shift = skill ? s.effort : 0
  return {
    tokens: Math.exp(s.logTokens + shift + LOG_SD.tokens * normal(rng)),
    toolCalls: Math.exp(s.logToolCalls + shift + LOG_SD.toolCalls * normal(rng)),
    timeMs: Math.exp(s.logTime + shift + LOG_SD.time * normal(rng)),
    errors: rng.float() < ERROR_RATE ? 1 : 0,
    completed: rng.float() < (skill ? s.passSkill : s.passBaseline)
  }
}

function judgeValue(theta: number, rng: Rng): number {
  const z = theta + normal(rng)
  let k = 0
  while (k < JUDGE_CUTS.length && z > JUDGE_CUTS[k]) k++
  return JUDGE_VALUES[k]
}

export interface SimulatedExperiment {
  /** Improvement scores, one list per scenario. */
  clusters: number[][]
  /** Completed runs and runs per arm, per scenario. */
  completion: ScenarioCompletion[]
  /** The scenarios drawn (their expected scores are the target of an interval from fewer than 3). */
  scenarios: Scenario[]
  /** Whether each run of each arm completed, per scenario in run order (for rounds cut short). */
  completedRuns: { baseline: boolean; withSkill: boolean }[][]
}

export function simulateExperiment(p: Population, d: Design, rng: Rng): SimulatedExperiment {
  const scenarios = Array.from({ length: d.scenarios }, () => drawScenario(p, rng))
  return runScenarios(scenarios, d.runs, rng)
}

/** `runs` run pairs of each scenario, scored and judged. */
export function runScenarios(scenarios: Scenario[], runs: number, rng: Rng): SimulatedExperiment {
  const completion = scenarios.map(() => ({
    withPassed: 0,
    withRuns: runs,
    withoutPassed: 0,
    withoutRuns: runs
  }))
  const completedRuns = scenarios.map(() => [] as { baseline: boolean; withSkill: boolean }[])
  const clusters = scenarios.map((s, si) =>
    Array.from({ length: runs }, () => {
      const b = arm(s, false, rng)
      const w = arm(s, true, rng)
      if (b.completed) completion[si].withoutPassed++
      if (w.completed) completion[si].withPassed++
      completedRuns[si].push({ baseline: b.completed, withSkill: w.completed })
      const quality = judgeValue(s.judge, rng)
      const overall = judgeValue(s.judge, rng)
      return improvementScore(breakdown(b, w, { kind: 'pairwise', quality, overall }))
    })
  )
  return { clusters, completion, scenarios, completedRuns }
}

/**
 * The population's expected score (over `draws` scenarios) and the share of score variance that
 * lies between scenarios (ICC, from 2,000 scenarios of 10 runs).
 */
export function describePopulation(
  p: Population,
  rng: Rng,
  draws = 20_000
): { effect: number; icc: number } {
  const variance = (xs: number[]) => sampleSd(xs) ** 2
  const effect = mean(Array.from({ length: draws }, () => scenarioEffect(drawScenario(p, rng))))
  const e = simulateExperiment(p, { scenarios: 2000, runs: 10 }, rng)
  const within = mean(e.clusters.map(variance))
  const between = variance(e.scenarios.map(scenarioEffect))
  return { effect, icc: between / (between + within) }
}

/**
 * The judge shift (completion moving with it) that gives the population `target` expected score,
 * over 100,000 common scenario draws (so the target is met to about ±0.001).
 */
export function populationWithEffect(base: Population, target: number, rng: Rng): Population {
  const draws = Array.from({ length: 100_000 }, () => {
    const passBaseline = 0.2 + 0.7 * rng.float()
    const effort = base.effortShift + base.effortSpread * normal(rng)
    return {
      passBaseline,
      completion: base.completionSpread * normal(rng),
      judge: base.judgeSpread * (base.judgeSkewed ? skewed(normal(rng)) : normal(rng)),
      // The effort part does not move with the shift: computed once.
      efficiency: effortEffect(effort)
    }
  })
  const effectAt = (shift: number): number => {
    let total = 0
    for (const d of draws) {
      const passSkill = clampRate(d.passBaseline + shift / 4 + d.completion)
      total += d.efficiency + outcomeEffect(passSkill - d.passBaseline, shift + d.judge)
    }
    return total / draws.length
  }
  let lo = -3
  let hi = 3
  for (let i = 0; i < 30; i++) {
    const mid = (lo + hi) / 2
    if (effectAt(mid) < target) lo = mid
    else hi = mid
  }
  return { ...base, judgeShift: (lo + hi) / 2, completionShift: (lo + hi) / 8 }
}

export interface CalibrationResult {
  experiments: number
  /** Share of intervals holding the true effect (the scenario's own with fewer than 3). */
  coverage: number
  verdicts: Record<AbVerdictKind, number>
  /** Share of experiments whose completion test (alone) says "regressed". */
  completionRegressed: number
}

/** A count of each verdict, all at zero. */
export const noVerdicts = (): Record<AbVerdictKind, number> => ({
  helps: 0,
  hurts: 0,
  no_measurable_effect: 0,
  insufficient_evidence: 0
})

export function calibrate(
  p: Population,
  d: Design,
  trueEffect: number,
  experiments: number,
  rng: Rng,
  options: { minImprovement?: number } = {}
): CalibrationResult {
  const verdicts = noVerdicts()
  let covered = 0
  let regressed = 0
  for (let e = 0; e < experiments; e++) {
    const x = simulateExperiment(p, d, rng)
    const v = abVerdict(x.clusters, { rng, minImprovement: options.minImprovement })
    const target =
      v.limit === 'too_few_scenarios'
        ? x.scenarios.reduce((a, s) => a + scenarioEffect(s), 0) / d.scenarios
        : trueEffect
    if ((v.ci.low ?? -Infinity) <= target && target <= (v.ci.high ?? Infinity)) covered++
    verdicts[v.verdict]++
    if (completionGate(x.completion).regressed) regressed++
  }
  return {
    experiments,
    coverage: covered / experiments,
    verdicts,
    completionRegressed: regressed / experiments
  }
}

/**
 * How often a run of `skills` skills, each an independent experiment from `p`, fails the gate
 * (a "hurts" verdict or a completion regression) once its tests are adjusted, per rule: the same
 * simulated runs are judged under every rule.
 */
export function gateFailureRates(
  p: Population,
  d: Design,
  skills: number,
  runs: number,
  rules: readonly MultiplicityRule[],
  rng: Rng,
  level = 0.95
): Record<MultiplicityRule, number> {
  const alpha = alphaOf(level)
  const failed = { holm: 0, bh: 0, none: 0 }
  for (let r = 0; r < runs; r++) {
    const results = Array.from({ length: skills }, () => {
      const x = simulateExperiment(p, d, rng)
      return {
        verdict: abVerdict(x.clusters, { rng, level }),
        completion: completionGate(x.completion, level)
      }
    })
    const tested = results.filter((s) => s.verdict.p !== null)
    for (const rule of rules) {
      const effectAdjusted = adjustPValues(
        tested.map((s) => s.verdict.p as number),
        rule
      )
      const completionAdjusted = adjustPValues(
        results.map((s) => s.completion.p ?? 1),
        rule
      )
      const hurts = tested.some(
        (s, i) =>
          decideAb(s.verdict, effectAdjusted[i], {
            minImprovement: 0.1,
            alpha,
            requireSignificance: true
          }).verdict === 'hurts'
      )
      const regressed = results.some(
        (s, i) =>
          s.completion.withRate !== null &&
          s.completion.withoutRate !== null &&
          s.completion.withRate < s.completion.withoutRate &&
          completionAdjusted[i] < alpha
      )
      if (hurts || regressed) failed[rule]++
    }
  }
  return { holm: failed.holm / runs, bh: failed.bh / runs, none: failed.none / runs }
}
