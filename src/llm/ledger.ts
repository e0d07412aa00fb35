// The usage ledger: every answered call adds its tokens and cost under its model and its layer.
// Cache hits are counted but cost nothing; calls answered through a Message Batch are priced at
// the batch rate and counted as batched. Every HTTP request the API received is counted too,
// answered or not (a retried attempt, a call that failed after its last attempt, one cut off by
// an abort, the model listing, a batch's polls), so the report can be checked against the
// requests sent. The summary is what the report's `usage` block holds. Each call's cost is also
// booked to the skills it was made for (cost-owner.ts), per layer, split equally when several
// skills share the call.
import { currentCostHarness, currentCostOwners } from './cost-owner.js'
import { batchPrice, costUsd, priceFor, type PricingTable, type TokenCounts } from './pricing.js'

export interface LedgerBucket extends TokenCounts {
  calls: number
  costUsd: number
  /** Of `calls`, those answered through a Message Batch (absent when none were). */
  batchedCalls?: number
}

export interface LedgerSummary {
  calls: number
  /** HTTP requests the API received, answered or not (see the header). */
  requests: number
  /** Of `calls`, those answered through a Message Batch (absent when none were). */
  batchedCalls?: number
  cacheHits: number
  retries: number
  costUsd: number
  /** What the same calls would have cost without prompt caching (cached tokens at the input rate). */
  uncachedUsd: number
  tokens: TokenCounts
  byModel: Record<string, LedgerBucket>
  byLayer: Record<string, LedgerBucket>
  /** The calls made under a harness's name (withCostHarness); absent when none were. */
  byHarness?: Record<string, LedgerBucket>
}

const emptyBucket = (): LedgerBucket => ({
  input: 0,
  output: 0,
  cacheWrite: 0,
  cacheRead: 0,
  calls: 0,
  costUsd: 0
})

function addTo(
  bucket: LedgerBucket,
  tokens: TokenCounts,
  cost: number,
  calls: number,
  batched: boolean
): void {
  if (batched) bucket.batchedCalls = (bucket.batchedCalls ?? 0) + calls
  bucket.input += tokens.input
  bucket.output += tokens.output
  bucket.cacheWrite += tokens.cacheWrite
  bucket.cacheRead += tokens.cacheRead
  bucket.calls += calls
  bucket.costUsd += cost
}

export class UsageLedger {
  private readonly total = emptyBucket()
  private readonly models = new Map<string, LedgerBucket>()
  private readonly layers = new Map<string, LedgerBucket>()
  /** Per skill key, per layer: the dollars of the calls made for that skill. */
  private readonly owners = new Map<string, Map<string, number>>()
  private readonly harnesses = new Map<string, LedgerBucket>()
  /** Per skill key, per harness and layer: the dollars of that harness's calls made for that skill. */
  private readonly harnessOwners = new Map<string, Map<string, number>>()
  private hits = 0
  private retryCount = 0
  private requestCount = 0
  private uncached = 0

  constructor(private readonly pricing?: PricingTable) {}

  /**
   * Records one answered API call, or `calls` calls made elsewhere whose tokens are summed (an
   * agent harness that calls the API itself reports a whole run); returns their cost in USD.
   * `batched` calls were answered through a Message Batch and cost the batch rate.
   */
  record(model: string, layer: string, tokens: TokenCounts, calls = 1, batched = false): number {
    const price = priceFor(model, this.pricing)
    const rates = batched ? batchPrice(price) : price
    const cost = costUsd(tokens, rates)
    this.uncached += costUsd(
      {
        ...tokens,
        input: tokens.input + tokens.cacheWrite + tokens.cacheRead,
        cacheWrite: 0,
        cacheRead: 0
      },
      rates
    )
    addTo(this.total, tokens, cost, calls, batched)
    for (const [map, key] of [
      [this.models, model],
      [this.layers, layer]
    ] as const) {
      const bucket = map.get(key) ?? emptyBucket()
      addTo(bucket, tokens, cost, calls, batched)
      map.set(key, bucket)
    }
    const harness = currentCostHarness()
    if (harness !== undefined) {
      const bucket = this.harnesses.get(harness) ?? emptyBucket()
      addTo(bucket, tokens, cost, calls, batched)
      this.harnesses.set(harness, bucket)
    }
    this.bookToOwners(layer, cost, harness)
    return cost
  }

  private bookToOwners(layer: string, cost: number, harness: string | undefined): void {
    const keys = currentCostOwners()
    const add = (owners: Map<string, Map<string, number>>, key: string, sub: string) => {
      const bySub = owners.get(key) ?? new Map<string, number>()
      bySub.set(sub, (bySub.get(sub) ?? 0) + cost / keys.length)
      owners.set(key, bySub)
    }
    for (const key of keys) {
      add(this.owners, key, layer)
      if (harness !== undefined) add(this.harnessOwners, key, `${harness}\u0000${layer}`)
    }
  }

  /** The dollars of one harness's calls booked to one skill's key (withCostHarness): of one layer, or all. */
  spentOn(owner: string, harness: string, layer?: string): number {
    let sum = 0
    for (const [key, usd] of this.harnessOwners.get(owner) ?? []) {
      const [h, l] = key.split('\u0000')
      if (h === harness && (layer === undefined || l === layer)) sum += usd
    }
    return sum
  }

  /** The dollars booked to one skill's key: of one layer, or of all of them. */
  spentBy(owner: string, layer?: string): number {
    const byLayer = this.owners.get(owner)
    if (byLayer === undefined) return 0
    if (layer !== undefined) return byLayer.get(layer) ?? 0
    return [...byLayer.values()].reduce((sum, usd) => sum + usd, 0)
  }

  recordCacheHit(): void {
    this.hits += 1
  }

  recordRetry(): void {
    this.retryCount += 1
  }

  /** HTTP requests that reached the API, whatever their answer (a failed one bills nothing). */
  recordRequests(requests = 1): void {
    this.requestCount += requests
  }

  get calls(): number {
    return this.total.calls
  }

  get costUsd(): number {
    return this.total.costUsd
  }

  summary(): LedgerSummary {
    const { calls, costUsd: cost, batchedCalls, ...rest } = this.total
    return {
      calls,
      requests: this.requestCount,
      ...(batchedCalls === undefined ? {} : { batchedCalls }),
      cacheHits: this.hits,
      retries: this.retryCount,
      costUsd: cost,
      uncachedUsd: this.uncached,
      tokens: {
        input: rest.input,
        output: rest.output,
        cacheWrite: rest.cacheWrite,
        cacheRead: rest.cacheRead
      },
      byModel: Object.fromEntries([...this.models].map(([k, v]) => [k, { ...v }])),
      byLayer: Object.fromEntries([...this.layers].map(([k, v]) => [k, { ...v }])),
      ...(this.harnesses.size === 0
        ? {}
        : { byHarness: Object.fromEntries([...this.harnesses].map(([k, v]) => [k, { ...v }])) })
    }
  }
}
