// How the fake Messages API bills a request: input tokens counted from the request itself and
// prompt caching honoured as the real API documents it, so benches and tests can measure what
// caching saves on realistic traffic.
//
// Token counts are an approximation, stated once: 1 token per 4 characters (rounded up) of each
// block's text (a text block's text, a tool_use block's name and input as JSON, a tool_result's
// text, a tool definition as JSON), at least 1 per block. Output: the same rule over the reply's
// content as JSON.
//
// Caching, as the API documents it:
// - the prompt is one sequence of blocks in the order tools → system → messages; a block carrying
//   `cache_control` is a breakpoint, and at most 4 are allowed (the server refuses more with a 400);
// - a breakpoint whose prefix (everything up to and including its block) is shorter than the
//   model's minimum cacheable length caches nothing;
// - a request reads the longest cached prefix that ends at a block boundary at or before one of
//   its breakpoints, looking back at most 20 blocks from each breakpoint; the prefix must be
//   identical (model included; `cache_control` marks themselves are not part of the content);
// - it writes an entry at every cacheable breakpoint; `cache_creation_input_tokens` are the tokens
//   from the end of the read prefix to its last cacheable breakpoint, `cache_read_input_tokens`
//   the read prefix, `input_tokens` the rest;
// - an entry lives 5 minutes (1 hour with `ttl: '1h'`) from its last use, and becomes readable
//   only once the response that wrote it has started (its latency has passed).
import { createHash } from 'node:crypto'

export interface CacheBilling {
  input_tokens: number
  cache_creation_input_tokens: number
  cache_read_input_tokens: number
}

interface Block {
  /** Canonical content, `cache_control` removed. */
  json: string
  tokens: number
  breakpoint?: { ttlMs: number }
}

export const FIVE_MINUTES_MS = 5 * 60_000
const ONE_HOUR_MS = 60 * 60_000
/** How far back from a breakpoint the API looks for a cached prefix, in blocks. */
const LOOKBACK_BLOCKS = 20
export const MAX_BREAKPOINTS = 4

/**
 * The documented minimum cacheable prompt length by model, first match wins (the API's prompt
 * caching page, 2026): Opus 4.5/4.6 and Haiku 4.5 4,096; Opus 4.7 and Haiku 3.x 2,048; the other
 * Sonnet and Opus models 1,024. An unknown model gets the largest.
 */
const MINIMUMS: Array<[RegExp, number]> = [
  [/opus-4-[56]|haiku-4/, 4096],
  [/opus-4-7|haiku-3|3-5-haiku|3-haiku/, 2048],
  [/sonnet|opus/, 1024]
]

export function apiMinimumCacheable(model: string): number {
  return MINIMUMS.find(([re]) => re.test(model))?.[1] ?? 4096
}

/** Tokens of a character count by the fake's stated rule. */
export const fakeTokens = (chars: number): number => Math.max(1, Math.ceil(chars / 4))

type Json = Record<string, unknown>

function withoutMark(block: Json): Json {
  const { cache_control: _mark, ...rest } = block
  return rest
}

function blockChars(block: Json): number {
  switch (block.type) {
    case 'text':
      return String(block.text ?? '').length
    case 'tool_use':
      return String(block.name ?? '').length + JSON.stringify(block.input ?? {}).length
    case 'tool_result':
      return typeof block.content === 'string'
        ? block.content.length
        : JSON.stringify(block.content ?? '').length
    default:
      return JSON.stringify(withoutMark(block)).length
  }
}

function toBlock(raw: Json, role = ''): Block {
  const mark = raw.cache_control as { ttl?: string } | undefined
  return {
    json: role + JSON.stringify(withoutMark(raw)),
    tokens: fakeTokens(blockChars(raw)),
    ...(mark ? { breakpoint: { ttlMs: mark.ttl === '1h' ? ONE_HOUR_MS : FIVE_MINUTES_MS } } : {})
  }
}

const asBlocks = (content: unknown): Json[] =>
  typeof content === 'string' ? [{ type: 'text', text: content }] : ((content ?? []) as Json[])

/** The request's prompt as the API caches it: tools, then system, then every message block. */
export function promptBlocks(body: {
  tools?: unknown[]
  system?: unknown
  messages?: Array<{ role: string; content: unknown }>
}): Block[] {
  return [
    ...((body.tools ?? []) as Json[]).map((t) => toBlock(t)),
    ...asBlocks(body.system).map((b) => toBlock(b)),
    ...(body.messages ?? []).flatMap((m) => asBlocks(m.content).map((b) => toBlock(b, m.role)))
  ]
}

/** The prompt cache of one fake server. `now` is injectable so tests can pass the lifetime. */
export class FakePromptCache {
  private readonly entries = new Map<string, { readyAt: number; expiresAt: number; ttl: number }>()

  constructor(private readonly now: () => number = Date.now) {}

  /** Bills one request and records its writes (readable after `latencyMs`). */
  bill(model: string, body: Parameters<typeof promptBlocks>[0], latencyMs = 0): CacheBilling {
    const blocks = promptBlocks(body)
    const marks = blocks.flatMap((b, i) => (b.breakpoint ? [i] : []))
    const keys: string[] = []
    const prefixTokens: number[] = []
    const hash = createHash('sha256').update(model)
    let sum = 0
    for (const b of blocks) {
      hash.update('\u0000' + b.json)
      keys.push(hash.copy().digest('hex'))
      sum += b.tokens
      prefixTokens.push(sum)
    }
    const now = this.now()
    const minimum = apiMinimumCacheable(model)
    let readEnd = -1
    for (const m of marks) {
      for (let i = m; i >= Math.max(0, m - LOOKBACK_BLOCKS) && i > readEnd; i--) {
        const entry = this.entries.get(keys[i] as string)
        if (entry && entry.readyAt <= now && entry.expiresAt > now) {
          readEnd = i
          entry.expiresAt = now + entry.ttl
          break
        }
      }
    }
    const writable = marks.filter((m) => (prefixTokens[m] as number) >= minimum)
    for (const m of writable) {
      const key = keys[m] as string
      const ttl = (blocks[m] as Block).breakpoint?.ttlMs ?? FIVE_MINUTES_MS
      if (!this.entries.has(key) || (this.entries.get(key)?.expiresAt ?? 0) <= now)
        this.entries.set(key, { readyAt: now + latencyMs, expiresAt: now + ttl, ttl })
    }
    const read = readEnd < 0 ? 0 : (prefixTokens[readEnd] as number)
    const lastWrite = writable.at(-1)
    const writtenTo =
      lastWrite !== undefined && lastWrite > readEnd ? prefixTokens[lastWrite] : read
    return {
      cache_read_input_tokens: read,
      cache_creation_input_tokens: (writtenTo as number) - read,
      input_tokens: sum - (writtenTo as number)
    }
  }
}
