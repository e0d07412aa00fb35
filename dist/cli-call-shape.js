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
/** The call `builtin` describes, as the harness `name` makes it. */
function harnessCallShape(name, builtin) {
    if (name === 'codex')
        return {
            inputChars: builtin.inputChars + CODEX_INSTRUCTION_CHARS,
            maxOutputTokens: CODEX_MAX_OUTPUT_TOKENS
        };
    if (name !== 'claude-code')
        return builtin;
    return {
        inputChars: builtin.inputChars + CLAUDE_CODE_TOOL_CHARS,
        maxOutputTokens: CLAUDE_CODE_MAX_OUTPUT_TOKENS
    };
}

export { CODEX_MAX_OUTPUT_TOKENS as C, CODEX_INSTRUCTION_CHARS as a, CLAUDE_CODE_MAX_OUTPUT_TOKENS as b, harnessCallShape as h };
