// The costly layers of a run share one Llm and one budget: the judge and the A/B layer together,
// through the real SDK client against the fake Anthropic server, never pass max-calls.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { abLayer } from '../../src/layers/ab/setup.js'
import { judgeLayer } from '../../src/layers/judge/index.js'
import {
  setupCostlyLayers,
  type CostlyLayer,
  type LlmRunSettings
} from '../../src/layers/llm-setup.js'
import type { SkillUnderTest } from '../../src/layers/types.js'
import { RunReportSchema, type RunReport } from '../../src/model/index.js'
import { startFakeAnthropic, type FakeAnthropic } from '../fakes/anthropic-server.js'
import { runReport, skill } from '../report/fixtures.js'
import { agent, isAgentTurn, judge, makeSkill } from './ab/scripted.js'
import { judgeLayerReply } from './judge/scripted-replies.js'
import { testRunSettings } from './test-run-settings.js'

let fake: FakeAnthropic
/** Requests per layer, told apart by their shape: agent turns offer tools, A/B judges compare. */
const seen = { judge: 0, ab: 0 }

beforeEach(async () => {
  seen.judge = 0
  seen.ab = 0
  fake = await startFakeAnthropic()
  fake.setHandler((body) => {
    if (isAgentTurn(body)) {
      seen.ab += 1
      return agent(body)
    }
    if (String(body.messages[0].content).includes('## Response B')) {
      seen.ab += 1
      return judge(body)
    }
    seen.judge += 1
    return judgeLayerReply(body)
  })
})
afterEach(async () => {
  await fake.close()
})

const settings = (over: Partial<LlmRunSettings> = {}) => testRunSettings(fake.url, over)

/** Judge (1 skill × 4 assessments × 1 judge = 4 calls), then A/B (96 calls at the upper bound). */
async function bothLayers(subject: SkillUnderTest): Promise<CostlyLayer[]> {
  return [
    judgeLayer({ judges: 1 }, [subject]),
    await abLayer({ model: 'claude-haiku-4-5-20251001', runs: 2, judgeMode: 'pairwise' }, [subject])
  ]
}

/** Runs every runner on the skill at once (the worst case for a shared budget). */
async function runAll(
  runners: ReturnType<typeof setupCostlyLayers>['runners'],
  subject: SkillUnderTest
): Promise<RunReport> {
  const outcomes = await Promise.all(runners.map((r) => r.run(subject)))
  const base = skill({ path: subject.relPath })
  const layers = { ...base.layers }
  for (const o of outcomes) Object.assign(layers, { [o.layer]: o.record })
  return runReport([{ ...base, layers }])
}

