// The parts of `codex exec --json` (one JSON event a line on stdout) the codex harness reads, as
// zod schemas: the thread and turn events, and the items a turn is made of — the shell commands
// Codex ran (command_execution: the command line, its output and exit code), its messages
// (agent_message), its warnings and errors. Items of other kinds are read as their type only.
// The events carry no per-call usage (a turn's total, and only for a turn that ended), so the
// harness books usage from the relay instead (./openai-relay.ts).
import { z } from 'zod'

const CommandExecutionSchema = z.object({
  id: z.string(),
  type: z.literal('command_execution'),
  command: z.string(),
  aggregated_output: z.string().nullish(),
  exit_code: z.number().nullish(),
  /** in_progress, completed, failed or declined. */
  status: z.string()
})
export type CodexCommand = z.infer<typeof CommandExecutionSchema>

const ItemSchema = z.union([
  CommandExecutionSchema,
  z.object({ id: z.string(), type: z.literal('agent_message'), text: z.string() }),
  z.object({ id: z.string(), type: z.literal('error'), message: z.string() }),
  z.object({ id: z.string(), type: z.string() })
])
export type CodexItem = z.infer<typeof ItemSchema>

export const CodexEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('thread.started'), thread_id: z.string() }),
  z.object({ type: z.literal('turn.started') }),
  z.object({ type: z.literal('turn.completed') }),
  z.object({ type: z.literal('turn.failed'), error: z.object({ message: z.string() }) }),
  z.object({
    type: z.enum(['item.started', 'item.updated', 'item.completed']),
    item: ItemSchema
  }),
  /** A stream error Codex reports (a retry it makes, or the failure it gives up on). */
  z.object({ type: z.literal('error'), message: z.string() })
])
export type CodexEvent = z.infer<typeof CodexEventSchema>

export const isCommand = (item: CodexItem): item is CodexCommand =>
  item.type === 'command_execution' && 'command' in item

/** One line of stdout as an event; undefined for anything else. */
export function parseCodexEvent(line: string): CodexEvent | undefined {
  let json: unknown
  try {
    json = JSON.parse(line)
  } catch {
    return undefined
  }
  const parsed = CodexEventSchema.safeParse(json)
  return parsed.success ? parsed.data : undefined
}

/** The Responses API's usage block (input includes the cached part). */
const ResponseUsageSchema = z.object({
  input_tokens: z.number(),
  input_tokens_details: z.object({ cached_tokens: z.number().nullish() }).nullish(),
  output_tokens: z.number()
})

/** The end of a streamed response (`response.completed`, or an incomplete or failed one). */
export const ResponseEndSchema = z.object({
  type: z.enum(['response.completed', 'response.incomplete', 'response.failed']),
  response: z.object({ model: z.string().nullish(), usage: ResponseUsageSchema.nullish() })
})
