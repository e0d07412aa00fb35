// The regular expressions of PluginEval's static layer, compiled once. Notation in comments:
// W = Python's word characters, S = Python's whitespace set, `.` = [^\n], ⟨b and b⟩ = a word
// boundary before and after a word.
// Left word boundaries use wordAtBoundary (a lookbehind placed after the literal, for speed).
// Where a pattern is case-insensitive, a literal `i` is written [iIıİ] because Python's
// IGNORECASE also folds dotless ı and dotted İ to i, which JavaScript's /iu does not.
import { RB, S, W, wordAtBoundary as word } from '../../skill/python-text.js'
import { testFrom } from '../../skill/test-from.js'

const I = '[iIıİ]'

function ci(pattern: string): string {
  return pattern.replace(/i/g, I)
}

/** One of the literals, each preceded by a word boundary. */
function words(...literals: string[]): string {
  return `(?:${literals.map((literal) => word(literal)).join('|')})`
}

/** A yes/no text test. */
export interface TextTest {
  test(text: string): boolean
}

/**
 * Alternatives `(?:a|b|c)…` tested one by one, each only when its literal occurs, and then from
 * where it first occurs (no match starts earlier): a regex that starts with one literal is
 * scanned for quickly, an alternation of several is not.
 */
function anyOf(...alternatives: Array<readonly [literal: string, regex: RegExp]>): TextTest {
  // One scan for any of the literals first: most texts hold none of a rare set (the literals
  // are plain letters and spaces, so they need no escaping).
  const someLiteral = new RegExp(alternatives.map(([literal]) => literal).join('|'))
  return {
    test: (text) =>
      someLiteral.test(text) &&
      alternatives.some(([literal, regex]) => {
        const first = text.indexOf(literal)
        return first !== -1 && testFrom(regex, text, first)
      })
  }
}

/** `literal` at a word boundary, then `rest`; the literal gates the regex (global: see anyOf). */
function wordThen(literal: string, rest: string): readonly [string, RegExp] {
  return [literal, new RegExp(`${word(literal)}${rest}`, 'gu')]
}

/** TP, the trigger pattern, case-insensitive, searched in the description as written. */
export const TRIGGER_PATTERN = new RegExp(
  [
    `(?:${word('should')}${S}+be${S}+use|${word('use')})d?${S}+(?:${ci('this')}${S}+${ci('skill')}${S}+)?(?:${ci('immediately')}${S}+)?(?:when|after|before|whenever)${RB}`,
    `${word('use')}${S}+${ci('proactively')}${RB}`,
    `${word(ci('trigger'))}(?:s)?${S}+(?:when|on)${RB}`,
    `${word('auto')}(?:-|${S})?loads?${S}+(?:when|on)${RB}`
  ].join('|'),
  'iu'
)

// Pushiness, all on the lowercased description.
export const PROACTIVELY = new RegExp(`${word('proactively')}${RB}`, 'u')
export const TRIGGER_KEYWORDS = new RegExp(
  `${word('automatically')}${RB}|${word('always')}${S}+use${RB}|${word('trigger')}${RB}|${word('invoke')}${RB}`,
  'u'
)
export const USE_CASE = new RegExp(
  `,${S}*(?:or${S}+)?(?:when|for|during|implementing|building|creating|debugging|testing|deploying|configuring|setting up)`,
  'gu'
)
export const ACTIVITY_PHRASE = new RegExp(
  `(?:${word('when')}|${word('for')}|${word('during')})${S}+${W}+ing${RB}`,
  'u'
)

// Orchestration wiring, on the lowercased whole content.
const OUTPUT_WORD = new RegExp(`${word('output')}${RB}`, 'u')
const FORMAT_WORD = new RegExp(`${word('format')}${RB}`, 'u')
const RETURN_START = new RegExp(word('return'), 'u')
// global only to start the search at lastIndex
const JSON_END = new RegExp(`json${RB}`, 'gu')

