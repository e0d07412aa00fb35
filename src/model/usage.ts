// The run-level LLM usage block: the ledger, the budget and the pre-run estimate.
import { z } from 'zod'
import { TokenCountsSchema } from './common.js'
import { JudgeAgreementSchema } from './judge.js'
import { CostlyLayerNameSchema } from './layers.js'

export const UsageBucketSchema = TokenCountsSchema.extend({
  calls: z.number().int(),
  /** Of `calls`, those answered through a Message Batch, at the batch rate. */
  batchedCalls: z.number().int().optional(),
  costUsd: z.number()
})

/** Run-level LLM usage: the ledger, the budget and the pre-run estimate. */
export const UsageSchema = z.object({
  calls: z.number().int(),
  /**
   * HTTP requests the API received, answered or not: the live calls, their retries and failed
   * attempts, the model listing, Message Batches' requests and Claude Code's requests (absent in
   * reports made before they were counted).
   */
  requests: z.number().int().optional(),
  /** Of `calls`, those answered through a Message Batch, at the batch rate. */
  batchedCalls: z.number().int().optional(),
  cacheHits: z.number().int(),
  retries: z.number().int(),
  costUsd: z.number(),
  /**
   * What the same calls would have cost without prompt caching (every cache write and read at the
   * input rate); absent in reports made before it was counted.
   */
  uncachedUsd: z.number().optional(),
  tokens: TokenCountsSchema,
  byModel: z.record(z.string(), UsageBucketSchema),
  byLayer: z.record(z.string(), UsageBucketSchema),
  /**
   * With several harnesses: the agent layers' calls of each (the trigger runs, the A/B arms); the
   * run's other calls (judges, generated trigger sets) are no harness's. Absent with one harness.
   */
  byHarness: z.record(z.string(), UsageBucketSchema).optional(),
  budget: z.object({
    maxUsd: z.number().optional(),
    maxCalls: z.number().int().optional(),
    /** Some call was refused because the budget would have been passed. */
    exhausted: z.boolean()
  }),
  /** `usd` is the upper bound; `expectedUsd` what the plan should cost with prompt caching. */
  estimate: z
    .object({ calls: z.number().int(), usd: z.number(), expectedUsd: z.number().optional() })
    .optional(),
  /** With several judges: their agreement per dimension over the skills of the run. */
  judgeAgreement: JudgeAgreementSchema.optional()
})
export type Usage = z.infer<typeof UsageSchema>

/**
 * What one skill's model calls cost, in USD: per costly layer and in all. A call made for several
 * skills (a repository's shared trigger runs) is split equally among them (docs/llm.md), so the
 * skills' figures add up to the run's `usage.costUsd`.
 */
export const SkillCostSchema = z.object({
  usd: z.number(),
  byLayer: z.partialRecord(CostlyLayerNameSchema, z.number()),
  /**
   * With several harnesses: what the skill's agent runs cost on each (its share of the shared
   * trigger runs included); the rest of `usd` is no harness's (judges, a generated trigger set).
   */
  byHarness: z.record(z.string(), z.number()).optional()
})
export type SkillCost = z.infer<typeof SkillCostSchema>

/**
 * What prompt caching did in a run: the share of input tokens read from the cache and the dollars
 * saved against the same calls uncached; null when nothing was read from it.
 */
export function promptCacheEffect(
  usage: Pick<Usage, 'tokens' | 'costUsd' | 'uncachedUsd'>
): { readShare: number; savedUsd: number } | null {
  const t = usage.tokens
  if (t.cacheRead === 0) return null
  return {
    readShare: t.cacheRead / (t.input + t.cacheWrite + t.cacheRead),
    savedUsd: (usage.uncachedUsd ?? usage.costUsd) - usage.costUsd
  }
}
