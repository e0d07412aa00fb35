// skill-validator's size profile of a SKILL.md (its measurements and its warnings), reproduced
// with its quirks so numbers match that tool. It is informational: the findings are notices and
// nothing here feeds a score.
import { estimateTokens } from '../../llm/tokens.js'
import { LineBreaks } from '../../skill/line-breaks.js'
import { testFrom } from '../../skill/test-from.js'
import type { Finding, SizeProfile } from '../../model/index.js'

// The size profile's token count is skill-validator's estimate, ceil(UTF-16 code units / 4), the
// rule src/llm/tokens.ts owns. Still exported from here for the spec rules, which import it from
// this module.

/** Tier limits (inclusive upper bounds except compact, which is `< COMPACT_BELOW`). */
const COMPACT_BELOW = 400
const DETAILED_MAX = 2500
const STANDARD_MAX = 5000

/** Size-warning limits; they deliberately differ from the tier limits at the low end. */
const SPARSE_BELOW = 200
const APPROACHING_ABOVE = 2500
const LARGE_ABOVE = 5000

// `^` matches at every line start (multiline), so two `---` lines anywhere count as front matter
// (a quirk skill-validator documents; kept so the same files count as having front matter).
const LOOSE_FRONTMATTER = /^---\r?\n[\s\S]*?\r?\n---/m
// Body extraction is anchored at the start of the file and eats one optional newline after `---`.
const LEADING_FRONTMATTER = /^---\r?\n[\s\S]*?\r?\n---\r?\n?/
// The line patterns (JavaScript `^` with the multiline flag: a line starts after \n, \r, U+2028 or
// U+2029), each written without its `^` and tried, sticky, only at line starts whose first
// character can begin it. 1–4 `#` then whitespace; `#` lines inside code blocks count too, as in
// the reference.
const SECTION_AT = /#{1,4}\s/y
const NUMBERED_STEP_AT = /\d+\.\s/y
const BULLET_AT = /[-*]\s/y
const WHEN_TO_USE_HEADING_AT = /#{1,4}\s+when to use/iy
const WHEN_NOT_TO_USE_HEADING_AT = /#{1,4}\s+when not to use/iy
// the line starts a multiline `^` sees
const JS_LINE_BREAKS = new LineBreaks(['\n', '\r', '\u2028', '\u2029'])
const CODE_FENCE = '```'

// A token count with the separators en-US writes (12,345), fixed so reports do not depend on the
// machine running them. Not Intl.NumberFormat: building one loads the locale data, some 10 ms of
// every run's start.
const thousands = (count: number): string => String(count).replace(/\B(?=(\d{3})+$)/g, ',')

export type ComplexityTier = SizeProfile['complexityTier']

/** The profile's rules (all notices), for renderers that describe rules (README, SARIF). */
export const PROFILE_RULES = {
  'profile/size-large': 'SKILL.md is over 5,000 tokens (the "comprehensive" range).',
  'profile/size-approaching-large':
    'SKILL.md is 2,501–5,000 tokens, near the "comprehensive" range.',
  'profile/size-small': 'SKILL.md is under 200 tokens, possibly too sparse to guide an agent.',
  'profile/no-sections': 'The body has no heading of level 1–4.',
  'profile/no-code-blocks': 'The body has no fenced code block.',
  'profile/no-numbered-steps': 'The body has no numbered step (`1. `) at the start of a line.',
  'profile/no-frontmatter': 'No `---` front matter block was found.'
} as const
export type ProfileRuleId = keyof typeof PROFILE_RULES

export function complexityTier(tokenCount: number): ComplexityTier {
  if (tokenCount < COMPACT_BELOW) return 'compact'
  if (tokenCount <= DETAILED_MAX) return 'detailed'
  if (tokenCount <= STANDARD_MAX) return 'standard'
  return 'comprehensive'
}

type LineCounts = Pick<
  SizeProfile,
  'sectionCount' | 'numberedStepCount' | 'bulletCount' | 'hasWhenToUse' | 'hasWhenNotToUse'
>

