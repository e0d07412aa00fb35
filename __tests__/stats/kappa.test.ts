import { describe, expect, it } from '@jest/globals'
import { judgeAgreement, quadraticWeightedKappa, rubricBand } from '../../src/stats/kappa.js'
import { triggerF1 } from '../../src/stats/f1.js'

describe('rubricBand', () => {
  it('bands to the nearest anchor, ties going up', () => {
    expect([0, 0.12, 0.125, 0.3, 0.375, 0.5, 0.62, 0.625, 0.8, 0.875, 1].map(rubricBand)).toEqual([
      0, 0, 1, 1, 2, 2, 2, 3, 3, 4, 4
    ])
  })
})

describe('quadraticWeightedKappa', () => {
  it('is 1 for identical ratings that vary', () => {
    expect(quadraticWeightedKappa([0, 1, 2, 3, 4], [0, 1, 2, 3, 4])).toBe(1)
  })

  it('matches a hand computation', () => {
    // a = [0,1,2,3,4], b = [0,1,2,4,4], k = 5, w = d²/16.
    // Observed Σw·O = (1/16)/5 = 0.0125.
    // Marginals: a = 0.2 each band; b = 0.2 on 0,1,2 and 0.4 on 4.
    // Σw·E = 0.2 × Σ_j b_j × Σ_i (i−j)²/16
    //   Σ_i (i−j)² for j=0..4: 30, 15, 10, 15, 30 → 0.2 × (0.2·30 + 0.2·15 + 0.2·10 + 0.4·30)/16
    //   = 0.2 × (6 + 3 + 2 + 12)/16 = 0.2 × 23/16 = 0.2875.
    // κ = 1 − 0.0125/0.2875 = 1 − 0.04347826… = 0.9565217391…
    expect(quadraticWeightedKappa([0, 1, 2, 3, 4], [0, 1, 2, 4, 4])).toBeCloseTo(
      0.9565217391304348,
      12
    )
  })

  it('is −1 for fully reversed two-band ratings', () => {
    // a = [0,4], b = [4,0]: Σw·O = 1, marginals 0.5/0.5 → Σw·E = 2 × 0.25 × 1 = 0.5 → κ = 1 − 2 = −1.
    expect(quadraticWeightedKappa([0, 4], [4, 0])).toBe(-1)
  })

  it('is null when both judges used a single band (expected agreement 1)', () => {
    expect(quadraticWeightedKappa([2, 2, 2], [2, 2, 2])).toBeNull()
  })
})

describe('judgeAgreement', () => {
  it('is null below 5 items and says why, still reporting exact agreement', () => {
    const a = judgeAgreement([
      [1, 2, 3, 4],
      [1, 2, 3, 3]
    ])
    expect(a).toMatchObject({ kappa: null, items: 4, judges: 2, exactAgreement: 0.75 })
    expect(a.reason).toMatch(/fewer than 5 items/)
  })

  it("averages pairwise weighted κ for three judges (Light's κ)", () => {
    const j1 = [0, 1, 2, 3, 4]
    const j2 = [0, 1, 2, 3, 4]
    const j3 = [0, 1, 2, 4, 4]
    // pairs: (1,2) = 1, (1,3) = (2,3) = 0.95652173913… → mean = (1 + 2 × 0.9565217391304348)/3
    const r = judgeAgreement([j1, j2, j3])
    expect(r.kappa).toBeCloseTo((1 + 2 * 0.9565217391304348) / 3, 12)
    // exact agreement: 1, 0.8, 0.8 → 0.8666…
    expect(r.exactAgreement).toBeCloseTo(13 / 15, 12)
    expect(r.items).toBe(5)
  })

  it('is null when every pair used a single band', () => {
    expect(
      judgeAgreement([
        [3, 3, 3, 3, 3],
        [3, 3, 3, 3, 3]
      ]).reason
    ).toMatch(/expected agreement/)
  })
})

describe('triggerF1', () => {
  it('recomputes precision, recall and F1 from predictions', () => {
    // 5 should (4 would, 1 not) and 5 should-not (1 would): TP 4, FN 1, FP 1, TN 4.
    // P = 4/5, R = 4/5, F1 = 0.8.
    const preds = [
      ...[true, true, true, true, false].map((w) => ({ should_trigger: true, would_trigger: w })),
      ...[true, false, false, false, false].map((w) => ({
        should_trigger: false,
        would_trigger: w
      }))
    ]
    const r = triggerF1(preds)
    expect(r).toMatchObject({ tp: 4, fp: 1, fn: 1, tn: 4 })
    expect(r.precision).toBeCloseTo(0.8, 12)
    expect(r.recall).toBeCloseTo(0.8, 12)
    expect(r.f1).toBeCloseTo(0.8, 12)
  })

  it('handles asymmetric errors: P = 1, R = 0.4 → F1 = 0.5714…', () => {
    const preds = [
      ...[true, true, false, false, false].map((w) => ({ should_trigger: true, would_trigger: w })),
      ...Array.from({ length: 5 }, () => ({ should_trigger: false, would_trigger: false }))
    ]
    // F1 = 2 × 1 × 0.4 / 1.4 = 0.571428…
    expect(triggerF1(preds).f1).toBeCloseTo(0.8 / 1.4, 12)
  })

  it('defines 0/0 as 0', () => {
    expect(triggerF1([{ should_trigger: false, would_trigger: false }])).toMatchObject({
      precision: 0,
      recall: 0,
      f1: 0
    })
  })
})
