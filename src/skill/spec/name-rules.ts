// `name` rules of the agentskills.io spec, with skills-ref's trimming and NFKC normalisation.
import type { Finding } from '../../model/index.js'
import { keyLine, specFinding, type SpecContext } from './context.js'
import { codePointLength, describeValue, ownField, quote } from './fields.js'

const MAX_NAME_LENGTH = 64
const ASCII_NAME_CHAR = /^[a-z0-9-]$/
// skills-ref accepts what Python's str.isalnum accepts: Unicode letters and numbers.
const UNICODE_NAME_CHAR = /^[\p{L}\p{N}-]$/u
const MAX_LISTED_CHARS = 5

export function checkName(ctx: SpecContext, dirName: string): Finding[] {
  const line = keyLine(ctx.frontmatter, 'name')
  const field = ownField(ctx.data, 'name')
  if (!field.present || field.value === null || field.value === undefined) {
    return [
      specFinding(ctx, 'spec/name-required', 'The frontmatter field `name` is required.', line)
    ]
  }
  if (typeof field.value !== 'string') {
    const found = describeValue(field.value)
    return [specFinding(ctx, 'spec/name-type', `\`name\` must be a string, found ${found}.`, line)]
  }
  const name = field.value.trim().normalize('NFKC')
  if (name === '') {
    return [specFinding(ctx, 'spec/name-required', '`name` must not be empty.', line)]
  }

  const findings: Finding[] = []
  const length = codePointLength(name)
  if (length > MAX_NAME_LENGTH) {
    findings.push(
      specFinding(
        ctx,
        'spec/name-length',
        `\`name\` is ${length} characters long; the limit is ${MAX_NAME_LENGTH}.`,
        line
      )
    )
  }
  const lower = name.toLowerCase()
  if (name !== lower) {
    findings.push(
      specFinding(ctx, 'spec/name-format', `\`name\` ${quote(name)} must be lowercase.`, line)
    )
  }
  if (name.startsWith('-') || name.endsWith('-')) {
    findings.push(
      specFinding(
        ctx,
        'spec/name-format',
        `\`name\` ${quote(name)} must not start or end with a hyphen.`,
        line
      )
    )
  }
  if (name.includes('--')) {
    findings.push(
      specFinding(
        ctx,
        'spec/name-format',
        `\`name\` ${quote(name)} must not contain consecutive hyphens.`,
        line
      )
    )
  }
  const charFinding = checkNameCharacters(ctx, name, lower, line)
  if (charFinding) findings.push(charFinding)

  if (dirName !== '') {
    const dir = dirName.normalize('NFKC')
    if (dir !== name) {
      findings.push(
        specFinding(
          ctx,
          'spec/name-directory',
          `\`name\` ${quote(name)} must match the skill's directory name ${quote(dir)}.`,
          line
        )
      )
    }
  }
  return findings
}

/** Checks the lowercased name, so upper-case letters are reported once (as a case problem). */
function checkNameCharacters(
  ctx: SpecContext,
  name: string,
  lower: string,
  line: number
): Finding | undefined {
  const allowed = ctx.options.allowUnicodeNames ? UNICODE_NAME_CHAR : ASCII_NAME_CHAR
  const bad = new Set<string>()
  let unicodeAlphanumeric = false
  for (const char of lower) {
    if (allowed.test(char)) continue
    if (UNICODE_NAME_CHAR.test(char)) unicodeAlphanumeric = true
    bad.add(char)
    if (bad.size > MAX_LISTED_CHARS) break
  }
  if (bad.size === 0) return undefined
  const listed = [...bad].slice(0, MAX_LISTED_CHARS).map((char) => JSON.stringify(char))
  const more = bad.size > MAX_LISTED_CHARS ? ', …' : ''
  const rule = ctx.options.allowUnicodeNames
    ? 'letters, digits and hyphens'
    : 'lowercase a–z, 0–9 and hyphens'
  const hint = unicodeAlphanumeric
    ? ' (allow-unicode-names, a flag of the CLI and an input of the Action, accepts Unicode letters)'
    : ''
  return specFinding(
    ctx,
    'spec/name-format',
    `\`name\` ${quote(name)} may contain only ${rule}; found ${listed.join(', ')}${more}${hint}.`,
    line
  )
}
