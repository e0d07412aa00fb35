// Combining N judges (our extension; PluginEval always runs one): per dimension the mean of the
// judges that measured it, the spread (max − min) and a "judges disagree" flag above 0.5;
// agreement is κ over the rubric bands of every (skill, dimension) item all judges measured.
import type { JudgeAgreement, JudgeDimensionResult } from '../../model/index.js'
import { judgeAgreement, rubricBand } from '../../stats/kappa.js'
import { JUDGE_DIMENSIONS } from './types.js'

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

/** Each judge's score lists for the items (dimensions of records) that every judge measured. */
type JudgeScoresByDimension = Record<string, { judgeScores: (number | null)[] }>

/** κ over every (skill, dimension) pair of the given judge records that all judges measured. */
export function agreementOf(records: JudgeScoresByDimension[], judges: number): JudgeAgreement {
  const ratings: number[][] = Array.from({ length: judges }, () => [])
  for (const dims of records) {
    for (const name of JUDGE_DIMENSIONS) {
      const scores = dims[name]?.judgeScores
      if (!scores || scores.length !== judges || scores.some((s) => s === null)) continue
      scores.forEach((s, j) => ratings[j]!.push(rubricBand(s as number)))
    }
  }
  return judgeAgreement(ratings)
}
