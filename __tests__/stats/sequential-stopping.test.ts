import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { confidenceSequence } from '../../src/stats/confidence-sequence.js'
import {
  addRound,
  isRunning,
  roundsForCap,
  SEQUENCE_METHOD,
  sequenceRate,
  startSequence,
  stopDecision,
  type RoundOutcome,
  type SequentialState,
  type StopRules
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

/** Rounds of the same outcomes for the sets still running, until both stop or `limit`. */
function runUntilStopped(
  state: SequentialState,
  should: RoundOutcome,
  shouldNot: RoundOutcome,
  rules: StopRules,
  limit = 1000
): SequentialState {
  for (let i = 0; i < limit && !stopDecision(state, rules).stop; i++) {
    state = addRound(
      state,
      {
        ...(isRunning(state.should) ? { should } : {}),
        ...(isRunning(state.shouldNot) ? { shouldNot } : {})
      },
      rules
    )
  }
  return state
}

describe('each prompt set stops on its own', () => {
  it('stops the set whose interval is narrow and keeps the other running', () => {
    const rules = { cap: 200 }
    // 10 should-prompts that always fire; 10 should-not prompts that fire half the time.
    let state = startSequence(10, 10)
    state = runUntilStopped(state, { hits: 10, runs: 10 }, { hits: 5, runs: 10 }, rules, 2)
    expect(state.should).toMatchObject({ rounds: 2, hits: 20, runs: 20, stoppedBy: 'width' })
    expect(state.shouldNot).toMatchObject({ rounds: 2, stoppedBy: null })
    // The should set no longer takes rounds; the other goes on to the cap (10 rounds of 20 prompts).
    expect(() => addRound(state, { should: { hits: 10, runs: 10 } }, rules)).toThrow(RangeError)
    state = runUntilStopped(state, { hits: 10, runs: 10 }, { hits: 5, runs: 10 }, rules)
    expect(state.should).toMatchObject({ rounds: 2, runs: 20, stoppedBy: 'width' })
    expect(state.shouldNot).toMatchObject({ rounds: 10, runs: 100, stoppedBy: 'cap' })
    const decision = stopDecision(state, rules)
    expect(decision).toMatchObject({ stop: true, runsUsed: 120, runsPlanned: 200 })
    // The stopped set's interval is the sequence at the round it stopped.
    const [low, high] = confidenceSequence({ hits: 20, runs: 20, failed: 0 })
    expect(decision.recall).toMatchObject({ estimate: 1, low, high, method: SEQUENCE_METHOD })
  })

  it('stops a set as soon as its interval lies wholly on one side of its gate, before the width rule', () => {
    // A broken skill: its should prompts never fire, every other prompt does.
    const gated = { cap: 200, minRecall: 0.8, maxFalseActivation: 0.2 }
    const state = runUntilStopped(
      startSequence(10, 10),
      { hits: 0, runs: 10 },
      { hits: 10, runs: 10 },
      gated
    )
    expect(state.should).toMatchObject({ rounds: 1, stoppedBy: 'decision' })
    expect(state.shouldNot).toMatchObject({ rounds: 1, stoppedBy: 'decision' })
    const { recall, falseActivation } = stopDecision(state, gated)
    expect(recall.high).toBeLessThan(0.8)
    expect(falseActivation.low).toBeGreaterThan(0.2)
    // Without the gates the same runs go on until the width rule stops them.
    const ungated = runUntilStopped(
      startSequence(10, 10),
      { hits: 0, runs: 10 },
      { hits: 10, runs: 10 },
      { cap: 200 }
    )
    expect(ungated.should).toMatchObject({ rounds: 2, stoppedBy: 'width' })
    expect(ungated.shouldNot).toMatchObject({ rounds: 2, stoppedBy: 'width' })
  })

  it('settles a rate clearly above its gate while a width of ±ε is still out of reach', () => {
    // 3 of 5 prompts always fire: the rate is 0.6, far above a min-recall of 0.2, long before
    // the sequence is ±0.05 wide.
    const rules = { cap: 1000, epsilon: 0.05, minRecall: 0.2 }
    const state = runUntilStopped(
      startSequence(5, 0),
      { hits: 3, runs: 5 },
      { hits: 0, runs: 0 },
      rules
    )
    expect(state.should.stoppedBy).toBe('decision')
    expect(state.should.rounds).toBeLessThan(20)
    const rate = sequenceRate(state.should)
    expect(rate.low).toBeGreaterThan(0.2)
    expect(((rate.high ?? 1) - (rate.low ?? 0)) / 2).toBeGreaterThan(0.05)
  })

  it('does not stop on a gate the interval still straddles', () => {
    const rules = { cap: 100, minRecall: 0.5, maxFalseActivation: 0.5 }
    const state = runUntilStopped(
      startSequence(10, 10),
      { hits: 5, runs: 10 },
      { hits: 5, runs: 10 },
      rules
    )
    expect(state.should).toMatchObject({ rounds: 5, stoppedBy: 'cap' })
    expect(state.shouldNot).toMatchObject({ rounds: 5, stoppedBy: 'cap' })
    expect(stopDecision(state, rules)).toMatchObject({
      stop: true,
      runsUsed: 100,
      runsPlanned: 100
    })
  })

  it('with no threshold applies the width rule alone, and honours a looser ε', () => {
    let state = startSequence(10, 10)
    state = addRound(
      state,
      { should: { hits: 10, runs: 10 }, shouldNot: { hits: 0, runs: 10 } },
      { cap: 100 }
    )
    expect(stopDecision(state, { cap: 100 }).stop).toBe(false)
    const loose = addRound(
      startSequence(10, 10),
      { should: { hits: 10, runs: 10 }, shouldNot: { hits: 0, runs: 10 } },
      { cap: 100, epsilon: 0.2 }
    )
    expect(loose.should.stoppedBy).toBe('width')
    expect(loose.shouldNot.stoppedBy).toBe('width')
  })

  it('stops at the cap, and treats a set without prompts as stopped', () => {
    let state = startSequence(10, 0)
    expect(stopDecision(state, { cap: 50 }).falseActivation.estimate).toBeNull()
    state = runUntilStopped(state, { hits: 5, runs: 10 }, { hits: 0, runs: 0 }, { cap: 50 })
    expect(state.should).toMatchObject({ rounds: 5, stoppedBy: 'cap' })
    expect(state.shouldNot).toMatchObject({ rounds: 0, stoppedBy: null })
    expect(stopDecision(state, { cap: 50 })).toMatchObject({ stop: true, runsUsed: 50 })
    expect(stopDecision(startSequence(0, 0), { cap: 50 })).toMatchObject({
      stop: true,
      runsPlanned: 0
    })
  })

  it('counts failed runs and keeps a set whose runs all failed unmeasured until the cap', () => {
    let state = startSequence(4, 4)
    state = addRound(
      state,
      { should: { hits: 3, runs: 3 }, shouldNot: { hits: 0, runs: 0 } },
      { cap: 8 }
    )
    expect(state.should).toMatchObject({ prompts: 4, hits: 3, runs: 3, failed: 1 })
    expect(sequenceRate(state.shouldNot)).toMatchObject({ estimate: null, low: null, runs: 0 })
    expect(state.shouldNot.stoppedBy).toBe('cap')
  })

  it('rejects a round with more runs than prompts', () => {
    expect(() =>
      addRound(startSequence(2, 2), { should: { hits: 1, runs: 3 } }, { cap: 10 })
    ).toThrow(RangeError)
  })
})

describe('sequential stopping, any round outcomes', () => {
  const roundArb = (prompts: number) =>
    fc
      .integer({ min: 0, max: prompts })
      .chain((runs) => fc.integer({ min: 0, max: runs }).map((hits) => ({ hits, runs })))

  it('never runs a set past the cap, keeps estimates inside their sequences, and stops every set', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 0, max: 8 }),
        fc.constantFrom(10, 50, 100),
        fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined }),
        fc.infiniteStream(fc.tuple(fc.nat(), fc.nat())),
        (should, shouldNot, cap, gate, seeds) => {
          const rules = { cap, minRecall: gate, maxFalseActivation: gate }
          let state = startSequence(should, shouldNot)
          const iterator = seeds[Symbol.iterator]()
          while (!stopDecision(state, rules).stop) {
            const [a, b] = iterator.next().value as [number, number]
            const one = { runs: a % (should + 1), hits: 0 }
            one.hits = b % (one.runs + 1)
            const other = { runs: b % (shouldNot + 1), hits: 0 }
            other.hits = a % (other.runs + 1)
            state = addRound(
              state,
              {
                ...(isRunning(state.should) ? { should: one } : {}),
                ...(isRunning(state.shouldNot) ? { shouldNot: other } : {})
              },
              rules
            )
          }
          const decision = stopDecision(state, rules)
          if (decision.runsUsed > decision.runsPlanned) return false
          for (const set of [state.should, state.shouldNot]) {
            if (set.prompts > 0 && set.stoppedBy === null) return false
            if (set.rounds > decision.roundsPlanned) return false
          }
          for (const r of [decision.recall, decision.falseActivation]) {
            if (r.estimate === null) {
              if (r.low !== null || r.high !== null) return false
            } else if (!(r.low! <= r.estimate && r.estimate <= r.high!)) return false
          }
          return true
        }
      ),
      { numRuns: 200 }
    )
  })

  it('keeps every sequence in [0, 1] around its estimate; unmeasured without answered runs', () => {
    fc.assert(
      fc.property(fc.array(roundArb(6), { minLength: 1, maxLength: 12 }), (rounds) => {
        let state = startSequence(6, 0)
        const rules = { cap: 1000, epsilon: 0 }
        for (const round of rounds) state = addRound(state, { should: round }, rules)
        const rate = sequenceRate(state.should)
        if (state.should.runs === 0) return rate.estimate === null
        return 0 <= rate.low! && rate.high! <= 1 && rate.low! <= rate.estimate!
      })
    )
  })
})
