// A local HTTP server that speaks enough of OpenAI's Responses API for the real Codex CLI to run
// against it in tests: `POST /v1/responses` answered as server-sent events when the request asks
// for `stream: true` (what Codex sends), else as one JSON response. It listens on 127.0.0.1,
// port 0, and never touches the network.
//
// Usage:
//   const fake = await startFakeResponses()
//   fake.script(execCall('cat SKILL.md'), textReply('Done.'))   // one item per POST /v1/responses
//   fake.setHandler((body, ctx) => ...)   // asked once the script queue is empty
//   ... fake.requests        // every request: method, path, headers (secrets removed), bearer, body
//   fake.responseRequests()  // only the POST /v1/responses bodies, in arrival order
//   fake.bills()             // the usage billed for every answered response, with its model
//   await fake.close()
//
// Each POST /v1/responses takes the next scripted item; when the queue is empty the handler is
// asked; with neither, the server answers 500 so a test never hangs silently. An item is a reply
// (`textReply`, `functionCallReply`, `execCall` for Codex's shell tool `exec_command`) or a fault:
// `statusFault(status)` (`serverError`, `rateLimited`), `hang()` (headers never sent: the client
// must time out).
//
// Usage is billed from the request unless a reply scripts its own: input tokens are the request's
// characters (instructions, input items, tools) divided by 4, rounded up; cached input follows the
// API's prompt caching: a request whose prompt shares a prefix of at least 1,024 tokens with an
// earlier request of the same `prompt_cache_key` reads that prefix from the cache, in whole blocks
// of 128 tokens. Output tokens are the reply's output items' characters divided by 4.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

export interface FakeResponsesUsage {
  input_tokens: number
  input_tokens_details: { cached_tokens: number }
  output_tokens: number
  output_tokens_details: { reasoning_tokens: number }
  total_tokens: number
}

export type FakeOutputItem =
  | { type: 'message'; text: string }
  | { type: 'function_call'; name: string; arguments: string; call_id?: string }

export interface FakeResponsesReply {
  kind: 'reply'
  output: FakeOutputItem[]
  /** Defaults to the requested model. */
  model?: string
  usage?: { input?: number; cached?: number; output?: number }
}

export type FakeResponsesFault =
  { kind: 'status'; status: number; body?: unknown } | { kind: 'hang' }

export type FakeResponsesItem = FakeResponsesReply | FakeResponsesFault

export interface ResponsesRequestBody {
  model: string
  instructions?: string
  input: Array<Record<string, unknown>>
  tools?: unknown[]
  stream?: boolean
  prompt_cache_key?: string
  [key: string]: unknown
}

export interface RecordedResponsesRequest {
  method: string
  path: string
  headers: Record<string, string>
  /** The bearer token the request carried (where the relay puts the real key). */
  bearer: string | undefined
  body: unknown
}

export type FakeResponsesHandler = (
  body: ResponsesRequestBody,
  ctx: { index: number }
) => FakeResponsesItem | Promise<FakeResponsesItem>

export interface FakeResponses {
  url: string
  requests: RecordedResponsesRequest[]
  script(...items: FakeResponsesItem[]): void
  setHandler(handler: FakeResponsesHandler | undefined): void
  /** The usage billed for every answered response, with its model. */
  bills(): Array<{ model: string; usage: FakeResponsesUsage }>
  responseRequests(): ResponsesRequestBody[]
  /** Forgets the requests, bills, script, handler, call index and prompt cache (one server per file). */
  reset(): void
  close(): Promise<void>
}

let idCounter = 0
const nextId = (prefix: string): string => `${prefix}_fake${(++idCounter).toString(36)}`

export function textReply(
  text: string,
  extra: Partial<Omit<FakeResponsesReply, 'kind' | 'output'>> = {}
): FakeResponsesReply {
  return { kind: 'reply', output: [{ type: 'message', text }], ...extra }
}

