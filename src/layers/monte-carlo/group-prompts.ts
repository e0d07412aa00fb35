// The prompts of the skills of one repository evaluated together. Every prompt is run once per
// round against one catalogue that holds them all, and each run says which skill fired, so the
// same runs give every skill its recall (the prompts written for it) and its false-activation
// rate (every other prompt: its own near misses, its siblings' requests and the shared prompts
// no skill should take), and the run as a whole its confusion matrix.
import type { TriggerSet } from '../../model/index.js'
import type { SkillUnderTest } from '../types.js'
import { rootOf, skillCallRefersTo } from './catalogue.js'
import { SHARED_NONE_PROMPTS } from './shared-prompts.js'

export interface GroupPrompt {
  query: string
  /** The skill the prompt was written for (a group skill's name, another skill's, or null: none). */
  owner: string | null
  /** The group skill whose trigger set holds it; null for the shared prompts. */
  from: string | null
}

/** A request written twice is one prompt: case and runs of white space do not matter. */
const key = (query: string) => query.trim().replace(/\s+/g, ' ').toLowerCase()

/** The name of the group skill a near miss names, if it names one; otherwise the name as written. */
function ownerOf(expected: string | undefined, names: readonly string[]): string | null {
  if (expected === undefined) return null
  return names.find((name) => skillCallRefersTo(expected, name)) ?? expected
}

/** Every skill's prompts, then the shared ones; the first writing of a request is kept. */
export function groupPrompts(
  skills: ReadonlyArray<{ name: string; set: TriggerSet }>
): GroupPrompt[] {
  const names = skills.map((s) => s.name)
  const seen = new Set<string>()
  const out: GroupPrompt[] = []
  const add = (prompt: GroupPrompt) => {
    if (seen.has(key(prompt.query))) return
    seen.add(key(prompt.query))
    out.push(prompt)
  }
  for (const { name, set } of skills) {
    for (const p of set.prompts) {
      add({ query: p.query, owner: p.should ? name : ownerOf(p.expectedSkill, names), from: name })
    }
  }
  for (const query of SHARED_NONE_PROMPTS) add({ query, owner: null, from: null })
  return out
}

/** The skills of a run by root: the skills evaluated together, in the order given. */
export function groupsByRoot(skills: readonly SkillUnderTest[]): Map<string, SkillUnderTest[]> {
  const groups = new Map<string, SkillUnderTest[]>()
  for (const skill of skills) {
    const root = rootOf(skill)
    groups.set(root, [...(groups.get(root) ?? []), skill])
  }
  return groups
}
