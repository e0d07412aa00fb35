import { describe, expect, it } from '@jest/globals'
import { clopperPearson, newcombeDifference, wilson } from '../../src/stats/proportions.js'

describe('wilson', () => {
  it('matches the hand-computed 8/10 interval', () => {
    // z = 1.959964: centre (0.8 + z²/20)/(1 + z²/10) = 0.71676, half-width 0.22658.
    const w = wilson(8, 10)
    expect(w.low).toBeCloseTo(0.4902, 4)
    expect(w.high).toBeCloseTo(0.9433, 4)
  })

  it('is [0, 0.4345] for 0/5 and [0, 1] without trials', () => {
    expect(wilson(0, 5).low).toBe(0)
    expect(wilson(0, 5).high).toBeCloseTo(0.434482, 5)
    expect(wilson(0, 0)).toMatchObject({ low: 0, high: 1 })
  })

  it('rejects impossible counts and levels', () => {
    expect(() => wilson(6, 5)).toThrow(RangeError)
    expect(() => wilson(1, 5, 1)).toThrow(RangeError)
  })
})

describe('newcombeDifference', () => {
  it("reproduces Newcombe's (1998) worked example 56/70 − 48/80", () => {
    const d = newcombeDifference(56, 70, 48, 80)
    expect(d.estimate).toBeCloseTo(0.2, 12)
    expect(d.low).toBeCloseTo(0.0524, 4)
    expect(d.high).toBeCloseTo(0.3339, 4)
  })

  it('puts 0/5 vs 5/5 entirely below zero', () => {
    // low = −1; high = −1 + √(0.434482² + 0.434482²) = −0.385548.
    const d = newcombeDifference(0, 5, 5, 5)
    expect(d.low).toBeCloseTo(-1, 12)
    expect(d.high).toBeCloseTo(-0.385548, 5)
  })
})

describe('clopperPearson', () => {
  it('has the closed forms at the edges', () => {
    // 0/10: upper = 1 − 0.025^(1/10); 10/10: lower = 0.025^(1/10).
    expect(clopperPearson(0, 10)).toMatchObject({ low: 0 })
    expect(clopperPearson(0, 10).high).toBeCloseTo(1 - 0.025 ** 0.1, 8)
    expect(clopperPearson(10, 10).low).toBeCloseTo(0.025 ** 0.1, 8)
    expect(clopperPearson(10, 10).high).toBe(1)
  })

  it('matches the tabulated 5/10 and 1/10 intervals', () => {
    expect(clopperPearson(5, 10).low).toBeCloseTo(0.18709, 4)
    expect(clopperPearson(5, 10).high).toBeCloseTo(0.81291, 4)
    // 1/10: lower = 1 − 0.975^(1/10) (closed form for x = 1).
    expect(clopperPearson(1, 10).low).toBeCloseTo(1 - 0.975 ** 0.1, 8)
    expect(clopperPearson(1, 10).high).toBeCloseTo(0.44502, 4)
  })
})
