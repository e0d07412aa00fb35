import { describe, expect, it } from '@jest/globals'
import path from 'node:path'
import { categoryOf } from '../../../src/layers/elo/corpus.js'
import { selectOpponents } from '../../../src/layers/elo/matchups.js'
import { calibrationSchedule } from '../../../src/layers/elo/calibrate.js'
import type { CorpusSkill } from '../../../src/model/index.js'
import { createRng } from '../../../src/stats/random.js'

const entry = (i: number, category: string, lineCount: number, rating: number): CorpusSkill => ({
  name: `s${i}`,
  path: `s${String(i).padStart(2, '0')}`,
  category,
  lineCount,
  contentHash: i.toString(16).padStart(64, '0'),
  composite: 80,
  rating,
  ratingLow: null,
  ratingHigh: null
})

describe('selectOpponents', () => {
  // 30 skills of category "a" with ratings 1200…1780, 10 of "b" at 1500, 100 lines each.
  const corpus = [
    ...Array.from({ length: 30 }, (_, i) => entry(i, 'a', 100 + i, 1200 + 20 * i)),
    ...Array.from({ length: 10 }, (_, i) => entry(30 + i, 'b', 100, 1500))
  ]

  it('takes the same category first and spreads the K opponents over the rating range', () => {
    const chosen = selectOpponents(corpus, { category: 'a', lineCount: 100, contentHash: 'x' }, 8)
    expect(chosen).toHaveLength(8)
    expect(chosen.every((c) => c.category === 'a')).toBe(true)
    const ratings = chosen.map((c) => c.rating)
    // One per rating band of the 24 most comparable (line counts 100…123): 1200 … 1660.
    expect(Math.min(...ratings)).toBe(1200)
    expect(Math.max(...ratings)).toBeGreaterThanOrEqual(1620)
    expect(new Set(ratings).size).toBe(8)
  })

  it('never picks the skill itself, and fills up from other categories', () => {
    const small = [entry(0, 'a', 50, 1500), entry(1, 'b', 50, 1600), entry(2, 'b', 400, 1400)]
    const self = small[0]!.contentHash
    const chosen = selectOpponents(small, { category: 'a', lineCount: 50, contentHash: self }, 8)
    expect(chosen.map((c) => c.name)).toEqual(['s1', 's2'])
  })
})

describe('categoryOf', () => {
  it('is the plugin folder of plugins/<plugin>/skills/<skill>, else the parent folder', () => {
    expect(categoryOf(path.join('/x', 'plugins', 'docs', 'skills', 'pdf'))).toBe('docs')
    expect(categoryOf(path.join('/x', 'corpus', 'pdf'))).toBe('corpus')
  })
})

describe('calibrationSchedule', () => {
  it('plays every pair of a small corpus and a connected random schedule of a large one', () => {
    expect(calibrationSchedule(4, createRng(1)).pairs).toHaveLength(6)
    const big = calibrationSchedule(40, createRng(1), 6)
    expect(big.kind).toBe('random')
    expect(big.pairs).toHaveLength(120)
    // Connected: every skill reachable from skill 0.
    const reached = new Set([0])
    for (let grew = true; grew;) {
      grew = false
      for (const [a, b] of big.pairs) {
        if (reached.has(a) !== reached.has(b)) {
          reached.add(a).add(b)
          grew = true
        }
      }
    }
    expect(reached.size).toBe(40)
    expect(calibrationSchedule(40, createRng(1), 6)).toEqual(big)
  })
})
