// Where an order to the agent starts. Words such as "bypass", "silently", "send" or "read" are
// common in description ("attackers bypass the filter", "the SDK silently adds a field"); an order
// puts the verb first in its sentence, clause, list item or table cell, perhaps after "then",
// "first", a leading "when done," or a "you must".
export const NOT = "(?:do\\s+not|don'?t|never|must\\s+not|should\\s+not|shall\\s+not)"

/** A sentence that says what not to do: "Never send keys to …" is advice, not an order. */
export const NEGATED = new RegExp(`\\b${NOT}\\b|\\bnever\\b|\\bavoid\\b`, 'i')

const ADVERBS = '(?:(?:then|and|also|first|next|now|always|just|simply|please|finally)\\s+)*'
const WHEN = '(?:(?:when|after|once|before|if|while)\\b[^,.\\n]{0,60},\\s*)?'
// "you must", "the agent should", "Claude needs to": an order given in the third person too.
const MUST = `(?:(?:you|the\\s+(?:agent|assistant|model|ai)|claude)\\s+(?:must|should|will|needs?\\s+to|has\\s+to|have\\s+to)\\s+${ADVERBS})?`
const ORDER_BEFORE = new RegExp(
  `(?:^|[.!?;:]\\s+|\\|\\s*|,\\s*)[\\s>*_#\\-+\\d.)\`"'\\u201c]*${ADVERBS}${WHEN}${MUST}$`,
  'i'
)

/** The word at `start` of `line` begins an order (an imperative), not a description. */
export function startsOrder(line: string, start: number): boolean {
  return ORDER_BEFORE.test(line.slice(Math.max(0, start - 120), start))
}

/** The sentences of a line (a full stop inside a URL or a number does not end one). */
export const sentences = (line: string): string[] => line.split(/(?<=[.!?])\s+/)

/** A line of a markdown table: its cells are labels and examples more often than orders. */
export const tableRow = (line: string): boolean => /^\s*\|/.test(line)
