// `layers.monte_carlo`: the activation layer's record. Activation is a real call of the agent's
// Skill tool naming the skill, never something read into the reply. The prompt is the unit of
// every rate (runs are repeated measures of it), every interval states its method, level and
// size, and the run states what it was measured against: the trigger set (authored or
// generated), the catalogue (seed, siblings, distractor set version), the context and the
// prevalence that precision and F1 assume.
import { z } from 'zod'
import { LayerRunSchema } from './common.js'
import { RECALL_ON } from './constants.js'
import { HarnessInfoSchema, HarnessNameSchema } from './harness.js'

/** A rate with its interval: the method, the level and how many prompts and runs it rests on. */
export const RateEstimateSchema = z.object({
  rate: z.number(),
  low: z.number(),
  high: z.number(),
  level: z.number(),
  method: z.string(),
  prompts: z.number().int(),
  runs: z.number().int()
})
export type RateEstimate = z.infer<typeof RateEstimateSchema>

/** Precision or F1: a point value and an interval from a bootstrap over prompts. */
export const DerivedEstimateSchema = z.object({
  value: z.number(),
  low: z.number(),
  high: z.number(),
  level: z.number(),
  method: z.string()
})
export type DerivedEstimate = z.infer<typeof DerivedEstimateSchema>

/** Who a trigger prompt was written for: the skill under test, another skill, or none. */
export const TriggerPromptKindSchema = z.enum(['should', 'should_not'])

export const TriggerPromptResultSchema = z.object({
  query: z.string(),
  kind: TriggerPromptKindSchema,
  /** The skill it belongs to (a sibling for a near miss), or null when no skill should fire. */
  expectedSkill: z.string().nullable(),
  /** Where it comes from: this skill's trigger set, a sibling's, or skill-ci's shared set. */
  origin: z.enum(['own', 'sibling', 'shared']),
  /** Runs that reached the model and ended (failed runs are not evidence). */
  runs: z.number().int(),
  activations: z.number().int(),
  /** activations ÷ runs; null when every run failed. */
  rate: z.number().nullable(),
  /** 0 < rate < 1: the agent's choice on this prompt is a coin toss. */
  flaky: z.boolean(),
  failed: z.number().int(),
  /** The skills that fired on this prompt instead of (or besides) the expected one, with counts. */
  fired: z.record(z.string(), z.number().int())
})
export type TriggerPromptResult = z.infer<typeof TriggerPromptResultSchema>

/** One cell of a confusion list: a skill and how many runs. */
export const ConfusionSchema = z.object({
  skill: z.string(),
  runs: z.number().int()
})

export const ConfusionMatrixSchema = z.object({
  /** Rows: the skill a prompt was written for, or "none". */
  rows: z.array(z.string()),
  /** Columns: the skill that fired, or "none". */
  columns: z.array(z.string()),
  /** counts[row][column], runs. */
  counts: z.array(z.array(z.number().int()))
})
export type ConfusionMatrix = z.infer<typeof ConfusionMatrixSchema>

/**
 * Why a prompt set (should, should-not) stopped: `decision` when its interval lay wholly above or
 * below its gate threshold (min-recall, max-false-activation), `width` when it was within ±ε,
 * `cap` at the depth's cap.
 */
export const StopRuleSchema = z.enum(['decision', 'width', 'cap'])

/** A prompt set's own stop: the rule, and the rounds and runs (answered or failed) it took. */
export const SetStopSchema = z.object({
  stoppedBy: StopRuleSchema,
  rounds: z.number().int(),
  runs: z.number().int(),
  prompts: z.number().int()
})
export type SetStop = z.infer<typeof SetStopSchema>

