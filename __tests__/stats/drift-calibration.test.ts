// A small, fast, seeded version of bench/drift-calibration.ts (5,000 experiments per activation
// design there, 2,000 comparisons per A/B cell): a regression in the intervals or the drift rule
// shows up as false alarms or lost power.
import { describe, expect, it } from '@jest/globals'
import { calibrateAbDrift } from '../../bench/ab-drift-simulation.js'
import type { Population } from '../../bench/ab-simulation.js'
import { calibrateDrift } from '../../bench/drift-simulation.js'
import { createRng } from '../../src/stats/random.js'

const EXPERIMENTS = 300

describe('the drift rule on simulated re-validations', () => {
  it('rarely reports a change that is not there', () => {
    const r = calibrateDrift(
      { prompts: 10, runs: 3, p: 0.8, sigma: 1, drops: [] },
      EXPERIMENTS,
      createRng(11)
    )
    // Under 1 % in the bench; 300 experiments leave room for chance.
    expect(r.falseAlarms).toBeLessThanOrEqual(0.03)
  })

  it('reports a large fall nearly always with 20 prompts of 5 runs', () => {
    const r = calibrateDrift(
      { prompts: 20, runs: 5, p: 0.8, sigma: 1, drops: [2] },
      EXPERIMENTS,
      createRng(12)
    )
    expect(r.power[0]).toBeGreaterThanOrEqual(0.95)
  })
})

/** The bench's low-ICC population (judge spread 0.3) at a true effect, as populationWithEffect finds it. */
const lowIcc = (judgeShift: number, completionShift: number): Population => ({
  judgeShift,
  judgeSpread: 0.3,
  completionShift,
  completionSpread: 0.1,
  effortShift: 0,
  effortSpread: 0.3
})
const AT_MARGIN = lowIcc(0.2933, 0.0733)
const HELPS = lowIcc(0.895, 0.2238)
const NONE = lowIcc(0.0003, 0.0001)

describe('the A/B drift rule on simulated re-validations', () => {
  it('rarely calls an unchanged skill at the margin drift, where a rule on verdict classes often would', () => {
    const r = calibrateAbDrift(
      AT_MARGIN,
      AT_MARGIN,
      { scenarios: 15, runs: 5 },
      300,
      createRng(13),
      {
        redraw: true
      }
    )
    // Under 1 % in the bench; 300 comparisons leave room for chance.
    expect(r.drift).toBeLessThanOrEqual(0.02)
    expect(r.classChanges).toBeGreaterThan(r.drift)
    expect(r.withinNoise).toBeGreaterThan(0)
  })

  it('finds a real fall of 0.3 nearly always with 15 scenarios of 5 runs', () => {
    const r = calibrateAbDrift(HELPS, NONE, { scenarios: 15, runs: 5 }, 100, createRng(14), {
      redraw: false
    })
    expect(r.significantFall).toBeGreaterThanOrEqual(0.9)
    expect(r.stoppedHelping).toBeGreaterThan(0.3)
  })
})
