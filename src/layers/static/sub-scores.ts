// Five of the PluginEval static sub-scores that feed the composite (frontmatter_quality is in
// frontmatter-quality.ts). Every sum is accumulated in PluginEval's order, so the doubles match
// the reference bit for bit.
import type { ParsedSkill } from '../../skill/parse.js'
import { PY_LINE_BREAKS, pyStripRange } from '../../skill/python-text.js'
import type { SkillFolderFacts } from '../../skill/types.js'
import {
  DECISION_WORDS,
  hasOutputFormatLine,
  INPUT_WORD,
  ORCHESTRATION_STEM,
  OUTPUT_VERB,
  RELATED_WORDS,
  TABLE_LINE
} from './patterns.js'

/** orchestration_wiring: stated inputs and outputs reward, orchestration words cost. */
export function orchestrationWiring(skill: ParsedSkill, lowerContent: string): number {
  let score = 0.7
  if (hasOutputFormatLine(lowerContent)) score += 0.1
  if (OUTPUT_VERB.test(lowerContent)) score += 0.05
  if (INPUT_WORD.test(lowerContent)) score += 0.1
  if (skill.fences.length >= 2) score += 0.05
  if (ORCHESTRATION_STEM.test(lowerContent)) score -= 0.15
  return Math.max(0.0, Math.min(1.0, score))
}

/** progressive_disclosure: a moderate length, detail moved to `references/` and `assets/`. */
export function progressiveDisclosure(skill: ParsedSkill, folder: SkillFolderFacts): number {
  const lines = skill.lineCount
  let score = 0.0
  if (lines >= 200 && lines <= 600) score += 0.6
  else if (lines >= 100 && lines < 200) score += 0.5
  else if (lines > 600 && lines <= 800) score += 0.4
  else if (lines < 100) score += 0.2
  else score += 0.15
  if (folder.hasReferences && folder.referenceFiles.length > 0) score += lines > 400 ? 0.25 : 0.15
  if (folder.hasAssets && folder.assetFiles.length > 0) score += 0.15
  return Math.min(1.0, score)
}

/** structural_completeness: headings, code blocks, examples, troubleshooting, tables. */
export function structuralCompleteness(skill: ParsedSkill, lowerContent: string): number {
  let score = 0.0
  const headings = skill.h2Count + skill.h3Count
  if (headings >= 6) score += 0.2
  else if (headings >= 4) score += 0.15
  else if (headings >= 2) score += 0.1
  const fences = skill.fences.length
  if (fences >= 5) score += 0.2
  else if (fences >= 3) score += 0.15
  else if (fences >= 1) score += 0.1
  const languages = new Set<string>()
  for (const fence of skill.fences) if (fence.language !== '') languages.add(fence.language)
  if (languages.size >= 3) score += 0.15
  else if (languages.size >= 2) score += 0.1
  if (skill.hasExamples) score += 0.15
  if (skill.hasTroubleshooting) score += 0.15
  if (TABLE_LINE.test(skill.content)) score += 0.1
  if (DECISION_WORDS.some((word) => lowerContent.includes(word))) score += 0.05
  return Math.min(1.0, score)
}

/** token_efficiency: few MUST / NEVER / ALWAYS per line and few repeated lines. */
export function tokenEfficiency(skill: ParsedSkill): number {
  let score = 1.0
  const density = skill.directives.length / Math.max(skill.lineCount, 1)
  if (density > 0.5) score -= 0.4
  else if (density > 0.2) score -= 0.2
  else if (density > 0.1) score -= 0.1
  let total = 0
  const unique = new Set<string>()
  // the lines of Python's `str.splitlines()` of the normalised text, walked in place
  const text = skill.content
  const onlyNewlines = !PY_LINE_BREAKS.hasOther(text)
  for (let start = 0; ;) {
    let end = PY_LINE_BREAKS.next(text, start, onlyNewlines)
    if (end === -1) end = text.length
    const stripped = pyStripRange(text, start, end)
    if (stripped !== '' && !text.startsWith('---', start)) {
      total++
      unique.add(stripped)
    }
    if (end === text.length) break
    start = end + 1
  }
  if (total > 0) {
    const ratio = 1.0 - unique.size / total
    score -= ratio * 0.4
  }
  return Math.max(0.0, Math.min(1.0, score))
}

/** ecosystem_coherence: cross-references and "related" / "see also" wording. */
export function ecosystemCoherence(skill: ParsedSkill, lowerContent: string): number {
  let score = 0.5
  const refs = skill.crossReferences.length
  if (refs > 0) score += Math.min(0.25, refs * 0.08)
  if (RELATED_WORDS.test(lowerContent)) score += 0.25
  return Math.min(1.0, score)
}
