// Text that comes from a skill (folder names, `name`, messages that quote it, excerpts) is printed
// where more than letters are read from it. The GitHub Actions runner splits its log on `\n` and on
// a lone `\r`, then runs a line as a workflow command when it starts with `::` (after any
// whitespace) or holds the older `##[name]` form anywhere; terminals obey escape sequences; bidi
// overrides reorder what a reviewer reads. These pure functions make such text inert and keep it
// readable, with visible marks only (no invisible characters, so what is copied is what is seen):
//
// - invisible characters become escapes: `\n`, `\r`, `\t`, `\x1B` for the other C0/C1 controls
//   and DEL, `\u202E` for line/paragraph separators and bidi controls;
// - a `::` at the start (after whitespace) becomes `:\:`, and every `##[` becomes `#\#[`, which the
//   runner no longer recognises.
//
// A backslash already in the text is left as it is: the result is for reading, not for parsing back.
/** C0 controls; JSON.stringify already escapes these. */
const C0 = '\u0000-\u001f';
/** DEL, C1 controls, line/paragraph separators, bidi marks, embeddings, overrides, isolates. */
const INVISIBLE_BEYOND_C0 = '\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069';
const INVISIBLE = new RegExp(`[${C0}${INVISIBLE_BEYOND_C0}]`, 'g');
const INVISIBLE_IN_JSON = new RegExp(`[${INVISIBLE_BEYOND_C0}]`, 'g');
const NAMED_ESCAPES = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
function hex(char, digits) {
    return (char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(digits, '0');
}
/** Every invisible or line-breaking character as a visible escape. */
function escapeInvisible(text) {
    return text.replace(INVISIBLE, (char) => {
        const named = NAMED_ESCAPES[char];
        if (named !== undefined)
            return named;
        return char <= '\u00ff' ? `\\x${hex(char, 2)}` : `\\u${hex(char, 4)}`;
    });
}
/** A workflow command at the start (`::name::`, after whitespace) or the `##[name]` form anywhere. */
const LEADING_COMMAND = /^(\s*):(?=:)/;
const OLD_COMMAND = '##[';
/**
 * `::` at the start of the text and `##[` anywhere broken by a backslash. Only safe on text that
 * holds no line break (see `neutralise`).
 */
function breakWorkflowCommands(text) {
    return text.replace(LEADING_COMMAND, '$1:\\').replaceAll(OLD_COMMAND, '#\\#[');
}
/**
 * A path, name or whole line for printing: one line, nothing invisible, no workflow command.
 * Text without such characters comes back unchanged.
 */
function neutralise(text) {
    return breakWorkflowCommands(escapeInvisible(text));
}
/**
 * Prose (a description, a message, a reason) on one line: line breaks and whitespace runs read as
 * one space, other invisible characters as escapes. Not trimmed, so fragments such as ' at ' can
 * be joined. Workflow commands are left for the caller to break (markdown does it its own way).
 */
function flattenProse(text) {
    return escapeInvisible(text.replace(/\s+/g, ' '));
}
/** Prose for one printed line: `flattenProse`, then workflow commands broken. */
function neutraliseProse(text) {
    return breakWorkflowCommands(flattenProse(text));
}
/**
 * JSON text for a log or a terminal, with the same data once parsed: `##[` inside a string is
 * written `#\u0023[`, and the invisible characters JSON.stringify leaves raw (DEL, C1 controls,
 * separators, bidi controls) as `\uXXXX` escapes. JSON.stringify already escapes C0 controls, so
 * no line of its output starts with `::`, indented or not.
 */
function neutraliseJson(json) {
    return json
        .replace(INVISIBLE_IN_JSON, (char) => `\\u${hex(char, 4)}`)
        .replaceAll(OLD_COMMAND, '#\\u0023[');
}

/** A mistake in how the CLI was called (bad flag value, missing path): exit code 2. */
class UsageError extends Error {
    constructor(message) {
        super(message);
        this.name = 'UsageError';
    }
}
/**
 * A run that could not be completed although it was called right: the API failed (refused the
 * key, was down), the budget stopped it. Exit code 1, like a failed gate: 2 is for usage errors.
 */
class RunFailedError extends Error {
    constructor(message) {
        super(message);
        this.name = 'RunFailedError';
    }
}

export { RunFailedError as R, UsageError as U, neutraliseJson as a, neutraliseProse as b, breakWorkflowCommands as c, flattenProse as f, neutralise as n };
