import { PY_WORD_CHAR, PY_WORD_CHAR_OR_HYPHEN } from './python-word-chars.js'
import { LineBreaks } from './line-breaks.js'

// Python string semantics PluginEval relies on, so that lengths, strips, truthiness and regex
// classes give the same answers as the Python reference.

/** Python's `str.isspace()` set (called S here), as a regex character-class body. */
export const PY_SPACE_CLASS =
  '\\t\\n\\v\\f\\r\\x1c-\\x1f \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000'
/** One character of set S. */
export const S = `[${PY_SPACE_CLASS}]`
/** A Python `\w` character (Unicode letter, number or underscore); use with the `u` flag. */
export const W = PY_WORD_CHAR
/** Word boundary after a word character (Python's `\b` at the end of a word). */
export const RB = `(?!${W})`
/**
 * `literal` preceded by a word boundary (Python's `\b` before it), for fixed-length literals.
 * Written as `lit(?<!Wlit)` rather than `(?<!W)lit`: the same test, but the regex then starts
 * with a literal, which V8 scans for quickly instead of testing the lookbehind at every position.
 */
export function wordAtBoundary(literal: string, before: string = W): string {
  return `${literal}(?<!${before}${literal})`
}

/** A word character or `-` (what may not precede a cross-reference). */
export const WORD_OR_HYPHEN = PY_WORD_CHAR_OR_HYPHEN

function isPySpace(code: number): boolean {
  if (code <= 0x20)
    return code === 0x20 || (code >= 0x09 && code <= 0x0d) || (code >= 0x1c && code <= 0x1f)
  if (code < 0x85) return false
  return (
    code === 0x85 ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000
  )
}

/** Index of the first character that `str.strip()` keeps (s.length when all are stripped). */
export function pyStripStart(s: string): number {
  let i = 0
  while (i < s.length && isPySpace(s.charCodeAt(i))) i++
  return i
}

/** Python `str.strip()` (all S characters are in the BMP, so code units are safe here). */
export function pyStrip(s: string): string {
  return pyStripRange(s, 0, s.length)
}

/** `pyStrip(s.slice(from, to))`, without cutting out the unstripped part first. */
export function pyStripRange(s: string, from: number, to: number): string {
  let start = from
  while (start < to && isPySpace(s.charCodeAt(start))) start++
  let end = to
  while (end > start && isPySpace(s.charCodeAt(end - 1))) end--
  return s.slice(start, end)
}

/** Python `len()`: code points, not UTF-16 units. Input is well-formed (strictly decoded). */
export function codePointLength(s: string): number {
  let surrogates = 0
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i)
    if (c >= 0xd800 && c <= 0xdbff) surrogates++
  }
  return s.length - surrogates
}

/** Python `bool(x)` for the values a YAML 1.1 load can produce (`[]` and `{}` are false). */
export function pyTruthy(value: unknown): boolean {
  if (value === null || value === undefined) return false
  if (typeof value === 'boolean') return value
  // NaN is truthy in Python
  if (typeof value === 'number') return value !== 0
  if (typeof value === 'bigint') return value !== 0n
  if (typeof value === 'string') return value.length > 0
  if (Array.isArray(value)) return value.length > 0
  if (value instanceof Map || value instanceof Set) return value.size > 0
  if (value instanceof Uint8Array) return value.length > 0
  if (value instanceof Date) return true
  if (typeof value === 'object') return Object.keys(value).length > 0
  return true
}

/** A mapping as PyYAML builds a `dict` (not a list, set, omap, date or binary). */
export function isPlainMapping(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false
  const proto = Object.getPrototypeOf(value) as unknown
  return proto === Object.prototype || proto === null
}

/**
 * Python `str.splitlines()` boundaries after newline normalisation (no `\r` left); U+001C–U+001E
 * are line boundaries for Python.
 */
export const PY_LINE_BREAKS = new LineBreaks([
  '\n',
  '\v',
  '\f',
  '\x1c',
  '\x1d',
  '\x1e',
  '\x85',
  '\u2028',
  '\u2029'
])
