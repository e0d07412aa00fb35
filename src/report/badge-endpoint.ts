// A shields.io "endpoint" badge per skill (https://shields.io/badges/endpoint-badge): a small JSON
// file a repository commits and shields.io renders as `skill-ci: pdf | B+ 81.4 · Gold`.
import { displayPath, type RunReport, type SkillReport } from '../model/index.js'
import { badgeTitle } from '../scoring/badge.js'
import { flattenProse } from './neutralise.js'

/** shields.io colour names by grade letter, green to red. */
const LETTER_COLOURS = { A: 'brightgreen', B: 'green', C: 'yellow', D: 'orange', F: 'red' }

/** Longest skill name on a badge: a badge is read at a glance. */
const MAX_LABEL = 40

export interface BadgeEndpoint {
  schemaVersion: 1
  label: string
  message: string
  color: string
  isError?: true
}

export interface SkillBadge {
  /** File name for the endpoint JSON, unique within the run. */
  file: string
  /** The skill as the badge's alt text names it. */
  alt: string
  endpoint: BadgeEndpoint
}

function skillLabel(skill: SkillReport): string {
  const name = flattenProse(skill.name).trim()
  return name.length <= MAX_LABEL ? name : `${name.slice(0, MAX_LABEL - 1)}…`
}

export function badgeEndpoint(skill: SkillReport): BadgeEndpoint {
  const label = `skill-ci: ${skillLabel(skill)}`
  const c = skill.composite
  if (c === null)
    return { schemaVersion: 1, label, message: 'error', color: 'lightgrey', isError: true }
  const tier = c.badge === 'no_badge' ? '' : ` · ${badgeTitle(c.badge)}`
  return {
    schemaVersion: 1,
    label,
    message: `${c.grade} ${c.score.toFixed(1)}${tier}`,
    color: LETTER_COLOURS[c.letter]
  }
}

/** A file-name-safe slug of the skill's path (its name when the root is the skill). */
function slug(skill: SkillReport): string {
  const shown = skill.path === '.' ? skill.name : displayPath(skill)
  const safe = shown
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[.-]+|[.-]+$/g, '')
    .slice(0, 100)
  return safe || 'skill'
}

/** One badge per skill of the run, with distinct file names. */
export function skillBadges(report: RunReport): SkillBadge[] {
  const used = new Set<string>()
  return report.skills.map((skill) => {
    const base = slug(skill)
    let file = `${base}.json`
    for (let n = 2; used.has(file); n++) file = `${base}-${n}.json`
    used.add(file)
    return { file, alt: skillLabel(skill).replace(/[[\]\\]/g, ''), endpoint: badgeEndpoint(skill) }
  })
}

/** The markdown image of one badge whose endpoint JSON is served at `jsonUrl`. */
export function badgeMarkdown(badge: SkillBadge, jsonUrl: string): string {
  return `![skill-ci: ${badge.alt}](https://img.shields.io/endpoint?url=${encodeURIComponent(jsonUrl)})`
}
