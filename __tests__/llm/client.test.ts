import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  DEFAULT_FAKE_MODELS,
  hang,
  overloaded,
  rateLimited,
  serverError,
  startFakeAnthropic,
  statusFault,
  textReply,
  toolUseReply,
  truncated,
  type FakeAnthropic
} from '../fakes/anthropic-server.js'
import {
  cachedTextBlock,
  createLlm,
  LlmError,
  MODEL_LIST_FILE,
  replyText,
  type LlmOptions
} from '../../src/llm/index.js'
import { errorOf } from './llm-error-of.js'

let fake: FakeAnthropic
let cacheDir: string

/** Above Haiku 4.5's minimum cacheable length (4,096 tokens), so its mark is kept. */
const BIG_STABLE_TEXT = 'big stable text. '.repeat(1000)

beforeEach(async () => {
  fake = await startFakeAnthropic()
  cacheDir = await mkdtemp(path.join(tmpdir(), 'skill-ci-llm-'))
})
afterEach(async () => {
  await fake.close()
  await rm(cacheDir, { recursive: true, force: true })
})

const make = (extra: Partial<LlmOptions> = {}) =>
  createLlm({
    apiKey: 'test-key',
    baseURL: fake.url,
    toolVersion: 'test',
    cacheDir: null,
    retry: { baseDelayMs: 1, maxRetries: 3 },
    timeoutMs: 2000,
    env: {},
    ...extra
  })

const ask = (text = 'hi', model = 'sonnet') => ({
  model,
  max_tokens: 100,
  messages: [{ role: 'user' as const, content: text }]
})

const messagePosts = () => fake.requests.filter((r) => r.method === 'POST').length
const modelListGets = () => fake.requests.filter((r) => r.path.startsWith('/v1/models')).length

