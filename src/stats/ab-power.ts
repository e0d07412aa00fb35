// What an A/B plan (scenarios × runs) can detect, before any money is spent. The variance of a
// pair's improvement score is split into a part between scenarios and a part from run to run
// within one; the values are those of the realistic population of the calibration simulation
// (bench/ab-calibration.ts: ICC ≈ 0.35, log-normal effort, judge and completion varying by
// scenario). Real skills differ, so this is a planning figure, not a promise.
import jStat from 'jstat'
import { MIN_SCENARIOS } from './ab-verdict-rule.js'

export const TYPICAL_SCORE_VARIANCE = { between: 0.032, within: 0.059 }

/** The effect a plan should be able to detect: +0.2 on the improvement scale. */
export const MEDIUM_EFFECT = 0.2

/**
 * The smallest true improvement that `scenarios` × `runs` detects ("helps") with probability
 * `power` at `level`; null below 3 scenarios, where no helps or hurts is ever said.
 */
export function detectableEffect(
  scenarios: number,
  runs: number,
  level = 0.95,
  power = 0.8
): number | null {
  if (scenarios < MIN_SCENARIOS || runs < 1) return null
  const { between, within } = TYPICAL_SCORE_VARIANCE
  const df = scenarios - 1
  const crit = jStat.studentt.inv(1 - (1 - level) / 2, df) + jStat.studentt.inv(power, df)
  return crit * Math.sqrt((between + within / runs) / scenarios)
}

/** The fewest scenarios at `runs` runs each that detect `effect` (see detectableEffect). */
export function scenariosToDetect(effect: number, runs: number, level = 0.95, power = 0.8): number {
  let scenarios = MIN_SCENARIOS
  while ((detectableEffect(scenarios, runs, level, power) as number) > effect) scenarios++
  return scenarios
}
