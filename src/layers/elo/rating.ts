// From a skill's judged matchups to its rating record: the maximum-likelihood rating against the
// opponents' fixed corpus ratings with its interval, PluginEval's sequential K = 32 fold beside it,
// the win rate and percentile against the corpus, and the closest comparable corpus skill. Pure.
import type { ModelUse } from '../../llm/index.js'
import type { CorpusIndex, CorpusSkill, EloMatch, EloResult } from '../../model/index.js'
import {
  fitAgainstFixed,
  RATING_INTERVAL_METHOD,
  ratingInterval
} from '../../stats/bradley-terry.js'
import { sequentialInterval, sequentialRating, type FixedMatchup } from '../../stats/elo.js'
import type { Rng } from '../../stats/random.js'

export interface RatingContext {
  index: CorpusIndex
  /** The skill's own corpus entry (same content) is no comparable of itself. */
  contentHash: string
  /** The judge's model: the id the API answered with, the name asked for. */
  judgeModel: ModelUse
  seed: number
  rng: Rng
  minElo?: number
  failedMatchups: EloResult['failedMatchups']
}

/** Share of the corpus rated below `rating`, ties counted half, in percent. */
export function percentileIn(corpus: readonly CorpusSkill[], rating: number): number {
  let below = 0
  for (const entry of corpus) below += entry.rating < rating ? 1 : entry.rating === rating ? 0.5 : 0
  return (100 * below) / corpus.length
}

/** The corpus skill rated nearest to `rating` (ties: path order), never the skill itself. */
function closestComparable(corpus: readonly CorpusSkill[], rating: number, contentHash: string) {
  let best: CorpusSkill | undefined
  for (const entry of corpus) {
    if (entry.contentHash === contentHash) continue
    const d = Math.abs(entry.rating - rating)
    if (best === undefined || d < Math.abs(best.rating - rating)) best = entry
  }
  return best === undefined ? undefined : { name: best.name, path: best.path, rating: best.rating }
}

/** The rating record from at least one matchup. */
export function rateSkill(matches: EloMatch[], context: RatingContext): EloResult {
  const fixed: FixedMatchup[] = matches.map((m) => ({ opponent: m.opponentRating, score: m.score }))
  const inconsistent = matches.filter((m) => m.positionBias === 'inconsistent').length
  const rating = fitAgainstFixed(fixed)
  const interval = ratingInterval(fixed, inconsistent)
  const count = (result: EloMatch['result']) => matches.filter((m) => m.result === result).length
  const wins = count('win')
  const draws = count('draw')
  const { index } = context
  // Every opponent is a corpus skill other than this one, so there is always a closest one.
  const closest = closestComparable(index.skills, rating, context.contentHash) as NonNullable<
    ReturnType<typeof closestComparable>
  >
  const failed = context.failedMatchups.length
  return {
    status: 'ok',
    ...(failed > 0
      ? {
          reason: `${failed} of ${failed + matches.length} matchups gave no usable verdict and are left out`
        }
      : {}),
    rating,
    ci: {
      low: interval.low,
      high: interval.high,
      level: 0.95,
      method: RATING_INTERVAL_METHOD,
      matchups: matches.length,
      seed: context.seed,
      bounded: interval.bounded,
      dispersion: interval.dispersion
    },
    sequential: {
      rating: sequentialRating(fixed),
      ...sequentialInterval(fixed, context.rng)
    },
    winRate: (100 * (wins + draws / 2)) / matches.length,
    percentile: percentileIn(index.skills, rating),
    closestComparable: closest,
    wins,
    draws,
    losses: count('loss'),
    inconsistencyRate: inconsistent / matches.length,
    failedMatchups: context.failedMatchups,
    matches,
    corpus: {
      version: index.version,
      size: index.skills.length,
      calibrated: index.calibration !== null
    },
    judgeModel: context.judgeModel.answered,
    judgeModelAsked: context.judgeModel.asked,
    harness: 'builtin',
    ...(context.minElo === undefined ? {} : { minElo: context.minElo })
  }
}
