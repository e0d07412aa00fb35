// PluginEval's static layer: seven sub-scores, the anti-patterns and the penalised layer
// score. Pure: a parsed skill plus the folder facts the reader gathered.
import type { ScoringMode, StaticLayer, StaticSubScores } from '../../model/index.js'
import { boundedValue } from '../../skill/echo.js'
import type { ParsedSkill } from '../../skill/parse.js'
import type { SkillFolderFacts } from '../../skill/types.js'
import { detectAntiPatterns } from './anti-patterns.js'
import { frontmatterChecks, frontmatterQuality } from './frontmatter-quality.js'
import type { ResolvedLinks } from './links.js'
import { harnessPortability } from './portability.js'
import {
  ecosystemCoherence,
  orchestrationWiring,
  progressiveDisclosure,
  structuralCompleteness,
  tokenEfficiency
} from './sub-scores.js'

/** Weights of the sub-scores in the static layer score, in the order they are summed. */
export const STATIC_WEIGHTS: ReadonlyArray<readonly [keyof StaticSubScores, number]> = [
  ['frontmatter_quality', 0.32],
  ['orchestration_wiring', 0.23],
  ['progressive_disclosure', 0.14],
  ['structural_completeness', 0.1],
  ['token_efficiency', 0.09],
  ['ecosystem_coherence', 0.06],
  ['harness_portability', 0.06]
]

/** The anti-pattern multiplier: 5 % per flag whatever its severity, floored at 0.5. */
export function antiPatternPenalty(count: number): number {
  return Math.max(0.5, 1.0 - 0.05 * count)
}

/** Weighted sum of the sub-scores in table order (the order fixes the float result). */
export function rawStaticScore(subScores: StaticSubScores): number {
  let raw = 0
  for (const [name, weight] of STATIC_WEIGHTS) raw += subScores[name] * weight
  return raw
}

export interface StaticInput {
  skill: ParsedSkill
  folder: SkillFolderFacts
  /** Which cross-references and references/ links exist (the others are anti-patterns). */
  resolved: ResolvedLinks
  scoring: ScoringMode
}

/** Scores one parsed skill. */
export function scoreStatic({ skill, folder, resolved, scoring }: StaticInput): StaticLayer {
  const lowerContent = skill.content.toLowerCase()
  const portability = harnessPortability(skill, folder)
  const subScores: StaticSubScores = {
    frontmatter_quality: frontmatterQuality(skill, scoring),
    orchestration_wiring: orchestrationWiring(skill, lowerContent),
    progressive_disclosure: progressiveDisclosure(skill, folder),
    structural_completeness: structuralCompleteness(skill, lowerContent),
    token_efficiency: tokenEfficiency(skill),
    ecosystem_coherence: ecosystemCoherence(skill, lowerContent),
    harness_portability: portability.score
  }
  const antiPatterns = detectAntiPatterns(skill, folder, resolved, scoring)
  const score = rawStaticScore(subScores) * antiPatternPenalty(antiPatterns.length)
  return {
    status: 'ok',
    score: Math.max(0, Math.min(1, score)),
    subScores,
    antiPatterns,
    portability: portability.findings,
    // the name is whatever the frontmatter holds (a 1,000-level list, a 60 KB string): echo it cut
    metadata: { skillName: boundedValue(skill.name), lineCount: skill.lineCount },
    frontmatterChecks: frontmatterChecks(skill, scoring)
  }
}
