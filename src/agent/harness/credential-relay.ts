// The local relay between an agent program (Claude Code, Codex, …) and its provider's API. Each
// agent run gets the relay's address and a token of its own (a session) instead of the API key, so
// the key never enters the agent's environment (where a shell command of an untrusted skill could
// read it) and the only host the agent process talks to is this relay on 127.0.0.1. The relay
// checks the token, puts the real key on the request the way the provider expects it and streams
// the answer back untouched. It counts, per session, the requests that reached the API and the
// model calls answered, so the run is booked from what was sent (agents retry failed requests on
// their own), and refuses a session's token once the session has ended.
import { randomBytes, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { countingFetch } from '../../llm/request-count.js'
import type { TokenCounts } from '../../llm/index.js'

/** How one provider's API takes its key and which of its requests are model calls. */
export interface RelayProvider {
  /** The public API, used when the target names no base URL. */
  defaultBaseURL: string
  /** The session token as the agent sent it, in the place it sends its API key. */
  tokenOf(req: IncomingMessage): string | undefined
  /** The headers that carry the real key upstream. */
  keyHeaders(apiKey: string): Record<string, string>
  /** A request the provider answers with a model's reply (what a run is booked by). */
  isModelCall(req: IncomingMessage): boolean
  /**
   * The path and query sent upstream (default: as the agent sent them), for a provider whose
   * agents may put the key in the query (the relay's token must not travel on).
   */
  upstreamPath?(url: string): string
  /** A model call's usage, read from its answer's body (JSON, or server-sent events). */
  usageOf?(url: string, body: string): RelayUsage | undefined
}

/**
 * One answered model call's usage, as the provider's answer states it (input net of cached
 * tokens), with the model that answered when the answer names it.
 */
export interface RelayUsage extends TokenCounts {
  model: string | undefined
}

/**
 * The parts of an answer's body kept for `usageOf`: its start (an Anthropic stream states its
 * input tokens in its first event) and its end (every stream's final counts), so a long answer is
 * never held whole.
 */
const USAGE_HEAD_CHARS = 64 * 1024
const USAGE_TAIL_CHARS = 256 * 1024

const requestPath = (req: IncomingMessage): string => (req.url ?? '').split('?')[0] ?? ''

/** Anthropic's Messages API: the key in `x-api-key`, a model call is `POST /v1/messages`. */
export const ANTHROPIC_RELAY: RelayProvider = {
  defaultBaseURL: 'https://api.anthropic.com',
  tokenOf: (req) => req.headers['x-api-key'] as string | undefined,
  keyHeaders: (apiKey) => ({ 'x-api-key': apiKey }),
  // Claude Code adds `?beta=true`; count_tokens and batches are not model calls.
  isModelCall: (req) => req.method === 'POST' && requestPath(req) === '/v1/messages'
}

const count = (n: unknown): number => (typeof n === 'number' ? n : 0)

/**
 * The usage of a Messages API answer: the JSON message's, or a stream's (message_start's usage,
 * with message_delta's counts, which are cumulative, winning where they are given). A line that
 * does not parse (an event cut off) is skipped: what was read before it still counts.
 */
export function anthropicUsage(_url: string, body: string): RelayUsage | undefined {
  type Usage = Record<string, unknown> | undefined
  const parts: Array<{ model?: unknown; usage?: Usage }> = []
  const parse = (text: string): unknown => {
    try {
      return JSON.parse(text)
    } catch {
      return undefined
    }
  }
  const trimmed = body.trimStart()
  if (trimmed.startsWith('{')) {
    const message = parse(trimmed) as { model?: unknown; usage?: Usage } | undefined
    if (message) parts.push(message)
  } else
    for (const line of body.split('\n')) {
      if (!line.startsWith('data:')) continue
      const event = parse(line.slice(5)) as
        { type?: string; message?: { model?: unknown; usage?: Usage }; usage?: Usage } | undefined
      if (event?.type === 'message_start' && event.message) parts.push(event.message)
      else if (event?.type === 'message_delta' && event.usage) parts.push({ usage: event.usage })
    }
  if (parts.every((p) => p.usage === undefined)) return undefined
  const usage: RelayUsage = { model: undefined, input: 0, output: 0, cacheRead: 0, cacheWrite: 0 }
  for (const { model, usage: u } of parts) {
    if (typeof model === 'string') usage.model = model
    if (u === undefined) continue
    const next = {
      input: count(u.input_tokens),
      output: count(u.output_tokens),
      cacheRead: count(u.cache_read_input_tokens),
      cacheWrite: count(u.cache_creation_input_tokens)
    }
    for (const k of ['input', 'output', 'cacheRead', 'cacheWrite'] as const)
      if (next[k] > 0) usage[k] = next[k]
  }
  return usage
}

/**
 * Anthropic's API for an agent whose own stream does not report every call it makes (OpenCode):
 * the relay reads each answer's usage. (Claude Code's result message reports its own.)
 */
export const ANTHROPIC_USAGE_RELAY: RelayProvider = { ...ANTHROPIC_RELAY, usageOf: anthropicUsage }

export interface RelayTarget {
  apiKey: string
  /** The API's base URL (default the provider's public API). */
  baseURL?: string
  /** Whose API it is (default Anthropic's). */
  provider?: RelayProvider
}

/** One Claude Code run's use of the relay. */
export interface RelaySession {
  /** Claude Code's ANTHROPIC_API_KEY: good for this relay and this session only. */
  token: string
  /** Requests of this session that reached the API, answered or not. */
  requests: number
  /** Of them, model calls (POST /v1/messages) the API answered with success. */
  answeredCalls: number
  /** The usage of each answered model call, where the provider has a `usageOf`, in order. */
  usage: RelayUsage[]
  /** The status of the last request the API refused or failed, if any did. */
  lastFailedStatus: number | undefined
  /**
   * Asked before each model call is sent on: a reason refuses the call (it never reaches the
   * API; the agent gets a 400 naming the reason), so a harness ends a run before its next call.
   */
  gate?: () => string | undefined
  /** Resolves once none of the session's requests is in flight (waits at most 5 s). */
  settled(): Promise<void>
  /** Ends the session: its token is refused from now on. */
  end(): void
}

export interface CredentialRelay {
  /** http://127.0.0.1:<port>: Claude Code's ANTHROPIC_BASE_URL. */
  url: string
  /** A new session (one per Claude Code run). */
  session(): RelaySession
  close(): Promise<void>
}

/** Request headers that are the relay's to set (every provider's key header), never forwarded as the agent sent them. */
const DROPPED_REQUEST = new Set([
  'host',
  'x-api-key',
  'x-goog-api-key',
  'authorization',
  'connection',
  'content-length',
  'accept-encoding'
])
/** Response headers that no longer hold once fetch has decoded the body. */
const DROPPED_RESPONSE = new Set([
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'connection'
])

const sameToken = (given: string | undefined, token: string): boolean => {
  const a = Buffer.from(given ?? '')
  const b = Buffer.from(token)
  return a.length === b.length && timingSafeEqual(a, b)
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('error', reject)
  })
}

