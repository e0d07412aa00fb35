// One question answered through a forced tool call, with the one corrective retry every judge
// gets: an unusable reply (no call, or an input its schema rejects) is shown its error and asked
// once more; a second unusable reply is a failure, never a default answer.
import type { z } from 'zod'
import { correctionTurns, readToolAnswer, type AnswerTool } from './answer-tool.js'
import { LlmError, type Llm, type MessageRequest } from './client.js'

export type AskResult<T> =
  | { ok: true; value: T; calls: number; costUsd: number }
  | { ok: false; error: string; budget: boolean; calls: number; costUsd: number }

export async function askForAnswer<S extends z.ZodType>(
  llm: Llm,
  request: MessageRequest,
  tool: AnswerTool<S>,
  options: { layer: string; retryInstruction: string; signal?: AbortSignal }
): Promise<AskResult<z.output<S>>> {
  let calls = 0
  let costUsd = 0
  let error = ''
  let current = request
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const reply = await llm.message(current, { layer: options.layer, signal: options.signal })
      calls += 1
      costUsd += reply.costUsd
      const read = readToolAnswer(tool, reply.message)
      if (read.ok) return { ok: true, value: read.value, calls, costUsd }
      error = read.error
      current = {
        ...current,
        messages: [
          ...current.messages,
          ...correctionTurns(reply.message, read.error, options.retryInstruction)
        ]
      }
    } catch (e) {
      const budget = e instanceof LlmError && e.kind === 'budget_exhausted'
      return { ok: false, error: (e as Error).message, budget, calls, costUsd }
    }
  }
  return {
    ok: false,
    error: `unusable reply after a retry: ${error}`,
    budget: false,
    calls,
    costUsd
  }
}
