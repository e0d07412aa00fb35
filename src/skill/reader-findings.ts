// Findings about how a skill file is written that only the reader sees: its file name, and keys
// the frontmatter writes twice (the parsed mapping keeps only the last). They are spec findings:
// reported next to the scores, never changing them.
import type { Finding } from '../model/index.js'
import { LOWERCASE_SKILL_FILE_NAME, SKILL_FILE_NAME } from '../model/skill-file.js'
import type { SkillFileChoice } from './read.js'
import { SPEC_RULES, type SpecRuleId } from './spec/rules.js'
import type { Frontmatter } from './types.js'

function finding(ruleId: SpecRuleId, file: string, line: number, message: string): Finding {
  return { file, line, ruleId, source: 'spec', severity: SPEC_RULES[ruleId].severity, message }
}

/** The file sitting next to `skillFile` under `name`. */
function sibling(skillFile: string, name: string): string {
  const slash = skillFile.lastIndexOf('/')
  return slash === -1 ? name : `${skillFile.slice(0, slash + 1)}${name}`
}

/** A lowercase `skill.md` is read, with a warning; next to a `SKILL.md` it is ignored, and said so. */
export function skillFileNameFindings(choice: SkillFileChoice, skillFile: string): Finding[] {
  if (choice.name === LOWERCASE_SKILL_FILE_NAME) {
    return [
      finding(
        'spec/skill-file-name',
        skillFile,
        1,
        `The skill file is named ${LOWERCASE_SKILL_FILE_NAME}; rename it to ${SKILL_FILE_NAME}, the name the spec and agents look for.`
      )
    ]
  }
  if (choice.lowercaseIgnored) {
    return [
      finding(
        'spec/skill-file-name',
        sibling(skillFile, LOWERCASE_SKILL_FILE_NAME),
        1,
        `Both ${SKILL_FILE_NAME} and ${LOWERCASE_SKILL_FILE_NAME} are here; ${SKILL_FILE_NAME} is read and ${LOWERCASE_SKILL_FILE_NAME} is ignored. Merge it into ${SKILL_FILE_NAME} and delete it.`
      )
    ]
  }
  return []
}

/** One error per key written twice, at the later occurrence, naming both lines. */
export function duplicateKeyFindings(frontmatter: Frontmatter, skillFile: string): Finding[] {
  const listed = frontmatter.duplicateKeys ?? []
  const unlisted = (frontmatter.duplicateKeyCount ?? listed.length) - listed.length
  return listed.map(({ key, firstLine, line }, index) => {
    const more =
      index === listed.length - 1 && unlisted > 0 ? ` (${unlisted} more duplicate keys)` : ''
    return finding(
      'spec/frontmatter-yaml',
      skillFile,
      line,
      `The key ${JSON.stringify(key)} is written twice, on lines ${firstLine} and ${line}: YAML 1.2 and skills-ref reject the file, and PluginEval keeps only the last value. Remove one.${more}`
    )
  })
}
