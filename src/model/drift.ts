// Drift: what a skill measured under the baseline (the last re-validation) beside what it measures
// now, and the changes the intervals support. It is the `drift.json` file of a re-validation, and
// each skill's latest comparison travels in its SkillReport so a run that re-validates nothing
// still reports the drift it inherited. Versioned like the RunReport: bump DRIFT_SCHEMA_VERSION on
// any breaking change.
import { z } from 'zod'
import { AbVerdictSchema } from './ab.js'
import { DimensionNameSchema, GradeSchema } from './common.js'

export const DRIFT_SCHEMA_VERSION = 1

/**
 * stopped_helping: the A/B verdict moved down between decided states (helps → no effect or hurts,
 * no effect → hurts) and the improvement fell significantly (the test of the difference of the
 * two estimates), the removal candidates; started_helping: the same upwards; activation_regressed:
 * recall fell or false activations rose with disjoint intervals; improved: the same in the good
 * direction, or a significantly larger A/B improvement under the same verdict.
 */
export const DriftClassSchema = z.enum([
  'stopped_helping',
  'started_helping',
  'activation_regressed',
  'improved'
])
export type DriftClass = z.infer<typeof DriftClassSchema>

/** The classes that call for action: the tracking issue stays open while a skill has one. */
export const REGRESSION_CLASSES: readonly DriftClass[] = ['stopped_helping', 'activation_regressed']

/** A point estimate with its interval (null bounds: no interval could be computed). */
export const DriftIntervalSchema = z.object({
  estimate: z.number().nullable(),
  low: z.number().nullable(),
  high: z.number().nullable(),
  level: z.number(),
  /** Degrees of freedom of the interval's t critical value (absent: normal, or not known). */
  df: z.number().optional()
})
export type DriftInterval = z.infer<typeof DriftIntervalSchema>

/** One side of the comparison: what one run measured of a skill, and on which models. */
export const DriftSideSchema = z.object({
  /** When that run was made. */
  createdAt: z.string(),
  models: z.object({
    /** The agent model of the A/B layer and of the activation layer (null: the layer gave no result). */
    ab: z.string().nullable(),
    monteCarlo: z.string().nullable(),
    /** The judge layer's models, resolved. */
    judge: z.array(z.string())
  }),
  ab: z
    .object({
      verdict: AbVerdictSchema,
      improvement: DriftIntervalSchema,
      /** false: the verdict came from the point estimate alone (significance not required). */
      tested: z.boolean().default(true)
    })
    .nullable(),
  recall: DriftIntervalSchema.nullable(),
  falseActivation: DriftIntervalSchema.nullable(),
  /** The judge's mean and its dimensions (no interval: judges are shown, never a drift reason). */
  judge: z
    .object({
      score: z.number().nullable(),
      dimensions: z.partialRecord(DimensionNameSchema, z.number().nullable())
    })
    .nullable(),
  composite: z.number().nullable(),
  grade: GradeSchema.nullable()
})
export type DriftSide = z.infer<typeof DriftSideSchema>

export const SkillDriftSchema = z.object({
  /** As `SkillReport.path` and `.root`. */
  path: z.string(),
  root: z.string().optional(),
  name: z.string(),
  baseline: DriftSideSchema,
  current: DriftSideSchema,
  /**
   * The re-run failed (a layer error, a budget stop): nothing was compared, `baseline` is kept for
   * the next re-validation to compare with, and the classes are those found last time.
   */
  failed: z.boolean().optional(),
  /** Empty: no change the intervals support (or no comparison, when `failed`). */
  classes: z.array(DriftClassSchema),
  /** One sentence per class, with the numbers behind it. */
  reasons: z.array(z.string()),
  /**
   * Verdict changes the intervals do not support (the difference of the two improvements is not
   * significant): shown as "within noise", never drift. Absent in older reports.
   */
  withinNoise: z.array(z.string()).optional()
})
export type SkillDrift = z.infer<typeof SkillDriftSchema>

export const DriftReportSchema = z.object({
  schemaVersion: z.literal(DRIFT_SCHEMA_VERSION),
  createdAt: z.string(),
  /** When the baseline run was made; null when there was none. */
  baselineCreatedAt: z.string().nullable(),
  /** Where the baseline came from, in a few words (an artifact of run N, a file, none). */
  baselineSource: z.string(),
  /** The tracked models as resolved now, and those the baseline has no results for. */
  trackedModels: z.array(z.string()),
  newModels: z.array(z.string()),
  /** The skills this run re-validated (display paths), and why, in one line. */
  revalidated: z.array(z.string()),
  note: z.string(),
  /** Every skill with a comparison: made now, or inherited from the baseline. */
  skills: z.array(SkillDriftSchema),
  /** Display paths of the skills with at least one drift class, and of the removal candidates. */
  drifted: z.array(z.string()),
  stoppedHelping: z.array(z.string())
})
export type DriftReport = z.infer<typeof DriftReportSchema>
