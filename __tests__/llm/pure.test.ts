import { describe, expect, it } from '@jest/globals'
import { APIError } from '@anthropic-ai/sdk'
import {
  DEFAULT_PRICING,
  estimateCalls,
  formatEstimate,
  modelFamily,
  parsePricingOverride,
  priceFor,
  resolveModelName
} from '../../src/llm/index.js'
import { retryAfterMs, retryDelayMs } from '../../src/llm/retry.js'

const listed = [
  { id: 'claude-sonnet-4-5-20250929', created_at: '2025-09-29T00:00:00Z' },
  { id: 'claude-sonnet-5', created_at: '2026-06-01T00:00:00Z' },
  { id: 'claude-3-7-sonnet-20250219', created_at: '2025-02-19T00:00:00Z' },
  { id: 'claude-haiku-4-5-20251001', created_at: '2025-10-01T00:00:00Z' }
]

describe('resolveModelName', () => {
  it('picks the newest model of the family by created_at', () => {
    expect(resolveModelName('sonnet', listed)).toBe('claude-sonnet-5')
    expect(resolveModelName('Haiku', listed)).toBe('claude-haiku-4-5-20251001')
  })
  it('keeps listed exact ids and rejects the rest with the available list', () => {
    expect(resolveModelName('claude-3-7-sonnet-20250219', listed)).toBe(
      'claude-3-7-sonnet-20250219'
    )
    expect(() => resolveModelName('opus', listed)).toThrow(
      /unknown model "opus"; available: claude-sonnet-4-5/
    )
  })
  it('finds the family in either id layout', () => {
    expect(modelFamily('claude-3-7-sonnet-20250219')).toBe('sonnet')
    expect(modelFamily('claude-opus-4-8')).toBe('opus')
    expect(modelFamily('gpt-4')).toBeNull()
  })
})

describe('pricing', () => {
  it('prices by exact id, then family, then the dearest family', () => {
    expect(priceFor('claude-sonnet-5')).toEqual(DEFAULT_PRICING['sonnet'])
    expect(priceFor('mystery-model')).toEqual(DEFAULT_PRICING['opus'])
    const table = parsePricingOverride(
      '{"claude-sonnet-5": {"input": 2, "output": 10, "cacheWrite": 2.5, "cacheRead": 0.2}}'
    )
    expect(priceFor('claude-sonnet-5', table).input).toBe(2)
    expect(priceFor('claude-sonnet-4-5', table).input).toBe(3)
  })
  it('rejects malformed overrides with the field named', () => {
    expect(() => parsePricingOverride('{"haiku": {"input": -1}}')).toThrow(/pricing: haiku\.input/)
    expect(() => parsePricingOverride('nope')).toThrow(/not valid JSON/)
  })
})

describe('estimateCalls', () => {
  it('sums calls and worst-case cost per layer and checks the budget', () => {
    // 4000 chars → 1000 input tokens; sonnet: 1000×3 + 500×15 = 10,500 per M → $0.0105 per call.
    const e = estimateCalls(
      [{ layer: 'judge', model: 'sonnet', calls: 2, inputChars: 4000, maxOutputTokens: 500 }],
      undefined,
      { maxUsd: 0.02 }
    )
    expect(e.calls).toBe(2)
    expect(e.usd).toBeCloseTo(0.021, 12)
    expect(e.fitsBudget).toBe(false)
    expect(formatEstimate(e, { maxUsd: 0.02 })).toBe(
      'LLM estimate: 2 calls, at most $0.0210 (cache hits cost nothing) — judge: 2 calls ≤ $0.0210; budget max-usd $0.02: EXCEEDED'
    )
  })
})

describe('retry timing', () => {
  const withHeaders = (h: Record<string, string>) =>
    new APIError(429, undefined, 'x', new Headers(h))
  const policy = { maxRetries: 3, baseDelayMs: 100, maxDelayMs: 5000 }

  it('reads retry-after seconds, HTTP dates and retry-after-ms', () => {
    expect(retryAfterMs(withHeaders({ 'retry-after': '2' }))).toBe(2000)
    expect(retryAfterMs(withHeaders({ 'retry-after-ms': '150' }))).toBe(150)
    const now = Date.parse('2026-01-01T00:00:00Z')
    expect(retryAfterMs(withHeaders({ 'retry-after': 'Thu, 01 Jan 2026 00:00:03 GMT' }), now)).toBe(
      3000
    )
  })
  it('backs off exponentially with jitter when the server gives no hint, capped', () => {
    const err = withHeaders({})
    expect(retryDelayMs(err, 1, policy, () => 0)).toBe(100)
    expect(retryDelayMs(err, 3, policy, () => 0)).toBe(400)
    expect(retryDelayMs(err, 3, policy, () => 1)).toBe(300)
    expect(retryDelayMs(withHeaders({ 'retry-after': '60' }), 1, policy)).toBe(5000)
  })
})
