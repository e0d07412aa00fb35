// One description measured on a set of prompts with the activation layer's own machinery: the
// same catalogue (the skill, its siblings, the distractors), context, seeded order and trigger
// runs, with only the skill's catalogue description replaced. A run's request holds the
// description, so the response cache keys every candidate's runs by its content: measuring the
// same description again costs no call.
import type { Llm, MessageParam } from '../../llm/index.js'
import type { DescriptionScores } from '../../model/index.js'
import { activationRate } from '../../stats/activation-rate.js'
import type { Rng } from '../../stats/random.js'
import { sideLevel, triggerPrecision } from '../../stats/trigger-precision.js'
import { buildCatalogue, type DistractorSet, type SkillSummary } from '../monte-carlo/catalogue.js'
import { MC_DEFAULTS } from '../monte-carlo/defaults.js'
import type { GroupPrompt } from '../monte-carlo/group-prompts.js'
import { promptRunner } from '../monte-carlo/group.js'
import type { MonteCarloConfig } from '../monte-carlo/options.js'
import { runRounds } from '../monte-carlo/rounds.js'
import { sidesOf, tallyOf } from '../monte-carlo/slice.js'
import { reported } from '../monte-carlo/summary.js'
import type { TriggerRunOutcome } from '../monte-carlo/trigger-run.js'
import type { SkillUnderTest } from '../types.js'

export interface MeasureContext {
  llm: Llm
  config: MonteCarloConfig
  skill: SkillUnderTest
  siblings: readonly SkillSummary[]
  distractors: DistractorSet
  history: readonly MessageParam[]
  rng: Rng
  runsPerPrompt: number
}

/** runs[prompt][round] of `description` on `prompts`; `budget` when the budget stopped them. */
export async function measureDescription(
  ctx: MeasureContext,
  description: string,
  prompts: readonly GroupPrompt[]
): Promise<{ runs: TriggerRunOutcome[][]; budget: boolean }> {
  const { skill } = ctx
  const catalogue = await buildCatalogue({
    skill: {
      ...skill,
      frontmatter: { ...skill.frontmatter, data: { ...skill.frontmatter.data, description } }
    },
    siblings: ctx.siblings,
    distractors: ctx.distractors
  })
  try {
    const runPrompt = promptRunner({ ...ctx, catalogue })
    const rounds = await runRounds({
      prompts: prompts.length,
      maxRounds: ctx.runsPerPrompt,
      concurrency: ctx.config.concurrency ?? MC_DEFAULTS.concurrency,
      // A comparison needs every prompt at the same number of runs: no early stop (no `active`).
      runOne: (p, round) => runPrompt((prompts[p] as GroupPrompt).query, round)
    })
    return { runs: rounds.runs, budget: rounds.budget }
  } finally {
    await catalogue.dispose()
  }
}

/** Each prompt's activation rate for `name`; null for a prompt whose every run failed. */
export function promptRates(
  runs: readonly (readonly TriggerRunOutcome[])[],
  name: string
): (number | null)[] {
  return runs.map((r) => {
    const t = tallyOf(r, name)
    return t.runs === 0 ? null : t.hits / t.runs
  })
}

/**
 * Recall, false activations (fixed-sample intervals: every prompt ran the same planned number of
 * times) and F1 at `prevalence`, as the activation layer states them.
 */
export function scoresOf(
  prompts: readonly GroupPrompt[],
  runs: readonly (readonly TriggerRunOutcome[])[],
  name: string,
  prevalence: number,
  seed: number
): DescriptionScores {
  const { should, shouldNot } = sidesOf(prompts, name)
  const tallies = (indices: number[]) => indices.map((i) => tallyOf(runs[i] ?? [], name))
  const at = (level: number) => ({
    recall: activationRate(tallies(should), { level, seed }),
    falseActivation: activationRate(tallies(shouldNot), { level, seed })
  })
  const level = MC_DEFAULTS.level
  const main = at(level)
  const side = at(sideLevel(level))
  const { f1 } = triggerPrecision(side.recall, side.falseActivation, prevalence)
  return {
    recall: reported(main.recall),
    falseActivation: reported(main.falseActivation),
    f1:
      f1.estimate === null || f1.low === null || f1.high === null
        ? null
        : { value: f1.estimate, low: f1.low, high: f1.high, level: f1.level, method: f1.method },
    failedRuns: runs.flat().filter((r) => r.failure !== null).length
  }
}
