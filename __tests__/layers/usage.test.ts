import { describe, expect, it } from '@jest/globals'
import type { LedgerSummary } from '../../src/llm/index.js'
import { addUsage, estimateOnlyUsage, formatUsage, ledgerUsage } from '../../src/layers/usage.js'
import { runReport, skill } from '../report/fixtures.js'

const bucket = (calls: number, costUsd: number, input: number, output: number) => ({
  calls,
  costUsd,
  input,
  output,
  cacheWrite: 0,
  cacheRead: 0
})

const judgeLedger: LedgerSummary = {
  calls: 4,
  requests: 5,
  cacheHits: 1,
  retries: 1,
  costUsd: 0.5,
  uncachedUsd: 0.5,
  tokens: { input: 1000, output: 100, cacheWrite: 0, cacheRead: 0 },
  byModel: { 'claude-sonnet-5': bucket(4, 0.5, 1000, 100) },
  byLayer: { judge: bucket(4, 0.5, 1000, 100) }
}

const abLedger: LedgerSummary = {
  calls: 10,
  requests: 12,
  cacheHits: 3,
  retries: 0,
  costUsd: 0.25,
  uncachedUsd: 0.25002,
  tokens: { input: 5000, output: 500, cacheWrite: 10, cacheRead: 20 },
  byModel: {
    'claude-sonnet-5': bucket(2, 0.2, 1000, 200),
    'claude-haiku-4-5': { ...bucket(8, 0.05, 4000, 300), cacheWrite: 10, cacheRead: 20 }
  },
  byLayer: { ab: { ...bucket(10, 0.25, 5000, 500), cacheWrite: 10, cacheRead: 20 } }
}

describe('run-level usage', () => {
  const report = runReport([skill({ path: 'skills/a' })])
  const budget = { maxUsd: 2 }

  it('adds two layers’ ledgers into one block', () => {
    const judged = addUsage(
      report,
      ledgerUsage(judgeLedger, { budget, estimate: { calls: 8, usd: 1 }, exhausted: false })
    )
    const both = addUsage(
      judged,
      ledgerUsage(abLedger, { budget, estimate: { calls: 40, usd: 0.75 }, exhausted: true })
    )
    expect(both.usage).toEqual({
      calls: 14,
      requests: 17,
      cacheHits: 4,
      retries: 1,
      costUsd: 0.75,
      // What the same calls would have cost uncached adds up too.
      uncachedUsd: 0.75002,
      tokens: { input: 6000, output: 600, cacheWrite: 10, cacheRead: 20 },
      byModel: {
        'claude-sonnet-5': bucket(6, 0.7, 2000, 300),
        'claude-haiku-4-5': { ...bucket(8, 0.05, 4000, 300), cacheWrite: 10, cacheRead: 20 }
      },
      byLayer: {
        judge: bucket(4, 0.5, 1000, 100),
        ab: { ...bucket(10, 0.25, 5000, 500), cacheWrite: 10, cacheRead: 20 }
      },
      budget: { maxUsd: 2, exhausted: true },
      estimate: { calls: 48, usd: 1.75 }
    })
    // The first block is not mutated by the second.
    expect(judged.usage?.byModel['claude-sonnet-5'].calls).toBe(4)
  })

  it('records the estimate alone when no call was made', () => {
    const usage = estimateOnlyUsage({ budget, estimate: { calls: 96, usd: 3.5 }, exhausted: true })
    expect(usage).toMatchObject({
      calls: 0,
      costUsd: 0,
      byLayer: {},
      budget: { maxUsd: 2, exhausted: true },
      estimate: { calls: 96, usd: 3.5 }
    })
    expect(addUsage(report, usage).usage).toEqual(usage)
  })

  it('adds the batched calls of the blocks that have some', () => {
    const batchedJudge: LedgerSummary = {
      ...judgeLedger,
      batchedCalls: 3,
      byLayer: { judge: { ...bucket(4, 0.5, 1000, 100), batchedCalls: 3 } }
    }
    const once = ledgerUsage(batchedJudge, {
      budget,
      estimate: { calls: 8, usd: 1 },
      exhausted: false
    })
    const twice = addUsage(addUsage(report, once), once).usage
    expect(twice).toMatchObject({
      batchedCalls: 6,
      byLayer: { judge: { calls: 8, batchedCalls: 6 } }
    })
    const withAb = addUsage(
      addUsage(report, once),
      ledgerUsage(abLedger, { budget, estimate: { calls: 40, usd: 0.75 }, exhausted: false })
    ).usage
    expect(withAb?.batchedCalls).toBe(3)
    expect(withAb?.byLayer.ab?.batchedCalls).toBeUndefined()
  })

  it('formats a ledger for the log', () => {
    expect(formatUsage(judgeLedger)).toBe(
      '4 calls, 1 cache hits, 1 retries, 5 API requests, $0.5000'
    )
    expect(formatUsage({ ...judgeLedger, batchedCalls: 3 })).toBe(
      '4 calls (3 batched, at the batch rate), 1 cache hits, 1 retries, 5 API requests, $0.5000'
    )
  })
})
