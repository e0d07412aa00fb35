// A small tool-using agent on the Messages API, run through the shared `Llm` client (ledger,
// budget, cache). One user message (the scenario prompt), then model turns until the model stops
// calling tools. max_turns, max_tokens and the wall-clock timeout are enforced inside the loop
// with a real AbortSignal, so a runaway or timed-out agent stops spending and stops changing its
// work dir before the assertions look at it; each failure is counted once.
// A trigger run (the activation layer) asks only "which skill does the agent load?": its other
// tools are answered with a short stub instead of being run, and it ends at the first Skill call.
import type { MessageParam, Tool, ToolResultBlockParam, ToolUseBlock } from '../llm/index.js'
import { LlmError, replyText, totalTokens, type CachePoint, type Llm } from '../llm/index.js'
import { runTool, toolDefinitions, type CatalogueEntry, type ToolContext } from './tools.js'

export type AgentEvent =
  | { type: 'user.message'; content: string }
  | { type: 'assistant.message'; content: string; toolRequests: string[] }
  | { type: 'tool.execution_start'; toolName: string; arguments: unknown }
  | { type: 'tool.execution_complete'; toolName: string; success: boolean; result: string }
  | { type: 'skill.invoked'; name: string }
  | { type: 'runner.error'; message: string }

export type StopReason =
  | 'end_turn'
  | 'max_turns'
  | 'max_tokens'
  | 'timeout'
  | 'aborted'
  | 'budget'
  | 'error'
  /** A trigger run reached its Skill call (see AgentConfig.triggerRun). */
  | 'skill_called'

export interface AgentTokens {
  input: number
  output: number
  cacheRead: number
  cacheWrite: number
}

export interface AgentRun {
  output: string
  stoppedBy: StopReason
  /** Null when the run ended normally; limits, timeouts and API failures set it. */
  error: string | null
  timedOut: boolean
  turns: number
  tokens: AgentTokens
  toolCalls: Record<string, number>
  /** Tool calls that returned an error result (reported, not counted as run errors). */
  toolFailures: number
  errors: number
  apiMs: number
  toolMs: number
  wallMs: number
  costUsd: number
  /** Calls answered from the response cache (a cached baseline costs nothing). */
  cachedCalls: number
  /** Names of catalogue skills the agent loaded through the Skill tool. */
  skillsLoaded: string[]
  events: AgentEvent[]
}

export interface AgentConfig {
  llm: Llm
  model: string
  prompt: string
  workDir: string
  catalogue: readonly CatalogueEntry[]
  timeoutMs: number
  maxTurns?: number
  maxTokens?: number
  allowShell?: boolean
  shellTimeoutMs?: number
  /** Output tokens per model call. */
  maxOutputTokens?: number
  /** Separates the R repetitions of one scenario in the response cache. */
  cacheSalt?: string
  /** Aborts the run at once, the model call in flight included (a timeout, a cancelled run). */
  signal?: AbortSignal
  /**
   * Ends the run before its next model call, never during one, so every request sent is
   * answered and booked: another run's failure has made this one useless. Its reason is the
   * run's error message.
   */
  stop?: AbortSignal
  env?: NodeJS.ProcessEnv
  /** Ledger bucket of the run's calls (default the A/B layer's). */
  layer?: string
  /** Earlier turns of the conversation, sent before the prompt (a busy context). */
  history?: readonly MessageParam[]
  /**
   * A trigger run: every tool but Skill gets `stubResult` without running, and the run stops at
   * the first Skill call (which is recorded, not served). Stubs keep the model going when it
   * lists files or plans first, so a Skill call on a later turn still counts.
   */
  triggerRun?: { stubResult: string }
}

const BASE_SYSTEM = [
  'You are a capable software agent working in a sandboxed working directory.',
  'Use the tools to inspect and change files; paths are relative to the working directory.',
  'When the task is done, reply with your final answer as plain text and stop calling tools.'
].join('\n')

/** The system prompt: identical for both arms except the catalogue block (progressive disclosure). */
export function systemPrompt(catalogue: readonly CatalogueEntry[]): string {
  if (catalogue.length === 0) return BASE_SYSTEM
  const lines = catalogue.map((s) => `- ${s.name}: ${s.description}`)
  return `${BASE_SYSTEM}\n\nAvailable skills (load one with the Skill tool when it fits the task):\n${lines.join('\n')}`
}

