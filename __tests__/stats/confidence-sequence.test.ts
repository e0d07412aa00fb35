import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { confidenceSequence, MIXTURE_PRIOR } from '../../src/stats/confidence-sequence.js'
import { clopperPearson } from '../../src/stats/proportions.js'
import { createRng } from '../../src/stats/random.js'

const counts = (hits: number, runs: number, failed = 0) => ({ hits, runs, failed })

describe('confidenceSequence', () => {
  it('has the closed form for all hits: θ^n = α·B(a + n, a)/B(a, a) at the lower end', () => {
    const n = 20
    const a = MIXTURE_PRIOR
    let mix = 1
    for (let i = 0; i < n; i++) mix *= (a + i) / (2 * a + i)
    const [low, high] = confidenceSequence(counts(n, n))
    expect(high).toBe(1)
    expect(low).toBeCloseTo((0.05 * mix) ** (1 / n), 8)
    const [low0, high0] = confidenceSequence(counts(0, n))
    expect(low0).toBe(0)
    expect(high0).toBeCloseTo(1 - low, 8)
  })

  it('is [0, 1] before any run and wider than the fixed-sample exact interval', () => {
    expect(confidenceSequence(counts(0, 0))).toEqual([0, 1])
    const [low, high] = confidenceSequence(counts(30, 40))
    const cp = clopperPearson(30, 40)
    expect(low).toBeLessThan(cp.low)
    expect(high).toBeGreaterThan(cp.high)
  })

  it('widens with failed runs: a miss for the lower end, a hit for the upper end', () => {
    const [low, high] = confidenceSequence(counts(15, 18, 2))
    expect(low).toBeCloseTo(confidenceSequence(counts(15, 20))[0], 12)
    expect(high).toBeCloseTo(confidenceSequence(counts(17, 20))[1], 12)
  })

  it('contains the observed share, stays in [0, 1] and moves up with the hits', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 120 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (n, u) => {
          const h = Math.floor(u * n)
          const [low, high] = confidenceSequence(counts(h, n))
          const [lowUp, highUp] = confidenceSequence(counts(Math.min(n, h + 1), n))
          return (
            0 <= low && low <= h / n && h / n <= high && high <= 1 && lowUp >= low && highUp >= high
          )
        }
      )
    )
  })

  it('holds at every round at once, where an exact interval looked at every round does not', () => {
    // One prompt at 0.5 (the hardest case: no spread between prompts to make it conservative),
    // looked at after each of 20 rounds; the share of experiments ever excluding the truth.
    const rng = createRng(4)
    const experiments = 200
    let sequenceMissed = 0
    let exactMissed = 0
    for (let e = 0; e < experiments; e++) {
      let hits = 0
      let seqMiss = false
      let exactMiss = false
      for (let n = 1; n <= 20; n++) {
        hits += rng.float() < 0.5 ? 1 : 0
        const [low, high] = confidenceSequence(counts(hits, n))
        if (low > 0.5 || high < 0.5) seqMiss = true
        const cp = clopperPearson(hits, n)
        if (cp.low > 0.5 || cp.high < 0.5) exactMiss = true
      }
      sequenceMissed += +seqMiss
      exactMissed += +exactMiss
    }
    expect(sequenceMissed / experiments).toBeLessThanOrEqual(0.08)
    expect(exactMissed / experiments).toBeGreaterThan(0.1)
  })

  it('rejects impossible counts and levels', () => {
    expect(() => confidenceSequence(counts(3, 2))).toThrow(RangeError)
    expect(() => confidenceSequence(counts(1, 2, -1))).toThrow(RangeError)
    expect(() => confidenceSequence(counts(1, 2), 1)).toThrow(RangeError)
  })
})
