// The pre-run estimate: how many calls a plan makes and what they cost at most, printed before
// anything is spent (and all that `--dry-run` does); and, for the plans whose calls share a
// cached prompt prefix, what they are expected to cost with prompt caching: the prefix written
// once (1.25× input) per `callsPerPrefix` calls and read (0.1×) by the others. The upper bound
// prices every prefix as a cache write, so caching can never make a run dearer than it says.
import { costUsd, priceFor, type Price, type PricingTable } from './pricing.js'
import type { BudgetLimits } from './budget.js'
import { estimateTokens } from './tokens.js'

/** A group of similar calls in a plan. Model names may be aliases (priced by family). */
export interface CallPlan {
  layer: string
  model: string
  calls: number
  /** Input characters per call (turned into tokens by `estimateTokens`). */
  inputChars: number
  /** max_tokens per call: the output upper bound. */
  maxOutputTokens: number
  /** The leading characters of every call's input that later calls repeat (prompt caching). */
  cache?: { prefixChars: number; callsPerPrefix: number }
}

export interface PlanEstimate {
  calls: number
  /** The upper bound: what the budget reserves. */
  usd: number
  /** Expected with prompt caching (no more than `usd`). */
  expectedUsd: number
  fitsBudget: boolean
  byLayer: Record<string, { calls: number; usd: number }>
}

/** One call's upper bound and its expected cost with prompt caching, in USD. */
function callCost(p: CallPlan, price: Price): { upper: number; expected: number } {
  const input = estimateTokens(p.inputChars)
  const prefix = Math.min(input, p.cache === undefined ? 0 : estimateTokens(p.cache.prefixChars))
  const rest = { input: input - prefix, output: p.maxOutputTokens, cacheWrite: 0, cacheRead: 0 }
  const writeRate = Math.max(price.input, price.cacheWrite)
  const upper = costUsd({ ...rest, cacheWrite: prefix }, { ...price, cacheWrite: writeRate })
  if (p.cache === undefined) return { upper, expected: upper }
  const share = 1 / Math.max(1, p.cache.callsPerPrefix)
  const expected = costUsd(
    { ...rest, cacheWrite: prefix * share, cacheRead: prefix * (1 - share) },
    price
  )
  return { upper, expected: Math.min(upper, expected) }
}

export function estimateCalls(
  plans: CallPlan[],
  pricing?: PricingTable,
  limits: BudgetLimits = {}
): PlanEstimate {
  const byLayer: PlanEstimate['byLayer'] = {}
  let calls = 0
  let usd = 0
  let expectedUsd = 0
  for (const p of plans) {
    const one = callCost(p, priceFor(p.model, pricing))
    const entry = (byLayer[p.layer] ??= { calls: 0, usd: 0 })
    entry.calls += p.calls
    entry.usd += one.upper * p.calls
    calls += p.calls
    usd += one.upper * p.calls
    expectedUsd += one.expected * p.calls
  }
  const fitsBudget =
    (limits.maxCalls === undefined || calls <= limits.maxCalls) &&
    (limits.maxUsd === undefined || usd <= limits.maxUsd)
  return { calls, usd, expectedUsd, fitsBudget, byLayer }
}

export function formatEstimate(e: PlanEstimate, limits: BudgetLimits = {}): string {
  const layers = Object.entries(e.byLayer)
    .map(([layer, v]) => `${layer}: ${v.calls} calls ≤ $${v.usd.toFixed(4)}`)
    .join(', ')
  const budget = [
    limits.maxUsd !== undefined ? `max-usd $${limits.maxUsd}` : '',
    limits.maxCalls !== undefined ? `max-calls ${limits.maxCalls}` : ''
  ]
    .filter(Boolean)
    .join(', ')
  return (
    `LLM estimate: ${e.calls} calls, at most $${e.usd.toFixed(4)} (cache hits cost nothing)` +
    (e.expectedUsd < e.usd - 5e-5
      ? `, expected $${e.expectedUsd.toFixed(4)} with prompt caching`
      : '') +
    (layers ? ` — ${layers}` : '') +
    (budget ? `; budget ${budget}: ${e.fitsBudget ? 'fits' : 'EXCEEDED'}` : '')
  )
}
