// Prompt caching end to end: the fake server bills as the API does (prompt-cache-model.ts), the
// client places the marks by the API's rules, the ledger books writes and reads at their prices,
// and caching never changes the tokens that scores and limits count.
import { describe, expect, it } from '@jest/globals'
import {
  startFakeAnthropic,
  textReply,
  toolUseReply,
  type FakeAnthropic
} from '../fakes/anthropic-server.js'
import { apiMinimumCacheable, FIVE_MINUTES_MS, promptBlocks } from '../fakes/prompt-cache-model.js'
import {
  cachedTextBlock,
  createLlm,
  DEFAULT_PRICING,
  estimateCalls,
  formatEstimate,
  MAX_CACHE_BREAKPOINTS,
  minimumCacheableTokens,
  placeBreakpoints,
  totalTokens,
  worstCaseUsd,
  type CachePoint,
  type LedgerSummary,
  type LlmOptions,
  type MessageRequest
} from '../../src/llm/index.js'
import { runTrigger } from '../../src/layers/monte-carlo/trigger-run.js'
import { createRng } from '../../src/stats/random.js'
import type { Usage } from '../../src/model/index.js'
import { runMain } from '../cli/run-main.js'
import { makeRepository, picksSibling } from '../layers/monte-carlo/scripted.js'

const SONNET = 'claude-sonnet-5'
const HAIKU = 'claude-haiku-4-5-20251001'

/** `n` characters of text: n / 4 tokens by the fake's rule. */
const chars = (n: number, seed = 'x'): string => `${seed} `.repeat(n).slice(0, n)

const withFake = async (
  test: (
    fake: FakeAnthropic,
    llm: (o?: Partial<LlmOptions>) => ReturnType<typeof createLlm>
  ) => Promise<void>,
  now?: () => number
) => {
  const fake = await startFakeAnthropic({ now, handler: () => textReply('ok') })
  const llm = (o: Partial<LlmOptions> = {}) =>
    createLlm({
      apiKey: 'k',
      baseURL: fake.url,
      toolVersion: 't',
      cacheDir: null,
      retry: { maxRetries: 0, baseDelayMs: 1 },
      env: {},
      ...o
    })
  try {
    await test(fake, llm)
  } finally {
    await fake.close()
  }
}

const request = (system: string, user: string, model = SONNET): MessageRequest => ({
  model,
  max_tokens: 10,
  system: [cachedTextBlock(system)],
  messages: [{ role: 'user', content: user }]
})

describe('the fake server bills prompt caching as the API does', () => {
  it('reads an identical prefix back, and misses on any change before the breakpoint', async () => {
    await withFake(async (_fake, make) => {
      const llm = make()
      const catalogue = ['- a: reads CSV', '- b: writes PDF', '- c: edits YAML'].join('\n')
      const system = `${chars(6000)}\n${catalogue}` // ~1,516 tokens, above Sonnet's 1,024
      const first = await llm.message(request(system, 'prompt one'), { layer: 'x' })
      expect(first.tokens.cacheRead).toBe(0)
      expect(first.tokens.cacheWrite).toBeGreaterThanOrEqual(1024)
      const second = await llm.message(request(system, 'another prompt'), { layer: 'x' })
      expect(second.tokens.cacheRead).toBe(first.tokens.cacheWrite)
      expect(second.tokens.cacheWrite).toBe(0)
      // The catalogue in another order, the skill text changed, another model: all miss.
      const reordered = `${chars(6000)}\n${catalogue.split('\n').reverse().join('\n')}`
      const edited = `${chars(6000)}\n${catalogue.replace('CSV', 'TSV')}`
      for (const [sys, model] of [
        [reordered, SONNET],
        [edited, SONNET],
        [system, 'claude-opus-4-8']
      ] as const) {
        const miss = await llm.message(request(sys, 'prompt one', model), { layer: 'x' })
        expect(miss.tokens.cacheRead).toBe(0)
        expect(miss.tokens.cacheWrite).toBeGreaterThan(0)
      }
    })
  })

  it('caches nothing below the model minimum and forgets an entry after its lifetime', async () => {
    let clock = 1_000_000
    await withFake(
      async (fake, make) => {
        const llm = make()
        // 2,000 tokens: above Sonnet's minimum, below Haiku 4.5's 4,096 (the client keeps no mark).
        const system = chars(8000)
        await llm.message(request(system, 'p', HAIKU), { layer: 'x' })
        const again = await llm.message(request(system, 'q', HAIKU), { layer: 'x' })
        expect(again.tokens).toMatchObject({ cacheRead: 0, cacheWrite: 0 })
        expect(JSON.stringify(fake.messageRequests().at(-1))).not.toContain('cache_control')

        await llm.message(request(system, 'p'), { layer: 'x' })
        clock += FIVE_MINUTES_MS - 1 // still alive, and its lifetime starts again on the read
        expect((await llm.message(request(system, 'q'), { layer: 'x' })).tokens.cacheRead).toBe(
          2000
        )
        clock += FIVE_MINUTES_MS - 1
        expect((await llm.message(request(system, 'r'), { layer: 'x' })).tokens.cacheRead).toBe(
          2000
        )
        clock += FIVE_MINUTES_MS + 1
        const expired = await llm.message(request(system, 's'), { layer: 'x' })
        expect(expired.tokens).toMatchObject({ cacheRead: 0, cacheWrite: 2000 })
      },
      () => clock
    )
  })

  it('refuses more than 4 breakpoints, as the API does', async () => {
    await withFake(async (fake) => {
      const res = await fetch(`${fake.url}/v1/messages`, {
        method: 'POST',
        headers: { 'x-api-key': 'k', 'content-type': 'application/json' },
        body: JSON.stringify({
          model: SONNET,
          max_tokens: 5,
          system: Array.from({ length: 5 }, () => cachedTextBlock(chars(5000))),
          messages: [{ role: 'user', content: 'hi' }]
        })
      })
      expect(res.status).toBe(400)
      expect(await res.text()).toMatch(/maximum of 4 blocks with cache_control/)
    })
  })
})