export function functionCallReply(
  name: string,
  args: Record<string, unknown>,
  extra: Partial<Omit<FakeResponsesReply, 'kind' | 'output'>> & { text?: string } = {}
): FakeResponsesReply {
  const { text, ...rest } = extra
  const output: FakeOutputItem[] = text === undefined ? [] : [{ type: 'message', text }]
  output.push({ type: 'function_call', name, arguments: JSON.stringify(args) })
  return { kind: 'reply', output, ...rest }
}

/** A call of Codex's shell tool (`exec_command`, its unified exec) running `cmd`. */
export const execCall = (
  cmd: string,
  extra: Partial<Omit<FakeResponsesReply, 'kind' | 'output'>> & { text?: string } = {}
): FakeResponsesReply => functionCallReply('exec_command', { cmd }, extra)

export const statusFault = (status: number, body?: unknown): FakeResponsesFault => ({
  kind: 'status',
  status,
  body
})
export const serverError = (): FakeResponsesFault =>
  statusFault(500, { error: { type: 'server_error', message: 'internal', code: null } })
export const rateLimited = (): FakeResponsesFault =>
  statusFault(429, { error: { type: 'rate_limit_error', message: 'rate limited', code: null } })
export const hang = (): FakeResponsesFault => ({ kind: 'hang' })

const SECRET_HEADERS = new Set(['authorization', 'x-api-key', 'proxy-authorization', 'cookie'])
const MIN_CACHED_TOKENS = 1024
const CACHE_BLOCK = 128

const tokensOf = (chars: number): number => Math.ceil(chars / 4)

/** The prompt as the cache sees it: instructions, tools, then the input items, in order. */
const promptText = (body: ResponsesRequestBody): string =>
  JSON.stringify([body.instructions ?? '', body.tools ?? [], body.input ?? []])

function commonPrefix(a: string, b: string): number {
  const n = Math.min(a.length, b.length)
  let i = 0
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++
  return i
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body)
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    'x-request-id': nextId('req')
  })
  res.end(text)
}

/** The output items as the API sends them. */
function apiOutput(output: FakeOutputItem[]): Array<Record<string, unknown>> {
  return output.map((item) =>
    item.type === 'message'
      ? {
          type: 'message',
          id: nextId('msg'),
          status: 'completed',
          role: 'assistant',
          content: [{ type: 'output_text', text: item.text, annotations: [] }]
        }
      : {
          type: 'function_call',
          id: nextId('fc'),
          status: 'completed',
          call_id: item.call_id ?? nextId('call'),
          name: item.name,
          arguments: item.arguments
        }
  )
}

/** The response as server-sent events: created, each item added and done, completed. */
function sendStream(res: ServerResponse, response: Record<string, unknown>): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'x-request-id': nextId('req') })
  let sequence = 0
  const event = (type: string, data: Record<string, unknown>): void => {
    res.write(
      `event: ${type}\ndata: ${JSON.stringify({ type, sequence_number: sequence++, ...data })}\n\n`
    )
  }
  const items = response.output as Array<Record<string, unknown>>
  event('response.created', {
    response: { ...response, status: 'in_progress', output: [], usage: null }
  })
  items.forEach((item, index) => {
    event('response.output_item.added', {
      output_index: index,
      item: { ...item, status: 'in_progress' }
    })
    const content = item.content as Array<{ text: string }> | undefined
    if (item.type === 'message' && content?.[0])
      event('response.output_text.delta', {
        item_id: item.id,
        output_index: index,
        content_index: 0,
        delta: content[0].text
      })
    event('response.output_item.done', { output_index: index, item })
  })
  event('response.completed', { response })
  res.end()
}

