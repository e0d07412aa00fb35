// A local HTTP server that speaks enough of the Anthropic API for the real `@anthropic-ai/sdk`
// client (and Claude Code, through the Agent SDK) to run against it in tests and benches:
// `POST /v1/messages` (JSON, or server-sent events when the request asks for `stream: true`) and
// `GET /v1/models` (paginated). It listens on 127.0.0.1, port 0, and never touches the network.
//
// Usage:
//   const fake = await startFakeAnthropic({ latencyMs: 0 })
//   const llm = createLlm({ apiKey: 'test-key', baseURL: fake.url, ... })
//   fake.script(textReply('{"score": 0.8}'), rateLimited(1), toolUseReply('Read', { path: 'a' }))
//   fake.setHandler((body, ctx) => textReply(...))   // used once the script queue is empty
//   fake.scriptModels(overloaded())                  // faults for the next GET /v1/models
//   fake.scriptBatches({ polls: 3 }, { stuck: true }) // how the next Message Batches behave
//   ... fake.requests  // every request: method, path, headers (secrets removed), parsed body
//   fake.messageRequests()  // only the POST /v1/messages bodies, in arrival order
//   fake.batchRequests()    // every request submitted inside a Message Batch, with its custom_id
//   await fake.close()
//
// Each POST /v1/messages takes the next scripted item; when the queue is empty the handler is
// asked; with neither, the server answers 500 "no scripted reply" so a test never hangs silently.
// An item is either a reply (`textReply`, `toolUseReply`, `messageReply` for mixed blocks) or a
// fault: `statusFault(status, {retryAfter, body})` (helpers: `rateLimited`, `serverError`,
// `overloaded`), `hang()` (headers never sent: the client must time out), `truncated()` (headers
// and half a body, then the socket is cut). Any item may carry `latencyMs` (overrides the
// server-wide `latencyMs`), used by the bench to simulate a slow model.
//
// Message Batches (`POST /v1/messages/batches`, `GET …/{id}`, `GET …/{id}/results` as JSONL,
// `POST …/{id}/cancel`): each request of a batch takes its answer when the batch is created, from
// the same script queue and handler as live calls, in request order, so a judge's script works
// batched or live. A scripted reply becomes a `succeeded` result, a fault an `errored` one, and
// `batchErrored()` / `batchExpired()` an `errored` / `expired` result (used by live calls they
// answer 500). A batch is `in_progress` when created and `ended` at its first status check,
// unless `scriptBatches` says otherwise: `{ polls: n }` ends it at the n-th check, `{ stuck: true }`
// never ends it until it is cancelled (its requests are then `canceled`), `{ fault }` answers its
// creation with the fault.
//
// Usage: unless a reply scripts its own `usage`, the server bills the request itself: input tokens
// counted from its text and prompt caching honoured as the API does (prompt-cache-model.ts states
// the rules and the token approximation); output tokens from the reply's content. A request with
// more than 4 `cache_control` breakpoints is refused with a 400, as the API refuses it.
//
// Multi-turn tool use: the handler receives the full request body (messages with earlier
// `tool_use` / `tool_result` blocks), so it can decide the next turn from the conversation, e.g.
//   fake.setHandler((body) => lastIsToolResult(body) ? textReply('done') : toolUseReply('Read', {...}))
//
// A forced tool (`tool_choice: {type: 'tool', name}`, how the judges answer): the real API then
// always answers with a call of that tool, so a `textReply` whose text is a JSON object (bare or in
// one ```json fence) is sent as that call, with the object as its input: scripts that write a
// judge's answer as JSON text keep working. `verdictReply(input)` scripts the call directly;
// `messageReply` sends its blocks exactly as given, e.g. a text-only reply that makes no call, or a
// text block quoting JSON next to the real call.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { fakeTokens, FakePromptCache, MAX_BREAKPOINTS, promptBlocks } from './prompt-cache-model.js'

export interface FakeUsage {
  input_tokens: number
  output_tokens: number
  cache_creation_input_tokens: number
  cache_read_input_tokens: number
}

export type FakeContentBlock =
  | { type: 'text'; text: string }
  | { type: 'tool_use'; id: string; name: string; input: Record<string, unknown> }

export interface FakeReply {
  kind: 'reply'
  content: FakeContentBlock[]
  /** Send the blocks exactly as given, even to a request that forces a tool. */
  asIs?: boolean
  stop_reason?: 'end_turn' | 'tool_use' | 'max_tokens' | 'stop_sequence'
  /** Defaults to the requested model. */
  model?: string
  usage?: Partial<FakeUsage>
  latencyMs?: number
}

