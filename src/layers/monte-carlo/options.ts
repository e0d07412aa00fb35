// The settings of one activation layer run, as `skill-ci triggers`, `score --depth` and the
// Action's inputs give them (defaults in defaults.ts).
import type { AgentHarness, HarnessSlot } from '../../agent/harness/types.js'
import type { Depth, HarnessName, RecallOn } from '../../model/index.js'

/** What comes before the prompt in a trigger run (context.ts): nothing, or a busy conversation. */
export const CONTEXT_OPTIONS = ['empty', 'busy'] as const
export type ContextOption = (typeof CONTEXT_OPTIONS)[number]

/** A context, or `both`: the same prompts without and after the busy conversation. */
export const TRIGGER_CONTEXT_CHOICES = [...CONTEXT_OPTIONS, 'both'] as const
export type TriggerContextChoice = (typeof TRIGGER_CONTEXT_CHOICES)[number]

/** The contexts a choice runs, the one that decides (rates, gates, composite) first. */
export const contextsOf = (choice: TriggerContextChoice | undefined): ContextOption[] =>
  choice === 'both' ? ['empty', 'busy'] : [choice ?? 'empty']

export interface MonteCarloConfig {
  /** Agent model (id or alias). */
  model: string
  /** The model that writes trigger sets for skills without authored ones. */
  judgeModel?: string
  /** The depth whose run cap applies (deep 50, thorough 100 runs per skill). */
  depth?: Depth
  /** Runs per prompt (rounds) at most, instead of the depth's cap. */
  runs?: number
  epsilon?: number
  /** builtin, none, or a folder of skills. */
  distractors?: string
  context?: TriggerContextChoice
  /** The share of should-prompts precision and F1 assume (default: the authored mix). */
  prevalence?: number
  seed?: number
  /** Model turns within which a Skill call counts. */
  maxTurns?: number
  minRecall?: number
  maxFalseActivation?: number
  /** Where generated trigger sets are written as ready-to-commit blocks. */
  resultsDir?: string
  concurrency?: number
  /** The agent harness of the trigger and scenario runs (default the builtin loop). */
  harness?: AgentHarness
  /** Its name, known before it is loaded: the estimate prices its calls. */
  harnessName?: HarnessName
  /**
   * Several listed harnesses: the layer runs once per harness (each its own trigger runs and
   * sequential stopping on the same trigger sets) and the record holds the matrix. Absent: one
   * harness (`harness`).
   */
  agents?: readonly HarnessSlot[]
  /** With several harnesses: the gate's thresholds on every harness (default) or on any. */
  recallOn?: RecallOn
}

/** The config of one listed harness's runs: its harness and its model. */
export function slotConfig(config: MonteCarloConfig, slot: HarnessSlot): MonteCarloConfig {
  const { agents: _agents, ...rest } = config
  return {
    ...rest,
    harness: slot.harness,
    harnessName: slot.name,
    model: slot.model ?? config.model
  }
}
