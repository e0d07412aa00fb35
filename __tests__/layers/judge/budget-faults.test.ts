// The ledger and the call budget while the API fails often: every request the client makes is
// either an answered call or a retry of a failed one, the report counts the two apart, and
// max-calls caps the answered (billed) calls, not the retries. Run through the real SDK client
// against the fake Messages API, with the judge layer on the run's shared budget.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { judgeLayer } from '../../../src/layers/judge/index.js'
import { setupCostlyLayers } from '../../../src/layers/llm-setup.js'
import type { LayerOutcome, SkillUnderTest } from '../../../src/layers/types.js'
import { RunReportSchema } from '../../../src/model/index.js'
import {
  startFakeAnthropic,
  statusFault,
  type FakeAnthropic,
  type FakeFault
} from '../../fakes/anthropic-server.js'
import { runReport, skill as reportedSkill } from '../../report/fixtures.js'
import { makeSkill } from '../ab/scripted.js'
import { testRunSettings } from '../test-run-settings.js'
import { judgeLayerReply } from './scripted-replies.js'

let fake: FakeAnthropic
beforeEach(async () => {
  fake = await startFakeAnthropic()
})
afterEach(async () => {
  await fake.close()
})

// The three transient failures, with `retry-after: 0` so the backoff does not slow the test.
const FAULTS: FakeFault[] = [
  statusFault(500, { retryAfter: 0 }),
  statusFault(529, { retryAfter: 0, body: { type: 'error', error: { type: 'overloaded_error' } } }),
  statusFault(429, { retryAfter: 0, body: { type: 'error', error: { type: 'rate_limit_error' } } })
]

describe('the judge layer under API faults', () => {
  it('counts answered calls and retries apart; they add up to every request; max-calls caps the answered ones', async () => {
    // Every 4th request fails (500, 529, 429 in turn): 8 of the first 30.
    fake.setHandler((body, { index }) =>
      index % 4 === 0 ? FAULTS[(index / 4) % FAULTS.length]! : judgeLayerReply(body)
    )
    const skills: SkillUnderTest[] = []
    for (const name of ['a', 'b', 'c', 'd', 'e', 'f']) skills.push(await makeSkill(name))
    // 6 skills × 4 assessments = 24 planned calls; the budget allows 22 answered ones.
    const setup = setupCostlyLayers(
      testRunSettings(fake.url, { budget: { maxCalls: 22 }, allowPartial: true, concurrency: 1 }),
      [judgeLayer({ judges: 1 }, skills)]
    )
    const [runner] = setup.runners
    const outcomes: LayerOutcome[] = []
    for (const s of skills) outcomes.push(await runner!.run(s))
    const { report, notices } = setup.finish(
      runReport(
        skills.map((s, i) => ({
          ...reportedSkill({ path: s.relPath }),
          layers: { judge: outcomes[i]!.record }
        }))
      )
    )

    const requests = fake.messageRequests().length
    const usage = RunReportSchema.parse(report).usage!
    expect(usage).toMatchObject({
      calls: 22,
      retries: 8,
      byLayer: { judge: { calls: 22 } },
      budget: { maxCalls: 22, exhausted: true }
    })
    expect(usage.calls + usage.retries).toBe(requests)
    expect(requests).toBe(30)
    // Every request the server received is counted: these and the model listing's pages.
    expect(usage.requests).toBe(fake.requests.length)
    expect(notices).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^LLM usage: 22 calls, 0 cache hits, 8 retries, ${fake.requests.length} API requests, \\$`
        )
      )
    )
    // Every fault was retried to an answer; the 2 calls past the cap were never sent.
    const judged = outcomes.flatMap((o) => Object.keys(o.dimensions ?? {}))
    expect(judged).toHaveLength(22)
    expect(outcomes.at(-1)!.record).toMatchObject({ status: 'budget_exhausted' })
  })
})
