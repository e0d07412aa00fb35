// `layers.ab`: the with-vs-without result, with every run pair of every scenario.
import { z } from 'zod'
import { LayerRunSchema, SkillErrorSchema, TokenCountsSchema } from './common.js'
import { HarnessInfoSchema, HarnessNameSchema } from './harness.js'
import { MULTIPLICITY_RULES } from './constants.js'

/** One assertion or constraint checked on an A/B run. */
export const AbAssertionResultSchema = z.object({
  type: z.string(),
  target: z.string().optional(),
  passed: z.boolean(),
  message: z.string()
})

/** One arm (baseline or with-skill) of an A/B run pair. */
export const AbArmSchema = z
  .object({
    completed: z.boolean(),
    stoppedBy: z.string(),
    error: z.string().nullable(),
    turns: z.number().int(),
    tokens: TokenCountsSchema,
    toolCalls: z.record(z.string(), z.number()),
    apiMs: z.number(),
    toolMs: z.number(),
    costUsd: z.number(),
    cachedCalls: z.number().int(),
    assertions: z.array(AbAssertionResultSchema),
    /** Names of the skills this arm's agent was offered: none for the baseline, the skill under test only for the other. */
    catalogue: z.array(z.string()),
    /** The run's transcript, relative to the results folder (absent when none was written). */
    transcript: z.string().optional()
  })
  .passthrough()
export type AbArm = z.infer<typeof AbArmSchema>

/**
 * Why a run pair was left out of the verdict: its arms started from different work dirs, an arm
 * saw a skill catalogue other than its own, no judge gave a usable verdict (timeout, API
 * error, a malformed reply twice) — a failure, never a tie or a loss — or the skill's A/B
 * stopped (another of its runs failed) before the pair was judged.
 */
export const AbInvalidKindSchema = z.enum([
  'work_dirs_differ',
  'arm_isolation',
  'judge_failed',
  'not_judged'
])
export type AbInvalidKind = z.infer<typeof AbInvalidKindSchema>

const ArmCountsSchema = z.object({ baseline: z.number().int(), withSkill: z.number().int() })

/** One baseline / with-skill run pair of a scenario, with its judgements and improvement score. */
export const AbPairSchema = z
  .object({
    /** 0-based run index. */
    run: z.number().int(),
    valid: z.boolean(),
    invalidReason: z.string().optional(),
    invalidKind: AbInvalidKindSchema.optional(),
    score: z.number().nullable(),
    /** The seven weighted components of the score, as skill-validator defines them. */
    breakdown: z.record(z.string(), z.number()).nullable(),
    skillLoaded: z.boolean(),
    baseline: AbArmSchema,
    withSkill: AbArmSchema,
    /** Length of each arm's final output in characters, for the length-bias check. */
    outputChars: ArmCountsSchema,
    /** What the judges' calls on this pair cost, in USD (absent when it was not judged). */
    judgeCostUsd: z.number().optional(),
    /** Mentions of the skill (name, file paths, distinctive phrases) removed from what the judges read of each arm. */
    redactions: ArmCountsSchema.optional(),
    pairwise: z
      .object({
        overall: z.number(),
        quality: z.number(),
        /** Verdicts whose direction flipped when the positions were swapped. */
        inconsistencies: z.number().int(),
        comparisons: z.number().int(),
        valid: z.boolean(),
        reason: z.string().optional()
      })
      .optional(),
    independent: z
      .object({ baseline: z.number().nullable(), withSkill: z.number().nullable() })
      .optional()
  })
  .passthrough()
export type AbPair = z.infer<typeof AbPairSchema>

/** The with-vs-without (A/B) result stored at SkillReport.layers.ab when its status is 'ok'. */
export const AbVerdictSchema = z.enum([
  'helps',
  'hurts',
  'no_measurable_effect',
  'insufficient_evidence'
])
export type AbVerdictName = z.infer<typeof AbVerdictSchema>

export const MultiplicityRuleSchema = z.enum(MULTIPLICITY_RULES)
export type MultiplicityRule = z.infer<typeof MultiplicityRuleSchema>

/** One gate-relevant test of a skill, adjusted across the skills of the run. */
export const AbTestSchema = z.object({
  /** Two-sided p-value of "no difference"; null when no test is possible. */
  p: z.number().nullable(),
  /** After the run's multiplicity rule; null when the test takes no part in the gate. */
  adjustedP: z.number().nullable(),
  /** Tests adjusted together: one per skill of the run that has this test. */
  familySize: z.number().int()
})
export type AbTest = z.infer<typeof AbTestSchema>