describe('costly layers on one budget', () => {
  it('prints one estimate for the run: the sum of the layers, each named once', async () => {
    const subject = await makeSkill('csv')
    const setup = setupCostlyLayers(
      settings({ budget: { maxCalls: 200 }, dryRun: true }),
      await bothLayers(subject)
    )
    expect(setup.notices[0]).toMatch(
      /^LLM estimate: 100 calls, at most \$[\d.]+ \(cache hits cost nothing\) — judge: 4 calls ≤ \$[\d.]+, ab: 96 calls ≤ \$[\d.]+; budget max-calls 200: fits$/
    )
    expect(setup.notices[1]).toBe('dry run: no model call was made')
    const { report } = setup.finish(await runAll(setup.runners, subject))
    expect(report.usage).toMatchObject({ calls: 0, estimate: { calls: 100 } })
    expect(fake.messageRequests()).toHaveLength(0)
  })

  it('refuses the run when the layers fit the budget one by one but not together', async () => {
    // 4 ≤ 98 and 96 ≤ 98, but 100 > 98: a per-layer check would have let each spend 98.
    const subject = await makeSkill('csv')
    const setup = setupCostlyLayers(
      settings({ budget: { maxCalls: 98 } }),
      await bothLayers(subject)
    )
    expect(setup.notices).toEqual([
      expect.stringMatching(/^LLM estimate: 100 calls, .*max-calls 98: EXCEEDED$/),
      `judge layer not run: the run's estimate, 100 calls over max-calls 98: raise max-calls to 100 or more, or allow a partial run (partial-budget) to use what fits`,
      `A/B layer not run: the run's estimate, 100 calls over max-calls 98: raise max-calls to 100 or more, or allow a partial run (partial-budget) to use what fits`
    ])
    const { report } = setup.finish(await runAll(setup.runners, subject))
    expect(report.skills[0].layers.judge?.status).toBe('budget_exhausted')
    expect(report.skills[0].layers.ab?.status).toBe('budget_exhausted')
    expect(report.usage).toMatchObject({
      calls: 0,
      estimate: { calls: 100 },
      budget: { maxCalls: 98, exhausted: true }
    })
    expect(fake.messageRequests()).toHaveLength(0)
  })

  it('with a partial run, the judge gets its calls and the A/B layer stops at the shared limit', async () => {
    const subject = await makeSkill('csv')
    const setup = setupCostlyLayers(
      settings({ budget: { maxCalls: 10 }, allowPartial: true }),
      await bothLayers(subject)
    )
    expect(setup.notices.slice(1)).toEqual([
      'A/B layer runs on what is left of the budget (partial run)'
    ])
    // Both layers run at the same time: the A/B layer is held to the 10 − 4 calls the judge leaves.
    const { report, notices } = setup.finish(await runAll(setup.runners, subject))
    const requests = fake.messageRequests().length
    expect(requests).toBeLessThanOrEqual(10)
    expect(seen).toEqual({ judge: 4, ab: 6 })
    expect(report.skills[0].layers.judge?.status).toBe('ok')
    expect(report.skills[0].layers.ab?.status).toBe('budget_exhausted')
    expect(RunReportSchema.parse(report).usage).toMatchObject({
      calls: 10,
      byLayer: { judge: { calls: 4 }, ab: { calls: 6 } },
      estimate: { calls: 100 },
      budget: { maxCalls: 10, exhausted: true }
    })
    expect(notices[0]).toMatch(
      /^LLM usage: 10 calls, 0 cache hits, 0 retries, \d+ API requests, \$[\d.]+ — budget reached: no A\/B verdict for some skills$/
    )
  })

  it('with a partial run and no room left after the judge, the A/B layer makes no call', async () => {
    const subject = await makeSkill('csv')
    const setup = setupCostlyLayers(
      settings({ budget: { maxCalls: 4 }, allowPartial: true }),
      await bothLayers(subject)
    )
    const { report } = setup.finish(await runAll(setup.runners, subject))
    expect(seen).toEqual({ judge: 4, ab: 0 })
    expect(report.skills[0].layers.ab?.status).toBe('budget_exhausted')
    expect(report.usage?.calls).toBe(4)
  })

  it('fails every layer with the reason when there is no key after all (the plan skips them first)', async () => {
    const subject = await makeSkill('csv')
    const setup = setupCostlyLayers(settings({ env: {} }), await bothLayers(subject))
    const reason = 'no Anthropic API key (anthropic-api-key / ANTHROPIC_API_KEY)'
    expect(setup.notices.slice(1)).toEqual([reason])
    const { report } = setup.finish(await runAll(setup.runners, subject))
    expect(report.skills[0].layers.judge).toEqual({ status: 'error', reason })
    expect(report.skills[0].layers.ab).toEqual({ status: 'error', reason })
    expect(report.usage).toBeUndefined()
    expect(fake.messageRequests()).toHaveLength(0)
  })

  it('sets up nothing for no layers', () => {
    const empty = RunReportSchema.parse(runReport([]))
    const setup = setupCostlyLayers(settings(), [])
    expect(setup.runners).toEqual([])
    expect(setup.notices).toEqual([])
    expect(setup.finish(empty)).toEqual({ report: empty, notices: [] })
  })
})