export async function runAgent(config: AgentConfig): Promise<AgentRun> {
  const started = performance.now()
  // A trigger run's first turn may wait for a Message Batch (minutes): the run's wall-clock limit
  // counts from its answer, not from the submission.
  const batchedFirstTurn = config.triggerRun !== undefined && config.llm.batchMode !== 'off'
  const deadline = startDeadline(config, batchedFirstTurn)
  const run = newRun(config.prompt)
  const tools = toolDefinitions({
    catalogue: config.catalogue,
    allowShell: config.allowShell ?? false
  })
  const messages: MessageParam[] = [
    ...(config.history ?? []),
    { role: 'user', content: config.prompt }
  ]
  const ctx: ToolContext = {
    workDir: config.workDir,
    catalogue: config.catalogue,
    allowShell: config.allowShell ?? false,
    shellTimeoutMs: config.shellTimeoutMs ?? 30_000,
    signal: deadline.signal,
    env: config.env
  }

  try {
    for (;;) {
      if (config.stop?.aborted) {
        stop(run, 'aborted', stopReason(config.stop))
        break
      }
      if (config.maxTurns !== undefined && run.turns >= config.maxTurns) {
        stop(run, 'max_turns', `Stopped: max_turns ${config.maxTurns} reached`)
        break
      }
      const waitsForBatch = batchedFirstTurn && run.turns === 0
      const signal = waitsForBatch ? config.signal : deadline.signal
      const uses = await modelTurn(config, run, messages, tools, signal)
      if (waitsForBatch) deadline.start()
      if (config.maxTokens !== undefined && totalTokens(run.tokens) > config.maxTokens) {
        stop(
          run,
          'max_tokens',
          `Stopped: max_tokens ${config.maxTokens} exceeded (${totalTokens(run.tokens)})`
        )
        break
      }
      if (uses.length === 0) break
      if (config.triggerRun !== undefined && recordSkillCall(run, uses)) break
      const results =
        config.triggerRun !== undefined
          ? stubToolCalls(run, uses, config.triggerRun.stubResult)
          : await runToolCalls(run, uses, ctx)
      if (deadline.signal.aborted) throw new LlmError('aborted', 'cancelled')
      messages.push({ role: 'user', content: results })
    }
  } catch (e) {
    if (deadline.timedOut())
      stop(run, 'timeout', `Scenario timed out after ${config.timeoutMs / 1000}s`)
    else if (config.signal?.aborted) stop(run, 'aborted', 'Run cancelled')
    else if (e instanceof LlmError && e.kind === 'budget_exhausted') stop(run, 'budget', e.message)
    else stop(run, 'error', e instanceof Error ? e.message : String(e))
  } finally {
    deadline.dispose()
  }
  run.timedOut = run.stoppedBy === 'timeout'
  run.wallMs = performance.now() - started
  return run
}

/** Why a run was told to stop (`AgentConfig.stop`). */
export const stopReason = (signal: AbortSignal): string =>
  `Stopped: ${signal.reason instanceof Error ? signal.reason.message : String(signal.reason ?? 'the layer stopped')}`

/**
 * One AbortSignal for the wall-clock timeout and the caller's own signal; `paused`: the clock
 * starts only at `start()`.
 */
export function startDeadline(config: AgentConfig, paused = false) {
  const controller = new AbortController()
  let timedOut = false
  const onTimeout = () => {
    timedOut = true
    controller.abort()
  }
  let timer = paused ? undefined : setTimeout(onTimeout, config.timeoutMs)
  const onOuterAbort = (): void => controller.abort()
  config.signal?.addEventListener('abort', onOuterAbort, { once: true })
  if (config.signal?.aborted) controller.abort()
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    /** Starts a paused clock. */
    start: (): void => {
      timer ??= setTimeout(onTimeout, config.timeoutMs)
    },
    dispose: (): void => {
      clearTimeout(timer)
      config.signal?.removeEventListener('abort', onOuterAbort)
    }
  }
}

export function newRun(prompt: string): AgentRun {
  return {
    output: '',
    stoppedBy: 'end_turn',
    error: null,
    timedOut: false,
    turns: 0,
    tokens: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0 },
    toolCalls: {},
    toolFailures: 0,
    errors: 0,
    apiMs: 0,
    toolMs: 0,
    wallMs: 0,
    costUsd: 0,
    cachedCalls: 0,
    skillsLoaded: [],
    events: [{ type: 'user.message', content: prompt }]
  }
}

/** Ends the run for `reason`; a message makes it an error, counted once. */
export function stop(run: AgentRun, reason: StopReason, message: string | null): void {
  run.stoppedBy = reason
  if (message !== null) {
    run.error = message
    run.errors += 1
    run.events.push({ type: 'runner.error', message })
  }
}

