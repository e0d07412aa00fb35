// The pre-run estimate: how many calls a plan makes and what they cost at most, printed before
// anything is spent (and all that `--dry-run` does).
import { costUsd, priceFor, type PricingTable } from './pricing.js'
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
}

export interface PlanEstimate {
  calls: number
  usd: number
  fitsBudget: boolean
  byLayer: Record<string, { calls: number; usd: number }>
}

export function estimateCalls(
  plans: CallPlan[],
  pricing?: PricingTable,
  limits: BudgetLimits = {}
): PlanEstimate {
  const byLayer: PlanEstimate['byLayer'] = {}
  let calls = 0
  let usd = 0
  for (const p of plans) {
    const one = costUsd(
      {
        input: estimateTokens(p.inputChars),
        output: p.maxOutputTokens,
        cacheWrite: 0,
        cacheRead: 0
      },
      priceFor(p.model, pricing)
    )
    const entry = (byLayer[p.layer] ??= { calls: 0, usd: 0 })
    entry.calls += p.calls
    entry.usd += one * p.calls
    calls += p.calls
    usd += one * p.calls
  }
  const fitsBudget =
    (limits.maxCalls === undefined || calls <= limits.maxCalls) &&
    (limits.maxUsd === undefined || usd <= limits.maxUsd)
  return { calls, usd, fitsBudget, byLayer }
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
    (layers ? ` — ${layers}` : '') +
    (budget ? `; budget ${budget}: ${e.fitsBudget ? 'fits' : 'EXCEEDED'}` : '')
  )
}
