// Content a reviewer does not see but the model reads: zero-width characters, bidirectional
// overrides, Unicode tag characters (invisible ASCII: decoded here so their text is scanned too),
// look-alike letters from other scripts in names and hosts, and base64 or hex blobs (decoded for
// the other rules to scan). One linear pass per pattern.
import type { Hit } from '../finding.js'
import type { TextFacts } from '../text-facts.js'

// Alternations, not a class: a class of joiners reads as one joined sequence to linters.
const ZERO_WIDTH = /\u200B|\u200C|\u200D|\u2060|\u180E|\uFEFF/g
const BIDI = /[\u202A-\u202E\u2066-\u2069]/g
const TAGS = /[\u{E0000}-\u{E007F}]+/gu
// Any character the invisible-content rules look at, as UTF-16 units: a regex with the u flag
// scans a long text about 25 times slower, and this gate runs on every file.
const INVISIBLE_OR_TAG =
  /[\u180E\u200B-\u200D\u2060\u202A-\u202E\u2066-\u2069\uFEFF]|\uDB40[\uDC00-\uDC7F]/
const EMOJI_NEIGHBOUR = /\p{Extended_Pictographic}|[\u{1F3FB}-\u{1F3FF}]|\uFE0F|\u20E3/u
// Joiners are part of writing Arabic, Persian and the Indic scripts, and of emoji sequences.
const SCRIPT_NEIGHBOUR = /[\p{L}\p{M}]/u
const LATIN_OR_COMMON = /[\p{Script=Latin}\p{Script=Common}]/u

function legitimateJoiner(text: string, index: number): boolean {
  const char = text[index]
  if (char !== '\u200C' && char !== '\u200D') return false
  const before = String.fromCodePoint(text.codePointAt(index - 1) ?? 32)
  const prev =
    index >= 2 && /[\uDC00-\uDFFF]/.test(before)
      ? String.fromCodePoint(text.codePointAt(index - 2) ?? 32)
      : before
  const next = String.fromCodePoint(text.codePointAt(index + 1) ?? 32)
  const around = [prev, next]
  if (around.some((c) => EMOJI_NEIGHBOUR.test(c))) return true
  return around.some((c) => SCRIPT_NEIGHBOUR.test(c) && !LATIN_OR_COMMON.test(c))
}

const INVISIBLE = /[\u200B-\u200D\u2060\u180E\uFEFF]/u
const LATIN_LETTER = /\p{Script=Latin}/u
// A line that names the character it holds is showing the trick, as a security guide does.
const NAMES_ITSELF = /zero[- ]width|\bZWSP\b|\bZWJ\b|\bU\+200[BCD]\b/i

/**
 * A zero-width character hides text when it splits a word (`ig\u200Bnore`, to slip past a filter)
 * or stands in a run of them (bits of a hidden message). Alone between symbols, or before a fence
 * marker to show a fence inside a fence, it is a line-break hint that hides nothing.
 */
function hidesText(text: string, index: number): boolean {
  if (INVISIBLE.test(text[index - 1] ?? '') || INVISIBLE.test(text[index + 1] ?? '')) return true
  return LATIN_LETTER.test(text[index - 1] ?? '') && LATIN_LETTER.test(text[index + 1] ?? '')
}

export interface HiddenText {
  /** Text decoded from invisible tag characters or an encoded blob, for the other rules. */
  text: string
  line: number
  how: string
}

export interface HiddenScan {
  hits: Hit[]
  decoded: HiddenText[]
}

const lineText = (text: string, index: number) => {
  const start = text.lastIndexOf('\n', index - 1) + 1
  const end = text.indexOf('\n', index)
  return text.slice(start, end === -1 ? text.length : end)
}

/** Invisible characters, bidi overrides and tag characters; one hit per rule and line. */
export function invisibleContent(facts: TextFacts): HiddenScan {
  const { text } = facts
  const hits: Hit[] = []
  const decoded: HiddenText[] = []
  if (!facts.hasNonAscii || !INVISIBLE_OR_TAG.test(text)) {
    return { hits, decoded }
  }
  const seen = new Set<string>()
  const add = (ruleId: string, index: number, message: string, severity?: Hit['severity']) => {
    const line = facts.lineAt(index)
    if (seen.has(`${ruleId}:${line}`)) return
    seen.add(`${ruleId}:${line}`)
    hits.push({
      ruleId,
      line,
      message,
      evidence: lineText(text, index),
      ...(severity === undefined ? {} : { severity })
    })
  }
  for (const match of text.matchAll(ZERO_WIDTH)) {
    if (match.index === 0 && match[0] === '\uFEFF') continue
    if (legitimateJoiner(text, match.index)) continue
    if (!hidesText(text, match.index)) continue
    const line = lineText(text, match.index)
    add(
      'hidden/invisible-characters',
      match.index,
      NAMES_ITSELF.test(line)
        ? 'zero-width characters split a word (shown as an example of the trick)'
        : 'zero-width characters hide text from a reviewer',
      NAMES_ITSELF.test(line) ? 'medium' : undefined
    )
  }
  for (const match of text.matchAll(BIDI)) {
    add(
      'hidden/bidi-override',
      match.index,
      'a bidirectional override makes the text read differently from how it runs'
    )
  }
  for (const match of text.matchAll(TAGS)) {
    const ascii = Array.from(match[0], (c) =>
      String.fromCharCode((c.codePointAt(0) ?? 0xe0000) - 0xe0000)
    )
      .join('')
      .replace(/[^\x20-\x7e\n\t]/g, '')
    add(
      'hidden/unicode-tags',
      match.index,
      `invisible Unicode tag characters spell out: "${ascii.slice(0, 80)}"`
    )
    if (ascii.trim() !== '') {
      decoded.push({ text: ascii, line: facts.lineAt(match.index), how: 'Unicode tag characters' })
    }
  }
  return { hits, decoded }
}