describe('createLlm against the fake Messages API', () => {
  it('answers a call and books tokens and cost per model and layer', async () => {
    fake.script(
      textReply('hello', {
        usage: {
          input_tokens: 1000,
          output_tokens: 200,
          cache_creation_input_tokens: 400,
          cache_read_input_tokens: 2000
        }
      })
    )
    const llm = make()
    const reply = await llm.message(ask(), { layer: 'judge' })
    expect(replyText(reply.message)).toBe('hello')
    expect(reply.model).toBe('claude-sonnet-5')
    // sonnet: 1000×3 + 200×15 + 400×3.75 + 2000×0.3 = 3000+3000+1500+600 = 8100 per million
    expect(reply.costUsd).toBeCloseTo(0.0081, 12)
    const s = llm.ledger.summary()
    expect(s.calls).toBe(1)
    expect(s.tokens).toEqual({ input: 1000, output: 200, cacheWrite: 400, cacheRead: 2000 })
    expect(s.byModel['claude-sonnet-5']?.costUsd).toBeCloseTo(0.0081, 12)
    expect(s.byLayer['judge']?.calls).toBe(1)
    // The key travels in x-api-key but the recorder strips it.
    const post = fake.requests.find((r) => r.method === 'POST')
    expect(post?.headers['x-api-key']).toBeUndefined()
    expect((post?.body as { model: string }).model).toBe('claude-sonnet-5')
  })

  it('honours retry-after on 429 and then succeeds', async () => {
    fake.script(rateLimited(1), textReply('ok'))
    const llm = make()
    const started = Date.now()
    const reply = await llm.message(ask(), { layer: 'judge' })
    expect(Date.now() - started).toBeGreaterThanOrEqual(950)
    expect(reply.attempts).toBe(2)
    expect(llm.ledger.summary().retries).toBe(1)
    expect(messagePosts()).toBe(2)
  })

  it('caps a long retry-after at maxDelayMs', async () => {
    fake.script(rateLimited(120), textReply('ok'))
    const llm = make({ retry: { baseDelayMs: 1, maxDelayMs: 20 } })
    const started = Date.now()
    await llm.message(ask(), { layer: 'judge' })
    expect(Date.now() - started).toBeLessThan(1000)
  })

  it('retries 500 and 529 overloaded, counting each retry', async () => {
    fake.script(serverError(), overloaded(), textReply('ok'))
    const llm = make()
    const reply = await llm.message(ask(), { layer: 'judge' })
    expect(reply.attempts).toBe(3)
    expect(llm.ledger.summary().retries).toBe(2)
    expect(llm.ledger.summary().calls).toBe(1)
  })

  it('gives up after maxRetries with the status in the error', async () => {
    fake.script(serverError(), serverError(), serverError(), serverError(), textReply('late'))
    const llm = make()
    const err = await errorOf(llm.message(ask(), { layer: 'judge' }))
    expect(err.kind).toBe('http')
    expect(err.status).toBe(500)
    expect(err.attempts).toBe(4)
    expect(messagePosts()).toBe(4)
  })

  it('does not retry a 400', async () => {
    fake.script(
      statusFault(400, {
        body: { type: 'error', error: { type: 'invalid_request_error', message: 'bad' } }
      })
    )
    const err = await errorOf(make().message(ask(), { layer: 'judge' }))
    expect(err.kind).toBe('http')
    expect(err.attempts).toBe(1)
  })

  it('times out a hung connection, retries, then reports a timeout', async () => {
    fake.script(hang(), hang())
    const llm = make({ timeoutMs: 100, retry: { baseDelayMs: 1, maxRetries: 1 } })
    const err = await errorOf(llm.message(ask(), { layer: 'judge' }))
    expect(err.kind).toBe('timeout')
    expect(err.attempts).toBe(2)
    expect(messagePosts()).toBe(2)
    expect(llm.ledger.summary().calls).toBe(0)
  })

  it('retries a truncated body', async () => {
    fake.script(truncated(), textReply('whole'))
    const llm = make()
    const reply = await llm.message(ask(), { layer: 'judge' })
    expect(replyText(reply.message)).toBe('whole')
    expect(reply.attempts).toBe(2)
  })

  it('cancels a call in flight through the AbortSignal', async () => {
    fake.script(hang())
    const controller = new AbortController()
    const pending = make({ timeoutMs: 10_000 }).message(ask(), {
      layer: 'judge',
      signal: controller.signal
    })
    setTimeout(() => controller.abort(), 50)
    const started = Date.now()
    const err = await errorOf(pending)
    expect(err.kind).toBe('aborted')
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it('answers a repeated request from the disk cache with zero API calls', async () => {
    fake.setHandler(() => textReply('fresh', { usage: { input_tokens: 10, output_tokens: 5 } }))
    const first = make({ cacheDir })
    await first.message(ask('same'), { layer: 'judge' })
    expect(messagePosts()).toBe(1)
    // A new client (a second run) on the same directory.
    const second = make({ cacheDir })
    const reply = await second.message(ask('same'), { layer: 'judge' })
    expect(reply.cached).toBe(true)
    expect(replyText(reply.message)).toBe('fresh')
    expect(messagePosts()).toBe(1)
    expect(second.ledger.summary()).toMatchObject({ calls: 0, cacheHits: 1, costUsd: 0 })
    // A different salt (another judge sample) or tool version misses.
    await second.message(ask('same'), { layer: 'judge', cacheSalt: 'judge-2' })
    await make({ cacheDir, toolVersion: 'next' }).message(ask('same'), { layer: 'judge' })
    expect(messagePosts()).toBe(3)
  })

  it('stops starting calls at max-calls', async () => {
    fake.setHandler(() => textReply('ok'))
    const llm = make({ budget: { maxCalls: 2 } })
    await llm.message(ask('1'), { layer: 'judge' })
    await llm.message(ask('2'), { layer: 'judge' })
    const err = await errorOf(llm.message(ask('3'), { layer: 'judge' }))
    expect(err.kind).toBe('budget_exhausted')
    expect(messagePosts()).toBe(2)
  })

  it('never lets concurrent calls jointly pass max-usd', async () => {
    fake.setHandler(() =>
      textReply('ok', { usage: { input_tokens: 10, output_tokens: 10 }, latencyMs: 30 })
    )
    // Worst case of one call: ceil(chars/4) input + 100 output tokens on haiku ($1/$5 per M):
    // about $0.00052; a limit of $0.0012 admits two reservations, never three.
    const llm = make({ budget: { maxUsd: 0.0012 }, concurrency: 8 })
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) => llm.message(ask(`q${i}`, 'haiku'), { layer: 'judge' }))
    )
    const rejected = results.filter((r) => r.status === 'rejected')
    expect(rejected.length).toBeGreaterThan(0)
    for (const r of rejected)
      expect(((r as PromiseRejectedResult).reason as LlmError).kind).toBe('budget_exhausted')
    expect(llm.ledger.costUsd).toBeLessThanOrEqual(0.0012)
    expect(messagePosts()).toBe(results.length - rejected.length)
  })

  it('holds at most `concurrency` calls in flight', async () => {
    // Counted where the requests arrive, not timed: each is held a moment so calls overlap.
    let inFlight = 0
    let most = 0
    fake.setHandler(async () => {
      most = Math.max(most, ++inFlight)
      await new Promise((resolve) => setTimeout(resolve, 50))
      inFlight -= 1
      return textReply('ok')
    })
    const llm = make({ concurrency: 2 })
    await Promise.all([1, 2, 3, 4].map((i) => llm.message(ask(`c${i}`), { layer: 'judge' })))
    expect(messagePosts()).toBe(4)
    expect(most).toBeLessThanOrEqual(2)
  })

  it('passes multi-turn tool use through unchanged, with prompt-cache marks', async () => {
    fake.script(toolUseReply('Read', { path: 'a.md' }, { id: 'toolu_1' }), textReply('done'))
    const llm = make()
    const tools = [
      {
        name: 'Read',
        description: 'read a file',
        input_schema: { type: 'object' as const, properties: { path: { type: 'string' } } }
      }
    ]
    const first = await llm.message(
      {
        model: 'haiku',
        max_tokens: 50,
        system: [cachedTextBlock(BIG_STABLE_TEXT)],
        tools,
        messages: [{ role: 'user', content: 'go' }]
      },
      { layer: 'ab' }
    )
    expect(first.message.stop_reason).toBe('tool_use')
    const use = first.message.content.find((b) => b.type === 'tool_use')
    expect(use).toMatchObject({ name: 'Read', input: { path: 'a.md' }, id: 'toolu_1' })
    const second = await llm.message(
      {
        model: 'haiku',
        max_tokens: 50,
        tools,
        messages: [
          { role: 'user', content: 'go' },
          { role: 'assistant', content: first.message.content },
          {
            role: 'user',
            content: [{ type: 'tool_result', tool_use_id: 'toolu_1', content: 'file text' }]
          }
        ]
      },
      { layer: 'ab' }
    )
    expect(replyText(second.message)).toBe('done')
    const [b1, b2] = fake.messageRequests()
    expect(b1?.system).toEqual([
      { type: 'text', text: BIG_STABLE_TEXT, cache_control: { type: 'ephemeral' } }
    ])
    expect(b2?.messages).toHaveLength(3)
    expect(llm.ledger.summary().byLayer['ab']?.calls).toBe(2)
  })

  it('fails fast without a key', () => {
    expect(() => createLlm({ toolVersion: 't', env: {} })).toThrow(/ANTHROPIC_API_KEY/)
  })

  it('reads the key and base URL from the environment', async () => {
    fake.script(textReply('env'))
    const llm = createLlm({
      toolVersion: 't',
      cacheDir: null,
      env: { ANTHROPIC_API_KEY: 'k', ANTHROPIC_BASE_URL: fake.url }
    })
    expect(replyText((await llm.message(ask(), { layer: 'judge' })).message)).toBe('env')
  })
})

