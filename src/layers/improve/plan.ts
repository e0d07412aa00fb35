// The improver's pre-run estimate (`--dry-run` prints it; the budget is checked against it before
// any call): the trigger set's generation when the skill has none, one candidate call per round,
// and the trigger runs — the current description on both halves, every candidate on the train
// prompts and two finalists per round on the held-out ones — at the activation layer's most turns.
import type { CallPlan } from '../../llm/index.js'
import { MC_DEFAULTS } from '../monte-carlo/defaults.js'
import { planTriggerGeneration } from '../monte-carlo/generate-triggers.js'
import { promptsOf, TRIGGER_REQUEST_CHARS } from '../monte-carlo/plan.js'
import type { SkillUnderTest } from '../types.js'
import { planCandidateCalls } from './candidates.js'
import { IMPROVE_DEFAULTS, type ImproveConfig } from './improve.js'

export function planImproveCalls(skill: SkillUnderTest, config: ImproveConfig): CallPlan[] {
  const mc = config.monteCarlo
  const k = config.candidates ?? IMPROVE_DEFAULTS.candidates
  const rounds = config.rounds ?? IMPROVE_DEFAULTS.rounds
  const runs = config.runsPerPrompt ?? IMPROVE_DEFAULTS.runsPerPrompt
  const share = config.testShare ?? IMPROVE_DEFAULTS.testShare
  const prompts = promptsOf([skill])
  const heldOut = Math.ceil(prompts * share)
  const train = prompts - heldOut
  const description =
    typeof skill.frontmatter.data.description === 'string' ? skill.frontmatter.data.description : ''
  const judge = mc.judgeModel ?? mc.model
  const descriptionRuns =
    (1 + k * rounds) * train + (1 + IMPROVE_DEFAULTS.finalists * rounds) * heldOut
  return [
    ...planTriggerGeneration([skill], [], { model: judge }),
    planCandidateCalls(skill, description, k, rounds, judge),
    {
      layer: 'monte_carlo',
      model: mc.model,
      calls: descriptionRuns * runs * (mc.maxTurns ?? MC_DEFAULTS.maxTurns),
      inputChars: TRIGGER_REQUEST_CHARS,
      maxOutputTokens: MC_DEFAULTS.maxOutputTokens
    }
  ]
}
