// The parts of the Agent SDK's message stream the harness reads, as one zod schema: assistant
// turns (text and tool_use blocks), user turns (tool results), the raw stream events that carry a
// turn's usage (message_start, message_delta) and the final result (subtype, usage per model).
// Every other message type is skipped.
import { z } from 'zod'

const TextBlockSchema = z.object({ type: z.literal('text'), text: z.string() })
const ToolUseBlockSchema = z.object({
  type: z.literal('tool_use'),
  id: z.string(),
  name: z.string(),
  input: z.unknown()
})
const ToolResultBlockSchema = z.object({
  type: z.literal('tool_result'),
  tool_use_id: z.string(),
  content: z.unknown(),
  is_error: z.boolean().nullish()
})
const OtherBlockSchema = z.object({ type: z.string() })
const BlockSchema = z.union([
  TextBlockSchema,
  ToolUseBlockSchema,
  ToolResultBlockSchema,
  OtherBlockSchema
])
export type SdkBlock = z.infer<typeof BlockSchema>

const count = z
  .number()
  .nullish()
  .transform((n) => n ?? 0)

const UsageSchema = z.object({
  input_tokens: count,
  output_tokens: count,
  cache_creation_input_tokens: count,
  cache_read_input_tokens: count
})

export type SdkUsage = z.infer<typeof UsageSchema>

const ModelUsageSchema = z.object({
  inputTokens: count,
  outputTokens: count,
  cacheReadInputTokens: count,
  cacheCreationInputTokens: count
})

/** Messages of a subagent carry the tool call that started it; the harness reads the main thread. */
const thread = { parent_tool_use_id: z.string().nullish() }

export const SdkMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('assistant'),
    ...thread,
    /** Claude Code's own message saying a request failed (its text is not the model's). */
    is_api_error_message: z.boolean().nullish(),
    /** The HTTP status of that failed request (after Claude Code's retries). */
    api_error_status: z.number().nullish(),
    message: z.object({
      id: z.string(),
      /** The model the API answered the turn with. */
      model: z.string().nullish(),
      content: z.array(BlockSchema),
      usage: UsageSchema.nullish()
    })
  }),
  z.object({
    type: z.literal('user'),
    ...thread,
    message: z.object({ content: z.union([z.string(), z.array(BlockSchema)]) })
  }),
  z.object({
    type: z.literal('stream_event'),
    ...thread,
    event: z.object({
      type: z.string(),
      message: z.object({ id: z.string(), usage: UsageSchema.nullish() }).nullish(),
      usage: UsageSchema.nullish()
    })
  }),
  z.object({
    type: z.literal('result'),
    subtype: z.string(),
    /** Set when the run ended on a failure, e.g. an API error (then `result` says which). */
    is_error: z.boolean().nullish(),
    duration_api_ms: count,
    result: z.string().nullish(),
    errors: z.array(z.string()).nullish(),
    modelUsage: z.record(z.string(), ModelUsageSchema).nullish()
  })
])
export type SdkMessage = z.infer<typeof SdkMessageSchema>

/** The text of a tool result's content (a string or text blocks). */
export function toolResultText(content: unknown): string {
  if (typeof content === 'string') return content
  if (!Array.isArray(content)) return ''
  return content
    .map((b: unknown) =>
      typeof b === 'object' && b !== null && (b as { type?: unknown }).type === 'text'
        ? String((b as { text?: unknown }).text ?? '')
        : ''
    )
    .join('')
}
