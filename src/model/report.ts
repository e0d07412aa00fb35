// The RunReport: one zod schema for everything skill-ci reports. It is the `--format json` output,
// the action's `report` output file, and the input of every renderer (comment, summary, JUnit,
// SARIF, annotations). Users parse it in CI, so it is versioned: bump SCHEMA_VERSION (in
// constants.ts) on any breaking change (removed or re-typed field); adding optional fields is not
// breaking.
import { z } from 'zod'
import { AbLayerRecordSchema } from './ab.js'
import {
  CompositeSchema,
  DepthSchema,
  ScoringModeSchema,
  FindingSchema,
  GateSchema,
  SizeProfileSchema,
  SkillErrorSchema
} from './common.js'
import { EloLayerRecordSchema } from './elo.js'
import { HarnessInfoSchema } from './harness.js'
import { JudgeLayerRecordSchema } from './judge.js'
import { MonteCarloLayerRecordSchema } from './monte-carlo.js'
import { SecurityLayerSchema, SecurityReviewRecordSchema } from './security.js'
import { MergedShardsSchema, ShardInfoSchema } from './shard.js'
import { StaticLayerSchema } from './static.js'
import { SkillCostSchema, UsageSchema } from './usage.js'
import type { CostlyLayerName } from './layers.js'
import { SCHEMA_VERSION } from './constants.js'
import { SkillDriftSchema } from './drift.js'

export const SkillReportSchema = z.object({
  /** Skill folder relative to the scanned root (POSIX), '.' when the root itself is the skill. */
  path: z.string(),
  /** The scanned root this skill was found under, as given (distinguishes skills of several roots). */
  root: z.string().optional(),
  /** Frontmatter name as a string (or the folder name when absent). */
  name: z.string(),
  status: z.enum(['ok', 'error']),
  /** Null when the skill could not be scored (see errors). */
  composite: CompositeSchema.nullable(),
  layers: z.object({
    static: StaticLayerSchema.optional(),
    judge: JudgeLayerRecordSchema.optional(),
    monte_carlo: MonteCarloLayerRecordSchema.optional(),
    ab: AbLayerRecordSchema.optional(),
    elo: EloLayerRecordSchema.optional(),
    /** The security scan (always run; it does not change the composite). */
    security: SecurityLayerSchema.optional(),
    security_review: SecurityReviewRecordSchema.optional()
  }),
  findings: z.array(FindingSchema),
  errors: z.array(SkillErrorSchema),
  /** This skill's own gate verdict (renderers show it per skill; absent = not judged per skill). */
  gate: GateSchema.optional(),
  /** Size profile of SKILL.md (informational); absent when the file could not be read. */
  profile: SizeProfileSchema.optional(),
  /** SHA-256 of the skill folder's files (paths and bytes): a re-validation re-runs a skill whose hash changed. */
  contentHash: z.string().optional(),
  /** The skill's latest comparison with a re-validation baseline (kept until it is re-validated). */
  drift: SkillDriftSchema.optional(),
  /** What this skill's model calls cost (absent when no costly layer could call a model). */
  cost: SkillCostSchema.optional()
})
export type SkillReport = z.infer<typeof SkillReportSchema>

export const RunReportSchema = z.object({
  schemaVersion: z.literal(SCHEMA_VERSION),
  tool: z.object({ name: z.literal('skill-ci'), version: z.string() }),
  createdAt: z.string(),
  /** The requested depth. */
  depth: DepthSchema,
  /**
   * How the static layer scored (docs/scoring.md). Absent in reports written before the choice
   * existed, which scored as PluginEval does.
   */
  scoring: ScoringModeSchema.optional(),
  /** The scanned roots as given. */
  roots: z.array(z.string()),
  skills: z.array(SkillReportSchema),
  summary: z.object({
    evaluated: z.number().int(),
    errored: z.number().int(),
    /** Skills failing the gate (threshold, badge, findings, errors). */
    failed: z.number().int(),
    lowestScore: z.number().nullable(),
    gate: GateSchema
  }),
  /** LLM usage of the run (absent at quick depth). */
  usage: UsageSchema.optional(),
  /** The harness that ran the agent of the A/B and activation layers (absent when none ran). */
  harness: HarnessInfoSchema.optional(),
  /**
   * With several harnesses listed (`--harness builtin,claude-code,…`): each one the run opened, in
   * the order listed (`harness` is the first). Absent with one harness.
   */
  harnesses: z.array(HarnessInfoSchema).optional(),
  /** This report is one shard of a split run (`shard: i/n`); a merge combines the shards. */
  shard: ShardInfoSchema.optional(),
  /** This report was merged from the shards of a split run. */
  shards: MergedShardsSchema.optional()
})
export type RunReport = z.infer<typeof RunReportSchema>

/** The record each costly layer stores at `SkillReport.layers[name]`. */
export type LayerRecords = {
  [K in CostlyLayerName]-?: NonNullable<SkillReport['layers'][K]>
}
