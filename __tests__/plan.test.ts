import { describe, expect, it } from '@jest/globals'
import { readInputs } from '../src/action/inputs.js'
import { planRequestOf } from '../src/action/settings.js'
import { scorePlanRequest } from '../src/cli/commands/score.js'
import type { CostlyLayerName, Depth } from '../src/model/index.js'
import { planIsDegraded, planNotes, planRun, type PlanRequest } from '../src/plan.js'
import { availableLayers, LAYER_REGISTRY } from '../src/layers/registry.js'

const LABELS = {
  judge: 'skill-ci:judge',
  'monte-carlo': 'skill-ci:monte-carlo',
  ab: 'skill-ci:ab',
  certify: 'skill-ci:certify'
}
const onPr = (labels: string[], over: Partial<PlanRequest> = {}): PlanRequest => ({
  trigger: { kind: 'labels', labels, labelNames: LABELS },
  hasApiKey: true,
  noKeyReason: 'no anthropic-api-key',
  available: new Set<CostlyLayerName>(),
  ...over
})
const atDepth = (depth: Depth, over: Partial<PlanRequest> = {}): PlanRequest => ({
  ...onPr([], over),
  trigger: { kind: 'depth', depth },
  ...over
})

describe('planRun', () => {
  it('runs only the static layer on an unlabelled PR', () => {
    const plan = planRun(onPr(['bug']))
    expect(plan).toEqual({ depth: 'quick', decisions: [], running: [] })
    expect(planIsDegraded(plan)).toBe(false)
  })

  it('reports a labelled layer that this version lacks as unavailable', () => {
    const plan = planRun(onPr(['skill-ci:judge', 'skill-ci:ab']))
    expect(plan.depth).toBe('quick')
    expect(plan.running).toEqual([])
    expect(plan.decisions).toEqual([
      {
        key: 'judge',
        layers: ['judge'],
        state: 'unavailable',
        reason: 'requested by label "skill-ci:judge", but not available in this version',
        recordReason: 'not available in this version'
      },
      {
        key: 'ab',
        layers: ['ab'],
        state: 'unavailable',
        reason: 'requested by label "skill-ci:ab", but not available in this version',
        recordReason: 'not available in this version'
      }
    ])
    expect(planIsDegraded(plan)).toBe(true)
  })

  it('runs an available layer when labelled and deepens the composite', () => {
    const plan = planRun(onPr(['skill-ci:judge'], { available: new Set(['judge']) }))
    expect(plan).toEqual({
      depth: 'standard',
      running: ['judge'],
      decisions: [
        {
          key: 'judge',
          layers: ['judge'],
          state: 'run',
          reason: 'requested by label "skill-ci:judge"'
        }
      ]
    })
  })

  it('fails a requested layer without an API key, with the reason, unless a dry run', () => {
    const available = new Set<CostlyLayerName>(['judge'])
    const plan = planRun(onPr(['skill-ci:judge'], { available, hasApiKey: false }))
    expect(plan.depth).toBe('quick')
    expect(plan.running).toEqual([])
    expect(plan.decisions).toEqual([
      {
        key: 'judge',
        layers: ['judge'],
        state: 'failed',
        reason: 'requested by label "skill-ci:judge", but cannot run: no anthropic-api-key',
        recordReason: 'cannot run: no anthropic-api-key'
      }
    ])
    expect(planIsDegraded(plan)).toBe(true)
    // Every output reads the failure from the plan's notes as an error, not a skip.
    expect(planNotes(plan, [])).toEqual([
      {
        layer: 'judge',
        status: 'error',
        reason: 'requested by label "skill-ci:judge", but cannot run: no anthropic-api-key'
      }
    ])
    const dry = planRun(onPr(['skill-ci:judge'], { available, hasApiKey: false, dryRun: true }))
    expect(dry.running).toEqual(['judge'])
  })

  it("skips it with the reason on an event that never has secrets (a fork's pull request)", () => {
    const available = new Set<CostlyLayerName>(['judge'])
    const plan = planRun(
      onPr(['skill-ci:judge'], { available, hasApiKey: false, secretsNeverAvailable: true })
    )
    expect(plan.running).toEqual([])
    expect(plan.decisions[0]).toMatchObject({
      state: 'skipped',
      reason: 'requested by label "skill-ci:judge", but skipped: no anthropic-api-key'
    })
    expect(planNotes(plan, [])[0]?.status).toBe('skipped')
  })

  it('treats certify as judge + Monte Carlo + Elo', () => {
    const all = new Set<CostlyLayerName>(['judge', 'monte_carlo', 'elo'])
    const certified = planRun(onPr(['skill-ci:certify'], { available: all }))
    expect(certified.depth).toBe('deep')
    expect(certified.running).toEqual(['judge', 'monte_carlo', 'elo'])
    const judgeOnly = planRun(onPr(['skill-ci:certify'], { available: new Set(['judge']) }))
    expect(judgeOnly.decisions[0]?.state).toBe('unavailable')
    expect(judgeOnly.running).toEqual([])
  })

  it('uses depth on schedule/dispatch runs and ignores labels there', () => {
    const all = new Set<CostlyLayerName>(['judge', 'monte_carlo'])
    const thorough = planRun(atDepth('thorough', { available: all }))
    expect(thorough.depth).toBe('thorough')
    expect(thorough.decisions.map((d) => [d.key, d.state])).toEqual([
      ['judge', 'run'],
      ['monte-carlo', 'run']
    ])
    expect(planRun(atDepth('standard')).decisions).toEqual([
      {
        key: 'judge',
        layers: ['judge'],
        state: 'unavailable',
        reason: 'requested by depth "standard", but not available in this version',
        recordReason: 'not available in this version'
      }
    ])
  })

  it('runs static only on push and merge-group ranges', () => {
    expect(planRun({ ...onPr([]), trigger: { kind: 'none' } })).toEqual({
      depth: 'quick',
      decisions: [],
      running: []
    })
  })

  it('honours custom label names', () => {
    const plan = planRun({
      ...onPr([]),
      trigger: { kind: 'labels', labels: ['llm-please'], labelNames: { judge: 'llm-please' } }
    })
    expect(plan.decisions.map((d) => d.key)).toEqual(['judge'])
  })

  it('reads the layers this build has from the registry', () => {
    expect([...availableLayers()]).toEqual(
      LAYER_REGISTRY.filter((d) => d.create !== undefined).map((d) => d.name)
    )
    expect([...availableLayers()]).toEqual(['judge', 'security_review', 'monte_carlo', 'ab', 'elo'])
  })
})

