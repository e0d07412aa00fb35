// A small, fast, seeded version of bench/activation-calibration.ts (10,000 experiments per design
// there): a regression in the interval methods or the stopping rule shows up as lost coverage.
import { describe, expect, it } from '@jest/globals'
import { calibrateDesign } from '../../bench/activation-simulation.js'
import { createRng } from '../../src/stats/random.js'

const EXPERIMENTS = 250

/** One design: should + should-not prompts of one size, the depth's cap, σ = 1 on the log-odds scale. */
const calibrate = (prompts: number, cap: number, p: number, seed: number) =>
  calibrateDesign(
    { should: prompts, shouldNot: prompts, cap, p, sigma: 1 },
    EXPERIMENTS,
    createRng(seed)
  )

describe('activation calibration on simulated prompt sets', () => {
  it('covers the prompt-set rates with the fixed plan and after sequential stopping (coin-flip skill)', () => {
    const r = calibrate(10, 100, 0.5, 1)
    // 95 % due; 250 experiments leave room for chance (SE ≈ 1.4 %).
    expect(r.fixed.recall).toBeGreaterThanOrEqual(0.9)
    expect(r.fixed.falseActivation).toBeGreaterThanOrEqual(0.9)
    expect(r.fixed.recall).toBeLessThanOrEqual(0.995)
    expect(r.sequential.recall).toBeGreaterThanOrEqual(0.94)
    expect(r.sequential.falseActivation).toBeGreaterThanOrEqual(0.94)
    expect(r.fixed.f1).toBeGreaterThanOrEqual(0.9)
    // A coin-flip skill is never pinned down to ±0.10 within the cap.
    expect(r.sequential.runsShare).toBe(1)
  })

  it('stops a clear-cut skill early and still covers', () => {
    const r = calibrate(5, 100, 0.98, 2)
    expect(r.fixed.recall).toBeGreaterThanOrEqual(0.9)
    expect(r.sequential.recall).toBeGreaterThanOrEqual(0.94)
    expect(r.sequential.falseActivation).toBeGreaterThanOrEqual(0.94)
    expect(r.sequential.runsShare).toBeLessThan(0.85)
    // No gates: the width rule and the cap stop every set.
    expect(r.stoppedBy.decision).toBe(0)
    expect(r.stoppedBy.width + r.stoppedBy.cap).toBeCloseTo(1)
  })

  it('with gates, settles a clear-cut broken skill in a fraction of the plan, and decides right', () => {
    const gates = { minRecall: 0.8, maxFalseActivation: 0.2 }
    const r = calibrateDesign(
      { should: 10, shouldNot: 10, cap: 100, p: 0.02, sigma: 1, gates },
      EXPERIMENTS,
      createRng(4)
    )
    expect(r.sequential.runsShare).toBeLessThanOrEqual(0.5)
    expect(r.stoppedBy.decision).toBeGreaterThan(0.9)
    expect(r.sequential.recall).toBeGreaterThanOrEqual(0.94)
    expect(r.sequential.falseActivation).toBeGreaterThanOrEqual(0.94)
    expect(r.decisions.eligible).toBeGreaterThan(0)
    expect(r.decisions.wrong).toBeLessThanOrEqual(0.05)
    expect(r.decisions.settledWrong).toBe(0)
  })

  it('with gates, a skill near its thresholds runs on and is decided no worse than the fixed plan', () => {
    const gates = { minRecall: 0.8, maxFalseActivation: 0.2 }
    const r = calibrateDesign(
      { should: 10, shouldNot: 10, cap: 100, p: 0.7, sigma: 1, gates },
      EXPERIMENTS,
      createRng(5)
    )
    expect(r.sequential.runsShare).toBeGreaterThan(0.8)
    expect(r.sequential.recall).toBeGreaterThanOrEqual(0.94)
    expect(r.decisions.wrong).toBeLessThanOrEqual(r.decisions.fixedWrong + 0.02)
  })

  it('keeps the exact interval at one run per prompt', () => {
    const r = calibrate(20, 50, 0.9, 3)
    expect(r.rounds).toBe(1)
    expect(r.fixed.recall).toBeGreaterThanOrEqual(0.95)
    expect(r.fixed.falseActivation).toBeGreaterThanOrEqual(0.95)
  })
})
