// The base-branch scores of the changed skills, so reviewers see what a pull request changed.
// They cross from the Action's base comparison into the renderers.
import { z } from 'zod'
import { BadgeSchema, DimensionNameSchema, GradeSchema } from './common.js'

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
