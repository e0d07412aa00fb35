// `layers.static`: the PluginEval-compatible static layer (sub-scores, anti-patterns, portability).
import { z } from 'zod'
import { LayerStatusSchema, LocationSchema } from './common.js'

export const AntiPatternSchema = LocationSchema.extend({
  flag: z.enum([
    'OVER_CONSTRAINED',
    'EMPTY_DESCRIPTION',
    'MISSING_TRIGGER',
    'BLOATED_SKILL',
    'ORPHAN_REFERENCE',
    'DEAD_CROSS_REF'
  ]),
  description: z.string(),
  /** Advice for this occurrence when its cause is not the flag's usual one (replaces the flag's). */
  fix: z.string().optional(),
  /** Recorded severity (informational: PluginEval's penalty only counts flags). */
  severity: z.number()
})
export type AntiPattern = z.infer<typeof AntiPatternSchema>

export const PortabilityFindingSchema = LocationSchema.extend({
  flag: z.enum(['SKILL_OVER_CODEX_CAP', 'CLAUDE_TOOL_REFS', 'CLAUDE_TOOL_PROSE']),
  severity: z.number(),
  message: z.string()
})
export type PortabilityFinding = z.infer<typeof PortabilityFindingSchema>

export const StaticSubScoresSchema = z.object({
  frontmatter_quality: z.number(),
  orchestration_wiring: z.number(),
  progressive_disclosure: z.number(),
  structural_completeness: z.number(),
  token_efficiency: z.number(),
  ecosystem_coherence: z.number(),
  harness_portability: z.number()
})
export type StaticSubScores = z.infer<typeof StaticSubScoresSchema>

/**
 * One of the checks frontmatter_quality (triggering accuracy's static source) is made of: a name,
 * a description of 100 characters, a trigger phrase ("Use when …"), three situations after commas,
 * a situation as an activity ("when deploying"), "proactively", and the words that say it loads
 * by itself ("automatically", "trigger", "invoke").
 */
export const FrontmatterCheckSchema = z.object({
  check: z.enum([
    'name',
    'length',
    'trigger-phrase',
    'use-cases',
    'activity',
    'proactively',
    'load-words'
  ]),
  met: z.boolean(),
  /** What it counted: the description's length, or the situations it lists. */
  found: z.number().int().optional(),
  /** frontmatter_quality with this check met as well (absent when it is met). */
  ifMet: z.number().optional()
})
export type FrontmatterCheck = z.infer<typeof FrontmatterCheckSchema>

export const FrontmatterChecksSchema = z.object({
  checks: z.array(FrontmatterCheckSchema),
  /** frontmatter_quality with every check met. */
  allMet: z.number()
})
export type FrontmatterChecks = z.infer<typeof FrontmatterChecksSchema>

export const StaticLayerSchema = z.object({
  status: LayerStatusSchema,
  reason: z.string().optional(),
  /** Penalised static layer score in [0, 1], as PluginEval computes it. */
  score: z.number(),
  subScores: StaticSubScoresSchema,
  antiPatterns: z.array(AntiPatternSchema),
  portability: z.array(PortabilityFindingSchema),
  /** PluginEval's layer metadata: the frontmatter name whatever its YAML type, and line_count. */
  metadata: z.object({ skillName: z.unknown(), lineCount: z.number().int() }),
  /** The checks behind frontmatter_quality (absent in reports written before they were kept). */
  frontmatterChecks: FrontmatterChecksSchema.optional()
})
export type StaticLayer = z.infer<typeof StaticLayerSchema>
