import { describe, expect, it } from '@jest/globals'
import {
  abVerdict,
  completionGate,
  normalizedGain,
  normalizedGainInterval
} from '../../src/stats/ab-verdict.js'
import { newcombeDifference } from '../../src/stats/proportions.js'
import { createRng } from '../../src/stats/random.js'

const rng = createRng(1)

describe('abVerdict', () => {
  const helpsData = [
    [0.3, 0.32],
    [0.28, 0.3],
    [0.29, 0.31]
  ]

  it('says helps when T ≥ m and the test on 3 scenario means rejects 0', () => {
    // Means 0.31, 0.29, 0.30: T 0.3, SE 0.01/√3, t(2) = 4.302653 → half-width 0.024841;
    // t = 51.96 on 2 df → p = 1 − t/√(t² + 2) = 0.000370.
    const v = abVerdict(helpsData, { rng })
    expect(v.verdict).toBe('helps')
    expect(v.estimate).toBeCloseTo(0.3, 12)
    expect(v.ci.low).toBeCloseTo(0.3 - 0.024841, 5)
    expect(v.ci.high).toBeCloseTo(0.3 + 0.024841, 5)
    expect(v.p).toBeCloseTo(0.00037016, 7)
    expect(v.ci).toMatchObject({
      scenarios: 3,
      pairs: 6,
      seed: 1,
      method: 'clustered-studentized-t'
    })
    expect(v.limit).toBeNull()
  })

  it('says hurts when the test rejects 0 below it', () => {
    const v = abVerdict(
      helpsData.map((c) => c.map((x) => -x)),
      { rng }
    )
    expect(v.verdict).toBe('hurts')
    expect(v.p).toBeCloseTo(0.00037016, 7)
  })

  it('never says helps or hurts from fewer than 3 scenarios, and labels their interval', () => {
    // One scenario: mean 0.3, s = 0.008165, SE 0.0040825, t(3) = 3.182446 → ±0.012992.
    const one = abVerdict([[0.3, 0.31, 0.29, 0.3]], { rng })
    expect(one.verdict).toBe('insufficient_evidence')
    expect(one.limit).toBe('too_few_scenarios')
    expect(one.p).toBeNull()
    expect(one.ci.method).toBe('within-scenario-studentized-t')
    expect(one.ci.low).toBeCloseTo(0.287008, 5)
    expect(one.ci.high).toBeCloseTo(0.312992, 5)
    expect(one.reason).toMatch(/at least 3.*add scenarios/)
    expect(one.notes).toEqual(['The interval covers run-to-run noise of this scenario only'])
    expect(one.needed).toMatchObject({ scenarios: 3 })
    // Two scenarios: SE² = (0.0002/2 + 0.0002/2)/4, Satterthwaite df 2 → ±4.302653·0.0070711.
    const two = abVerdict(helpsData.slice(0, 2), { rng })
    expect(two.verdict).toBe('insufficient_evidence')
    expect(two.ci.low).toBeCloseTo(0.3 - 0.030424, 5)
    expect(two.notes[0]).toMatch(/these scenarios only/)
    expect(abVerdict([], { rng })).toMatchObject({
      verdict: 'insufficient_evidence',
      limit: 'no_pairs'
    })
  })

  it('reports zero spread as such, never as a verdict', () => {
    const flat = [
      [0.2, 0.2],
      [0.2, 0.2],
      [0.2, 0.2]
    ]
    const v = abVerdict(flat, { rng })
    expect(v.verdict).toBe('insufficient_evidence')
    expect(v.limit).toBe('no_spread')
    expect(v.reason).toMatch(/no spread/i)
    expect([v.ci.low, v.ci.high, v.p, v.needed]).toEqual([null, null, null, null])
    // Spread within scenarios but identical scenario means is no spread either.
    expect(
      abVerdict(
        [
          [0.1, 0.3],
          [0.3, 0.1],
          [0.2, 0.2]
        ],
        { rng }
      ).limit
    ).toBe('no_spread')
    // With the sign-flip test beside the t test (6–20 scenarios) and a standard error that is
    // rounding error, not 0, the interval's search still ends, at any level.
    const rounding = Array.from({ length: 20 }, () => [0.3, 0.3])
    for (const level of [0.95, 0.9975]) {
      expect(abVerdict(rounding, { rng, level }).limit).toBe('no_spread')
    }
  })

  it('decides "no measurable effect" on the 90 % interval (TOST at 5 %)', () => {
    // Means 0.02, 0.05, 0.08: T 0.05, SE 0.017321. 90 %: ±2.919986·SE = ±0.050576, inside
    // ±0.11; the 95 % interval (±0.074524, high 0.1245) is not, and p = 0.102 is no effect found.
    const v = abVerdict(
      [
        [0.01, 0.03],
        [0.04, 0.06],
        [0.07, 0.09]
      ],
      { rng, minImprovement: 0.11 }
    )
    expect(v.verdict).toBe('no_measurable_effect')
    expect(v.equivalence.level).toBeCloseTo(0.9, 12)
    expect(v.equivalence.high).toBeCloseTo(0.100576, 5)
    expect(v.ci.high).toBeCloseTo(0.124524, 5)
    expect(v.p).toBeCloseTo(0.101973, 5)
  })

  it('gives the scenarios needed from the variance between and within scenarios', () => {
    // Means 0.2, 0.3, 0.7 (T 0.4, p 0.12): within 0.02, between 0.07 − 0.02/2 = 0.06, so more
    // runs would not help. Var per scenario 0.07; the smallest S with 0.07·(t(S−1)/0.4)² ≤ S is 5.
    const v = abVerdict(
      [
        [0.1, 0.3],
        [0.2, 0.4],
        [0.6, 0.8]
      ],
      { rng }
    )
    expect(v.verdict).toBe('insufficient_evidence')
    expect(v.needed).toEqual({ scenarios: 5, runsPerScenario: 2, runNoiseDominates: false })
  })

  it('suggests more runs per scenario when run-to-run noise dominates', () => {
    // Means 0, 0.05, 0.1, every pair ±0.3 around them: within 0.18, between ≈ 0. At 20 runs the
    // variance per scenario is 0.009; distance to a verdict m − T = 0.05 → 17 scenarios.
    const v = abVerdict(
      [
        [-0.3, 0.3],
        [-0.25, 0.35],
        [-0.2, 0.4]
      ],
      { rng }
    )
    expect(v.verdict).toBe('insufficient_evidence')
    expect(v.needed).toEqual({ scenarios: 17, runsPerScenario: 20, runNoiseDominates: true })
  })

  it('keeps the legacy T ≥ m rule behind requireSignificance: false', () => {
    expect(abVerdict([[0.5]], { rng, requireSignificance: false }).verdict).toBe('helps')
    expect(abVerdict([[0.05, 0.02]], { rng, requireSignificance: false }).verdict).toBe(
      'no_measurable_effect'
    )
  })

  it('can use the two-stage percentile bootstrap, its p-value inverting the interval', () => {
    const v = abVerdict(helpsData, { rng: createRng(4), method: 'percentile' })
    expect(v.ci.method).toBe('clustered-percentile-bootstrap')
    expect(v.ci.resamples).toBe(10_000)
    expect(v.ci.low).toBeGreaterThanOrEqual(0.28)
    expect(v.ci.high).toBeLessThanOrEqual(0.32)
    // Every resampled mean is above 0: the smallest level excluding 0 is 0.
    expect(v.p).toBe(0)
    expect(v.verdict).toBe('helps')
    const mixed = abVerdict(
      [
        [-0.2, 0.1],
        [0.3, -0.1],
        [0.05, 0.0]
      ],
      { rng: createRng(5), method: 'percentile', resamples: 2000 }
    )
    expect(mixed.p).toBeGreaterThan(0.05)
    expect(mixed.ci.low!).toBeLessThan(0)
  })
})

