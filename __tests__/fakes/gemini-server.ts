// A local HTTP server that speaks enough of the Gemini API for Gemini CLI (through its
// @google/genai client) to run against it in tests: `POST /v1beta/models/{model}:generateContent`
// (JSON), `:streamGenerateContent?alt=sse` (server-sent events) and `:countTokens`. It listens on
// 127.0.0.1, port 0, and never touches the network.
//
// Usage:
//   const fake = await startFakeGemini()
//   fake.script(callReply('activate_skill', { name: 'csv' }), textReply('done'), statusFault(503))
//   fake.setHandler((body) => textReply('…'))   // used once the script queue is empty
//   ... fake.requests        // every request: method, path, headers (key removed), key, body
//   fake.modelRequests()     // only the generateContent bodies, in arrival order
//   fake.bills()             // the usageMetadata of every answered model call, with its model
//   await fake.close()
//
// Each model call takes the next scripted item; when the queue is empty the handler is asked; with
// neither, the server answers 500 "no scripted reply" so a test never hangs silently. An item is a
// reply (`textReply`, `callReply`, `partsReply` for mixed parts) or a fault: `statusFault(status)`,
// `hang()` (headers never sent), `truncated()` (a first event, then the socket is cut).
//
// Usage: unless a reply scripts its own `usage`, the server bills the request itself. Input tokens
// are the request's characters (system instruction, tools, contents) over four. Implicit caching
// is modelled as the API describes it: the longest prefix a request shares with an earlier request
// for the same model is read from the cache when it is at least 1,024 tokens, and reported as
// `cachedContentTokenCount` (inside `promptTokenCount`, as the API counts it). Output tokens are the
// reply's parts' characters over four. A stream carries the prompt count in every event and the
// final usage in its last.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { listenLocal } from './listen.js'

export type GeminiPart =
  | { text: string; thought?: boolean }
  | { functionCall: { name: string; args: Record<string, unknown>; id?: string } }

export interface GeminiUsageMetadata {
  promptTokenCount: number
  candidatesTokenCount: number
  totalTokenCount: number
  cachedContentTokenCount?: number
  thoughtsTokenCount?: number
}

export interface FakeGeminiReply {
  kind: 'reply'
  parts: GeminiPart[]
  finishReason?: string
  /** Replaces the computed usage. */
  usage?: Partial<GeminiUsageMetadata>
  /** Answers as this model version (default the requested model). */
  modelVersion?: string
}

export type FakeGeminiFault =
  { kind: 'status'; status: number; message?: string } | { kind: 'hang' } | { kind: 'truncated' }

export type FakeGeminiItem = FakeGeminiReply | FakeGeminiFault

export interface GeminiRequestBody {
  contents: Array<{ role?: string; parts: Array<Record<string, unknown>> }>
  systemInstruction?: { parts?: Array<{ text?: string }> }
  tools?: Array<{ functionDeclarations?: Array<{ name: string; description?: string }> }>
  generationConfig?: Record<string, unknown>
  [key: string]: unknown
}

export interface RecordedGeminiRequest {
  method: string
  path: string
  /** Headers as received, without the key header. */
  headers: Record<string, string>
  /** The key the request carried (`x-goog-api-key` header or `key` query parameter). */
  key: string | undefined
  body: unknown
}

export type FakeGeminiHandler = (
  body: GeminiRequestBody,
  ctx: { index: number; model: string }
) => FakeGeminiItem

export interface FakeGemini {
  url: string
  requests: RecordedGeminiRequest[]
  script(...items: FakeGeminiItem[]): void
  setHandler(handler: FakeGeminiHandler | undefined): void
  /** Bodies of the generateContent / streamGenerateContent requests so far. */
  modelRequests(): GeminiRequestBody[]
  /** The usage billed for every answered model call, with its model. */
  bills(): Array<{ model: string; usage: GeminiUsageMetadata }>
  close(): Promise<void>
}

export const textReply = (text: string, over: Partial<FakeGeminiReply> = {}): FakeGeminiReply => ({
  kind: 'reply',
  parts: [{ text }],
  ...over
})

export const callReply = (
  name: string,
  args: Record<string, unknown>,
  over: Partial<FakeGeminiReply> = {}
): FakeGeminiReply => ({ kind: 'reply', parts: [{ functionCall: { name, args } }], ...over })

export const partsReply = (
  parts: GeminiPart[],
  over: Partial<FakeGeminiReply> = {}
): FakeGeminiReply => ({ kind: 'reply', parts, ...over })

export const statusFault = (status: number, message?: string): FakeGeminiFault => ({
  kind: 'status',
  status,
  message
})
export const hang = (): FakeGeminiFault => ({ kind: 'hang' })
export const truncated = (): FakeGeminiFault => ({ kind: 'truncated' })

/** The implicit cache's minimum prefix, in tokens (Gemini 2.5 Flash's). */
export const MIN_CACHED_TOKENS = 1024
const tokensOf = (chars: number): number => Math.ceil(chars / 4)

/** What a request is billed on, in the order the model reads it (the cacheable prefix first). */
function promptText(body: GeminiRequestBody): string {
  return JSON.stringify([body.systemInstruction ?? null, body.tools ?? null, body.contents])
}

const commonPrefix = (a: string, b: string): number => {
  const n = Math.min(a.length, b.length)
  let i = 0
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++
  return i
}

const MODEL_PATH =
  /^\/v1(?:beta|alpha|)?\/models\/([^/:]+):(generateContent|streamGenerateContent|countTokens)$/

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

