// `layers.judge`: the LLM judge's four dimensions, its triggering F1 and the judges' agreement.
import { z } from 'zod'
import { DimensionNameSchema, LayerRunSchema } from './common.js'

/** Agreement among N judges: weighted κ (2 judges) or Light's κ (more). */
export const JudgeAgreementSchema = z.object({
  kappa: z.number().nullable(),
  /** Mean pairwise share of items banded identically. */
  exactAgreement: z.number().nullable(),
  /** (skill, dimension) pairs that every judge measured. */
  items: z.number().int(),
  judges: z.number().int(),
  /** Why κ is null, when it is. */
  reason: z.string().optional()
})
export type JudgeAgreement = z.infer<typeof JudgeAgreementSchema>

export const JudgeDimensionResultSchema = z.object({
  /** Mean over the judges that measured it; null = unmeasured (then `reason` says why). */
  score: z.number().nullable(),
  /** The model ids (resolved) that judged this dimension. */
  models: z.array(z.string()),
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
  dimensions: z.object({
    triggering_accuracy: JudgeDimensionResultSchema,
    orchestration_fitness: JudgeDimensionResultSchema,
    output_quality: JudgeDimensionResultSchema,
    scope_calibration: JudgeDimensionResultSchema
  }),
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
  /** Per skill (at most 4 items, so κ is usually null here; see the run-level usage block). */
  agreement: JudgeAgreementSchema,
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
