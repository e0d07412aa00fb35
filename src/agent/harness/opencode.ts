// The opencode harness: OpenCode (`opencode run --format json`, its native binary from the pinned
// `opencode-ai` package) runs the prompt in a private world whose only skills are the catalogue's
// copies (./opencode-project.ts). OpenCode lists them in its system prompt and loads one with its
// own `skill` tool; a skill counts as loaded when the event stream shows a `skill` call naming it
// that OpenCode completed without an error. It talks to Anthropic's Messages API through the
// credential relay, which also reads every answer's usage (the run is booked from what the API
// billed, every call OpenCode made included) and refuses a model call the run may no longer make
// (max turns, the budget, max tokens, a stop), so a limit ends the run before its next call.
import { spawn } from 'node:child_process'
import { access } from 'node:fs/promises'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { DEFAULT_RETRY_POLICY } from '../../llm/index.js'
import { startDeadline, stop, stopReason, type AgentRun } from '../loop.js'
import { catalogueEntryFor } from '../skill-names.js'
import { OPENCODE_MAX_OUTPUT_TOKENS } from './call-shape.js'
import type { AgentProgram, AgentProgramSpec } from './agent-program.js'
import {
  ANTHROPIC_USAGE_RELAY,
  startCredentialRelay,
  type CredentialRelay,
  type RelaySession,
  type RelayTarget
} from './credential-relay.js'
import { parseOpencodeLine, type OpencodeEvent, type OpencodeToolUse } from './opencode-events.js'
import {
  opencodeConfig,
  opencodeEnv,
  prepareOpencodeProject,
  writeOpencodeConfig,
  type OpencodeProject
} from './opencode-project.js'
import {
  bookRelaySession,
  forgetToken,
  reserveRun,
  sessionTokens,
  sessionUsd,
  type RunRoom,
  startAgentRun,
  recordToolEnd,
  stopUnstarted
} from './agent-run.js'
import type { AgentHarness, HarnessRequest } from './types.js'

/** A cheap Anthropic model for OpenCode's runs (trigger runs above all). */
export const OPENCODE_DEFAULT_MODEL = 'claude-haiku-4-5-20251001'

/** The session's title (`--title`): OpenCode then makes no model call to write one. */
const SESSION_TITLE = 'skill-ci'

const exists = (file: string): Promise<boolean> =>
  access(file).then(
    () => true,
    () => false
  )

/**
 * OpenCode's program: `opencode-ai` carries a launcher whose install step picks the native binary
 * of the machine's platform package (`opencode-linux-x64`, …, with baseline and musl variants);
 * the harness runs that binary itself, from next to the package or inside it.
 */
export const OPENCODE_PROGRAM: AgentProgramSpec = {
  harness: 'opencode',
  package: 'opencode-ai',
  entry: async (packageDir) => {
    const os = process.platform === 'win32' ? 'windows' : process.platform
    const base = `opencode-${os}-${process.arch}`
    const binary = process.platform === 'win32' ? 'opencode.exe' : 'opencode'
    const variants = [base, `${base}-baseline`, `${base}-musl`, `${base}-baseline-musl`]
    const places = [path.dirname(packageDir), path.join(packageDir, 'node_modules')]
    for (const place of places)
      for (const variant of variants) {
        const file = path.join(place, variant, 'bin', binary)
        if (await exists(file)) return file
      }
    return path.join(path.dirname(packageDir), base, 'bin', binary)
  }
}

/** ripgrep on `PATH` (OpenCode's file tools need it; without one it would download it). */
export async function ripgrepOnPath(
  pathVar: string | undefined = process.env.PATH
): Promise<string | undefined> {
  for (const dir of (pathVar ?? '').split(path.delimiter).filter(Boolean)) {
    const file = path.join(dir, process.platform === 'win32' ? 'rg.exe' : 'rg')
    if (await exists(file)) return file
  }
  return undefined
}

export interface OpencodeHarnessOptions {
  /** OpenCode's binary, from `findAgentProgram(OPENCODE_PROGRAM)`. */
  program: AgentProgram
  /** Anthropic's API, where OpenCode's calls are relayed to with the real key. */
  api: RelayTarget
  /** The Anthropic model of every run; default the request's model. */
  model?: string
  /** ripgrep's binary; default the one on the runs' PATH. */
  ripgrep?: string
}

export interface OpencodeHarness extends AgentHarness {
  /** Stops the credential relay. */
  close(): Promise<void>
}

export function opencodeHarness(options: OpencodeHarnessOptions): OpencodeHarness {
  let relay: Promise<CredentialRelay> | undefined
  const relayOnce = (): Promise<CredentialRelay> =>
    (relay ??= startCredentialRelay({ provider: ANTHROPIC_USAGE_RELAY, ...options.api }))
  return {
    info: { name: 'opencode', version: options.program.version },
    run: (request) => runOpencode(options, relayOnce, request),
    close: async () => {
      if (relay) await (await relay).close()
    }
  }
}

