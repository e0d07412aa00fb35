// `npm run bench -- elo-calibration [experiments]`: does the Elo rating's 95 % interval cover the
// true rating? Seeded simulation through the real opponent selection, verdict combination and
// rating code. Each experiment draws a 40-skill corpus (ratings ~ N(1500, 200), taken as known),
// a skill with a true rating ~ N(1500, 200) and its K opponents; each matchup is judged in both
// orders, each order a win with the Elo probability p; with probability `consistency` the second
// order repeats the first verdict, otherwise it is drawn afresh (a position-biased judge flips
// more). Target: coverage 93–97 % at K = 8. The percentile bootstrap over matchups is shown
// beside it: it is what the rating first used, and it falls short at K = 8.
// A second table checks the calibration's intervals: a 16-skill round robin, the fitted ratings'
// bootstrap intervals against the true ratings (centred, as the fit is anchored at 1500).
import { combineOrders, SCORE_OF } from '../src/layers/elo/judge.js'
import { selectOpponents } from '../src/layers/elo/matchups.js'
import { rateSkill } from '../src/layers/elo/rating.js'
import { corpusIndex } from '../src/layers/elo/corpus.js'
import type { CorpusSkill, EloMatch } from '../src/model/index.js'
import { percentileBounds } from '../src/stats/bootstrap.js'
import {
  bootstrapCorpusIntervals,
  fitAgainstFixed,
  fitBradleyTerry,
  type PairGame
} from '../src/stats/bradley-terry.js'
import { eloExpected } from '../src/stats/elo.js'
import { createRng, type Rng } from '../src/stats/random.js'

const experiments = Number(process.argv[2] ?? 1000)
const SEED = 2026
const root = createRng(SEED)

function normal(rng: Rng): number {
  const u = 1 - rng.float()
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.float())
}

function corpusOf(rng: Rng, size: number): CorpusSkill[] {
  return Array.from({ length: size }, (_, i) => ({
    name: `gold-${i}`,
    path: `gold-${i}`,
    category: 'plugin',
    lineCount: 50 + rng.index(400),
    contentHash: i.toString(16).padStart(64, '0'),
    composite: 80,
    rating: 1500 + 200 * normal(rng),
    ratingLow: null,
    ratingHigh: null
  }))
}

/** One order's verdict from the skill's side. */
const order = (rng: Rng, p: number) => (rng.float() < p ? 'win' : 'loss')

function playMatch(rng: Rng, truth: number, opponent: CorpusSkill, consistency: number): EloMatch {
  const p = eloExpected(truth, opponent.rating)
  const forward = order(rng, p)
  const reverse = rng.float() < consistency ? forward : order(rng, p)
  const { result, consistent } = combineOrders(forward, reverse)
  return {
    opponent: opponent.name,
    opponentPath: opponent.path,
    opponentRating: opponent.rating,
    result,
    score: SCORE_OF[result],
    forward,
    reverse,
    positionBias: consistent ? 'consistent' : 'inconsistent'
  }
}

function percentileBootstrap(matches: EloMatch[], rng: Rng, resamples = 500): [number, number] {
  const draws = new Float64Array(resamples)
  const sample: { opponent: number; score: number }[] = []
  for (let b = 0; b < resamples; b++) {
    sample.length = 0
    for (let i = 0; i < matches.length; i++) {
      const m = matches[rng.index(matches.length)] as EloMatch
      sample.push({ opponent: m.opponentRating, score: m.score })
    }
    draws[b] = fitAgainstFixed(sample)
  }
  return percentileBounds(draws.sort(), 0.95)
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`.padStart(7)
const t0 = performance.now()
console.log(`Elo rating interval: ${experiments} experiments per row, seed ${SEED}`)
console.log('   K  consistency  coverage  width   bounded  | percentile bootstrap: coverage  width')
for (const [k, consistency] of [
  [8, 1],
  [8, 0.8],
  [8, 0.5],
  [8, 0],
  [4, 0.8],
  [16, 0.8]
] as const) {
  const rng = root.derive(`rating/${k}/${consistency}`)
  let covered = 0
  let bootCovered = 0
  let width = 0
  let bootWidth = 0
  let bounded = 0
  for (let e = 0; e < experiments; e++) {
    const skills = corpusOf(rng, 40)
    const truth = 1500 + 200 * normal(rng)
    const profile = { category: 'plugin', lineCount: 50 + rng.index(400), contentHash: 'x' }
    const matches = selectOpponents(skills, profile, k).map((o) =>
      playMatch(rng, truth, o, consistency)
    )
    const result = rateSkill(matches, {
      index: corpusIndex(skills, null),
      contentHash: 'x',
      judgeModel: { answered: 'simulated', asked: 'simulated' },
      seed: SEED,
      rng: rng.derive('sequential'),
      failedMatchups: []
    })
    if (result.ci.low <= truth && truth <= result.ci.high) covered++
    width += result.ci.high - result.ci.low
    if (result.ci.bounded) bounded++
    const [low, high] = percentileBootstrap(matches, rng)
    if (low <= truth && truth <= high) bootCovered++
    bootWidth += high - low
  }
  console.log(
    `${String(k).padStart(4)}  ${String(consistency).padStart(11)}  ${pct(covered / experiments)}  ${(width / experiments).toFixed(0).padStart(5)}  ${pct(bounded / experiments)}  |  ${pct(bootCovered / experiments)}  ${(bootWidth / experiments).toFixed(0).padStart(5)}`
  )
}

// The calibration's intervals: fewer experiments, each a full round robin and its bootstrap.
const corpusRuns = Math.max(20, Math.round(experiments / 20))
const rng = root.derive('corpus')
let intervals = 0
let covering = 0
for (let e = 0; e < corpusRuns; e++) {
  const truth = Array.from({ length: 16 }, () => 200 * normal(rng))
  const mean = truth.reduce((a, b) => a + b, 0) / truth.length
  const games: PairGame[] = []
  for (let a = 0; a < truth.length; a++) {
    for (let b = a + 1; b < truth.length; b++) {
      const p = eloExpected(truth[a] as number, truth[b] as number)
      const forward = order(rng, p)
      const reverse = rng.float() < 0.8 ? forward : order(rng, p)
      games.push({ a, b, score: SCORE_OF[combineOrders(forward, reverse).result] })
    }
  }
  const fitted = fitBradleyTerry(truth.length, games)
  const fittedMean = fitted.reduce((a, b) => a + b, 0) / fitted.length
  const bounds = bootstrapCorpusIntervals(truth.length, games, rng, { resamples: 200, level: 0.95 })
  bounds.forEach((bound, i) => {
    // Both scales centred: the fit's anchor is a virtual 1500 player, the truth's is its mean.
    const centred = (truth[i] as number) - mean + fittedMean
    intervals++
    if (bound.low <= centred && centred <= bound.high) covering++
  })
}
console.log(
  `\nCalibration (16-skill round robin, consistency 0.8, ${corpusRuns} corpora): bootstrap intervals cover the true rating ${pct(covering / intervals)} of ${intervals}`
)
console.log(`${((performance.now() - t0) / 1000).toFixed(1)} s`)
