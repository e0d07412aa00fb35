// The Claude Agent SDK options of one Claude Code run: its temporary project, the tools the
// scenario allows, the limits the run's budget leaves, and the hooks that end a run told to stop
// (or a trigger run at its Skill call) before Claude Code makes another model call.
import type { HarnessRequest } from './types.js'
import { stopReason } from '../loop.js'
import { claudeCodeEnv, type ClaudeCodeProject } from './claude-code-project.js'
import type { RelaySession } from './credential-relay.js'

const FILE_TOOLS = ['Read', 'Write', 'Edit', 'Glob', 'Grep'] as const

/** What the budget leaves a run: its spend in USD and its calls (absent: no limit). */
export interface RunRoom {
  maxUsd: number | undefined
  maxCalls: number | undefined
}

/** The relay as one run sees it: its address and the run's own session. */
export interface RunRelay {
  url: string
  session: RelaySession
}

/** The SDK options of one run: the project, the tools the scenario allows, the limits. */
export function queryOptions(
  config: HarnessRequest,
  project: ClaudeCodeProject,
  relay: RunRelay,
  model: string,
  room: RunRoom,
  abortController: AbortController,
  stderr: (s: string) => void,
  onStop: () => void
): Record<string, unknown> {
  const allowShell = config.allowShell ?? false
  const trigger = config.triggerRun !== undefined
  const names = config.catalogue.map((e) => e.name)
  const maxTurns = Math.min(
    config.maxTurns ?? Number.MAX_SAFE_INTEGER,
    room.maxCalls ?? Number.MAX_SAFE_INTEGER
  )
  return {
    cwd: project.cwd,
    projectConfigRoot: project.configRoot,
    additionalDirectories: [project.skillsDir],
    env: claudeCodeEnv(project, { url: relay.url, token: relay.session.token }, config.env),
    settingSources: ['project'],
    tools: [...FILE_TOOLS, ...(names.length > 0 ? ['Skill'] : []), ...(allowShell ? ['Bash'] : [])],
    ...(names.length > 0 ? { skills: names } : {}),
    // Edits inside the work dir are accepted and everything else is refused on the spot: no
    // permission question ever waits for a person. A trigger run pre-approves nothing: its hooks
    // answer every tool.
    permissionMode: trigger ? 'dontAsk' : 'acceptEdits',
    allowedTools: allowShell && !trigger ? ['Bash'] : [],
    hooks: runHooks(config, onStop),
    ...(maxTurns < Number.MAX_SAFE_INTEGER ? { maxTurns } : {}),
    ...(room.maxUsd === undefined ? {} : { maxBudgetUsd: room.maxUsd }),
    persistSession: false,
    // The raw stream events carry each turn's final usage, also of a turn the harness cuts short.
    includePartialMessages: true,
    model,
    abortController,
    stderr
  }
}

/**
 * The hooks of a run. A run told to stop (`config.stop`) ends at the next tool call, before it
 * runs or right after, so Claude Code makes no model call after the one in flight. A trigger run
 * asks only which skill the agent loads: Claude Code stops before the Skill call runs (no further
 * model call), and every other tool is answered with the stub, unrun.
 */
function runHooks(config: HarnessRequest, onStop: () => void) {
  const stopping = (): Record<string, unknown> | undefined => {
    if (!config.stop?.aborted) return undefined
    onStop()
    return { continue: false, stopReason: stopReason(config.stop) }
  }
  const stubResult = config.triggerRun?.stubResult
  const preToolUse = async (input: { tool_name?: unknown }) => {
    const stopped = stopping()
    if (stopped !== undefined || stubResult === undefined) return stopped ?? {}
    return input.tool_name === 'Skill'
      ? { continue: false, stopReason: 'a trigger run ends at its Skill call' }
      : {
          hookSpecificOutput: {
            hookEventName: 'PreToolUse',
            permissionDecision: 'deny',
            permissionDecisionReason: stubResult
          }
        }
  }
  const postToolUse = async () => stopping() ?? {}
  return {
    PreToolUse: [{ hooks: [preToolUse] }],
    PostToolUse: [{ hooks: [postToolUse] }]
  }
}