export type FakeFault =
  | {
      kind: 'status'
      status: number
      /** Sent as the `retry-after` header (seconds, or an HTTP date string). */
      retryAfter?: number | string
      body?: unknown
      latencyMs?: number
    }
  | { kind: 'hang' }
  | { kind: 'truncated'; latencyMs?: number }

/** How a request answered inside a Message Batch ends when it does not succeed. */
export type FakeBatchOutcome =
  { kind: 'batch_errored'; errorType: string; message: string } | { kind: 'batch_expired' }

export type FakeItem = FakeReply | FakeFault | FakeBatchOutcome

/** How one Message Batch behaves (see the header). */
export interface FakeBatchScript {
  /** Status checks before it ends (default 1). */
  polls?: number
  /** Never ends until cancelled. */
  stuck?: boolean
  /** Its creation is answered with this fault. */
  fault?: FakeFault
}

/** One request submitted inside a Message Batch. */
export interface BatchedRequest {
  batchId: string
  customId: string
  params: MessagesRequestBody
}

/** Everything the request carried, with credentials removed. */
export interface RecordedRequest {
  method: string
  path: string
  headers: Record<string, string>
  body: unknown
}

export interface MessagesRequestBody {
  model: string
  max_tokens?: number
  system?: unknown
  messages: Array<{ role: 'user' | 'assistant'; content: unknown }>
  tools?: unknown[]
  [key: string]: unknown
}

export type FakeHandler = (
  body: MessagesRequestBody,
  ctx: { index: number }
) => FakeItem | Promise<FakeItem>

export interface FakeModel {
  id: string
  display_name?: string
  created_at: string
}

export interface FakeAnthropicOptions {
  models?: FakeModel[]
  handler?: FakeHandler
  /** Delay before every answer (ms); an item's own `latencyMs` wins. */
  latencyMs?: number
  /** Page size of GET /v1/models when the client sends no `limit` (small, to exercise paging). */
  modelsPageSize?: number
  /** The clock of the prompt cache's lifetime (default Date.now), so tests can let it pass. */
  now?: () => number
  /** The only API key accepted on /v1/messages (any other is answered 401); default any key. */
  requireKey?: string
}

export interface FakeAnthropic {
  /** Base URL for the SDK's `baseURL`, e.g. http://127.0.0.1:41234 */
  url: string
  requests: RecordedRequest[]
  /** Appends items to the reply queue (consumed one per POST /v1/messages). */
  script(...items: FakeItem[]): void
  /** Faults for the next GET /v1/models requests (one each), before the listing is served. */
  scriptModels(...faults: FakeFault[]): void
  /** Behaviours of the next Message Batches created (one each). */
  scriptBatches(...batches: FakeBatchScript[]): void
  /** Every request submitted inside a Message Batch so far, in submission order. */
  batchRequests(): BatchedRequest[]
  /** Lists one more model from now on (a release). */
  addModel(model: FakeModel): void
  setHandler(handler: FakeHandler | undefined): void
  /** The usage billed for every answered message (live or batched), with its model. */
  bills(): Array<{ model: string; usage: FakeUsage; batched: boolean }>
  /** Bodies of the POST /v1/messages requests received so far. */
  messageRequests(): MessagesRequestBody[]
  close(): Promise<void>
}

export const DEFAULT_FAKE_MODELS: FakeModel[] = [
  { id: 'claude-haiku-4-5-20251001', created_at: '2025-10-01T00:00:00Z' },
  { id: 'claude-sonnet-4-5-20250929', created_at: '2025-09-29T00:00:00Z' },
  { id: 'claude-sonnet-5', created_at: '2026-06-01T00:00:00Z' },
  { id: 'claude-opus-4-8', created_at: '2026-03-01T00:00:00Z' },
  { id: 'claude-opus-4-1-20250805', created_at: '2025-08-05T00:00:00Z' }
]

type FakeBatchResult =
  | { type: 'succeeded'; message: unknown }
  | { type: 'errored'; error: unknown }
  | { type: 'expired' }
  | { type: 'canceled' }

interface FakeBatch {
  id: string
  script: FakeBatchScript
  /** Status checks so far. */
  checks: number
  status: 'in_progress' | 'canceling' | 'ended'
  cancelled: boolean
  createdAt: string
  results: Array<{ custom_id: string; result: FakeBatchResult }>
}

