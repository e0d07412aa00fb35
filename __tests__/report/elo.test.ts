// The Elo rating in every output: the comment's skill block, the CLI text, JUnit and PluginEval's
// `elo` object, from one result built by the real rating code.
import { describe, expect, it } from '@jest/globals'
import { rateSkill } from '../../src/layers/elo/rating.js'
import { corpusIndex } from '../../src/layers/elo/corpus.js'
import { renderSummary } from '../../src/report/markdown.js'
import { renderJUnit } from '../../src/report/junit.js'
import { renderText } from '../../src/cli/formats/text.js'
import { pluginEvalResults } from '../../src/cli/formats/plugineval.js'
import { terminalStyle } from '../../src/cli/formats/style.js'
import type { CorpusSkill, EloMatch } from '../../src/model/index.js'
import { createRng } from '../../src/stats/random.js'
import { HOSTILE, runReport, skill } from './fixtures.js'

const corpus: CorpusSkill[] = [1380, 1450, 1500, 1560, 1640].map((rating, i) => ({
  name: i === 0 ? HOSTILE : `gold-${i}`,
  path: `gold-${i}`,
  category: 'p',
  lineCount: 100,
  contentHash: String(i).repeat(64),
  composite: 80,
  rating,
  ratingLow: rating - 100,
  ratingHigh: rating + 100
}))
const calibration = {
  method: 'bt',
  schedule: 'round-robin' as const,
  pairs: 10,
  failedPairs: 0,
  inconsistencyRate: 0,
  judgeModel: 'claude-sonnet-5',
  harness: 'builtin',
  seed: 1,
  resamples: 200,
  level: 0.95
}
const verdicts: Array<[EloMatch['forward'], EloMatch['reverse']]> = [
  ['win', 'win'],
  ['win', 'loss'],
  ['win', 'win'],
  ['loss', 'loss'],
  ['tie', 'tie']
]
const matches: EloMatch[] = corpus.map((c, i) => {
  const [forward, reverse] = verdicts[i]!
  const consistent = forward === reverse
  const result = !consistent ? 'draw' : forward === 'tie' ? 'draw' : forward
  return {
    opponent: c.name,
    opponentPath: c.path,
    opponentRating: c.rating,
    result,
    score: result === 'win' ? 1 : result === 'draw' ? 0.5 : 0,
    forward,
    reverse,
    positionBias: consistent ? 'consistent' : 'inconsistent'
  }
})
const elo = rateSkill(matches, {
  index: corpusIndex(corpus, calibration),
  contentHash: 'f'.repeat(64),
  judgeModel: { answered: 'claude-sonnet-5', asked: 'sonnet' },
  seed: 7,
  rng: createRng(7),
  minElo: 1900,
  failedMatchups: []
})
const report = runReport([
  { ...skill({ path: 'skills/candidate' }), layers: { ...skill({ path: 'x' }).layers, elo } }
])

describe('the Elo rating in the reports', () => {
  it('rates 2 wins, 2 draws (one flipped) and 1 loss between the fixed opponents', () => {
    expect([elo.wins, elo.draws, elo.losses]).toEqual([2, 2, 1])
    expect(elo.inconsistencyRate).toBeCloseTo(0.2, 12)
    expect(elo.winRate).toBe(60)
    expect(elo.rating).toBeGreaterThan(1380)
    expect(elo.rating).toBeLessThan(1640)
    expect(elo.corpus.calibrated).toBe(true)
  })

  it('shows the rating, its meaning and every opponent in the comment, inertly', () => {
    const md = renderSummary(report, { checkName: 'skill-ci' })
    expect(md).toContain('**Elo rating**')
    expect(md).toMatch(/expected to beat a 1500-rated corpus skill \d+% of the time/)
    expect(md).toContain('draw (position-inconsistent)')
    expect(md).toContain('corpus ' + elo.corpus.version)
    // The hostile opponent name stays text: its pipe cannot split the table, its tag is escaped.
    expect(md).toContain('evil \\| pipe \\<script>')
    expect(md.match(/(?<!\\)<script/g)).toBeNull()
  })

  it('lists the rating and the opponents in the CLI text', () => {
    const text = renderText(report, terminalStyle(false, {}), { verbose: false })
    expect(text).toMatch(/Elo \d+ \(95% interval \d+–\d+\)/)
    expect(text).toContain(
      'vs gold-1 (1450): shown first win, shown second loss → draw (position-inconsistent)'
    )
  })

  it('fails the JUnit Elo case below min-elo and lists the matchups', () => {
    const xml = renderJUnit(report)
    expect(xml).toContain('name="Elo rating"')
    expect(xml).toContain('type="elo_below_min"')
    expect(xml).toContain('vs gold-3 (1560): shown first loss, shown second loss -&gt; loss')
  })

  it("fills PluginEval's elo object with the sequential K = 32 rating", () => {
    const [result] = pluginEvalResults(report, { pathOf: (s) => s.path, concurrency: 4 }) as Array<
      Record<string, unknown>
    >
    expect(result?.elo).toMatchObject({
      rating: elo.sequential.rating,
      ci_lower: elo.sequential.low,
      corpus_percentile: 60,
      closest_comparable: elo.closestComparable.name
    })
  })
})
