// A regex tried from one offset of a text, for scanners that find a cheap literal first and try
// the full pattern only where it occurs. Through lastIndex: a sticky pattern (flag y) must match
// right there, a global one (flag g) anywhere from there on.

/** Whether `pattern` (sticky or global) matches `text` from offset `at`. */
export function testFrom(pattern: RegExp, text: string, at: number): boolean {
  pattern.lastIndex = at
  return pattern.test(text)
}
