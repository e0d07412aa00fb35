// What every spec check needs: where findings point and which options apply.
import type { Finding, Severity } from '../../model/index.js'
import type { Frontmatter } from '../types.js'
import type { SpecRuleOptions } from './options.js'
import { SPEC_RULES, type SpecRuleId } from './rules.js'

export interface SpecContext {
  skillFile: string
  frontmatter: Frontmatter
  /** The frontmatter mapping, already checked to be a plain mapping. */
  data: Record<string, unknown>
  options: SpecRuleOptions
  /** Codes of the errors the reader already reported for this SKILL.md (see `SpecInput`). */
  reported: ReadonlySet<string>
}

export function specFinding(
  ctx: SpecContext,
  ruleId: SpecRuleId,
  message: string,
  line: number,
  severity: Severity = SPEC_RULES[ruleId].severity
): Finding {
  return { file: ctx.skillFile, line, ruleId, source: 'spec', severity, message }
}

/** The line of a top-level key, else 1 (the frontmatter opens on line 1 when it exists at all). */
export function keyLine(frontmatter: Frontmatter, key: string): number {
  const lines: unknown = frontmatter.keyLines
  if (typeof lines !== 'object' || lines === null || !Object.hasOwn(lines, key)) return 1
  const line = (lines as Record<string, unknown>)[key]
  return typeof line === 'number' && Number.isSafeInteger(line) && line >= 1 ? line : 1
}
