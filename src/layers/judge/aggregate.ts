// Combining N judges (our extension; PluginEval always runs one): per dimension the mean of the
// judges that measured it, the spread (max − min) and a "judges disagree" flag above 0.5.
// Agreement is computed per dimension over the skills every judge measured on it: each dimension
// has its own rubric, so pooling them would mix scales. What it is called depends on the models:
// one model sampled N times is test–retest consistency, different models inter-judge agreement.
import type {
  AgreementKind,
  DimensionAgreement,
  JudgeAgreement,
  JudgeDimensionResult,
  JudgeLayer
} from '../../model/index.js'
import { judgeAgreement, rubricBand } from '../../stats/kappa.js'
import { JUDGE_DIMENSIONS, type JudgeDimension } from './types.js'

export const DISAGREEMENT_SPREAD = 0.5

export function combineJudges(
  scores: (number | null)[]
): Pick<JudgeDimensionResult, 'score' | 'spread' | 'judgesDisagree'> {
  const measured = scores.filter((s): s is number => s !== null)
  if (measured.length === 0) return { score: null, spread: null, judgesDisagree: false }
  const score = measured.reduce((a, b) => a + b, 0) / measured.length
  const spread = measured.length >= 2 ? Math.max(...measured) - Math.min(...measured) : null
  return { score, spread, judgesDisagree: spread !== null && spread > DISAGREEMENT_SPREAD }
}

/** One skill's judges on one dimension: judge j's score (null = unusable) and model (resolved). */
export interface JudgeRatings {
  judgeScores: (number | null)[]
  judgeModels: string[]
}

export type JudgedSkill = Record<JudgeDimension, JudgeRatings>

/**
 * The judges' agreement per dimension over the judged skills of a run; undefined with fewer than
 * two judges or no skill, where there is nothing to agree on.
 */
export function agreementOf(skills: JudgedSkill[], judges: number): JudgeAgreement | undefined {
  if (judges < 2 || skills.length === 0) return undefined
  const dimensions = Object.fromEntries(
    JUDGE_DIMENSIONS.map((d) => [
      d,
      dimensionAgreement(
        skills.map((s) => s[d]),
        judges
      )
    ])
  ) as JudgeAgreement['dimensions']
  return { judges, dimensions }
}

/**
 * The agreement of a run decided again over more skills (a merge of shards), from the judges'
 * scores each skill's record keeps. What the agreement is called comes from `run`: the panel's
 * models are a setting, the same for every skill, and the records keep only their distinct ids.
 */
export function agreementOfRecords(
  records: readonly Pick<JudgeLayer, 'judges' | 'dimensions'>[],
  run: JudgeAgreement
): JudgeAgreement | undefined {
  const { judges } = run
  const skills = records.filter((r) => r.judges === judges)
  if (skills.length === 0) return undefined
  const dimensions = Object.fromEntries(
    JUDGE_DIMENSIONS.map((d) => [
      d,
      dimensionAgreement(
        skills.map((s) => ({ judgeScores: s.dimensions[d].judgeScores, judgeModels: [] })),
        judges,
        run.dimensions[d].kind
      )
    ])
  ) as JudgeAgreement['dimensions']
  return { judges, dimensions }
}

function dimensionAgreement(
  ratings: JudgeRatings[],
  judges: number,
  kind: AgreementKind = agreementKind(ratings)
): DimensionAgreement {
  const complete = ratings.filter(
    (r) => r.judgeScores.length === judges && r.judgeScores.every((s) => s !== null)
  )
  const flags = complete.map((r) => combineJudges(r.judgeScores))
  const only = flags.length === 1 ? flags[0] : undefined
  if (only !== undefined) {
    return {
      measure: 'spread',
      kind,
      items: 1,
      spread: only.spread as number,
      judgesDisagree: only.judgesDisagree
    }
  }
  const bands = Array.from({ length: judges }, (_, j) =>
    complete.map((r) => rubricBand(r.judgeScores[j] as number))
  )
  const { kappa, exactAgreement, items, reason } = judgeAgreement(bands)
  return {
    measure: 'kappa',
    kind,
    kappa,
    exactAgreement,
    items,
    disagreements: flags.filter((f) => f.judgesDisagree).length,
    ...(reason === undefined ? {} : { reason })
  }
}

/** Same model for every pair of judges, for none, or for some. */
function agreementKind(ratings: JudgeRatings[]): AgreementKind {
  const sameModel = new Set<boolean>()
  for (const { judgeModels: models } of ratings) {
    for (let p = 0; p < models.length; p++) {
      for (let q = p + 1; q < models.length; q++) sameModel.add(models[p] === models[q])
    }
  }
  if (sameModel.size === 2) return 'mixed_panel'
  return sameModel.has(false) ? 'inter_judge_agreement' : 'test_retest_consistency'
}
