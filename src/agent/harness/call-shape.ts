// What one model call of an agent run costs at most, per harness, for the estimates made before a
// run: the builtin loop's calls are the layers' own; an agent's own program adds its system prompt
// and tool definitions to every call and lets the model write up to its own output cap, unless it
// takes the cap the request sends (OpenCode does).
import type { HarnessName } from '../../model/index.js'

export interface AgentCallShape {
  /** Input characters per call. */
  inputChars: number
  /** max_tokens per call. */
  maxOutputTokens: number
  /**
   * The layer sends `maxOutputTokens` with its requests (a trigger run's 512), so a harness that
   * takes the request's cap is priced at it rather than at its own.
   */
  capSent?: boolean
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

/** OpenCode's output cap per call on Anthropic's models (the max_tokens of its requests). */
export const OPENCODE_MAX_OUTPUT_TOKENS = 32_000

/** OpenCode's system prompt (with the skill listing's frame) and tool definitions, in characters. */
const OPENCODE_PROMPT_CHARS = 24_000

/** Gemini CLI's system instruction and tool declarations on every call, in characters (measured: 0.61). */
const GEMINI_CLI_INSTRUCTION_CHARS = 20_000

/** Gemini CLI's output cap per call (the Gemini 2.5 models' own; thinking counts as output). */
const GEMINI_CLI_MAX_OUTPUT_TOKENS = 65_536

/**
 * Each harness's call pattern: the call the builtin loop would make, as that harness makes it.
 * Every harness name needs its entry (the type says so), so a new harness is priced by its own.
 */
const CALL_SHAPES: Readonly<Record<HarnessName, (builtin: AgentCallShape) => AgentCallShape>> = {
  builtin: ({ inputChars, maxOutputTokens }) => ({ inputChars, maxOutputTokens }),
  'claude-code': (builtin) => ({
    inputChars: builtin.inputChars + CLAUDE_CODE_TOOL_CHARS,
    maxOutputTokens: CLAUDE_CODE_MAX_OUTPUT_TOKENS
  }),
  codex: (builtin) => ({
    inputChars: builtin.inputChars + CODEX_INSTRUCTION_CHARS,
    maxOutputTokens: CODEX_MAX_OUTPUT_TOKENS
  }),
  'gemini-cli': (builtin) => ({
    inputChars: builtin.inputChars + GEMINI_CLI_INSTRUCTION_CHARS,
    maxOutputTokens: GEMINI_CLI_MAX_OUTPUT_TOKENS
  }),
  opencode: (builtin) => ({
    inputChars: builtin.inputChars + OPENCODE_PROMPT_CHARS,
    maxOutputTokens: builtin.capSent === true ? builtin.maxOutputTokens : OPENCODE_MAX_OUTPUT_TOKENS
  })
}

/** The call `builtin` describes, as the harness `name` makes it. */
export function harnessCallShape(
  name: HarnessName | undefined,
  builtin: AgentCallShape
): AgentCallShape {
  return CALL_SHAPES[name ?? 'builtin'](builtin)
}
