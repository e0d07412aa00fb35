// The activation layer as a LayerRunner. The pipeline asks for one skill at a time; the skills
// of one root share their runs (group.ts), so the first skill of a root to ask starts the
// group's rounds and every skill of it reads its own slice of the same runs (summary.ts). With
// `context: both` the group runs once per context; the first context decides, the other is
// reported beside it.
import type { Llm } from '../../llm/index.js'
import { monteCarloResultOf } from '../../model/index.js'
import { costOwnerKey, type LayerOutcome, type LayerRunner, type SkillUnderTest } from '../types.js'
import { rootOf } from './catalogue.js'
import { runGroup, type GroupOutcome } from './group.js'
import { groupsByRoot } from './group-prompts.js'
import { contextsOf, type MonteCarloConfig } from './options.js'
import { summariseSkill } from './summary.js'

/** The root's evaluation in each context, in order; a throw becomes the group's error. */
async function evaluateRoot(
  skills: readonly SkillUnderTest[],
  llm: Llm,
  config: MonteCarloConfig
): Promise<GroupOutcome[]> {
  const outcomes: GroupOutcome[] = []
  for (const [i, context] of contextsOf(config.context).entries()) {
    outcomes.push(
      await runGroup(skills, llm, config, context, i === 0).catch(
        (error: unknown): GroupOutcome => ({
          ok: false,
          members: [],
          status: 'error',
          reason: error instanceof Error ? error.message : String(error)
        })
      )
    )
  }
  return outcomes
}

/**
 * The skill's outcome in the deciding context, with the other contexts' rates beside it;
 * `costUsd` is what its calls cost in every context (group.ts books them).
 */
function outcomeOf(
  skill: SkillUnderTest,
  [main, ...others]: GroupOutcome[],
  config: MonteCarloConfig,
  costUsd: number
): LayerOutcome {
  if (main === undefined || !main.ok) {
    const failed = main ?? { status: 'error' as const, reason: 'not run' }
    return { layer: 'monte_carlo', record: { status: failed.status, reason: failed.reason } }
  }
  const outcome: LayerOutcome = {
    layer: 'monte_carlo',
    ...summariseSkill(skill, main.run, config, costUsd)
  }
  const result = monteCarloResultOf(outcome.record)
  if (result === undefined || others.length === 0) return outcome
  result.otherContexts = []
  for (const other of others) {
    const extra = other.ok
      ? monteCarloResultOf(summariseSkill(skill, other.run, config, costUsd).record)
      : undefined
    if (extra === undefined) {
      result.notes.push(`the ${other.ok ? other.run.context : 'other'} context measured nothing`)
      continue
    }
    const { context, recall, falseActivation, f1 } = extra
    result.otherContexts.push({ context, recall, falseActivation, f1 })
  }
  return outcome
}

export function createMonteCarloRunner(
  config: MonteCarloConfig,
  llm: Llm,
  skills: readonly SkillUnderTest[]
): LayerRunner {
  const groups = groupsByRoot(skills)
  const started = new Map<string, Promise<GroupOutcome[]>>()
  const rootOutcomes = (skill: SkillUnderTest): Promise<GroupOutcome[]> => {
    const root = rootOf(skill)
    let outcomes = started.get(root)
    if (outcomes === undefined) {
      outcomes = evaluateRoot(groups.get(root) ?? [skill], llm, config)
      started.set(root, outcomes)
    }
    return outcomes
  }
  return {
    layer: 'monte_carlo',
    run: async (skill) => {
      const outcomes = await rootOutcomes(skill)
      // Every call of the root is answered by now: the skill's share of them is complete.
      const costUsd = llm.ledger.spentBy(costOwnerKey(skill), 'monte_carlo')
      return outcomeOf(skill, outcomes, config, costUsd)
    }
  }
}
