// Output quality, conditional on activation: where the skill has tests/eval.yaml scenarios, each
// scenario is run once in full (real file tools on its fixtures, the A/B layer's arm) with the
// activation catalogue, and the runs that loaded the skill are scored by the scenario's
// assertions (the share that passed). Runs that did not load it say nothing about the skill's
// output, and a run's length never counts. Without scenarios, or without an activated run, the
// dimension stays unmeasured. The rubric is left to the A/B layer, which has judges for it.
import pLimit from 'p-limit'
import type { Llm } from '../../llm/index.js'
import type { MonteCarloResult } from '../../model/index.js'
import type { Scenario } from '../../skill/eval/schema.js'
import type { Rng } from '../../stats/random.js'
import { runArm, type ArmResult } from '../ab/arm.js'
import type { SkillUnderTest } from '../types.js'
import { shuffledCatalogue, type TriggerCatalogue } from './catalogue.js'
import { MC_DEFAULTS } from './defaults.js'
import type { MonteCarloConfig } from './options.js'
import { plural } from '../../model/plural.js'

export type Quality = MonteCarloResult['quality']

/** The scenarios of a skill's eval file, if it has a valid one. */
export function scenariosOf(skill: SkillUnderTest): Scenario[] {
  return skill.evalFile?.ok === true ? skill.evalFile.suite.scenarios : []
}

/** A run's score: the share of its assertions that passed, or whether it completed. */
const scoreOf = (arm: ArmResult): number =>
  arm.assertions.length > 0
    ? arm.assertions.filter((a) => a.passed).length / arm.assertions.length
    : arm.completed
      ? 1
      : 0

export async function activatedQuality(
  skill: SkillUnderTest,
  catalogue: TriggerCatalogue,
  rng: Rng,
  llm: Llm,
  config: MonteCarloConfig
): Promise<Quality> {
  const scenarios = scenariosOf(skill)
  if (scenarios.length === 0) {
    return { measured: false, value: null, note: 'unmeasured: no tests/eval.yaml scenarios' }
  }
  const ctx = {
    options: {
      llm,
      model: config.model,
      judgeModel: config.judgeModel ?? config.model,
      harness: config.harness
    },
    limit: pLimit(config.concurrency ?? MC_DEFAULTS.concurrency),
    secrets: [],
    layer: 'monte_carlo'
  }
  // Every scenario run ends before this returns, a failed one included: the catalogue they read
  // is removed after, and the report's usage is read after.
  const settled = await Promise.allSettled(
    scenarios.map((scenario) =>
      runArm(
        ctx,
        { skill, scenario, r: 0 },
        shuffledCatalogue(catalogue, rng.derive(`scenario:${scenario.name}`)).entries
      )
    )
  )
  const failed = settled.find((s) => s.status === 'rejected')
  if (failed !== undefined) {
    // A scenario that cannot be set up (a fixture missing) leaves quality unmeasured, not the
    // activation rates failed.
    const error: unknown = failed.reason
    const message = error instanceof Error ? error.message : String(error)
    return { measured: false, value: null, note: `unmeasured: a scenario run failed: ${message}` }
  }
  const arms = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []))
  if (arms.some((a) => a.run.stoppedBy === 'budget')) {
    return {
      measured: false,
      value: null,
      note: 'unmeasured: the budget stopped the scenario runs'
    }
  }
  const activated = arms.filter((a) => a.run.skillsLoaded.includes(skill.name))
  if (activated.length === 0) {
    return {
      measured: false,
      value: null,
      note: `unmeasured: no run of the ${plural(scenarios.length, 'scenario')} loaded the skill`
    }
  }
  const value = activated.reduce((sum, a) => sum + scoreOf(a), 0) / activated.length
  return {
    measured: true,
    value,
    note: `${value.toFixed(2)}: share of assertions passed in the ${activated.length} of ${plural(scenarios.length, 'scenario run')} that loaded the skill (conditional on activation; the rubric is the A/B layer's)`
  }
}