/** All runs as one scenario: the pooled Newcombe test alone. */
const pooled = (
  withPassed: number,
  withRuns: number,
  withoutPassed: number,
  withoutRuns: number
) => ({
  withPassed,
  withRuns,
  withoutPassed,
  withoutRuns
})

describe('completionGate', () => {
  it('fails on 0/5 vs 5/5 but not on 3/5 vs 5/5', () => {
    expect(completionGate([pooled(0, 5, 5, 5)]).regressed).toBe(true)
    // high = −0.4 + √((0.882365 − 0.6)² + (1 − 0.565518)²) ≈ 0.118 > 0.
    const g = completionGate([pooled(3, 5, 5, 5)])
    expect(g.regressed).toBe(false)
    expect(g.withRate).toBe(0.6)
    expect(g.difference.high).toBeGreaterThan(0)
  })

  it('has a p-value that inverts the Newcombe interval', () => {
    const g = completionGate([pooled(1, 10, 8, 10)])
    expect(g.regressed).toBe(true)
    expect(g.p!).toBeLessThan(0.05)
    // At level 1 − p the interval's high end is 0.
    expect(newcombeDifference(1, 10, 8, 10, 1 - g.p!).high).toBeCloseTo(0, 8)
    const h = completionGate([pooled(3, 5, 5, 5)])
    expect(h.p!).toBeGreaterThan(0.05)
    expect(newcombeDifference(3, 5, 5, 5, 1 - h.p!).high).toBeCloseTo(0, 8)
    expect(completionGate([pooled(5, 5, 3, 5)]).p).toBe(1)
    expect(completionGate([pooled(0, 0, 3, 5)]).p).toBeNull()
  })
})

