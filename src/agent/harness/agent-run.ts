// What every harness on an agent's own program shares (claude-code, codex, …): the budget a run
// reserves before it starts, the catalogue's isolated copies written into the agent's skill
// folder, and the relay token taken out of what the run reports.
import { cp, lstat } from 'node:fs/promises'
import path from 'node:path'
import { worstCaseUsd, type Llm } from '../../llm/index.js'
import type { AgentRun } from '../loop.js'
import type { CatalogueEntry } from '../tools.js'

/** What a run may still spend: its reservation, and the budget's room (absent: no limit). */
export interface RunRoom {
  release: () => void
  maxUsd: number | undefined
  maxCalls: number | undefined
}

/**
 * Reserves a run's worst first call (the prompt plus `extraInputChars` of the agent's own
 * instructions and tools, and `maxOutputTokens` of output) against the run's budget; throws
 * BudgetExhaustedError when the budget is spent.
 */
export function reserveRun(
  llm: Llm,
  model: string,
  prompt: string,
  maxOutputTokens: number,
  extraInputChars = 0
): RunRoom {
  const worst = worstCaseUsd(
    {
      model,
      max_tokens: maxOutputTokens,
      messages: [{ role: 'user', content: prompt + ' '.repeat(extraInputChars) }]
    },
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
}

/** A skill's folder name in an agent's skill folder: its name, made safe as one path segment. */
export function skillFolder(name: string): string {
  const last = name.split(':').pop() ?? name
  return last.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^\.+/, '') || 'skill'
}

/**
 * Copies the catalogue (isolated copies, already without tests/ and evals/) into `skillsDir`, one
 * folder per skill, minus links (which could point out); returns each entry's folder name.
 */
export async function copyCatalogue(
  catalogue: readonly CatalogueEntry[],
  skillsDir: string
): Promise<Map<CatalogueEntry, string>> {
  const folders = new Map<CatalogueEntry, string>()
  const taken = new Set<string>()
  for (const entry of catalogue) {
    let folder = skillFolder(entry.name)
    for (let n = 2; taken.has(folder); n++) folder = `${skillFolder(entry.name)}-${n}`
    taken.add(folder)
    folders.set(entry, folder)
    await cp(entry.dir, path.join(skillsDir, folder), {
      recursive: true,
      filter: async (src) => !(await lstat(src)).isSymbolicLink()
    })
  }
  return folders
}