/** OpenCode's tool names in the builtin harness's words (`grep` has no builtin twin). */
const NEUTRAL_TOOL_NAMES: Record<string, string> = {
  read: 'read_file',
  write: 'write_file',
  edit: 'edit_file',
  glob: 'list_files',
  list: 'list_files',
  bash: 'bash',
  skill: 'Skill'
}
const neutralName = (name: string): string => NEUTRAL_TOOL_NAMES[name] ?? name

/** A call's arguments as the builtin tools name them (`path`, `old_text`, `new_text`). */
function neutralArguments(input: unknown): unknown {
  if (typeof input !== 'object' || input === null) return input
  const { filePath, oldString, newString, ...rest } = input as Record<string, unknown>
  return {
    ...(filePath === undefined ? {} : { path: filePath }),
    ...(oldString === undefined ? {} : { old_text: oldString }),
    ...(newString === undefined ? {} : { new_text: newString }),
    ...rest
  }
}

async function runOpencode(
  options: OpencodeHarnessOptions,
  relayOnce: () => Promise<CredentialRelay>,
  config: HarnessRequest
): Promise<AgentRun> {
  const { run, finish, blocked } = startAgentRun('opencode', config)
  if (blocked) return finish()
  const llm = config.llm
  let model: string
  let room: RunRoom
  try {
    model = options.model ?? (await llm.resolveModel(config.model))
    room = reserveRun(
      llm,
      model,
      config.prompt,
      config.maxOutputTokens ?? OPENCODE_MAX_OUTPUT_TOKENS
    )
  } catch (e) {
    stopUnstarted(run, e)
    return finish()
  }
  let project: OpencodeProject | undefined
  let session: RelaySession | undefined
  let state: OpencodeStream | undefined
  try {
    const ripgrep = options.ripgrep ?? (await ripgrepOnPath((config.env ?? process.env).PATH))
    if (ripgrep === undefined)
      throw new Error(
        'the opencode harness needs ripgrep (`rg`) on PATH: OpenCode runs it for its file and skill tools'
      )
    project = await prepareOpencodeProject(config, ripgrep, options.program.version)
    const relay = await relayOnce()
    const own = relay.session()
    session = own
    await writeOpencodeConfig(
      project,
      opencodeConfig(config, project, { url: relay.url, token: own.token }, model)
    )
    const stream = new OpencodeStream(config, run, model, room)
    state = stream
    own.gate = () => stream.gate(own)
    await runProcess(options.program, config, project, stream)
  } catch (e) {
    stop(run, 'error', e instanceof Error ? e.message : String(e))
  } finally {
    if (session !== undefined && state !== undefined) {
      // Requests cut off by the end of the process are counted once the relay has let them go.
      await session.settled()
      bookRelaySession(config, run, session, model)
      forgetToken(run, session.token)
    }
    room.release()
    await project?.dispose()
    session?.end()
  }
  return finish()
}

/** Runs OpenCode to its end (or until the deadline kills it), feeding its events to `state`. */
async function runProcess(
  program: AgentProgram,
  config: HarnessRequest,
  project: OpencodeProject,
  state: OpencodeStream
): Promise<void> {
  const deadline = startDeadline(config)
  const child = spawn(program.path, ['run', '--format', 'json', '--title', SESSION_TITLE], {
    cwd: project.cwd,
    env: opencodeEnv(project, config.env),
    detached: true,
    stdio: ['pipe', 'pipe', 'pipe']
  })
  const kill = (): void => {
    // The whole group: OpenCode's shell commands die with it (also once OpenCode has exited).
    if (child.pid !== undefined)
      try {
        process.kill(-child.pid, 'SIGKILL')
      } catch {
        // Already gone.
      }
  }
  deadline.signal.addEventListener('abort', kill, { once: true })
  let stderr = ''
  child.stderr.on('data', (d: Buffer) => {
    stderr = (stderr + d.toString('utf8')).slice(-2000)
  })
  // The prompt goes in on stdin, exactly as written (argv words would be quoted and joined).
  child.stdin.on('error', () => undefined)
  child.stdin.end(config.prompt)
  const lines = createInterface({ input: child.stdout, crlfDelay: Infinity })
  lines.on('line', (line) => {
    const event = parseOpencodeLine(line)
    if (event) state.take(event)
  })
  try {
    const exitCode = await new Promise<number | null>((resolve, reject) => {
      child.on('error', reject)
      child.on('close', (code) => resolve(code))
    })
    if (state.ownStop !== undefined || state.run.error !== null) return
    if (deadline.timedOut())
      stop(state.run, 'timeout', `Scenario timed out after ${config.timeoutMs / 1000}s`)
    else if (config.signal?.aborted) stop(state.run, 'aborted', 'Run cancelled')
    else state.applyEnd(exitCode, stderr.trim())
  } finally {
    deadline.dispose()
    kill()
  }
}

/** Why the harness itself ended the run (the session's error is then no failure). */
type OwnStop = 'skill_called' | 'limit' | undefined

/** The run as OpenCode's events tell it, turn by turn. */
class OpencodeStream {
  ownStop: OwnStop
  private errorMessage: string | undefined

