import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { confidenceSequence } from '../../src/stats/confidence-sequence.js'
import {
  addRound,
  roundsForCap,
  SEQUENCE_METHOD,
  sequenceRate,
  shouldStop,
  startSequence
} from '../../src/stats/sequential-stopping.js'

describe('roundsForCap', () => {
  it('divides the cap over all prompts, at least one round', () => {
    expect(roundsForCap(50, 20)).toBe(2)
    expect(roundsForCap(100, 20)).toBe(5)
    expect(roundsForCap(50, 40)).toBe(1)
    expect(roundsForCap(50, 60)).toBe(1)
    expect(roundsForCap(100, 10)).toBe(10)
    expect(roundsForCap(50, 0)).toBe(0)
    expect(() => roundsForCap(0, 10)).toThrow(RangeError)
  })
})

describe('shouldStop', () => {
  it('stops early on a clear-cut skill and reports the sequence, with runs used vs planned', () => {
    let state = startSequence(5, 5)
    let decision = shouldStop(state, { cap: 100 })
    expect(decision).toMatchObject({
      stop: false,
      reason: 'continue',
      runsUsed: 0,
      runsPlanned: 100
    })
    while (!decision.stop) {
      state = addRound(state, { hits: 5, runs: 5 }, { hits: 0, runs: 5 })
      decision = shouldStop(state, { cap: 100, seed: 9 })
    }
    expect(decision.reason).toBe('precise')
    expect(decision.runsUsed).toBeLessThan(decision.runsPlanned)
    expect(decision.runsUsed).toBe(state.rounds * 10)
    const [low, high] = confidenceSequence({
      hits: 5 * state.rounds,
      runs: 5 * state.rounds,
      failed: 0
    })
    expect(decision.recall).toMatchObject({
      estimate: 1,
      low,
      high,
      method: SEQUENCE_METHOD,
      seed: 9
    })
    expect(decision.recall.prompts).toBe(5)
    expect((high - low) / 2).toBeLessThanOrEqual(0.1)
    expect(decision.falseActivation).toMatchObject({ estimate: 0, low: 0 })
  })

  it('runs a coin-flip skill to the cap', () => {
    let state = startSequence(10, 10)
    for (let r = 0; r < 5; r++) {
      expect(shouldStop(state, { cap: 100 }).stop).toBe(false)
      state = addRound(state, { hits: 5, runs: 10 }, { hits: 5, runs: 10 })
    }
    expect(shouldStop(state, { cap: 100 })).toMatchObject({
      stop: true,
      reason: 'cap',
      runsUsed: 100,
      runsPlanned: 100,
      roundsPlanned: 5
    })
  })

  it('honours a looser ε', () => {
    let state = startSequence(10, 10)
    state = addRound(state, { hits: 10, runs: 10 }, { hits: 0, runs: 10 })
    expect(shouldStop(state, { cap: 100 }).stop).toBe(false)
    expect(shouldStop(state, { cap: 100, epsilon: 0.2 })).toMatchObject({
      stop: true,
      reason: 'precise'
    })
  })

  it('ignores an empty set, and has nothing to run without prompts', () => {
    let state = startSequence(10, 0)
    expect(shouldStop(state, { cap: 50 }).falseActivation.estimate).toBeNull()
    for (let r = 0; r < 3; r++)
      state = addRound(state, { hits: 10, runs: 10 }, { hits: 0, runs: 0 })
    expect(shouldStop(state, { cap: 100 })).toMatchObject({ stop: true, reason: 'precise' })
    expect(shouldStop(startSequence(0, 0), { cap: 50 })).toMatchObject({
      stop: true,
      reason: 'nothing-to-run',
      runsPlanned: 0
    })
  })

  it('counts failed runs and keeps a set whose runs all failed unmeasured', () => {
    let state = startSequence(4, 4)
    state = addRound(state, { hits: 3, runs: 3 }, { hits: 0, runs: 0 })
    expect(state.should).toEqual({ prompts: 4, hits: 3, runs: 3, failed: 1 })
    expect(sequenceRate(state.shouldNot)).toMatchObject({ estimate: null, low: null, runs: 0 })
    expect(shouldStop(state, { cap: 8 })).toMatchObject({ stop: true, reason: 'cap' })
  })

  it('rejects a round with more runs than prompts', () => {
    expect(() => addRound(startSequence(2, 2), { hits: 1, runs: 3 }, { hits: 0, runs: 2 })).toThrow(
      RangeError
    )
  })
})

describe('sequential stopping, any round outcomes', () => {
  const roundArb = (prompts: number) =>
    fc
      .integer({ min: 0, max: prompts })
      .chain((runs) => fc.integer({ min: 0, max: runs }).map((hits) => ({ hits, runs })))

  it('never runs past the cap, keeps estimates inside their sequences, and stops at the cap', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 0, max: 8 }),
        fc.constantFrom(10, 50, 100),
        fc.infiniteStream(fc.tuple(fc.nat(), fc.nat())),
        (should, shouldNot, cap, seeds) => {
          let state = startSequence(should, shouldNot)
          let decision = shouldStop(state, { cap })
          const iterator = seeds[Symbol.iterator]()
          while (!decision.stop) {
            const [a, b] = iterator.next().value as [number, number]
            const one = { runs: a % (should + 1), hits: 0 }
            one.hits = b % (one.runs + 1)
            const other = { runs: b % (shouldNot + 1), hits: 0 }
            other.hits = a % (other.runs + 1)
            state = addRound(state, one, other)
            decision = shouldStop(state, { cap })
          }
          if (decision.runsUsed > decision.runsPlanned) return false
          for (const r of [decision.recall, decision.falseActivation]) {
            if (r.estimate === null) {
              if (r.low !== null || r.high !== null) return false
            } else if (!(r.low! <= r.estimate && r.estimate <= r.high!)) return false
          }
          return decision.reason !== 'continue'
        }
      ),
      { numRuns: 200 }
    )
  })

  it('keeps every sequence in [0, 1] around its estimate; unmeasured without answered runs', () => {
    fc.assert(
      fc.property(fc.array(roundArb(6), { minLength: 1, maxLength: 12 }), (rounds) => {
        let state = startSequence(6, 0)
        for (const round of rounds) state = addRound(state, round, { hits: 0, runs: 0 })
        const rate = sequenceRate(state.should)
        if (state.should.runs === 0) return rate.estimate === null
        return 0 <= rate.low! && rate.high! <= 1 && rate.low! <= rate.estimate!
      })
    )
  })
})
