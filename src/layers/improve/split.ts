// The train / held-out split of a skill's trigger prompts. Candidates are chosen on the train
// prompts and judged on prompts the choice never saw, so a description that learned the train
// prompts' words instead of the skill's purpose shows it. The split is stratified: each stratum
// (the should-prompts; the should-not prompts of each sibling, of each other skill, and of no
// skill) is shuffled from the seed and cut in the same proportion, so both halves keep the mix
// and every confused sibling is represented in both.
import type { Rng } from '../../stats/random.js'
import type { GroupPrompt } from '../monte-carlo/group-prompts.js'

export interface PromptSplit {
  train: GroupPrompt[]
  heldOut: GroupPrompt[]
}

/** The stratum of a prompt for the skill `name`. */
const stratumOf = (p: GroupPrompt, name: string) =>
  p.owner === name ? 'should' : `should-not:${p.owner ?? ''}`

function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const out = [...items]
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.index(i + 1)
    ;[out[i], out[j]] = [out[j] as T, out[i] as T]
  }
  return out
}

/**
 * About `testShare` of each stratum held out (at least one prompt when the stratum has two or
 * more, always at least one left to train on); a stratum of one prompt trains.
 */
export function splitPrompts(
  prompts: readonly GroupPrompt[],
  name: string,
  testShare: number,
  rng: Rng
): PromptSplit {
  const strata = new Map<string, GroupPrompt[]>()
  for (const p of prompts) {
    const key = stratumOf(p, name)
    strata.set(key, [...(strata.get(key) ?? []), p])
  }
  const split: PromptSplit = { train: [], heldOut: [] }
  for (const [key, members] of [...strata].sort(([a], [b]) => a.localeCompare(b))) {
    const order = shuffled(members, rng.derive(key))
    const n = order.length
    const test = n < 2 ? 0 : Math.min(n - 1, Math.max(1, Math.round(n * testShare)))
    split.heldOut.push(...order.slice(0, test))
    split.train.push(...order.slice(test))
  }
  return split
}