/** Why helps/hurts could not be said whatever the effect: no pairs, < 3 scenarios, no spread. */
export const AbEvidenceLimitSchema = z.enum(['no_pairs', 'too_few_scenarios', 'no_spread'])
export type AbEvidenceLimit = z.infer<typeof AbEvidenceLimitSchema>

const AbMeasuredSchema = z.object({
  status: z.literal('ok'),
  verdict: AbVerdictSchema,
  /** Mean over scenarios of the mean per-pair improvement score (null without valid pairs). */
  improvement: z.number().nullable(),
  ci: z.object({
    low: z.number().nullable(),
    high: z.number().nullable(),
    level: z.number(),
    method: z.string(),
    scenarios: z.number().int(),
    pairs: z.number().int(),
    seed: z.number().int(),
    resamples: z.number().int().optional(),
    /**
     * Degrees of freedom of the t critical value the interval was drawn with (absent in older
     * reports and for the percentile bootstrap); re-validation reads the standard error back
     * from the interval with it.
     */
    df: z.number().optional()
  }),
  /** The narrower interval "no measurable effect" is decided on (TOST: level 2·ci.level − 1). */
  equivalence: z.object({
    low: z.number().nullable(),
    high: z.number().nullable(),
    level: z.number()
  }),
  limit: AbEvidenceLimitSchema.nullable(),
  /**
   * The plan that would plausibly settle an "insufficient evidence" verdict: scenarios, at
   * `runsPerScenario` runs each (more runs are suggested only when run-to-run noise dominates).
   */
  needed: z
    .object({
      scenarios: z.number().int(),
      runsPerScenario: z.number().int(),
      runNoiseDominates: z.boolean()
    })
    .nullable(),
  /** false: the legacy rule, improvement ≥ margin is "helps" without a test. */
  requireSignificance: z.boolean(),
  /** The effect test (helps / hurts) and the completion-regression test, raw and adjusted. */
  tests: z.object({
    rule: MultiplicityRuleSchema,
    /**
     * A test decides when its adjusted p-value is below alpha, the run's 1 − level. With looks
     * (`sequential`) the p-values are already corrected for them, and ci.level is the stopping
     * look's nominal level, above 1 − alpha.
     */
    alpha: z.number(),
    effect: AbTestSchema,
    completion: AbTestSchema
  }),
  reason: z.string(),
  notes: z.array(z.string()),
  minImprovement: z.number(),
  completion: z.object({
    withSkill: z.number().nullable(),
    baseline: z.number().nullable(),
    /** Newcombe interval of the with-skill minus baseline completion rate. */
    difference: z.object({
      estimate: z.number(),
      low: z.number(),
      high: z.number(),
      level: z.number().optional(),
      method: z.string().optional()
    }),
    /**
     * The tests the regression p-value came from: the pooled Newcombe test, and from 3
     * scenarios the scenario-clustered test too (a regression needs both).
     */
    test: z.string().optional(),
    regressed: z.boolean()
  }),
  normalizedGain: z.object({
    g: z.number().nullable(),
    low: z.number().nullable(),
    high: z.number().nullable(),
    level: z.number().optional(),
    method: z.literal('two-sample-percentile-bootstrap').optional(),
    resamples: z.number().int().optional(),
    /** Resamples where the baseline passed every run (g undefined), left out of the quantiles. */
    undefinedResamples: z.number().int().optional(),
    seed: z.number().int().optional()
  }),
  activation: z.object({
    loadedRuns: z.number().int(),
    runs: z.number().int(),
    rate: z.number().nullable(),
    /** Wilson interval of the rate (null without runs). */
    low: z.number().nullable(),
    high: z.number().nullable(),
    level: z.number(),
    method: z.literal('wilson'),
    /**
     * Mean score of the valid pairs whose with-skill run loaded the skill: conditional on
     * loading, a selection made after the treatment, so not an estimate of the skill's effect.
     */
    meanScoreWhenLoaded: z.number().nullable(),
    meanScoreWhenNeverLoaded: z.number().nullable(),
    /** Mean score of every valid pair, loaded or not: the intention-to-treat estimate. */
    meanScoreAllRuns: z.number().nullable()
  }),
  judge: z.object({
    mode: z.enum(['pairwise', 'independent', 'both']),
    /** The model id the API answered with (the reply's `model`); in reports made before it was recorded, the name asked for, which may be an alias. */
    model: z.string(),
    /** The judge model's name as asked for. */
    modelAsked: z.string().optional(),
    invalidPairs: z.number().int(),
    /** Pairs left out because no judge gave a usable verdict (counted, not scored). */
    failedJudgements: z.number().int(),
    /** Share of pairwise verdicts (overall and per criterion) whose direction contradicted itself when the positions were swapped. */
    inconsistencyRate: z.number().nullable(),
    /** The judge is the agent's model or of its family, and may favour its own output. */
    sameModelAsAgent: z.boolean(),
    /** Redactions over all pairs, per arm. */
    redactions: ArmCountsSchema,
    /** Does the pairwise verdict follow output length? (null fields without pairwise verdicts) */
    length: z.object({
      /** Mean of with-skill minus baseline output characters. */
      meanDifferenceChars: z.number().nullable(),
      /** Pairwise verdicts that chose a side between outputs of different length. */
      decisive: z.number().int(),
      /** Share of those that chose the longer output. */
      preferLongerShare: z.number().nullable(),
      /** Mean signed overall pairwise verdict (+ favours the skill). */
      raw: z.number().nullable(),
      /** Intercept of the verdict regressed on log(with-skill length / baseline length): the verdict at equal length. */
      controlled: z.number().nullable(),
      slope: z.number().nullable(),
      /** The slope's interval lies above 0: the judge prefers longer outputs beyond chance. */
      biased: z.boolean()
    })
  }),
  /** The agent's model: The model id the API answered with (the reply's `model`); in reports made before it was recorded, the name asked for, which may be an alias. */
  agentModel: z.string(),
  /** The agent model's name as asked for (an alias such as `sonnet`, or an id). */
  agentModelAsked: z.string().optional(),
  /** The harness that ran the agent (absent in reports made before there was a choice). */
  agentHarness: HarnessInfoSchema.optional(),
  /** Run pairs per scenario the plan allows (the runs may have stopped earlier: `sequential`). */
  runsPerScenario: z.number().int(),
  /**
   * How the runs went in rounds (every scenario once per arm per round) and where they stopped:
   * at the first look whose verdict was settled, or at the plan's end. Absent in older reports.
   */
  sequential: z
    .object({
      /** How α is spread over the looks (see stats/ab-sequential.ts). */
      method: z.string(),
      /** The rounds after which the verdict was to be tried; the last is the plan's end. */
      looks: z.array(z.number().int()),
      /** Rounds run. */
      rounds: z.number().int(),
      roundsPlanned: z.number().int(),
      /** The verdict that settled the runs early, or `plan`: they ran to the end. */
      stoppedBy: z.enum(['helps', 'hurts', 'no_measurable_effect', 'plan']),
      stoppedEarly: z.boolean(),
      /** The nominal level of the stopping look's tests and intervals (ci.level). */
      lookLevel: z.number(),
      /** Skills the stopping rule adjusted for (Bonferroni: a stop on helps / hurts at α / this). */
      familySize: z.number().int(),
      pairsRun: z.number().int(),
      pairsPlanned: z.number().int()
    })
    .optional(),
  seed: z.number().int(),
  /** What the skill's A/B calls cost: both arms of every pair and the judges of every pair. */
  costUsd: z.number(),
  /** What the A/B layer's part of the skill gate required, and why it failed (empty = passed). */
  gate: z.object({
    requireCompletion: z.boolean(),
    /** Fail unless the verdict is "helps" (skill-validator's pass rule, opt-in). */
    requireHelps: z.boolean(),
    failures: z.array(z.string())
  }),
  /** Per scenario: mean improvement and every run pair (both arms' metrics, assertions, judges). */
  scenarios: z.array(
    z.object({
      name: z.string(),
      improvement: z.number().nullable(),
      pairs: z.array(AbPairSchema)
    })
  )
})

