// The codex harness: OpenAI's Codex CLI itself (`codex exec --json`, its native binary) runs the
// prompt in a temporary project whose private CODEX_HOME holds the catalogue as user skills
// (./codex-project.ts). Codex lists the skills to the model (name, description, SKILL.md path) and
// has no skill tool: the model loads a skill by reading its SKILL.md with the shell. A skill counts
// as loaded when the event stream shows a shell command naming that skill's SKILL.md which Codex
// ran without an error; a trigger run ends at the first such command, before Codex's next model
// call (so it costs what a builtin trigger run costs), or when its K turns (max_turns) are used.
// Codex's calls reach the API through the credential relay, which reads each call's usage from the
// answer; the run is booked from that in the run's ledger, at OpenAI's list prices.
import { spawn, type ChildProcess } from 'node:child_process'
import { realpath, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { startDeadline, stop, stopReason, type AgentRun } from '../loop.js'
import type { CatalogueEntry } from '../tools.js'
import type { AgentProgram } from './agent-program.js'
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
import { CODEX_INSTRUCTION_CHARS, CODEX_MAX_OUTPUT_TOKENS } from './call-shape.js'
import { isCommand, parseCodexEvent, type CodexCommand, type CodexEvent } from './codex-events.js'
import {
  codexArgs,
  codexConfig,
  codexEnv,
  plantedSkills,
  prepareCodexProject,
  type CodexProject
} from './codex-project.js'
import {
  startCredentialRelay,
  type CredentialRelay,
  type RelaySession
} from './credential-relay.js'
import { OPENAI_RELAY } from './openai-relay.js'
import type { AgentHarness, HarnessRequest } from './types.js'

/** A small, cheap model of OpenAI's that Codex runs well: the default, e.g. for trigger runs. */
export const CODEX_DEFAULT_MODEL = 'gpt-5-mini'

export interface CodexHarnessOptions {
  /** The Codex CLI's native binary (findAgentProgram(CODEX_PROGRAM)). */
  program: AgentProgram
  /**
   * OpenAI's API, which Codex's calls are relayed to with the real key: `baseURL` its root (a
   * trailing `/v1` is dropped; default https://api.openai.com).
   */
  api: { apiKey: string; baseURL?: string }
  /** The OpenAI model Codex runs (default CODEX_DEFAULT_MODEL); the request's model is Anthropic's. */
  model?: string
}

export interface CodexHarness extends AgentHarness {
  /** Stops the credential relay. */
  close(): Promise<void>
}

export function codexHarness(options: CodexHarnessOptions): CodexHarness {
  let relay: Promise<CredentialRelay> | undefined
  const baseURL = options.api.baseURL?.replace(/\/+$/, '').replace(/\/v1$/, '')
  const relayOnce = (): Promise<CredentialRelay> =>
    (relay ??= startCredentialRelay({
      apiKey: options.api.apiKey,
      baseURL,
      provider: OPENAI_RELAY
    }))
  const model = options.model ?? CODEX_DEFAULT_MODEL
  return {
    info: { name: 'codex', version: options.program.version },
    run: (request) => runCodex(options.program, model, relayOnce, request),
    close: async () => {
      if (relay) await (await relay).close()
    }
  }
}

async function runCodex(
  program: AgentProgram,
  model: string,
  relayOnce: () => Promise<CredentialRelay>,
  config: HarnessRequest
): Promise<AgentRun> {
  const { run, finish, blocked } = startAgentRun('codex', config)
  if (blocked) return finish()
  const llm = config.llm
  let room: RunRoom
  try {
    room = reserveRun(llm, model, config.prompt, CODEX_MAX_OUTPUT_TOKENS, CODEX_INSTRUCTION_CHARS)
  } catch (e) {
    stopUnstarted(run, e)
    return finish()
  }
  let project: CodexProject | undefined
  let session: RelaySession | undefined
  try {
    project = await prepareCodexProject(config.workDir, config.catalogue)
    const relay = await relayOnce()
    session = relay.session()
    // The sandbox re-executes Codex's binary: its real folder must be readable to commands.
    const programDir = path.dirname(path.dirname(await realpath(program.path)))
    await writeFile(
      path.join(project.codexHome, 'config.toml'),
      codexConfig({
        project,
        model,
        relayUrl: relay.url,
        programDir,
        writable: config.triggerRun === undefined,
        planted: await plantedSkills(project.cwd)
      })
    )
    const child = spawn(program.path, codexArgs(project), {
      cwd: project.cwd,
      env: codexEnv(project, session.token, programDir, config.env),
      stdio: ['pipe', 'pipe', 'pipe'],
      detached: true
    })
    await followRun(child, config, run, new CodexState(config, run, project, session, room, model))
    // Requests cut off by the end of the process are counted once the relay has let them go.
    await session.settled()
    bookRelaySession(config, run, session, model)
    run.turns = session.answeredCalls
  } catch (e) {
    stop(run, 'error', e instanceof Error ? e.message : String(e))
  } finally {
    room.release()
    await project?.dispose()
    session?.end()
  }
  if (session) forgetToken(run, session.token)
  return finish()
}

/** Kills Codex and everything it started (its sandboxed commands). */
function kill(child: ChildProcess): void {
  try {
    if (child.pid) process.kill(-child.pid, 'SIGKILL')
  } catch {
    // Already gone.
  }
}

/** Runs Codex to its end, or until the state or the deadline ends it. */
async function followRun(
  child: ChildProcess,
  config: HarnessRequest,
  run: AgentRun,
  state: CodexState
): Promise<void> {
  const deadline = startDeadline(config)
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-2000)
  })
  const exited = new Promise<number | null>((resolve) => {
    child.on('close', (code) => resolve(code))
    child.on('error', (e) => {
      stderr += String(e)
      resolve(null)
    })
  })
  child.stdin?.end(config.prompt)
  const onDeadline = (): void => kill(child)
  deadline.signal.addEventListener('abort', onDeadline, { once: true })
  try {
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream })
    for await (const line of lines) {
      const event = parseCodexEvent(line)
      if (event === undefined || state.ownStop !== undefined) continue
      if (await state.take(event)) {
        kill(child)
        break
      }
    }
    const code = await exited
    if (state.ownStop !== undefined || run.error !== null) return
    if (deadline.timedOut())
      stop(run, 'timeout', `Scenario timed out after ${config.timeoutMs / 1000}s`)
    else if (config.signal?.aborted) stop(run, 'aborted', 'Run cancelled')
    else if (!state.ended)
      stop(
        run,
        'error',
        `Codex exited (code ${code}) without ending its turn: ${stderr.trim()}`.trim()
      )
  } finally {
    deadline.signal.removeEventListener('abort', onDeadline)
    deadline.dispose()
    kill(child)
  }
}

