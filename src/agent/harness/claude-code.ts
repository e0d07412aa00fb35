// The claude-code harness: Claude Code itself, through the Claude Agent SDK, runs the prompt in a
// temporary project whose `.claude/skills/` holds the catalogue (./claude-code-project.ts). It
// discovers the skills, lists them to the model and loads them with its own Skill tool; a skill
// counts as loaded when the message stream shows a Skill tool_use naming it that Claude Code
// answered without an error. Its calls reach the API through the credential relay, and its usage
// (per model, from the result message) is booked in the run's ledger and checked against the
// run's budget before each run, like the builtin harness's calls.
import { LlmError, totalTokens, type TokenCounts } from '../../llm/index.js'
import { startDeadline, stop, stopReason, type AgentRun } from '../loop.js'
import { CLAUDE_CODE_MAX_OUTPUT_TOKENS } from './call-shape.js'
import {
  forgetToken,
  reserveRun,
  type RunRoom,
  startAgentRun,
  recordToolEnd,
  stopUnstarted
} from './agent-run.js'
import { catalogueEntryFor } from '../skill-names.js'
import { prepareProject, type ClaudeCodeProject } from './claude-code-project.js'
import { queryOptions, type RunRelay } from './claude-code-options.js'
import {
  SdkMessageSchema,
  toolResultText,
  type SdkBlock,
  type SdkMessage,
  type SdkUsage
} from './claude-code-messages.js'
import type { ClaudeAgentSdk } from './claude-code-sdk.js'
import {
  startCredentialRelay,
  type CredentialRelay,
  type RelaySession,
  type RelayTarget
} from './credential-relay.js'
import type { AgentHarness, HarnessRequest } from './types.js'

/**
 * Claude Code's tool names in the builtin harness's words, so an eval file's tool assertions and
 * the reports read the same whichever harness ran.
 */
const NEUTRAL_TOOL_NAMES: Record<string, string> = {
  Read: 'read_file',
  Write: 'write_file',
  Edit: 'edit_file',
  Glob: 'list_files',
  Bash: 'bash'
}
const neutralName = (name: string): string => NEUTRAL_TOOL_NAMES[name] ?? name

/** A call's arguments as the builtin tools name them (`path`, a Skill's `name`). */
function neutralArguments(name: string, input: unknown): unknown {
  if (typeof input !== 'object' || input === null) return input
  const { file_path, skill, old_string, new_string, ...rest } = input as Record<string, unknown>
  if (name === 'Skill') return { name: skill, ...rest }
  return {
    ...(file_path === undefined ? {} : { path: file_path }),
    ...(old_string === undefined ? {} : { old_text: old_string }),
    ...(new_string === undefined ? {} : { new_text: new_string }),
    ...rest
  }
}

const textOf = (blocks: readonly SdkBlock[]): string =>
  blocks.map((b) => (b.type === 'text' && 'text' in b ? b.text : '')).join('')

type ToolUse = Extract<SdkBlock, { type: 'tool_use' }>
type ToolResult = Extract<SdkBlock, { type: 'tool_result' }>
const isToolUse = (b: SdkBlock): b is ToolUse => b.type === 'tool_use' && 'id' in b
const isToolResult = (b: SdkBlock): b is ToolResult =>
  b.type === 'tool_result' && 'tool_use_id' in b

const emptyTokens = (): TokenCounts => ({ input: 0, output: 0, cacheRead: 0, cacheWrite: 0 })
const tokensOf = (u: SdkUsage): TokenCounts => ({
  input: u.input_tokens,
  output: u.output_tokens,
  cacheRead: u.cache_read_input_tokens,
  cacheWrite: u.cache_creation_input_tokens
})

export interface ClaudeCodeHarnessOptions {
  sdk: ClaudeAgentSdk
  /** The API Claude Code's calls are relayed to, with the real key. */
  api: RelayTarget
}

export interface ClaudeCodeHarness extends AgentHarness {
  /** Stops the credential relay. */
  close(): Promise<void>
}

