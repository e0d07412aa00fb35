// Counting the HTTP requests that reach the API, whatever their answer: the ledger books answered
// calls from their usage, and this counts what was sent, so a report can say how many requests
// a run made (a retried, failed or aborted request bills nothing, but it was sent). Used as the
// SDK client's fetch, and by the relay that carries Claude Code's requests.

/** Connection errors of a request that never reached the server. */
const NOT_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH'])

/** The error code of `error` or of the errors it wraps (fetch puts the socket's in `cause`). */
function errorCodes(error: unknown): string[] {
  const codes: string[] = []
  for (let e = error, depth = 0; e instanceof Error && depth < 5; depth++) {
    const code = (e as NodeJS.ErrnoException).code
    if (typeof code === 'string') codes.push(code)
    e = e.cause
  }
  return codes
}

/** Whether a fetch that failed with `error` had reached the server (an abort in flight had). */
export function reachedServer(error: unknown): boolean {
  return !errorCodes(error).some((code) => NOT_SENT.has(code))
}

/** `fetch` that calls `onRequest` for every request that reached the server. */
export function countingFetch(onRequest: () => void): typeof fetch {
  return async (input, init) => {
    // A request whose signal is already aborted is never sent.
    if (init?.signal?.aborted) return fetch(input, init)
    try {
      const response = await fetch(input, init)
      onRequest()
      return response
    } catch (error) {
      if (reachedServer(error)) onRequest()
      throw error
    }
  }
}
