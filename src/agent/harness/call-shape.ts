// What one model call of an agent run costs at most, per harness, for the estimates made before a
// run: the builtin loop's calls are the layers' own, Claude Code adds its tool definitions to
// every call and lets the model write up to its own output cap.
import type { HarnessName } from '../../model/index.js'

export interface AgentCallShape {
  /** Input characters per call. */
  inputChars: number
  /** max_tokens per call. */
  maxOutputTokens: number
}

/** Claude Code's default output cap per call (with extended thinking inside it). */
export const CLAUDE_CODE_MAX_OUTPUT_TOKENS = 32_000

/** Claude Code's tool definitions (file tools and Skill) on every call, in characters. */
const CLAUDE_CODE_TOOL_CHARS = 14_000

/**
 * Codex's output per call is not capped by the request; this is the estimate's worst case (the
 * reasoning models' own cap is higher, and rarely approached by an agent turn).
 */
export const CODEX_MAX_OUTPUT_TOKENS = 32_000

/** Codex's instructions, skill list and tool definitions on every call, in characters (measured: 0.171). */
export const CODEX_INSTRUCTION_CHARS = 40_000

/** The call `builtin` describes, as the harness `name` makes it. */
export function harnessCallShape(
  name: HarnessName | undefined,
  builtin: AgentCallShape
): AgentCallShape {
  if (name === 'codex')
    return {
      inputChars: builtin.inputChars + CODEX_INSTRUCTION_CHARS,
      maxOutputTokens: CODEX_MAX_OUTPUT_TOKENS
    }
  if (name !== 'claude-code') return builtin
  return {
    inputChars: builtin.inputChars + CLAUDE_CODE_TOOL_CHARS,
    maxOutputTokens: CLAUDE_CODE_MAX_OUTPUT_TOKENS
  }
}
