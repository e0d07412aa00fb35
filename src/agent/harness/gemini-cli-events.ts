// The shapes Gemini CLI's runs are read through: the lines of its `--output-format stream-json`
// (one JSON object per line: init, message, tool_use, tool_result, error, result), and the Gemini
// API's answers to its model calls, whose `usageMetadata` the credential relay books each call by.
import type { IncomingMessage } from 'node:http'
import { z } from 'zod'
import type { RelayProvider, RelayUsage } from './credential-relay.js'

const Stamp = { timestamp: z.string().optional() }

/** One line of `gemini -p … --output-format stream-json` (unknown types are skipped). */
export const GeminiStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('init'), ...Stamp, model: z.string().optional() }).passthrough(),
  z
    .object({
      type: z.literal('message'),
      ...Stamp,
      role: z.string(),
      content: z.string(),
      delta: z.boolean().optional()
    })
    .passthrough(),
  z
    .object({
      type: z.literal('tool_use'),
      ...Stamp,
      tool_name: z.string(),
      tool_id: z.string(),
      parameters: z.unknown()
    })
    .passthrough(),
  z
    .object({
      type: z.literal('tool_result'),
      ...Stamp,
      tool_id: z.string(),
      status: z.string(),
      output: z.string().optional(),
      error: z.object({ type: z.string().optional(), message: z.string() }).optional()
    })
    .passthrough(),
  z
    .object({
      type: z.literal('error'),
      ...Stamp,
      severity: z.string().optional(),
      message: z.string()
    })
    .passthrough(),
  z
    .object({
      type: z.literal('result'),
      ...Stamp,
      status: z.string(),
      error: z.object({ type: z.string().optional(), message: z.string() }).optional()
    })
    .passthrough()
])
export type GeminiStreamEvent = z.infer<typeof GeminiStreamEventSchema>

/** Reads one stdout line; undefined for anything that is not a known event. */
export function parseStreamLine(line: string): GeminiStreamEvent | undefined {
  const text = line.trim()
  if (!text.startsWith('{')) return undefined
  try {
    const parsed = GeminiStreamEventSchema.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

/** The Gemini API's `usageMetadata` (counts absent when zero). */
export const GeminiUsageSchema = z
  .object({
    /** Every input token, cached ones included. */
    promptTokenCount: z.number().default(0),
    candidatesTokenCount: z.number().default(0),
    /** Billed as output. */
    thoughtsTokenCount: z.number().default(0),
    /** Input tokens served from the (implicit or explicit) context cache. */
    cachedContentTokenCount: z.number().default(0),
    toolUsePromptTokenCount: z.number().default(0)
  })
  .passthrough()

const AnswerSchema = z
  .object({ usageMetadata: GeminiUsageSchema.optional(), modelVersion: z.string().optional() })
  .passthrough()

/** `/v1beta/models/gemini-2.5-flash:streamGenerateContent?alt=sse` → gemini-2.5-flash. */
export function modelOfPath(url: string): string | undefined {
  const match = /\/models\/([^/:?]+):/.exec(url)
  return match?.[1] === undefined ? undefined : decodeURIComponent(match[1])
}

const answersOf = (body: string): unknown[] => {
  const text = body.trim()
  if (text.startsWith('{') || text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text)
      return Array.isArray(parsed) ? parsed : [parsed]
    } catch {
      return []
    }
  }
  // Server-sent events: `data: {…}` lines; each chunk repeats the usage so far, the last is final.
  const out: unknown[] = []
  for (const line of text.split(/\r?\n/)) {
    if (!line.startsWith('data:')) continue
    try {
      out.push(JSON.parse(line.slice(5)))
    } catch {
      // A chunk cut off by the end of the read: the earlier ones still count.
    }
  }
  return out
}

/** A generateContent answer's usage, as a ledger books it (input net of the cached tokens). */
export function geminiUsageOf(url: string, body: string): RelayUsage | undefined {
  let usage: z.infer<typeof GeminiUsageSchema> | undefined
  let version: string | undefined
  for (const raw of answersOf(body)) {
    const answer = AnswerSchema.safeParse(raw)
    if (!answer.success) continue
    if (answer.data.usageMetadata) usage = answer.data.usageMetadata
    version ??= answer.data.modelVersion
  }
  const model = modelOfPath(url) ?? version
  if (usage === undefined || model === undefined) return undefined
  const prompt = usage.promptTokenCount + usage.toolUsePromptTokenCount
  return {
    model,
    input: Math.max(0, prompt - usage.cachedContentTokenCount),
    cacheRead: usage.cachedContentTokenCount,
    cacheWrite: 0,
    output: usage.candidatesTokenCount + usage.thoughtsTokenCount
  }
}

const KEY_PARAM = 'key'
const splitUrl = (url: string): URL => new URL(url, 'http://relay.invalid')

/**
 * The Gemini API: the key in `x-goog-api-key` (Gemini CLI's way) or a `?key=` query parameter,
 * which the relay drops and replaces by the header; a model call is a POST of
 * `…/models/{model}:generateContent` or `:streamGenerateContent`.
 */
export const GEMINI_RELAY: RelayProvider = {
  defaultBaseURL: 'https://generativelanguage.googleapis.com',
  tokenOf: (req: IncomingMessage) =>
    (req.headers['x-goog-api-key'] as string | undefined) ??
    splitUrl(req.url ?? '/').searchParams.get(KEY_PARAM) ??
    undefined,
  keyHeaders: (apiKey) => ({ 'x-goog-api-key': apiKey }),
  isModelCall: (req) =>
    req.method === 'POST' && /:(stream)?generateContent$/i.test(splitUrl(req.url ?? '/').pathname),
  upstreamPath: (url) => {
    const parsed = splitUrl(url)
    parsed.searchParams.delete(KEY_PARAM)
    return `${parsed.pathname}${parsed.search}`
  },
  usageOf: geminiUsageOf
}
