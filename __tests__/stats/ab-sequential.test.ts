import { describe, expect, it } from '@jest/globals'
import {
  FINAL_SHARE,
  lookAt,
  lookPlan,
  MIN_LOOK_SCENARIOS,
  repeatedP,
  type LookPlan
} from '../../src/stats/ab-sequential.js'
import { abVerdict } from '../../src/stats/ab-verdict.js'
import { createRng, type Rng } from '../../src/stats/random.js'

const sum = (xs: number[]) => xs.reduce((a, x) => a + x, 0)

/** Normal draws by Box–Muller. */
const normal = (rng: Rng) =>
  Math.sqrt(-2 * Math.log(1 - rng.float())) * Math.cos(2 * Math.PI * rng.float())

/** `rounds` runs of `scenarios` scenarios: effect + scenario shift + run noise, clipped to [−1, 1]. */
function scores(
  rng: Rng,
  scenarios: number,
  rounds: number,
  effect: number,
  sd = 0.3,
  between = 0.15
) {
  return Array.from({ length: scenarios }, () => {
    const shift = between * normal(rng)
    return Array.from({ length: rounds }, () =>
      Math.max(-1, Math.min(1, effect + shift + sd * normal(rng)))
    )
  })
}

describe('lookPlan', () => {
  it('looks after evenly spread rounds, most of α kept for the last', () => {
    expect(lookPlan(5, 10)).toEqual({
      rounds: [1, 2, 3, 4, 5],
      shares: [0.05, 0.05, 0.05, 0.05, FINAL_SHARE].map((x) => expect.closeTo(x, 12))
    })
    expect(lookPlan(10, 10).rounds).toEqual([2, 4, 6, 8, 10])
    expect(lookPlan(50, 30).rounds).toEqual([10, 20, 30, 40, 50])
    // Fewer rounds than looks: each round once, the interim looks sharing 1 − FINAL_SHARE.
    expect(lookPlan(3, 10).rounds).toEqual([1, 2, 3])
    expect(lookPlan(3, 10).shares[0]).toBeCloseTo((1 - FINAL_SHARE) / 2, 12)
    for (const [runs, s] of [
      [5, 10],
      [3, 6],
      [7, 20],
      [50, 12]
    ]) {
      expect(sum(lookPlan(runs, s).shares)).toBeCloseTo(1, 12)
    }
  })

  it('is the fixed design when there is no room to look early', () => {
    // One round, or too few scenarios for an interim look to decide anything.
    expect(lookPlan(1, 10)).toEqual({ rounds: [1], shares: [1] })
    expect(lookPlan(5, MIN_LOOK_SCENARIOS - 1)).toEqual({ rounds: [5], shares: [1] })
    expect(lookPlan(5, 3)).toEqual({ rounds: [5], shares: [1] })
    expect(() => lookPlan(0, 10)).toThrow(RangeError)
  })
})

describe('repeatedP', () => {
  it('divides by the look’s share, at most 1; untestable stays untestable', () => {
    expect(repeatedP(0.001, 0.05)).toBeCloseTo(0.02, 12)
    expect(repeatedP(0.2, 0.05)).toBe(1)
    expect(repeatedP(null, 0.05)).toBeNull()
  })
})