export function claudeCodeHarness(options: ClaudeCodeHarnessOptions): ClaudeCodeHarness {
  let relay: Promise<CredentialRelay> | undefined
  const relayOnce = (): Promise<CredentialRelay> => (relay ??= startCredentialRelay(options.api))
  return {
    info: { name: 'claude-code', version: options.sdk.version },
    run: (request) => runClaudeCode(options.sdk, relayOnce, request),
    close: async () => {
      if (relay) await (await relay).close()
    }
  }
}

async function runClaudeCode(
  sdk: ClaudeAgentSdk,
  relayOnce: () => Promise<CredentialRelay>,
  config: HarnessRequest
): Promise<AgentRun> {
  const { run, finish, blocked } = startAgentRun('claude-code', config)
  if (blocked) return finish()
  const llm = config.llm
  let model: string
  let room: RunRoom
  try {
    model = await llm.resolveModel(config.model)
    room = reserveRun(llm, model, config.prompt, CLAUDE_CODE_MAX_OUTPUT_TOKENS)
  } catch (e) {
    stopUnstarted(run, e)
    return finish()
  }
  let project: ClaudeCodeProject | undefined
  let session: RelaySession | undefined
  try {
    project = await prepareProject(config.workDir, config.catalogue)
    const relay = await relayOnce()
    session = relay.session()
    await streamRun(sdk, config, run, project, { url: relay.url, session }, model, room)
  } catch (e) {
    stop(run, 'error', e instanceof Error ? e.message : String(e))
  } finally {
    room.release()
    await project?.dispose()
    session?.end()
  }
  return finish()
}

/** Why the harness itself ended the stream early (the stream's abort is then no failure). */
type OwnStop = 'skill_called' | 'max_tokens' | 'stopped' | undefined

async function streamRun(
  sdk: ClaudeAgentSdk,
  config: HarnessRequest,
  run: AgentRun,
  project: ClaudeCodeProject,
  relay: RunRelay,
  model: string,
  room: RunRoom
): Promise<void> {
  // The SDK takes a controller: it follows the deadline's signal (timeout or the caller's abort).
  const deadline = startDeadline(config)
  const controller = new AbortController()
  deadline.signal.addEventListener('abort', () => controller.abort(), { once: true })
  let stderr = ''
  const keepStderr = (s: string): void => {
    stderr = (stderr + s).slice(-2000)
  }
  const state = new StreamState(config, run)
  const onStop = (): void => {
    if (state.ownStop !== undefined || config.stop === undefined) return
    state.ownStop = 'stopped'
    stop(run, 'aborted', stopReason(config.stop))
  }
  try {
    const messages = sdk.query({
      prompt: config.prompt,
      options: queryOptions(config, project, relay, model, room, controller, keepStderr, onStop)
    })
    for await (const raw of messages) {
      const parsed = SdkMessageSchema.safeParse(raw)
      if (parsed.success && state.take(parsed.data)) {
        controller.abort()
        break
      }
    }
  } catch (e) {
    // The SDK also throws after an error result (a limit); the result says what happened.
    if (state.ownStop === undefined && !deadline.signal.aborted && !state.ended) {
      const detail = e instanceof Error ? e.message : String(e)
      stop(run, 'error', stderr.trim() ? `${detail}: ${stderr.trim()}` : detail)
    }
  } finally {
    deadline.dispose()
  }
  if (state.ownStop === undefined && run.error === null) {
    if (deadline.timedOut())
      stop(run, 'timeout', `Scenario timed out after ${config.timeoutMs / 1000}s`)
    else if (config.signal?.aborted) stop(run, 'aborted', 'Run cancelled')
    else state.applyResult()
  }
  // Requests cut off by the end of the process are counted once the relay has let them go.
  await relay.session.settled()
  state.book(model, relay.session)
  // The run's calls tell the breaker whether the API is up, as the client's own calls do.
  if (relay.session.answeredCalls > 0) config.llm.observe()
  if (state.apiErrorStatus !== undefined && run.stoppedBy === 'error')
    config.llm.observe(new LlmError('http', run.error ?? 'API error', 0, state.apiErrorStatus))
  forgetToken(run, relay.session.token)
}