const MIXABLE = /[\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Armenian}\p{Script=Cherokee}]/u
// Letters of those scripts drawn like Latin ones (Unicode's confusables for a-z, the common part).
const LOOKALIKE = /[аАвВеЕкКмМнНоОрРсСтТуухХѕЅіІјЈһԁԛԝӏүҮΑΒΕΖΗΙΚΜΝΟΡΤΥΧοινρκυαօսհոᎪᎬᎻᏆᎫᏦᎷᏃᎡᏒᏚᎢᏙᏔ]/u
const LATIN = /\p{Script=Latin}/u
// Words split at hyphens and underscores: `ρ-corrected` is a symbol and a word, not one word.
const WORDS = /[\p{L}\p{M}\d]+/gu

/**
 * A word that mixes Latin letters with look-alikes from another script (`gіthub` with a Cyrillic
 * і). A Greek letter used as a symbol beside a unit or a name (`μs`, `ρ-value`, `Δt`) is not one.
 */
export function mixedScriptWord(text: string): string | undefined {
  if (!MIXABLE.test(text)) return undefined
  for (const [word] of text.matchAll(WORDS)) {
    if ([...word].length >= 3 && LATIN.test(word) && LOOKALIKE.test(word)) return word
  }
  return undefined
}

const URL_HOST = /\bhttps?:\/\/([^\s/?#)"'<>`]+)/gi
const LETTER = /\p{L}/u

/** A label in a look-alike script beside Latin ones (`раураl.com` spelled in Cyrillic). */
function lookalikeLabel(host: string): boolean {
  const labels = host.split('.').filter((l) => LETTER.test(l))
  return (
    labels.some((l) => LATIN.test(l)) &&
    labels.some((l) => MIXABLE.test(l) && [...l].every((c) => LOOKALIKE.test(c) || !LETTER.test(c)))
  )
}

/** Hosts in URLs that are punycode or mix scripts: an address dressed as another. */
export function homoglyphHosts(facts: TextFacts): Hit[] {
  const { text } = facts
  const hits: Hit[] = []
  if (!text.includes('xn--') && !facts.hasNonAscii) return hits
  for (const match of text.matchAll(URL_HOST)) {
    const host = match[1] ?? ''
    // an elided URL (`https://…`) has no host at all
    if (!LETTER.test(host)) continue
    if (host.includes('xn--') || mixedScriptWord(host) !== undefined || lookalikeLabel(host)) {
      hits.push({
        ruleId: 'hidden/homoglyph',
        line: facts.lineAt(match.index),
        message: `the host ${JSON.stringify(host.slice(0, 80))} uses look-alike or encoded letters`,
        evidence: lineText(text, match.index)
      })
    }
  }
  return hits
}

const MAX_BLOB_CHARS = 64 * 1024
const MAX_DECODED_PER_TEXT = 256 * 1024
const MIN_BLOB = 32
const HEX = /^(?:[0-9a-fA-F]{2})+$/
const ESCAPED_HEX = /(?:\\x[0-9a-fA-F]{2}){12,}/g

/** Decoded bytes that read as text: printable ASCII with a word break or shell punctuation. */
function readable(bytes: Buffer): string | undefined {
  if (bytes.length < 12) return undefined
  let printable = 0
  for (const byte of bytes) {
    if ((byte >= 0x20 && byte < 0x7f) || byte === 9 || byte === 10 || byte === 13) printable++
  }
  if (printable / bytes.length < 0.95) return undefined
  const text = bytes.toString('latin1')
  return /[\s/|;:.]/.test(text) ? text : undefined
}

/** Base64 and hex blobs that decode to text, with the line each one starts on. */
export function encodedTexts(facts: TextFacts): HiddenText[] {
  const found: HiddenText[] = []
  let budget = MAX_DECODED_PER_TEXT
  const take = (blob: string, offset: number, how: string, decode: () => Buffer) => {
    if (blob.length > MAX_BLOB_CHARS || budget <= 0) return
    budget -= blob.length
    const decoded = readable(decode())
    if (decoded !== undefined) found.push({ text: decoded, line: facts.lineAt(offset), how })
  }
  for (const run of facts.tokenRuns) {
    if (run.end - run.start < MIN_BLOB || budget <= 0) continue
    // Runs may carry sentence punctuation at their ends; a blob has none inside.
    const blob = facts.text.slice(run.start, run.end).replace(/^[.]+|[.]+$/g, '')
    if (blob.includes('.')) continue
    if (HEX.test(blob)) {
      take(blob, run.start, 'hex', () => Buffer.from(blob, 'hex'))
      continue
    }
    // A long run of lower-case letters and dashes (a slug, an identifier) is not a blob.
    if (!run.hasDigit && !run.hasUpper) continue
    const standard = blob.replace(/-/g, '+').replace(/_/g, '/')
    take(blob, run.start, 'base64', () => Buffer.from(standard, 'base64'))
  }
  if (facts.text.includes('\\x')) {
    for (const match of facts.text.matchAll(ESCAPED_HEX)) {
      const blob = match[0]
      take(blob, match.index, 'hex escapes', () => Buffer.from(blob.replace(/\\x/g, ''), 'hex'))
    }
  }
  return found
}
