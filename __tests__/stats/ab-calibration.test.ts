// A small, fast, seeded version of bench/ab-calibration.ts (2,000 experiments per design there).
import { describe, expect, it } from '@jest/globals'
import {
  calibrate,
  describePopulation,
  gateFailureRates,
  NO_OP,
  type Population
} from '../../bench/ab-simulation.js'
import { detectableEffect, scenariosToDetect } from '../../src/stats/ab-power.js'
import { createRng } from '../../src/stats/random.js'

/** The medium population of the bench (+0.2, ICC ≈ 0.35), as populationWithEffect finds it. */
const MEDIUM: Population = {
  judgeShift: 0.5966,
  judgeSpread: 0.6,
  completionShift: 0.1492,
  completionSpread: 0.1,
  effortShift: 0,
  effortSpread: 0.3
}

describe('A/B calibration on realistic simulated data', () => {
  it('A/A (a no-op skill): covers 0 and rarely says helps or hurts', () => {
    const r = calibrate(NO_OP, { scenarios: 10, runs: 5 }, 0, 400, createRng(1))
    expect(r.coverage).toBeGreaterThanOrEqual(0.92)
    expect(r.coverage).toBeLessThanOrEqual(0.98)
    // 2.5 % expected per side; 400 experiments leave room for chance (SE ≈ 0.8 %).
    expect(r.verdicts.helps / r.experiments).toBeLessThanOrEqual(0.05)
    expect(r.verdicts.hurts / r.experiments).toBeLessThanOrEqual(0.05)
    expect(r.verdicts.no_measurable_effect / r.experiments).toBeGreaterThan(0.4)
  })

  it('never says helps or hurts from one scenario, and covers its own effect', () => {
    const r = calibrate(MEDIUM, { scenarios: 1, runs: 10 }, 0.2, 300, createRng(2))
    expect(r.verdicts.insufficient_evidence).toBe(300)
    expect(r.coverage).toBeGreaterThanOrEqual(0.9)
  })

  it('finds a medium effect most of the time at the recommended 12 × 5', () => {
    const described = describePopulation(MEDIUM, createRng(3), 3000)
    expect(Math.abs(described.effect - 0.2)).toBeLessThan(0.015)
    expect(described.icc).toBeGreaterThan(0.1)
    expect(described.icc).toBeLessThan(0.5)
    const r = calibrate(MEDIUM, { scenarios: 12, runs: 5 }, 0.2, 300, createRng(4))
    expect(r.verdicts.helps / r.experiments).toBeGreaterThanOrEqual(0.75)
    expect(r.coverage).toBeGreaterThanOrEqual(0.92)
    expect(scenariosToDetect(0.2, 5)).toBe(11)
  })

  it('keeps a 20-skill no-op run from failing the gate with Holm, not without', () => {
    const rates = gateFailureRates(
      NO_OP,
      { scenarios: 3, runs: 5 },
      20,
      60,
      ['holm', 'none'],
      createRng(5)
    )
    expect(rates.holm).toBeLessThanOrEqual(0.1)
    expect(rates.none).toBeGreaterThanOrEqual(0.3)
  })
})

describe('detectableEffect', () => {
  it('is (t(.975) + t(.8)) · √((between + within/R) / S), none below 3 scenarios', () => {
    // S = 10, R = 5, df 9: (2.262157 + 0.883029) · √((0.032 + 0.059/5) / 10) = 0.208178.
    expect(detectableEffect(10, 5)).toBeCloseTo(0.208178, 5)
    expect(detectableEffect(2, 5)).toBeNull()
  })
})
