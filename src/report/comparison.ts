// Inputs the renderers take besides the RunReport: the base-branch scores of the changed skills
// (so reviewers see what the PR changed) and the action's layer plan (what ran and why not).
// Both cross from the action runtime into the renderers, so each has one zod schema.
import { z } from 'zod'
import {
  BadgeSchema,
  DimensionNameSchema,
  GradeSchema,
  LayerStatusSchema,
  type DimensionName,
  type Grade,
  type RunReport
} from './model.js'

export const BaseSkillScoreSchema = z.object({
  /** Base composite, 0–100. */
  composite: z.number(),
  grade: GradeSchema,
  badge: BadgeSchema.optional(),
  /** Base grade per dimension, for the "B → A-" column of the dimension table. */
  dimensions: z.partialRecord(DimensionNameSchema, GradeSchema).optional()
})
export type BaseSkillScore = z.infer<typeof BaseSkillScoreSchema>

/**
 * Per skill path (as in `SkillReport.path`): its base score, or 'new' when the skill does not exist
 * on the base branch. Skills missing from the map are shown without a delta.
 */
export const BaseComparisonSchema = z.record(
  z.string(),
  z.union([z.literal('new'), BaseSkillScoreSchema])
)
export type BaseComparison = z.infer<typeof BaseComparisonSchema>

// A plan note says 'ran' where a layer record says 'ok'; the other statuses are the records' own.
export const LayerPlanStatusSchema = z.enum(['ran', ...LayerStatusSchema.exclude(['ok']).options])

/** One costly layer of the run plan (judge, monte-carlo, ab, certify …) and why it did (not) run. */
export const LayerPlanNoteSchema = z.object({
  layer: z.string(),
  status: LayerPlanStatusSchema,
  reason: z.string().optional()
})
export type LayerPlanNote = z.infer<typeof LayerPlanNoteSchema>

/**
 * Builds the comparison from a report of the base versions: every path in `changedPaths` gets
 * its base score, 'new' when the base has no skill there, and no entry when the base version
 * could not be scored (a delta against nothing would mislead).
 */
export function baseComparisonFromReport(
  baseReport: RunReport,
  changedPaths: readonly string[]
): BaseComparison {
  const baseByPath = new Map(baseReport.skills.map((skill) => [skill.path, skill]))
  const comparison: BaseComparison = {}
  for (const path of changedPaths) {
    const base = baseByPath.get(path)
    if (base === undefined) {
      comparison[path] = 'new'
      continue
    }
    const composite = base.composite
    if (composite === null) continue
    const dimensions: Partial<Record<DimensionName, Grade>> = {}
    for (const dimension of composite.dimensions) dimensions[dimension.name] = dimension.grade
    comparison[path] = {
      composite: composite.score,
      grade: composite.grade,
      badge: composite.badge,
      dimensions
    }
  }
  return comparison
}
