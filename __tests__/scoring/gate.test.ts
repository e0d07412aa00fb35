import { describe, expect, it } from '@jest/globals'
import { evaluateGate, skillGateReasons, type GateSubject } from '../../src/scoring/gate.js'
import { computeComposite } from '../../src/scoring/composite.js'
import type { Finding } from '../../src/model/index.js'

// A composite of 69.58931419457733 (bronze), PluginEval §9.3.3.
const composite = computeComposite({
  layers: {
    static: {
      triggering_accuracy: 0.6499999999999999,
      orchestration_fitness: 0.85,
      progressive_disclosure: 0.5,
      token_efficiency: 0.8131578947368421,
      structural_completeness: 0.6,
      ecosystem_coherence: 0.5
    }
  },
  antiPatternCount: 0,
  depth: 'quick'
})

const warning: Finding = {
  file: 'a/SKILL.md',
  line: 3,
  ruleId: 'unknown-field',
  source: 'spec',
  severity: 'warning',
  message: 'unknown field'
}
const error: Finding = { ...warning, ruleId: 'name-mismatch', severity: 'error' }
const notice: Finding = {
  ...warning,
  ruleId: 'profile-tier',
  source: 'profile',
  severity: 'notice'
}

const subject = (over: Partial<GateSubject> = {}): GateSubject => ({
  path: 'a',
  composite,
  findings: [],
  errors: [],
  ...over
})

describe('skillGateReasons', () => {
  it('passes with no options but failOn never', () => {
    expect(skillGateReasons(subject({ findings: [error] }), { failOn: 'never' })).toEqual([])
  })

  it('threshold is strict: equal passes, above fails', () => {
    expect(skillGateReasons(subject(), { failOn: 'never', threshold: 69.5 })).toEqual([])
    expect(skillGateReasons(subject(), { failOn: 'never', threshold: 69.58931419457733 })).toEqual(
      []
    )
    expect(skillGateReasons(subject(), { failOn: 'never', threshold: 70 })).toEqual([
      'a: composite 69.6 is below the threshold 70'
    ])
  })

  it('minimum badge', () => {
    expect(skillGateReasons(subject(), { failOn: 'never', minBadge: 'bronze' })).toEqual([])
    expect(skillGateReasons(subject(), { failOn: 'never', minBadge: 'silver' })).toEqual([
      'a: badge bronze is below the minimum badge silver'
    ])
  })

  it('fail-on levels over findings', () => {
    const findings = [warning, notice]
    expect(skillGateReasons(subject({ findings }), { failOn: 'error' })).toEqual([])
    expect(skillGateReasons(subject({ findings }), { failOn: 'warning' })).toEqual([
      'a: 1 finding at or above warning (unknown-field)'
    ])
    expect(skillGateReasons(subject({ findings: [error, error] }), { failOn: 'error' })).toEqual([
      'a: 2 findings at or above error (name-mismatch)'
    ])
  })

  it('skill errors and layer gate failures always fail', () => {
    const reasons = skillGateReasons(
      subject({
        composite: null,
        errors: [{ file: 'a/SKILL.md', code: 'yaml', message: 'bad' }],
        gateFailures: ['A/B verdict: hurts']
      }),
      { failOn: 'never', threshold: 50 }
    )
    expect(reasons).toEqual(['a: 1 error while evaluating the skill', 'a: A/B verdict: hurts'])
  })
})

describe('evaluateGate', () => {
  it('collects the reasons of every failing skill and marks each skill', () => {
    const result = evaluateGate(
      [subject(), subject({ path: 'b', findings: [error] }), subject({ path: 'c' })],
      { failOn: 'error' }
    )
    expect(result.gate).toEqual({
      passed: false,
      reasons: ['b: 1 finding at or above error (name-mismatch)']
    })
    expect(result.skillGates.map((g) => g.passed)).toEqual([true, false, true])
    expect(result.skillGates[1].reasons).toEqual(result.gate.reasons)
  })

  it('an empty run passes', () => {
    expect(evaluateGate([], { failOn: 'warning', threshold: 90 })).toEqual({
      gate: { passed: true, reasons: [] },
      skillGates: []
    })
  })
})