/** `layers.ab` when it produced no result: skipped, failed (with the eval file's problems), stopped. */
export const AbLayerRunSchema = LayerRunSchema.extend({
  /** The problems of an invalid eval file. */
  errors: z.array(SkillErrorSchema).optional()
}).strict()

/** One listed harness's A/B: its own verdict from its own pairs, or why it has none. */
export const HarnessAbSchema = z.union([
  AbMeasuredSchema.extend({ harness: HarnessNameSchema }).passthrough(),
  AbLayerRunSchema.extend({ harness: HarnessNameSchema }).strict()
])
export type HarnessAb = z.infer<typeof HarnessAbSchema>

export const AbResultSchema = AbMeasuredSchema.extend({
  /**
   * With several harnesses: every listed harness's A/B, in the order listed, each decided on its
   * own (its p-values adjusted across the run's skills on that harness). The record's own fields
   * are those of the first harness that gave a verdict. Absent with one harness and in older
   * reports.
   */
  agents: z.array(HarnessAbSchema).optional()
}).passthrough()
export type AbResult = z.infer<typeof AbResultSchema>

/** What `layers.ab` holds: the result once the layer ran, or why there is none. */
export const AbLayerRecordSchema = z.union([AbResultSchema, AbLayerRunSchema])
export type AbLayerRecord = z.infer<typeof AbLayerRecordSchema>
