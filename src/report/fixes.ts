// "Fix first": what would raise this skill's score most, each fix ranked by the composite points
// it would really gain (the skill scored again with the fix made, scoring/what-if.ts), the
// anti-pattern penalty included. A problem that blocks the check (the skill cannot be scored, its
// frontmatter is not valid YAML, a spec error) comes before any score advice. The advice on the
// description names only the checks this description fails, from the checks that scored it.
import type {
  AntiPattern,
  DimensionName,
  Finding,
  FrontmatterChecks,
  Grade,
  SkillReport,
  StaticLayer
} from '../model/index.js'
import { pointsGained, type Change, type Scored } from '../scoring/what-if.js'
import { STATIC_DIMENSION_SOURCES } from '../scoring/tables.js'
import { antiPatternFix, DIMENSION_ADVICE, frontmatterCheckAdvice } from './advice.js'
import { formatScore } from './text.js'

export interface Fix {
  /** `blocking` fixes come first and carry no points: the check fails or cannot score without them. */
  kind: 'blocking' | 'anti-pattern' | 'dimension'
  title: string
  /** The dimension's grade, for a dimension fix. */
  grade?: Grade
  /** Composite points the fix gains, re-scored; absent for a blocking fix. */
  points?: number
  /** What to change in this skill. */
  text: string
}

/** The fix in a few words: its title, and its grade and points when it has them. */
export function fixHeadline(fix: Fix): string {
  if (fix.points === undefined) return fix.title
  const grade = fix.grade === undefined ? '' : `${fix.grade}, `
  return `${fix.title} (${grade}+${formatScore(fix.points)} points)`
}

/** A fix worth less than this is not advice (rounding noise, or a fix that changes nothing). */
const MIN_POINTS = 0.05
/** Locations named in one anti-pattern fix before "and N more". */
const MAX_LINES = 5

/** The description's flags: a description that meets every check raises neither. */
const DESCRIPTION_FLAGS: ReadonlySet<AntiPattern['flag']> = new Set([
  'EMPTY_DESCRIPTION',
  'MISSING_TRIGGER'
])

/** The fixes of `skill`, the blocking ones first, then by points; at most `limit` scored ones. */
export function rankedFixes(skill: SkillReport, limit = 3): Fix[] {
  const blocking = blockingFixes(skill)
  const staticLayer = skill.layers.static
  const { composite } = skill
  if (composite === null || staticLayer === undefined || staticLayer.status !== 'ok') {
    return blocking
  }
  const scored: Scored = {
    composite,
    subScores: staticLayer.subScores,
    antiPatternCount: staticLayer.antiPatterns.length
  }
  // a frontmatter that did not parse was scored as empty: the fix is the YAML, named above, and
  // advice on the description would ask for what the file may well hold
  const unread = yamlFinding(skill) !== undefined
  const fixes = [
    ...(unread ? [] : descriptionFixes(scored, staticLayer)),
    ...antiPatternFixes(scored, staticLayer, unread),
    ...dimensionFixes(scored, staticLayer.frontmatterChecks !== undefined)
  ]
    .filter((fix) => (fix.points ?? 0) >= MIN_POINTS)
    // stable: equal gains keep the order above (description, anti-patterns, heavier dimensions)
    .sort((a, b) => (b.points ?? 0) - (a.points ?? 0))
  return [...blocking, ...fixes.slice(0, limit)]
}

function yamlFinding(skill: SkillReport): Finding | undefined {
  return skill.findings.find((f) => f.source === 'spec' && f.ruleId === 'spec/frontmatter-yaml')
}

function blockingFixes(skill: SkillReport): Fix[] {
  const fixes: Fix[] = []
  if (skill.composite === null) {
    const error = skill.errors[0]
    fixes.push({
      kind: 'blocking',
      title: 'Cannot be scored',
      text: error?.message ?? 'the skill could not be read'
    })
  }
  const yaml = yamlFinding(skill)
  if (yaml !== undefined) {
    fixes.push({
      kind: 'blocking',
      title: 'Invalid frontmatter',
      text: `${yaml.message} (line ${yaml.line ?? 1}); until it parses, the skill is scored as if it had no name or description.`
    })
  }
  const errors = skill.findings.filter(
    (f) => f.source === 'spec' && f.severity === 'error' && f !== yaml
  )
  if (errors.length > 0) {
    const more = errors.length > 1 ? ` (+${errors.length - 1} more)` : ''
    fixes.push({
      kind: 'blocking',
      title: 'Agent Skills format error',
      text: `${errors[0]!.message}${errors[0]!.line === undefined ? '' : ` (line ${errors[0]!.line})`}${more}`
    })
  }
  return fixes
}

