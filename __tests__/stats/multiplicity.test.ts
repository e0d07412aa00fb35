import { describe, expect, it } from '@jest/globals'
import { adjustPValues } from '../../src/stats/multiplicity.js'

const ps = [0.01, 0.04, 0.03, 0.005]

describe('adjustPValues', () => {
  it('Holm: sorted p times (k − j + 1), never below an earlier one', () => {
    // Sorted 0.005, 0.01, 0.03, 0.04 → ×4, ×3, ×2, ×1 = 0.02, 0.03, 0.06, 0.04 → 0.02, 0.03, 0.06, 0.06.
    const adjusted = adjustPValues(ps, 'holm')
    ;[0.03, 0.06, 0.06, 0.02].forEach((x, i) => expect(adjusted[i]).toBeCloseTo(x, 12))
  })

  it('Benjamini–Hochberg: sorted p times k / j, never above a later one', () => {
    // Sorted ×4/1, ×4/2, ×4/3, ×4/4 = 0.02, 0.02, 0.04, 0.04 (already monotone).
    const adjusted = adjustPValues(ps, 'bh')
    ;[0.02, 0.04, 0.04, 0.02].forEach((x, i) => expect(adjusted[i]).toBeCloseTo(x, 12))
  })

  it('caps at 1 and enforces monotonicity both ways', () => {
    // Holm: 0.5·2 = 1, then max(1, 0.6); BH: 0.6·2/2 = 0.6 pulls 0.5·2 = 1 down to 0.6.
    expect(adjustPValues([0.5, 0.6], 'holm')).toEqual([1, 1])
    expect(adjustPValues([0.5, 0.6], 'bh')).toEqual([0.6, 0.6])
  })

  it('leaves p-values alone with none, or with a family of one', () => {
    expect(adjustPValues(ps, 'none')).toEqual(ps)
    expect(adjustPValues([0.03], 'holm')).toEqual([0.03])
    expect(adjustPValues([], 'bh')).toEqual([])
  })
})
