// The spec's size recommendations (not enforced by skills-ref, hence switchable warnings): the
// line advice is about the whole SKILL.md ("keep it under 500 lines"), the token advice about the
// instructions loaded on activation, the body.
import { estimateTokens } from '../../llm/tokens.js'
import type { Finding } from '../../model/index.js'
import type { Frontmatter } from '../types.js'
import { specFinding, type SpecContext } from './context.js'

const MAX_FILE_LINES = 500
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

export function checkSizeBudgets(ctx: SpecContext, content: string): Finding[] {
  const body = skillBody(content, ctx.frontmatter)
  const findings: Finding[] = []
  const lines = countLines(content)
  if (lines > MAX_FILE_LINES) {
    findings.push(
      specFinding(
        ctx,
        'spec/file-lines',
        `SKILL.md is ${lines} lines long (frontmatter and body); the spec recommends at most ` +
          `${MAX_FILE_LINES} (move detail into references/ files).`,
        MAX_FILE_LINES + 1
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
