// frontmatter_quality, the sub-score behind triggering accuracy, kept as its parts: the score is
// their sum in PluginEval's order (so the double is PluginEval's), and "Fix first" names exactly
// the parts this skill lacks, with what the sub-score would be if it had them.
import type { FrontmatterCheck, FrontmatterChecks, ScoringMode } from '../../model/index.js'
import type { ParsedSkill } from '../../skill/parse.js'
import { codePointLength, pyStrip, pyTruthy } from '../../skill/python-text.js'
import {
  ACTIVITY_PHRASE,
  PROACTIVELY,
  TRIGGER_KEYWORDS,
  TRIGGER_PATTERN,
  USE_CASE
} from './patterns.js'

/** The trigger pattern TP: does the description carry an accepted trigger phrase? */
export function hasTriggerPhrase(description: string): boolean {
  return TRIGGER_PATTERN.test(description)
}

/** Matches of the global `pattern` (exec from lastIndex: matchAll would copy the regex). */
function countMatches(pattern: RegExp, text: string): number {
  let count = 0
  pattern.lastIndex = 0
  while (pattern.exec(text) !== null) count++
  return count
}

/** The pushiness parts in PluginEval's order; an unmet part is 0 (adding 0 changes no double). */
interface PushinessParts {
  triggerPhrase: number
  proactively: number
  loadWords: number
  useCases: number
  activity: number
  length40: number
}

interface FrontmatterParts {
  name: number
  length: number
  pushiness: PushinessParts
}

/** What a part is worth when fully met. */
const FULL: FrontmatterParts = {
  name: 0.1,
  length: 0.25,
  pushiness: {
    triggerPhrase: 0.25,
    proactively: 0.15,
    loadWords: 0.1,
    useCases: 0.2,
    activity: 0.15,
    length40: 0.1
  }
}

function pushinessParts(description: string): { parts: PushinessParts; useCases: number } {
  const lower = description.toLowerCase()
  const useCases = countMatches(USE_CASE, lower)
  return {
    useCases,
    parts: {
      triggerPhrase: hasTriggerPhrase(description) ? 0.25 : 0,
      proactively: PROACTIVELY.test(lower) ? 0.15 : 0,
      loadWords: TRIGGER_KEYWORDS.test(lower) ? 0.1 : 0,
      useCases: useCases >= 3 ? 0.2 : useCases >= 1 ? 0.1 : 0,
      activity: ACTIVITY_PHRASE.test(lower) ? 0.15 : 0,
      length40: codePointLength(pyStrip(description)) >= 40 ? 0.1 : 0
    }
  }
}

function pushinessOf(parts: PushinessParts): number {
  let score = 0.0
  score += parts.triggerPhrase
  score += parts.proactively
  score += parts.loadWords
  score += parts.useCases
  score += parts.activity
  score += parts.length40
  return Math.min(1.0, score)
}

/** pushiness(description): how plainly the description says when to use the skill. */
export function pushiness(description: string): number {
  return pushinessOf(pushinessParts(description).parts)
}

function lengthPart(length: number): number {
  if (length >= 100) return 0.25
  if (length >= 60) return 0.2
  if (length >= 30) return 0.15
  return length >= 10 ? 0.05 : 0
}

/**
 * The name's part. PluginEval gives a name that differs from its folder 0.15 and one that matches
 * it 0.10, so breaking the Agent Skills rule that they match (spec/name-directory) raises the
 * score; its methodology scores "name presence", and so does the default scoring: 0.10.
 */
function namePart(skill: ParsedSkill, scoring: ScoringMode): number {
  if (!pyTruthy(skill.name)) return 0
  return scoring === 'plugineval' && skill.name !== skill.dirName ? 0.15 : 0.1
}

function frontmatterFrom(parts: FrontmatterParts): number {
  let score = 0.0
  score += parts.name
  score += parts.length
  score += pushinessOf(parts.pushiness) * 0.6
  return Math.min(1.0, score)
}

interface Measured {
  parts: FrontmatterParts
  length: number
  useCases: number
}

function measure(skill: ParsedSkill, scoring: ScoringMode): Measured {
  const length = codePointLength(pyStrip(skill.description))
  const { parts, useCases } = pushinessParts(skill.description)
  return {
    parts: { name: namePart(skill, scoring), length: lengthPart(length), pushiness: parts },
    length,
    useCases
  }
}

/** frontmatter_quality: a name, a long enough description, and its pushiness. */
export function frontmatterQuality(skill: ParsedSkill, scoring: ScoringMode): number {
  return frontmatterFrom(measure(skill, scoring).parts)
}

type CheckName = FrontmatterCheck['check']

interface CheckPart {
  check: CheckName
  isMet: (parts: FrontmatterParts) => boolean
  fill: (parts: FrontmatterParts) => void
}

/** One pushiness part: met when it has its full value. */
function pushinessCheck(check: CheckName, part: keyof PushinessParts): CheckPart {
  return {
    check,
    isMet: (p) => p.pushiness[part] === FULL.pushiness[part],
    fill: (p) => (p.pushiness[part] = FULL.pushiness[part])
  }
}

/** The checks in the order "Fix first" names them (a description of 100 characters has 40). */
const CHECKS: readonly CheckPart[] = [
  { check: 'name', isMet: (p) => p.name > 0, fill: (p) => (p.name = FULL.name) },
  {
    check: 'length',
    isMet: (p) => p.length === FULL.length,
    fill: (p) => {
      p.length = FULL.length
      p.pushiness.length40 = FULL.pushiness.length40
    }
  },
  pushinessCheck('trigger-phrase', 'triggerPhrase'),
  pushinessCheck('use-cases', 'useCases'),
  pushinessCheck('activity', 'activity'),
  pushinessCheck('proactively', 'proactively'),
  pushinessCheck('load-words', 'loadWords')
]

function copyParts(parts: FrontmatterParts): FrontmatterParts {
  return { ...parts, pushiness: { ...parts.pushiness } }
}

/**
 * The checks frontmatter_quality is made of, each with what it found and, when it is not met,
 * the sub-score with it met: "Fix first" re-scores from these, and names only what is missing.
 */
export function frontmatterChecks(skill: ParsedSkill, scoring: ScoringMode): FrontmatterChecks {
  const { parts, length, useCases } = measure(skill, scoring)
  const allMet = copyParts(parts)
  const checks: FrontmatterCheck[] = CHECKS.map(({ check, isMet, fill }) => {
    const found = check === 'length' ? length : check === 'use-cases' ? useCases : undefined
    const facts = { check, ...(found === undefined ? {} : { found }) }
    if (isMet(parts)) return { ...facts, met: true }
    fill(allMet)
    const alone = copyParts(parts)
    fill(alone)
    return { ...facts, met: false, ifMet: frontmatterFrom(alone) }
  })
  return { checks, allMet: frontmatterFrom(allMet) }
}
