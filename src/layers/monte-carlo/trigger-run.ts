// One trigger run: the prompt (after the context, if any) to the real agent loop with the
// shuffled catalogue, answered until the agent calls the Skill tool, ends its turn or uses its
// K turns. Which skill fired is read from the loop's events (the Skill call and the name it
// passed), never from the reply: an answer that pastes a skill's text without loading it did
// not activate anything.
import { harnessKey, type AgentHarness } from '../../agent/harness/types.js'
import { runAgent, type AgentRun } from '../../agent/loop.js'
import type { CatalogueEntry } from '../../agent/tools.js'
import { totalTokens, type Llm, type MessageParam } from '../../llm/index.js'
import { catalogueEntryFor } from './catalogue.js'
import { MC_DEFAULTS, STUB_RESULT } from './defaults.js'

export interface TriggerRunJob {
  llm: Llm
  model: string
  prompt: string
  /** The catalogue in this run's order. */
  catalogue: readonly CatalogueEntry[]
  history: readonly MessageParam[]
  maxTurns: number
  /** Separates the runs of one prompt in the response cache. */
  cacheSalt: string
  signal?: AbortSignal
  /** Default the builtin loop. */
  harness?: AgentHarness
}

export interface TriggerRunOutcome {
  /** The catalogue skill the agent loaded; null when it loaded none. */
  fired: string | null
  /** Why the run is no evidence (the model could not be reached, a timeout); null when it ended. */
  failure: string | null
  /** The budget refused a call: the whole layer stops without a verdict. */
  budget: boolean
  /** Every token of the run's calls: input, cache writes and reads, output (see totalTokens). */
  tokens: number
  calls: number
  cachedCalls: number
}

/** The catalogue name of the skill the run's Skill call named (namespaced names resolved). */
export function firedSkill(run: AgentRun, catalogue: readonly CatalogueEntry[]): string | null {
  for (const event of run.events) {
    if (event.type !== 'tool.execution_start' || event.toolName !== 'Skill') continue
    const args = event.arguments as { name?: unknown } | null
    if (typeof args?.name !== 'string') return null
    return catalogueEntryFor(catalogue, args.name)?.name ?? null
  }
  return null
}

const FAILED_STOPS = new Set<AgentRun['stoppedBy']>(['error', 'timeout', 'aborted'])

export async function runTrigger(job: TriggerRunJob): Promise<TriggerRunOutcome> {
  const runOn = job.harness?.run ?? runAgent
  const run = await runOn({
    llm: job.llm,
    model: job.model,
    prompt: job.prompt,
    history: job.history,
    // A trigger run touches no files: its tools are answered with stubs.
    workDir: '',
    catalogue: job.catalogue,
    timeoutMs: MC_DEFAULTS.timeoutMs,
    maxTurns: job.maxTurns,
    maxOutputTokens: MC_DEFAULTS.maxOutputTokens,
    // Another harness's runs (or another version's) are never answered from this one's cache.
    cacheSalt: `${harnessKey(job.harness)}/${job.cacheSalt}`,
    signal: job.signal,
    layer: 'monte_carlo',
    triggerRun: { stubResult: STUB_RESULT }
  })
  const failed = FAILED_STOPS.has(run.stoppedBy)
  return {
    fired: failed ? null : firedSkill(run, job.catalogue),
    failure: failed ? (run.error ?? run.stoppedBy) : null,
    budget: run.stoppedBy === 'budget',
    tokens: totalTokens(run.tokens),
    calls: run.turns + (failed || run.stoppedBy === 'budget' ? 1 : 0) - run.cachedCalls,
    cachedCalls: run.cachedCalls
  }
}