describe('model resolution through the Models API', () => {
  it('resolves aliases to the newest of the family across pages and validates exact ids', async () => {
    const llm = make()
    expect(await llm.resolveModel('sonnet')).toBe('claude-sonnet-5')
    expect(await llm.resolveModel('opus')).toBe('claude-opus-4-8')
    expect(await llm.resolveModel('haiku')).toBe('claude-haiku-4-5-20251001')
    expect(await llm.resolveModel('claude-sonnet-4-5-20250929')).toBe('claude-sonnet-4-5-20250929')
    // The listing is fetched once (in pages of 2: 3 GET requests for 5 models).
    expect(modelListGets()).toBe(3)
  })

  it('retries a failing model listing like any call', async () => {
    fake.scriptModels(overloaded(), serverError())
    fake.script(textReply('ok'))
    const llm = make()
    const reply = await llm.message(ask(), { layer: 'judge' })
    expect(reply.model).toBe('claude-sonnet-5')
    expect(llm.ledger.summary().retries).toBe(2)
  })

  it('forgets a failed listing, so the next call lists again', async () => {
    fake.scriptModels(serverError(), serverError(), serverError(), serverError())
    fake.script(textReply('ok'))
    const llm = make()
    const err = await errorOf(llm.message(ask(), { layer: 'judge' }))
    expect(err).toMatchObject({ kind: 'http', status: 500, attempts: 4 })
    expect((await llm.message(ask(), { layer: 'judge' })).model).toBe('claude-sonnet-5')
    // 4 failed attempts, then one listing of 3 pages.
    expect(modelListGets()).toBe(7)
  })

  it('fails fast on an unknown model, listing the available ids, without calling Messages', async () => {
    const err = await errorOf(make().message(ask('x', 'claude-nope-1'), { layer: 'judge' }))
    expect(err.kind).toBe('unknown_model')
    expect(err.message).toContain('claude-nope-1')
    expect(err.message).toContain('claude-haiku-4-5-20251001')
    expect(messagePosts()).toBe(0)
  })
})