/** The counts of the line patterns in `body`, from one walk over its line starts. */
function lineCounts(body: string): LineCounts {
  const counts: LineCounts = {
    sectionCount: 0,
    numberedStepCount: 0,
    bulletCount: 0,
    hasWhenToUse: false,
    hasWhenNotToUse: false
  }
  const onlyNewlines = !JS_LINE_BREAKS.hasOther(body)
  for (let at = 0; ;) {
    const first = body.charCodeAt(at)
    if (first === 0x23 /* # */) {
      if (testFrom(SECTION_AT, body, at)) counts.sectionCount++
      if (!counts.hasWhenToUse) counts.hasWhenToUse = testFrom(WHEN_TO_USE_HEADING_AT, body, at)
      if (!counts.hasWhenNotToUse)
        counts.hasWhenNotToUse = testFrom(WHEN_NOT_TO_USE_HEADING_AT, body, at)
    } else if (first >= 0x30 && first <= 0x39) {
      if (testFrom(NUMBERED_STEP_AT, body, at)) counts.numberedStepCount++
    } else if (first === 0x2d /* - */ || first === 0x2a /* * */) {
      if (testFrom(BULLET_AT, body, at)) counts.bulletCount++
    }
    const lineBreak = JS_LINE_BREAKS.next(body, at, onlyNewlines)
    if (lineBreak === -1) return counts
    at = lineBreak + 1
  }
}

function countOccurrences(text: string, literal: string): number {
  let count = 0
  for (let at = text.indexOf(literal); at !== -1; at = text.indexOf(literal, at + literal.length))
    count++
  return count
}

/**
 * Measures `content` (the SKILL.md text as read; skill-validator measures the raw file, so CRLF
 * files count one more code unit per line there than after newline normalisation) and returns the
 * profile plus its warnings, in the reference's order, as notices pointing at `skillFile`.
 */
export function profileSkill(
  content: string,
  skillFile: string
): { profile: SizeProfile; findings: Finding[] } {
  const body = content.replace(LEADING_FRONTMATTER, '')
  const tokenCount = estimateTokens(content)
  const lines = lineCounts(body)
  const profile: SizeProfile = {
    tokenCount,
    complexityTier: complexityTier(tokenCount),
    sectionCount: lines.sectionCount,
    codeBlockCount: Math.floor(countOccurrences(body, CODE_FENCE) / 2),
    numberedStepCount: lines.numberedStepCount,
    bulletCount: lines.bulletCount,
    hasFrontmatter: LOOSE_FRONTMATTER.test(content),
    hasWhenToUse: lines.hasWhenToUse,
    hasWhenNotToUse: lines.hasWhenNotToUse
  }
  return { profile, findings: profileWarnings(profile, skillFile) }
}

function profileWarnings(profile: SizeProfile, skillFile: string): Finding[] {
  const notice = (ruleId: ProfileRuleId, message: string): Finding => ({
    file: skillFile,
    ruleId,
    source: 'profile',
    severity: 'notice',
    message
  })
  const findings: Finding[] = []
  const tokens = profile.tokenCount
  if (tokens > LARGE_ABOVE) {
    findings.push(
      notice(
        'profile/size-large',
        `Skill is ${thousands(tokens)} tokens; "comprehensive" skills lowered task success ` +
          'by 2.9 percentage points on average in SkillsBench. Consider splitting it into 2–3 ' +
          'focused skills.'
      )
    )
  } else if (tokens > APPROACHING_ABOVE) {
    findings.push(
      notice(
        'profile/size-approaching-large',
        `Skill is ${thousands(tokens)} tokens, approaching the "comprehensive" range ` +
          'where the gains from a skill shrink.'
      )
    )
  } else if (tokens < SPARSE_BELOW) {
    findings.push(
      notice(
        'profile/size-small',
        `Skill is only ${tokens} tokens; it may be too sparse to give actionable guidance.`
      )
    )
  }
  if (profile.sectionCount === 0) {
    findings.push(
      notice(
        'profile/no-sections',
        'No section headers; agents navigate structured documents more reliably.'
      )
    )
  }
  if (profile.codeBlockCount === 0) {
    findings.push(
      notice(
        'profile/no-code-blocks',
        'No code blocks; concrete snippets and commands help agents act.'
      )
    )
  }
  if (profile.numberedStepCount === 0) {
    findings.push(
      notice(
        'profile/no-numbered-steps',
        'No numbered workflow steps; agents follow sequenced procedures more reliably.'
      )
    )
  }
  if (!profile.hasFrontmatter) {
    findings.push(
      notice(
        'profile/no-frontmatter',
        'No YAML front matter; agents use the name and description to discover a skill.'
      )
    )
  }
  return findings
}