/** The run as the message stream tells it, turn by turn. */
class StreamState {
  ownStop: OwnStop
  /** Usage per model turn, from its stream events (or its message when there were none). */
  private readonly usageByTurn = new Map<string, TokenCounts>()
  private streaming: string | undefined
  private lastTurn: string | undefined
  private readonly open = new Map<string, { name: string; skill?: string; at: number }>()
  private result: Extract<SdkMessage, { type: 'result' }> | undefined
  /** The status of the request Claude Code gave up on, if it gave up on one. */
  apiErrorStatus: number | undefined

  get ended(): boolean {
    return this.result !== undefined
  }

  constructor(
    private readonly config: HarnessRequest,
    private readonly run: AgentRun
  ) {}

  /** Reads one message; true when the harness ends the run here. */
  take(message: SdkMessage): boolean {
    if (message.type === 'result') {
      this.result = message
      this.run.apiMs = message.duration_api_ms
      return false
    }
    // A subagent's turns are its own; the run is the main thread's.
    if (message.parent_tool_use_id) return false
    if (message.type === 'stream_event') return this.streamEvent(message.event)
    // A request that failed is no model turn; the result reports the failure.
    if (message.type === 'assistant' && message.is_api_error_message === true) {
      this.apiErrorStatus = message.api_error_status ?? undefined
      return false
    }
    if (message.type === 'assistant') return this.assistant(message)
    if (typeof message.message.content !== 'string')
      for (const block of message.message.content) if (isToolResult(block)) this.toolResult(block)
    return false
  }

  private assistant(message: Extract<SdkMessage, { type: 'assistant' }>): boolean {
    const { id, content, usage, model } = message.message
    // The record states the model that answered (the run asked for config.model).
    if (model) this.config.llm.noteAnswer(this.config.model, model)
    const text = textOf(content)
    const uses = content.filter(isToolUse)
    const requests = uses.map((u) => neutralName(u.name))
    // Claude Code sends each block of a turn as its own message with the turn's id.
    const last = this.run.events.at(-1)
    if (id === this.lastTurn && last?.type === 'assistant.message') {
      last.content += text
      last.toolRequests.push(...requests)
    } else {
      this.run.turns += 1
      this.run.events.push({ type: 'assistant.message', content: text, toolRequests: requests })
    }
    this.lastTurn = id
    if (usage && !this.usageByTurn.has(id)) this.usageByTurn.set(id, tokensOf(usage))
    if (text.trim() !== '') this.run.output = text
    for (const use of uses) this.toolUse(use)
    return this.overTokens()
  }

  /** A turn's usage: input at its start, output (cumulative) in its message_delta. */
  private streamEvent(event: Extract<SdkMessage, { type: 'stream_event' }>['event']): boolean {
    if (event.type === 'message_start' && event.message) {
      this.streaming = event.message.id
      if (event.message.usage) this.usageByTurn.set(this.streaming, tokensOf(event.message.usage))
      return false
    }
    if (event.type !== 'message_delta' || this.streaming === undefined) return false
    const turn = this.usageByTurn.get(this.streaming) ?? emptyTokens()
    const delta = event.usage ? tokensOf(event.usage) : emptyTokens()
    for (const k of ['input', 'output', 'cacheRead', 'cacheWrite'] as const)
      if (delta[k] > 0) turn[k] = delta[k]
    this.usageByTurn.set(this.streaming, turn)
    return this.overTokens()
  }

  private overTokens(): boolean {
    const { maxTokens } = this.config
    const used = totalTokens(this.streamedTokens())
    if (this.ownStop === undefined && maxTokens !== undefined && used > maxTokens) {
      stop(this.run, 'max_tokens', `Stopped: max_tokens ${maxTokens} exceeded (${used})`)
      this.ownStop = 'max_tokens'
      return true
    }
    return false
  }

