// Which skills the PR comment lists in its open table and which it folds into one collapsed block.
// A comment is read on the pull request page: at a few hundred skills a row per skill makes it
// thousands of pixels tall and buries the skills that need a look. So past a short run it lists
// the skills below the gate, those with a failed layer and those whose score the pull request
// changed, failing first; the rest go into one `<details>` whose closed line counts them. The job
// summary keeps every skill.
import type { BaseComparison, SkillReport } from '../model/index.js'
import { failedLayers } from '../model/index.js'
import { failsGate, skillsByAttention } from './glance.js'
import { summaryHtml, type SummaryHtml } from './mdast.js'
import { formatDelta } from './text.js'
import { plural } from '../model/plural.js'

/** Up to this many skills the comment lists every one: such a table is short anyway. */
export const FOLD_ABOVE = 20
/** The open table lists at most this many skills (failing first); the fold counts the others. */
export const LISTED_MAX = 50
/** The collapsed block lists at most this many of its skills; the job summary has them all. */
export const FOLDED_ROWS_MAX = 100

export interface CommentSkills {
  /** In the open table, each followed by its block: failing first (glance.ts's order). */
  listed: SkillReport[]
  /** Folded into one collapsed block, in the same order. */
  folded: SkillReport[]
}

export function splitForComment(
  skills: readonly SkillReport[],
  base: BaseComparison | undefined
): CommentSkills {
  const ordered = skillsByAttention(skills)
  if (ordered.length <= FOLD_ABOVE) return { listed: ordered, folded: [] }
  const wanted = ordered.filter(
    (skill) => failsGate(skill) || failedLayers(skill).length > 0 || scoreChanged(skill, base)
  )
  const listed = new Set(wanted.slice(0, LISTED_MAX))
  return {
    listed: ordered.filter((skill) => listed.has(skill)),
    folded: ordered.filter((skill) => !listed.has(skill))
  }
}

/** New on this branch, or a composite or grade that differs from the base branch's. */
function scoreChanged(skill: SkillReport, base: BaseComparison | undefined): boolean {
  const before = base?.[skill.path]
  if (before === undefined) return false
  if (before === 'new' || skill.composite === null) return true
  return (
    before.grade !== skill.composite.grade ||
    formatDelta(skill.composite.score - before.composite) !== '±0.0'
  )
}

const LETTERS = ['A', 'B', 'C', 'D', 'F'] as const

/**
 * The closed line of the fold: "312 more skills: 300 passing, 12 below the gate · grades 250 A,
 * 50 B, 12 F", so a reader knows what is inside without opening it.
 */
export function foldSummary(folded: readonly SkillReport[]): SummaryHtml {
  const below = folded.filter(failsGate).length
  const warned = folded.filter((s) => !failsGate(s) && failedLayers(s).length > 0).length
  const verdicts = [
    ...(folded.length - below > 0 ? [`${folded.length - below} passing`] : []),
    ...(below > 0 ? [`${below} below the gate`] : []),
    ...(warned > 0 ? [`${warned} with a failed layer`] : [])
  ]
  const grades = LETTERS.flatMap((letter) => {
    const n = folded.filter((s) => s.composite?.letter === letter).length
    return n === 0 ? [] : [`${n} ${letter}`]
  })
  const unscored = folded.filter((s) => s.composite === null).length
  if (unscored > 0) grades.push(`${unscored} not scored`)
  return summaryHtml([
    `${plural(folded.length, 'more skill')}: ${verdicts.join(', ')}` +
      (grades.length === 0 ? '' : ` · grades ${grades.join(', ')}`)
  ])
}
