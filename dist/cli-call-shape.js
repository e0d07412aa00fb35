/** Claude Code's default output cap per call (with extended thinking inside it). */
const CLAUDE_CODE_MAX_OUTPUT_TOKENS = 32_000;
/** Claude Code's tool definitions (file tools and Skill) on every call, in characters. */
const CLAUDE_CODE_TOOL_CHARS = 14_000;
/** The call `builtin` describes, as the harness `name` makes it. */
function harnessCallShape(name, builtin) {
    if (name !== 'claude-code')
        return builtin;
    return {
        inputChars: builtin.inputChars + CLAUDE_CODE_TOOL_CHARS,
        maxOutputTokens: CLAUDE_CODE_MAX_OUTPUT_TOKENS
    };
}

export { CLAUDE_CODE_MAX_OUTPUT_TOKENS as C, harnessCallShape as h };