/** A shell command names a catalogue skill's SKILL.md when it holds `<folder>/SKILL.md`. */
function skillRead(
  command: string,
  folders: ReadonlyMap<CatalogueEntry, string>
): CatalogueEntry | undefined {
  let first: [number, CatalogueEntry] | undefined
  for (const [entry, folder] of folders) {
    const escaped = folder.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    const at = new RegExp(`(?:^|[\\s'"/=])${escaped}/SKILL\\.md`).exec(command)?.index
    if (at !== undefined && (first === undefined || at < first[0])) first = [at, entry]
  }
  return first?.[1]
}

type OwnStop = 'skill_called' | 'max_turns' | 'max_tokens' | 'budget' | 'stopped'

/** The run as Codex's events tell it. */
class CodexState {
  ownStop: OwnStop | undefined
  ended = false
  private readonly open = new Map<string, { name: string; skill?: string; at: number }>()

  constructor(
    private readonly config: HarnessRequest,
    private readonly run: AgentRun,
    private readonly project: CodexProject,
    private readonly session: RelaySession,
    private readonly room: RunRoom,
    private readonly model: string
  ) {}

  /** Reads one event; true when the harness ends the run here (Codex is then killed). */
  async take(event: CodexEvent): Promise<boolean> {
    if (event.type === 'turn.completed') this.ended = true
    else if (event.type === 'turn.failed') {
      this.ended = true
      stop(this.run, 'error', `Codex: ${event.error.message}`)
    } else if (event.type === 'item.started' && isCommand(event.item))
      return this.commandStarted(event.item)
    else if (event.type === 'item.completed' && isCommand(event.item))
      this.commandCompleted(event.item)
    else if (
      event.type === 'item.completed' &&
      event.item.type === 'agent_message' &&
      'text' in event.item
    ) {
      this.run.events.push({
        type: 'assistant.message',
        content: event.item.text,
        toolRequests: []
      })
      if (event.item.text.trim() !== '') this.run.output = event.item.text
    }
    return false
  }

  /**
   * A command Codex starts. It is recorded (a read of a catalogue SKILL.md as a Skill call, any
   * other as bash); then, before Codex can make another model call, the run ends here if it is a
   * trigger run's activation, or if a limit says the next call must not be made.
   */
  private async commandStarted(item: CodexCommand): Promise<boolean> {
    const entry = skillRead(item.command, this.project.folders)
    const name = entry ? 'Skill' : 'bash'
    const args = entry ? { name: entry.name, command: item.command } : { command: item.command }
    this.run.toolCalls[name] = (this.run.toolCalls[name] ?? 0) + 1
    this.run.events.push({ type: 'tool.execution_start', toolName: name, arguments: args })
    this.open.set(item.id, { name, skill: entry?.name, at: performance.now() })
    const why = this.stopBefore(entry !== undefined)
    if (why === undefined) return false
    this.ownStop = why[0]
    if (why[0] === 'skill_called') this.run.stoppedBy = 'skill_called'
    else stop(this.run, why[0] === 'stopped' ? 'aborted' : why[0], why[1])
    // No new model call gets through; the one in flight, if any, ends and is booked.
    const settled = this.session.settled()
    this.session.end()
    await settled
    return true
  }

  private stopBefore(activation: boolean): [OwnStop, string] | undefined {
    const { config, session, room } = this
    if (config.stop?.aborted) return ['stopped', stopReason(config.stop)]
    if (activation && config.triggerRun !== undefined) return ['skill_called', '']
    const calls = session.answeredCalls
    if (config.maxTurns !== undefined && calls >= config.maxTurns)
      return ['max_turns', `Stopped: max_turns ${config.maxTurns} reached`]
    const tokens = sessionTokens(session)
    if (config.maxTokens !== undefined && tokens > config.maxTokens)
      return ['max_tokens', `Stopped: max_tokens ${config.maxTokens} exceeded (${tokens})`]
    if (room.maxCalls !== undefined && calls >= room.maxCalls)
      return ['budget', `max-calls reached during a Codex run (${calls} calls)`]
    if (room.maxUsd !== undefined && sessionUsd(session, config.llm, this.model) >= room.maxUsd)
      return ['budget', 'max-usd reached during a Codex run']
    return undefined
  }

  private commandCompleted(item: CodexCommand): void {
    const call = this.open.get(item.id)
    if (!call) return
    this.open.delete(item.id)
    this.run.toolMs += performance.now() - call.at
    const ok = item.status === 'completed' && item.exit_code === 0
    recordToolEnd(this.run, call, ok, item.aggregated_output ?? '')
  }
}
