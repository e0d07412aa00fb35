import { describe, expect, it } from '@jest/globals'
import { fakeAnthropicPerTest } from '../../fakes/fake-anthropic-per-test.js'
import { abLayer } from '../../../src/layers/ab/setup.js'
import { modelFamily } from '../../../src/llm/index.js'
import {
  setupCostlyLayers,
  type CostlyLayersSetup,
  type LlmRunSettings
} from '../../../src/layers/llm-setup.js'
import type { SkillUnderTest } from '../../../src/layers/types.js'
import { runReport, skill } from '../../report/fixtures.js'
import type { RunReport } from '../../../src/model/index.js'
import { makeSkill, scriptedWorld } from './scripted.js'
import { testRunSettings } from '../test-run-settings.js'

const fake = fakeAnthropicPerTest({ handler: scriptedWorld() })

/** The A/B layer alone on the run's shared LLM setup. */
async function setupAb(
  subject: SkillUnderTest,
  over: Partial<LlmRunSettings> = {}
): Promise<CostlyLayersSetup> {
  const layer = await abLayer(
    { model: 'claude-haiku-4-5-20251001', runs: 2, judgeMode: 'pairwise' },
    [subject]
  )
  return setupCostlyLayers(testRunSettings(fake().url, over), [layer])
}

/** Runs the layer's runners over one skill and builds the report the pipeline would. */
async function runWith(setup: CostlyLayersSetup, subject: SkillUnderTest): Promise<RunReport> {
  const outcomes = await Promise.all(setup.runners.map((r) => r.run(subject)))
  const base = skill({ path: subject.relPath })
  const layers = { ...base.layers, ab: outcomes[0].record }
  return runReport([{ ...base, layers }])
}

describe('A/B layer setup', () => {
  it('fails without a key, with the reason, and adds no usage (the plan skips it first)', async () => {
    const subject = await makeSkill('csv')
    const setup = await setupAb(subject, { env: {} })
    // One estimate line, without a doubled prefix (it once read "A/B estimate …: LLM estimate: …").
    expect(setup.notices).toEqual([
      expect.stringMatching(
        /^LLM estimate: 96 calls, at most \$[\d.]+ \(cache hits cost nothing\) — ab: 96 calls/
      ),
      'no Anthropic API key (anthropic-api-key / ANTHROPIC_API_KEY)'
    ])
    const report = await runWith(setup, subject)
    expect(report.skills[0].layers.ab).toEqual({
      status: 'error',
      reason: 'no Anthropic API key (anthropic-api-key / ANTHROPIC_API_KEY)'
    })
    expect(setup.finish(report).report.usage).toBeUndefined()
    expect(fake().messageRequests()).toHaveLength(0)
  })

  it('makes no call when the upper-bound estimate exceeds the budget', async () => {
    const subject = await makeSkill('csv')
    const setup = await setupAb(subject, { budget: { maxCalls: 20 } })
    const report = setup.finish(await runWith(setup, subject)).report
    expect(report.skills[0].layers.ab?.status).toBe('budget_exhausted')
    // 2 scenarios × 2 runs × 2 arms × 10 assumed turns + 16 judge calls.
    expect(report.usage).toMatchObject({
      calls: 0,
      budget: { maxCalls: 20, exhausted: true },
      estimate: { calls: 96 }
    })
    expect(fake().messageRequests()).toHaveLength(0)
  })

  it('with --partial-budget runs until the budget stops it, and reports what was spent', async () => {
    const subject = await makeSkill('csv')
    const setup = await setupAb(subject, { budget: { maxCalls: 6 }, allowPartial: true })
    const { report, notices } = setup.finish(await runWith(setup, subject))
    expect(report.skills[0].layers.ab?.status).toBe('budget_exhausted')
    const sent = fake().messageRequests().length
    expect(sent).toBeLessThanOrEqual(6)
    expect(report.usage).toMatchObject({
      calls: sent,
      byLayer: { ab: { calls: sent } },
      budget: { maxCalls: 6, exhausted: true }
    })
    expect(notices[0]).toMatch(
      new RegExp(`^LLM usage: ${sent} calls, .* — budget reached: no A/B verdict for some skills$`)
    )
  })
})

describe('A/B judge model', () => {
  it.each(['sonnet', 'opus', 'haiku', 'claude-sonnet-4-5-20250929', 'claude-opus-4-1'])(
    'defaults to a family other than the agent’s (%s)',
    async (model) => {
      const layer = await abLayer({ model, runs: 1 }, [await makeSkill('csv')])
      const [agentPlan, judgePlan] = layer.plans
      expect(agentPlan.model).toBe(model)
      expect(modelFamily(judgePlan.model)).not.toBe(modelFamily(model))
    }
  )
})
