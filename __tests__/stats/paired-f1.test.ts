import { describe, expect, it } from '@jest/globals'
import { beatsCurrent, pairedF1Difference } from '../../src/stats/paired-f1.js'
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
    expect(beatsCurrent(d, { current: 0, candidate: 0 })).toBe('within noise')
    expect(pairedF1Difference([], same([0]), 0.5, createRng(1))).toBeNull()
  })

  it('needs a gain beyond noise and no more false activations', () => {
    const gain = {
      estimate: 0.5,
      low: 0.2,
      high: 0.8,
      level: 0.95,
      method: 'm',
      resamples: 1,
      swapP: 0.001
    }
    expect(beatsCurrent(gain, { current: 0.1, candidate: 0.1 })).toBe('better')
    expect(beatsCurrent(gain, { current: 0.1, candidate: 0.2 })).toBe('more false activations')
    expect(beatsCurrent({ ...gain, low: -0.1 }, { current: 0, candidate: 0 })).toBe('within noise')
    expect(beatsCurrent({ ...gain, swapP: 0.03 }, { current: 0, candidate: 0 })).toBe(
      'within noise'
    )
  })
})
