// `skill-ci init --calibrate`: ratings for the corpus itself. Corpus skills play each other —
// every pair for a small corpus, a connected random schedule for a large one — judged in both
// orders like any matchup, and a Bradley–Terry fit turns the results into ratings on the Elo scale
// (anchored at 1500 by one virtual draw per skill, see stats/bradley-terry.ts), with percentile
// intervals from resampling the games. Seeded: the same corpus, judge replies and seed give the
// same ratings to the last bit.
import type { Llm } from '../../llm/index.js'
import type { CorpusCalibration, CorpusSkill } from '../../model/index.js'
import {
  bootstrapCorpusIntervals,
  DEFAULT_PRIOR_DRAWS,
  fitBradleyTerry,
  type PairGame
} from '../../stats/bradley-terry.js'
import { createRng, DEFAULT_SEED, type Rng } from '../../stats/random.js'
import { judgePair, SCORE_OF, type JudgedSkillText } from './judge.js'

/** Corpora up to this size play every pair; larger ones a random schedule. */
export const ROUND_ROBIN_MAX = 16
/** Opponents per skill in a random schedule (on average). */
export const DEFAULT_GAMES_PER_SKILL = 10
export const CALIBRATION_RESAMPLES = 200
export const CALIBRATION_METHOD = `Bradley–Terry maximum likelihood, ${DEFAULT_PRIOR_DRAWS} virtual draw per skill against a 1500 anchor; percentile bootstrap over pairs`

export interface Schedule {
  kind: CorpusCalibration['schedule']
  pairs: Array<[number, number]>
}

/**
 * Every pair up to ROUND_ROBIN_MAX skills. Above: a random cycle through all skills (so the
 * schedule is connected and every rating is comparable with every other), then random new pairs
 * until the skills have `gamesPerSkill` opponents on average.
 */
export function calibrationSchedule(
  n: number,
  rng: Rng,
  gamesPerSkill = DEFAULT_GAMES_PER_SKILL
): Schedule {
  const pairs: Array<[number, number]> = []
  if (n <= ROUND_ROBIN_MAX) {
    for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) pairs.push([i, j])
    return { kind: 'round-robin', pairs }
  }
  const order = Array.from({ length: n }, (_, i) => i)
  for (let i = n - 1; i > 0; i--) {
    const j = rng.index(i + 1)
    ;[order[i], order[j]] = [order[j] as number, order[i] as number]
  }
  const seen = new Set<string>()
  const add = (a: number, b: number): void => {
    const key = a < b ? `${a},${b}` : `${b},${a}`
    if (a === b || seen.has(key)) return
    seen.add(key)
    pairs.push(a < b ? [a, b] : [b, a])
  }
  for (let i = 0; i < n; i++) add(order[i] as number, order[(i + 1) % n] as number)
  const target = Math.min((n * (n - 1)) / 2, Math.ceil((n * gamesPerSkill) / 2))
  while (pairs.length < target) add(rng.index(n), rng.index(n))
  return { kind: 'random', pairs }
}

export interface CalibrationInput {
  llm: Llm
  skills: CorpusSkill[]
  texts: JudgedSkillText[]
  judgeModel: string
  seed?: number
  gamesPerSkill?: number
}

export interface Calibration {
  skills: CorpusSkill[]
  calibration: CorpusCalibration
}

export class CalibrationError extends Error {}

export async function calibrateCorpus(input: CalibrationInput): Promise<Calibration> {
  const seed = input.seed ?? DEFAULT_SEED
  const rng = createRng(seed)
  const n = input.skills.length
  if (n < 2) throw new CalibrationError('calibration needs at least two corpus skills')
  const schedule = calibrationSchedule(n, rng.derive('schedule'), input.gamesPerSkill)
  const outcomes = await Promise.all(
    schedule.pairs.map(([a, b]) =>
      judgePair(input.llm, input.texts[a] as JudgedSkillText, input.texts[b] as JudgedSkillText, {
        model: input.judgeModel,
        layer: 'elo'
      })
    )
  )
  // Ratings from the part of the schedule played before the API stopped answering would pass
  // for a calibration of the whole corpus.
  const stopped = input.llm.stopped()
  if (stopped !== undefined)
    throw new CalibrationError(`the API stopped the calibration: ${stopped.message}`)
  // The id the API answered with, not an alias: the index records which model the ratings came
  // from, with the name asked for beside it.
  const judgeModel = await input.llm.modelUse(input.judgeModel)
  const budgetStop = outcomes.find((o) => !o.ok && o.budget)
  if (budgetStop !== undefined && !budgetStop.ok) {
    throw new CalibrationError(`the budget stopped the calibration: ${budgetStop.reason}`)
  }
  const games: PairGame[] = []
  let inconsistent = 0
  outcomes.forEach((outcome, i) => {
    if (!outcome.ok) return
    const [a, b] = schedule.pairs[i] as [number, number]
    games.push({ a, b, score: SCORE_OF[outcome.result] })
    if (!outcome.consistent) inconsistent += 1
  })
  if (games.length === 0) {
    const first = outcomes.find((o) => !o.ok)
    throw new CalibrationError(
      `no pair gave a usable verdict${first !== undefined && !first.ok ? `: ${first.reason}` : ''}`
    )
  }
  const ratings = fitBradleyTerry(n, games)
  const intervals = bootstrapCorpusIntervals(n, games, rng.derive('bootstrap'), {
    resamples: CALIBRATION_RESAMPLES,
    level: 0.95
  })
  return {
    skills: input.skills.map((skill, i) => ({
      ...skill,
      rating: ratings[i] as number,
      ratingLow: intervals[i]?.low ?? null,
      ratingHigh: intervals[i]?.high ?? null
    })),
    calibration: {
      method: CALIBRATION_METHOD,
      schedule: schedule.kind,
      pairs: schedule.pairs.length,
      failedPairs: schedule.pairs.length - games.length,
      inconsistencyRate: inconsistent / games.length,
      judgeModel: judgeModel.answered,
      judgeModelAsked: judgeModel.asked,
      harness: 'builtin',
      seed,
      resamples: CALIBRATION_RESAMPLES,
      level: 0.95
    }
  }
}