describe('lookAt', () => {
  const options = (rng: Rng) => ({ rng, level: 0.95, minImprovement: 0.1 })

  it('at the only look of a fixed design, is the fixed verdict', () => {
    const clusters = scores(createRng(1), 4, 5, 0.2)
    const plan = lookPlan(5, 4)
    const look = lookAt(clusters, plan, 0, options(createRng(2)))
    const fixed = abVerdict(clusters, options(createRng(2)))
    expect(look.nominalLevel).toBe(0.95)
    expect(look.verdict.ci).toEqual(fixed.ci)
    expect(look.repeatedP).toBe(fixed.p)
  })

  it('settles a clear effect at an interim look, drawing its interval at the look’s level', () => {
    const plan = lookPlan(5, 20)
    const clusters = scores(createRng(3), 20, 2, 0.4)
    const look = lookAt(clusters, plan, 1, options(createRng(4)))
    expect(look).toMatchObject({ index: 1, round: 2, settles: 'helps' })
    expect(look.nominalLevel).toBeCloseTo(1 - 0.05 * 0.05, 12)
    expect(look.verdict.ci.level).toBe(look.nominalLevel)
    expect(look.repeatedP).toBeCloseTo((look.verdict.p as number) / 0.05, 12)
    // The look's interval is wider than the fixed one at the run's level on the same data.
    const fixed = abVerdict(clusters, options(createRng(4)))
    expect(look.verdict.ci.low as number).toBeLessThan(fixed.ci.low as number)
    // A clear harm settles "hurts" the same way.
    const harm = scores(createRng(3), 20, 2, -0.4)
    expect(lookAt(harm, plan, 1, options(createRng(4))).settles).toBe('hurts')
  })

  it('stops on helps / hurts only at α over the family of skills', () => {
    const plan = lookPlan(5, 12)
    const rng = createRng(5)
    // The first data set whose repeated p-value falls between α / 20 and α.
    for (let k = 0; k < 200; k++) {
      const clusters = scores(rng, 12, 3, 0.25)
      const alone = lookAt(clusters, plan, 2, options(createRng(6)))
      if (alone.repeatedP === null || alone.repeatedP >= 0.05 || alone.repeatedP < 0.0025) continue
      expect(alone.settles).toBe('helps')
      const inFamily = lookAt(clusters, plan, 2, { ...options(createRng(6)), familySize: 20 })
      expect(inFamily.settles).toBeNull()
      expect(inFamily.repeatedP).toBe(alone.repeatedP)
      return
    }
    throw new Error('no data set with a repeated p-value between α / 20 and α')
  })

  it('settles "no measurable effect" when the look’s equivalence interval is inside the margin', () => {
    const plan = lookPlan(5, 30)
    const clusters = scores(createRng(7), 30, 3, 0, 0.05, 0.03)
    const look = lookAt(clusters, plan, 2, options(createRng(8)))
    expect(look.settles).toBe('no_measurable_effect')
    // Two one-sided tests, each at the look's share of α.
    expect(look.verdict.equivalence.level).toBeCloseTo(1 - 2 * 0.05 * 0.05, 12)
    expect(look.verdict.equivalence.low as number).toBeGreaterThan(-0.1)
    expect(look.verdict.equivalence.high as number).toBeLessThan(0.1)
  })

  it('never settles under the legacy rule, with too few scenarios or without spread', () => {
    const plan = lookPlan(5, 20)
    const clear = scores(createRng(9), 20, 2, 0.4)
    const legacy = lookAt(clear, plan, 1, { ...options(createRng(10)), requireSignificance: false })
    expect(legacy.verdict.verdict).toBe('helps')
    expect(legacy.settles).toBeNull()
    const twoScenarios: LookPlan = { rounds: [2, 5], shares: [0.2, 0.8] }
    expect(lookAt(clear.slice(0, 2), twoScenarios, 0, options(createRng(11))).settles).toBeNull()
    const flat = Array.from({ length: 20 }, () => [0.3, 0.3])
    expect(lookAt(flat, plan, 1, options(createRng(12))).settles).toBeNull()
  })

  it('keeps false helps / hurts over all looks at α on null data (the union bound)', () => {
    const rng = createRng(13)
    const plan = lookPlan(5, 10)
    const experiments = 600
    let rejected = 0
    for (let e = 0; e < experiments; e++) {
      const clusters = scores(rng, 10, 5, 0)
      const any = plan.rounds.some((round, i) => {
        const look = lookAt(
          clusters.map((c) => c.slice(0, round)),
          plan,
          i,
          options(rng)
        )
        return look.settles === 'helps' || look.settles === 'hurts'
      })
      if (any) rejected++
    }
    // α = 5 % over both sides; 600 experiments leave about ±1.8 points of chance.
    expect(rejected / experiments).toBeLessThanOrEqual(0.07)
  })
})