describe('placeBreakpoints', () => {
  it('never sends more than 4 marks, nor one on a prefix below the model minimum', async () => {
    const rng = createRng(7)
    await withFake(async (fake, make) => {
      const llm = make()
      for (let trial = 0; trial < 60; trial++) {
        const model = [SONNET, HAIKU, 'claude-opus-4-8'][rng.index(3)] as string
        const block = () =>
          rng.index(3) === 0
            ? cachedTextBlock(chars(rng.index(9000) + 1))
            : { type: 'text' as const, text: chars(rng.index(3000) + 1) }
        const messages = Array.from({ length: rng.index(5) + 1 }, (_, i) => ({
          role: i % 2 === 0 ? ('user' as const) : ('assistant' as const),
          content: rng.index(2) === 0 ? chars(rng.index(4000) + 1) : [block(), block()]
        }))
        const points: CachePoint[] = ['system', -1, 0, 'tools'].filter(
          () => rng.index(2) === 0
        ) as CachePoint[]
        const sent: MessageRequest = {
          model,
          max_tokens: 5,
          tools: [
            {
              name: 'Read',
              description: chars(rng.index(6000) + 1),
              input_schema: { type: 'object' }
            }
          ],
          system: [block(), block(), block()],
          messages
        }
        const placed = placeBreakpoints(sent, model, true, points)
        const blocks = promptBlocks(placed as Parameters<typeof promptBlocks>[0])
        let prefix = 0
        let marks = 0
        for (const b of blocks) {
          prefix += b.tokens
          if (!b.breakpoint) continue
          marks++
          expect(prefix).toBeGreaterThanOrEqual(apiMinimumCacheable(model))
          expect(prefix).toBeGreaterThanOrEqual(minimumCacheableTokens(model))
        }
        expect(marks).toBeLessThanOrEqual(MAX_CACHE_BREAKPOINTS)
        // The API accepts every request the client builds.
        await llm.message(sent, { layer: 'x', cacheAt: points })
      }
      expect(fake.messageRequests()).toHaveLength(60)
    })
  })

  it('removes every mark when prompt caching is off, and leaves short requests as built', () => {
    const big = request(chars(9000), 'hello')
    expect(JSON.stringify(placeBreakpoints(big, SONNET, false, ['system', -1]))).not.toContain(
      'cache_control'
    )
    const short: MessageRequest = {
      model: SONNET,
      max_tokens: 5,
      system: 'short',
      messages: [{ role: 'user', content: 'hi' }]
    }
    expect(placeBreakpoints(short, SONNET, true, ['system', -1])).toEqual(short)
  })
})

