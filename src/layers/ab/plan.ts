// The pre-run estimate of an A/B run (`--dry-run`): upper bounds on calls and USD, from the eval
// files, before any model is called.
import path from 'node:path'
import { harnessCallShape } from '../../agent/harness/call-shape.js'
import type { CallPlan } from '../../llm/index.js'
import type { Finding, HarnessName } from '../../model/index.js'
import { detectableEffect, MEDIUM_EFFECT, scenariosToDetect } from '../../stats/ab-power.js'
import { EVAL_YAML, EVALS_JSON, type EvalLoadResult } from '../../skill/eval-file.js'
import type { EvalSuite } from '../../skill/eval/schema.js'
import { AB_DEFAULTS } from './defaults.js'
import type { JudgeMode } from './defaults.js'
import { VERDICT_TOOL_CHARS } from './judges.js'

/** Turns assumed for a scenario without max_turns. */
export const ASSUMED_TURNS = 10
/** Input characters of an agent call (system, tools, the conversation so far). */
export const AGENT_CONTEXT_CHARS = 16_000
const JUDGE_PROMPT_CHARS = 24_000

export function planAbCalls(
  suites: EvalSuite[],
  o: {
    model: string
    judgeModel: string
    runs: number
    judgeMode: JudgeMode
    harness?: HarnessName
  }
): CallPlan[] {
  let agentCalls = 0
  let pairs = 0
  for (const suite of suites) {
    for (const s of suite.scenarios) {
      agentCalls += 2 * o.runs * (s.max_turns ?? ASSUMED_TURNS)
      pairs += o.runs
    }
  }
  // Each judgement may be asked twice (one retry on a malformed reply).
  const judgeCallsPerPair =
    (o.judgeMode !== 'independent' ? 2 : 0) + (o.judgeMode !== 'pairwise' ? 2 : 0)
  return [
    {
      layer: 'ab',
      model: o.model,
      calls: agentCalls,
      ...harnessCallShape(o.harness, { inputChars: AGENT_CONTEXT_CHARS, maxOutputTokens: 4096 })
    },
    {
      layer: 'ab',
      model: o.judgeModel,
      calls: 2 * judgeCallsPerPair * pairs,
      // Every judge request also sends the definition of its verdict tool.
      inputChars: JUDGE_PROMPT_CHARS + VERDICT_TOOL_CHARS,
      maxOutputTokens: 2048
    }
  ]
}

export const FEW_SCENARIOS_RULE = 'eval/few-scenarios'

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