describe('the model the API answered with', () => {
  it('is what a record states, with the name asked for beside it, cached replies included', async () => {
    const llm = make({ cacheDir })
    // Before any answer: the id the name resolves to (the name itself when it resolves to none).
    expect(await llm.modelUse('sonnet')).toEqual({ asked: 'sonnet', answered: 'claude-sonnet-5' })
    expect(await llm.modelUse('claude-nope-1')).toEqual({
      asked: 'claude-nope-1',
      answered: 'claude-nope-1'
    })
    fake.script(textReply('ok', { model: 'claude-sonnet-5-20261101' }))
    const reply = await llm.message(ask(), { layer: 'judge' })
    expect(reply.model).toBe('claude-sonnet-5-20261101')
    expect(fake.messageRequests()[0]?.model).toBe('claude-sonnet-5')
    expect(await llm.modelUse('sonnet')).toEqual({
      asked: 'sonnet',
      answered: 'claude-sonnet-5-20261101'
    })
    // A new client answered from the cache says the same.
    const again = make({ cacheDir })
    expect((await again.message(ask(), { layer: 'judge' })).cached).toBe(true)
    expect((await again.modelUse('sonnet')).answered).toBe('claude-sonnet-5-20261101')
    // An answer booked from outside `message` (the claude-code harness's runs) counts the same.
    again.noteAnswer('opus', 'claude-opus-4-8-20261201')
    expect((await again.modelUse('opus')).answered).toBe('claude-opus-4-8-20261201')
  })
})

