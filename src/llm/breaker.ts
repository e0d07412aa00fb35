// The circuit breaker of a run's model calls. Two kinds of failure stop every later call at once,
// so a run reports one clear reason instead of meeting it again for every skill:
// - an error that no later call can get past: a refused key (401, 403), an endpoint or model
//   that does not exist (404, an unknown model), an API that cannot be reached;
// - an API that is down: `outageLimit` calls in a row (default 8) that failed with an overload
//   or server error (5xx, 529) or a timeout after all their retries. Any answer in between, even
//   an error such as 400 or 429, shows the API is up and starts the count again.
import type { LlmError } from './llm-error.js'

/** Calls in a row that failed on an overloaded or broken API before the breaker trips. */
export const DEFAULT_OUTAGE_LIMIT = 8

/** Errors after which no call of the run can succeed. */
function stopsEveryCall(error: LlmError): boolean {
  if (error.kind === 'unknown_model' || error.kind === 'transport') return true
  return error.kind === 'http' && [401, 403, 404].includes(error.status ?? 0)
}

/** The API did not answer the call: overloaded, broken or too slow (after the retries). */
const isOutage = (error: LlmError): boolean =>
  error.kind === 'timeout' || (error.kind === 'http' && (error.status ?? 0) >= 500)

/** What the API said of a call that failed for good, and whether the breaker trips on it. */
export type Verdict = { trip: false } | { trip: true; reason: string }

export class CircuitBreaker {
  private outages = 0

  constructor(private readonly outageLimit = DEFAULT_OUTAGE_LIMIT) {}

  /** A call was answered: the API is up. */
  answered(): void {
    this.outages = 0
  }

  /** A call failed after its retries: does the run stop here, and why? */
  failed(error: LlmError): Verdict {
    if (stopsEveryCall(error)) return { trip: true, reason: error.message }
    if (error.kind === 'http' && !isOutage(error)) this.outages = 0
    if (!isOutage(error)) return { trip: false }
    this.outages += 1
    if (this.outages < this.outageLimit) return { trip: false }
    return {
      trip: true,
      reason: `the API failed ${this.outages} calls in a row after their retries, so it looks down (last: ${error.message})`
    }
  }
}
