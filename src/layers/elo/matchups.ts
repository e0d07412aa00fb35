// Which corpus skills a skill under test plays. Comparable skills first, as PluginEval selects its
// references: the same category, then the nearest line count. But a rating fitted only against
// opponents of one strength says little (a skill that beats every 1500 opponent could be 1700 or
// 2400), so the K opponents are spread over the corpus's rating range: the most comparable
// candidates are sorted by rating and cut into K bands, and each band gives its most comparable
// skill. Pure and deterministic: ties are broken by path.
import type { CorpusSkill } from '../../model/index.js'

export const DEFAULT_MATCHUPS = 8
/** Candidates per opponent slot considered before spreading over ratings. */
const POOL_FACTOR = 3

export interface SkillProfile {
  category: string
  lineCount: number
  /** A corpus entry with this hash is the skill itself and never its own opponent. */
  contentHash: string
}

/** Most comparable first: same category, nearest line count, then path. */
function comparability(skill: SkillProfile) {
  return (a: CorpusSkill, b: CorpusSkill): number =>
    Number(a.category !== skill.category) - Number(b.category !== skill.category) ||
    Math.abs(a.lineCount - skill.lineCount) - Math.abs(b.lineCount - skill.lineCount) ||
    (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)
}

export function selectOpponents(
  corpus: readonly CorpusSkill[],
  skill: SkillProfile,
  k: number = DEFAULT_MATCHUPS
): CorpusSkill[] {
  const byComparability = comparability(skill)
  const ranked = corpus
    .filter((entry) => entry.contentHash !== skill.contentHash)
    .sort(byComparability)
  const pool = ranked.slice(0, Math.max(k, POOL_FACTOR * k))
  if (pool.length <= k) return pool
  const byRating = [...pool].sort((a, b) => a.rating - b.rating || byComparability(a, b))
  const chosen: CorpusSkill[] = []
  for (let band = 0; band < k; band++) {
    const members = byRating.slice(
      Math.floor((band * byRating.length) / k),
      Math.floor(((band + 1) * byRating.length) / k)
    )
    chosen.push([...members].sort(byComparability)[0] as CorpusSkill)
  }
  return chosen
}
