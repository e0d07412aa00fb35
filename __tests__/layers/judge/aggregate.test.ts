import { describe, expect, it } from '@jest/globals'
import { combineJudges } from '../../../src/layers/judge/aggregate.js'
import { runJudgeAgreement } from '../../../src/layers/judge/index.js'

describe('combineJudges', () => {
  it('means the measured judges and flags a spread above 0.5', () => {
    expect(combineJudges([0.2, null, 0.8])).toEqual({
      score: 0.5,
      spread: expect.closeTo(0.6, 12),
      judgesDisagree: true
    })
    expect(combineJudges([0.25, 0.75])).toEqual({ score: 0.5, spread: 0.5, judgesDisagree: false })
    expect(combineJudges([0.7])).toEqual({ score: 0.7, spread: null, judgesDisagree: false })
    expect(combineJudges([null, null])).toEqual({
      score: null,
      spread: null,
      judgesDisagree: false
    })
  })
})

describe('runJudgeAgreement over the skills of a run', () => {
  const dims = (pairs: [number | null, number | null][]) => ({
    triggering_accuracy: { judgeScores: pairs[0]! },
    orchestration_fitness: { judgeScores: pairs[1]! },
    output_quality: { judgeScores: pairs[2]! },
    scope_calibration: { judgeScores: pairs[3]! }
  })

  it('bands every item both judges measured and computes weighted κ', () => {
    // Skill A: bands (0,0) (1,1) (2,2) (3,4); skill B: (4,4), one item unmeasured by judge 2.
    const a = dims([
      [0.05, 0.1],
      [0.3, 0.2],
      [0.5, 0.55],
      [0.7, 0.9]
    ])
    const b = dims([
      [0.95, 1],
      [0.5, null],
      [0.5, null],
      [0.5, null]
    ])
    const r = runJudgeAgreement([a, b], 2)
    // Items: 5 → judge 1 = [0,1,2,3,4], judge 2 = [0,1,2,4,4] → κ = 0.95652173913… (see kappa tests)
    expect(r.items).toBe(5)
    expect(r.kappa).toBeCloseTo(0.9565217391304348, 12)
    expect(r.exactAgreement).toBeCloseTo(0.8, 12)
  })
})
