// agentskills.io specification rules for a SKILL.md as findings with rule ids, file and line.
// They are reported next to the scores and never change them (PluginEval parity).
import type { Finding } from '../model/index.js'
import {
  specFindings,
  specFindingsInFolder,
  type SpecFolderInput,
  type SpecInput
} from './spec/findings.js'
import { SpecRuleOptionsSchema, type SpecRuleOptions } from './spec/options.js'

export { DEFAULT_SPEC_RULE_OPTIONS } from './spec/defaults.js'
export type { SpecFolderInput, SpecInput } from './spec/findings.js'
export { SpecRuleOptionsSchema } from './spec/options.js'
export type { SpecRuleOptions } from './spec/options.js'
export { PLATFORM_EXTENSION_FIELDS, SPEC_FIELDS } from './spec/fields.js'
export { SPEC_RULES, type SpecRuleId, type SpecRuleInfo } from './spec/rules.js'

/** All spec findings for one SKILL.md, in a stable order: frontmatter, fields, body. */
export function validateSpec(input: SpecInput, options?: Partial<SpecRuleOptions>): Finding[] {
  return specFindings(input, SpecRuleOptionsSchema.parse(options ?? {}))
}

/**
 * The spec findings of a skill on disk: those of `validateSpec`, then one per link or path in
 * SKILL.md that names a missing file or leads out of the skill folder.
 */
export async function validateSpecInFolder(
  input: SpecFolderInput,
  options?: Partial<SpecRuleOptions>
): Promise<Finding[]> {
  return specFindingsInFolder(input, SpecRuleOptionsSchema.parse(options ?? {}))
}
