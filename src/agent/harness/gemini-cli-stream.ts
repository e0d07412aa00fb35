// A Gemini CLI run as its stream-json lines tell it: the model's turns (text and tool calls), the
// tools' answers, the skills it activated, and how it ended. Tool names and arguments are written
// in the builtin harness's words, so an eval file's tool assertions read the same on every harness.
import { totalTokens } from '../../llm/index.js'
import { stop, type AgentRun } from '../loop.js'
import { recordToolEnd } from './agent-run.js'
import { catalogueEntryFor } from '../skill-names.js'
import type { RelayUsage } from './credential-relay.js'
import type { GeminiStreamEvent } from './gemini-cli-events.js'
import { NEUTRAL_TOOL_NAMES, SKILL_TOOL } from './gemini-cli-project.js'
import type { HarnessRequest } from './types.js'

const neutralName = (name: string): string => NEUTRAL_TOOL_NAMES[name] ?? name

/** A call's arguments as the builtin tools name them (`path`, `old_text`, a skill's `name`). */
function neutralArguments(input: unknown): unknown {
  if (typeof input !== 'object' || input === null) return input
  const { file_path, dir_path, old_string, new_string, ...rest } = input as Record<string, unknown>
  const where = file_path ?? dir_path
  return {
    ...(where === undefined ? {} : { path: where }),
    ...(old_string === undefined ? {} : { old_text: old_string }),
    ...(new_string === undefined ? {} : { new_text: new_string }),
    ...rest
  }
}

/** Why the harness itself ended the run early (the process's end is then no failure). */
export type OwnStop = 'skill_called' | 'max_tokens' | 'stopped' | 'budget' | undefined

type ToolUse = Extract<GeminiStreamEvent, { type: 'tool_use' }>
type ToolResult = Extract<GeminiStreamEvent, { type: 'tool_result' }>
type AssistantEvent = Extract<AgentRun['events'][number], { type: 'assistant.message' }>

export class GeminiStreamState {
  ownStop: OwnStop
  private result: Extract<GeminiStreamEvent, { type: 'result' }> | undefined
  private readonly errors: string[] = []
  /** The model's turn in progress: its text and tool calls, until a tool answers. */
  private current: AssistantEvent | undefined
  private readonly open = new Map<string, { name: string; skill?: string; at: number }>()

  constructor(
    private readonly config: HarnessRequest,
    private readonly run: AgentRun
  ) {}

  /** Reads one event; true when the harness ends the run here. */
  take(event: GeminiStreamEvent): boolean {
    switch (event.type) {
      case 'message':
        if (event.role === 'assistant') this.text(event.content)
        return false
      case 'tool_use':
        return this.toolUse(event)
      case 'tool_result':
        this.toolResult(event)
        return false
      case 'error':
        this.errors.push(event.message)
        return false
      case 'result':
        this.result = event
        return false
      default:
        return false
    }
  }

  private turn(): AssistantEvent {
    if (this.current) return this.current
    this.run.turns += 1
    const event: AssistantEvent = { type: 'assistant.message', content: '', toolRequests: [] }
    this.run.events.push(event)
    this.current = event
    return event
  }

  private text(delta: string): void {
    const turn = this.turn()
    turn.content += delta
    if (turn.content.trim() !== '') this.run.output = turn.content
  }

  /** Records a tool call; a trigger run's first skill call is its end. */
  private toolUse(use: ToolUse): boolean {
    const name = neutralName(use.tool_name)
    const args = neutralArguments(use.parameters)
    this.turn().toolRequests.push(name)
    this.run.toolCalls[name] = (this.run.toolCalls[name] ?? 0) + 1
    this.run.events.push({ type: 'tool.execution_start', toolName: name, arguments: args })
    if (use.tool_name === SKILL_TOOL && this.config.triggerRun !== undefined) {
      this.run.stoppedBy = 'skill_called'
      this.ownStop = 'skill_called'
      return true
    }
    const called = use.tool_name === SKILL_TOOL ? (args as { name?: unknown }).name : undefined
    const skill =
      typeof called === 'string'
        ? catalogueEntryFor(this.config.catalogue, called)?.name
        : undefined
    this.open.set(use.tool_id, { name, skill, at: performance.now() })
    return false
  }

  private toolResult(result: ToolResult): void {
    this.current = undefined
    const call = this.open.get(result.tool_id)
    if (!call) return
    this.open.delete(result.tool_id)
    this.run.toolMs += performance.now() - call.at
    const ok = result.status === 'success'
    recordToolEnd(this.run, call, ok, result.output ?? result.error?.message ?? '')
  }

  /** True (and the run stopped) once the calls' tokens pass the request's max_tokens. */
  overTokens(usage: readonly RelayUsage[]): boolean {
    const { maxTokens } = this.config
    if (maxTokens === undefined || this.ownStop !== undefined) return false
    const used = usage.reduce((sum, u) => sum + totalTokens(u), 0)
    if (used <= maxTokens) return false
    stop(this.run, 'max_tokens', `Stopped: max_tokens ${maxTokens} exceeded (${used})`)
    this.ownStop = 'max_tokens'
    return true
  }

  /** How the process ended the run (limits and failures as the builtin loop words them). */
  applyResult(exitCode: number | null, stderr: string): void {
    const result = this.result
    if (result === undefined) {
      const detail = this.errors.at(-1) ?? stderr.trim()
      stop(
        this.run,
        'error',
        `Gemini CLI ended without a result (exit ${exitCode})${detail ? `: ${detail}` : ''}`
      )
      return
    }
    if (result.status === 'success') return
    const message = result.error?.message ?? this.errors.at(-1) ?? `Gemini CLI: ${result.status}`
    if (result.error?.type === 'FatalTurnLimitedError' || /max session turns/i.test(message)) {
      stop(
        this.run,
        'max_turns',
        `Stopped: max_turns ${this.config.maxTurns ?? '(budget)'} reached`
      )
      return
    }
    // A request Gemini CLI gave up on (the relay saw the API's status, which feeds the breaker).
    stop(this.run, 'error', message)
  }
}
