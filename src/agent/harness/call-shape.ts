// What one model call of an agent run costs at most, per harness, for the estimates made before a
// run: the builtin loop's calls are the layers' own, Claude Code and OpenCode add their system
// prompts and tool definitions to every call and let the model write up to their own output caps.
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

/** OpenCode's output cap per call on Anthropic's models (the max_tokens of its requests). */
export const OPENCODE_MAX_OUTPUT_TOKENS = 32_000

/** OpenCode's system prompt (with the skill listing's frame) and tool definitions, in characters. */
const OPENCODE_PROMPT_CHARS = 24_000

/** The call `builtin` describes, as the harness `name` makes it. */
export function harnessCallShape(
  name: HarnessName | undefined,
  builtin: AgentCallShape
): AgentCallShape {
  if (name === 'opencode')
    return {
      inputChars: builtin.inputChars + OPENCODE_PROMPT_CHARS,
      maxOutputTokens: OPENCODE_MAX_OUTPUT_TOKENS
    }
  if (name !== 'claude-code') return builtin
  return {
    inputChars: builtin.inputChars + CLAUDE_CODE_TOOL_CHARS,
    maxOutputTokens: CLAUDE_CODE_MAX_OUTPUT_TOKENS
  }
}
