// PluginEval's six anti-pattern detectors, in PluginEval's order (part of its output), each
// pointing at the line of the offending text.
import type { AntiPattern } from '../../model/index.js'
import { clipText } from '../../skill/echo.js'
import type { ParsedSkill } from '../../skill/parse.js'
import { codePointLength, pyStrip } from '../../skill/python-text.js'
import type { SkillFolderFacts } from '../../skill/types.js'
import { hasTriggerPhrase } from './sub-scores.js'

export const MAX_DIRECTIVES = 15
export const MIN_DESCRIPTION_LENGTH = 20
export const MAX_LINES_WITHOUT_REFERENCES = 800
/** Longest link target or path repeated in a description (two fit in one 200-character echo). */
const ECHO_CHARS = 90

/** PurePosixPath(x).name: the last non-empty, non-`.` part of a `/`-separated path. */
export function posixBaseName(path: string): string {
  const parts = path.split('/').filter((part) => part !== '' && part !== '.')
  return parts.length === 0 ? '' : parts[parts.length - 1]!
}

interface UnreadFrontmatter {
  cause: string
  fix: string
  line: number
}

/** Why the description was not read, when the frontmatter did not parse. */
function unreadFrontmatter(skill: ParsedSkill): UnreadFrontmatter | undefined {
  const error = skill.frontmatter.yamlError
  if (error === undefined) return undefined
  const line = error.line ?? 1
  return {
    cause: `the frontmatter is not valid YAML (line ${line}), so it counts as empty`,
    fix: `Fix the YAML error at line ${line} (reported as spec/frontmatter-yaml; usually a value to put in double quotes); this flag then judges the description you wrote.`,
    line
  }
}

/**
 * Detects the anti-patterns. `existingCrossRefs` holds the normalised cross-references that
 * resolve on disk (the reader checks them; the others become DEAD_CROSS_REF).
 */
export function detectAntiPatterns(
  skill: ParsedSkill,
  folder: SkillFolderFacts,
  existingCrossRefs: ReadonlySet<string>
): AntiPattern[] {
  const found: AntiPattern[] = []
  const file = skill.file
  const descriptionLine = skill.descriptionLine ?? 1
  const directives = skill.directives.length
  if (directives > MAX_DIRECTIVES) {
    found.push({
      flag: 'OVER_CONSTRAINED',
      description: `${directives} MUST/NEVER/ALWAYS directives (more than ${MAX_DIRECTIVES}); explain the reasons instead of stacking commands`,
      severity: 0.1,
      file,
      // the directive that crosses the limit
      line: skill.directives[MAX_DIRECTIVES]!.line
    })
  }
  const descriptionLength = codePointLength(pyStrip(skill.description))
  // A frontmatter that is not valid YAML is scored as an empty one (as PluginEval does), so these
  // two flags fire whatever the description says: they point at the YAML error instead of asking
  // for a description the file may well have.
  const unread = unreadFrontmatter(skill)
  if (descriptionLength < MIN_DESCRIPTION_LENGTH) {
    found.push({
      flag: 'EMPTY_DESCRIPTION',
      description: unread
        ? `no description was read: ${unread.cause}`
        : `description is ${descriptionLength} characters long (minimum ${MIN_DESCRIPTION_LENGTH}); say what the skill does and when to use it`,
      severity: 0.1,
      file,
      line: unread?.line ?? descriptionLine,
      ...(unread ? { fix: unread.fix } : {})
    })
  }
  if (skill.usesDescriptionTriggering && !hasTriggerPhrase(skill.description)) {
    found.push({
      flag: 'MISSING_TRIGGER',
      description: unread
        ? `no trigger phrase was read: ${unread.cause}`
        : 'description has no trigger phrase such as "Use when …", "Use this skill when …", "Use proactively" or "Trigger when …"',
      severity: 0.15,
      file,
      line: unread?.line ?? descriptionLine,
      ...(unread ? { fix: unread.fix } : {})
    })
  }
  if (skill.lineCount > MAX_LINES_WITHOUT_REFERENCES && !folder.hasReferences) {
    found.push({
      flag: 'BLOATED_SKILL',
      description: `${skill.lineCount} lines and no references/ folder; move detail into references/ files`,
      severity: 0.1,
      file,
      // the first line past the limit
      line: MAX_LINES_WITHOUT_REFERENCES + 1
    })
  }
  if (folder.hasReferences) {
    const referenceNames = new Set(folder.referenceFiles.map((name) => name.toLowerCase()))
    for (const link of skill.referenceLinks) {
      if (referenceNames.has(posixBaseName(link.target).toLowerCase())) continue
      found.push({
        flag: 'ORPHAN_REFERENCE',
        description: `link target references/${clipText(link.target, ECHO_CHARS)} is not a file directly inside references/`,
        severity: 0.05,
        file,
        line: link.line
      })
    }
  }
  for (const crossRef of skill.crossReferences) {
    if (existingCrossRefs.has(crossRef.ref)) continue
    found.push({
      flag: 'DEAD_CROSS_REF',
      description: `cross-reference ${clipText(crossRef.raw, ECHO_CHARS)} does not resolve to a sibling skill (${clipText(crossRef.ref, ECHO_CHARS)}) or a sub-skill`,
      severity: 0.05,
      file,
      line: crossRef.line
    })
  }
  return found
}
