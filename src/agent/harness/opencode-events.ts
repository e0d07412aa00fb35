// The event stream of `opencode run --format json`, one JSON object a line: a model turn opens with
// `step_start` and closes with `step_finish` (its reason and token counts); between them come its
// `text` and its `tool_use` parts, each printed once the tool has finished (completed or error,
// with its input and output); `error` reports what ended the session (an API error after
// OpenCode's retries). Every other line is skipped.
import { z } from 'zod'

const count = z
  .number()
  .nullish()
  .transform((n) => n ?? 0)

const ToolStateSchema = z.object({
  status: z.string(),
  input: z.unknown(),
  output: z.string().nullish(),
  error: z.string().nullish(),
  time: z.object({ start: z.number(), end: z.number().nullish() }).nullish()
})

const StepStartSchema = z.object({ type: z.literal('step_start') })
const TextSchema = z.object({
  type: z.literal('text'),
  part: z.object({ text: z.string() })
})
const ToolUseSchema = z.object({
  type: z.literal('tool_use'),
  part: z.object({ tool: z.string(), callID: z.string(), state: ToolStateSchema })
})
const StepFinishSchema = z.object({
  type: z.literal('step_finish'),
  part: z.object({
    reason: z.string().nullish(),
    tokens: z
      .object({
        input: count,
        output: count,
        reasoning: count,
        cache: z.object({ read: count, write: count }).nullish()
      })
      .nullish()
  })
})
const ErrorSchema = z.object({
  type: z.literal('error'),
  error: z
    .object({
      name: z.string().nullish(),
      data: z
        .object({ message: z.string().nullish(), statusCode: z.number().nullish() })
        .passthrough()
        .nullish()
    })
    .passthrough()
    .nullish()
})

export const OpencodeEventSchema = z.discriminatedUnion('type', [
  StepStartSchema,
  TextSchema,
  ToolUseSchema,
  StepFinishSchema,
  ErrorSchema
])
export type OpencodeEvent = z.infer<typeof OpencodeEventSchema>
export type OpencodeToolUse = z.infer<typeof ToolUseSchema>

/** One line of the stream, or undefined when it is no event the harness reads. */
export function parseOpencodeLine(line: string): OpencodeEvent | undefined {
  const text = line.trim()
  if (!text.startsWith('{')) return undefined
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    return undefined
  }
  const parsed = OpencodeEventSchema.safeParse(raw)
  return parsed.success ? parsed.data : undefined
}