export async function startCredentialRelay(target: RelayTarget): Promise<CredentialRelay> {
  const provider = target.provider ?? ANTHROPIC_RELAY
  const upstream = (target.baseURL ?? provider.defaultBaseURL).replace(/\/+$/, '')
  const sessions = new Set<RelaySession>()
  /** Requests in flight per session, and who waits for them to end. */
  const inFlight = new Map<RelaySession, { count: number; waiting: Array<() => void> }>()
  const track = (session: RelaySession) => {
    const entry = inFlight.get(session) ?? { count: 0, waiting: [] }
    inFlight.set(session, entry)
    entry.count += 1
    return () => {
      entry.count -= 1
      if (entry.count === 0) for (const wake of entry.waiting.splice(0)) wake()
    }
  }
  const sessionOf = (given: string | undefined): RelaySession | undefined =>
    [...sessions].find((s) => sameToken(given, s.token))
  const server: Server = createServer((req, res) => {
    let done: (() => void) | undefined
    void (async () => {
      const session = sessionOf(provider.tokenOf(req))
      if (session === undefined) {
        res.writeHead(401, { 'content-type': 'application/json' })
        res.end(
          JSON.stringify({
            type: 'error',
            error: { type: 'authentication_error', message: 'unknown relay token' }
          })
        )
        return
      }
      done = track(session)
      const body = await readBody(req)
      const refused = provider.isModelCall(req) ? session.gate?.() : undefined
      if (refused !== undefined) {
        res.writeHead(400, { 'content-type': 'application/json' })
        res.end(
          JSON.stringify({
            type: 'error',
            error: { type: 'invalid_request_error', message: `skill-ci: ${refused}` }
          })
        )
        return
      }
      const headers: Record<string, string> = provider.keyHeaders(target.apiKey)
      for (const [k, v] of Object.entries(req.headers))
        if (!DROPPED_REQUEST.has(k) && typeof v === 'string') headers[k] = v
      const abort = new AbortController()
      res.on('close', () => abort.abort())
      const counted = countingFetch(() => void (session.requests += 1))
      const path = req.url ?? '/'
      const answer = await counted(`${upstream}${provider.upstreamPath?.(path) ?? path}`, {
        method: req.method,
        headers,
        body: body.length > 0 ? body : undefined,
        signal: abort.signal
      })
      const out: Record<string, string> = {}
      answer.headers.forEach((v, k) => {
        if (!DROPPED_RESPONSE.has(k)) out[k] = v
      })
      const modelCall = provider.isModelCall(req) && answer.ok
      if (modelCall) session.answeredCalls += 1
      if (!answer.ok) session.lastFailedStatus = answer.status
      res.writeHead(answer.status, out)
      const decoder = new TextDecoder()
      let head = ''
      let tail = ''
      const read = modelCall && provider.usageOf !== undefined
      try {
        if (answer.body)
          for await (const chunk of answer.body) {
            res.write(chunk)
            if (!read) continue
            const text = decoder.decode(chunk, { stream: true })
            if (head.length < USAGE_HEAD_CHARS) head += text
            else {
              tail += text
              // Cut back only once it has doubled, so each character is copied a bounded number
              // of times however small the chunks (cutting at every chunk copies the whole tail).
              if (tail.length > 2 * USAGE_TAIL_CHARS) tail = tail.slice(-USAGE_TAIL_CHARS)
            }
          }
        res.end()
      } finally {
        // A stream the agent cut off still states what it had used by then, if it got that far.
        // The start and the end are read as separate lines (a line cut between them is lost).
        const kept = tail === '' ? head : `${head}\n${tail.slice(-USAGE_TAIL_CHARS)}`
        const usage = read ? provider.usageOf?.(path, kept + decoder.decode()) : undefined
        if (usage) session.usage.push(usage)
      }
    })()
      .catch((error: unknown) => {
        if (!res.headersSent) {
          res.writeHead(502, { 'content-type': 'application/json' })
          res.end(
            JSON.stringify({
              type: 'error',
              error: { type: 'api_error', message: `relay: ${String(error)}` }
            })
          )
        } else res.destroy()
      })
      .finally(() => done?.())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  // The relay lives as long as the harness is used; it must not keep the process alive.
  server.unref()
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    session: () => {
      const session: RelaySession = {
        token: `relay-${randomBytes(24).toString('hex')}`,
        requests: 0,
        answeredCalls: 0,
        usage: [],
        lastFailedStatus: undefined,
        settled: () =>
          new Promise<void>((resolve) => {
            const entry = inFlight.get(session)
            if (entry === undefined || entry.count === 0) return resolve()
            const timer = setTimeout(resolve, 5000)
            entry.waiting.push(() => {
              clearTimeout(timer)
              resolve()
            })
          }),
        end: () => {
          sessions.delete(session)
          inFlight.delete(session)
        }
      }
      sessions.add(session)
      return session
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}
