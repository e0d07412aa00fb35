// agentskills.io specification rules for a SKILL.md as findings with rule ids, file and line.
// They are reported next to the scores and never change them (PluginEval parity).
import type { Finding } from '../model/index.js'
import { checkBodyBudgets } from './spec/body-rules.js'
import { specFinding, type SpecContext } from './spec/context.js'
import {
  checkAllowedTools,
  checkCompatibility,
  checkDescription,
  checkLicense,
  checkMetadata,
  checkUnknownFields
} from './spec/field-rules.js'
import { isPlainMapping } from './python-text.js'
import { checkName } from './spec/name-rules.js'
import { SpecRuleOptionsSchema, type SpecRuleOptions } from './spec/options.js'
import type { Frontmatter } from './types.js'

export { DEFAULT_SPEC_RULE_OPTIONS, SpecRuleOptionsSchema } from './spec/options.js'
export type { SpecRuleOptions } from './spec/options.js'
export { PLATFORM_EXTENSION_FIELDS, SPEC_FIELDS } from './spec/fields.js'
export { SPEC_RULES, type SpecRuleId, type SpecRuleInfo } from './spec/rules.js'

export interface SpecInput {
  /** SKILL.md path relative to the scanned root (POSIX separators). */
  skillFile: string
  /** Name of the skill's directory (the last path component). */
  dirName: string
  /** Newline-normalised SKILL.md text. */
  content: string
  frontmatter: Frontmatter
}

const BOM = '\uFEFF'
const YAML_MESSAGE_LIMIT = 200

/** All spec findings for one SKILL.md, in a stable order: frontmatter, fields, body. */
export function validateSpec(input: SpecInput, options?: Partial<SpecRuleOptions>): Finding[] {
  const resolved = SpecRuleOptionsSchema.parse(options ?? {})
  const data = input.frontmatter.data
  const ctx: SpecContext = {
    skillFile: input.skillFile,
    frontmatter: input.frontmatter,
    data: isPlainMapping(data) ? data : {},
    options: resolved
  }
  const findings = [...checkFrontmatterBlock(ctx, input.content, data)]
  // Field rules on an absent or broken block would only repeat "name is required" noise.
  if (findings.length === 0) {
    findings.push(
      ...checkName(ctx, input.dirName),
      ...checkDescription(ctx),
      ...checkLicense(ctx),
      ...checkCompatibility(ctx),
      ...checkMetadata(ctx),
      ...checkAllowedTools(ctx),
      ...checkUnknownFields(ctx)
    )
  }
  if (resolved.recommendations) findings.push(...checkBodyBudgets(ctx, input.content))
  return findings
}

function checkFrontmatterBlock(ctx: SpecContext, content: string, data: unknown): Finding[] {
  const { frontmatter } = ctx
  if (!frontmatter.delimited) {
    let message =
      'SKILL.md must begin with YAML frontmatter between `---` lines (with `name` and `description`).'
    if (content.startsWith(BOM + '---')) {
      message =
        'SKILL.md starts with a byte-order mark; the frontmatter `---` must be the first character.'
    } else if (content.startsWith('---')) {
      message = 'The frontmatter opened by `---` on line 1 is never closed by a second `---`.'
    }
    return [specFinding(ctx, 'spec/frontmatter-missing', message, 1)]
  }
  const yamlError: unknown = frontmatter.yamlError
  if (yamlError !== undefined && yamlError !== null) {
    const { message, line } = yamlError as { message?: unknown; line?: unknown }
    const text = typeof message === 'string' ? firstLine(message) : 'unknown error'
    const at = typeof line === 'number' && Number.isSafeInteger(line) && line >= 1 ? line : 1
    return [
      specFinding(ctx, 'spec/frontmatter-yaml', `The frontmatter is not valid YAML: ${text}`, at)
    ]
  }
  if (!isPlainMapping(data)) {
    return [
      specFinding(ctx, 'spec/frontmatter-yaml', 'The frontmatter must be a mapping of fields.', 1)
    ]
  }
  return []
}

// The parser's message may quote raw input; control characters must not reach logs or annotations.
const CONTROL_CHARS = /\p{Cc}/gu

function firstLine(message: string): string {
  const line = (message.split('\n', 1)[0] ?? '').replace(CONTROL_CHARS, '\uFFFD')
  return line.length > YAML_MESSAGE_LIMIT ? `${line.slice(0, YAML_MESSAGE_LIMIT)}…` : line
}
