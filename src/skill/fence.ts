// Where a fenced code block opens and ends: one test for every reader of markdown fences (the
// link extraction and the security scan), so they cannot disagree on which lines are code.

// Sticky at the line's start: white space and `>`, then three or more backticks or tildes. Tested
// rather than executed: a long text opens many blocks, and no match object is made for each.
const OPENING_MARKER = /[\s>]*(?:`{3,}|~{3,})/y

/**
 * Where the marker that opens a fence at the start of `line` ends (white space and `>` before
 * it), or -1 when the line starts with none. The marker takes every backtick or tilde of its run.
 */
export function openingMarkerEnd(line: string): number {
  OPENING_MARKER.lastIndex = 0
  return OPENING_MARKER.test(line) ? OPENING_MARKER.lastIndex : -1
}

/** The marker ending at `end` (from openingMarkerEnd): nothing before it is a backtick or tilde. */
export function markerEndingAt(line: string, end: number): string {
  const char = line.charCodeAt(end - 1)
  let start = end - 3
  while (start > 0 && line.charCodeAt(start - 1) === char) start--
  return line.slice(start, end)
}

// After the marker (sticky, tested there): white space, then the info string's first word.
const SPACES_AT = /\s*/y
const INFO_WORD_AT = /[^\s`{]*/y

/** The first word of the info string after the marker ending at `markerEnd` ('' when none). */
export function infoWordAfter(line: string, markerEnd: number): string {
  SPACES_AT.lastIndex = markerEnd
  SPACES_AT.test(line)
  const start = SPACES_AT.lastIndex
  INFO_WORD_AT.lastIndex = start
  INFO_WORD_AT.test(line)
  return line.slice(start, INFO_WORD_AT.lastIndex)
}

/**
 * The line closes a block opened with `marker` (three or more backticks or tildes): after any white
 * space and `>`, a run of the marker's character at least as long, then only white space.
 */
export function closesFence(line: string, marker: string): boolean {
  // The usual closing line, and the many lines of a block that do not hold the marker, are known
  // without a trimmed copy of the line.
  if (line === marker) return true
  if (!line.includes(marker)) return false
  const trimmed = line.replace(/^[\s>]*/, '').trimEnd()
  if (trimmed.length < marker.length) return false
  for (let i = 0; i < trimmed.length; i++) if (trimmed[i] !== marker[0]) return false
  return true
}
