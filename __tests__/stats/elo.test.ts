import { describe, expect, it } from '@jest/globals'
import {
  fitAgainstFixed,
  fitBradleyTerry,
  ratingInterval,
  RATING_BOUND,
  BradleyTerryError
} from '../../src/stats/bradley-terry.js'
import {
  eloExpected,
  eloUpdate,
  sequentialInterval,
  sequentialRating
} from '../../src/stats/elo.js'
import { createRng } from '../../src/stats/random.js'

describe('Elo arithmetic (PluginEval worked numbers)', () => {
  it('expects ½ between equals and 1/(1 + 10^(Δ/400)) otherwise', () => {
    expect(eloExpected(1500, 1500)).toBe(0.5)
    expect(eloExpected(1900, 1500)).toBeCloseTo(10 / 11, 15)
    expect(eloExpected(1500, 1900)).toBeCloseTo(1 / 11, 15)
  })

  it('moves 1500 vs 1500 to 1516 on a win, keeps it on a draw, 1484 on a loss (K = 32)', () => {
    expect(eloUpdate(1500, 1500, 1)).toBe(1516)
    expect(eloUpdate(1500, 1500, 0.5)).toBe(1500)
    expect(eloUpdate(1500, 1500, 0)).toBe(1484)
  })

  it('folds the updates in list order against fixed opponents', () => {
    const first = eloUpdate(1500, 1600, 1)
    expect(
      sequentialRating([
        { opponent: 1600, score: 1 },
        { opponent: 1400, score: 0 }
      ])
    ).toBeCloseTo(eloUpdate(first, 1400, 0), 12)
  })

  it('gives no spread below two matchups and a seeded, reproducible interval otherwise', () => {
    expect(sequentialInterval([{ opponent: 1500, score: 1 }], createRng(1))).toEqual({
      low: 1516,
      high: 1516
    })
    const games = [1, 0, 0.5, 1, 1, 0].map((score, i) => ({ opponent: 1400 + 40 * i, score }))
    const a = sequentialInterval(games, createRng(5))
    expect(sequentialInterval(games, createRng(5))).toEqual(a)
    expect(a.low).toBeLessThanOrEqual(sequentialRating(games))
    expect(a.high).toBeGreaterThanOrEqual(sequentialRating(games))
  })
})

describe('Bradley–Terry fit', () => {
  // Hand-solved: strengths 4 : 2 : 1 satisfy every player's score equation exactly.
  // A–B 3 games (A wins 2): A expects 3·4/6 = 2; B–C 3 games (B wins 2): B expects 3·2/3 = 2;
  // A–C 5 games (A wins 4): A expects 5·4/5 = 4. Totals: A 6, B 1 + 2 = 3, C 1 + 1 = 2, as observed.
  // On the Elo scale (mean 1500): A = 1500 + 400·log10(2), B = 1500, C = 1500 − 400·log10(2).
  const games = [
    ...[1, 1, 0].map((score) => ({ a: 0, b: 1, score })),
    ...[1, 1, 0].map((score) => ({ a: 1, b: 2, score })),
    ...[1, 1, 1, 1, 0].map((score) => ({ a: 0, b: 2, score }))
  ]
  it('solves the hand-worked 3-player example to 1e-9', () => {
    const [a, b, c] = fitBradleyTerry(3, games, { priorDraws: 0 })
    const step = 400 * Math.log10(2)
    expect(Math.abs(a - (1500 + step))).toBeLessThan(1e-9)
    expect(Math.abs(b - 1500)).toBeLessThan(1e-9)
    expect(Math.abs(c - (1500 - step))).toBeLessThan(1e-9)
  })

  it('counts a draw as half a win for each side', () => {
    const halves = [{ a: 0, b: 1, score: 0.5 }]
    const [x, y] = fitBradleyTerry(2, halves)
    expect(x).toBeCloseTo(1500, 9)
    expect(y).toBeCloseTo(1500, 9)
  })

  it('keeps a player that won every game finite with the virtual draw, and refuses without it', () => {
    const sweep = [
      { a: 0, b: 1, score: 1 },
      { a: 0, b: 2, score: 1 },
      { a: 1, b: 2, score: 0.5 }
    ]
    const ratings = fitBradleyTerry(3, sweep)
    expect(ratings.every(Number.isFinite)).toBe(true)
    expect(ratings[0]).toBeGreaterThan(ratings[1])
    expect(() => fitBradleyTerry(3, sweep, { priorDraws: 0 })).toThrow(BradleyTerryError)
  })

  it('fits one rating against fixed opponents: the expected score equals the observed one', () => {
    const matchups = [
      { opponent: 1400, score: 1 },
      { opponent: 1500, score: 0.5 },
      { opponent: 1600, score: 0 },
      { opponent: 1700, score: 1 }
    ]
    const r = fitAgainstFixed(matchups, 0)
    const expected = matchups.reduce((s, m) => s + eloExpected(r, m.opponent), 0)
    expect(expected).toBeCloseTo(2.5, 12)
    // The virtual draw pulls toward 1500 and no further.
    const pulled = fitAgainstFixed(matchups)
    expect(Math.abs(pulled - 1500)).toBeLessThan(Math.abs(r - 1500))
  })

  it('bounds a clean sweep and says so in the interval', () => {
    const sweep = [1400, 1500, 1600].map((opponent) => ({ opponent, score: 1 }))
    expect(fitAgainstFixed(sweep, 0)).toBeCloseTo(1600 + RATING_BOUND, 6)
    const interval = ratingInterval(sweep, 0)
    expect(interval.bounded).toBe(true)
    expect(interval.high).toBeCloseTo(1600 + RATING_BOUND, 6)
    expect(interval.low).toBeLessThan(fitAgainstFixed(sweep))
  })

  it('narrows the interval when pairs flip (a flipped pair scores ½, less variable)', () => {
    const consistent = [1, 0, 1, 0].map((score, i) => ({ opponent: 1450 + 30 * i, score }))
    const flipped = [0.5, 0.5, 0.5, 0.5].map((score, i) => ({ opponent: 1450 + 30 * i, score }))
    const wide = ratingInterval(consistent, 0)
    const narrow = ratingInterval(flipped, 4)
    expect(wide.dispersion).toBe(1)
    expect(narrow.dispersion).toBe(0.5)
    expect(narrow.high - narrow.low).toBeLessThan(wide.high - wide.low)
  })
})
