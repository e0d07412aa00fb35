import { describe, expect, it } from '@jest/globals'
import { medianInterval, tokenSummary } from '../../src/stats/median-interval.js'
import { createRng } from '../../src/stats/random.js'

describe('medianInterval', () => {
  it('is unbounded below 6 values and [min, max] at 6 (coverage 1 − 2/64)', () => {
    expect(medianInterval([1, 2, 3, 4, 5])).toMatchObject({ low: null, high: null, coverage: null })
    expect(medianInterval([6, 1, 5, 2, 4, 3])).toMatchObject({
      low: 1,
      high: 6,
      coverage: 1 - 2 / 64
    })
  })

  it('picks the tabulated order statistics for n = 20 (the 6th and 15th)', () => {
    const xs = Array.from({ length: 20 }, (_, i) => 20 - i)
    const m = medianInterval(xs)
    expect(m).toMatchObject({ low: 6, high: 15, n: 20, method: 'order-statistics' })
    expect(m.coverage).toBeCloseTo(0.9586, 4)
  })

  it('covers the median of a skewed distribution at least 95 % of the time', () => {
    const rng = createRng(11)
    // Exponential tokens, median ln 2.
    let covered = 0
    const trials = 400
    for (let t = 0; t < trials; t++) {
      const xs = Array.from({ length: 15 }, () => -Math.log(1 - rng.float()))
      const m = medianInterval(xs)
      if (m.low! <= Math.LN2 && Math.LN2 <= m.high!) covered++
    }
    expect(covered / trials).toBeGreaterThanOrEqual(0.93)
  })

  it('works for very long lists without underflow', () => {
    const xs = Array.from({ length: 3000 }, (_, i) => i)
    const m = medianInterval(xs)
    expect(m.low).toBeGreaterThan(1400)
    expect(m.high).toBeLessThan(1600)
    expect(m.coverage).toBeGreaterThanOrEqual(0.95)
  })
})

describe('tokenSummary', () => {
  it('is null when nothing was counted', () => {
    expect(tokenSummary([])).toBeNull()
  })

  it('gives the median, quartiles, IQR and Tukey outliers beside the interval', () => {
    const s = tokenSummary([100, 110, 120, 130, 140, 150, 160, 2000])!
    expect(s).toMatchObject({ n: 8, median: 135, outliers: [2000] })
    expect(s.medianInterval).toMatchObject({ low: 100, high: 2000 })
  })
})