/** `/v1/messages/batches`, `/v1/messages/batches/{id}` and `/v1/messages/batches/{id}/{action}`. */
const BATCH_PATH = /^\/v1\/messages\/batches(?:\/([^/]+)(?:\/(results|cancel))?)?$/

const SECRET_HEADERS = new Set(['x-api-key', 'authorization', 'proxy-authorization', 'cookie'])

let idCounter = 0
const nextId = (prefix: string): string => `${prefix}_fake${(++idCounter).toString(36)}`

export function textReply(text: string, extra: Partial<Omit<FakeReply, 'kind'>> = {}): FakeReply {
  return { kind: 'reply', content: [{ type: 'text', text }], stop_reason: 'end_turn', ...extra }
}

export function toolUseReply(
  name: string,
  input: Record<string, unknown>,
  extra: Partial<Omit<FakeReply, 'kind'>> & { text?: string; id?: string } = {}
): FakeReply {
  const { text, id, ...rest } = extra
  const content: FakeContentBlock[] = []
  if (text !== undefined) content.push({ type: 'text', text })
  content.push({ type: 'tool_use', id: id ?? nextId('toolu'), name, input })
  return { kind: 'reply', content, stop_reason: 'tool_use', ...rest }
}

export function messageReply(
  content: FakeContentBlock[],
  extra: Partial<Omit<FakeReply, 'kind' | 'content'>> = {}
): FakeReply {
  const hasTool = content.some((b) => b.type === 'tool_use')
  return {
    kind: 'reply',
    content,
    stop_reason: hasTool ? 'tool_use' : 'end_turn',
    asIs: true,
    ...extra
  }
}

/** The name of the tool a request forces (`tool_choice: {type: 'tool'}`), if it forces one. */
export function forcedTool(body: MessagesRequestBody): string | undefined {
  const choice = body.tool_choice as { type?: string; name?: string } | undefined
  return choice?.type === 'tool' ? choice.name : undefined
}

/** A judge's verdict: its call of the forced record_verdict tool with `input`. */
export function verdictReply(
  input: Record<string, unknown>,
  extra: Partial<Omit<FakeReply, 'kind'>> & { text?: string; id?: string } = {}
): FakeReply {
  return toolUseReply('record_verdict', input, extra)
}

const FENCED = /^```(?:json)?\s*([\s\S]*?)\s*```$/

/** A scripted text answer as the call of the forced tool (see the header), when it can be one. */
function asForcedCall(body: MessagesRequestBody, reply: FakeReply): FakeReply {
  const name = forcedTool(body)
  const only = reply.content.length === 1 ? reply.content[0] : undefined
  if (!name || reply.asIs || only?.type !== 'text') return reply
  const text = only.text.trim()
  let input: unknown
  try {
    input = JSON.parse(FENCED.exec(text)?.[1] ?? text)
  } catch {
    return reply
  }
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return reply
  return {
    ...reply,
    content: [
      { type: 'tool_use', id: nextId('toolu'), name, input: input as Record<string, unknown> }
    ],
    stop_reason: 'tool_use'
  }
}

export function statusFault(
  status: number,
  opts: { retryAfter?: number | string; body?: unknown; latencyMs?: number } = {}
): FakeFault {
  return { kind: 'status', status, ...opts }
}

const errorBody = (type: string, message: string) => ({
  type: 'error',
  error: { type, message }
})

export const rateLimited = (retryAfterSeconds: number | string = 0): FakeFault =>
  statusFault(429, {
    retryAfter: retryAfterSeconds,
    body: errorBody('rate_limit_error', 'rate limited')
  })
export const serverError = (): FakeFault =>
  statusFault(500, { body: errorBody('api_error', 'internal') })
export const overloaded = (): FakeFault =>
  statusFault(529, { body: errorBody('overloaded_error', 'Overloaded') })
export const hang = (): FakeFault => ({ kind: 'hang' })
export const batchErrored = (
  errorType = 'api_error',
  message = 'internal error in the batch'
): FakeBatchOutcome => ({ kind: 'batch_errored', errorType, message })
export const batchExpired = (): FakeBatchOutcome => ({ kind: 'batch_expired' })
export const truncated = (): FakeFault => ({ kind: 'truncated' })

/** Input tokens of a request without caching, by the stated rule of prompt-cache-model.ts. */
export function fakeInputTokens(body: MessagesRequestBody): number {
  return promptBlocks(body).reduce((n, b) => n + b.tokens, 0)
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {}
) {
  const text = JSON.stringify(body)
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    'request-id': nextId('req'),
    ...headers
  })
  res.end(text)
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/**
 * A reply as the streaming API sends it (`stream: true`, what Claude Code asks for): server-sent
 * events from message_start to message_stop, each content block whole in one delta.
 */
