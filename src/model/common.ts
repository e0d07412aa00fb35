// The parts of the RunReport that every layer and renderer shares: where a finding points, the
// layer statuses, the composite's dimensions, grades, badges and the gate. Nothing here imports
// anything of ours: the model is the leaf every other folder may import.
import { z } from 'zod'
import { BADGES, DEPTHS, SCORING_MODES } from './constants.js'

/** Where a finding points. `file` is relative to the scanned root (POSIX separators). */
export const LocationSchema = z.object({
  file: z.string(),
  line: z.number().int().positive().optional()
})

export const SeveritySchema = z.enum(['error', 'warning', 'notice'])
export type Severity = z.infer<typeof SeveritySchema>

/** A rule-based observation that does not change PluginEval-parity numbers (spec rules, profile). */
export const FindingSchema = LocationSchema.extend({
  ruleId: z.string(),
  /** `layer`: a costly layer failed; `activation`: a skill missed an activation gate. */
  source: z.enum(['spec', 'profile', 'portability', 'eval', 'layer', 'activation']),
  severity: SeveritySchema,
  message: z.string()
})
export type Finding = z.infer<typeof FindingSchema>

/** A failure to read or evaluate (part of) a skill; the rest of the run goes on. */
export const SkillErrorSchema = LocationSchema.extend({
  code: z.string(),
  message: z.string()
})
export type SkillError = z.infer<typeof SkillErrorSchema>

export const LayerStatusSchema = z.enum([
  'ok', // ran and produced a result
  'skipped', // not requested, or a precondition (API key, eval file) is missing
  'unavailable', // requested but not implemented in this version
  'error', // ran and failed; `reason` says why
  'budget_exhausted' // stopped by max-usd / max-calls
])
export type LayerStatus = z.infer<typeof LayerStatusSchema>

/** Status of a layer that did not produce a result (or whose result is reported elsewhere). */
export const LayerRunSchema = z.object({
  status: LayerStatusSchema,
  reason: z.string().optional()
})
export type LayerRun = z.infer<typeof LayerRunSchema>

export const DIMENSION_NAMES = [
  'triggering_accuracy',
  'orchestration_fitness',
  'output_quality',
  'scope_calibration',
  'progressive_disclosure',
  'token_efficiency',
  'robustness',
  'structural_completeness',
  'code_template_quality',
  'ecosystem_coherence'
] as const
export const DimensionNameSchema = z.enum(DIMENSION_NAMES)
export type DimensionName = z.infer<typeof DimensionNameSchema>

export const LayerNameSchema = z.enum(['static', 'judge', 'monte_carlo'])
export type LayerName = z.infer<typeof LayerNameSchema>

export const GradeSchema = z.enum([
  'A+',
  'A',
  'A-',
  'B+',
  'B',
  'B-',
  'C+',
  'C',
  'C-',
  'D+',
  'D',
  'D-',
  'F',
  '—'
])
export type Grade = z.infer<typeof GradeSchema>

export const DimensionSchema = z.object({
  name: DimensionNameSchema,
  weight: z.number(),
  /** Blended score in [0, 1]; null when no layer that ran supplies this dimension. */
  score: z.number().nullable(),
  /** PluginEval grade A+…F, or '—' when unmeasured. */
  grade: GradeSchema,
  /** Plain letter A–F (first character of grade), null when unmeasured. */
  letter: z.enum(['A', 'B', 'C', 'D', 'F']).nullable(),
  weightedScore: z.number(),
  /** The layers whose values were blended into this dimension. */
  sources: z.array(LayerNameSchema)
})
export type Dimension = z.infer<typeof DimensionSchema>

export const BadgeSchema = z.enum(BADGES)
export type Badge = z.infer<typeof BadgeSchema>

export const DepthSchema = z.enum(DEPTHS)
export const ScoringModeSchema = z.enum(SCORING_MODES)
export type Depth = z.infer<typeof DepthSchema>

export const CompositeSchema = z.object({
  /** 0–100, PluginEval-identical at quick depth. */
  score: z.number(),
  grade: GradeSchema,
  letter: z.enum(['A', 'B', 'C', 'D', 'F']),
  badge: BadgeSchema,
  /** Anti-pattern penalty multiplier in [0.5, 1]. */
  penalty: z.number(),
  /** PluginEval confidence label of the requested depth: Estimated, Assessed, Certified, Certified+. */
  depthLabel: z.string(),
  /** Sum of the weights of measured dimensions (0.66 at quick depth). */
  measuredWeight: z.number(),
  dimensions: z.array(DimensionSchema)
})
export type Composite = z.infer<typeof CompositeSchema>

export const GateSchema = z.object({
  passed: z.boolean(),
  /** One line per reason the gate failed (empty when passed). */
  reasons: z.array(z.string())
})
export type Gate = z.infer<typeof GateSchema>

/** skill-validator's size profile of a SKILL.md; informational only. */
export const SizeProfileSchema = z.object({
  /** ceil(UTF-16 length of the whole file / 4), front matter included. */
  tokenCount: z.number().int().nonnegative(),
  complexityTier: z.enum(['compact', 'detailed', 'standard', 'comprehensive']),
  sectionCount: z.number().int().nonnegative(),
  codeBlockCount: z.number().int().nonnegative(),
  numberedStepCount: z.number().int().nonnegative(),
  bulletCount: z.number().int().nonnegative(),
  /** The reference's loose test: any `---` line followed later by a line starting with `---`. */
  hasFrontmatter: z.boolean(),
  hasWhenToUse: z.boolean(),
  hasWhenNotToUse: z.boolean()
})
export type SizeProfile = z.infer<typeof SizeProfileSchema>

export const TokenCountsSchema = z.object({
  input: z.number().int(),
  output: z.number().int(),
  cacheWrite: z.number().int(),
  cacheRead: z.number().int()
})
