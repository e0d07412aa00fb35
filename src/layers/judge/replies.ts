// The judge's reply shapes (one zod schema each: PluginEval's, plus an `evidence` list) and the
// reading of a reply: fenced JSON is tolerated, as in PluginEval; scores must be finite numbers in
// [0, 1] — out-of-range values are rejected rather than passed on (PluginEval passes them on and
// then crashes) — and any failure comes back as a message the judge can be shown on its one retry.
import { z } from 'zod'
import type { JudgeDimension } from './types.js'

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

export type ReadResult<T> = { ok: true; value: T } | { ok: false; error: string }

const FENCE = /```(?:json)?\s*([\s\S]+?)\s*```/

/** The JSON text inside a reply: the first fenced block if any, else the outermost {…}. */
export function extractJson(raw: string): string {
  const text = raw.trim()
  const fenced = FENCE.exec(text)
  if (fenced?.[1]) return fenced[1]
  const start = text.indexOf('{')
  const end = text.lastIndexOf('}')
  return start >= 0 && end > start && !text.startsWith('{') ? text.slice(start, end + 1) : text
}

export function readReply<D extends JudgeDimension>(
  dimension: D,
  raw: string
): ReadResult<JudgeReply<D>> {
  if (!raw.trim()) return { ok: false, error: 'the reply was empty' }
  let data: unknown
  try {
    data = JSON.parse(extractJson(raw))
  } catch (err) {
    return { ok: false, error: `the reply is not valid JSON (${(err as Error).message})` }
  }
  const parsed = REPLY_SCHEMAS[dimension].safeParse(data)
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, 5)
      .map((i) => `${i.path.length ? i.path.join('.') : '(root)'}: ${i.message}`)
      .join('; ')
    return { ok: false, error: `the reply does not match the schema (${issues})` }
  }
  return { ok: true, value: parsed.data as JudgeReply<D> }
}
