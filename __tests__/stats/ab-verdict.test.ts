import { describe, expect, it } from '@jest/globals'
import {
  abVerdict,
  completionGate,
  normalizedGain,
  normalizedGainInterval
} from '../../src/stats/ab-verdict.js'
import { calibrate, JUDGE_NULL, JUDGE_POSITIVE } from '../../src/stats/ab-simulation.js'
import { createRng } from '../../src/stats/random.js'

const rng = createRng(1)

describe('abVerdict', () => {
  it('says helps when T ≥ m and the interval is above 0', () => {
    // Means 0.31, 0.29: T 0.3, SE 0.01, t(1) = 12.7062 → CI [0.172938, 0.427062].
    const v = abVerdict(
      [
        [0.3, 0.32],
        [0.28, 0.3]
      ],
      { rng }
    )
    expect(v.verdict).toBe('helps')
    expect(v.estimate).toBeCloseTo(0.3, 12)
    expect(v.ci.low).toBeCloseTo(0.172938, 5)
    expect(v.ci.high).toBeCloseTo(0.427062, 5)
    expect(v.ci).toMatchObject({
      scenarios: 2,
      pairs: 4,
      seed: 1,
      method: 'clustered-studentized-t'
    })
    expect(v.pairsNeeded).toBeNull()
  })

  it('says hurts when the whole interval is below 0', () => {
    expect(
      abVerdict(
        [
          [-0.3, -0.32],
          [-0.28, -0.3]
        ],
        { rng }
      ).verdict
    ).toBe('hurts')
  })

  it('says no measurable effect when the interval sits inside ±m', () => {
    // Means 0.005, 0.005, −0.005: CI [−0.012676, 0.016009].
    const v = abVerdict(
      [
        [0.01, 0],
        [0, 0.01],
        [-0.01, 0]
      ],
      { rng }
    )
    expect(v.verdict).toBe('no_measurable_effect')
    expect(v.ci.low).toBeCloseTo(-0.012676, 5)
  })

  it('demands ≥ 2 pairs per scenario and ≥ 4 in total', () => {
    const v = abVerdict([[0.5], [0.5], [0.5], [0.5]], { rng })
    expect(v.verdict).toBe('insufficient_evidence')
    expect(v.pairsNeeded).toBe(8)
    expect(abVerdict([[0.9, 0.9, 0.9]], { rng }).pairsNeeded).toBe(4)
    expect(abVerdict([], { rng }).verdict).toBe('insufficient_evidence')
  })

  it('estimates the pairs needed from the half-width', () => {
    // T 0.4, half-width 0.657237; "helps" needs it below T: ⌈6 · (0.657237/0.4)²⌉ = 17.
    const v = abVerdict(
      [
        [0.1, 0.3],
        [0.2, 0.4],
        [0.6, 0.8]
      ],
      { rng }
    )
    expect(v.verdict).toBe('insufficient_evidence')
    expect(v.pairsNeeded).toBe(17)
  })

  it('notes that one scenario only covers run-to-run noise', () => {
    const v = abVerdict([[0.3, 0.31, 0.29, 0.3]], { rng })
    expect(v.verdict).toBe('helps')
    expect(v.notes.join(' ')).toMatch(/one scenario/i)
  })

  it('keeps the legacy T ≥ m rule behind requireSignificance: false', () => {
    expect(abVerdict([[0.5]], { rng, requireSignificance: false }).verdict).toBe('helps')
    expect(abVerdict([[0.05, 0.02]], { rng, requireSignificance: false }).verdict).toBe(
      'no_measurable_effect'
    )
  })

  it('can use the two-stage percentile bootstrap instead', () => {
    const v = abVerdict(
      [
        [0.3, 0.32],
        [0.28, 0.3]
      ],
      { rng: createRng(4), method: 'percentile' }
    )
    expect(v.ci.method).toBe('clustered-percentile-bootstrap')
    expect(v.ci.resamples).toBe(10_000)
    expect(v.ci.low).toBeGreaterThanOrEqual(0.28)
    expect(v.ci.high).toBeLessThanOrEqual(0.32)
  })
})

describe('completionGate', () => {
  it('fails on 0/5 vs 5/5 but not on 3/5 vs 5/5', () => {
    expect(completionGate(0, 5, 5, 5).regressed).toBe(true)
    // high = −0.4 + √((0.882365 − 0.6)² + (1 − 0.565518)²) ≈ 0.118 > 0.
    const g = completionGate(3, 5, 5, 5)
    expect(g.regressed).toBe(false)
    expect(g.withRate).toBe(0.6)
    expect(g.difference.high).toBeGreaterThan(0)
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

describe('calibration (statistics.md §2.7, 500 scripted experiments per design)', () => {
  // The studentized interval needs no resampling, so the full check is fast; the percentile
  // bootstrap at B = 10,000 is measured in bench/ab-calibration.ts.
  const designs: [number, number][] = [
    [2, 5],
    [5, 5],
    [1, 10]
  ]
  it.each(designs)('covers the true effect 93–97 %% at S=%i, R=%i', (scenarios, runs) => {
    const r = calibrate(
      { scenarios, runs, uplifts: [0.1, 0.2, 0.3], judge: JUDGE_POSITIVE },
      500,
      createRng(2026).derive(`positive-${scenarios}x${runs}`)
    )
    expect(r.coverage).toBeGreaterThanOrEqual(0.93)
    expect(r.coverage).toBeLessThanOrEqual(0.97)
  })

  it.each(designs)('says helps/hurts ≤ 5 %% under zero effect at S=%i, R=%i', (scenarios, runs) => {
    const r = calibrate(
      { scenarios, runs, uplifts: [-0.1, 0, 0.1], judge: JUDGE_NULL },
      500,
      createRng(2026).derive(`zero-${scenarios}x${runs}`)
    )
    expect((r.verdicts.helps + r.verdicts.hurts) / r.experiments).toBeLessThanOrEqual(0.05)
    expect(r.coverage).toBeGreaterThanOrEqual(0.93)
  })
})
