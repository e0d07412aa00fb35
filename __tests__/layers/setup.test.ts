import { describe, expect, it } from '@jest/globals'
import type { LayerSettings } from '../../src/layers/registry.js'
import { setupLayers } from '../../src/layers/setup.js'
import type { SkillUnderTest } from '../../src/layers/types.js'
import { DEFAULT_AGENT_MODEL, type BudgetLimits } from '../../src/llm/index.js'
import { RunReportSchema, SCHEMA_VERSION } from '../../src/model/index.js'
import { makeSkill } from './ab/scripted.js'

const withBudget = (budget: BudgetLimits): LayerSettings => ({
  llm: {
    apiKey: 'test-key',
    baseURL: 'http://127.0.0.1:9',
    budget,
    allowPartial: false,
    cacheDir: '/tmp/skill-ci-layers-test-cache',
    env: {},
    toolVersion: '0.0.0'
  },
  judge: { judges: 2 },
  ab: {
    model: DEFAULT_AGENT_MODEL,
    runs: 2,
    judgeMode: 'pairwise',
    minImprovement: 0.1,
    requireSignificance: true,
    requireCompletion: true,
    allowShell: false,
    resultsDir: '.skill-ci/results'
  },
  monteCarlo: { model: DEFAULT_AGENT_MODEL }
})
const settings = withBudget({ maxUsd: 5 })

const skill: SkillUnderTest = {
  dir: '/x/skills/a',
  relPath: 'skills/a',
  skillFile: 'skills/a/SKILL.md',
  name: 'a',
  content: '---\nname: a\ndescription: Does a. Use when a.\n---\n\n# A\n',
  frontmatter: {
    delimited: true,
    data: { name: 'a', description: 'Does a. Use when a.' },
    keyLines: { name: 2, description: 3 },
    bodyStartLine: 5
  }
}

const emptyReport = RunReportSchema.parse({
  schemaVersion: SCHEMA_VERSION,
  tool: { name: 'skill-ci', version: '0.0.0' },
  createdAt: '2026-01-01T00:00:00.000Z',
  depth: 'standard',
  roots: ['.'],
  skills: [],
  summary: {
    evaluated: 0,
    failed: 0,
    errored: 0,
    lowestScore: null,
    gate: { passed: true, reasons: [] }
  }
})

describe('setting up the layers the plan runs', () => {
  it('sets up the judge priced from the given skills', async () => {
    const setup = await setupLayers(['judge'], settings, [skill])
    expect(setup.runners.map((r) => r.layer)).toEqual(['judge'])
    // 1 skill × 4 assessments × 2 judges, checked against the budget before any call.
    expect(setup.notices).toHaveLength(1)
    expect(setup.notices[0]).toMatch(
      /^LLM estimate: 8 calls, at most \$[\d.]+ .*max-usd \$5: fits$/
    )
  })

  it('adds the run-level usage block when the run is finished', async () => {
    const { report, notices } = (await setupLayers(['judge'], settings, [skill])).finish(
      emptyReport
    )
    expect(report.usage).toMatchObject({
      calls: 0,
      cacheHits: 0,
      costUsd: 0,
      estimate: { calls: 8 },
      budget: { maxUsd: 5, exhausted: false }
    })
    expect(notices).toEqual([
      'LLM usage: 0 calls, 0 cache hits, 0 retries, 0 API requests, $0.0000'
    ])
  })

  it('prices the A/B layer from the eval files of the given skills only, against the budget', async () => {
    // `skill` has no eval file: it costs nothing. The scripted one has 2 scenarios:
    // 2 scenarios × 2 runs × 2 arms × 10 assumed turns + 4 pairs × 2 swapped orders × 2 (one
    // retry) judge calls = 96.
    const withEval = await makeSkill('csv')
    const roomy = withBudget({ maxUsd: 50 })
    const setup = await setupLayers(['ab'], roomy, [skill, withEval])
    expect(setup.runners.map((r) => r.layer)).toEqual(['ab'])
    expect(setup.notices).toEqual([expect.stringMatching(/ 96 calls, .*max-usd \$50: fits$/)])
    const alone = await setupLayers(['ab'], roomy, [skill])
    expect(alone.notices).toEqual([expect.stringMatching(/ 0 calls, .*: fits$/)])

    // Sonnet agent + Opus judge at the upper bound exceed $5: refused before any call.
    const tight = await setupLayers(['ab'], settings, [skill, withEval])
    expect(tight.notices).toEqual([
      expect.stringMatching(/ 96 calls, .*max-usd \$5: EXCEEDED$/),
      `A/B layer not run: the run's estimate, at most $7.1935 over max-usd $5: raise max-usd to $7.20 or more, or allow a partial run (partial-budget) to use what fits`
    ])
    const outcome = await tight.runners[0].run(withEval)
    expect(outcome.record.status).toBe('budget_exhausted')
  })

  it('sets up both layers on ONE budget: their summed estimate is checked, in registry order', async () => {
    const withEval = await makeSkill('csv')
    // judge: 2 skills × 4 assessments × 2 judges = 16 calls; A/B: 96 (see above). Each fits
    // max-calls 100 alone, together they do not: no call is made by either.
    const calls100 = withBudget({ maxCalls: 100 })
    expect((await setupLayers(['judge'], calls100, [skill, withEval])).notices).toEqual([
      expect.stringMatching(/^LLM estimate: 16 calls, .*max-calls 100: fits$/)
    ])
    expect((await setupLayers(['ab'], calls100, [skill, withEval])).notices).toEqual([
      expect.stringMatching(/^LLM estimate: 96 calls, .*max-calls 100: fits$/)
    ])
    const both = await setupLayers(['ab', 'judge'], calls100, [skill, withEval])
    expect(both.runners.map((r) => r.layer)).toEqual(['judge', 'ab'])
    expect(both.notices).toEqual([
      expect.stringMatching(
        /^LLM estimate: 112 calls, .* — judge: 16 calls ≤ \$[\d.]+, ab: 96 calls ≤ \$[\d.]+; budget max-calls 100: EXCEEDED$/
      ),
      `judge layer not run: the run's estimate, 112 calls over max-calls 100: raise max-calls to 112 or more, or allow a partial run (partial-budget) to use what fits`,
      `A/B layer not run: the run's estimate, 112 calls over max-calls 100: raise max-calls to 112 or more, or allow a partial run (partial-budget) to use what fits`
    ])
    const outcomes = await Promise.all(both.runners.map((r) => r.run(withEval)))
    expect(outcomes.map((o) => o.record.status)).toEqual(['budget_exhausted', 'budget_exhausted'])
    expect(both.finish(emptyReport).report.usage).toMatchObject({
      calls: 0,
      estimate: { calls: 112 },
      budget: { maxCalls: 100, exhausted: true }
    })

    // When the sum fits, the run logs one usage line for all its layers.
    const roomy = await setupLayers(['judge', 'ab'], withBudget({}), [skill])
    expect(roomy.finish(emptyReport).notices).toEqual([
      'LLM usage: 0 calls, 0 cache hits, 0 retries, 0 API requests, $0.0000'
    ])
  })
})
