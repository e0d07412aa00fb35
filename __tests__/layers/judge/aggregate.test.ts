import { describe, expect, it } from '@jest/globals'
import { combineJudges } from '../../../src/layers/judge/aggregate.js'
import { agreementOfRecords, runJudgeAgreement } from '../../../src/layers/judge/index.js'

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
  type Scores = (number | null)[]
  /** One skill: per dimension, each judge's score; every judge uses `models`. */
  const skill = (scores: [Scores, Scores, Scores, Scores], models = ['m', 'm']) => ({
    triggering_accuracy: { judgeScores: scores[0], judgeModels: models },
    orchestration_fitness: { judgeScores: scores[1], judgeModels: models },
    output_quality: { judgeScores: scores[2], judgeModels: models },
    scope_calibration: { judgeScores: scores[3], judgeModels: models }
  })

  it('computes κ per dimension, never pooled, against a hand-computed table', () => {
    // Two judges (the same model) on six skills. Scores → bands (nearest of 0, .25, .5, .75, 1;
    // ties up):
    //
    //   skill | triggering | orchestration            | output        | scope
    //         | j1   j2    | j1         j2            | j1    j2      | j1   j2
    //   1     | 0→0  1→4   | 0.1→0      0→0           | 0.5   0.5     | 0.5  0.5
    //   2     | 0→0  1→4   | 0.3→1      0.5→2         | 0.5   0.5     | 0.5  0.5
    //   3     | 1→4  0→0   | 0.5→2      0.5→2         | 0.5   0.5     | 0.5  0.5
    //   4     | 1→4  0→0   | 0.5→2      0.75→3        | 0.5   0.5     | 0.5  0.5
    //   5     | .5→2 .5→2  | 0.8→3      0.75→3        | 0.5   null    | 0.5  0.5
    //   6     | .5→2 .5→2  | 1→4        0.875→4 (tie) | 0.5   null    | 0.5  0.5
    //
    // Quadratic-weighted κ = 1 − E[(x − y)²] observed / E[(x − y)²] by chance, where by chance
    // E[(x − y)²] = var x + var y + (mean x − mean y)².
    // Orchestration: observed (0+1+0+1+0+0)/6 = 1/3; mean x = 2, var x = 34/6 − 4 = 5/3;
    //   mean y = 7/3, var y = 7 − 49/9 = 14/9; chance 5/3 + 14/9 + 1/9 = 10/3 → κ = 1 − 0.1 = 0.9;
    //   exact agreement 4/6. No spread above 0.5.
    // Triggering: observed (16·4 + 0 + 0)/6 = 32/3; means 2 and 2, variances 8/3 each; chance
    //   16/3 → κ = 1 − 2 = −1; exact agreement 2/6; spreads 1, 1, 1, 1, 0, 0 → 4 disagree.
    // Output: 4 skills measured by both → no κ (under 5), exact agreement 1.
    // Scope: every band is 2 → the chance term is 0 → no κ, exact agreement 1.
    const rows: [Scores, Scores, Scores, Scores][] = [
      [
        [0, 1],
        [0.1, 0],
        [0.5, 0.5],
        [0.5, 0.5]
      ],
      [
        [0, 1],
        [0.3, 0.5],
        [0.5, 0.5],
        [0.5, 0.5]
      ],
      [
        [1, 0],
        [0.5, 0.5],
        [0.5, 0.5],
        [0.5, 0.5]
      ],
      [
        [1, 0],
        [0.5, 0.75],
        [0.5, 0.5],
        [0.5, 0.5]
      ],
      [
        [0.5, 0.5],
        [0.8, 0.75],
        [0.5, null],
        [0.5, 0.5]
      ],
      [
        [0.5, 0.5],
        [1, 0.875],
        [0.5, null],
        [0.5, 0.5]
      ]
    ]
    const r = runJudgeAgreement(
      rows.map((row) => skill(row)),
      2
    )
    expect(r?.judges).toBe(2)
    const kind = 'test_retest_consistency'
    expect(r?.dimensions.orchestration_fitness).toEqual({
      measure: 'kappa',
      kind,
      kappa: expect.closeTo(0.9, 12),
      exactAgreement: expect.closeTo(4 / 6, 12),
      items: 6,
      disagreements: 0
    })
    expect(r?.dimensions.triggering_accuracy).toEqual({
      measure: 'kappa',
      kind,
      kappa: expect.closeTo(-1, 12),
      exactAgreement: expect.closeTo(2 / 6, 12),
      items: 6,
      disagreements: 4
    })
    expect(r?.dimensions.output_quality).toEqual({
      measure: 'kappa',
      kind,
      kappa: null,
      exactAgreement: 1,
      items: 4,
      disagreements: 0,
      reason: 'fewer than 5 items'
    })
    expect(r?.dimensions.scope_calibration).toEqual({
      measure: 'kappa',
      kind,
      kappa: null,
      exactAgreement: 1,
      items: 6,
      disagreements: 0,
      reason: 'expected agreement is 1'
    })
  })

  it('reports the spread per dimension when only one skill was judged', () => {
    const r = runJudgeAgreement(
      [
        skill([
          [0.2, 0.9],
          [0.5, 0.6],
          [0.5, null],
          [0.25, 0.75]
        ])
      ],
      2
    )
    expect(r?.dimensions).toEqual({
      // 0.9 − 0.2 = 0.7 > 0.5: the judges disagree.
      triggering_accuracy: {
        measure: 'spread',
        kind: 'test_retest_consistency',
        items: 1,
        spread: expect.closeTo(0.7, 12),
        judgesDisagree: true
      },
      orchestration_fitness: {
        measure: 'spread',
        kind: 'test_retest_consistency',
        items: 1,
        spread: expect.closeTo(0.1, 12),
        judgesDisagree: false
      },
      // One judge failed: no skill that both measured, so neither κ nor a spread.
      output_quality: {
        measure: 'kappa',
        kind: 'test_retest_consistency',
        kappa: null,
        exactAgreement: null,
        items: 0,
        disagreements: 0,
        reason: 'fewer than 5 items'
      },
      // Exactly 0.5 apart is not above 0.5.
      scope_calibration: {
        measure: 'spread',
        kind: 'test_retest_consistency',
        items: 1,
        spread: 0.5,
        judgesDisagree: false
      }
    })
  })

  it('names the measure by the models: one model resampled, different models, or a mix', () => {
    const scores: [Scores, Scores, Scores, Scores] = [
      [0.5, 0.5, 0.5],
      [0.5, 0.5, 0.5],
      [0.5, 0.5, 0.5],
      [0.5, 0.5, 0.5]
    ]
    const kindOf = (models: string[]) =>
      runJudgeAgreement([skill(scores, models)], 3)?.dimensions.output_quality.kind
    expect(kindOf(['m', 'm', 'm'])).toBe('test_retest_consistency')
    expect(kindOf(['a', 'b', 'c'])).toBe('inter_judge_agreement')
    expect(kindOf(['a', 'b', 'a'])).toBe('mixed_panel')
  })

  it('has nothing to report with one judge or no skill', () => {
    expect(runJudgeAgreement([skill([[0.5], [0.5], [0.5], [0.5]], ['m'])], 1)).toBeUndefined()
    expect(runJudgeAgreement([], 2)).toBeUndefined()
  })

  it('is the same again from the records of merged shards, named as the run named it', () => {
    // Two shards judged three skills each with a mixed panel; the merge has only the records.
    const rows: [Scores, Scores, Scores, Scores][] = [0, 0.25, 0.5, 0.75, 1, 0.5].map((x) => [
      [x, 1 - x, x],
      [x, x, 0.5],
      [0.5, x, x],
      [x, x, x]
    ])
    const skills = rows.map((r) => skill(r, ['a', 'b', 'a']))
    const whole = runJudgeAgreement(skills, 3)!
    const firstShard = runJudgeAgreement(skills.slice(0, 3), 3)!
    const records = skills.map((s) => ({
      judges: 3,
      dimensions: Object.fromEntries(
        Object.entries(s).map(([d, r]) => [d, { judgeScores: r.judgeScores }])
      ) as never
    }))
    expect(whole.dimensions.triggering_accuracy.kind).toBe('mixed_panel')
    expect(agreementOfRecords(records, firstShard)).toEqual(whole)
    expect(agreementOfRecords([], firstShard)).toBeUndefined()
  })
})
