// The test of the difference of two estimates known only by their intervals (re-validation's A/B
// drift test): the standard errors read back from the facing halves, Welch's degrees of freedom.
import { describe, expect, it } from '@jest/globals'
import { differenceTest } from '../../src/stats/interval-difference.js'

const normal = (estimate: number, half: number) => ({
  estimate,
  low: estimate - half,
  high: estimate + half,
  level: 0.95
})

describe('differenceTest', () => {
  it('reads each standard error back from its interval and tests the difference with both', () => {
    // Half-widths 1.959964 · 0.03 and · 0.04: standard errors 0.03 and 0.04, together 0.05.
    const test = differenceTest(normal(0.3, 1.959964 * 0.03), normal(0.2, 1.959964 * 0.04))
    expect(test?.difference).toBeCloseTo(-0.1, 10)
    expect(test?.se).toBeCloseTo(0.05, 6)
    expect(test?.df).toBe(Infinity)
    // z = 2: two-sided p = 0.0455.
    expect(test?.p).toBeCloseTo(0.0455, 4)
  })

  it('finds a significant difference between intervals that overlap', () => {
    const test = differenceTest(normal(0.25, 0.13), normal(0.02, 0.1))
    expect(0.25 - 0.13).toBeLessThan(0.02 + 0.1)
    expect(test?.p).toBeLessThan(0.01)
  })

  it('uses t critical values and Satterthwaite degrees of freedom', () => {
    // t(9, .975) = 2.262157: a half-width of 2.262157 · 0.05 is a standard error of 0.05.
    const side = (estimate: number) => ({ ...normal(estimate, 2.262157 * 0.05), df: 9 })
    const test = differenceTest(side(0.2), side(0.1))
    expect(test?.se).toBeCloseTo(Math.SQRT2 * 0.05, 6)
    // Equal variances and df: (2v)² / (2v²/9) = 18.
    expect(test?.df).toBeCloseTo(18, 6)
    // t = 1.414214 on 18 df: two-sided p = 0.1744.
    expect(test?.p).toBeCloseTo(0.1744, 3)
  })

  it('takes the halves that face each other, so a one-sided widening counts where it lies', () => {
    // The old interval stretches far below its estimate: a fall meets that wide half.
    const before = { estimate: 0.3, low: 0.0, high: 0.35, level: 0.95 }
    const fall = differenceTest(before, normal(0.1, 0.05))
    const rise = differenceTest(before, normal(0.5, 0.05))
    expect(fall?.p).toBeGreaterThan(0.15)
    expect(rise?.p).toBeLessThan(0.001)
  })

  it('is symmetric: the same p whichever side comes first', () => {
    const a = normal(0.1, 0.08)
    const b = normal(0.3, 0.05)
    expect(differenceTest(a, b)?.p).toBeCloseTo(differenceTest(b, a)?.p ?? NaN, 12)
  })

  it('gives no test without an estimate, a bound, or any width', () => {
    expect(differenceTest({ ...normal(0.1, 0.1), low: null }, normal(0.2, 0.1))).toBeNull()
    expect(differenceTest({ ...normal(0.1, 0.1), estimate: null }, normal(0.2, 0.1))).toBeNull()
    expect(differenceTest(normal(0.1, 0), normal(0.2, 0))).toBeNull()
  })
})
