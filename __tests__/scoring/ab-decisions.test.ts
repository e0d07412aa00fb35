import { describe, expect, it } from '@jest/globals'
import type { AbResult, MultiplicityRule } from '../../src/model/index.js'
import { adjustAbResults } from '../../src/scoring/ab-decisions.js'
import { abResult } from '../report/ab-fixtures.js'

/** A skill whose improvement is −20 % with effect p `effect` and completion p `completion`. */
const hurting = (effect: number, completion: number): AbResult =>
  abResult({
    improvement: -0.2,
    tests: {
      rule: 'none',
      alpha: 0.05,
      effect: { p: effect, adjustedP: effect, familySize: 1 },
      completion: { p: completion, adjustedP: completion, familySize: 1 }
    }
  })

const decide = (rule: MultiplicityRule, records: AbResult[]) =>
  adjustAbResults(records, rule) as AbResult[]

describe('adjustAbResults', () => {
  const three = [hurting(0.01, 0.01), hurting(0.03, 0.2), hurting(0.04, 0.5)]

  it('Holm: decides each test on its family-wise adjusted p-value', () => {
    // Effect: 0.01·3, 0.03·2, 0.04·1 → 0.03, 0.06, 0.06. Completion: 0.03, 0.4, 0.5.
    const [a, b, c] = decide('holm', three)
    expect([a.verdict, b.verdict, c.verdict]).toEqual([
      'hurts',
      'insufficient_evidence',
      'insufficient_evidence'
    ])
    expect(a.tests.effect).toEqual({ p: 0.01, adjustedP: 0.03, familySize: 3 })
    expect(b.tests.effect.adjustedP).toBeCloseTo(0.06, 12)
    expect(a.reason).toMatch(/Holm-adjusted p 0\.0300 < 0\.05/)
    expect(a.gate.failures).toEqual([
      expect.stringMatching(/^A\/B: the skill hurts/),
      'A/B: completion regressed (0.5 vs 0.75; p 0.0300)'
    ])
    expect(b.completion.regressed).toBe(false)
    expect(c.gate.failures).toEqual([])
  })

  it('Benjamini–Hochberg: decides on the false-discovery adjusted p-values', () => {
    // Effect: 0.01·3/1, 0.03·3/2, 0.04·3/3 → 0.03, 0.045 → 0.04, 0.04: all below 0.05.
    const decided = decide('bh', three)
    expect(decided.map((r) => r.verdict)).toEqual(['hurts', 'hurts', 'hurts'])
    expect(decided.map((r) => r.tests.effect.adjustedP)).toEqual([0.03, 0.04, 0.04])
  })

  it('none: every test on its own', () => {
    expect(decide('none', three).map((r) => r.verdict)).toEqual(['hurts', 'hurts', 'hurts'])
  })

  it('leaves out of a family what has no test or takes no part in the gate', () => {
    const untested = abResult({
      improvement: -0.2,
      limit: 'too_few_scenarios',
      tests: {
        rule: 'none',
        alpha: 0.05,
        effect: { p: null, adjustedP: null, familySize: 0 },
        completion: { p: 0.01, adjustedP: 0.01, familySize: 1 }
      },
      gate: { requireCompletion: false, requireHelps: false, failures: [] }
    })
    const [a, b, none] = adjustAbResults([hurting(0.02, 0.02), untested, undefined], 'holm')
    // Alone in both families: nothing to adjust for.
    expect(a!.tests.effect).toEqual({ p: 0.02, adjustedP: 0.02, familySize: 1 })
    expect(a!.verdict).toBe('hurts')
    expect(b!.tests.effect).toEqual({ p: null, adjustedP: null, familySize: 0 })
    expect(b!.tests.completion).toEqual({ p: 0.01, adjustedP: null, familySize: 0 })
    // Reported as regressed on its raw p-value, but the gate was not asked to check it.
    expect(b!.completion.regressed).toBe(true)
    expect(b!.gate.failures).toEqual([])
    expect(b!.verdict).toBe('insufficient_evidence')
    expect(none).toBeUndefined()
  })
})
