// The judge layer with `batch: on`: its assessments go through one Message Batch and the usage
// block books them at the batch rate; an item the batch does not answer is retried live, and one
// whose live retry fails too is an unmeasured dimension with the reason, never a missing one.
// Run through the real SDK client against the fake Anthropic server, layer by itself and in a run.
import { describe, expect, it } from '@jest/globals'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { judgeLayer } from '../../../src/layers/judge/index.js'
import { setupCostlyLayers } from '../../../src/layers/llm-setup.js'
import type { SkillUnderTest } from '../../../src/layers/types.js'
import type { BatchOptions } from '../../../src/llm/index.js'
import { RunReportSchema, type JudgeLayer } from '../../../src/model/index.js'
import { runSkillCi, STATIC_PLAN } from '../../../src/run.js'
import {
  batchErrored,
  statusFault,
  type FakeHandler,
  type MessagesRequestBody
} from '../../fakes/anthropic-server.js'
import { fakeAnthropicPerTest } from '../../fakes/fake-anthropic-per-test.js'
import { runReport, skill as reportedSkill } from '../../report/fixtures.js'
import { makeSkill } from '../ab/scripted.js'
import { testRunSettings } from '../test-run-settings.js'
import { judgeLayerReply } from './scripted-replies.js'

const fake = fakeAnthropicPerTest()

const FAST: Omit<BatchOptions, 'mode'> = { gatherMs: 300, pollMs: 1, maxPollMs: 2 }
const USAGE = { input_tokens: 2000, output_tokens: 300 }

/** Three skills told apart by their descriptions, so a script can single one out. */
async function skills(): Promise<SkillUnderTest[]> {
  const made: SkillUnderTest[] = []
  for (const name of ['a', 'b', 'c']) {
    const skill = await makeSkill(name)
    const data = { ...skill.frontmatter.data, description: `Summarise CSV files of ${name}` }
    made.push({ ...skill, frontmatter: { ...skill.frontmatter, data } })
  }
  return made
}

const isTriggeringOfB = (body: MessagesRequestBody) =>
  JSON.stringify(body.messages).includes('CSV files of b') &&
  JSON.stringify(body.system).includes('should trigger this skill')

/** Every assessment answered, at a fixed usage so live and batched costs compare exactly. */
const answer: FakeHandler = (body) => ({ ...judgeLayerReply(body), usage: USAGE })

async function judgeAll(batch: BatchOptions) {
  const subjects = await skills()
  const setup = setupCostlyLayers(testRunSettings(fake().url, { batch }), [
    judgeLayer({ judges: 1 }, subjects)
  ])
  const [runner] = setup.runners
  // The run evaluates several skills at once: their assessments are issued together.
  const outcomes = await Promise.all(subjects.map((s) => runner!.run(s)))
  const { report, notices } = setup.finish(
    runReport(
      subjects.map((s, i) => ({
        ...reportedSkill({ path: s.relPath }),
        layers: { judge: outcomes[i]!.record }
      }))
    )
  )
  return {
    records: outcomes.map((o) => o.record as JudgeLayer),
    usage: RunReportSchema.parse(report).usage!,
    notices
  }
}

/** How many batches the requests were submitted in. */
const batchesSubmitted = () =>
  new Set(
    fake()
      .batchRequests()
      .map((r) => r.batchId)
  ).size

describe('the judge layer with batch: on', () => {
  it('sends every assessment through one batch and books it at half the live price', async () => {
    fake().setHandler(answer)
    const batched = await judgeAll({ mode: 'on', ...FAST })
    expect(fake().batchRequests()).toHaveLength(12)
    expect(batchesSubmitted()).toBe(1)
    expect(fake().messageRequests()).toHaveLength(0)
    expect(batched.records.every((r) => r.status === 'ok' && r.unmeasured.length === 0)).toBe(true)
    expect(batched.usage).toMatchObject({
      calls: 12,
      batchedCalls: 12,
      byLayer: { judge: { calls: 12, batchedCalls: 12 } }
    })
    expect(batched.notices).toContainEqual(
      expect.stringMatching(/^LLM usage: 12 calls \(12 batched, at the batch rate\)/)
    )

    const live = await judgeAll({ mode: 'off' })
    expect(fake().messageRequests()).toHaveLength(12)
    expect(live.usage.batchedCalls).toBeUndefined()
    expect(batched.usage.costUsd).toBeCloseTo(live.usage.costUsd / 2, 10)
  })

  it('retries an errored item live, so the dimension is still measured', async () => {
    let batchedB = false
    fake().setHandler((body) => {
      if (isTriggeringOfB(body) && !batchedB) {
        batchedB = true
        return batchErrored('overloaded_error', 'Overloaded')
      }
      return answer(body, { index: 0 })
    })
    const { records, usage } = await judgeAll({ mode: 'on', ...FAST })
    expect(fake().messageRequests().filter(isTriggeringOfB)).toHaveLength(1)
    expect(records.every((r) => r.unmeasured.length === 0)).toBe(true)
    expect(usage).toMatchObject({ calls: 12, batchedCalls: 11 })
  })

  it('marks the dimension failed, with the reason, when the live retry fails too', async () => {
    // In the batch, then live (a 400 is not retried): the same refusal.
    const refusals = [
      batchErrored('invalid_request_error', 'prompt is too long'),
      statusFault(400, {
        body: { type: 'error', error: { type: 'invalid_request_error', message: 'too long' } }
      })
    ]
    fake().setHandler((body) =>
      isTriggeringOfB(body) ? refusals.shift()! : answer(body, { index: 0 })
    )
    const { records } = await judgeAll({ mode: 'on', ...FAST })
    const b = records[1]!
    expect(b.unmeasured).toEqual(['triggering_accuracy'])
    expect(b.dimensions.triggering_accuracy.reason).toMatch(
      /the item errored \(invalid_request_error: prompt is too long\); its live retry failed: HTTP 400/
    )
    expect(records[0]!.unmeasured).toEqual([])
    expect(records[2]!.unmeasured).toEqual([])
  })
})

describe('a run with batch: on', () => {
  it('evaluates every skill at once, so one batch holds every skill’s assessments', async () => {
    fake().setHandler(judgeLayerReply)
    const root = path.join(
      path.dirname(fileURLToPath(import.meta.url)),
      '../../fixtures/pipeline/skills'
    )
    const report = await runSkillCi({
      roots: [root],
      plan: { ...STATIC_PLAN, depth: 'standard', running: ['judge'] },
      layerSettings: {
        // Each skill's static part and security scan come first, and the first call fetches the
        // model list: the default gathering window, so a busy machine still fills one batch.
        llm: testRunSettings(fake().url, { batch: { mode: 'on', pollMs: 1, maxPollMs: 2 } }),
        judge: { judges: 1 },
        ab: { model: 'claude-sonnet-5' },
        monteCarlo: { model: 'claude-sonnet-5' }
      },
      gate: { failOn: 'never' },
      // One skill at a time would mean one batch per skill.
      concurrency: 1
    })
    const judged = report.skills.filter((s) => s.layers.judge?.status === 'ok')
    expect(judged.length).toBeGreaterThanOrEqual(2)
    expect(batchesSubmitted()).toBe(1)
    expect(fake().batchRequests()).toHaveLength(4 * judged.length)
    expect(report.usage).toMatchObject({ batchedCalls: 4 * judged.length })
  })
})
