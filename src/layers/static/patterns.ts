// The regular expressions of PluginEval's static layer (spec §2), compiled once. Notation of
// spec §0.4: W = Python's word characters, S = Python's whitespace set, `.` = [^\n].
// Left word boundaries use wordAtBoundary (a lookbehind placed after the literal, for speed).
// Where a pattern is case-insensitive, a literal `i` is written [iIıİ] because Python's
// IGNORECASE also folds dotless ı and dotted İ to i, which JavaScript's /iu does not.
import { RB, S, W, wordAtBoundary as word } from '../../skill/python-text.js'

const I = '[iIıİ]'

function ci(pattern: string): string {
  return pattern.replace(/i/g, I)
}

/** One of the literals, each preceded by a word boundary. */
function words(...literals: string[]): string {
  return `(?:${literals.map((literal) => word(literal)).join('|')})`
}

/**
 * A regex tried only when the text holds a literal every match must contain. `includes` is far
 * faster than a regex of several alternatives over a long text, and the answer is unchanged.
 */
export interface GatedPattern {
  test(text: string): boolean
  exec(text: string): RegExpExecArray | null
}

function gated(regex: RegExp, possible: (text: string) => boolean): GatedPattern {
  return {
    test: (text) => possible(text) && regex.test(text),
    exec: (text) => (possible(text) ? regex.exec(text) : null)
  }
}

const containsAny =
  (...literals: string[]) =>
  (text: string) =>
    literals.some((literal) => text.includes(literal))

/** TP, the trigger pattern (§2.2), case-insensitive, searched in the description as written. */
export const TRIGGER_PATTERN = new RegExp(
  [
    `(?:${word('should')}${S}+be${S}+use|${word('use')})d?${S}+(?:${ci('this')}${S}+${ci('skill')}${S}+)?(?:${ci('immediately')}${S}+)?(?:when|after|before|whenever)${RB}`,
    `${word('use')}${S}+${ci('proactively')}${RB}`,
    `${word(ci('trigger'))}(?:s)?${S}+(?:when|on)${RB}`,
    `${word('auto')}(?:-|${S})?loads?${S}+(?:when|on)${RB}`
  ].join('|'),
  'iu'
)

// Pushiness (§2.2), all on the lowercased description.
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

// Orchestration wiring (§2.3), on the lowercased whole content.
// The words of §2.3.1's three patterns, and line ends, scanned in one pass.
const OUTPUT_FORMAT_TOKEN = new RegExp(
  `(${word('output')}${RB})|(${word('format')}${RB})|(${word('return')})|(json${RB})|(\n)`,
  'gu'
)

/**
 * §2.3.1: does any line match `⟨boutputb⟩.*⟨bformatb⟩`, `⟨bformatb⟩.*⟨boutputb⟩` or
 * `⟨breturn.*jsonb⟩`? Decided from the order of the words on each line in one linear pass; the
 * regexes themselves backtrack quadratically on a long line with many `output`s and no `format`.
 */
export function hasOutputFormatLine(text: string): boolean {
  const possible =
    (text.includes('output') && text.includes('format')) ||
    (text.includes('return') && text.includes('json'))
  if (!possible) return false
  let output = false
  let format = false
  let ret = false
  for (const match of text.matchAll(OUTPUT_FORMAT_TOKEN)) {
    if (match[1] !== undefined) {
      if (format) return true
      output = true
    } else if (match[2] !== undefined) {
      if (output) return true
      format = true
    } else if (match[3] !== undefined) ret = true
    else if (match[4] !== undefined) {
      if (ret) return true
    } else {
      output = false
      format = false
      ret = false
    }
  }
  return false
}
export const OUTPUT_VERB = gated(
  new RegExp(
    `(?:${word('return')}|${word('produce')}|${word('output')}|${word('generate')})s?${RB}`,
    'u'
  ),
  containsAny('return', 'produce', 'output', 'generate')
)
export const INPUT_WORD = gated(
  new RegExp(
    `(?:${word('input')}|${word('receive')}s?|${word('accept')}s?|${word('parameter')}s?|${word('arg')}s?)${RB}`,
    'u'
  ),
  containsAny('input', 'receive', 'accept', 'parameter', 'arg')
)
export const ORCHESTRATION_STEM = gated(
  new RegExp(words('orchestrat', 'coordinat', 'dispatch'), 'u'),
  containsAny('orchestrat', 'coordinat', 'dispatch')
)

// Structural completeness (§2.5). `\|.*\|.*\|` ≡ some line holding three `|`; this form is linear.
export const TABLE_LINE = /\|[^\n|]*\|[^\n|]*\|/
export const DECISION_WORDS = ['decision', 'when to use', 'comparison', 'tradeoff']

// Ecosystem coherence (§2.7), on the lowercased whole content.
export const RELATED_WORDS = gated(
  new RegExp(
    `${word('related')}${RB}|${word('see also')}${RB}|${word('companion')}${RB}|${word('complement')}`,
    'u'
  ),
  containsAny('related', 'see also', 'companion', 'complement')
)

// Harness portability (§2.8).
const TOOLS = 'Read|Edit|Write|Bash|Grep|Glob|Agent|Task|TodoWrite|WebFetch|WebSearch|LS|LSP'
const TOOL_NAMES = TOOLS.split('|')
/** Case-insensitive over the whole pattern; group 1 or 2 is the tool name as written. */
export const BACKTICKED_TOOL = new RegExp(
  `${words('the', 'use', ci('using'), 'call', ci('calling'), ci('invoke'), ci('invoking'), ci('via'))}${S}+\`(${ci(TOOLS)})\`|\`(${ci(TOOLS)})\`${S}+tool${RB}`,
  'giu'
)
/** `the` in any case, then a case-sensitive tool name, then `tool`. */
/** Some backticked tool name: every BACKTICKED_TOOL match holds one, so no match without it. */
export const BACKTICKED_TOOL_NAME = new RegExp(`\`(?:${ci(TOOLS)})\``, 'iu')
export const TOOL_PROSE = gated(
  new RegExp(`${word('[tT][hH][eE]')}${S}+\`?(?:${TOOLS})\`?${S}+tool${RB}`, 'u'),
  (text) => text.includes('tool') && TOOL_NAMES.some((tool) => text.includes(tool))
)
