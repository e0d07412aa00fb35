// `layers.judge`: the LLM judge's four dimensions and its triggering F1; and the judges' agreement
// over the run, which the usage block carries.
import { z } from 'zod'
import { DimensionNameSchema, LayerRunSchema } from './common.js'

/** The four judge dimensions, each holding a value of the given shape. */
const byJudgeDimension = <T extends z.ZodTypeAny>(value: T) =>
  z.object({
    triggering_accuracy: value,
    orchestration_fitness: value,
    output_quality: value,
    scope_calibration: value
  })

/**
 * What the judges' agreement measures: one model sampled N times gives test–retest consistency,
 * different models give inter-judge agreement, and a panel where only some judges share a model
 * mixes the two.
 */
export const AgreementKindSchema = z.enum([
  'test_retest_consistency',
  'inter_judge_agreement',
  'mixed_panel'
])
export type AgreementKind = z.infer<typeof AgreementKindSchema>

/**
 * The judges' agreement on one dimension over the skills of the run that every judge measured on
 * it. With one such skill κ cannot exist, so the spread of the judges' scores stands in for it.
 */
export const DimensionAgreementSchema = z.discriminatedUnion('measure', [
  z.object({
    measure: z.literal('kappa'),
    kind: AgreementKindSchema,
    /** Quadratic-weighted κ (2 judges) or Light's κ (more); null per `reason`. */
    kappa: z.number().nullable(),
    /** Mean pairwise share of skills banded identically. */
    exactAgreement: z.number().nullable(),
    /** Skills that every judge measured on this dimension. */
    items: z.number().int(),
    /** Of those, skills whose judges' scores span more than 0.5 ("judges disagree"). */
    disagreements: z.number().int(),
    /** Why κ is null, when it is. */
    reason: z.string().optional()
  }),
  z.object({
    measure: z.literal('spread'),
    kind: AgreementKindSchema,
    items: z.literal(1),
    /** max − min of the judges' scores for the one skill. */
    spread: z.number(),
    judgesDisagree: z.boolean()
  })
])
export type DimensionAgreement = z.infer<typeof DimensionAgreementSchema>

/** The run's judge agreement, per dimension (different rubrics are never pooled). */
export const JudgeAgreementSchema = z.object({
  judges: z.number().int().min(2),
  dimensions: byJudgeDimension(DimensionAgreementSchema)
})
export type JudgeAgreement = z.infer<typeof JudgeAgreementSchema>

export const JudgeDimensionResultSchema = z.object({
  /** Mean over the judges that measured it; null = unmeasured (then `reason` says why). */
  score: z.number().nullable(),
  /**
   * The model ids the API answered the judges of this dimension with (in reports made before
   * they were recorded, the ids the names asked for resolved to).
   */
  models: z.array(z.string()),
  /** The judges' model names as asked for (aliases or ids), one per judge model. */
  modelsAsked: z.array(z.string()).optional(),
  /** Each judge's value, null where that judge's reply was unusable. */
  judgeScores: z.array(z.number().nullable()),
  /** max − min over the judges that measured it; null with fewer than two. */
  spread: z.number().nullable(),
  /** Spread above 0.5, reported as "judges disagree". */
  judgesDisagree: z.boolean(),
  reason: z.string().optional(),
  /** Short quotes or observations backing the score (at most 3 per judge). */
  evidence: z.array(z.string())
})
export type JudgeDimensionResult = z.infer<typeof JudgeDimensionResultSchema>

/** `layers.judge` once the judge layer ran (PluginEval's judge, with skill-ci's extensions). */
export const JudgeLayerSchema = LayerRunSchema.extend({
  /** Mean of the measured dimensions (display only), null if none. */
  score: z.number().nullable(),
  judges: z.number().int().min(1).max(5),
  dimensions: byJudgeDimension(JudgeDimensionResultSchema),
  unmeasured: z.array(DimensionNameSchema),
  /** Triggering F1: the judge's self-reported value (mean over judges) and our recomputation. */
  triggering: z.object({
    reportedF1: z.number().nullable(),
    recomputedF1: z.number().nullable(),
    precision: z.number().nullable(),
    recall: z.number().nullable(),
    predictions: z.number().int()
  }),
  /** What the judge was shown. */
  input: z.object({
    skillChars: z.number().int(),
    sentChars: z.number().int(),
    truncated: z.boolean(),
    tokenBudget: z.number().int(),
    bundledFiles: z.array(z.string()),
    bundledFilesTruncated: z.boolean()
  }),
  usage: z.object({
    calls: z.number().int(),
    cacheHits: z.number().int(),
    costUsd: z.number(),
    inputTokens: z.number().int(),
    outputTokens: z.number().int()
  })
})
export type JudgeLayer = z.infer<typeof JudgeLayerSchema>

/** What `layers.judge` holds: a JudgeLayer once the layer ran; a bare status (skipped…) otherwise. */
export const JudgeLayerRecordSchema = z.union([JudgeLayerSchema, LayerRunSchema.strict()])
export type JudgeLayerRecord = z.infer<typeof JudgeLayerRecordSchema>

/** The judge's result, when `layers.judge` holds one (a bare status otherwise). */
export function judgeResultOf(record: JudgeLayerRecord | undefined): JudgeLayer | undefined {
  return record !== undefined && 'dimensions' in record ? record : undefined
}
