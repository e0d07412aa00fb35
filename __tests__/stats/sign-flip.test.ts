import { describe, expect, it } from '@jest/globals'
import { abVerdict } from '../../src/stats/ab-verdict.js'
import { SIGN_FLIP_MAX, signFlipTest, smallestSignFlipP } from '../../src/stats/sign-flip.js'
import { createRng } from '../../src/stats/random.js'

/** The p-value by brute force: every one of the 2^S sign patterns of the centred means. */
function bruteForceP(means: readonly number[], delta: number): number {
  const centred = means.map((m) => m - delta)
  const observed = Math.abs(centred.reduce((a, x) => a + x, 0))
  let hits = 0
  for (let mask = 0; mask < 2 ** centred.length; mask++) {
    let sum = 0
    centred.forEach((x, i) => (sum += (mask >> i) & 1 ? -x : x))
    if (Math.abs(sum) >= observed - 1e-9) hits++
  }
  return hits / 2 ** centred.length
}

describe('signFlipTest', () => {
  it('counts exactly what enumerating every sign pattern counts', () => {
    const rng = createRng(11)
    for (let s = 1; s <= 14; s++) {
      for (let trial = 0; trial < 5; trial++) {
        const means = Array.from({ length: s }, () => rng.float() - 0.35)
        const delta = trial === 0 ? 0 : (rng.float() - 0.5) * 0.2
        expect(signFlipTest(means)(delta)).toBeCloseTo(bruteForceP(means, delta), 12)
      }
    }
  })

  it('counts ties of equal sums (every mean the same size)', () => {
    // |±1 ± 1 ± 1 ± 1 ± 1 ± 1| ≥ 6 only for all + or all −; ≥ 4 for at most one sign turned.
    expect(signFlipTest([1, 1, 1, 1, 1, 1])(0)).toBeCloseTo(2 / 64, 15)
    expect(signFlipTest([1, 1, 1, 1, 1, -1])(0)).toBeCloseTo(14 / 64, 15)
  })

  it('is 1 at the mean itself and never below 2 / 2^S', () => {
    const means = [0.2, 0.5, 0.1, 0.4, 0.3, 0.35, 0.25]
    const mean = means.reduce((a, x) => a + x, 0) / means.length
    expect(signFlipTest(means)(mean)).toBe(1)
    expect(signFlipTest(means)(-10)).toBe(smallestSignFlipP(7))
    expect(smallestSignFlipP(5)).toBeGreaterThan(0.05)
    expect(smallestSignFlipP(6)).toBeLessThan(0.05)
  })

  it('refuses more scenarios than it counts exactly', () => {
    expect(() => signFlipTest(new Array(SIGN_FLIP_MAX + 1).fill(0.1))).toThrow(/at most 20/)
  })
})

describe('abVerdict with the sign-flip test (6 to 20 scenarios)', () => {
  const rng = createRng(3)

  it('takes the larger p-value of the two tests and an interval that agrees with it', () => {
    // Five means near 0.3 and one just below 0: the t test rejects "no effect" (t ≈ 4.9 on 5 df),
    // but turning the one negative sign gives a larger |sum|, so 4 of the 64 sign patterns reach
    // the observed one: p = 0.0625, and the verdict waits for more scenarios.
    const clusters = [0.3, 0.32, 0.28, 0.31, 0.29, -0.01].map((m) => [m - 0.01, m + 0.01])
    const v = abVerdict(clusters, { rng, minImprovement: 0.1 })
    expect(v.ci.method).toBe('clustered-studentized-t+sign-flip')
    expect(v.p).toBeCloseTo(4 / 64, 12)
    expect(v.verdict).toBe('insufficient_evidence')
    expect(v.ci.low).toBeLessThanOrEqual(0)
    // The same data with its last mean just above 0: every mean positive, p = 2/64, and "helps".
    const positive = abVerdict(
      [0.3, 0.32, 0.28, 0.31, 0.29, 0.03].map((m) => [m - 0.01, m + 0.01]),
      { rng, minImprovement: 0.1 }
    )
    expect(positive.verdict).toBe('helps')
    expect(positive.ci.low).toBeGreaterThan(0)
  })

  it('says "significant" exactly when its interval leaves out 0, on random data sets', () => {
    const data = createRng(99)
    for (let trial = 0; trial < 60; trial++) {
      const scenarios = 6 + (trial % 10)
      const shift = (data.float() - 0.5) * 0.4
      const clusters = Array.from({ length: scenarios }, () => {
        const centre = shift + (data.float() - 0.5) * 0.6
        return [centre + (data.float() - 0.5) * 0.1, centre + (data.float() - 0.5) * 0.1]
      })
      const v = abVerdict(clusters, { rng })
      expect(v.ci.method).toBe('clustered-studentized-t+sign-flip')
      const excludesZero = v.ci.low! > 0 || v.ci.high! < 0
      expect(v.p! < 0.05).toBe(excludesZero)
    }
  })

  it('leaves 3 to 5 and more than 20 scenarios to the t test', () => {
    const at = (s: number) =>
      abVerdict(
        Array.from({ length: s }, (_, i) => [0.1 + 0.01 * i, 0.12 + 0.01 * i]),
        { rng }
      ).ci.method
    expect(at(5)).toBe('clustered-studentized-t')
    expect(at(6)).toBe('clustered-studentized-t+sign-flip')
    expect(at(20)).toBe('clustered-studentized-t+sign-flip')
    expect(at(21)).toBe('clustered-studentized-t')
  })
})