const MonteCarloMeasuredSchema = z.object({
  status: z.literal('ok'),
  /** What the layer measured on, in a few words (shown in the layer list). */
  reason: z.string(),
  triggerSource: z.enum(['authored', 'generated']),
  /** The agent's model: The model id the API answered with (the reply's `model`); in reports made before it was recorded, the name asked for, which may be an alias. */
  agentModel: z.string(),
  /** The agent model's name as asked for (an alias such as `sonnet`, or an id). */
  agentModelAsked: z.string().optional(),
  /** The harness that ran the trigger runs (absent in reports made before there was a choice). */
  agentHarness: HarnessInfoSchema.optional(),
  seed: z.number().int(),
  context: z.enum(['empty', 'busy']),
  /** Model turns within which a Skill call counts. */
  maxTurns: z.number().int(),
  catalogue: z.object({
    size: z.number().int(),
    siblings: z.array(z.string()),
    distractors: z.string(),
    distractorVersion: z.string().nullable(),
    /** The catalogue order is shuffled per round from this seed. */
    seed: z.number().int()
  }),
  recall: RateEstimateSchema.nullable(),
  falseActivation: RateEstimateSchema.nullable(),
  /** The share of should-prompts precision and F1 assume, and where it comes from. */
  prevalence: z.object({ value: z.number(), source: z.enum(['authored mix', 'input']) }),
  precision: DerivedEstimateSchema.nullable(),
  f1: DerivedEstimateSchema.nullable(),
  /** What fed triggering_accuracy: F1, or recall when the skill has no should-not prompts. */
  triggeringFrom: z.enum(['f1', 'recall']).nullable(),
  prompts: z.array(TriggerPromptResultSchema),
  flakyPrompts: z.number().int(),
  /** pass^k: the chance that k runs of a should-prompt all load the skill, over should-prompts. */
  passK: z.object({ k: z.number().int(), prompts: z.number().int(), mean: z.number() }).nullable(),
  confusions: z.object({
    /** Should-prompts: the skills that fired instead. */
    firedInstead: z.array(ConfusionSchema),
    /** Should-not prompts this skill took, by the skill they were written for (or "none"). */
    stole: z.array(ConfusionSchema),
    /** The whole matrix of the skills evaluated together. */
    matrix: ConfusionMatrixSchema
  }),
  failures: RateEstimateSchema,
  tokens: z
    .object({
      median: z.number(),
      low: z.number().nullable(),
      high: z.number().nullable(),
      level: z.number(),
      q1: z.number(),
      q3: z.number(),
      iqr: z.number(),
      outliers: z.number().int(),
      runs: z.number().int()
    })
    .nullable(),
  sequential: z.object({
    epsilon: z.number(),
    rounds: z.number().int(),
    maxRounds: z.number().int(),
    runs: z.number().int(),
    /** Runs of the fixed-N plan (every round), for comparison. */
    fixedRuns: z.number().int(),
    calls: z.number().int(),
    cachedCalls: z.number().int(),
    stoppedEarly: z.boolean(),
    method: z.string(),
    /**
     * Each prompt set stops on its own: which rule stopped it and after how many runs (null for a
     * set without prompts; absent in reports made before the sets stopped apart).
     */
    sets: z
      .object({ should: SetStopSchema.nullable(), shouldNot: SetStopSchema.nullable() })
      .optional()
  }),
  /** Output quality of activated runs on the eval scenarios, or why it is unmeasured. */
  quality: z.object({
    measured: z.boolean(),
    value: z.number().nullable(),
    note: z.string()
  }),
  /**
   * The same prompts in the other context, when both were asked for (`context: both`): how much
   * activation changes after an earlier conversation. Only the main context decides.
   */
  otherContexts: z
    .array(
      z.object({
        context: z.enum(['empty', 'busy']),
        recall: RateEstimateSchema.nullable(),
        falseActivation: RateEstimateSchema.nullable(),
        f1: DerivedEstimateSchema.nullable()
      })
    )
    .optional(),
  /** Enough valid runs to feed the composite and certify the depth. */
  certifies: z.boolean(),
  notes: z.array(z.string()),
  costUsd: z.number(),
  gate: z.object({
    minRecall: z.number().optional(),
    maxFalseActivation: z.number().optional(),
    /**
     * With several harnesses: whether the thresholds had to hold on every one or on any (absent
     * with one harness, and in older reports).
     */
    recallOn: z.enum(RECALL_ON).optional(),
    failures: z.array(z.string())
  })
})

/**
 * One listed harness's column of the cross-agent activation matrix: its own runs of the skill's
 * trigger prompts (its own catalogue runs and sequential stopping), or why it has none (its key
 * or its program was missing, the budget stopped it).
 */
export const HarnessActivationSchema = z.union([
  MonteCarloMeasuredSchema.extend({ harness: HarnessNameSchema }).strict(),
  LayerRunSchema.extend({ harness: HarnessNameSchema }).strict()
])
export type HarnessActivation = z.infer<typeof HarnessActivationSchema>

export const MonteCarloResultSchema = MonteCarloMeasuredSchema.extend({
  /**
   * With several harnesses (`--harness builtin,claude-code,…`): every listed harness's result, in
   * the order listed. The record's own fields are then those of the first harness that measured
   * something (they feed the composite); its gate is decided over all of them (`gate.recallOn`).
   * Absent with one harness and in older reports.
   */
  agents: z.array(HarnessActivationSchema).optional()
})
export type MonteCarloResult = z.infer<typeof MonteCarloResultSchema>

export const MonteCarloLayerRecordSchema = z.union([
  MonteCarloResultSchema.strict(),
  LayerRunSchema.strict()
])
export type MonteCarloLayerRecord = z.infer<typeof MonteCarloLayerRecordSchema>

/** The Monte Carlo result of a record, if the layer produced one. */
export function monteCarloResultOf(
  record: MonteCarloLayerRecord | undefined
): MonteCarloResult | undefined {
  return record !== undefined && 'triggerSource' in record ? record : undefined
}
