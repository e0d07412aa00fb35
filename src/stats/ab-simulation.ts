// A scripted A/B experiment with a known true effect, to check that the verdict's intervals
// cover as promised and rarely give a false verdict (used by bench/ab-calibration.ts and the
// calibration test). Each pair's score follows the shape of the improvement score: completion
// (weight 0.15) + judged quality (weight 0.70) + efficiency noise (weight 0.15, mean 0).
import { abVerdict, type AbVerdictKind, type IntervalMethod } from './ab-verdict.js'
import type { Rng } from './random.js'

/** Signed pairwise judge values (skill-validator's magnitudes) and their probabilities. */
const JUDGE_VALUES = [-1, -0.4, 0, 0.4, 1]
export const JUDGE_NULL = [0.1, 0.2, 0.4, 0.2, 0.1]
export const JUDGE_POSITIVE = [0.05, 0.1, 0.35, 0.3, 0.2]
const DIFFICULTY = [0.3, 0.5, 0.7]

export interface SimulationDesign {
  scenarios: number
  runs: number
  /** Per-scenario completion uplifts, one drawn uniformly per scenario (heterogeneity). */
  uplifts: readonly number[]
  judge: readonly number[]
}

const pick = (rng: Rng, probs: readonly number[]): number => {
  let u = rng.float()
  for (let k = 0; k < probs.length - 1; k++) {
    if (u < probs[k]) return k
    u -= probs[k]
  }
  return probs.length - 1
}

const judgeMean = (probs: readonly number[]): number =>
  probs.reduce((s, p, k) => s + p * JUDGE_VALUES[k], 0)

/** Expected score of a scenario with completion uplift u. */
export const scenarioEffect = (u: number, judge: readonly number[]): number =>
  0.15 * u + 0.7 * judgeMean(judge)

/** Population effect: the mean over the uplift distribution. */
export const populationEffect = (d: SimulationDesign): number =>
  d.uplifts.reduce((s, u) => s + scenarioEffect(u, d.judge), 0) / d.uplifts.length

export interface SimulatedExperiment {
  clusters: number[][]
  /** The effect the interval should cover: the population mean, or the scenario's own with S = 1. */
  trueEffect: number
}

export function simulateExperiment(design: SimulationDesign, rng: Rng): SimulatedExperiment {
  const uplifts: number[] = []
  const clusters = Array.from({ length: design.scenarios }, () => {
    const baseline = DIFFICULTY[rng.index(DIFFICULTY.length)]
    const u = design.uplifts[rng.index(design.uplifts.length)]
    uplifts.push(u)
    return Array.from({ length: design.runs }, () => {
      const withDone = rng.float() < baseline + u ? 1 : 0
      const withoutDone = rng.float() < baseline ? 1 : 0
      const efficiency = rng.float() * 2 - 1
      return (
        0.15 * (withDone - withoutDone) +
        0.7 * JUDGE_VALUES[pick(rng, design.judge)] +
        0.15 * efficiency
      )
    })
  })
  const trueEffect =
    design.scenarios === 1 ? scenarioEffect(uplifts[0], design.judge) : populationEffect(design)
  return { clusters, trueEffect }
}

export interface CalibrationResult {
  experiments: number
  coverage: number
  verdicts: Record<AbVerdictKind, number>
}

export function calibrate(
  design: SimulationDesign,
  experiments: number,
  rng: Rng,
  options: { method?: IntervalMethod; resamples?: number } = {}
): CalibrationResult {
  const dataRng = rng.derive('data')
  const verdicts: Record<AbVerdictKind, number> = {
    helps: 0,
    hurts: 0,
    no_measurable_effect: 0,
    insufficient_evidence: 0
  }
  let covered = 0
  for (let e = 0; e < experiments; e++) {
    const { clusters, trueEffect } = simulateExperiment(design, dataRng)
    const v = abVerdict(clusters, {
      rng: rng.derive(`bootstrap-${e}`),
      method: options.method,
      resamples: options.resamples
    })
    const low = v.ci.low ?? -Infinity
    const high = v.ci.high ?? Infinity
    if (low <= trueEffect && trueEffect <= high) covered++
    verdicts[v.verdict]++
  }
  return { experiments, coverage: covered / experiments, verdicts }
}
