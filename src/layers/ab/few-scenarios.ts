// The notice that an eval file has too few scenarios for the A/B run to answer, given by every
// command that reads eval files. Apart from the A/B estimate (plan.ts), which needs the model
// client's call shapes: this needs only the power figures.
import path from 'node:path'
import type { Finding } from '../../model/index.js'
import { detectableEffect, MEDIUM_EFFECT, scenariosToDetect } from '../../stats/ab-power.js'
import type { EvalLoadResult } from '../../skill/eval-file.js'
import { EVAL_YAML, EVALS_JSON } from '../../skill/eval/file-names.js'
import { AB_DEFAULTS } from './defaults.js'

const FEW_SCENARIOS_RULE = 'eval/few-scenarios'

/**
 * A notice when the eval file has too few scenarios for the A/B run to answer (at `runs` runs
 * each): said by `validate`, `score` and the dry run, before any model is called.
 */
export function fewScenariosFindings(
  loaded: EvalLoadResult,
  skillFile: string,
  runs: number = AB_DEFAULTS.runs
): Finding[] {
  // No scenarios at all (a file of trigger prompts) is no A/B test, not a small one.
  if (loaded.ok !== true || loaded.suite.scenarios.length === 0) return []
  const scenarios = loaded.suite.scenarios.length
  const detectable = detectableEffect(scenarios, runs)
  if (detectable !== null && detectable <= MEDIUM_EFFECT) return []
  const needed = scenariosToDetect(MEDIUM_EFFECT, runs)
  const expect =
    detectable === null
      ? 'the A/B run can say neither "helps" nor "hurts" below 3 scenarios'
      : `at ${runs} runs each, expect "insufficient evidence" for effects below +${detectable.toFixed(2)}`
  const file = path.posix.join(
    path.posix.dirname(skillFile),
    loaded.kind === 'eval.yaml' ? EVAL_YAML : EVALS_JSON
  )
  return [
    {
      ruleId: FEW_SCENARIOS_RULE,
      source: 'eval',
      severity: 'notice',
      file,
      line: 1,
      message: `${scenarios} scenario${scenarios === 1 ? '' : 's'}: ${expect}; about ${needed} scenarios detect a +${MEDIUM_EFFECT} effect 4 times in 5`
    }
  ]
}
