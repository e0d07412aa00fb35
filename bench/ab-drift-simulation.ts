// Simulated re-validations of the A/B improvement score, for the calibration of the drift rule
// (bench/drift-calibration.ts and its lean Jest twin). One skill with a tests/eval.yaml of S
// scenarios is measured twice, R run pairs per scenario, on realistic simulated data
// (bench/ab-simulation.ts: clustered scenarios, log-normal effort, an ordinal judge), each time
// through the real verdict (abVerdict), and the two records are compared by the real rule
// (compareSides): under no change at a given true effect, and after the skill's effect fell.
//
// The scenarios are the same tasks in both runs (the eval file did not change), but the skill's
// effect on each may be drawn again (`redraw`): a new model can help on other scenarios than the
// old one did while the average stays put, which leaves only the runs' and the scenarios' noise
// to tell the two apart — the harder case for the rule.
import {
  drawScenarioDraws,
  runScenarios,
  scenarioOf,
  type Design,
  type Population,
  type ScenarioDraws
} from './ab-simulation.js'
import { compareSides, DRIFT_ALPHA } from '../src/revalidation/compare.js'
import { abVerdict } from '../src/stats/ab-verdict.js'
import { differenceTest } from '../src/stats/interval-difference.js'
import type { DriftSide } from '../src/model/index.js'
import type { Rng } from '../src/stats/random.js'

export interface AbDriftSummary {
  experiments: number
  /** Comparisons with an A/B drift class (stopped or started helping, improved). */
  drift: number
  stoppedHelping: number
  startedHelping: number
  /** Comparisons whose improvement fell significantly (the rule's test, whatever the verdicts). */
  significantFall: number
  /** Comparisons whose decided verdict changed: what a rule on classes alone would call drift. */
  classChanges: number
  /** Comparisons the rule reported as a verdict change within noise. */
  withinNoise: number
}

const SIDE: Omit<DriftSide, 'ab'> = {
  createdAt: '',
  models: { ab: null, monteCarlo: null, judge: [] },
  recall: null,
  falseActivation: null,
  judge: null,
  composite: null,
  grade: null
}

/** One run's A/B record, as a re-validation reads it back (verdict, improvement, interval). */
function measure(draws: ScenarioDraws[], p: Population, runs: number, rng: Rng): DriftSide {
  const x = runScenarios(
    draws.map((d) => scenarioOf(p, d)),
    runs,
    rng
  )
  const v = abVerdict(x.clusters, { rng })
  return {
    ...SIDE,
    ab: {
      verdict: v.verdict,
      tested: true,
      improvement: {
        estimate: Number.isFinite(v.estimate) ? v.estimate : null,
        low: v.ci.low,
        high: v.ci.high,
        level: v.ci.level,
        ...(v.ci.df === undefined ? {} : { df: v.ci.df })
      }
    }
  }
}

/**
 * `experiments` comparisons of a skill measured under `before`, then under `after` (the same
 * population for an unchanged skill).
 */
export function calibrateAbDrift(
  before: Population,
  after: Population,
  design: Design,
  experiments: number,
  rng: Rng,
  options: { redraw: boolean }
): AbDriftSummary {
  const counts = { drift: 0, stopped: 0, started: 0, fell: 0, classChanges: 0, noise: 0 }
  for (let e = 0; e < experiments; e++) {
    const tasks = Array.from({ length: design.scenarios }, () => drawScenarioDraws(rng))
    // Drawn again: the same tasks (difficulty, effort, pass rate without the skill) with new
    // skill effects on each.
    const again = options.redraw ? tasks.map((t) => ({ ...t, ...freshEffects(rng) })) : tasks
    const old = measure(tasks, before, design.runs, rng)
    const now = measure(again, after, design.runs, rng)
    const result = compareSides(old, now)
    const ab = result.classes.filter((c) => c !== 'activation_regressed')
    if (ab.length > 0) counts.drift++
    if (ab.includes('stopped_helping')) counts.stopped++
    if (ab.includes('started_helping')) counts.started++
    if (result.withinNoise !== undefined) counts.noise++
    const test = differenceTest(old.ab!.improvement, now.ab!.improvement)
    if (test !== null && test.difference < 0 && test.p < DRIFT_ALPHA) counts.fell++
    const decided = (s: DriftSide) => s.ab !== null && s.ab.verdict !== 'insufficient_evidence'
    if (decided(old) && decided(now) && old.ab?.verdict !== now.ab?.verdict) counts.classChanges++
  }
  const share = (n: number) => n / experiments
  return {
    experiments,
    drift: share(counts.drift),
    stoppedHelping: share(counts.stopped),
    startedHelping: share(counts.started),
    significantFall: share(counts.fell),
    classChanges: share(counts.classChanges),
    withinNoise: share(counts.noise)
  }
}

/** New draws of what the skill does to a scenario (completion uplift, effort, judge). */
function freshEffects(rng: Rng): Pick<ScenarioDraws, 'completion' | 'effort' | 'judge'> {
  const d = drawScenarioDraws(rng)
  return { completion: d.completion, effort: d.effort, judge: d.judge }
}