describe('the model listing stored in the cache directory', () => {
  interface StoredListing {
    fetchedAt: string
    baseURL: string
    models: Array<{ id: string; created_at: string }>
  }
  const listingFile = () => path.join(cacheDir, MODEL_LIST_FILE)
  const readListing = async () => JSON.parse(await readFile(listingFile(), 'utf8')) as StoredListing
  const editListing = async (edit: (l: StoredListing) => StoredListing) =>
    writeFile(listingFile(), JSON.stringify(edit(await readListing())))
  const HOUR = 3_600_000
  // One full listing of the five fake models is 3 GET requests (pages of 2).
  const LISTING = 3

  it('lets a second run of the same requests make no request of any kind', async () => {
    fake.setHandler(() => textReply('ok'))
    const names = ['sonnet', 'haiku', 'claude-opus-4-1-20250805']
    const started = Date.now()
    const first = make({ cacheDir })
    for (const name of names) await first.message(ask('same', name), { layer: 'judge' })
    expect(modelListGets()).toBe(LISTING)
    expect(messagePosts()).toBe(3)
    const stored = await readListing()
    expect(stored.baseURL).toBe(fake.url)
    expect(stored.models.map((m) => m.id).sort()).toEqual(
      DEFAULT_FAKE_MODELS.map((m) => m.id).sort()
    )
    expect(Date.parse(stored.fetchedAt)).toBeGreaterThanOrEqual(started - 1000)

    const logged = fake.requests.length
    const second = make({ cacheDir })
    const replies = []
    for (const name of names)
      replies.push(await second.message(ask('same', name), { layer: 'judge' }))
    expect(fake.requests.length).toBe(logged)
    expect(replies.map((r) => [r.model, r.cached])).toEqual([
      ['claude-sonnet-5', true],
      ['claude-haiku-4-5-20251001', true],
      ['claude-opus-4-1-20250805', true]
    ])
    expect(second.ledger.summary()).toMatchObject({ calls: 0, cacheHits: 3, costUsd: 0 })
  })

  it('fetches the listing once for concurrent callers', async () => {
    const llm = make({ cacheDir })
    const resolved = await Promise.all(
      ['sonnet', 'opus', 'haiku', 'sonnet', 'claude-sonnet-4-5-20250929'].map((n) =>
        llm.resolveModel(n)
      )
    )
    expect(resolved).toEqual([
      'claude-sonnet-5',
      'claude-opus-4-8',
      'claude-haiku-4-5-20251001',
      'claude-sonnet-5',
      'claude-sonnet-4-5-20250929'
    ])
    expect(modelListGets()).toBe(LISTING)
  })

  it('fetches an expired listing again, with the TTL configurable', async () => {
    await make({ cacheDir }).resolveModel('sonnet')
    await editListing((l) => ({ ...l, fetchedAt: new Date(Date.now() - 25 * HOUR).toISOString() }))
    const before = Date.now()
    expect(await make({ cacheDir }).resolveModel('sonnet')).toBe('claude-sonnet-5')
    expect(modelListGets()).toBe(2 * LISTING)
    expect(Date.parse((await readListing()).fetchedAt)).toBeGreaterThanOrEqual(before - 1000)
    // 23 hours old is within the default 24 h, not within a 1 h TTL.
    await editListing((l) => ({ ...l, fetchedAt: new Date(Date.now() - 23 * HOUR).toISOString() }))
    await make({ cacheDir }).resolveModel('sonnet')
    expect(modelListGets()).toBe(2 * LISTING)
    await make({ cacheDir, modelListTtlMs: HOUR }).resolveModel('sonnet')
    expect(modelListGets()).toBe(3 * LISTING)
  })

  it('does not reuse a listing fetched from another base URL', async () => {
    await make({ cacheDir }).resolveModel('sonnet')
    await editListing((l) => ({ ...l, baseURL: 'https://gateway.example.test' }))
    await make({ cacheDir }).resolveModel('sonnet')
    expect(modelListGets()).toBe(2 * LISTING)
    expect((await readListing()).baseURL).toBe(fake.url)
  })

  it('fetches once more for an exact id the stored listing lacks, then uses it', async () => {
    await make({ cacheDir }).resolveModel('haiku')
    // The stored listing predates claude-sonnet-5.
    await editListing((l) => ({ ...l, models: l.models.filter((m) => m.id !== 'claude-sonnet-5') }))
    fake.script(textReply('new model'))
    const llm = make({ cacheDir })
    const reply = await llm.message(ask('x', 'claude-sonnet-5'), { layer: 'judge' })
    expect(reply.model).toBe('claude-sonnet-5')
    expect(modelListGets()).toBe(2 * LISTING)
    expect((await readListing()).models.map((m) => m.id)).toContain('claude-sonnet-5')
    // Listed now: no further request to resolve it.
    expect(await llm.resolveModel('claude-sonnet-5')).toBe('claude-sonnet-5')
    expect(modelListGets()).toBe(2 * LISTING)
  })

  it('fails an id missing after the one refetch, listing the available ids', async () => {
    await make({ cacheDir }).resolveModel('haiku')
    const llm = make({ cacheDir })
    // Concurrent callers share the one refetch.
    const errors = await Promise.all(
      [1, 2, 3].map((i) => errorOf(llm.message(ask(`q${i}`, 'claude-nope-1'), { layer: 'judge' })))
    )
    for (const err of errors) {
      expect(err.kind).toBe('unknown_model')
      expect(err.message).toBe(
        'unknown model "claude-nope-1"; available: claude-sonnet-5, claude-opus-4-8, ' +
          'claude-haiku-4-5-20251001, claude-sonnet-4-5-20250929, claude-opus-4-1-20250805'
      )
    }
    expect(modelListGets()).toBe(2 * LISTING)
    // The listing was just fetched: a later ask fails fast, without a request.
    const again = await errorOf(llm.message(ask('q4', 'claude-nope-1'), { layer: 'judge' }))
    expect(again.kind).toBe('unknown_model')
    expect(modelListGets()).toBe(2 * LISTING)
    expect(messagePosts()).toBe(0)
  })

  it.each([
    ['not JSON', '{"fetchedAt": '],
    ['the wrong shape', JSON.stringify({ fetchedAt: 'yesterday', baseURL: 1, models: 'all' })],
    ['an empty file', '']
  ])('ignores a models.json that is %s and fetches the listing', async (_, text) => {
    await writeFile(listingFile(), text)
    expect(await make({ cacheDir }).resolveModel('opus')).toBe('claude-opus-4-8')
    expect(modelListGets()).toBe(LISTING)
    // Replaced by a good listing, which the next run reuses.
    await make({ cacheDir }).resolveModel('opus')
    expect(modelListGets()).toBe(LISTING)
  })

  it('runs on when models.json can be neither read nor written', async () => {
    await mkdir(listingFile())
    fake.script(textReply('ok'))
    const reply = await make({ cacheDir }).message(ask(), { layer: 'judge' })
    expect(reply.model).toBe('claude-sonnet-5')
    expect(modelListGets()).toBe(LISTING)
  })
})
