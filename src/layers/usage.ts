// The run-level `usage` block, built the same way by every costly layer (judge, A/B, …): from the
// layer's ledger after the run, or from its estimate alone when no call was made. Layers that ran
// in the same run each add their block; the blocks add up, so no layer's spend is lost.
import type { BudgetLimits, LedgerBucket, LedgerSummary } from '../llm/index.js'
import { promptCacheEffect, type RunReport, type Usage } from '../model/index.js'

export interface UsageContext {
  budget: BudgetLimits
  /** The pre-run estimate of the layer. */
  estimate: { calls: number; usd: number; expectedUsd?: number }
  /** Some call was refused, or the layer was not run, because of the budget. */
  exhausted: boolean
}

/** What the ledger recorded, with the budget and the estimate. */
export function ledgerUsage(ledger: LedgerSummary, context: UsageContext): Usage {
  return {
    ...ledger,
    budget: { ...context.budget, exhausted: context.exhausted },
    estimate: {
      calls: context.estimate.calls,
      usd: context.estimate.usd,
      ...(context.estimate.expectedUsd === undefined
        ? {}
        : { expectedUsd: context.estimate.expectedUsd })
    }
  }
}

/** No call was made (dry run, estimate over budget): the estimate and the budget decision only. */
export function estimateOnlyUsage(context: UsageContext): Usage {
  return ledgerUsage(
    {
      calls: 0,
      requests: 0,
      cacheHits: 0,
      retries: 0,
      costUsd: 0,
      uncachedUsd: 0,
      tokens: { input: 0, output: 0, cacheWrite: 0, cacheRead: 0 },
      byModel: {},
      byLayer: {}
    },
    context
  )
}

/**
 * `N calls (N batched), N cache hits, N retries, N API requests, $x.xxxx` for the log, and with
 * prompt caching the share of input tokens read from it and what it saved.
 */
export function formatUsage(ledger: LedgerSummary): string {
  const batched = ledger.batchedCalls ? ` (${ledger.batchedCalls} batched, at the batch rate)` : ''
  return `${ledger.calls} calls${batched}, ${ledger.cacheHits} cache hits, ${ledger.retries} retries, ${ledger.requests} API requests, $${ledger.costUsd.toFixed(4)}${promptCacheText(ledger)}`
}

/** `; 93 % of input tokens read from the prompt cache, $0.5812 saved`, or nothing without reads. */
function promptCacheText(ledger: LedgerSummary): string {
  const effect = promptCacheEffect(ledger)
  if (effect === null) return ''
  return `; ${(100 * effect.readShare).toFixed(0)} % of input tokens read from the prompt cache, $${effect.savedUsd.toFixed(4)} saved`
}

/** The report with `usage` added to the block already there (another layer's), if any. */
export function addUsage(report: RunReport, usage: Usage): RunReport {
  return { ...report, usage: report.usage === undefined ? usage : sumUsage(report.usage, usage) }
}

function sumBuckets(
  a: Record<string, LedgerBucket>,
  b: Record<string, LedgerBucket>
): Record<string, LedgerBucket> {
  const out: Record<string, LedgerBucket> = Object.fromEntries(
    Object.entries(a).map(([key, bucket]) => [key, { ...bucket }])
  )
  for (const [key, bucket] of Object.entries(b)) {
    const into = out[key]
    out[key] =
      into === undefined
        ? { ...bucket }
        : {
            ...sumTokens(into, bucket),
            calls: into.calls + bucket.calls,
            ...sumBatched(into, bucket),
            costUsd: into.costUsd + bucket.costUsd
          }
  }
  return out
}

/** The batched calls of two blocks added, absent when neither had any. */
function sumBatched(a: { batchedCalls?: number }, b: { batchedCalls?: number }) {
  return a.batchedCalls === undefined && b.batchedCalls === undefined
    ? {}
    : { batchedCalls: (a.batchedCalls ?? 0) + (b.batchedCalls ?? 0) }
}

function sumTokens<T extends Usage['tokens']>(a: T, b: Usage['tokens']): T {
  return {
    ...a,
    input: a.input + b.input,
    output: a.output + b.output,
    cacheWrite: a.cacheWrite + b.cacheWrite,
    cacheRead: a.cacheRead + b.cacheRead
  }
}

function sumUsage(a: Usage, b: Usage): Usage {
  const estimate =
    a.estimate === undefined || b.estimate === undefined
      ? (a.estimate ?? b.estimate)
      : {
          calls: a.estimate.calls + b.estimate.calls,
          usd: a.estimate.usd + b.estimate.usd,
          ...(a.estimate.expectedUsd === undefined && b.estimate.expectedUsd === undefined
            ? {}
            : {
                expectedUsd:
                  (a.estimate.expectedUsd ?? a.estimate.usd) +
                  (b.estimate.expectedUsd ?? b.estimate.usd)
              })
        }
  const judgeAgreement = a.judgeAgreement ?? b.judgeAgreement
  return {
    calls: a.calls + b.calls,
    ...(a.requests === undefined && b.requests === undefined
      ? {}
      : { requests: (a.requests ?? 0) + (b.requests ?? 0) }),
    ...sumBatched(a, b),
    cacheHits: a.cacheHits + b.cacheHits,
    retries: a.retries + b.retries,
    costUsd: a.costUsd + b.costUsd,
    ...(a.uncachedUsd === undefined && b.uncachedUsd === undefined
      ? {}
      : { uncachedUsd: (a.uncachedUsd ?? a.costUsd) + (b.uncachedUsd ?? b.costUsd) }),
    tokens: sumTokens(a.tokens, b.tokens),
    byModel: sumBuckets(a.byModel, b.byModel),
    byLayer: sumBuckets(a.byLayer, b.byLayer),
    ...(a.byHarness === undefined && b.byHarness === undefined
      ? {}
      : { byHarness: sumBuckets(a.byHarness ?? {}, b.byHarness ?? {}) }),
    // The limits are the run's settings (the same for every layer); exhausted if any layer hit them.
    budget: { ...b.budget, ...a.budget, exhausted: a.budget.exhausted || b.budget.exhausted },
    ...(estimate === undefined ? {} : { estimate }),
    ...(judgeAgreement === undefined ? {} : { judgeAgreement })
  }
}
