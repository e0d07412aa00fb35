// One structured question to a model: the request forces an answer tool (answer-tool.ts); a reply
// that does not call it, or whose input fails its schema or the caller's own check, is answered
// once with what went wrong and asked again. Model calls that fail (API errors, the budget) end
// the question at once: they are the caller's to report, not a malformed answer.
import type { z } from 'zod'
import { correctionTurns, readToolAnswer, type AnswerTool } from './answer-tool.js'
import {
  LlmError,
  type CallOptions,
  type Llm,
  type LlmReply,
  type MessageRequest
} from './client.js'

export type AskOutcome<T> =
  | { ok: true; value: T; replies: LlmReply[] }
  /** An unusable answer twice (`error` is the last problem, for the caller to word). */
  | { ok: false; error: string; replies: LlmReply[]; failure?: undefined }
  /** A call that failed; `failure.kind` says how (`budget_exhausted`, `http`, …). */
  | { ok: false; error: string; replies: LlmReply[]; failure: LlmError }

export interface AskOptions<S extends z.ZodType> {
  tool: AnswerTool<S>
  call: CallOptions
  /** What the model is told on its second try, after the problem. */
  retryInstruction: string
  /** A problem the schema cannot express (duplicates, a value from a list); null when fine. */
  check?: (value: z.output<S>) => string | null
}

/** Asks `request` (which must carry `tool.request`), with one corrective turn. */
export async function askForAnswer<S extends z.ZodType>(
  llm: Llm,
  request: MessageRequest,
  options: AskOptions<S>
): Promise<AskOutcome<z.output<S>>> {
  const replies: LlmReply[] = []
  let current = request
  let error = ''
  for (let attempt = 0; attempt < 2; attempt++) {
    let reply: LlmReply
    try {
      // The corrective turn follows the first reply: it is never batched.
      const call = attempt === 0 ? options.call : { ...options.call, batchable: false }
      reply = await llm.message(current, call)
    } catch (e) {
      const failure =
        e instanceof LlmError
          ? e
          : new LlmError('transport', e instanceof Error ? e.message : String(e))
      return { ok: false, error: failure.message, replies, failure }
    }
    replies.push(reply)
    const read = readToolAnswer(options.tool, reply.message)
    const problem = read.ok ? (options.check?.(read.value) ?? null) : read.error
    if (read.ok && problem === null) return { ok: true, value: read.value, replies }
    error = problem ?? 'unusable reply'
    current = {
      ...current,
      messages: [
        ...current.messages,
        ...correctionTurns(reply.message, error, options.retryInstruction)
      ]
    }
  }
  return { ok: false, error, replies }
}
