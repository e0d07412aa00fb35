// The judge's share of the pre-run estimate (printed before any call; all of `--dry-run`):
// 4 assessments × N judges per skill, priced at their full input (the verdict tool's definition
// included) and max output. Corrective retries are not planned (they happen only on unusable replies; the budget still bounds them).
import type { CallPlan } from '../../llm/index.js'
import {
  DEFAULT_JUDGE_MODEL,
  DEFAULT_TRIGGERING_MODEL,
  requestInputChars
} from '../../llm/index.js'
import type { SkillUnderTest } from '../types.js'
import { buildJudgeRequest, DEFAULT_SKILL_TOKEN_BUDGET, prepareSkillInput } from './prompts.js'
import type { JudgeOptions } from './runner.js'
import { JUDGE_DIMENSIONS } from './types.js'

export function planJudgeCalls(
  skills: Pick<SkillUnderTest, 'content' | 'frontmatter'>[],
  options: Omit<JudgeOptions, 'llm'> = {}
): CallPlan[] {
  const judges = options.judges ?? 1
  const budget = options.skillTokenBudget ?? DEFAULT_SKILL_TOKEN_BUDGET
  const plans: CallPlan[] = []
  for (const skill of skills) {
    const description =
      typeof skill.frontmatter.data.description === 'string'
        ? skill.frontmatter.data.description
        : ''
    const input = prepareSkillInput(skill.content, description, [], budget)
    for (const dimension of JUDGE_DIMENSIONS) {
      for (let j = 0; j < judges; j++) {
        const models =
          dimension === 'triggering_accuracy'
            ? (options.triggeringModels ?? [DEFAULT_TRIGGERING_MODEL])
            : (options.judgeModels ?? [DEFAULT_JUDGE_MODEL])
        const model = models[j % models.length] as string
        const request = buildJudgeRequest(dimension, input, model)
        plans.push({
          layer: 'judge',
          model,
          calls: 1,
          inputChars: requestInputChars(request),
          maxOutputTokens: request.max_tokens
        })
      }
    }
  }
  return plans
}
