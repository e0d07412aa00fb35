import { describe, expect, it } from '@jest/globals'
import {
  beatsCurrent,
  pairedF1Difference,
  pairedFalseActivationIncrease
} from '../../src/stats/paired-f1.js'
import { createRng } from '../../src/stats/random.js'
import { f1At } from '../../src/stats/trigger-precision.js'

const same = (rates: number[]) => rates.map((r) => ({ current: r, candidate: r }))

describe('the paired F1 difference of two descriptions', () => {
  it('is the F1 difference at the prevalence, with an interval from the same seed every time', () => {
    const should = [
      { current: 0, candidate: 1 },
      { current: 0.5, candidate: 1 },
      { current: 1, candidate: 1 },
      { current: 0, candidate: 0.5 }
    ]
    const shouldNot = same([0, 0, 0.5, 0, 0, 0])
    const d = pairedF1Difference(should, shouldNot, 0.4, createRng(3), { resamples: 500 })
    expect(d?.estimate).toBeCloseTo(f1At(0.4, 0.875, 1 / 12) - f1At(0.4, 0.375, 1 / 12), 12)
    expect(d?.low).toBeLessThan(d?.estimate ?? 0)
    expect(d?.high).toBeGreaterThan(d?.estimate ?? 0)
    expect(pairedF1Difference(should, shouldNot, 0.4, createRng(3), { resamples: 500 })).toEqual(d)
  })

  it('is exactly 0 for identical rates (never "better"), and null without one side', () => {
    const d = pairedF1Difference(same([1, 0, 1]), same([0, 1]), 0.5, createRng(1))
    expect(d).toMatchObject({ estimate: 0, low: 0, high: 0 })
    expect(beatsCurrent(d, null)).toBe('within noise')
    expect(pairedF1Difference([], same([0]), 0.5, createRng(1))).toBeNull()
  })

  it('needs a gain beyond noise and no more false activations beyond noise', () => {
    const gain = {
      estimate: 0.5,
      low: 0.2,
      high: 0.8,
      level: 0.95,
      method: 'm',
      resamples: 1,
      swapP: 0.001
    }
    const noise = { ...gain, estimate: 0.1, low: -0.05, swapP: 0.2 }
    expect(beatsCurrent(gain, null)).toBe('better')
    expect(beatsCurrent(gain, noise)).toBe('better')
    expect(beatsCurrent(gain, { ...noise, low: 0.01 })).toBe('better')
    expect(beatsCurrent(gain, { ...noise, swapP: 0.01 })).toBe('better')
    expect(beatsCurrent(gain, gain)).toBe('more false activations')
    expect(beatsCurrent({ ...gain, low: -0.1 }, null)).toBe('within noise')
    expect(beatsCurrent({ ...gain, swapP: 0.03 }, null)).toBe('within noise')
  })
})

describe('the paired increase of the false-activation rate', () => {
  // Nine held-out should-not prompts, two runs each, at the improver's default level.
  const LEVEL = 1 - 0.05 / 4
  const test = (candidate: number[]) =>
    pairedFalseActivationIncrease(
      candidate.map((c) => ({ current: 0, candidate: c })),
      createRng(5),
      { level: LEVEL, resamples: 1000 }
    )

  it('is the difference of the mean rates, and null without a should-not prompt', () => {
    const d = test([0.5, 0, 1, 0])
    expect(d?.estimate).toBeCloseTo(0.375, 12)
    expect(d?.level).toBe(LEVEL)
    expect(pairedFalseActivationIncrease([], createRng(1))).toBeNull()
  })

  it('reads 3 of 18 runs against 0 of 18 as noise: the better F1 is proposed', () => {
    const d = test([0.5, 0.5, 0.5, 0, 0, 0, 0, 0, 0])
    expect(d?.estimate).toBeCloseTo(3 / 18, 12)
    // Three prompts that differ: one swap in 2^3 reaches the observed increase.
    expect(d?.swapP).toBeCloseTo(1 / 8, 12)
    const gain = { estimate: 0.5, low: 0.2, high: 0.8, level: LEVEL, method: 'm', resamples: 1 }
    expect(beatsCurrent({ ...gain, swapP: 0.001 }, d)).toBe('better')
  })

  it('catches a candidate that fires on every should-not prompt', () => {
    const d = test(Array.from({ length: 9 }, () => 1))
    expect(d).toMatchObject({ estimate: 1, low: 1, swapP: 1 / 2 ** 9 })
    const gain = { estimate: 0.5, low: 0.2, high: 0.8, level: LEVEL, method: 'm', resamples: 1 }
    expect(beatsCurrent({ ...gain, swapP: 0.001 }, d)).toBe('more false activations')
  })
})