/** One model call: books its cost and tokens, records the reply; returns the tools it asks for. */
async function modelTurn(
  config: AgentConfig,
  run: AgentRun,
  messages: MessageParam[],
  tools: Tool[],
  signal: AbortSignal | undefined
): Promise<ToolUseBlock[]> {
  const t0 = performance.now()
  const reply = await config.llm.message(
    {
      model: config.model,
      max_tokens: config.maxOutputTokens ?? 4096,
      system: systemPrompt(config.catalogue),
      messages,
      tools
    },
    {
      layer: config.layer ?? 'ab',
      signal,
      cacheSalt: config.cacheSalt,
      // A trigger run's first turn depends on nothing before it; its later turns stay live.
      batchable: config.triggerRun !== undefined && run.turns === 0,
      cacheAt: cachePoints(config.history?.length ?? 0)
    }
  )
  run.apiMs += performance.now() - t0
  run.turns += 1
  run.costUsd += reply.costUsd
  if (reply.cached) run.cachedCalls += 1
  for (const k of ['input', 'output', 'cacheRead', 'cacheWrite'] as const)
    run.tokens[k] += reply.tokens[k]
  const text = replyText(reply.message)
  const uses = reply.message.content.filter((b): b is ToolUseBlock => b.type === 'tool_use')
  run.events.push({
    type: 'assistant.message',
    content: text,
    toolRequests: uses.map((u) => u.name)
  })
  // As in skill-validator, the output is the last assistant text that was not empty.
  if (text.trim() !== '') run.output = text
  messages.push({ role: 'assistant', content: reply.message.content })
  return uses
}

/**
 * Where a turn's prompt stops changing: after the system prompt (the tools and the catalogue end
 * there, the same for every prompt of a trigger round), after a busy context (shared by every
 * prompt of the round too) and after the latest message, which the run's next turn reads back.
 */
function cachePoints(historyLength: number): CachePoint[] {
  return ['system', ...(historyLength > 0 ? [historyLength - 1] : []), -1]
}

/** Runs the requested tools in order until the run is aborted; their results for the model. */
async function runToolCalls(
  run: AgentRun,
  uses: ToolUseBlock[],
  ctx: ToolContext
): Promise<ToolResultBlockParam[]> {
  const results: ToolResultBlockParam[] = []
  for (const use of uses) {
    if (ctx.signal.aborted) break
    run.toolCalls[use.name] = (run.toolCalls[use.name] ?? 0) + 1
    run.events.push({ type: 'tool.execution_start', toolName: use.name, arguments: use.input })
    const t1 = performance.now()
    const outcome = await runTool(use.name, use.input, ctx)
    run.toolMs += performance.now() - t1
    if (!outcome.ok) run.toolFailures += 1
    if (outcome.skillLoaded) {
      if (!run.skillsLoaded.includes(outcome.skillLoaded))
        run.skillsLoaded.push(outcome.skillLoaded)
      run.events.push({ type: 'skill.invoked', name: outcome.skillLoaded })
    }
    run.events.push({
      type: 'tool.execution_complete',
      toolName: use.name,
      success: outcome.ok,
      result: outcome.text
    })
    results.push({
      type: 'tool_result',
      tool_use_id: use.id,
      content: outcome.text,
      is_error: !outcome.ok
    })
  }
  return results
}

/**
 * A trigger run's end: the first Skill call of the turn, recorded as started (the skill is not
 * served: the call itself is the activation). False when the turn calls no Skill.
 */
function recordSkillCall(run: AgentRun, uses: ToolUseBlock[]): boolean {
  const call = uses.find((u) => u.name === 'Skill')
  if (call === undefined) return false
  run.toolCalls.Skill = (run.toolCalls.Skill ?? 0) + 1
  run.events.push({ type: 'tool.execution_start', toolName: 'Skill', arguments: call.input })
  run.stoppedBy = 'skill_called'
  return true
}

/** A trigger run's answer to tools other than Skill: the same short stub for each. */
function stubToolCalls(
  run: AgentRun,
  uses: ToolUseBlock[],
  stubResult: string
): ToolResultBlockParam[] {
  return uses.map((use) => {
    run.toolCalls[use.name] = (run.toolCalls[use.name] ?? 0) + 1
    run.events.push({ type: 'tool.execution_start', toolName: use.name, arguments: use.input })
    run.events.push({
      type: 'tool.execution_complete',
      toolName: use.name,
      success: true,
      result: stubResult
    })
    return { type: 'tool_result', tool_use_id: use.id, content: stubResult }
  })
}