  /** Records a tool call; a trigger run's first Skill call is its end (the hook stops it). */
  private toolUse(use: ToolUse): void {
    const name = neutralName(use.name)
    const args = neutralArguments(use.name, use.input)
    this.run.toolCalls[name] = (this.run.toolCalls[name] ?? 0) + 1
    this.run.events.push({ type: 'tool.execution_start', toolName: name, arguments: args })
    const called = use.name === 'Skill' ? (args as { name?: unknown }).name : undefined
    if (use.name === 'Skill' && this.config.triggerRun !== undefined) {
      if (this.ownStop === undefined) {
        this.run.stoppedBy = 'skill_called'
        this.ownStop = 'skill_called'
      }
      return
    }
    const skill =
      typeof called === 'string'
        ? catalogueEntryFor(this.config.catalogue, called)?.name
        : undefined
    this.open.set(use.id, { name, skill, at: performance.now() })
  }

  private toolResult(block: ToolResult): void {
    const call = this.open.get(block.tool_use_id)
    if (!call) return
    this.open.delete(block.tool_use_id)
    this.run.toolMs += performance.now() - call.at
    recordToolEnd(this.run, call, block.is_error !== true, toolResultText(block.content))
  }

  private streamedTokens(): TokenCounts {
    const sum = emptyTokens()
    for (const t of this.usageByTurn.values())
      for (const k of ['input', 'output', 'cacheRead', 'cacheWrite'] as const) sum[k] += t[k]
    return sum
  }

  /** How the result message ended the run (limits and failures as the builtin loop words them). */
  applyResult(): void {
    const result = this.result
    if (result === undefined) {
      stop(this.run, 'error', 'Claude Code ended without a result')
      return
    }
    if (result.subtype === 'success' && result.is_error === true) {
      // Claude Code ends a run whose request failed (after its retries) as a "success" flagged
      // as an error, with the API's message as its result.
      stop(this.run, 'error', result.result || 'Claude Code: the run ended on an error')
      return
    }
    if (this.run.output === '' && result.result) this.run.output = result.result
    if (result.subtype === 'success') return
    if (result.subtype === 'error_max_turns')
      stop(
        this.run,
        'max_turns',
        `Stopped: max_turns ${this.config.maxTurns ?? '(budget)'} reached`
      )
    else if (result.subtype === 'error_max_budget_usd')
      stop(this.run, 'budget', 'max-usd reached during a Claude Code run')
    else
      stop(this.run, 'error', (result.errors ?? []).join('; ') || `Claude Code: ${result.subtype}`)
  }

  /**
   * Books the run in the ledger: the result's usage per model when there is one, else what the
   * stream reported (a run cut short); the model calls the API answered and every request that
   * reached it, as the relay counted them (Claude Code retries failed requests itself).
   */
  book(model: string, session: Pick<RelaySession, 'requests' | 'answeredCalls'>): void {
    const { llm, layer = 'ab' } = this.config
    const perModel = Object.entries(this.result?.modelUsage ?? {}).map(
      ([name, u]): [string, TokenCounts] => [
        name,
        {
          input: u.inputTokens,
          output: u.outputTokens,
          cacheRead: u.cacheReadInputTokens,
          cacheWrite: u.cacheCreationInputTokens
        }
      ]
    )
    const usage: Array<[string, TokenCounts]> =
      perModel.length > 0 ? perModel : [[model, this.streamedTokens()]]
    llm.ledger.recordRequests(session.requests)
    usage.forEach(([name, tokens], i) => {
      const calls = i === 0 ? session.answeredCalls : 0
      if (calls === 0 && totalTokens(tokens) === 0) return
      this.run.costUsd += llm.ledger.record(name, layer, tokens, calls)
      for (const k of ['input', 'output', 'cacheRead', 'cacheWrite'] as const)
        this.run.tokens[k] += tokens[k]
    })
  }
}
