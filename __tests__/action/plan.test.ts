import { describe, expect, it } from '@jest/globals'
import {
  planIsDegraded,
  planLayers,
  type CostlyLayerKey,
  type PlanInput
} from '../../src/action/plan.js'

const LABELS = {
  judge: 'skill-ci:judge',
  'monte-carlo': 'skill-ci:monte-carlo',
  ab: 'skill-ci:ab',
  certify: 'skill-ci:certify'
}
const input = (over: Partial<PlanInput>): PlanInput => ({
  eventKind: 'pull_request',
  labels: [],
  labelNames: LABELS,
  depth: 'quick',
  hasApiKey: true,
  implemented: new Set<CostlyLayerKey>(),
  ...over
})

describe('planLayers', () => {
  it('runs only the static layer on an unlabelled PR', () => {
    const plan = planLayers(input({ labels: ['bug'] }))
    expect(plan).toEqual({ depth: 'quick', decisions: [] })
    expect(planIsDegraded(plan)).toBe(false)
  })

  it('reports a labelled layer that this version lacks as unavailable', () => {
    const plan = planLayers(input({ labels: ['skill-ci:judge', 'skill-ci:ab'] }))
    expect(plan.depth).toBe('quick')
    expect(plan.decisions).toEqual([
      {
        layer: 'judge',
        state: 'unavailable',
        reason: 'requested by label "skill-ci:judge", but not available in this version'
      },
      {
        layer: 'ab',
        state: 'unavailable',
        reason: 'requested by label "skill-ci:ab", but not available in this version'
      }
    ])
    expect(planIsDegraded(plan)).toBe(true)
  })

  it('runs an implemented layer when labelled and deepens the composite', () => {
    const plan = planLayers(input({ labels: ['skill-ci:judge'], implemented: new Set(['judge']) }))
    expect(plan).toEqual({
      depth: 'standard',
      decisions: [{ layer: 'judge', state: 'run', reason: 'requested by label "skill-ci:judge"' }]
    })
  })

  it('skips a requested layer without an API key (fork PRs) with the reason', () => {
    const plan = planLayers(
      input({ labels: ['skill-ci:judge'], implemented: new Set(['judge']), hasApiKey: false })
    )
    expect(plan.depth).toBe('quick')
    expect(plan.decisions[0].state).toBe('skipped')
    expect(plan.decisions[0].reason).toContain('no anthropic-api-key')
  })

  it('treats certify as judge + Monte Carlo', () => {
    const both = new Set<CostlyLayerKey>(['judge', 'monte-carlo'])
    expect(planLayers(input({ labels: ['skill-ci:certify'], implemented: both })).depth).toBe(
      'deep'
    )
    const judgeOnly = planLayers(
      input({ labels: ['skill-ci:certify'], implemented: new Set(['judge']) })
    )
    expect(judgeOnly.decisions[0].state).toBe('unavailable')
  })

  it('uses depth on schedule/dispatch runs and ignores labels there', () => {
    const all = new Set<CostlyLayerKey>(['judge', 'monte-carlo'])
    const thorough = planLayers(
      input({ eventKind: 'full', depth: 'thorough', labels: ['skill-ci:ab'], implemented: all })
    )
    expect(thorough.depth).toBe('thorough')
    expect(thorough.decisions.map((d) => [d.layer, d.state])).toEqual([
      ['judge', 'run'],
      ['monte-carlo', 'run']
    ])
    expect(planLayers(input({ eventKind: 'full', depth: 'standard' })).decisions).toEqual([
      {
        layer: 'judge',
        state: 'unavailable',
        reason: 'requested by depth "standard", but not available in this version'
      }
    ])
  })

  it('runs static only on push and merge-group ranges whatever the depth input', () => {
    expect(planLayers(input({ eventKind: 'range', depth: 'deep' }))).toEqual({
      depth: 'quick',
      decisions: []
    })
  })

  it('honours custom label names', () => {
    const plan = planLayers(
      input({ labels: ['llm-please'], labelNames: { ...LABELS, judge: 'llm-please' } })
    )
    expect(plan.decisions.map((d) => d.layer)).toEqual(['judge'])
  })
})