describe('completionGate per scenario', () => {
  it('does not call one collapsed scenario among unchanged ones a regression', () => {
    // Pooled, 20/30 vs 30/30 is a regression; per scenario the differences are −1, 0, 0:
    // mean −1/3, SE 1/3, t = −1 on 2 df, p = 1 − 1/√3 = 0.42.
    const g = completionGate([
      pooled(0, 10, 10, 10),
      pooled(10, 10, 10, 10),
      pooled(10, 10, 10, 10)
    ])
    expect(g.method).toBe('newcombe-wilson+clustered-studentized-t')
    expect(g.p).toBeCloseTo(1 - 1 / Math.sqrt(3), 6)
    expect(g.regressed).toBe(false)
    expect(g.difference.high).toBeLessThan(0)
  })

  it('regresses when every scenario drops, even with no spread between them', () => {
    const g = completionGate(Array.from({ length: 5 }, () => pooled(2, 5, 5, 5)))
    expect(g.method).toBe('newcombe-wilson')
    expect(g.regressed).toBe(true)
  })

  it('takes the larger p-value when both tests apply', () => {
    const scenarios = [
      pooled(1, 5, 5, 5),
      pooled(2, 5, 5, 5),
      pooled(0, 5, 4, 5),
      pooled(3, 5, 5, 5)
    ]
    const g = completionGate(scenarios)
    // Differences −0.8, −0.6, −0.8, −0.4: mean −0.65, sd 0.191485, SE 0.0957427, t(3) = −6.789.
    expect(g.p).toBeGreaterThanOrEqual(0.0065)
    expect(g.p).toBeLessThan(0.05)
    expect(g.regressed).toBe(true)
  })
})

describe('normalizedGain', () => {
  it('is (p_with − p_without) / (1 − p_without), null at the ceiling', () => {
    expect(normalizedGain(0.8, 0.5)).toBeCloseTo(0.6, 12)
    expect(normalizedGain(0.5, 1)).toBeNull()
  })

  it('has a degenerate interval when every run agrees', () => {
    const all = [true, true, true]
    const none = [false, false, false]
    expect(normalizedGainInterval(all, none, createRng(2), { resamples: 200 })).toMatchObject({
      g: 1,
      low: 1,
      high: 1,
      undefinedResamples: 0
    })
    expect(normalizedGainInterval(none, all, createRng(2), { resamples: 200 })).toMatchObject({
      g: null,
      low: null,
      undefinedResamples: 200
    })
  })

  it('brackets the point estimate on mixed outcomes', () => {
    const w = [true, true, true, false, true]
    const wo = [true, false, false, true, false]
    const gi = normalizedGainInterval(w, wo, createRng(3), { resamples: 2000 })
    // g = (0.8 − 0.4) / 0.6 = 2/3.
    expect(gi.g).toBeCloseTo(2 / 3, 12)
    expect(gi.low!).toBeLessThan(2 / 3)
    expect(gi.high!).toBeGreaterThanOrEqual(2 / 3)
  })
})