/**
 * Does any line match `⟨boutputb⟩.*⟨bformatb⟩`, `⟨bformatb⟩.*⟨boutputb⟩` or
 * `⟨breturn.*jsonb⟩`? That is: a line holding both words, or a `return` at least six characters
 * before a `json`. Decided from word positions; the regexes themselves backtrack quadratically on
 * a long line with many `output`s and no `format`. Only the lines holding both literals are
 * searched for the words (a line's ends are not word characters, so a word's boundaries are the
 * same in the line as in the whole text).
 */
export function hasOutputFormatLine(text: string): boolean {
  for (const line of linesHolding(text, 'format', 'output')) {
    if (FORMAT_WORD.test(line) && OUTPUT_WORD.test(line)) return true
  }
  for (const line of linesHolding(text, 'json', 'return')) {
    const firstReturn = RETURN_START.exec(line)
    if (firstReturn === null) continue
    // some `json` ends a word after the first `return` (two `json`s never overlap)
    if (testFrom(JSON_END, line, firstReturn.index + 'return'.length)) return true
  }
  return false
}

/** Each line of `text` that holds both literals, found from where the first one occurs. */
function* linesHolding(text: string, first: string, second: string): Generator<string> {
  for (let at = text.indexOf(first); at !== -1;) {
    const start = text.lastIndexOf('\n', at) + 1
    const newline = text.indexOf('\n', at)
    const end = newline === -1 ? text.length : newline
    const line = text.slice(start, end)
    if (line.includes(second)) yield line
    at = newline === -1 ? -1 : text.indexOf(first, end)
  }
}

export const OUTPUT_VERB = anyOf(
  wordThen('return', `s?${RB}`),
  wordThen('produce', `s?${RB}`),
  wordThen('output', `s?${RB}`),
  wordThen('generate', `s?${RB}`)
)
export const INPUT_WORD = anyOf(
  wordThen('input', RB),
  wordThen('receive', `s?${RB}`),
  wordThen('accept', `s?${RB}`),
  wordThen('parameter', `s?${RB}`),
  wordThen('arg', `s?${RB}`)
)
export const ORCHESTRATION_STEM = anyOf(
  wordThen('orchestrat', ''),
  wordThen('coordinat', ''),
  wordThen('dispatch', '')
)

// Structural completeness. `\|.*\|.*\|` ≡ some line holding three `|`; this form is linear.
export const TABLE_LINE = /\|[^\n|]*\|[^\n|]*\|/
export const DECISION_WORDS = ['decision', 'when to use', 'comparison', 'tradeoff']

// Ecosystem coherence, on the lowercased whole content.
export const RELATED_WORDS = anyOf(
  wordThen('related', RB),
  wordThen('see also', RB),
  wordThen('companion', RB),
  wordThen('complement', '')
)

// Harness portability.
const TOOLS = 'Read|Edit|Write|Bash|Grep|Glob|Agent|Task|TodoWrite|WebFetch|WebSearch|LS|LSP'
const TOOL_NAMES = TOOLS.split('|')
/** Case-insensitive over the whole pattern; group 1 or 2 is the tool name as written. */
export const BACKTICKED_TOOL = new RegExp(
  `${words('the', 'use', ci('using'), 'call', ci('calling'), ci('invoke'), ci('invoking'), ci('via'))}${S}+\`(${ci(TOOLS)})\`|\`(${ci(TOOLS)})\`${S}+tool${RB}`,
  'giu'
)
/** Some backticked tool name: every BACKTICKED_TOOL match holds one, so no match without it. */
export const BACKTICKED_TOOL_NAME = new RegExp(`\`(?:${ci(TOOLS)})\``, 'iu')
const TOOL_PROSE_PATTERN = new RegExp(
  `${word('[tT][hH][eE]')}${S}+\`?(?:${TOOLS})\`?${S}+tool${RB}`,
  'u'
)
/** `the` in any case, then a case-sensitive tool name, then `tool`; null when absent. */
export function findToolProse(text: string): RegExpExecArray | null {
  if (!text.includes('tool') || !TOOL_NAMES.some((tool) => text.includes(tool))) return null
  return TOOL_PROSE_PATTERN.exec(text)
}