describe('planNotes', () => {
  const plan = planRun(onPr(['skill-ci:judge', 'skill-ci:ab'], { available: availableLayers() }))

  it('says "ran" when every skill has a result', () => {
    const skills = [{ layers: { judge: { status: 'ok' }, ab: { status: 'ok' } } }]
    expect(planNotes(plan, skills).map((n) => n.status)).toEqual(['ran', 'ran'])
  })

  it('corrects the plan with what happened: an error, or every skill skipped', () => {
    const skills = [
      { layers: { judge: { status: 'error', reason: 'API down' }, ab: { status: 'skipped' } } }
    ]
    expect(planNotes(plan, skills)).toEqual([
      { layer: 'judge', status: 'error', reason: 'requested by label "skill-ci:judge"; API down' },
      {
        layer: 'ab',
        status: 'skipped',
        reason: 'requested by label "skill-ci:ab"; every skill skipped: nothing to run'
      }
    ])
  })
})

describe('one planner for both front doors', () => {
  const inputs = (depth: Depth, key: string | undefined) =>
    readInputs(
      (name) => ({ 'github-token': 't', depth, 'anthropic-api-key': key ?? '' })[name] ?? '',
      () => {}
    )
  const dispatch = {
    kind: 'full' as const,
    name: 'workflow_dispatch',
    headSha: 'a'.repeat(40)
  }

  it.each([
    ['quick', 'key'],
    ['standard', 'key'],
    ['deep', 'key'],
    ['thorough', 'key'],
    ['standard', undefined],
    ['deep', undefined]
  ] as const)(
    'gives the Action and `skill-ci score` the same depth and layers at depth %s (key: %s)',
    (depth, key) => {
      const action = planRun(planRequestOf(inputs(depth, key), dispatch, []))
      const env = key === undefined ? {} : { ANTHROPIC_API_KEY: key }
      const cli = planRun(scorePlanRequest({ depth }, env))
      expect(cli.depth).toBe(action.depth)
      expect(cli.running).toEqual(action.running)
      expect(cli.decisions.map((d) => [d.key, d.state])).toEqual(
        action.decisions.map((d) => [d.key, d.state])
      )
    }
  )

  const labelled = (fromFork: boolean) => ({
    kind: 'pull_request' as const,
    name: 'pull_request' as const,
    number: 7,
    headSha: 'a'.repeat(40),
    baseSha: 'b'.repeat(40),
    payloadLabels: [],
    fromFork
  })

  it('fails a label asked for on a same-repository pull request whose run has no key', () => {
    const plan = planRun(
      planRequestOf(inputs('quick', undefined), labelled(false), ['skill-ci:judge'])
    )
    expect(plan.decisions.map((d) => [d.key, d.state])).toEqual([['judge', 'failed']])
    expect(plan.decisions[0]?.reason).toMatch(
      /^requested by label "skill-ci:judge", but cannot run: no anthropic-api-key \(pass it from a secret/
    )
  })

  it("skips it with a notice on a fork's pull request, which never gets secrets", () => {
    const plan = planRun(
      planRequestOf(inputs('quick', undefined), labelled(true), ['skill-ci:judge'])
    )
    expect(plan.decisions.map((d) => [d.key, d.state])).toEqual([['judge', 'skipped']])
    expect(plan.decisions[0]?.reason).toBe(
      'requested by label "skill-ci:judge", but skipped: no anthropic-api-key: a fork\'s pull request gets no secrets'
    )
  })
})
