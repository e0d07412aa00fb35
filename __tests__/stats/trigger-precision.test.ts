import { describe, expect, it } from '@jest/globals'
import { activationRate, type RateEstimate } from '../../src/stats/activation-rate.js'
import {
  authoredPrevalence,
  sideLevel,
  triggerPrecision
} from '../../src/stats/trigger-precision.js'

const rate = (estimate: number | null, low: number | null, high: number | null): RateEstimate => ({
  estimate,
  low,
  high,
  level: sideLevel(0.95),
  method: 'test',
  prompts: 10,
  runs: 10,
  seed: 5
})

describe('triggerPrecision', () => {
  it('computes precision and F1 at the stated prevalence', () => {
    // π = 0.5, r = 0.8, f = 0.2: precision 0.4 / 0.5, F1 = 0.8 / (0.4 + 0.5 + 0.1).
    const t = triggerPrecision(rate(0.8, 0.6, 0.9), rate(0.2, 0.1, 0.4), 0.5)
    expect(t.precision.estimate).toBeCloseTo(0.8, 12)
    expect(t.f1.estimate).toBeCloseTo(0.8, 12)
    expect(t.precision.low).toBeCloseTo(0.3 / 0.5, 12)
    expect(t.precision.high).toBeCloseTo(0.45 / 0.5, 12)
    expect(t.f1.low).toBeCloseTo(1.2 / (0.6 + 1 + 0.4), 12)
    expect(t.f1.high).toBeCloseTo(1.8 / (0.9 + 1 + 0.1), 12)
    expect(t.f1).toMatchObject({ prevalence: 0.5, seed: 5 })
    expect(t.f1.level).toBeCloseTo(0.95, 12)
  })

  it('lowers precision when false activations are weighed by a rarer should-prevalence', () => {
    const r = rate(0.9, 0.8, 0.95)
    const f = rate(0.1, 0.05, 0.2)
    const common = triggerPrecision(r, f, 0.5).precision.estimate!
    const rare = triggerPrecision(r, f, 0.1).precision.estimate!
    expect(rare).toBeLessThan(common)
  })

  it('leaves precision undefined when nothing fires, and bounds it by 0 and 1', () => {
    const t = triggerPrecision(rate(0, 0, 0.3), rate(0, 0, 0.3), 0.5)
    expect(t.precision).toMatchObject({ estimate: null, low: 0, high: 1 })
    expect(t.f1).toMatchObject({ estimate: 0, low: 0 })
  })

  it('is unmeasured when either rate is (no should-not prompts)', () => {
    const t = triggerPrecision(rate(0.8, 0.6, 0.9), rate(null, null, null), 0.5)
    expect(t.f1).toMatchObject({ estimate: null, low: null, high: null, method: 'unmeasured' })
    expect(t.precision.estimate).toBeNull()
  })

  it('takes the rates of real tallies and keeps the estimate inside its interval', () => {
    const side = { level: sideLevel(0.9) }
    const r = activationRate(
      [
        { hits: 3, runs: 3 },
        { hits: 2, runs: 3 }
      ],
      side
    )
    const f = activationRate(
      [
        { hits: 0, runs: 3 },
        { hits: 1, runs: 3 }
      ],
      side
    )
    const t = triggerPrecision(r, f, authoredPrevalence(2, 2)!)
    expect(t.f1.level).toBeCloseTo(0.9, 12)
    expect(t.f1.low!).toBeLessThanOrEqual(t.f1.estimate!)
    expect(t.f1.estimate!).toBeLessThanOrEqual(t.f1.high!)
    expect(t.precision.low!).toBeLessThanOrEqual(t.precision.estimate!)
    expect(t.precision.estimate!).toBeLessThanOrEqual(t.precision.high!)
  })

  it('rejects a prevalence outside (0, 1)', () => {
    expect(() => triggerPrecision(rate(1, 1, 1), rate(0, 0, 0), 1)).toThrow(RangeError)
  })
})

describe('authoredPrevalence', () => {
  it('is the should share of the authored prompts, null when a set is empty', () => {
    expect(authoredPrevalence(10, 30)).toBe(0.25)
    expect(authoredPrevalence(0, 5)).toBeNull()
    expect(authoredPrevalence(5, 0)).toBeNull()
  })
})
