// What every harness that runs an agent's own program does around the run, whichever agent it is:
// it reserves the run's worst case in the run's budget before it starts, and wipes the relay's
// one-time token from whatever the run's text shows.
import { worstCaseUsd, type Llm } from '../../llm/index.js'
import type { AgentRun } from '../loop.js'

/** What a run may still spend: the budget's room, or nothing when the budget is spent (throws). */
export function reserveRun(llm: Llm, model: string, prompt: string, maxOutputTokens: number) {
  const worst = worstCaseUsd(
    { model, max_tokens: maxOutputTokens, messages: [{ role: 'user', content: prompt }] },
    model,
    llm.pricing
  )
  const release = llm.budget.reserve(llm.ledger, worst)
  const { maxUsd, maxCalls } = llm.budget.limits
  return {
    release,
    maxUsd: maxUsd === undefined ? undefined : Math.max(0, maxUsd - llm.ledger.costUsd),
    maxCalls: maxCalls === undefined ? undefined : Math.max(1, maxCalls - llm.ledger.calls)
  }
}
export type RunReservation = ReturnType<typeof reserveRun>

/**
 * The relay's token is the one credential in the agent's environment; a command that prints the
 * environment would put it in the run's text. It is useless off this machine, and still redacted.
 */
export function forgetToken(run: AgentRun, token: string): void {
  const clean = (s: string): string => s.split(token).join('[REDACTED]')
  run.output = clean(run.output)
  for (const event of run.events) {
    if (event.type === 'assistant.message' || event.type === 'user.message')
      event.content = clean(event.content)
    else if (event.type === 'tool.execution_complete') event.result = clean(event.result)
  }
}
