// The circuit breaker: what trips it at once, what trips it after a run of failures, what starts
// the count again; and the real client against a local API that answers 529 to everything.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import {
  overloaded,
  rateLimited,
  startFakeAnthropic,
  textReply,
  type FakeAnthropic
} from '../fakes/anthropic-server.js'
import { CircuitBreaker, DEFAULT_OUTAGE_LIMIT } from '../../src/llm/breaker.js'
import { createLlm, LlmError } from '../../src/llm/index.js'
import { errorOf } from './llm-error-of.js'

const http = (status: number) => new LlmError('http', `HTTP ${status}: x`, 4, status)
const timeout = new LlmError('timeout', 'timed out after 4 attempts', 4)

describe('the circuit breaker', () => {
  it('trips at once on an error no later call can get past', () => {
    for (const error of [
      http(401),
      http(403),
      http(404),
      new LlmError('unknown_model', 'no such model'),
      new LlmError('transport', 'transport failure: ECONNREFUSED')
    ]) {
      expect(new CircuitBreaker().failed(error)).toEqual({ trip: true, reason: error.message })
    }
  })

  it('trips after 8 calls in a row failing on an overloaded or broken API, with the reason', () => {
    expect(DEFAULT_OUTAGE_LIMIT).toBe(8)
    const breaker = new CircuitBreaker()
    const failures = [http(529), http(500), timeout, http(503), http(529), http(502), http(529)]
    for (const error of failures) expect(breaker.failed(error)).toEqual({ trip: false })
    expect(breaker.failed(http(529))).toEqual({
      trip: true,
      reason:
        'the API failed 8 calls in a row after their retries, so it looks down (last: HTTP 529: x)'
    })
  })

  it('starts the count again on any answer, an error answer included; other failures leave it', () => {
    const breaker = new CircuitBreaker(3)
    breaker.failed(http(529))
    breaker.failed(http(529))
    breaker.answered()
    expect(breaker.failed(http(529))).toEqual({ trip: false })
    breaker.failed(http(529))
    // A 400 or a rate limit is an answer: the API is up.
    for (const answer of [http(400), http(429)]) {
      expect(breaker.failed(answer)).toEqual({ trip: false })
      breaker.failed(http(529))
      expect(breaker.failed(http(529))).toEqual({ trip: false })
    }
    // Budget stops and aborts say nothing of the API: the count stays at 2.
    for (const other of [
      new LlmError('budget_exhausted', 'max-calls'),
      new LlmError('aborted', 'cancelled')
    ])
      expect(breaker.failed(other)).toEqual({ trip: false })
    expect(breaker.failed(http(529)).trip).toBe(true)
  })
})

describe('the client on an API that is down', () => {
  let fake: FakeAnthropic
  beforeEach(async () => {
    fake = await startFakeAnthropic({ handler: () => overloaded() })
  })
  afterEach(async () => {
    await fake.close()
  })

  const make = () =>
    createLlm({
      apiKey: 'test-key',
      baseURL: fake.url,
      toolVersion: 'test',
      cacheDir: null,
      retry: { baseDelayMs: 1, maxRetries: 3 },
      concurrency: 4,
      env: {}
    })
  const ask = (i: number) => ({
    model: 'claude-sonnet-5',
    max_tokens: 100,
    messages: [{ role: 'user' as const, content: `question ${i}` }]
  })

  it('stops every call after 8 failed in a row, books every request, and sends nothing after', async () => {
    const llm = make()
    const errors = await Promise.all(
      Array.from({ length: 40 }, (_, i) => errorOf(llm.message(ask(i), { layer: 'judge' })))
    )
    const reason = llm.stopped()?.message
    expect(reason).toMatch(/^the API failed 8 calls in a row after their retries, so it looks down/)
    // The first call alone, then 4 at a time: those in flight when it tripped end their retries
    // early; the calls queued behind them are never sent.
    const posts = fake.messageRequests().length
    expect(posts).toBeLessThanOrEqual(4 * (1 + 8 + 3))
    expect(errors.filter((e) => e.message === reason).length).toBeGreaterThanOrEqual(40 - 12)
    expect(llm.ledger.summary()).toMatchObject({ calls: 0, requests: fake.requests.length })
    await errorOf(llm.message(ask(99), { layer: 'judge' }))
    expect(fake.messageRequests().length).toBe(posts)
  })

  it('does not trip when the API answers in between, nor on rate limits', async () => {
    const llm = make()
    fake.setHandler((_, { index }) => (index % 16 === 15 ? textReply('up') : overloaded()))
    for (let i = 0; i < 3; i++) await errorOf(llm.message(ask(i), { layer: 'judge' }))
    const answered = await llm.message(ask(3), { layer: 'judge' })
    expect(answered.message.content).toEqual([{ type: 'text', text: 'up' }])
    fake.setHandler(() => rateLimited(0))
    for (let i = 0; i < 10; i++) await errorOf(llm.message(ask(10 + i), { layer: 'judge' }))
    expect(llm.stopped()).toBeUndefined()
  })
})
