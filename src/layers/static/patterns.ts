// The regular expressions of PluginEval's static layer (spec §2), compiled once. Notation of
// spec §0.4: W/boundaries via Unicode properties, S = Python's whitespace set, `.` = [^\n].
// Where a pattern is case-insensitive, a literal `i` is written [iIıİ] because Python's
// IGNORECASE also folds dotless ı and dotted İ to i, which JavaScript's /iu does not.
import { LB, RB, S, W } from '../../skill/python-text.js'

const I = '[iIıİ]'
const DOT = '[^\\n]'

function ci(pattern: string): string {
  return pattern.replace(/i/g, I)
}

/** TP, the trigger pattern (§2.2), case-insensitive, searched in the description as written. */
export const TRIGGER_PATTERN = new RegExp(
  [
    `${LB}(?:should${S}+be${S}+)?used?${S}+(?:${ci('this')}${S}+${ci('skill')}${S}+)?(?:${ci('immediately')}${S}+)?(?:when|after|before|whenever)${RB}`,
    `${LB}use${S}+${ci('proactively')}${RB}`,
    `${LB}${ci('trigger')}(?:s)?${S}+(?:when|on)${RB}`,
    `${LB}auto(?:-|${S})?loads?${S}+(?:when|on)${RB}`
  ].join('|'),
  'iu'
)

// Pushiness (§2.2), all on the lowercased description.
export const PROACTIVELY = new RegExp(`${LB}proactively${RB}`, 'u')
export const TRIGGER_KEYWORDS = new RegExp(
  `${LB}automatically${RB}|${LB}always${S}+use${RB}|${LB}trigger${RB}|${LB}invoke${RB}`,
  'u'
)
export const USE_CASE = new RegExp(
  `,${S}*(?:or${S}+)?(?:when|for|during|implementing|building|creating|debugging|testing|deploying|configuring|setting up)`,
  'gu'
)
export const ACTIVITY_PHRASE = new RegExp(
  `${LB}(?:when${S}+${W}+ing|for${S}+${W}+ing|during${S}+${W}+ing)${RB}`,
  'u'
)

// Orchestration wiring (§2.3), on the lowercased whole content.
export const OUTPUT_FORMAT = new RegExp(
  `${LB}output${RB}${DOT}*${LB}format${RB}|${LB}format${RB}${DOT}*${LB}output${RB}|${LB}return${DOT}*json${RB}`,
  'u'
)
export const OUTPUT_VERB = new RegExp(`${LB}(?:returns?|produces?|outputs?|generates?)${RB}`, 'u')
export const INPUT_WORD = new RegExp(
  `${LB}(?:input|receives?|accepts?|parameters?|args?)${RB}`,
  'u'
)
export const ORCHESTRATION_STEM = new RegExp(`${LB}(?:orchestrat|coordinat|dispatch)`, 'u')

// Structural completeness (§2.5). `\|.*\|.*\|` ≡ some line holding three `|`; this form is linear.
export const TABLE_LINE = /\|[^\n|]*\|[^\n|]*\|/
export const DECISION_WORDS = ['decision', 'when to use', 'comparison', 'tradeoff']

// Ecosystem coherence (§2.7), on the lowercased whole content.
export const RELATED_WORDS = new RegExp(
  `${LB}related${RB}|${LB}see also${RB}|${LB}companion${RB}|${LB}complement`,
  'u'
)

// Harness portability (§2.8).
const TOOLS = 'Read|Edit|Write|Bash|Grep|Glob|Agent|Task|TodoWrite|WebFetch|WebSearch|LS|LSP'
/** Case-insensitive over the whole pattern; group 1 or 2 is the tool name as written. */
export const BACKTICKED_TOOL = new RegExp(
  `${LB}(?:the|use|${ci('using')}|call|${ci('calling')}|${ci('invoke')}|${ci('invoking')}|${ci('via')})${S}+\`(${ci(TOOLS)})\`|\`(${ci(TOOLS)})\`${S}+tool${RB}`,
  'giu'
)
/** `the` in any case, then a case-sensitive tool name, then `tool`. */
export const TOOL_PROSE = new RegExp(`${LB}[tT][hH][eE]${S}+\`?(?:${TOOLS})\`?${S}+tool${RB}`, 'u')
