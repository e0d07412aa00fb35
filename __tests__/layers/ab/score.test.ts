import { describe, expect, it } from '@jest/globals'
import {
  breakdown,
  improvementScore,
  reduction,
  type ArmFacts
} from '../../../src/layers/ab/score.js'

const arm = (over: Partial<ArmFacts> = {}): ArmFacts => ({
  tokens: 1000,
  toolCalls: 10,
  timeMs: 10_000,
  errors: 0,
  completed: true,
  ...over
})

describe('reduction', () => {
  it('follows §4.1', () => {
    expect(reduction(0, 0)).toBe(0)
    expect(reduction(0, 5)).toBe(-1)
    expect(reduction(10, 5)).toBe(0.5)
    expect(reduction(10, 30)).toBe(-1)
  })
})

describe('improvementScore', () => {
  it('reproduces worked example 1 of §4.13 (0.295)', () => {
    // Pairwise: overall skill/much-better (+1); rubric [skill/slightly-better, tie] → quality 0.2.
    const parts = breakdown(arm(), arm({ tokens: 1500, toolCalls: 4, timeMs: 30_000, errors: 1 }), {
      kind: 'pairwise',
      quality: 0.2,
      overall: 1
    })
    expect(parts).toEqual({
      tokenReduction: -0.5,
      toolCallReduction: 0.6,
      taskCompletionImprovement: 0,
      timeReduction: -1,
      qualityImprovement: 0.2,
      overallJudgmentImprovement: 1,
      errorReduction: -1
    })
    expect(improvementScore(parts)).toBeCloseTo(0.295, 12)
  })

  it('reproduces worked example 2 of §4.13 (0.636) with independent scores', () => {
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
