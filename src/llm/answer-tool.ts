// Structured answers through a forced tool call. The request offers one tool whose input schema is
// generated from a zod schema and forces the model to call it; the answer is that call's input,
// checked by the same zod schema. Text blocks are never read: a reply that quotes JSON (say, a
// block it saw in the data it was shown) cannot stand in for the answer, only the model's own call
// can. An unusable reply is answered with one corrective turn (an error result for each call it
// made, then what went wrong) so the model can try again.
import { z } from 'zod'
import type {
  ContentBlockParam,
  Message,
  MessageParam,
  Tool,
  ToolChoiceTool,
  ToolUseBlock
} from './sdk-types.js'

export interface AnswerTool<S extends z.ZodType> {
  readonly name: string
  readonly schema: S
  /** The request fields that offer the tool and force its call, exactly once. */
  readonly request: { tools: Tool[]; tool_choice: ToolChoiceTool }
}

export type ToolAnswer<T> = { ok: true; value: T } | { ok: false; error: string }

/** A tool the model must call to answer; its input schema is generated from `schema`. */
export function answerTool<S extends z.ZodType>(
  name: string,
  description: string,
  schema: S
): AnswerTool<S> {
  // `$schema` names the draft only; the API takes the bare object schema.
  const { $schema: _draft, ...inputSchema } = z.toJSONSchema(schema, { io: 'input' })
  return {
    name,
    schema,
    request: {
      tools: [{ name, description, input_schema: inputSchema as Tool.InputSchema }],
      tool_choice: { type: 'tool', name, disable_parallel_tool_use: true }
    }
  }
}

/** The first few schema issues as one line, for the report and the corrective turn. */
export function describeIssues(error: z.ZodError, max = 5): string {
  return error.issues
    .slice(0, max)
    .map((i) => `${i.path.length ? i.path.join('.') : '(root)'}: ${i.message}`)
    .join('; ')
}

const toolCalls = (message: Message) =>
  message.content.filter((b): b is ToolUseBlock => b.type === 'tool_use')

/** The input of the reply's one call of `tool`, validated; never anything from its text. */
export function readToolAnswer<S extends z.ZodType>(
  tool: AnswerTool<S>,
  message: Message
): ToolAnswer<z.output<S>> {
  const calls = toolCalls(message)
  const own = calls.filter((c) => c.name === tool.name)
  if (own.length === 0) return { ok: false, error: `the reply did not call the ${tool.name} tool` }
  if (calls.length > 1)
    return {
      ok: false,
      error: `the reply must call ${tool.name} exactly once, it made ${calls.length} calls`
    }
  const parsed = tool.schema.safeParse(own[0]?.input)
  if (!parsed.success) {
    return {
      ok: false,
      error: `the ${tool.name} input does not match its schema (${describeIssues(parsed.error)})`
    }
  }
  return { ok: true, value: parsed.data }
}

/**
 * The turns that ask once more after an unusable `reply`: the reply itself, then an error result
 * for every call it made (the API wants each call answered) and `instruction`.
 */
export function correctionTurns(
  reply: Message,
  error: string,
  instruction: string
): MessageParam[] {
  const said: ContentBlockParam[] = reply.content.flatMap((b): ContentBlockParam[] => {
    if (b.type === 'tool_use') return [{ type: 'tool_use', id: b.id, name: b.name, input: b.input }]
    if (b.type === 'text' && b.text.trim()) return [{ type: 'text', text: b.text }]
    return []
  })
  const results: ContentBlockParam[] = toolCalls(reply).map((c) => ({
    type: 'tool_result',
    tool_use_id: c.id,
    is_error: true,
    content: error
  }))
  return [
    { role: 'assistant', content: said.length ? said : [{ type: 'text', text: '(empty reply)' }] },
    {
      role: 'user',
      content: [
        ...results,
        { type: 'text', text: `Your reply could not be used: ${error}. ${instruction}` }
      ]
    }
  ]
}
