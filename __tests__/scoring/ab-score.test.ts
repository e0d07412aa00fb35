import { describe, expect, it } from '@jest/globals'
import {
  breakdown,
  improvementScore,
  reduction,
  type ArmFacts,
  type Quality
} from '../../src/scoring/ab-score.js'
import { createRng, type Rng } from '../../src/stats/random.js'

const arm = (over: Partial<ArmFacts> = {}): ArmFacts => ({
  tokens: 1000,
  toolCalls: 10,
  timeMs: 10_000,
  errors: 0,
  completed: true,
  ...over
})

describe('reduction', () => {
  it('is (b − s) / max(b, s): halving and doubling weigh the same', () => {
    expect(reduction(0, 0)).toBe(0)
    expect(reduction(0, 5)).toBe(-1)
    expect(reduction(5, 0)).toBe(1)
    expect(reduction(10, 5)).toBe(0.5)
    expect(reduction(5, 10)).toBe(-0.5)
    expect(reduction(10, 30)).toBeCloseTo(-2 / 3, 12)
  })
})

/** A random arm: counts from 0 (often, to hit the 0/0 case) to large, any completion. */
function randomArm(rng: Rng): ArmFacts {
  const count = (scale: number): number =>
    rng.float() < 0.2 ? 0 : Math.round(rng.float() * scale * 10) / 10
  return {
    tokens: count(50_000),
    toolCalls: count(40),
    timeMs: count(120_000),
    errors: Math.floor(rng.float() * 3),
    completed: rng.float() < 0.5
  }
}

function randomQuality(rng: Rng): { quality: Quality; swapped: Quality } {
  const judge = (): number => [-1, -0.4, 0, 0.4, 1][rng.index(5)]
  if (rng.float() < 0.5) {
    const quality = judge()
    const overall = judge()
    return {
      quality: { kind: 'pairwise', quality, overall },
      swapped: { kind: 'pairwise', quality: -quality, overall: -overall }
    }
  }
  const [a, b, c, d] = [1, 2, 3, 4].map(() => 1 + rng.float() * 4)
  return {
    quality: {
      kind: 'independent',
      baselineRubric: a,
      skillRubric: b,
      baselineOverall: c,
      skillOverall: d
    },
    swapped: {
      kind: 'independent',
      baselineRubric: b,
      skillRubric: a,
      baselineOverall: d,
      skillOverall: c
    }
  }
}

describe('antisymmetry', () => {
  it('score(b, s) = −score(s, b) exactly, for 2,000 random pairs', () => {
    const rng = createRng(11)
    for (let i = 0; i < 2000; i++) {
      const b = randomArm(rng)
      const s = randomArm(rng)
      const { quality, swapped } = randomQuality(rng)
      const forward = improvementScore(breakdown(b, s, quality))
      const backward = improvementScore(breakdown(s, b, swapped))
      // === so that +0 and −0 count as equal.
      expect(forward === -backward).toBe(true)
      expect(Math.abs(forward)).toBeLessThanOrEqual(1)
    }
  })

  it('averages to 0 when both arms come from the same skewed distribution', () => {
    const rng = createRng(12)
    const logNormal = (): number => {
      const u = Math.max(rng.float(), 1e-12)
      return Math.exp(8 + Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.float()))
    }
    let total = 0
    const n = 20_000
    for (let i = 0; i < n; i++) total += reduction(logNormal(), logNormal())
    // With (b − s) / b the mean here is about −0.3 (Jensen); the SE of this mean is ≈ 0.004.
    expect(Math.abs(total / n)).toBeLessThan(0.015)
  })
})

describe('improvementScore', () => {
  it('scores a mixed pair: reductions on max(b, s), quality from the pairwise judge', () => {
    // Pairwise: overall skill/much-better (+1); rubric [skill/slightly-better, tie] → quality 0.2.
    const parts = breakdown(arm(), arm({ tokens: 1500, toolCalls: 4, timeMs: 30_000, errors: 1 }), {
      kind: 'pairwise',
      quality: 0.2,
      overall: 1
    })
    expect(parts).toEqual({
      tokenReduction: -1 / 3,
      toolCallReduction: 0.6,
      taskCompletionImprovement: 0,
      timeReduction: -2 / 3,
      qualityImprovement: 0.2,
      overallJudgmentImprovement: 1,
      errorReduction: -1
    })
    // skill-validator's (b − s) / b gives 0.295 here (tokens −0.5, time −1).
    // 0.05·(−1/3) + 0.025·0.6 + 0.025·(−2/3) + 0.4·0.2 + 0.3·1 + 0.05·(−1) = 0.311667.
    expect(improvementScore(parts)).toBeCloseTo(0.3116667, 6)
  })

  it('scores independent judge results (0.636, as in skill-validator when a count starts at 0)', () => {
    const parts = breakdown(
      arm({ tokens: 0, toolCalls: 0, timeMs: 0, completed: false }),
      arm({ tokens: 200, toolCalls: 0, timeMs: 0, completed: true }),
      {
        kind: 'independent',
        baselineRubric: 2.5,
        skillRubric: 4.5,
        baselineOverall: 2.4,
        skillOverall: 4.2
      }
    )
    expect(parts.qualityImprovement).toBeCloseTo(0.8, 12)
    expect(parts.overallJudgmentImprovement).toBeCloseTo(0.72, 12)
    expect(improvementScore(parts)).toBeCloseTo(0.636, 12)
  })

  it('is exactly 0 for identical arms and 0.70 for much-better everywhere (A.1)', () => {
    expect(
      improvementScore(breakdown(arm(), arm(), { kind: 'pairwise', quality: 0, overall: 0 }))
    ).toBe(0)
    expect(
      improvementScore(breakdown(arm(), arm(), { kind: 'pairwise', quality: 1, overall: 1 }))
    ).toBeCloseTo(0.7, 12)
  })
})
