// Untrusted text (skill names, descriptions, finding messages) is flattened to one plain line
// before any renderer sees it: line breaks could end a table row, start a block or a workflow
// command in a CI log, control and bidi-override characters can hide what a reviewer reads, and
// `@name` would notify a stranger. The rules themselves live in neutralise.ts.
import { neutralise, neutraliseProse } from './neutralise.js'

const ZERO_WIDTH_SPACE = '\u200b'

/**
 * One printable line: whitespace runs collapsed to one space (not trimmed: callers join fragments
 * such as ' at '), other invisible characters escaped visibly, workflow commands broken, at most
 * `maxChars` code points. For terminals and logs, where a mention means nothing.
 */
export function printableLine(text: string, maxChars = 500): string {
  // Cutting a suffix cannot create a command, so the cap applies to the neutralised text.
  return truncateChars(neutraliseProse(text), maxChars)
}

/**
 * A path or name for one printed line: every character kept and visible (a newline shows as
 * `\n`), workflow commands broken, at most `maxChars` code points.
 */
export function printableName(text: string, maxChars = 200): string {
  return truncateChars(neutralise(text), maxChars)
}

/**
 * `printableLine` with mentions defused, for plain-text reports GitHub may render (JUnit, SARIF):
 * a zero-width space after `@` is no longer a GitHub mention. Markdown escapes mentions with
 * HTML entities instead (mdast.ts), which render as the same characters.
 */
export function oneLine(text: string, maxChars = 500): string {
  const defused = neutraliseProse(text).replace(/@(?=[\p{L}\p{N}_-])/gu, `@${ZERO_WIDTH_SPACE}`)
  return truncateChars(defused, maxChars)
}

/** Cut to at most `maxChars` code points (never inside a surrogate pair), marking the cut. */
export function truncateChars(text: string, maxChars: number): string {
  const points = Array.from(text)
  if (points.length <= maxChars) return text
  return points.slice(0, Math.max(0, maxChars - 1)).join('') + '…'
}

const encoder = new TextEncoder()

export function utf8Length(text: string): number {
  return encoder.encode(text).length
}

/** Cut to at most `maxBytes` UTF-8 bytes on a code-point boundary, marking the cut. */
export function truncateUtf8(text: string, maxBytes: number): string {
  if (utf8Length(text) <= maxBytes) return text
  const ellipsis = '…'
  let budget = maxBytes - utf8Length(ellipsis)
  let out = ''
  for (const point of text) {
    const size = utf8Length(point)
    if (size > budget) break
    budget -= size
    out += point
  }
  return out + ellipsis
}

/** `path:line` for display and for the `(path:line:col)` hints JUnit consumers look for. */
export function formatLocation(file: string, line?: number): string {
  return line === undefined ? file : `${file}:${line}`
}

/** Repo-relative POSIX path of a file given relative to the scanned root. */
export function repoPath(file: string, pathPrefix?: string): string {
  const parts = [...(pathPrefix ?? '').split('/'), ...file.split('/')].filter(
    (part) => part !== '' && part !== '.'
  )
  return parts.length === 0 ? '.' : parts.join('/')
}

/** Composite points with one decimal, e.g. 82.5. */
export function formatScore(score: number): string {
  return score.toFixed(1)
}

/** Signed delta with one decimal and a real minus sign, e.g. +3.2, −1.0, ±0.0. */
export function formatDelta(delta: number): string {
  const rounded = Math.round(delta * 10) / 10
  if (rounded === 0) return '±0.0'
  return rounded > 0 ? `+${rounded.toFixed(1)}` : `−${Math.abs(rounded).toFixed(1)}`
}
