// The description improver's proposal as a unified diff that `git apply` takes as it is: git's
// header, paths under `a/` and `b/` relative to the folder the patch is applied from, and three
// lines of context on each side of the replaced lines (git apply refuses a hunk without context
// unless told --unidiff-zero). The lines are the file's own, CRLF endings included, so the
// context matches the bytes on disk. Pure.

export interface LineReplacement {
  /** The file's path relative to where the patch is applied, with `/` separators. */
  path: string
  /** The file's text as it is on disk. */
  text: string
  /** 1-based lines (inclusive) that `line` replaces. */
  startLine: number
  endLine: number
  /** The new line, without its line ending. */
  line: string
}

const CONTEXT_LINES = 3
const UTF8 = new TextEncoder()

const ESCAPES: Record<string, string> = { '"': '\\"', '\\': '\\\\', '\t': '\\t', '\n': '\\n' }

/**
 * `prefix` + `path` as git writes a name in a diff: as it is, or in double quotes with C escapes
 * (octal bytes of UTF-8) when it holds a quote, a backslash, a control or a non-ASCII character.
 */
function gitName(prefix: string, path: string): string {
  const name = `${prefix}${path}`
  // eslint-disable-next-line no-control-regex
  if (!/[\u0000-\u001f"\\\u007f-\uffff]/.test(name)) return name
  let quoted = ''
  for (const ch of name) {
    const code = ch.codePointAt(0) ?? 0
    if (ESCAPES[ch] !== undefined) quoted += ESCAPES[ch]
    else if (code >= 0x20 && code < 0x7f) quoted += ch
    else for (const byte of UTF8.encode(ch)) quoted += `\\${byte.toString(8).padStart(3, '0')}`
  }
  return `"${quoted}"`
}

/** A diff line; the file's last line, when it has no line ending, marked as git marks it. */
const diffLine = (sign: string, line: string) =>
  line.endsWith('\n') ? `${sign}${line}` : `${sign}${line}\n\\ No newline at end of file\n`

/** The unified diff that replaces lines `startLine..endLine` of the file by `line`. */
export function lineReplacementPatch(r: LineReplacement): string {
  // Each line keeps its ending, so a CRLF file's context keeps its CR.
  const lines = r.text.match(/[^\n]*\n|[^\n]+$/g) ?? []
  const last = lines.length
  if (r.startLine < 1 || r.endLine < r.startLine || r.endLine > last) {
    throw new RangeError(`lines ${r.startLine}-${r.endLine} are not in ${r.path} (${last} lines)`)
  }
  const first = Math.max(1, r.startLine - CONTEXT_LINES)
  const end = Math.min(last, r.endLine + CONTEXT_LINES)
  const replaced = lines.slice(r.startLine - 1, r.endLine)
  const lastReplaced = replaced[replaced.length - 1] ?? ''
  const ending = lastReplaced.endsWith('\r\n') ? '\r\n' : lastReplaced.endsWith('\n') ? '\n' : ''
  const oldCount = end - first + 1
  return [
    `diff --git ${gitName('a/', r.path)} ${gitName('b/', r.path)}\n`,
    `--- ${gitName('a/', r.path)}\n`,
    `+++ ${gitName('b/', r.path)}\n`,
    `@@ -${first},${oldCount} +${first},${oldCount - replaced.length + 1} @@\n`,
    ...lines.slice(first - 1, r.startLine - 1).map((l) => diffLine(' ', l)),
    ...replaced.map((l) => diffLine('-', l)),
    diffLine('+', `${r.line}${ending}`),
    ...lines.slice(r.endLine, end).map((l) => diffLine(' ', l))
  ].join('')
}