export async function startFakeResponses(): Promise<FakeResponses> {
  const queue: FakeResponsesItem[] = []
  let handler: FakeResponsesHandler | undefined
  let index = 0
  const requests: RecordedResponsesRequest[] = []
  const billLog: Array<{ model: string; usage: FakeResponsesUsage }> = []
  /** Prompts seen per prompt_cache_key (the cache's contents). */
  const cache = new Map<string, string[]>()
  const sockets = new Set<Socket>()

  const cachedTokens = (body: ResponsesRequestBody, prompt: string): number => {
    const key = body.prompt_cache_key ?? ''
    const seen = cache.get(key) ?? []
    const best = Math.max(0, ...seen.map((p) => commonPrefix(p, prompt)))
    seen.push(prompt)
    cache.set(key, seen)
    const tokens = Math.floor(best / 4)
    return tokens < MIN_CACHED_TOKENS ? 0 : tokens - (tokens % CACHE_BLOCK)
  }

  const answer = async (res: ServerResponse, body: ResponsesRequestBody): Promise<void> => {
    const item = queue.shift() ?? (await handler?.(body, { index }))
    index += 1
    if (!item) {
      sendJson(res, 500, {
        error: { type: 'server_error', message: 'fake server: no scripted reply' }
      })
      return
    }
    if (item.kind === 'hang') return // the socket stays open until the client gives up
    if (item.kind === 'status') {
      sendJson(res, item.status, item.body ?? { error: { type: 'server_error', message: 'fault' } })
      return
    }
    const output = apiOutput(item.output)
    const prompt = promptText(body)
    const input = item.usage?.input ?? tokensOf(prompt.length)
    const cached = item.usage?.cached ?? Math.min(input, cachedTokens(body, prompt))
    const out = item.usage?.output ?? tokensOf(JSON.stringify(output).length)
    const usage: FakeResponsesUsage = {
      input_tokens: input,
      input_tokens_details: { cached_tokens: cached },
      output_tokens: out,
      output_tokens_details: { reasoning_tokens: 0 },
      total_tokens: input + out
    }
    const model = item.model ?? body.model
    billLog.push({ model, usage })
    const response = {
      id: nextId('resp'),
      object: 'response',
      created_at: Math.floor(Date.now() / 1000),
      status: 'completed',
      model,
      output,
      usage
    }
    if (body.stream === true) sendStream(res, response)
    else sendJson(res, 200, response)
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
      for (const [k, v] of Object.entries(req.headers))
        if (!SECRET_HEADERS.has(k) && v !== undefined) headers[k] = String(v)
      const auth = req.headers.authorization
      const bearer = auth?.startsWith('Bearer ') ? auth.slice('Bearer '.length) : undefined
      requests.push({
        method: req.method ?? '',
        path: url.pathname + url.search,
        headers,
        bearer,
        body
      })
      if (req.method === 'POST' && url.pathname === '/v1/responses') {
        if (bearer === undefined) {
          sendJson(res, 401, { error: { type: 'invalid_request_error', message: 'missing key' } })
          return
        }
        await answer(res, body as ResponsesRequestBody)
      } else {
        sendJson(res, 404, {
          error: {
            type: 'invalid_request_error',
            message: `no route ${req.method} ${url.pathname}`
          }
        })
      }
    })().catch((err: unknown) => {
      if (!res.headersSent)
        sendJson(res, 500, { error: { type: 'server_error', message: String(err) } })
    })
  })
  server.on('connection', (s) => {
    sockets.add(s)
    s.on('close', () => sockets.delete(s))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    script: (...items) => void queue.push(...items),
    setHandler: (h) => void (handler = h),
    bills: () => [...billLog],
    responseRequests: () =>
      requests
        .filter((r) => r.method === 'POST' && r.path.split('?')[0] === '/v1/responses')
        .map((r) => r.body as ResponsesRequestBody),
    reset: () => {
      requests.length = 0
      billLog.length = 0
      queue.length = 0
      handler = undefined
      index = 0
      cache.clear()
    },
    close: async () => {
      for (const s of sockets) s.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
  }
}
