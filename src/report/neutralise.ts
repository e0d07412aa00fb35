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
const C0 = '\u0000-\u001f'
/** DEL, C1 controls, line/paragraph separators, bidi marks, embeddings, overrides, isolates. */
const INVISIBLE_BEYOND_C0 = '\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069'
const INVISIBLE = new RegExp(`[${C0}${INVISIBLE_BEYOND_C0}]`, 'g')
const INVISIBLE_IN_JSON = new RegExp(`[${INVISIBLE_BEYOND_C0}]`, 'g')

const NAMED_ESCAPES: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' }

function hex(char: string, digits: number): string {
  return (char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(digits, '0')
}

/** Every invisible or line-breaking character as a visible escape. */
export function escapeInvisible(text: string): string {
  return text.replace(INVISIBLE, (char) => {
    const named = NAMED_ESCAPES[char]
    if (named !== undefined) return named
    return char <= '\u00ff' ? `\\x${hex(char, 2)}` : `\\u${hex(char, 4)}`
  })
}

/** A workflow command at the start (`::name::`, after whitespace) or the `##[name]` form anywhere. */
const LEADING_COMMAND = /^(\s*):(?=:)/
const OLD_COMMAND = '##['

/**
 * `::` at the start of the text and `##[` anywhere broken by a backslash. Only safe on text that
 * holds no line break (see `neutralise`).
 */
export function breakWorkflowCommands(text: string): string {
  return text.replace(LEADING_COMMAND, '$1:\\').replaceAll(OLD_COMMAND, '#\\#[')
}

/**
 * A path, name or whole line for printing: one line, nothing invisible, no workflow command.
 * Text without such characters comes back unchanged.
 */
export function neutralise(text: string): string {
  return breakWorkflowCommands(escapeInvisible(text))
}

/**
 * A message of several lines (a list of bad inputs) for a workflow command's data: each line
 * neutralised, the line breaks kept. @actions/core encodes them (`%0A`), so the runner still reads
 * one command and the annotation shows real lines, not a literal `\n`.
 */
export function neutraliseLines(text: string): string {
  return text
    .split(/\r\n|\r|\n/)
    .map(neutralise)
    .join('\n')
}

/**
 * Prose (a description, a message, a reason) on one line: line breaks and whitespace runs read as
 * one space, other invisible characters as escapes. Not trimmed, so fragments such as ' at ' can
 * be joined. Workflow commands are left for the caller to break (markdown does it its own way).
 */
export function flattenProse(text: string): string {
  return escapeInvisible(text.replace(/\s+/g, ' '))
}

/** Prose for one printed line: `flattenProse`, then workflow commands broken. */
export function neutraliseProse(text: string): string {
  return breakWorkflowCommands(flattenProse(text))
}

/**
 * JSON text for a log or a terminal, with the same data once parsed: `##[` inside a string is
 * written `#\u0023[`, and the invisible characters JSON.stringify leaves raw (DEL, C1 controls,
 * separators, bidi controls) as `\uXXXX` escapes. JSON.stringify already escapes C0 controls, so
 * no line of its output starts with `::`, indented or not.
 */
export function neutraliseJson(json: string): string {
  return json
    .replace(INVISIBLE_IN_JSON, (char) => `\\u${hex(char, 4)}`)
    .replaceAll(OLD_COMMAND, '#\\u0023[')
}
