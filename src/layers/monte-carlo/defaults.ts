// The activation layer's defaults, in ONE place: the `skill-ci triggers` flags, the Action's
// inputs and the runner all read them.
import type { TriggerContextChoice } from './options.js'

export const MC_DEFAULTS = {
  /** Model turns within which a Skill call counts (a skill may be loaded after a first look). */
  maxTurns: 3,
  /** Output tokens per trigger call: enough for a short plan and a tool call, no long answer. */
  maxOutputTokens: 512,
  /** The intervals' level. */
  level: 0.95,
  context: 'empty' as TriggerContextChoice,
  distractors: 'builtin',
  /** Trigger runs in flight at once (the run's Llm also limits calls across layers). */
  concurrency: 4,
  timeoutMs: 120_000
} as const

/** What a trigger run's other tools answer: nothing real happens before the skill is chosen. */
export const STUB_RESULT = '(no result in this session)'
