// What every harness that runs an agent program does around the program's run: reserve the
// budget's room for the run before it starts (what it may still spend, in dollars and calls), and
// keep the relay's one-time token out of the run's text once it is over.
import { worstCaseUsd, type Llm } from '../../llm/index.js'
import type { AgentRun } from '../loop.js'

/** What a run may still spend, and the hold on the budget to release when it ends. */
export interface RunRoom {
  release: () => void
  /** Dollars left to the run (absent: no limit). */
  maxUsd: number | undefined
  /** Model calls left to the run, at least 1 (absent: no limit). */
  maxCalls: number | undefined
}

/**
 * Reserves the worst case of the run's first call (the prompt, `maxOutputTokens` out) on the
 * run's budget, or throws BudgetExhaustedError when the budget is spent; returns what is left.
 */
export function reserveRun(
  llm: Llm,
  model: string,
  prompt: string,
  maxOutputTokens: number
): RunRoom {
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
    else if (event.type === 'runner.error') event.message = clean(event.message)
  }
  if (run.error !== null) run.error = clean(run.error)
}
