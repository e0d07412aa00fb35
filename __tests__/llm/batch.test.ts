// Message Batches through the real SDK against the local Anthropic-protocol server: which calls
// go through a batch, what they cost, and what happens to the items a batch does not answer.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  batchErrored,
  batchExpired,
  textReply,
  type MessagesRequestBody
} from '../fakes/anthropic-server.js'
import { fakeAnthropicPerTest } from '../fakes/fake-anthropic-per-test.js'
import {
  costUsd,
  createLlm,
  DEFAULT_PRICING,
  replyText,
  worstCaseUsd,
  type LlmError,
  type BatchOptions,
  type LlmOptions,
  type LlmReply
} from '../../src/llm/index.js'
import { errorOf } from './llm-error-of.js'

const fake = fakeAnthropicPerTest()
let cacheDir: string
let progress: string[]

beforeEach(async () => {
  cacheDir = await mkdtemp(path.join(tmpdir(), 'skill-ci-batch-'))
  progress = []
})
afterEach(async () => {
  await rm(cacheDir, { recursive: true, force: true })
})

/** A gathering window wide enough that a busy machine still puts a test's calls in one batch. */
const GROUPED = 300

const make = (batch: Partial<BatchOptions> = {}, extra: Partial<LlmOptions> = {}) =>
  createLlm({
    apiKey: 'test-key',
    baseURL: fake().url,
    toolVersion: 'test',
    cacheDir,
    retry: { baseDelayMs: 1, maxRetries: 1 },
    timeoutMs: 2000,
    concurrency: 1,
    env: {},
    batch: {
      mode: 'on',
      gatherMs: 100,
      pollMs: 1,
      maxPollMs: 4,
      onProgress: (line) => progress.push(line),
      ...batch
    },
    ...extra
  })

const ask = (text: string) => ({
  model: 'claude-sonnet-5',
  max_tokens: 50,
  messages: [{ role: 'user' as const, content: text }]
})

const USAGE = { input_tokens: 1000, output_tokens: 100 }
const promptOf = (body: MessagesRequestBody) => String(body.messages[0]?.content)
/** Answers every request with its own prompt, at a fixed usage. */
const echo = (body: MessagesRequestBody) => textReply(`re: ${promptOf(body)}`, { usage: USAGE })

const prompts = (n: number) => Array.from({ length: n }, (_, i) => `q${i}`)
const askAll = (llm: ReturnType<typeof make>, texts: string[], batchable = true) =>
  Promise.all(texts.map((t) => llm.message(ask(t), { layer: 'judge', batchable })))

const livePosts = () => fake().messageRequests().length
const batchesCreated = () =>
  fake().requests.filter((r) => r.method === 'POST' && r.path === '/v1/messages/batches').length

const livePrice = costUsd(
  { input: 1000, output: 100, cacheWrite: 0, cacheRead: 0 },
  DEFAULT_PRICING.sonnet!
)