function sendStream(
  res: ServerResponse,
  message: { content: FakeContentBlock[]; usage: FakeUsage } & Record<string, unknown>
) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'request-id': nextId('req') })
  const event = (type: string, data: Record<string, unknown>) =>
    res.write(`event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`)
  const { content, usage, stop_reason, ...head } = message
  event('message_start', {
    message: { ...head, content: [], stop_reason: null, usage: { ...usage, output_tokens: 0 } }
  })
  content.forEach((block, index) => {
    if (block.type === 'text') {
      event('content_block_start', { index, content_block: { type: 'text', text: '' } })
      event('content_block_delta', { index, delta: { type: 'text_delta', text: block.text } })
    } else {
      event('content_block_start', { index, content_block: { ...block, input: {} } })
      event('content_block_delta', {
        index,
        delta: { type: 'input_json_delta', partial_json: JSON.stringify(block.input) }
      })
    }
    event('content_block_stop', { index })
  })
  event('message_delta', {
    delta: { stop_reason, stop_sequence: null },
    usage: { output_tokens: usage.output_tokens }
  })
  event('message_stop', {})
  res.end()
}

export async function startFakeAnthropic(opts: FakeAnthropicOptions = {}): Promise<FakeAnthropic> {
  const models = [...(opts.models ?? DEFAULT_FAKE_MODELS)]
  const queue: FakeItem[] = []
  const modelsQueue: FakeFault[] = []
  const batchScripts: FakeBatchScript[] = []
  const batches = new Map<string, FakeBatch>()
  const batchLog: BatchedRequest[] = []
  let baseUrl = ''
  let handler = opts.handler
  let messageIndex = 0
  const requests: RecordedRequest[] = []
  const sockets = new Set<Socket>()

  const listModels = (res: ServerResponse, query: URLSearchParams) => {
    // Newest first, like the real API.
    const sorted = [...models].sort((a, b) => b.created_at.localeCompare(a.created_at))
    const limit = Number(query.get('limit') ?? opts.modelsPageSize ?? 2)
    const after = query.get('after_id')
    const start = after ? sorted.findIndex((m) => m.id === after) + 1 : 0
    const page = sorted.slice(start, start + limit).map((m) => ({
      type: 'model',
      id: m.id,
      display_name: m.display_name ?? m.id,
      created_at: m.created_at
    }))
    sendJson(res, 200, {
      data: page,
      has_more: start + limit < sorted.length,
      first_id: page[0]?.id ?? null,
      last_id: page.at(-1)?.id ?? null
    })
  }

  /** Answers with a fault; `okText` is the body a truncated reply cuts in half. */
  const sendFault = async (res: ServerResponse, fault: FakeFault, okText: string) => {
    if (fault.kind === 'hang') return // the socket stays open until the client gives up
    const latency = fault.latencyMs ?? opts.latencyMs ?? 0
    if (latency > 0) await sleep(latency)
    if (fault.kind === 'status') {
      const headers: Record<string, string> = {}
      if (fault.retryAfter !== undefined) headers['retry-after'] = String(fault.retryAfter)
      sendJson(res, fault.status, fault.body ?? errorBody('api_error', 'fault'), headers)
      return
    }
    res.writeHead(200, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(okText)
    })
    res.write(okText.slice(0, Math.floor(okText.length / 2)))
    res.socket?.destroy()
  }

  const nextItem = async (body: MessagesRequestBody): Promise<FakeItem | undefined> => {
    const index = messageIndex++
    return queue.shift() ?? (await handler?.(body, { index }))
  }

  const promptCache = new FakePromptCache(opts.now)
  const billLog: Array<{ model: string; usage: FakeUsage; batched: boolean }> = []

  /** Refuses what the API refuses before answering: too many cache breakpoints. */
  const invalidRequest = (body: MessagesRequestBody): string | undefined => {
    const marks = promptBlocks(body).filter((b) => b.breakpoint).length
    return marks > MAX_BREAKPOINTS
      ? `A maximum of ${MAX_BREAKPOINTS} blocks with cache_control may be provided. Found ${marks}.`
      : undefined
  }

  const answerMessage = async (res: ServerResponse, body: MessagesRequestBody) => {
    const invalid = invalidRequest(body)
    if (invalid) {
      sendJson(res, 400, errorBody('invalid_request_error', invalid))
      return
    }
    const item = await nextItem(body)
    if (!item) {
      sendJson(res, 500, errorBody('api_error', 'fake server: no scripted reply'))
      return
    }
    if (item.kind === 'batch_errored' || item.kind === 'batch_expired') {
      sendJson(res, 500, errorBody('api_error', 'fake server: a batch-only item for a live call'))
      return
    }
    if (item.kind !== 'reply') {
      const unbilled = { ...textReply('{"score": 1}'), usage: {} }
      await sendFault(res, item, JSON.stringify(textReplyBody(body, unbilled)))
      return
    }
    const latency = item.latencyMs ?? opts.latencyMs ?? 0
    const message = textReplyBody(body, asForcedCall(body, item), latency)
    billLog.push({ model: message.model, usage: message.usage, batched: false })
    if (latency > 0) await sleep(latency)
    if (body.stream === true) sendStream(res, message)
    else sendJson(res, 200, message)
  }

  /**
   * The answer to a request: a scripted `usage` is sent as given (absent fields: input counted
   * from the request, cache fields 0); otherwise the request is billed with caching.
   */
  const textReplyBody = (body: MessagesRequestBody, reply: FakeReply, latencyMs = 0) => {
    const billed = reply.usage
      ? {
          input_tokens: reply.usage.input_tokens ?? fakeInputTokens(body),
          cache_creation_input_tokens: reply.usage.cache_creation_input_tokens ?? 0,
          cache_read_input_tokens: reply.usage.cache_read_input_tokens ?? 0
        }
      : promptCache.bill(body.model, body, latencyMs)
    return {
      id: nextId('msg'),
      type: 'message',
      role: 'assistant',
      model: reply.model ?? body.model,
      content: reply.content,
      stop_reason: reply.stop_reason ?? 'end_turn',
      stop_sequence: null,
      usage: {
        ...billed,
        output_tokens:
          reply.usage?.output_tokens ?? fakeTokens(JSON.stringify(reply.content).length)
      }
    }
  }

  /** A batch's result for one request, decided when the batch is created. */
  const batchResult = async (params: MessagesRequestBody): Promise<FakeBatchResult> => {
    const item = await nextItem(params)
    const errored = (type: string, message: string): FakeBatchResult => ({
      type: 'errored',
      error: errorBody(type, message)
    })
    if (!item) return errored('api_error', 'fake server: no scripted reply')
    const invalid = invalidRequest(params)
    if (invalid) return errored('invalid_request_error', invalid)
    switch (item.kind) {
      case 'reply': {
        const message = textReplyBody(params, asForcedCall(params, item))
        billLog.push({ model: message.model, usage: message.usage, batched: true })
        return { type: 'succeeded', message }
      }
      case 'batch_expired':
        return { type: 'expired' }
      case 'batch_errored':
        return errored(item.errorType, item.message)
      case 'status': {
        const body = item.body as { error?: { type?: string; message?: string } } | undefined
        return errored(body?.error?.type ?? 'api_error', body?.error?.message ?? 'fault')
      }
      default:
        return errored('api_error', `fake server: ${item.kind}`)
    }
  }

  const batchJson = (batch: FakeBatch) => {
    const ended = batch.status === 'ended'
    const count = (type: FakeBatchResult['type']) =>
      ended ? batch.results.filter((r) => r.result.type === type).length : 0
    return {
      id: batch.id,
      type: 'message_batch',
      processing_status: batch.status,
      request_counts: {
        processing: ended ? 0 : batch.results.length,
        succeeded: count('succeeded'),
        errored: count('errored'),
        canceled: count('canceled'),
        expired: count('expired')
      },
      created_at: batch.createdAt,
      expires_at: new Date(Date.parse(batch.createdAt) + 86_400_000).toISOString(),
      ended_at: ended ? new Date().toISOString() : null,
      archived_at: null,
      cancel_initiated_at: batch.cancelled ? new Date().toISOString() : null,
      results_url: ended ? `${baseUrl}/v1/messages/batches/${batch.id}/results` : null
    }
  }

  const createBatch = async (res: ServerResponse, body: unknown) => {
    const script = batchScripts.shift() ?? {}
    if (script.fault) {
      await sendFault(res, script.fault, '{}')
      return
    }
    const requests =
      (body as { requests?: Array<{ custom_id: string; params: MessagesRequestBody }> })
        ?.requests ?? []
    const id = nextId('msgbatch')
    const results: FakeBatch['results'] = []
    for (const r of requests) {
      batchLog.push({ batchId: id, customId: r.custom_id, params: r.params })
      results.push({ custom_id: r.custom_id, result: await batchResult(r.params) })
    }
    const batch: FakeBatch = {
      id,
      script,
      checks: 0,
      status: 'in_progress',
      cancelled: false,
      createdAt: new Date().toISOString(),
      results
    }
    batches.set(id, batch)
    sendJson(res, 200, batchJson(batch))
  }

  /** GET (a status check), POST cancel, or GET results of one batch. */
  const batchRoute = (res: ServerResponse, method: string, id: string, action?: string) => {
    const batch = batches.get(id)
    if (!batch) {
      sendJson(res, 404, errorBody('not_found_error', `no batch ${id}`))
      return
    }
    if (method === 'POST' && action === 'cancel') {
      if (batch.status === 'in_progress') {
        batch.status = 'canceling'
        batch.cancelled = true
        batch.results = batch.results.map((r) => ({ ...r, result: { type: 'canceled' } }))
      }
      sendJson(res, 200, batchJson(batch))
    } else if (method === 'GET' && action === undefined) {
      batch.checks += 1
      const ends =
        batch.status === 'canceling' ||
        (!batch.script.stuck && batch.checks >= (batch.script.polls ?? 1))
      if (ends) batch.status = 'ended'
      sendJson(res, 200, batchJson(batch))
    } else if (method === 'GET' && action === 'results' && batch.status === 'ended') {
      const text = batch.results.map((r) => JSON.stringify(r)).join('\n') + '\n'
      res.writeHead(200, { 'content-type': 'application/x-jsonl' })
      res.end(text)
    } else {
      sendJson(res, 400, errorBody('invalid_request_error', `batch ${id}: ${method} ${action}`))
    }
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1')
      const raw = await readBody(req)
      let body: unknown = undefined
      if (raw) {
        try {
          body = JSON.parse(raw)
        } catch {
          body = raw
        }
      }
      const headers: Record<string, string> = {}
      for (const [k, v] of Object.entries(req.headers)) {
        if (!SECRET_HEADERS.has(k) && v !== undefined) headers[k] = String(v)
      }
      requests.push({ method: req.method ?? '', path: url.pathname + url.search, headers, body })

      if (req.method === 'GET' && url.pathname === '/v1/models') {
        const fault = modelsQueue.shift()
        if (fault) await sendFault(res, fault, JSON.stringify({ data: [], has_more: false }))
        else listModels(res, url.searchParams)
      } else if (url.pathname.startsWith('/v1/messages')) {
        if (!req.headers['x-api-key'] && !req.headers['authorization']) {
          sendJson(res, 401, errorBody('authentication_error', 'missing key'))
          return
        }
        if (opts.requireKey !== undefined && req.headers['x-api-key'] !== opts.requireKey) {
          sendJson(res, 401, errorBody('authentication_error', 'invalid x-api-key'))
          return
        }
        const batchPath = BATCH_PATH.exec(url.pathname)
        if (req.method === 'POST' && url.pathname === '/v1/messages') {
          await answerMessage(res, body as MessagesRequestBody)
        } else if (req.method === 'POST' && batchPath && batchPath[1] === undefined) {
          await createBatch(res, body)
        } else if (batchPath?.[1] !== undefined) {
          batchRoute(res, req.method ?? '', batchPath[1], batchPath[2])
        } else {
          sendJson(res, 404, errorBody('not_found_error', `no route ${req.method} ${url.pathname}`))
        }
      } else {
        sendJson(res, 404, errorBody('not_found_error', `no route ${req.method} ${url.pathname}`))
      }
    })().catch((err: unknown) => {
      if (!res.headersSent) sendJson(res, 500, errorBody('api_error', String(err)))
    })
  })
  server.on('connection', (s) => {
    sockets.add(s)
    s.on('close', () => sockets.delete(s))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  baseUrl = `http://127.0.0.1:${port}`

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    script: (...items) => void queue.push(...items),
    scriptModels: (...faults) => void modelsQueue.push(...faults),
    scriptBatches: (...scripts) => void batchScripts.push(...scripts),
    batchRequests: () => [...batchLog],
    bills: () => [...billLog],
    addModel: (model) => void models.push(model),
    setHandler: (h) => void (handler = h),
    messageRequests: () =>
      requests
        .filter((r) => r.method === 'POST' && r.path.split('?')[0] === '/v1/messages')
        .map((r) => r.body as MessagesRequestBody),
    close: async () => {
      for (const s of sockets) s.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
  }
}
