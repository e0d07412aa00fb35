// The gemini-cli harness: Google's Gemini CLI itself, run headless (`-p` with the prompt on stdin,
// `--output-format stream-json`) in a temporary world (./gemini-cli-project.ts) whose home holds
// the catalogue in `~/.gemini/skills/`. Gemini CLI lists the skills in its system instruction and
// loads one with its `activate_skill` tool; a skill counts as loaded when the stream shows an
// activate_skill call naming it that Gemini CLI answered with success. Its calls reach the Gemini
// API through the credential relay, which reads each answer's usageMetadata: the run is booked
// from what the API billed, also for a run cut short, and checked against the run's budget.
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { startDeadline, stop, stopReason, type AgentRun } from '../loop.js'
import type { AgentProgram, AgentProgramSpec } from './agent-program.js'
import {
  startCredentialRelay,
  type CredentialRelay,
  type RelaySession,
  type RelayTarget
} from './credential-relay.js'
import { GEMINI_RELAY, parseStreamLine } from './gemini-cli-events.js'
import { geminiCliEnv, prepareProject, type GeminiCliProject } from './gemini-cli-project.js'
import { GeminiStreamState } from './gemini-cli-stream.js'
import {
  bookRelaySession,
  forgetToken,
  reserveRun,
  sessionUsd,
  type RunRoom,
  startAgentRun,
  stopUnstarted
} from './agent-run.js'
import type { AgentHarness, HarnessRequest } from './types.js'

/** Where Gemini CLI's program is: `@google/gemini-cli`, run by Node. */
export const GEMINI_CLI_PROGRAM: AgentProgramSpec = {
  harness: 'gemini-cli',
  package: '@google/gemini-cli',
  entry: async (dir) => path.join(dir, 'bundle', 'gemini.js')
}

/** The model a run asks for unless told otherwise: cheap, and Gemini CLI's own fast default. */
export const DEFAULT_GEMINI_CLI_MODEL = 'gemini-2.5-flash'

/** The largest answer a Gemini 2.5 model may write in one call (Gemini CLI sets no cap). */
export const GEMINI_MAX_OUTPUT_TOKENS = 65_536

export interface GeminiCliHarnessOptions {
  /** The program found by `findAgentProgram(GEMINI_CLI_PROGRAM)`. */
  program: AgentProgram
  /** The Gemini API Gemini CLI's calls are relayed to, with the real key (GEMINI_API_KEY). */
  api: RelayTarget
  /** The Gemini model every run uses (default DEFAULT_GEMINI_CLI_MODEL). */
  model?: string
}

export interface GeminiCliHarness extends AgentHarness {
  /** Stops the credential relay. */
  close(): Promise<void>
}

export function geminiCliHarness(options: GeminiCliHarnessOptions): GeminiCliHarness {
  let relay: Promise<CredentialRelay> | undefined
  const relayOnce = (): Promise<CredentialRelay> =>
    (relay ??= startCredentialRelay({ ...options.api, provider: GEMINI_RELAY }))
  const model = options.model ?? DEFAULT_GEMINI_CLI_MODEL
  return {
    info: { name: 'gemini-cli', version: options.program.version },
    run: (request) => runGeminiCli(options.program, relayOnce, model, request),
    close: async () => {
      if (relay) await (await relay).close()
    }
  }
}

