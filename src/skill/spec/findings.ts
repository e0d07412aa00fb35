// The agentskills.io spec rules over one SKILL.md, with options already checked (the public
// `validateSpec` checks them; a run checks its options once, not once per skill).
import type { Finding, SkillError } from '../../model/index.js'
import { isPlainMapping } from '../python-text.js'
import type { FolderListing } from '../listing.js'
import type { Frontmatter } from '../types.js'
import { checkSizeBudgets } from './body-rules.js'
import { specFinding, type SpecContext } from './context.js'
import {
  checkAllowedTools,
  checkCompatibility,
  checkDescription,
  checkLicense,
  checkMetadata,
  checkPlatformFields,
  checkUnknownFields
} from './field-rules.js'
import { readTargets, type LinkTargets } from './link-targets.js'
import { checkLinkedFiles } from './linked-files.js'
import { checkName } from './name-rules.js'
import type { SpecRuleOptions } from './options.js'

export interface SpecInput {
  /** SKILL.md path relative to the scanned root (POSIX separators). */
  skillFile: string
  /** Name of the skill's directory (the last path component). */
  dirName: string
  /** Newline-normalised SKILL.md text. */
  content: string
  frontmatter: Frontmatter
  /**
   * Errors the reader already reported for this SKILL.md. A rule that would only repeat one of
   * them (a `description` that is not a string) stays silent, so the problem is counted once.
   */
  readerErrors?: readonly Pick<SkillError, 'code'>[]
}

export interface SpecFolderInput extends SpecInput {
  /** The skill folder on disk; links are checked inside it and never followed out of it. */
  dir: string
  /** SKILL.md's link targets when already found (the security scan reads the same ones). */
  linkTargets?: LinkTargets
  /** The skill folder's listings, when already read: linked files are looked up there first. */
  listing?: FolderListing
  /**
   * The folder the run scans: a written path missing in the skill is looked for in the sibling
   * skills SKILL.md names, inside this folder only.
   */
  root?: string
}

const BOM = '\uFEFF'
const YAML_MESSAGE_LIMIT = 200

/** All spec findings for one SKILL.md, in a stable order: frontmatter, fields, body. */
export function specFindings(input: SpecInput, options: SpecRuleOptions): Finding[] {
  return textFindings(specContext(input, options), input)
}

/**
 * The spec findings of a skill on disk: those of `specFindings`, then one per link or path in
 * SKILL.md that names a missing file or leads out of the skill folder.
 */
export async function specFindingsInFolder(
  input: SpecFolderInput,
  options: SpecRuleOptions
): Promise<Finding[]> {
  const ctx = specContext(input, options)
  const found = input.linkTargets ?? (await readTargets(input.content, input.frontmatter))
  return [
    ...textFindings(ctx, input),
    ...(await checkLinkedFiles(ctx, {
      dir: input.dir,
      found,
      listing: input.listing,
      root: input.root,
      content: input.content
    }))
  ]
}

function specContext(input: SpecInput, options: SpecRuleOptions): SpecContext {
  const data = input.frontmatter.data
  return {
    skillFile: input.skillFile,
    frontmatter: input.frontmatter,
    data: isPlainMapping(data) ? data : {},
    options,
    reported: new Set((input.readerErrors ?? []).map((error) => error.code))
  }
}

function textFindings(ctx: SpecContext, input: SpecInput): Finding[] {
  const data = input.frontmatter.data
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
      ...checkUnknownFields(ctx),
      ...checkPlatformFields(ctx)
    )
  }
  if (ctx.options.recommendations) findings.push(...checkSizeBudgets(ctx, input.content))
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