describe('the ledger and the scores with caching', () => {
  it('books cache writes at 1.25× and reads at 0.1× of the input price', async () => {
    await withFake(async (_fake, make) => {
      const llm = make()
      const system = chars(12_000)
      const a = await llm.message(request(system, 'one'), { layer: 'x' })
      const b = await llm.message(request(system, 'two'), { layer: 'x' })
      const price = DEFAULT_PRICING.sonnet!
      expect(price.cacheWrite).toBeCloseTo(price.input * 1.25, 10)
      expect(price.cacheRead).toBeCloseTo(price.input * 0.1, 10)
      for (const r of [a, b]) {
        const t = r.tokens
        expect(r.costUsd).toBeCloseTo(
          (t.input * price.input +
            t.cacheWrite * price.cacheWrite +
            t.cacheRead * price.cacheRead +
            t.output * price.output) /
            1e6,
          12
        )
      }
      expect(a.tokens.cacheWrite).toBe(3000)
      expect(b.tokens.cacheRead).toBe(3000)
      expect(llm.ledger.summary().tokens).toMatchObject({ cacheWrite: 3000, cacheRead: 3000 })
    })
  })

  it('same calls, same replies: caching on and off give the same token counts, caching costs less', async () => {
    const catalogue = Array.from({ length: 40 }, (_, i) => ({
      name: `skill-${i}`,
      description: `Handles task number ${i} of a long list of tasks; use it when asked for task ${i}.`,
      dir: `/nowhere/${i}`
    }))
    const history = [
      { role: 'user' as const, content: chars(4000, 'earlier') },
      { role: 'assistant' as const, content: chars(2000, 'reply') }
    ]
    const outcomes: Array<{
      runs: Awaited<ReturnType<typeof runTrigger>>[]
      summary: LedgerSummary
    }> = []
    for (const promptCache of [false, true]) {
      await withFake(async (fake, make) => {
        // Each prompt lists files first (a stub answers), then loads a skill.
        fake.setHandler((body) =>
          body.messages.length === history.length + 1
            ? toolUseReply('Glob', { pattern: '*' })
            : toolUseReply('Skill', { name: 'skill-3' })
        )
        const llm = make({ promptCache })
        const runs = []
        for (const prompt of ['make a csv', 'write a pdf', 'fix the yaml'])
          runs.push(
            await runTrigger({
              llm,
              model: SONNET,
              prompt,
              catalogue,
              history,
              maxTurns: 3,
              cacheSalt: 's'
            })
          )
        outcomes.push({ runs, summary: llm.ledger.summary() })
      })
    }
    const [off, on] = outcomes as [(typeof outcomes)[0], (typeof outcomes)[0]]
    expect(on.runs.map((r) => [r.fired, r.tokens, r.calls])).toEqual(
      off.runs.map((r) => [r.fired, r.tokens, r.calls])
    )
    expect(totalTokens(on.summary.tokens)).toBe(totalTokens(off.summary.tokens))
    expect(off.summary.tokens.cacheRead + off.summary.tokens.cacheWrite).toBe(0)
    expect(on.summary.tokens.cacheRead).toBeGreaterThan(0.6 * totalTokens(on.summary.tokens))
    expect(on.summary.costUsd).toBeLessThan(0.5 * off.summary.costUsd)
  })
})

describe('estimates that know about caching', () => {
  it('gives an expected cost below the upper bound, which prices every prefix as a cache write', () => {
    const plan = {
      layer: 'monte_carlo',
      model: SONNET,
      calls: 100,
      inputChars: 40_000,
      maxOutputTokens: 1000
    }
    const plain = estimateCalls([plan])
    const cached = estimateCalls([{ ...plan, cache: { prefixChars: 36_000, callsPerPrefix: 20 } }])
    expect(plain.expectedUsd).toBe(plain.usd)
    expect(cached.expectedUsd).toBeLessThan(0.5 * cached.usd)
    const price = DEFAULT_PRICING.sonnet!
    // The worst a call can do: write its whole prefix to the cache, then the full max_tokens.
    const worstCall = (9000 * price.cacheWrite + 1000 * price.input + 1000 * price.output) / 1e6
    expect(cached.usd).toBeCloseTo(100 * worstCall, 10)
    expect(formatEstimate(cached)).toMatch(
      /at most \$[\d.]+ .*expected \$[\d.]+ with prompt caching/
    )
  })

  it('reserves for a marked request at least what it costs when it writes the cache', async () => {
    await withFake(async (_fake, make) => {
      const llm = make()
      const sent = request(chars(40_000), 'go')
      const reply = await llm.message(sent, { layer: 'x' })
      expect(reply.tokens.cacheWrite).toBe(10_000)
      const placed = placeBreakpoints({ ...sent, model: SONNET }, SONNET)
      expect(worstCaseUsd(placed, SONNET, DEFAULT_PRICING)).toBeGreaterThanOrEqual(reply.costUsd)
    })
  })

  it('never undershoots what a triggers run spends with caching, and reports the saving', async () => {
    const fake = await startFakeAnthropic({ handler: picksSibling })
    try {
      const repo = await makeRepository()
      const env = { ANTHROPIC_API_KEY: 'k', ANTHROPIC_BASE_URL: fake.url }
      const flags = ['--no-cache', '--distractors', 'none', '--seed', '7', '--format', 'json']
      const dry = await runMain(['triggers', repo, ...flags, '--dry-run'], env)
      const run = await runMain(['triggers', repo, ...flags], env)
      const usage = (out: string) => (JSON.parse(out) as { usage: Usage }).usage
      const planned = usage(dry.stdout).estimate!
      const spent = usage(run.stdout)
      expect(planned.expectedUsd).toBeLessThan(planned.usd)
      expect(spent.costUsd).toBeGreaterThan(0)
      expect(spent.costUsd).toBeLessThanOrEqual(planned.usd)
      expect(spent.uncachedUsd).toBeGreaterThanOrEqual(spent.costUsd)
    } finally {
      await fake.close()
    }
  })
})
