// What a shard of a split run records for the merge (`RunReport.shard`), and what a merged report
// says about its shards (`RunReport.shards`). A merge decides the run again from the shards'
// skills, so each shard keeps what that needs and its report alone does not show: the settings it
// was decided with and each skill's own gate failures.
import { z } from 'zod'
import { MultiplicityRuleSchema } from './ab.js'
import { BadgeSchema, DepthSchema } from './common.js'
import { CostlyLayerNameSchema } from './layers.js'
import { SecurityGateSchema } from './security.js'

/** The gate options a run was decided with. */
export const GateSettingsSchema = z.object({
  threshold: z.number().optional(),
  minBadge: BadgeSchema.optional(),
  failOn: z.enum(['error', 'warning', 'never']),
  onLayerError: z.enum(['fail', 'warn']).optional(),
  multiplicity: MultiplicityRuleSchema.optional(),
  securityGate: SecurityGateSchema.optional()
})

/** The run's plan: which costly layers were asked for, which ran, and why the others did not. */
export const RunPlanSchema = z.object({
  depth: DepthSchema,
  decisions: z.array(
    z.object({
      key: z.string(),
      layers: z.array(CostlyLayerNameSchema).readonly(),
      state: z.enum(['run', 'skipped', 'unavailable', 'failed']),
      reason: z.string(),
      recordReason: z.string().optional()
    })
  ),
  running: z.array(CostlyLayerNameSchema)
})

export const ShardSkillSchema = z.object({
  /** The skill's display path (root joined with its path), as the merged report will list it. */
  path: z.string(),
  /** Its place among every skill the run found, so the merged report keeps the unsharded order. */
  order: z.number().int().min(0),
  /** The skill's own gate failures (failed layers, a missed activation gate…), before A/B. */
  gateFailures: z.array(z.string())
})

/** `RunReport.shard`: this report is shard `index` of `count`. */
export const ShardInfoSchema = z.object({
  index: z.number().int().min(1),
  count: z.number().int().min(1),
  /** The skills this shard took, every one of them, so the merge can account for each. */
  skills: z.array(ShardSkillSchema),
  /** Absent when the shard failed before it could decide anything. */
  settings: z.object({ gate: GateSettingsSchema, plan: RunPlanSchema }).optional(),
  /** Why the shard could not finish; its skills have no results then. */
  failed: z.string().optional()
})
export type ShardInfo = z.infer<typeof ShardInfoSchema>

/** `RunReport.shards`: the report was merged from shards; the missing or failed ones say why. */
export const MergedShardsSchema = z.object({
  count: z.number().int().min(1),
  merged: z.array(z.number().int().min(1)),
  missing: z.array(z.object({ index: z.number().int().min(1), reason: z.string() }))
})
export type MergedShards = z.infer<typeof MergedShardsSchema>
