// The activation layer as a LayerRunner. The pipeline asks for one skill at a time; the skills
// of one root share their runs (group.ts), so the first skill of a root to ask starts the
// group's rounds and every skill of it reads its own slice of the same runs (summary.ts).
import type { Llm } from '../../llm/index.js'
import type { LayerOutcome, LayerRunner, SkillUnderTest } from '../types.js'
import { runGroup, type GroupOutcome } from './group.js'
import { rootOf } from './catalogue.js'
import { groupsByRoot } from './group-prompts.js'
import type { MonteCarloConfig } from './options.js'
import { summariseSkill } from './summary.js'

export function createMonteCarloRunner(
  config: MonteCarloConfig,
  llm: Llm,
  skills: readonly SkillUnderTest[]
): LayerRunner {
  const groups = groupsByRoot(skills)
  const started = new Map<string, Promise<GroupOutcome>>()
  const groupOf = (skill: SkillUnderTest): Promise<GroupOutcome> => {
    const root = rootOf(skill)
    let outcome = started.get(root)
    if (outcome === undefined) {
      outcome = runGroup(groups.get(root) ?? [skill], llm, config).catch(
        (error: unknown): GroupOutcome => ({
          ok: false,
          members: [],
          status: 'error',
          reason: error instanceof Error ? error.message : String(error)
        })
      )
      started.set(root, outcome)
    }
    return outcome
  }
  return {
    layer: 'monte_carlo',
    run: async (skill): Promise<LayerOutcome> => {
      const group = await groupOf(skill)
      if (!group.ok) {
        return { layer: 'monte_carlo', record: { status: group.status, reason: group.reason } }
      }
      return { layer: 'monte_carlo', ...summariseSkill(skill, group.run, config) }
    }
  }
}
