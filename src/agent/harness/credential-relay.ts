// The local relay between Claude Code and the Anthropic API. Claude Code gets the relay's
// address and a one-time token instead of the API key, so the key never enters the agent's
// environment (where a shell command of an untrusted skill could read it) and the only host the
// agent process talks to is this relay on 127.0.0.1. The relay checks the token, puts the real
// key on the request and streams the answer back untouched.
import { randomBytes, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface RelayTarget {
  apiKey: string
  /** The API's base URL (default the public API). */
  baseURL?: string
}

export interface CredentialRelay {
  /** http://127.0.0.1:<port>: Claude Code's ANTHROPIC_BASE_URL. */
  url: string
  /** Claude Code's ANTHROPIC_API_KEY: good for this relay only. */
  token: string
  close(): Promise<void>
}

const DEFAULT_API = 'https://api.anthropic.com'

/** Request headers that are the relay's to set, never forwarded as Claude Code sent them. */
const DROPPED_REQUEST = new Set([
  'host',
  'x-api-key',
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
  const token = `relay-${randomBytes(24).toString('hex')}`
  const upstream = (target.baseURL ?? DEFAULT_API).replace(/\/+$/, '')
  const server: Server = createServer((req, res) => {
    void (async () => {
      if (!sameToken(req.headers['x-api-key'] as string | undefined, token)) {
        res.writeHead(401, { 'content-type': 'application/json' })
        res.end(
          JSON.stringify({
            type: 'error',
            error: { type: 'authentication_error', message: 'unknown relay token' }
          })
        )
        return
      }
      const body = await readBody(req)
      const headers: Record<string, string> = { 'x-api-key': target.apiKey }
      for (const [k, v] of Object.entries(req.headers))
        if (!DROPPED_REQUEST.has(k) && typeof v === 'string') headers[k] = v
      const abort = new AbortController()
      res.on('close', () => abort.abort())
      const answer = await fetch(`${upstream}${req.url ?? '/'}`, {
        method: req.method,
        headers,
        body: body.length > 0 ? body : undefined,
        signal: abort.signal
      })
      const out: Record<string, string> = {}
      answer.headers.forEach((v, k) => {
        if (!DROPPED_RESPONSE.has(k)) out[k] = v
      })
      res.writeHead(answer.status, out)
      if (answer.body) for await (const chunk of answer.body) res.write(chunk)
      res.end()
    })().catch((error: unknown) => {
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
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  // The relay lives as long as the harness is used; it must not keep the process alive.
  server.unref()
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    token,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}
