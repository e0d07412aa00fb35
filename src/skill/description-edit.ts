// A SKILL.md with its `description:` replaced, and the lines the old one took. The description
// improver proposes a new description as a patch and as a GitHub suggestion on exactly these
// lines, and checks a candidate by parsing the edited file the way every command reads skills.
import { parseSkill } from './parse.js'
import { validateSpec } from './spec-rules.js'
import type { Finding } from '../model/index.js'
import type { Frontmatter } from './types.js'

/** The 1-based lines (inclusive) of the `description:` entry of the frontmatter. */
export interface DescriptionSpan {
  startLine: number
  endLine: number
}

/**
 * Where the description is written: its key line, and every line after it that continues the
 * value (indented, or blank before more indented text) up to the next top-level key or the `---`
 * that closes the frontmatter. Null without a description key.
 */
export function descriptionSpan(content: string, frontmatter: Frontmatter): DescriptionSpan | null {
  const start = frontmatter.keyLines.description
  if (start === undefined) return null
  const lines = content.split('\n')
  let end = start
  for (let i = start; i < lines.length; i++) {
    const line = lines[i] as string
    if (line.trim() === '') continue
    if (!/^\s/.test(line)) break
    end = i + 1
  }
  return { startLine: start, endLine: end }
}

/** A plain YAML scalar when that reads back as the same text; else a double-quoted one. */
export function yamlDescriptionValue(description: string): string {
  const plain = /^[A-Za-z0-9][\p{L}\p{N} .,;()'/–—-]*$/u
  return plain.test(description) && !description.endsWith(' ')
    ? description
    : JSON.stringify(description)
}

/** The one line that replaces the description's span. */
export const descriptionLine = (description: string): string =>
  `description: ${yamlDescriptionValue(description)}`

/** `content` with the description's lines replaced by one `description:` line. */
export function withDescription(
  content: string,
  span: DescriptionSpan,
  description: string
): string {
  const lines = content.split('\n')
  lines.splice(span.startLine - 1, span.endLine - span.startLine + 1, descriptionLine(description))
  return lines.join('\n')
}

/** Words that make a description speak as the agent or to the user instead of about the skill. */
const NOT_THIRD_PERSON = /^(?:i|i'm|we|you|your|my|our|let me)\b/i

/**
 * Why `description` cannot replace the skill's current one, or null: the edited SKILL.md must
 * parse and pass the spec's rules (error and warning findings) as the reader and `validate` apply
 * them, and the text must be third person without angle brackets (it is shown inside the agent's
 * system prompt, where a tag could be read as markup). The YAML parser must be loaded
 * (`loadYamlParser`): an edited frontmatter may need it.
 */
export function descriptionProblem(
  skill: { content: string; frontmatter: Frontmatter; skillFile: string; dirName: string },
  description: string
): string | null {
  if (/[<>]/.test(description)) return 'it contains angle brackets'
  if (NOT_THIRD_PERSON.test(description.trim())) return 'it is not written in the third person'
  const span = descriptionSpan(skill.content, skill.frontmatter)
  if (span === null) return 'the skill has no description line to replace'
  const content = withDescription(skill.content, span, description)
  const parsed = parseSkill(content, skill.dirName, skill.skillFile)
  if (!parsed.ok) return parsed.error.message
  if (parsed.skill.description !== description) return 'it does not read back as written'
  const problems = validateSpec({
    skillFile: skill.skillFile,
    dirName: skill.dirName,
    content,
    frontmatter: parsed.skill.frontmatter
  }).filter((f: Finding) => f.severity !== 'notice' && f.ruleId.startsWith('spec/description'))
  return problems.length > 0 ? (problems[0] as Finding).message : null
}
