// The regexes of an eval file's assertions, checked at load time with the engine the assertions
// run on (RE2: linear-time matching). Compiling is not free: RE2 expands `x{n}` into n copies, so
// `[a-z]{1000}` × 10 (110 characters) took about 0.1 s to compile, and a file can hold thousands
// of patterns. Each pattern's size is estimated from its text first, and the patterns of one file
// share a budget, so loading an eval file stays fast whatever its regexes are.
import { RE2JS } from 're2js'

/**
 * RE2 runs in time linear in the input, but its NFA steps through every instruction for each
 * character: `[a-z]{1000}` × 100 (100,002 instructions) took 104 s on a 200k-character output.
 * Real assertion patterns compile to a few dozen instructions.
 */
export const MAX_REGEX_PROGRAM_SIZE = 1000

/**
 * What the patterns of one eval file may add up to, estimated: some 30 ms of compiling, or 200
 * patterns of 100 instructions each.
 */
export const MAX_FILE_REGEX_SIZE = 20_000

// The estimate is at most about a third below the real size (empty captures repeated), and can be
// well above it (RE2 turns `a|b|c` into one class): a pattern estimated above this is refused
// uncompiled, one below is compiled and its real size checked.
const MAX_ESTIMATE = 4 * MAX_REGEX_PROGRAM_SIZE

const COUNTED_REPEAT = /^\{(\d+)(?:(,)(\d*))?\}/
const GROUP_PREFIX = /^\(\?(?:P?<[^>]*>|[a-zA-Z-]*[:)])/

/** The length of the character class that starts at `start` (`[`), up to its closing `]`. */
function classLength(pattern: string, start: number): number {
  let i = start + 1
  if (pattern[i] === '^') i++
  if (pattern[i] === ']') i++ // a `]` first in the class is a literal
  for (; i < pattern.length && pattern[i] !== ']'; i++) {
    if (pattern[i] === '\\') i++
    else if (pattern.startsWith('[:', i)) i = Math.max(i, pattern.indexOf(':]', i + 2) + 1)
  }
  return i - start + 1
}

/** The length of the escape that starts at `start` (`\`), braces of `\p{…}` and `\x{…}` included. */
function escapeLength(pattern: string, start: number): number {
  if ('pPx'.includes(pattern[start + 1] ?? '') && pattern[start + 2] === '{') {
    const close = pattern.indexOf('}', start + 3)
    return close === -1 ? pattern.length - start : close - start + 1
  }
  return 2
}

/**
 * About how many instructions `pattern` compiles to, read from its text in one pass: an atom
 * costs 1, a group what it holds, and `{n,m}` repeats what precedes it n times, plus twice for
 * each optional copy. Nothing is compiled, so a huge program costs nothing to refuse.
 */
export function regexSizeEstimate(pattern: string): number {
  const groups: number[] = [0]
  let last = 0
  const add = (cost: number) => {
    groups[groups.length - 1]! += cost
  }
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]
    let atom = 1
    if (c === '\\') i += escapeLength(pattern, i) - 1
    else if (c === '[') i += classLength(pattern, i) - 1
    else if (c === '(') {
      // `(?i)` only sets flags; `(?:`, `(?i:`, `(?P<name>` open a group like `(`
      const prefix = GROUP_PREFIX.exec(pattern.slice(i, i + 64))?.[0] ?? '('
      i += prefix.length - 1
      if (!prefix.endsWith(')')) groups.push(0)
      last = 0
      continue
    } else if (c === ')') atom = (groups.length > 1 ? (groups.pop() ?? 0) : 0) + 2
    else if (c === '|' || c === '*' || c === '+' || c === '?') {
      add(1)
      if (c === '|') last = 0
      continue
    } else if (c === '{') {
      const repeat = COUNTED_REPEAT.exec(pattern.slice(i, i + 24))
      if (repeat) {
        const min = Number(repeat[1])
        const max = repeat[2] === undefined ? min : repeat[3] === '' ? min + 1 : Number(repeat[3])
        const copies = min + 2 * Math.max(0, max - min)
        add(last * Math.max(0, copies - 1))
        last *= copies
        i += repeat[0].length - 1
        continue
      }
    }
    add(atom)
    last = atom
  }
  return groups.reduce((sum, g) => sum + g, 0)
}

/** Compiles a user regex the way assertions use it (case-insensitive); null when it is valid. */
export function regexError(pattern: string, estimate = regexSizeEstimate(pattern)): string | null {
  if (estimate > MAX_ESTIMATE) {
    return `it would compile to an estimated ${estimate} RE2 instructions (the limit is ${MAX_REGEX_PROGRAM_SIZE})`
  }
  try {
    const size = RE2JS.compile(pattern, RE2JS.CASE_INSENSITIVE).programSize()
    if (size > MAX_REGEX_PROGRAM_SIZE) {
      return `its RE2 program has ${size} instructions (the limit is ${MAX_REGEX_PROGRAM_SIZE})`
    }
    return null
  } catch (e) {
    return (e as Error).message
  }
}

export interface PatternProblem {
  /** Which of the patterns given (in order). */
  index: number
  message: string
}

/**
 * The problems of the patterns of one eval file, in order. The patterns that are compiled share
 * the file's budget; once their estimated sizes add up to more, the rest are not compiled and
 * one problem says so.
 */
export function patternProblems(patterns: readonly string[]): PatternProblem[] {
  const problems: PatternProblem[] = []
  let total = 0
  for (const [index, pattern] of patterns.entries()) {
    const estimate = regexSizeEstimate(pattern)
    if (estimate <= MAX_ESTIMATE) total += estimate
    if (total > MAX_FILE_REGEX_SIZE) {
      const message = `the patterns of this file would compile to more than ${MAX_FILE_REGEX_SIZE} RE2 instructions in all`
      problems.push({ index, message })
      break
    }
    const error = regexError(pattern, estimate)
    if (error) problems.push({ index, message: `invalid regular expression: ${error}` })
  }
  return problems
}
