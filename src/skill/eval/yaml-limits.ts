// The limits an eval file's text must meet before the YAML parser sees it. Eval files come from
// pull requests; the parser recurses once per nesting level, and some of its work grows faster
// than the text (aliases, errors, keys), so a few hundred bytes could overflow the stack and a
// few hundred kilobytes could stall the run for seconds. One pass of yaml's own lexer (iterative,
// linear) checks the size, the number of tokens, the nesting (64 levels) and the aliases (100)
// first, and stops at the first limit crossed: a `[` inside a quoted prompt or a block scalar is
// text, not nesting. The nesting and alias limits are the ones every YAML text skill-ci reads has.
import { YamlTokenLimits, lexTokens, type YamlLimitProblem } from '../yaml-nesting.js'

/** Eval files are hand-written: 200 scenarios with inline setup files fit in a fraction of this. */
export const MAX_EVAL_BYTES = 256 * 1024
/**
 * Lexer tokens (values, indicators, spaces, line breaks), which bound the parser's work: a
 * scenario with a dozen assertions and setup files has about 220, a plain one about 60.
 */
export const MAX_YAML_TOKENS = 25_000

/** Why a file of `bytes` bytes is refused. */
export const tooLargeMessage = (bytes: number): string =>
  `eval file is ${Math.ceil(bytes / 1024)} KB; the limit is ${MAX_EVAL_BYTES / 1024} KB`

/** The first limit the text crosses (size, tokens, nesting, aliases), or null. */
export function yamlLimitProblem(
  text: string
): Pick<YamlLimitProblem, 'message' | 'offset'> | null {
  const bytes = Buffer.byteLength(text, 'utf8')
  if (bytes > MAX_EVAL_BYTES) return { message: tooLargeMessage(bytes), offset: 0 }
  const limits = new YamlTokenLimits(MAX_YAML_TOKENS)
  for (const token of lexTokens(text)) {
    const problem = limits.see(token)
    if (problem) return problem
  }
  return null
}
