// PluginEval's six anti-pattern detectors, in PluginEval's order (part of its output), each
// pointing at the line of the offending text.
import type { AntiPattern } from '../../model/index.js'
import type { ParsedSkill } from '../../skill/parse.js'
import { codePointLength, pyStrip } from '../../skill/python-text.js'
import type { SkillFolderFacts } from '../../skill/types.js'
import { hasTriggerPhrase } from './sub-scores.js'

export const MAX_DIRECTIVES = 15
export const MIN_DESCRIPTION_LENGTH = 20
export const MAX_LINES_WITHOUT_REFERENCES = 800

/** PurePosixPath(x).name: the last non-empty, non-`.` part of a `/`-separated path. */
export function posixBaseName(path: string): string {
  const parts = path.split('/').filter((part) => part !== '' && part !== '.')
  return parts.length === 0 ? '' : parts[parts.length - 1]!
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
  if (descriptionLength < MIN_DESCRIPTION_LENGTH) {
    found.push({
      flag: 'EMPTY_DESCRIPTION',
      description: `description is ${descriptionLength} characters long (minimum ${MIN_DESCRIPTION_LENGTH}); say what the skill does and when to use it`,
      severity: 0.1,
      file,
      line: descriptionLine
    })
  }
  if (skill.usesDescriptionTriggering && !hasTriggerPhrase(skill.description)) {
    found.push({
      flag: 'MISSING_TRIGGER',
      description:
        'description has no trigger phrase such as "Use when …", "Use this skill when …", "Use proactively" or "Trigger when …"',
      severity: 0.15,
      file,
      line: descriptionLine
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
        description: `link target references/${link.target} is not a file directly inside references/`,
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
      description: `cross-reference ${crossRef.raw} does not resolve to a sibling skill (${crossRef.ref}) or a sub-skill`,
      severity: 0.05,
      file,
      line: crossRef.line
    })
  }
  return found
}
