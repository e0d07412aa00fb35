// What the scaffolded files cost to run. The starter eval's A/B estimate is what `skill-ci ab
// --dry-run` prints for it at the command's defaults (the same for every skill: the plan counts
// scenarios, runs and turns, not the skill's text), and the workflow's `max-usd` is computed from
// it, so the labels the workflow sets up are never refused by the budget it sets.
import { planAbCalls } from '../../layers/ab/plan.js'
import { AB_DEFAULTS } from '../../layers/ab/defaults.js'
import { defaultJudgeModel } from '../../layers/ab/options.js'
import { DEFAULT_AGENT_MODEL, estimateCalls, type PlanEstimate } from '../../llm/index.js'
import { parseEvalYaml } from '../../skill/eval-file.js'
import { EVAL_YAML } from '../../skill/eval/file-names.js'
import { evalTemplate } from './eval-template.js'

/** The A/B estimate of an eval file's text at the defaults of `skill-ci ab` (and the Action). */
export function abEstimateOf(evalText: string): PlanEstimate {
  const parsed = parseEvalYaml(evalText, EVAL_YAML)
  if (parsed.ok !== true) throw new Error(`the scaffolded ${EVAL_YAML} does not parse`)
  return estimateCalls(
    planAbCalls([parsed.suite], {
      model: DEFAULT_AGENT_MODEL,
      judgeModel: defaultJudgeModel(DEFAULT_AGENT_MODEL),
      runs: AB_DEFAULTS.runs,
      judgeMode: AB_DEFAULTS.judgeMode
    })
  )
}

/**
 * Headroom over the A/B estimate: the other labels of the same pull request (judge, activation,
 * security review) run on the same budget, and cost a fraction of an A/B run per skill.
 */
const HEADROOM = 1.5
/** The budget is rounded up to whole steps of this many dollars. */
const STEP_USD = 5

export interface WorkflowBudget {
  /** The workflow's `max-usd`. */
  maxUsd: number
  /** The A/B upper bound of one skill's scaffolded eval, which it is computed from. */
  abUsd: number
}

/** The workflow's `max-usd`: the scaffolded eval's A/B estimate with headroom, rounded up. */
export function workflowBudget(): WorkflowBudget {
  const abUsd = abEstimateOf(
    evalTemplate('skill', 'Does the task. Use when one case, when another, or when a third.')
  ).usd
  return { maxUsd: Math.ceil((abUsd * HEADROOM) / STEP_USD) * STEP_USD, abUsd }
}
