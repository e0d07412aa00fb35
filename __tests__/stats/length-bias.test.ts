import { describe, expect, it } from '@jest/globals'
import { lengthBias } from '../../src/stats/length-bias.js'

// Baselines of 99 characters; with-skill lengths whose log ratios are −1, −0.5, 0.5 and 1.
const at = (logRatio: number, verdict: number) => ({
  verdict,
  baselineChars: 99,
  withSkillChars: 100 * Math.exp(logRatio) - 1
})

describe('lengthBias', () => {
  it('flags a judge that picks the longer output, and controls the estimate for length', () => {
    const b = lengthBias([at(-1, -0.4), at(-0.5, -0.4), at(0.5, 0.4), at(1, 0.4), at(1, 0.4)])
    // x̄ = 0.2, ȳ = 0.08; Sxy = 1.6 − 5·0.2·0.08 = 1.52, Sxx = 3.5 − 5·0.04 = 3.3.
    expect(b.slope).toBeCloseTo(1.52 / 3.3, 10)
    expect(b.controlled).toBeCloseTo(0.08 - 0.2 * (1.52 / 3.3), 10)
    expect(b.raw).toBeCloseTo(0.08, 12)
    expect(b).toMatchObject({ decisive: 5, preferLongerShare: 1, biased: true })
  })

  it('does not flag a skill that wins whatever the length', () => {
    const b = lengthBias([at(-1, 0.4), at(-0.5, 0.4), at(0.5, 0.4), at(1, 0.4)])
    expect(b).toMatchObject({ preferLongerShare: 0.5, biased: false })
    expect(b.slope).toBeCloseTo(0, 12)
    expect(b.controlled).toBeCloseTo(0.4, 12)
  })

  it('gives no regression without variation in length or with fewer than 3 pairs', () => {
    expect(lengthBias([at(0.5, 0.4), at(0.5, 0.4), at(0.5, -0.4)])).toMatchObject({
      controlled: null,
      slope: null,
      biased: false
    })
    expect(lengthBias([])).toMatchObject({ raw: null, meanDifferenceChars: null, decisive: 0 })
  })
})
