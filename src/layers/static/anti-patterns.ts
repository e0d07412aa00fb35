// PluginEval's six anti-pattern detectors, in PluginEval's order (part of its output), each
// pointing at the line of the offending text.
import type { AntiPattern, ScoringMode } from '../../model/index.js'
import { clipText } from '../../skill/echo.js'
import type { ParsedSkill } from '../../skill/parse.js'
import { codePointLength, pyStrip } from '../../skill/python-text.js'
import type { SkillFolderFacts } from '../../skill/types.js'
import { hasTriggerPhrase } from './frontmatter-quality.js'
import { referenceLinkFile, wholeCrossRefPath, type ResolvedLinks } from './links.js'

export const MAX_DIRECTIVES = 15
export const MIN_DESCRIPTION_LENGTH = 20
export const MAX_LINES_WITHOUT_REFERENCES = 800
/** Longest link target or path quoted in a message (whole, as far as a printable line allows). */
const ECHO_CHARS = 160

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
 * Detects the anti-patterns. `resolved` says which links and cross-references point at something
 * that exists, found the way `scoring` says (links.ts).
 */
export function detectAntiPatterns(
  skill: ParsedSkill,
  folder: SkillFolderFacts,
  resolved: ResolvedLinks,
  scoring: ScoringMode
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
  found.push(...orphanReferences(skill, folder, resolved, scoring).slice(0, MAX_LISTED_PER_FLAG))
  found.push(...deadCrossReferences(skill, resolved, scoring).slice(0, MAX_LISTED_PER_FLAG))
  return found
}

// The penalty stops growing at 10 anti-patterns (antiPatternPenalty), so listing more than this
// many links of one kind changes no score; a hostile SKILL.md with 10,000 links would otherwise
// carry 10,000 findings through every report.
const MAX_LISTED_PER_FLAG = 50

const PLUGINEVAL_ORPHAN_FIX =
  'Create the missing file directly in references/ or correct the link; PluginEval compares the last path segment of the link, anchor included, with the files at the top of references/ (the default scoring resolves the link).'

/**
 * ORPHAN_REFERENCE. PluginEval looks only when references/ exists, and compares the link's last
 * name (anchor included) with the top-level files; the default scoring flags every link whose
 * file (anchor left off) is not in references/, folder or not (deleting references/ must not
 * clear its dead links).
 */
function orphanReferences(
  skill: ParsedSkill,
  folder: SkillFolderFacts,
  resolved: ResolvedLinks,
  scoring: ScoringMode
): AntiPattern[] {
  const referenceNames = new Set(folder.referenceFiles.map((name) => name.toLowerCase()))
  const byName = (target: string) =>
    folder.hasReferences && referenceNames.has(posixBaseName(target).toLowerCase())
  if (scoring === 'plugineval' && !folder.hasReferences) return []
  const found: AntiPattern[] = []
  for (const [i, link] of skill.referenceLinks.entries()) {
    const live =
      scoring === 'plugineval'
        ? byName(link.target)
        : (resolved.referenceLinks[i] ?? byName(link.target))
    if (live) continue
    found.push({
      flag: 'ORPHAN_REFERENCE',
      description:
        scoring === 'plugineval'
          ? `link target references/${clipText(link.target, ECHO_CHARS)} is not a file directly inside references/`
          : `link target references/${clipText(referenceLinkFile(link.target), ECHO_CHARS)} does not exist`,
      severity: 0.05,
      file: skill.file,
      line: link.line,
      ...(scoring === 'plugineval' ? { fix: PLUGINEVAL_ORPHAN_FIX } : {})
    })
  }
  return found
}

/** DEAD_CROSS_REF: each cross-reference that points at nothing, quoted whole. */
function deadCrossReferences(
  skill: ParsedSkill,
  resolved: ResolvedLinks,
  scoring: ScoringMode
): AntiPattern[] {
  const found: AntiPattern[] = []
  for (const [i, crossRef] of skill.crossReferences.entries()) {
    if (resolved.crossRefs[i]) continue
    const whole = clipText(wholeCrossRefPath(skill.body, crossRef).path, ECHO_CHARS)
    found.push({
      flag: 'DEAD_CROSS_REF',
      description:
        scoring === 'plugineval'
          ? `cross-reference ${whole} does not resolve to a sibling skill or sub-skill (looked up as ${clipText(crossRef.ref, ECHO_CHARS / 2)})`
          : `cross-reference ${whole} points at nothing: not from this skill's folder, nor from the folders above it that hold skills/`,
      severity: 0.05,
      file: skill.file,
      line: crossRef.line
    })
  }
  return found
}