/** The description's unmet checks, each priced alone, and the gain of meeting them all. */
function descriptionFixes(scored: Scored, staticLayer: StaticLayer): Fix[] {
  const checks: FrontmatterChecks | undefined = staticLayer.frontmatterChecks
  if (checks === undefined) return []
  const flags = staticLayer.antiPatterns.filter((a) => DESCRIPTION_FLAGS.has(a.flag))
  // meeting the trigger phrase clears MISSING_TRIGGER, a full length EMPTY_DESCRIPTION
  const clears = (check: string) =>
    flags.filter(
      (a) =>
        (a.flag === 'MISSING_TRIGGER' && check === 'trigger-phrase') ||
        (a.flag === 'EMPTY_DESCRIPTION' && check === 'length')
    ).length
  const missing = checks.checks
    .filter((check) => !check.met && check.ifMet !== undefined)
    .map((check) => ({
      check,
      points: pointsGained(scored, {
        subScores: { frontmatter_quality: check.ifMet },
        antiPatternsRemoved: clears(check.check)
      })
    }))
    .filter(({ points }) => points >= MIN_POINTS)
    .sort((a, b) => b.points - a.points)
  if (missing.length === 0) return []
  const all: Change = {
    subScores: { frontmatter_quality: checks.allMet },
    antiPatternsRemoved: missing.reduce((sum, { check }) => sum + clears(check.check), 0)
  }
  const items = missing.map(
    ({ check, points }) => `${frontmatterCheckAdvice(check)} (+${formatScore(points)})`
  )
  return [
    {
      kind: 'dimension',
      title: 'Description (triggering accuracy)',
      grade: gradeOf(scored, 'triggering_accuracy'),
      points: pointsGained(scored, all),
      text: `Missing from the description: ${items.join('; ')}.`
    }
  ]
}

/** One fix per anti-pattern flag: the gain of removing every occurrence of it. */
function antiPatternFixes(scored: Scored, staticLayer: StaticLayer, unread: boolean): Fix[] {
  const byFlag = new Map<AntiPattern['flag'], AntiPattern[]>()
  for (const pattern of staticLayer.antiPatterns) {
    // the description's flags are priced with the description (or with the YAML error)
    const priced = unread || staticLayer.frontmatterChecks !== undefined
    if (DESCRIPTION_FLAGS.has(pattern.flag) && priced) continue
    byFlag.set(pattern.flag, [...(byFlag.get(pattern.flag) ?? []), pattern])
  }
  return [...byFlag].map(([flag, patterns]) => {
    const lines = patterns.map((p) => p.line).filter((line) => line !== undefined)
    const shown = [...new Set(lines)].slice(0, MAX_LINES)
    const more = lines.length > shown.length ? ` and ${lines.length - shown.length} more` : ''
    const where = shown.length === 0 ? '' : ` (line ${shown.join(', ')}${more})`
    return {
      kind: 'anti-pattern' as const,
      title: patterns.length > 1 ? `${flag} ×${patterns.length}` : flag,
      points: pointsGained(scored, { antiPatternsRemoved: patterns.length }),
      text: `${patterns[0]!.description}${where}. ${antiPatternFix(patterns[0]!)}`
    }
  })
}

/**
 * The other dimensions raised to their maximum: a static sub-score to 1, or a dimension only
 * the costly layers measure to 1. (Triggering's static part is the description, above.)
 */
function dimensionFixes(scored: Scored, checked: boolean): Fix[] {
  const fixes: Fix[] = []
  for (const dimension of scored.composite.dimensions) {
    if (dimension.score === null) continue
    const source = STATIC_DIMENSION_SOURCES[dimension.name]
    // the description fix prices triggering's static part check by check (older reports lack
    // the checks: then the sub-score to its maximum, with the dimension's general advice)
    if (source === 'frontmatter_quality' && checked) continue
    const change: Change =
      source !== undefined && dimension.sources.includes('static')
        ? { subScores: { [source]: 1 } }
        : { dimensions: { [dimension.name]: 1 } }
    const { title, tip } = DIMENSION_ADVICE[dimension.name]
    fixes.push({
      kind: 'dimension',
      title,
      grade: dimension.grade,
      points: pointsGained(scored, change),
      text: tip
    })
  }
  return fixes
}

function gradeOf(scored: Scored, name: DimensionName): Grade | undefined {
  return scored.composite.dimensions.find((d) => d.name === name)?.grade
}
