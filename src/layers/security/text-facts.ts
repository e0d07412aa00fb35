// What several rules need to know about one text, worked out once and only when first asked: the
// rules' keywords it holds (as hashes, from one pass over the character codes: a rule runs its
// patterns only when its keywords occur, so a rule that cannot match costs a set look-up),
// whether it holds any non-ASCII character (every hidden-text rule needs one), its long runs of
// token characters (candidate secrets and encoded blobs) and its line index. The security scan
// runs on every file of every pull request; most rules never get past their keywords.
import { LineIndex } from '../../skill/line-index.js'

export interface TokenRun {
  start: number
  end: number
  hasDigit: boolean
  hasLetter: boolean
  hasUpper: boolean
}

/** Runs at least this long are kept (secrets are at least 20 characters). */
export const MIN_RUN = 20

// Characters of base64 (both alphabets), hex and most token formats.
const TOKEN_CHAR = new Uint8Array(128)
for (const c of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=_-.') {
  TOKEN_CHAR[c.charCodeAt(0)] = 1
}

const isTokenChar = (code: number) => code < 128 && TOKEN_CHAR[code] === 1

/**
 * Every run of token characters of at least MIN_RUN. Such a run covers one of every MIN_RUN
 * consecutive offsets, so only those are looked at; a run is measured only around an offset that
 * holds a token character (in prose, around the word there), and most characters are never read.
 */
function tokenRuns(text: string): TokenRun[] {
  const runs: TokenRun[] = []
  let floor = 0
  for (let at = MIN_RUN - 1; at < text.length;) {
    if (!isTokenChar(text.charCodeAt(at))) {
      at += MIN_RUN
      continue
    }
    let start = at
    while (start > floor && isTokenChar(text.charCodeAt(start - 1))) start--
    let end = at + 1
    while (end < text.length && isTokenChar(text.charCodeAt(end))) end++
    if (end - start >= MIN_RUN) runs.push(tokenRun(text, start, end))
    // The next offset looked at lies beyond this run (the character at `end` ends it).
    floor = end
    at = end + MIN_RUN - ((end + 1) % MIN_RUN)
  }
  return runs
}

function tokenRun(text: string, start: number, end: number): TokenRun {
  let digit = false
  let letter = false
  let upper = false
  for (let i = start; i < end; i++) {
    const code = text.charCodeAt(i)
    if (code >= 48 && code <= 57) digit = true
    else if (code >= 65 && code <= 90) letter = upper = true
    else if (code >= 97 && code <= 122) letter = true
  }
  return { start, end, hasDigit: digit, hasLetter: letter, hasUpper: upper }
}

// The hash is kept a 32-bit integer (`| 0`), which the engine holds unboxed; only its low 30 bits
// are used.
const FNV_OFFSET = 0x811c9dc5 | 0
const FNV_PRIME = 0x01000193

/** ASCII letters (folded to lower case), digits and `_` make words: each one's code, else -1. */
const WORD_CODE = new Int16Array(128).fill(-1)
for (const c of 'abcdefghijklmnopqrstuvwxyz0123456789_')
  WORD_CODE[c.charCodeAt(0)] = c.charCodeAt(0)
for (const c of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') WORD_CODE[c.charCodeAt(0)] = c.charCodeAt(0) + 32

const foldedWordCode = (code: number): number => (code < 128 ? WORD_CODE[code]! : -1)

// Hashes are cut to 30 bits: a number that small is stored in the set as is, where a larger one
// would be a fresh heap object for every word of the text.
const SMALL = 0x3fffffff

/** FNV-1a of a word's folded codes, cut to 30 bits (the same hash the text's words get). */
function hashOf(word: string): number {
  let hash = FNV_OFFSET
  for (let i = 0; i < word.length; i++)
    hash = Math.imul(hash ^ foldedWordCode(word.charCodeAt(i)), FNV_PRIME)
  return hash & SMALL
}

// A text keeps only the hashes of its words that may be keywords: a bit per low 16 bits of every
// keyword's hash says which. A word whose bit is clear is no keyword, and checking the bit costs
// far less than adding every word of the text to a set.
const KEYWORD_BITS = new Int32Array(1 << 11)
const bitOf = (hash: number) => KEYWORD_BITS[(hash & 0xffff) >>> 5]! & (1 << (hash & 31))
// Grows with each new keyword: a text's words kept before then are worked out again.
let keywordGeneration = 0

/** Keywords a rule gates on, hashed once when the rule is defined. */
export class Keywords {
  readonly hashes: readonly number[]

  constructor(words: readonly string[]) {
    this.hashes = words.map(hashOf)
    for (const hash of this.hashes) {
      if (bitOf(hash) === 0) {
        KEYWORD_BITS[(hash & 0xffff) >>> 5]! |= 1 << (hash & 31)
        keywordGeneration++
      }
    }
  }
}

/** The hashes of the text's words that may be keywords, in one pass over the character codes. */
function keywordHashes(text: string): Set<number> {
  const hashes = new Set<number>()
  const length = text.length
  for (let i = 0; i < length;) {
    let code = foldedWordCode(text.charCodeAt(i++))
    if (code === -1) continue
    let hash = FNV_OFFSET
    while (code !== -1) {
      hash = Math.imul(hash ^ code, FNV_PRIME)
      code = i < length ? foldedWordCode(text.charCodeAt(i++)) : -1
    }
    hash &= SMALL
    if (bitOf(hash) !== 0) hashes.add(hash)
  }
  return hashes
}

export class TextFacts {
  private words?: Set<number>
  private wordsGeneration = -1
  private lineIndex?: LineIndex
  private runs?: TokenRun[]
  private nonAscii?: boolean

  constructor(readonly text: string) {}

  /**
   * Some keyword occurs as a whole word, in any case. Keywords are single words of letters,
   * digits and `_`; a hash collision only makes a rule run its patterns for nothing.
   */
  mentions(keywords: Keywords): boolean {
    if (this.wordsGeneration !== keywordGeneration) {
      this.words = keywordHashes(this.text)
      this.wordsGeneration = keywordGeneration
    }
    const words = this.words!
    for (const hash of keywords.hashes) if (words.has(hash)) return true
    return false
  }

  get hasNonAscii(): boolean {
    // eslint-disable-next-line no-control-regex -- the ASCII range is the point
    this.nonAscii ??= /[^\u0000-\u007f]/.test(this.text)
    return this.nonAscii
  }

  get tokenRuns(): TokenRun[] {
    this.runs ??= tokenRuns(this.text)
    return this.runs
  }

  lineAt(offset: number): number {
    this.lineIndex ??= new LineIndex(this.text)
    return this.lineIndex.lineAt(offset)
  }

  /** The text of the line holding `offset`. */
  lineText(offset: number): string {
    const start = this.text.lastIndexOf('\n', offset - 1) + 1
    const end = this.text.indexOf('\n', offset)
    return this.text.slice(start, end === -1 ? this.text.length : end)
  }
}
