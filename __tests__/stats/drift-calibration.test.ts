// A small, fast, seeded version of bench/drift-calibration.ts (5,000 experiments per design
// there): a regression in the activation interval or the drift rule shows up as false alarms or
// lost power.
import { describe, expect, it } from '@jest/globals'
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
