// A skill's trigger set: the prompts that should make the agent load the skill and the near misses
// that should not, with where each prompt came from. Authored prompts (tests/eval.yaml's
// `triggers:` block, or skill-creator's evals/trigger-evals.json) are the author's claim about
// their skill; generated ones are a model's guess made when the author wrote none, so every report
// says which kind a result rests on.
import { z } from 'zod'

export const TRIGGER_SOURCES = [
  'authored-eval-yaml',
  'authored-trigger-evals',
  'generated'
] as const
export const TriggerSourceSchema = z.enum(TRIGGER_SOURCES)
export type TriggerSource = z.infer<typeof TriggerSourceSchema>

export const TriggerPromptSchema = z.object({
  /** The user message of a trigger run. */
  query: z.string().min(1),
  /** True: the skill under test should be loaded; false: it should be left alone. */
  should: z.boolean(),
  note: z.string().optional(),
  /**
   * For a should-not prompt, the sibling skill the request belongs to (a near miss); absent when
   * no skill should fire.
   */
  expectedSkill: z.string().optional(),
  source: TriggerSourceSchema
})
export type TriggerPrompt = z.infer<typeof TriggerPromptSchema>

export const TriggerSetSchema = z.object({
  prompts: z.array(TriggerPromptSchema),
  /** The distinct sources of the prompts, in the order they were read. */
  sources: z.array(TriggerSourceSchema).min(1),
  /** The model that wrote a generated set. */
  model: z.string().optional()
})
export type TriggerSet = z.infer<typeof TriggerSetSchema>

/** A generated set is a model's guess, trusted less than prompts an author wrote. */
export const isGeneratedSet = (set: TriggerSet): boolean => set.sources.includes('generated')
