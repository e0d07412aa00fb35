import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import jStat from 'jstat'
import {
  activationRate,
  flakyPrompts,
  MIN_DESIGN_EFFECT,
  meanPromptRate,
  passHatK,
  type PromptTally
} from '../../src/stats/activation-rate.js'
import { clopperPearson, wilson } from '../../src/stats/proportions.js'

const tally = (hits: number, runs: number): PromptTally => ({ hits, runs })
const tallyArb = fc
  .integer({ min: 0, max: 12 })
  .chain((runs) => fc.integer({ min: 0, max: runs }).map((hits) => tally(hits, runs)))

describe('activationRate', () => {
  it('is the exact Clopper–Pearson interval on the count with one run per prompt', () => {
    const tallies = [1, 1, 0, 1, 0, 1, 1, 1, 0, 1].map((h) => tally(h, 1))
    const r = activationRate(tallies, { level: 0.95, seed: 7 })
    const cp = clopperPearson(7, 10)
    expect(r).toMatchObject({ estimate: 0.7, low: cp.low, high: cp.high, prompts: 10, runs: 10 })
    expect(r).toMatchObject({ level: 0.95, seed: 7, method: 'clopper-pearson' })
  })

  it('weights prompts equally, however often each ran', () => {
    // 1/1 and 0/3: mean of rates 0.5, not the pooled 1/4.
    expect(meanPromptRate([tally(1, 1), tally(0, 3)])).toBe(0.5)
    const r = activationRate([tally(1, 1), tally(0, 3)])
    expect(r).toMatchObject({ estimate: 0.5, runs: 4, method: 'wilson-design-effect' })
    // S² / Σ 1/R = 4 / (1 + 1/3) = 3 trials, 1.5 → 2 hits; the 0/3 prompt shows no run-to-run
    // variance, so the design effect is (0.25 + 0) / (0.25 + 0.25/3) = 0.75.
    const z = 1.959964 * Math.sqrt(0.75)
    const w = wilson(2, 3, 2 * jStat.normal.cdf(z, 0, 1) - 1)
    expect(r.low).toBeCloseTo(w.low, 6)
    expect(r.high).toBeCloseTo(w.high, 6)
  })

  it('narrows the Wilson interval by the design effect when prompts differ, not below its floor', () => {
    // Equal rates: each prompt's run variance 0.25·4/3 (unbiased) over the binomial 0.25.
    const same = activationRate([tally(2, 4), tally(2, 4), tally(2, 4), tally(2, 4)])
    const zSame = 1.959964 * Math.sqrt(4 / 3)
    expect(same.low).toBeCloseTo(wilson(8, 16, 2 * jStat.normal.cdf(zSame, 0, 1) - 1).low, 6)
    // Prompts that always or never fire carry no run-to-run variance: the floor applies.
    const split = activationRate([tally(4, 4), tally(0, 4), tally(4, 4), tally(0, 4)])
    const z = 1.959964 * Math.sqrt(MIN_DESIGN_EFFECT)
    expect(split.low).toBeCloseTo(wilson(8, 16, 2 * jStat.normal.cdf(z, 0, 1) - 1).low, 6)
    expect(split.high! - split.low!).toBeLessThan(same.high! - same.low!)
  })

  it('reports no prompts, or prompts whose every run failed, as unmeasured (nulls, not zeros)', () => {
    for (const tallies of [[], [tally(0, 0), tally(0, 0)]]) {
      expect(activationRate(tallies, { seed: 3 })).toMatchObject({
        estimate: null,
        low: null,
        high: null,
        prompts: 0,
        runs: 0,
        seed: 3
      })
    }
    // A prompt without answered runs is left out, not counted as a miss.
    expect(activationRate([tally(2, 2), tally(0, 0)]).estimate).toBe(1)
  })

  it('has the closed-form edges at 0 hits and all hits', () => {
    const none = activationRate([tally(0, 1), tally(0, 1)])
    expect(none).toMatchObject({ estimate: 0, low: 0 })
    expect(none.high).toBeCloseTo(1 - 0.025 ** (1 / 2), 10)
    const all = activationRate([tally(5, 5), tally(5, 5)])
    expect(all).toMatchObject({ estimate: 1, high: 1, low: wilson(10, 10).low })
  })

  it('works for a single prompt', () => {
    expect(activationRate([tally(3, 4)])).toMatchObject({ estimate: 0.75, prompts: 1, runs: 4 })
  })

  it('always holds its estimate inside [low, high] ⊆ [0, 1]', () => {
    fc.assert(
      fc.property(fc.array(tallyArb, { maxLength: 15 }), (tallies) => {
        const r = activationRate(tallies)
        if (r.estimate === null) return tallies.every((t) => t.runs === 0)
        return 0 <= r.low! && r.low! <= r.estimate && r.estimate <= r.high! && r.high! <= 1
      })
    )
  })

  it('pins the edges for any sets: no hits → low 0, all hits → high 1, one prompt → S = 1', () => {
    const runsArb = fc.array(fc.integer({ min: 0, max: 10 }), { minLength: 1, maxLength: 12 })
    fc.assert(
      fc.property(runsArb, fc.constantFrom(0.8, 0.9, 0.95, 0.99), (runs, level) => {
        const measured = runs.filter((r) => r > 0).length
        const none = activationRate(
          runs.map((r) => tally(0, r)),
          { level }
        )
        const all = activationRate(
          runs.map((r) => tally(r, r)),
          { level }
        )
        const one = activationRate([tally(runs[0], runs[0])], { level })
        if (measured === 0) return none.estimate === null && all.low === null
        return (
          none.estimate === 0 &&
          none.low === 0 &&
          none.high! > 0 &&
          all.estimate === 1 &&
          all.high === 1 &&
          all.low! < 1 &&
          none.prompts === measured &&
          (runs[0] === 0 ? one.estimate === null : one.prompts === 1 && one.estimate === 1)
        )
      })
    )
  })

  it('rejects impossible tallies', () => {
    expect(() => activationRate([tally(3, 2)])).toThrow(RangeError)
    expect(() => activationRate([tally(-1, 2)])).toThrow(RangeError)
    expect(() => activationRate([tally(0.5, 2)])).toThrow(RangeError)
  })
})

describe('flakyPrompts and passHatK', () => {
  it('flags prompts that neither always nor never activate', () => {
    expect(flakyPrompts([tally(0, 3), tally(3, 3), tally(1, 3), tally(0, 0), tally(2, 3)])).toEqual(
      [2, 4]
    )
  })

  it('is "all k runs activated" per prompt when k is the run count', () => {
    const p = passHatK([tally(3, 3), tally(2, 3), tally(0, 3)])
    expect(p).toEqual({ k: 3, perPrompt: [1, 0, 0], mean: 1 / 3, prompts: 3 })
  })

  it('is the unbiased C(h, k)/C(n, k) for smaller k, null for prompts with fewer runs', () => {
    const p = passHatK([tally(3, 4), tally(1, 1)], 2)
    // C(3, 2) / C(4, 2) = 3 / 6.
    expect(p).toEqual({ k: 2, perPrompt: [0.5, null], mean: 0.5, prompts: 1 })
  })

  it('is null without measured prompts and rejects k < 1', () => {
    expect(passHatK([])).toBeNull()
    expect(passHatK([tally(0, 0)])).toBeNull()
    expect(() => passHatK([tally(1, 2)], 0)).toThrow(RangeError)
  })
})
