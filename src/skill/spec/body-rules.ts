// The spec's size recommendations for the SKILL.md body (not enforced by skills-ref, hence
// switchable warnings).
import { estimateTokens } from '../../llm/tokens.js'
import type { Finding } from '../../model/index.js'
import type { Frontmatter } from '../types.js'
import { specFinding, type SpecContext } from './context.js'

const MAX_BODY_LINES = 500
const MAX_BODY_TOKENS = 5000

export interface SkillBody {
  text: string
  /** 1-based line of the content on which `text` starts. */
  firstLine: number
}

/**
 * The body as the spec means it: everything after the line holding the closing `---`. The closing
 * delimiter is found as PluginEval finds it (the next `---` anywhere), matching how the
 * frontmatter was parsed; without frontmatter the body is the whole content.
 */
export function skillBody(content: string, frontmatter: Frontmatter): SkillBody {
  if (!frontmatter.delimited) return { text: content, firstLine: 1 }
  const closing = content.indexOf('---', 3)
  if (closing < 0) return { text: content, firstLine: 1 }
  const lineEnd = content.indexOf('\n', closing + 3)
  if (lineEnd < 0) return { text: '', firstLine: lineCountUpTo(content, content.length) + 2 }
  return { text: content.slice(lineEnd + 1), firstLine: lineCountUpTo(content, lineEnd + 1) + 1 }
}

/** Number of line breaks before `end`. */
function lineCountUpTo(content: string, end: number): number {
  let count = 0
  for (let i = content.indexOf('\n'); i >= 0 && i < end; i = content.indexOf('\n', i + 1)) count++
  return count
}

/** Lines of a text, not counting the empty remainder after a final newline. */
export function countLines(text: string): number {
  if (text === '') return 0
  const breaks = lineCountUpTo(text, text.length)
  return text.endsWith('\n') ? breaks : breaks + 1
}

export function checkBodyBudgets(ctx: SpecContext, content: string): Finding[] {
  const body = skillBody(content, ctx.frontmatter)
  const findings: Finding[] = []
  const lines = countLines(body.text)
  if (lines > MAX_BODY_LINES) {
    findings.push(
      specFinding(
        ctx,
        'spec/body-lines',
        `The body is ${lines} lines long; the spec recommends at most ${MAX_BODY_LINES} ` +
          '(move detail into references/ files).',
        body.firstLine + MAX_BODY_LINES
      )
    )
  }
  const tokens = estimateTokens(body.text)
  if (tokens > MAX_BODY_TOKENS) {
    findings.push(
      specFinding(
        ctx,
        'spec/body-tokens',
        `The body is about ${tokens} tokens; the spec recommends under ${MAX_BODY_TOKENS} ` +
          '(move detail into references/ files).',
        body.firstLine
      )
    )
  }
  return findings
}
