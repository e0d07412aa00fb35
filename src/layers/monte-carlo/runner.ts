// The activation layer as a LayerRunner. The pipeline asks for one skill at a time; the skills
// of one root share their runs (group.ts), so the first skill of a root to ask starts the
// group's rounds and every skill of it reads its own slice of the same runs (summary.ts). With
// `context: both` the group runs once per context; the first context decides, the other is
// reported beside it.
import type { HarnessSlot } from '../../agent/harness/types.js'
import { withCostHarness, type Llm } from '../../llm/index.js'
import { monteCarloResultOf } from '../../model/index.js'
import { costOwnerKey, type LayerOutcome, type LayerRunner, type SkillUnderTest } from '../types.js'
import { rootOf } from './catalogue.js'
import { groupMembers, runGroup, type GroupMember, type GroupOutcome } from './group.js'
import { groupsByRoot } from './group-prompts.js'
import { matrixOutcome } from './matrix.js'
import { contextsOf, slotConfig, type MonteCarloConfig } from './options.js'
import { summariseSkill } from './summary.js'

/** The root's evaluation in each context, in order; a throw becomes the group's error. */
async function evaluateRoot(
  skills: readonly SkillUnderTest[],
  llm: Llm,
  config: MonteCarloConfig,
  members?: Promise<GroupMember[]>
): Promise<GroupOutcome[]> {
  const outcomes: GroupOutcome[] = []
  for (const [i, context] of contextsOf(config.context).entries()) {
    outcomes.push(
      await runGroup(skills, llm, config, context, i === 0, members).catch(
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

/**
 * With several harnesses: the root's trigger sets found once, then every listed harness's runs of
 * them (at once, each booked to its harness), a harness that could not be opened an error.
 */
async function evaluateRootOnEach(
  skills: readonly SkillUnderTest[],
  llm: Llm,
  config: MonteCarloConfig,
  slots: readonly HarnessSlot[]
): Promise<GroupOutcome[][]> {
  const members = groupMembers(skills, llm, config)
  // A failed generation is each harness's record of it (runGroup reads the members).
  members.catch(() => undefined)
  return Promise.all(
    slots.map((slot) =>
      slot.error !== undefined
        ? [{ ok: false as const, members: [], status: 'error' as const, reason: slot.error }]
        : withCostHarness(slot.name, () =>
            evaluateRoot(skills, llm, slotConfig(config, slot), members)
          )
    )
  )
}

/** The layer over several harnesses: one matrix record per skill (matrix.ts). */
function createMatrixRunner(
  config: MonteCarloConfig,
  llm: Llm,
  skills: readonly SkillUnderTest[],
  slots: readonly HarnessSlot[]
): LayerRunner {
  const groups = groupsByRoot(skills)
  const started = new Map<string, Promise<GroupOutcome[][]>>()
  return {
    layer: 'monte_carlo',
    run: async (skill) => {
      const root = rootOf(skill)
      let outcomes = started.get(root)
      if (outcomes === undefined) {
        outcomes = evaluateRootOnEach(groups.get(root) ?? [skill], llm, config, slots)
        started.set(root, outcomes)
      }
      const perSlot = await outcomes
      const key = costOwnerKey(skill)
      const costs = slots.map((slot) => llm.ledger.spentOn(key, slot.name, 'monte_carlo'))
      const each = slots.map((slot, i) =>
        outcomeOf(skill, perSlot[i] ?? [], slotConfig(config, slot), costs[i] ?? 0)
      )
      return matrixOutcome(
        slots,
        each as Parameters<typeof matrixOutcome>[1],
        costs,
        config.recallOn ?? 'every',
        llm.ledger.spentBy(key, 'monte_carlo')
      )
    }
  }
}

export function createMonteCarloRunner(
  config: MonteCarloConfig,
  llm: Llm,
  skills: readonly SkillUnderTest[]
): LayerRunner {
  if (config.agents !== undefined && config.agents.length > 1) {
    return createMatrixRunner(config, llm, skills, config.agents)
  }
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
