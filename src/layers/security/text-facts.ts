// What several rules need to know about one text, worked out once and only when first asked: the
// rules' keywords it holds (as hashes: a rule runs its patterns only when its keywords occur, so a
// rule that cannot match costs a set look-up), whether it holds any non-ASCII character (every
// hidden-text rule needs one) and its long runs of token characters (candidate secrets and
// encoded blobs), all three from one pass over the character codes; and its line index. The
// security scan runs on every file of every pull request; most rules never get past their
// keywords.
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
  /** The same hashes, to look a text's words up in when the text has fewer of them. */
  readonly hashSet: ReadonlySet<number>

  constructor(words: readonly string[]) {
    this.hashes = words.map(hashOf)
    this.hashSet = new Set(this.hashes)
    for (const hash of this.hashes) {
      if (bitOf(hash) === 0) {
        KEYWORD_BITS[(hash & 0xffff) >>> 5]! |= 1 << (hash & 31)
        keywordGeneration++
      }
    }
  }
}

const NO_WORDS: ReadonlySet<number> = new Set()

/** What one pass over a text's character codes finds. */
interface Scan {
  /** The hashes of its words that may be keywords. */
  words: ReadonlySet<number>
  /** The keywords known when it was made. */
  generation: number
  runs: TokenRun[]
  nonAscii: boolean
}

/** The words, the long token runs and whether any character is not ASCII, in one pass. */
function scan(text: string): Scan {
  // made on the first word that may be a keyword: most code blocks and spans hold none
  let words: Set<number> | undefined
  const runs: TokenRun[] = []
  let nonAscii = false
  const length = text.length
  // where the token run going on began, else -1 (every word character is a token character)
  let runStart = -1
  for (let i = 0; i < length;) {
    const raw = text.charCodeAt(i)
    let code = foldedWordCode(raw)
    if (code === -1) {
      if (raw < 128 && TOKEN_CHAR[raw] === 1) {
        if (runStart === -1) runStart = i
      } else {
        if (raw >= 128) nonAscii = true
        if (runStart !== -1 && i - runStart >= MIN_RUN) runs.push(tokenRun(text, runStart, i))
        runStart = -1
      }
      i++
      continue
    }
    if (runStart === -1) runStart = i
    let hash = FNV_OFFSET
    do {
      hash = Math.imul(hash ^ code, FNV_PRIME)
      code = ++i < length ? foldedWordCode(text.charCodeAt(i)) : -1
    } while (code !== -1)
    hash &= SMALL
    if (bitOf(hash) !== 0) (words ??= new Set()).add(hash)
  }
  if (runStart !== -1 && length - runStart >= MIN_RUN) runs.push(tokenRun(text, runStart, length))
  return { words: words ?? NO_WORDS, generation: keywordGeneration, runs, nonAscii }
}

export class TextFacts {
  private scanned?: Scan
  private lineIndex?: LineIndex

  constructor(readonly text: string) {}

  private get scan(): Scan {
    // A keyword defined since the text was scanned may be among the words it left out.
    if (this.scanned === undefined || this.scanned.generation !== keywordGeneration)
      this.scanned = scan(this.text)
    return this.scanned
  }

  /**
   * Some keyword occurs as a whole word, in any case. Keywords are single words of letters,
   * digits and `_`; a hash collision only makes a rule run its patterns for nothing.
   */
  mentions(keywords: Keywords): boolean {
    const { words } = this.scan
    // The smaller side is looked up in the larger: a code block holds a few words that may be
    // keywords, where the shell rules' gate has a hundred and more.
    if (words.size < keywords.hashes.length) {
      for (const hash of words) if (keywords.hashSet.has(hash)) return true
      return false
    }
    for (const hash of keywords.hashes) if (words.has(hash)) return true
    return false
  }

  get hasNonAscii(): boolean {
    return this.scan.nonAscii
  }

  /** Every run of token characters of at least MIN_RUN. */
  get tokenRuns(): TokenRun[] {
    return this.scan.runs
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
