// Where a fenced code block ends: one test for every reader of markdown fences (the link
// extraction and the security scan), so they cannot disagree on which lines are code.

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
