// Prompt caching: callers mark the block where a request's prefix stops changing between calls
// (`cache_control`), and every request passes through `placeBreakpoints` before it is sent, which
// applies the API's rules so no mark is wasted or refused: the prompt is read in the order
// tools → system → messages; a mark whose prefix is shorter than the model's minimum cacheable
// length caches nothing, so it is dropped; at most 4 marks are allowed, so only the last 4 are
// kept (each later one covers the earlier ones' prefix as well). With caching off every mark is
// removed. Pure: no I/O.
import type { MessageCreateParamsNonStreaming, TextBlockParam } from './sdk-types.js'
import { estimateTokens } from './tokens.js'

type MessageRequest = Omit<MessageCreateParamsNonStreaming, 'stream'>

/** The API refuses a request with more breakpoints than this. */
export const MAX_CACHE_BREAKPOINTS = 4

/**
 * The minimum cacheable prompt length the API documents per model (2026): Opus 4.5/4.6 and
 * Haiku 4.5 4,096 tokens; Opus 4.7 and Haiku 3.x 2,048; the other Sonnet and Opus models 1,024.
 * First match wins; a model none matches gets the largest, so a mark is never placed in vain.
 */
const MINIMUMS: ReadonlyArray<readonly [RegExp, number]> = [
  [/opus-4-[56]|haiku-4|^haiku$/, 4096],
  [/opus-4-7|haiku/, 2048],
  [/sonnet|opus/, 1024]
]

export function minimumCacheableTokens(model: string): number {
  const id = model.toLowerCase()
  return MINIMUMS.find(([re]) => re.test(id))?.[1] ?? 4096
}

type CacheMark = { type: 'ephemeral'; ttl?: '5m' | '1h' }
type Markable = { cache_control?: CacheMark | null }

/** `block` marked as the end of a prefix that later calls repeat. */
export function withCacheMark<T extends object>(block: T): T & Markable {
  return { ...block, cache_control: { type: 'ephemeral' } }
}

/** A text block marked for prompt caching (see `withCacheMark`). */
export function cachedTextBlock(text: string): TextBlockParam {
  return withCacheMark({ type: 'text' as const, text })
}

/**
 * Where a call's prefix stops changing, besides the blocks the request marks itself: after the
 * last tool, after the system prompt, or after a message (its index; negative counts from the
 * end, -1 the latest). A plain-text system prompt or message becomes one text block only when its
 * mark is kept, so a request too short to cache is sent exactly as built.
 */
export type CachePoint = 'tools' | 'system' | number

/** Characters a block adds to the prompt, counted as the text the model reads. */
function blockChars(block: Record<string, unknown>): number {
  if (block.type === 'text') return String(block.text ?? '').length
  const { cache_control: _mark, ...rest } = block
  return JSON.stringify(rest).length
}

type Block = Record<string, unknown>

/** One block of the prompt, in prompt order, with how to mark or unmark it. */
interface Slot {
  /** Estimated tokens of the prompt up to and including this block. */
  prefixTokens: number
  marked: boolean
  /** Sets or clears its mark (a plain string becomes a text block when marked). */
  set(mark: boolean): void
}

/** The blocks of a content list or string, as slots; `replace` swaps a string for blocks. */
function slotsOf(
  content: string | Block[],
  replace: (blocks: Block[]) => void,
  count: (chars: number) => number
): Slot[] {
  if (typeof content === 'string')
    return [
      {
        prefixTokens: count(content.length),
        marked: false,
        set: (mark) => {
          if (mark) replace([{ type: 'text', text: content, cache_control: { type: 'ephemeral' } }])
        }
      }
    ]
  return content.map((block) => ({
    prefixTokens: count(blockChars(block)),
    marked: block.cache_control != null,
    set: (mark) => {
      if (mark) block.cache_control ??= { type: 'ephemeral' }
      else delete block.cache_control
    }
  }))
}

/**
 * `request` with the API's caching rules applied to its own marks and to `points` (see the
 * header). It copies what it changes, never the caller's objects.
 */
export function placeBreakpoints(
  request: MessageRequest,
  model: string,
  enabled = true,
  points: readonly CachePoint[] = []
): MessageRequest {
  const copy = (blocks: readonly object[]): Block[] => blocks.map((b) => ({ ...b }) as Block)
  const out = { ...request, messages: request.messages.map((m) => ({ ...m })) } as Record<
    string,
    unknown
  > & { tools?: Block[]; system?: string | Block[]; messages: Array<{ content: string | Block[] }> }
  if (request.tools) out.tools = copy(request.tools)
  if (Array.isArray(request.system)) out.system = copy(request.system)
  for (const m of out.messages) if (typeof m.content !== 'string') m.content = copy(m.content)

  let chars = 0
  const count = (more: number) => estimateTokens((chars += more))
  const tools = out.tools === undefined ? [] : slotsOf(out.tools, () => undefined, count)
  const system = out.system === undefined ? [] : slotsOf(out.system, (b) => (out.system = b), count)
  const messages = out.messages.map((m) => slotsOf(m.content, (b) => (m.content = b), count))

  for (const point of points) {
    const group =
      point === 'tools'
        ? tools
        : point === 'system'
          ? system
          : messages[point < 0 ? messages.length + point : point]
    const end = group?.at(-1)
    if (end) end.marked = true
  }
  const slots = [...tools, ...system, ...messages.flat()]
  const minimum = minimumCacheableTokens(model)
  const kept = new Set(
    enabled
      ? slots.filter((s) => s.marked && s.prefixTokens >= minimum).slice(-MAX_CACHE_BREAKPOINTS)
      : []
  )
  for (const s of slots) s.set(kept.has(s))
  return out as unknown as MessageRequest
}
/** Every mark a request carries, counted (for tests and checks). */
export function countBreakpoints(request: MessageRequest): number {
  const blocks: unknown[] = [
    ...(request.tools ?? []),
    ...(typeof request.system === 'string' ? [] : (request.system ?? [])),
    ...request.messages.flatMap((m) => (typeof m.content === 'string' ? [] : m.content))
  ]
  return blocks.filter((b) => (b as Markable).cache_control != null).length
}
