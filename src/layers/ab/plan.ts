// The pre-run estimate of an A/B run (`--dry-run`): upper bounds on calls and USD, from the eval
// files, before any model is called.
import { harnessCallShape } from '../../agent/harness/call-shape.js'
import type { CallPlan } from '../../llm/index.js'
import type { HarnessName } from '../../model/index.js'
import type { EvalSuite } from '../../skill/eval/schema.js'
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
