import { describe, expect, it } from '@jest/globals'
import {
  coefficientOfVariation,
  mean,
  quantileSorted,
  sampleSd,
  spread
} from '../../src/stats/descriptive.js'

describe('descriptive statistics', () => {
  it('computes the sample SD and the CV by hand', () => {
    const xs = [2, 4, 4, 4, 5, 5, 7, 9]
    // Σ(x − 5)² = 32, so s = √(32/7).
    expect(mean(xs)).toBe(5)
    expect(sampleSd(xs)).toBeCloseTo(Math.sqrt(32 / 7), 12)
    expect(coefficientOfVariation(xs)).toBeCloseTo(Math.sqrt(32 / 7) / 5, 12)
  })

  it('returns null CV for a zero mean or a single value', () => {
    expect(coefficientOfVariation([-1, 1])).toBeNull()
    expect(coefficientOfVariation([3])).toBeNull()
  })

  it('uses type-7 quantiles', () => {
    // h = (n − 1)p = 2.25 → x[2] + 0.25(x[3] − x[2]).
    expect(quantileSorted([1, 2, 3, 4, 5, 6, 7, 8, 9, 100], 0.25)).toBeCloseTo(3.25, 12)
    expect(quantileSorted([10, 20], 0.5)).toBe(15)
    expect(quantileSorted([], 0.5)).toBeNaN()
  })

  it('reports median, IQR and Tukey outliers', () => {
    const s = spread([5, 1, 100, 2, 3, 4, 6, 7, 8, 9])
    // Q1 3.25, Q3 7.75, IQR 4.5, fences −3.5 and 14.5.
    expect(s.median).toBe(5.5)
    expect(s.q1).toBeCloseTo(3.25, 12)
    expect(s.q3).toBeCloseTo(7.75, 12)
    expect(s.iqr).toBeCloseTo(4.5, 12)
    expect(s.outliers).toEqual([100])
  })
})