async function runGeminiCli(
  program: AgentProgram,
  relayOnce: () => Promise<CredentialRelay>,
  model: string,
  config: HarnessRequest
): Promise<AgentRun> {
  const { run, finish, blocked } = startAgentRun('gemini-cli', config)
  if (blocked) return finish()
  const llm = config.llm
  let room: RunRoom
  try {
    room = reserveRun(llm, model, config.prompt, GEMINI_MAX_OUTPUT_TOKENS)
  } catch (e) {
    stopUnstarted(run, e)
    return finish()
  }
  let project: GeminiCliProject | undefined
  let session: RelaySession | undefined
  try {
    const maxTurns = Math.min(
      config.maxTurns ?? Number.MAX_SAFE_INTEGER,
      room.maxCalls ?? Number.MAX_SAFE_INTEGER
    )
    project = await prepareProject(
      {
        workDir: config.workDir,
        catalogue: config.catalogue,
        allowShell: config.allowShell ?? false,
        stubResult: config.triggerRun?.stubResult,
        maxTurns: maxTurns < Number.MAX_SAFE_INTEGER ? maxTurns : undefined
      },
      program.path
    )
    const relay = await relayOnce()
    session = relay.session()
    await streamRun(program, config, run, project, { url: relay.url, session }, model, room)
  } catch (e) {
    stop(run, 'error', e instanceof Error ? e.message : String(e))
  } finally {
    room.release()
    session?.end()
    await project?.dispose()
  }
  return finish()
}

/** The arguments of one headless run; the prompt goes on stdin (no length limit of argv). */
const argsFor = (program: AgentProgram, project: GeminiCliProject, model: string): string[] => [
  program.path,
  '--output-format',
  'stream-json',
  '--model',
  model,
  '--approval-mode',
  'default',
  '--admin-policy',
  project.policyFile,
  '--prompt',
  ''
]

async function streamRun(
  program: AgentProgram,
  config: HarnessRequest,
  run: AgentRun,
  project: GeminiCliProject,
  relay: { url: string; session: RelaySession },
  model: string,
  room: RunRoom
): Promise<void> {
  const deadline = startDeadline(config)
  const state = new GeminiStreamState(config, run)
  const child = spawn(process.execPath, argsFor(program, project, model), {
    cwd: project.cwd,
    env: geminiCliEnv(project, { url: relay.url, token: relay.session.token }, config.env),
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: true
  })
  let stderr = ''
  child.stderr?.setEncoding('utf8')
  child.stderr?.on('data', (s: string) => {
    stderr = (stderr + s).slice(-2000)
  })
  const exited = new Promise<number | null>((resolve) => {
    child.on('close', (code) => resolve(code))
    child.on('error', (e) => {
      stderr += String(e)
      resolve(null)
    })
  })
  // The relay refuses the session's token at once, so no call starts after the harness stopped.
  const end = (): void => {
    relay.session.end()
    killTree(child)
  }
  deadline.signal.addEventListener('abort', end, { once: true })
  child.stdin?.on('error', () => undefined)
  child.stdin?.end(config.prompt)
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream })
  lines.on('line', (line) => {
    if (state.ownStop !== undefined) return
    const event = parseStreamLine(line)
    if (event === undefined) return
    if (state.take(event)) return end()
    if (config.stop?.aborted && event.type === 'tool_use') {
      state.ownStop = 'stopped'
      stop(run, 'aborted', stopReason(config.stop))
      return end()
    }
    if (room.maxUsd !== undefined && sessionUsd(relay.session, config.llm, model) > room.maxUsd) {
      state.ownStop = 'budget'
      stop(run, 'budget', 'max-usd reached during a Gemini CLI run')
      return end()
    }
    if (state.overTokens(relay.session.usage)) end()
  })
  const code = await exited
  deadline.dispose()
  if (state.ownStop === undefined && run.error === null) {
    if (deadline.timedOut())
      stop(run, 'timeout', `Scenario timed out after ${config.timeoutMs / 1000}s`)
    else if (config.signal?.aborted) stop(run, 'aborted', 'Run cancelled')
    else state.applyResult(code, stderr)
  }
  // Requests cut off by the end of the process are counted once the relay has let them go.
  await relay.session.settled()
  bookRelaySession(config, run, relay.session, model)
  forgetToken(run, relay.session.token)
}

/** Ends Gemini CLI and whatever its shell started (it leads its own process group). */
function killTree(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null) return
  try {
    process.kill(-child.pid, 'SIGKILL')
  } catch {
    child.kill('SIGKILL')
  }
}