export async function startFakeGemini(
  options: { handler?: FakeGeminiHandler } = {}
): Promise<FakeGemini> {
  const requests: RecordedGeminiRequest[] = []
  const queue: FakeGeminiItem[] = []
  const bills: Array<{ model: string; usage: GeminiUsageMetadata }> = []
  /** Earlier prompts per model: the implicit cache. */
  const seen = new Map<string, string[]>()
  let handler = options.handler
  let modelCalls = 0

  const usageFor = (model: string, body: GeminiRequestBody, reply: FakeGeminiReply) => {
    const text = promptText(body)
    const earlier = seen.get(model) ?? []
    const shared = Math.max(0, ...earlier.map((e) => commonPrefix(e, text)))
    earlier.push(text)
    seen.set(model, earlier)
    const prompt = tokensOf(text.length)
    const cachedTokens = Math.floor(shared / 4)
    const cached = cachedTokens >= MIN_CACHED_TOKENS ? Math.min(cachedTokens, prompt) : 0
    const thoughts = reply.parts.filter((p) => 'text' in p && p.thought === true)
    const answer = reply.parts.filter((p) => !('text' in p && p.thought === true))
    const candidates = tokensOf(JSON.stringify(answer).length)
    const thinking = thoughts.length > 0 ? tokensOf(JSON.stringify(thoughts).length) : 0
    const usage: GeminiUsageMetadata = {
      promptTokenCount: prompt,
      candidatesTokenCount: candidates,
      totalTokenCount: prompt + candidates + thinking,
      ...(cached > 0 ? { cachedContentTokenCount: cached } : {}),
      ...(thinking > 0 ? { thoughtsTokenCount: thinking } : {}),
      ...reply.usage
    }
    return usage
  }

  const answerOf = (
    reply: FakeGeminiReply,
    model: string,
    parts: GeminiPart[],
    usage: unknown,
    last = true
  ) => ({
    candidates: [
      {
        content: { role: 'model', parts },
        ...(last ? { finishReason: reply.finishReason ?? 'STOP' } : {}),
        index: 0
      }
    ],
    usageMetadata: usage,
    modelVersion: reply.modelVersion ?? model,
    responseId: `fake-${modelCalls}`
  })

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const raw = await readBody(req)
    const url = new URL(req.url ?? '/', 'http://fake.invalid')
    const headers: Record<string, string> = {}
    for (const [k, v] of Object.entries(req.headers))
      if (k !== 'x-goog-api-key' && typeof v === 'string') headers[k] = v
    let body: unknown = raw
    try {
      body = raw === '' ? undefined : JSON.parse(raw)
    } catch {
      // Kept as text.
    }
    requests.push({
      method: req.method ?? 'GET',
      path: `${url.pathname}${url.search}`,
      headers,
      key:
        (req.headers['x-goog-api-key'] as string | undefined) ??
        url.searchParams.get('key') ??
        undefined,
      body
    })
    const match = MODEL_PATH.exec(url.pathname)
    if (req.method !== 'POST' || !match) {
      res.writeHead(404, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ error: { code: 404, message: 'not found', status: 'NOT_FOUND' } }))
      return
    }
    const model = decodeURIComponent(match[1] as string)
    const request = (body ?? { contents: [] }) as GeminiRequestBody
    if (match[2] === 'countTokens') {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ totalTokens: tokensOf(promptText(request).length) }))
      return
    }
    const index = modelCalls++
    const item = queue.shift() ?? handler?.(request, { index, model })
    if (item === undefined) {
      res.writeHead(500, { 'content-type': 'application/json' })
      res.end(
        JSON.stringify({ error: { code: 500, message: 'no scripted reply', status: 'INTERNAL' } })
      )
      return
    }
    if (item.kind === 'hang') return
    if (item.kind === 'status') {
      res.writeHead(item.status, { 'content-type': 'application/json' })
      res.end(
        JSON.stringify({
          error: {
            code: item.status,
            message: item.message ?? `fault ${item.status}`,
            status: 'UNAVAILABLE'
          }
        })
      )
      return
    }
    const stream = match[2] === 'streamGenerateContent'
    if (item.kind === 'truncated') {
      res.writeHead(200, { 'content-type': stream ? 'text/event-stream' : 'application/json' })
      res.write(
        stream ? 'data: {"candidates":[{"content":{"role":"model","parts":[{"text":"par' : '{"cand'
      )
      res.socket?.destroy()
      return
    }
    const usage = usageFor(model, request, item)
    bills.push({ model, usage })
    if (!stream) {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify(answerOf(item, model, item.parts, usage)))
      return
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' })
    item.parts.forEach((part, i) => {
      const last = i === item.parts.length - 1
      const partial = {
        promptTokenCount: usage.promptTokenCount,
        totalTokenCount: usage.promptTokenCount
      }
      res.write(
        `data: ${JSON.stringify(answerOf(item, model, [part], last ? usage : partial, last))}\r\n\r\n`
      )
    })
    res.end()
  }

  const server = await listenLocal(handle)
  return {
    url: server.url,
    requests,
    script: (...items) => void queue.push(...items),
    setHandler: (h) => {
      handler = h
    },
    modelRequests: () =>
      requests
        .filter(
          (r) =>
            r.method === 'POST' && /:(stream)?generateContent$/i.test(r.path.split('?')[0] ?? '')
        )
        .map((r) => r.body as GeminiRequestBody),
    bills: () => bills,
    close: server.close
  }
}
