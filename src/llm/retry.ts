// Which failures are worth another attempt, and how long to wait before it. Our own loop (the
// SDK's maxRetries is 0) so retries are counted in the ledger and the backoff can be scaled down
// in tests. `retry-after` (seconds or an HTTP date) and `retry-after-ms` are honoured, capped.
import { APIConnectionError, APIError, APIUserAbortError } from '@anthropic-ai/sdk'

export interface RetryPolicy {
  /** Attempts after the first (default 3). */
  maxRetries: number
  /** First backoff step in ms; doubles per attempt, with up to 25 % jitter (default 500). */
  baseDelayMs: number
  /** Upper bound for any single wait, including a server's retry-after (default 60 s). */
  maxDelayMs: number
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxRetries: 3,
  baseDelayMs: 500,
  maxDelayMs: 60_000
}

const RETRYABLE_STATUS = new Set([408, 409, 429])

/** 429, 408, 409, 5xx (incl. 529 overloaded), timeouts, dropped connections and cut bodies. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof APIUserAbortError) return false
  if (error instanceof APIConnectionError) return true
  if (error instanceof APIError) {
    const status = error.status
    return status !== undefined && (RETRYABLE_STATUS.has(status) || status >= 500)
  }
  // A body cut mid-stream surfaces as a fetch TypeError ("terminated") or a JSON SyntaxError.
  return error instanceof TypeError || error instanceof SyntaxError
}

/** The server's requested wait in ms, when it sent one. */
export function retryAfterMs(error: unknown, now = Date.now()): number | undefined {
  if (!(error instanceof APIError) || !error.headers) return undefined
  const ms = Number(error.headers.get('retry-after-ms'))
  if (error.headers.get('retry-after-ms') && Number.isFinite(ms) && ms >= 0) return ms
  const header = error.headers.get('retry-after')
  if (!header) return undefined
  const seconds = Number(header)
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000
  const date = Date.parse(header)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

/** Wait before retry number `retry` (1-based). */
export function retryDelayMs(
  error: unknown,
  retry: number,
  policy: RetryPolicy,
  random: () => number = Math.random
): number {
  const requested = retryAfterMs(error)
  if (requested !== undefined) return Math.min(requested, policy.maxDelayMs)
  const backoff = policy.baseDelayMs * 2 ** (retry - 1)
  return Math.min(backoff * (1 - 0.25 * random()), policy.maxDelayMs)
}

/** Resolves after `ms`, or rejects at once when the signal aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new APIUserAbortError())
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    const onAbort = () => {
      clearTimeout(timer)
      reject(new APIUserAbortError())
    }
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}
