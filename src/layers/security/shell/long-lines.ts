// Lines too long to be shell. A line longer than any command a person writes or
// reviews (4,096 characters; the real skills' longest shell line is 745) is not read as shell: the
// line rules read it, as they read code in other languages, in overlapping windows. The rest goes
// to the tokenizer (shell/tokens.ts).

/** The longest line read as shell. */
export const MAX_SHELL_LINE = 4096

function hasLineOver(text: string, limit: number): boolean {
  let start = 0
  for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', start)) {
    if (end - start > limit) return true
    start = end + 1
  }
  return text.length - start > limit
}

/** The line rules read lines of up to 4,000 characters, and match over spans of at most 300. */
const WINDOW = 4000
const WINDOW_STEP = 3400

/**
 * `text` with its lines too long to read as shell blanked (line numbers kept), and those lines cut
 * in overlapping windows the line rules can read, each with its 1-based line.
 */
export function splitLongLines(text: string): {
  shell: string
  long: Array<{ line: number; text: string }>
} {
  if (!hasLineOver(text, MAX_SHELL_LINE)) return { shell: text, long: [] }
  const long: Array<{ line: number; text: string }> = []
  const lines = text.split('\n').map((line, i) => {
    if (line.length <= MAX_SHELL_LINE) return line
    for (let at = 0; at < line.length; at += WINDOW_STEP)
      long.push({ line: i + 1, text: line.slice(at, at + WINDOW) })
    return ''
  })
  return { shell: lines.join('\n'), long }
}
