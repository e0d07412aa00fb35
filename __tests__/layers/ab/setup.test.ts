import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { startFakeAnthropic, type FakeAnthropic } from '../../fakes/anthropic-server.js'
import { setupAbLayer, type AbSetupConfig } from '../../../src/layers/ab/setup.js'
import type { SkillUnderTest } from '../../../src/layers/types.js'
import { runReport, skill } from '../../report/fixtures.js'
import type { RunReport } from '../../../src/report/model.js'
import { agent, judge, makeSkill } from './scripted.js'

let fake: FakeAnthropic
beforeEach(async () => {
  fake = await startFakeAnthropic()
  fake.setHandler((body) => (body.tools ? agent(body) : judge(body)))
})
afterEach(async () => {
  await fake.close()
})

const config = (over: Partial<AbSetupConfig> = {}): AbSetupConfig => ({
  env: { ANTHROPIC_API_KEY: 'test-key' },
  baseURL: fake.url,
  model: 'claude-haiku-4-5-20251001',
  runs: 2,
  judgeMode: 'pairwise',
  budget: {},
  cacheDir: null,
  toolVersion: 'test',
  ...over
})

/** Runs the layer's runners over one skill and builds the report the pipeline would. */
async function runWith(
  setup: Awaited<ReturnType<typeof setupAbLayer>>,
  subject: SkillUnderTest
): Promise<RunReport> {
  const outcomes = await Promise.all(setup.runners.map((r) => r.run(subject)))
  const base = skill({ path: subject.relPath })
  const layers = { ...base.layers, ab: outcomes[0].record }
  return runReport([{ ...base, layers }])
}

describe('A/B layer setup', () => {
  it('skips without a key, with a notice, and adds no usage', async () => {
    const subject = await makeSkill('csv')
    const setup = await setupAbLayer(config({ env: {} }), [subject])
    expect(setup.notices).toEqual([
      expect.stringMatching(/^A\/B estimate \(upper bound\): /),
      'A/B layer skipped: no Anthropic API key (set ANTHROPIC_API_KEY)'
    ])
    const report = await runWith(setup, subject)
    expect(report.skills[0].layers.ab).toEqual({
      status: 'skipped',
      reason: 'no Anthropic API key'
    })
    expect(setup.finish(report).report.usage).toBeUndefined()
    expect(fake.messageRequests()).toHaveLength(0)
  })

  it('makes no call when the upper-bound estimate exceeds the budget', async () => {
    const subject = await makeSkill('csv')
    const setup = await setupAbLayer(config({ budget: { maxCalls: 20 } }), [subject])
    const report = setup.finish(await runWith(setup, subject)).report
    expect(report.skills[0].layers.ab?.status).toBe('budget_exhausted')
    // 2 scenarios × 2 runs × 2 arms × 10 assumed turns + 16 judge calls.
    expect(report.usage).toMatchObject({
      calls: 0,
      budget: { maxCalls: 20, exhausted: true },
      estimate: { calls: 96 }
    })
    expect(fake.messageRequests()).toHaveLength(0)
  })

  it('with --partial-budget runs until the budget stops it, and reports what was spent', async () => {
    const subject = await makeSkill('csv')
    const setup = await setupAbLayer(config({ budget: { maxCalls: 6 }, allowPartial: true }), [
      subject
    ])
    const { report, notices } = setup.finish(await runWith(setup, subject))
    expect(report.skills[0].layers.ab?.status).toBe('budget_exhausted')
    const sent = fake.messageRequests().length
    expect(sent).toBeLessThanOrEqual(6)
    expect(report.usage).toMatchObject({
      calls: sent,
      byLayer: { ab: { calls: sent } },
      budget: { maxCalls: 6, exhausted: true }
    })
    expect(notices[0]).toMatch(
      new RegExp(`^A/B usage: ${sent} calls, .* — budget reached, no verdict for some skills$`)
    )
  })
})