  constructor(
    private readonly config: HarnessRequest,
    readonly run: AgentRun,
    private readonly model: string,
    private readonly room: RunRoom
  ) {}

  take(event: OpencodeEvent): void {
    switch (event.type) {
      case 'step_start':
        this.run.turns += 1
        this.run.events.push({ type: 'assistant.message', content: '', toolRequests: [] })
        return
      case 'text': {
        const turn = this.currentTurn()
        turn.content += event.part.text
        if (turn.content.trim() !== '') this.run.output = turn.content
        return
      }
      case 'tool_use':
        this.toolUse(event)
        return
      case 'error':
        // After the relay refused a call for the harness, OpenCode's error is that refusal.
        if (this.ownStop !== undefined) return
        this.errorMessage =
          event.error?.data?.message ?? event.error?.name ?? 'OpenCode: the session failed'
        return
      default:
        return
    }
  }

  private currentTurn(): Extract<AgentRun['events'][number], { type: 'assistant.message' }> {
    const last = this.run.events.at(-1)
    if (last?.type === 'assistant.message') return last
    const turn = { type: 'assistant.message' as const, content: '', toolRequests: [] as string[] }
    this.run.events.push(turn)
    return turn
  }

  /** A finished tool call: its start, and its result unless it is a trigger run's Skill call. */
  private toolUse({ part }: OpencodeToolUse): void {
    const name = neutralName(part.tool)
    const args = neutralArguments(part.state.input)
    this.currentTurn().toolRequests.push(name)
    this.run.toolCalls[name] = (this.run.toolCalls[name] ?? 0) + 1
    this.run.events.push({ type: 'tool.execution_start', toolName: name, arguments: args })
    if (name === 'Skill' && this.config.triggerRun !== undefined) {
      // OpenCode refused it ("ask" in a trigger run) and ended the session: the call is the answer.
      this.ownStop ??= 'skill_called'
      this.run.stoppedBy = 'skill_called'
      return
    }
    const { status, output, error, time } = part.state
    const ok = status === 'completed'
    if (time?.end != null) this.run.toolMs += Math.max(0, time.end - time.start)
    const called = name === 'Skill' ? (args as { name?: unknown }).name : undefined
    const skill =
      typeof called === 'string'
        ? catalogueEntryFor(this.config.catalogue, called)?.name
        : undefined
    recordToolEnd(this.run, { name, skill }, ok, (ok ? output : error) ?? '')
  }

  /**
   * Asked by the relay before each model call: why the run may make no more (and the run is
   * stopped for it), or undefined. The call in flight is never cut; the next one is refused.
   */
  gate(session: RelaySession): string | undefined {
    if (this.ownStop !== undefined) return 'the run may make no more model calls'
    const { config, room } = this
    const calls = session.answeredCalls
    const used = sessionTokens(session)
    const spent = sessionUsd(session, config.llm, this.model)
    let reason: [AgentRun['stoppedBy'], string] | undefined
    const failed = session.requests - calls
    if (failed > DEFAULT_RETRY_POLICY.maxRetries && session.lastFailedStatus !== undefined) {
      // OpenCode retries a failing API 5 times with back-offs of up to 30 s; skill-ci's policy
      // (1 + 3 attempts) ends the run sooner, as the API's failure.
      reason = [
        'error',
        `API Error: ${session.lastFailedStatus} (${failed} requests failed; OpenCode's retries stop at skill-ci's ${DEFAULT_RETRY_POLICY.maxRetries})`
      ]
    } else if (config.stop?.aborted) reason = ['aborted', stopReason(config.stop)]
    else if (config.maxTurns !== undefined && calls >= config.maxTurns)
      reason = ['max_turns', `Stopped: max_turns ${config.maxTurns} reached`]
    else if (config.maxTokens !== undefined && used > config.maxTokens)
      reason = ['max_tokens', `Stopped: max_tokens ${config.maxTokens} exceeded (${used})`]
    else if (room.maxCalls !== undefined && calls >= room.maxCalls)
      reason = ['budget', 'max-calls reached during an OpenCode run']
    else if (room.maxUsd !== undefined && spent >= room.maxUsd)
      reason = ['budget', 'max-usd reached during an OpenCode run']
    if (reason === undefined) return undefined
    this.ownStop = 'limit'
    stop(this.run, reason[0], reason[1])
    // Worded so that OpenCode does not take it for a failure worth retrying (it matches status
    // codes and words such as "rate limit" in an error's message).
    return 'the run may make no more model calls'
  }

  /** How the process's end ended the run: OpenCode's own error, or a crash. */
  applyEnd(exitCode: number | null, stderr: string): void {
    if (this.errorMessage !== undefined) {
      stop(this.run, 'error', this.errorMessage)
      return
    }
    if (exitCode !== 0) {
      const detail = stderr === '' ? '' : `: ${stderr}`
      stop(this.run, 'error', `OpenCode exited with code ${String(exitCode)}${detail}`)
    }
  }
}
