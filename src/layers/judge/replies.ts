// The judge's reply shapes (one zod schema each: PluginEval's, plus an `evidence` list) and the
// tool each one is answered through. The judge answers by a forced call of the record_verdict tool whose input
// schema is generated from these schemas; only that call's input is read, never the reply's text,
// so a judge that quotes a JSON block from the skill it reads cannot pass the skill's own scores
// off as its verdict. Scores must be finite numbers in [0, 1] — out-of-range values are rejected
// rather than passed on (PluginEval passes them on and then crashes) — and any failure comes back
// as a message the judge can be shown on its one retry.
import { z } from 'zod'
import { answerTool, type AnswerTool } from '../../llm/index.js'
import { JUDGE_DIMENSIONS, type JudgeDimension } from './types.js'

const unitScore = z.number().min(0).max(1)
const evidence = z.array(z.string()).default([])

export const TriggeringReplySchema = z.object({
  predictions: z
    .array(
      z.object({ prompt: z.string(), should_trigger: z.boolean(), would_trigger: z.boolean() })
    )
    .default([]),
  precision: unitScore.optional(),
  recall: unitScore.optional(),
  f1: unitScore
})
export type TriggeringReply = z.infer<typeof TriggeringReplySchema>

export const OrchestrationReplySchema = z.object({
  score: unitScore,
  reasoning: z.string().default(''),
  evidence
})

export const OutputQualityReplySchema = z.object({
  score: unitScore,
  simulations: z
    .array(z.object({ task: z.string(), expected_output: z.string(), quality_notes: z.string() }))
    .default([]),
  evidence
})

export const ScopeReplySchema = z.object({
  score: unitScore,
  assessment: z.string().default(''),
  evidence
})

export const REPLY_SCHEMAS = {
  triggering_accuracy: TriggeringReplySchema,
  orchestration_fitness: OrchestrationReplySchema,
  output_quality: OutputQualityReplySchema,
  scope_calibration: ScopeReplySchema
} satisfies Record<JudgeDimension, z.ZodType>

export type JudgeReply<D extends JudgeDimension> = z.infer<(typeof REPLY_SCHEMAS)[D]>

export const VERDICT_TOOL = 'record_verdict'

const VERDICT_TOOLS = Object.fromEntries(
  JUDGE_DIMENSIONS.map((d) => [
    d,
    answerTool(
      VERDICT_TOOL,
      `Records your assessment of the skill's ${d.replace('_', ' ')}. Call it exactly once.`,
      REPLY_SCHEMAS[d]
    )
  ])
) as { [D in JudgeDimension]: AnswerTool<(typeof REPLY_SCHEMAS)[D]> }

/** The forced tool through which the judge of `dimension` answers. */
export const verdictTool = <D extends JudgeDimension>(dimension: D) => VERDICT_TOOLS[dimension]
