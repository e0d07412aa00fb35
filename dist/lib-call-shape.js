/** Claude Code's default output cap per call (with extended thinking inside it). */
const CLAUDE_CODE_MAX_OUTPUT_TOKENS = 32_000;
/** Claude Code's tool definitions (file tools and Skill) on every call, in characters. */
const CLAUDE_CODE_TOOL_CHARS = 14_000;
/**
 * Codex's output per call is not capped by the request; this is the estimate's worst case (the
 * reasoning models' own cap is higher, and rarely approached by an agent turn).
 */
const CODEX_MAX_OUTPUT_TOKENS = 32_000;
/** Codex's instructions, skill list and tool definitions on every call, in characters (measured: 0.171). */
const CODEX_INSTRUCTION_CHARS = 40_000;
/** OpenCode's output cap per call on Anthropic's models (the max_tokens of its requests). */
const OPENCODE_MAX_OUTPUT_TOKENS = 32_000;
/** OpenCode's system prompt (with the skill listing's frame) and tool definitions, in characters. */
const OPENCODE_PROMPT_CHARS = 24_000;
/** Gemini CLI's system instruction and tool declarations on every call, in characters (measured: 0.61). */
const GEMINI_CLI_INSTRUCTION_CHARS = 20_000;
/** Gemini CLI's output cap per call (the Gemini 2.5 models' own; thinking counts as output). */
const GEMINI_CLI_MAX_OUTPUT_TOKENS = 65_536;
/**
 * Each harness's call pattern: the call the builtin loop would make, as that harness makes it.
 * Every harness name needs its entry (the type says so), so a new harness is priced by its own.
 */
const CALL_SHAPES = {
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
};
/** The call `builtin` describes, as the harness `name` makes it. */
function harnessCallShape(name, builtin) {
    return CALL_SHAPES[name ?? 'builtin'](builtin);
}

export { CODEX_MAX_OUTPUT_TOKENS as C, OPENCODE_MAX_OUTPUT_TOKENS as O, CODEX_INSTRUCTION_CHARS as a, CLAUDE_CODE_MAX_OUTPUT_TOKENS as b, harnessCallShape as h };