describe('batch: on', () => {
  it('sends batchable calls as one batch, outside the live concurrency limit, at half price', async () => {
    fake().setHandler(echo)
    const llm = make({ gatherMs: GROUPED })
    const replies = await askAll(llm, prompts(5))
    expect(replies.map((r) => replyText(r.message))).toEqual(prompts(5).map((p) => `re: ${p}`))
    expect(replies.every((r) => r.batched && !r.cached)).toBe(true)
    expect(batchesCreated()).toBe(1)
    expect(
      fake()
        .batchRequests()
        .map((r) => promptOf(r.params))
        .sort()
    ).toEqual(prompts(5))
    expect(livePosts()).toBe(0)
    const ledger = llm.ledger.summary()
    expect(ledger.calls).toBe(5)
    expect(ledger.batchedCalls).toBe(5)
    expect(ledger.byLayer.judge?.batchedCalls).toBe(5)
    expect(ledger.costUsd).toBeCloseTo((5 * livePrice) / 2, 10)
    expect(progress.some((l) => l.includes('5 requests submitted as batch'))).toBe(true)
  })

  it('keeps calls that are not batchable live', async () => {
    fake().setHandler(echo)
    const llm = make()
    await askAll(llm, prompts(2), false)
    expect(batchesCreated()).toBe(0)
    expect(livePosts()).toBe(2)
    expect(llm.ledger.summary().batchedCalls).toBeUndefined()
    expect(llm.ledger.costUsd).toBeCloseTo(2 * livePrice, 10)
  })

  it('retries an errored item live once, and books it at the live rate', async () => {
    fake().setHandler((body, { index }) =>
      promptOf(body) === 'q1' && index < 3 ? batchErrored('overloaded_error', 'busy') : echo(body)
    )
    const llm = make()
    const replies = await askAll(llm, prompts(3))
    expect(replies.map((r) => replyText(r.message))).toEqual(['re: q0', 're: q1', 're: q2'])
    expect(replies.map((r) => r.batched ?? false)).toEqual([true, false, true])
    expect(fake().messageRequests().map(promptOf)).toEqual(['q1'])
    const ledger = llm.ledger.summary()
    expect(ledger.calls).toBe(3)
    expect(ledger.batchedCalls).toBe(2)
    expect(ledger.costUsd).toBeCloseTo(2 * (livePrice / 2) + livePrice, 10)
  })

  it('fails an errored item loudly when its live retry fails too (never drops it)', async () => {
    fake().setHandler((body) =>
      promptOf(body) === 'q0' ? batchErrored('invalid_request_error', 'bad request') : echo(body)
    )
    const llm = make()
    const [failed, answered] = prompts(2).map((t) =>
      llm.message(ask(t), { layer: 'judge', batchable: true })
    )
    const failure = await errorOf(failed!)
    expect(replyText((await answered!).message)).toBe('re: q1')
    expect(failure.message).toMatch(/item errored \(invalid_request_error: bad request\)/)
    expect(failure.message).toMatch(/its live retry failed/)
  })

  it('sends an expired item live', async () => {
    fake().setHandler((body, { index }) =>
      promptOf(body) === 'q2' && index < 3 ? batchExpired() : echo(body)
    )
    const llm = make()
    const replies = await askAll(llm, prompts(3))
    expect(replies.map((r) => replyText(r.message))).toEqual(['re: q0', 're: q1', 're: q2'])
    expect(replies[2]?.batched).toBeUndefined()
    expect(fake().messageRequests().map(promptOf)).toEqual(['q2'])
  })

  it('answers a re-run from the response cache: no batch, no call', async () => {
    fake().setHandler(echo)
    await askAll(make(), prompts(3))
    const before = fake().requests.length
    const again = make()
    const replies = await askAll(again, prompts(3))
    expect(replies.every((r) => r.cached)).toBe(true)
    expect(fake().requests.length).toBe(before)
    expect(again.ledger.summary()).toMatchObject({ calls: 0, cacheHits: 3, costUsd: 0 })
  })

  it('checks the budget before submitting: what does not fit is refused, never sent', async () => {
    fake().setHandler(echo)
    const llm = make({}, { budget: { maxCalls: 2 } })
    // The calls reach the queue in any order (each looks in the cache first): whichever comes
    // third is refused.
    const settled = await Promise.allSettled(
      prompts(3).map((t) => llm.message(ask(t), { layer: 'judge', batchable: true }))
    )
    const refused = settled.flatMap((r) => (r.status === 'rejected' ? [r.reason as LlmError] : []))
    expect(refused.map((e) => e.kind)).toEqual(['budget_exhausted'])
    const answered = settled.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []))
    expect(
      fake()
        .batchRequests()
        .map((r) => `re: ${promptOf(r.params)}`)
        .sort()
    ).toEqual(answered.map((r) => replyText(r.message)).sort())
    expect(livePosts()).toBe(0)
  })

  it('reserves at the batch rate, so a budget too small for live calls still holds the batch', async () => {
    fake().setHandler(echo)
    // Room for one call's worst case at the live rate, for two at the batch rate.
    const oneLive = worstCaseUsd(ask('q0'), 'claude-sonnet-5', DEFAULT_PRICING)
    const llm = make({}, { budget: { maxUsd: oneLive * 1.2 } })
    await askAll(llm, prompts(2))
    expect(fake().batchRequests()).toHaveLength(2)
  })

  it('cancels a batch that does not end by the deadline and sends its items live', async () => {
    fake().setHandler(echo)
    fake().scriptBatches({ stuck: true })
    const llm = make({ deadlineMs: 20, gatherMs: GROUPED })
    const replies = await askAll(llm, prompts(2))
    expect(replies.map((r) => replyText(r.message))).toEqual(['re: q0', 're: q1'])
    expect(replies.some((r) => r.batched)).toBe(false)
    expect(fake().requests.some((r) => r.path.endsWith('/cancel'))).toBe(true)
    expect(fake().messageRequests().map(promptOf).sort()).toEqual(['q0', 'q1'])
    expect(progress.some((l) => /did not end within .*cancelling it/.test(l))).toBe(true)
  })

  it('polls with progress until the batch ends', async () => {
    fake().setHandler(echo)
    fake().scriptBatches({ polls: 3 })
    const llm = make({ gatherMs: GROUPED })
    await askAll(llm, prompts(2))
    const checks = fake().requests.filter(
      (r) => r.method === 'GET' && /^\/v1\/messages\/batches\/[^/]+$/.test(r.path)
    )
    expect(checks.length).toBeGreaterThanOrEqual(3)
    expect(progress.filter((l) => /in progress, 0\/2 done/.test(l))).toHaveLength(2)
    expect(progress.some((l) => /ended, 2\/2 done/.test(l))).toBe(true)
  })

  it('does not send a request whose caller stopped waiting before the submission', async () => {
    fake().setHandler(echo)
    const llm = make()
    const controller = new AbortController()
    const gone = llm.message(ask('gone'), {
      layer: 'judge',
      batchable: true,
      signal: controller.signal
    })
    const kept = llm.message(ask('kept'), { layer: 'judge', batchable: true })
    controller.abort()
    expect((await errorOf(gone)).kind).toBe('aborted')
    expect(replyText((await kept).message)).toBe('re: kept')
    expect(
      fake()
        .batchRequests()
        .map((r) => promptOf(r.params))
    ).toEqual(['kept'])
    expect(livePosts()).toBe(0)
  })

  it('sends the items live when the batch cannot be created', async () => {
    fake().setHandler(echo)
    fake().scriptBatches({
      fault: {
        kind: 'status',
        status: 400,
        body: { type: 'error', error: { type: 'x', message: 'no' } }
      }
    })
    const replies: LlmReply[] = await askAll(make({ gatherMs: GROUPED }), prompts(2))
    expect(replies.map((r) => replyText(r.message))).toEqual(['re: q0', 're: q1'])
    expect(livePosts()).toBe(2)
  })
})

describe('batch: auto', () => {
  it('sends a group below the threshold live and a group at the threshold as a batch', async () => {
    fake().setHandler(echo)
    const llm = make({ mode: 'auto', autoThreshold: 3, gatherMs: GROUPED })
    await askAll(llm, prompts(2))
    expect(batchesCreated()).toBe(0)
    expect(livePosts()).toBe(2)
    expect(progress).toContain(
      'judge: 2 independent calls, fewer than the 3 a batch is used for (batch: auto): sent live'
    )
    await askAll(llm, ['a', 'b', 'c'])
    expect(batchesCreated()).toBe(1)
    expect(livePosts()).toBe(2)
    expect(llm.ledger.summary().batchedCalls).toBe(3)
  })
})
