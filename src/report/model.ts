// The RunReport: one zod schema for everything skill-ci reports. It is the `--format json` output,
// the action's `report` output file, and the input of every renderer (comment, summary, JUnit,
// SARIF, annotations). Users parse it in CI, so it is versioned: bump SCHEMA_VERSION on any
// breaking change (removed or re-typed field); adding optional fields is not breaking.
import { z } from 'zod'

export const SCHEMA_VERSION = 1

/** Where a finding points. `file` is relative to the scanned root (POSIX separators). */
export const LocationSchema = z.object({
  file: z.string(),
  line: z.number().int().positive().optional()
})

export const SeveritySchema = z.enum(['error', 'warning', 'notice'])
export type Severity = z.infer<typeof SeveritySchema>

/** A rule-based observation that does not change PluginEval-parity numbers (spec rules, profile). */
export const FindingSchema = LocationSchema.extend({
  ruleId: z.string(),
  source: z.enum(['spec', 'profile', 'portability', 'eval']),
  severity: SeveritySchema,
  message: z.string()
})
export type Finding = z.infer<typeof FindingSchema>

/** A failure to read or evaluate (part of) a skill; the rest of the run goes on. */
export const SkillErrorSchema = LocationSchema.extend({
  code: z.string(),
  message: z.string()
})
export type SkillError = z.infer<typeof SkillErrorSchema>

export const AntiPatternSchema = LocationSchema.extend({
  flag: z.enum([
    'OVER_CONSTRAINED',
    'EMPTY_DESCRIPTION',
    'MISSING_TRIGGER',
    'BLOATED_SKILL',
    'ORPHAN_REFERENCE',
    'DEAD_CROSS_REF'
  ]),
  description: z.string(),
  /** Recorded severity (informational: the penalty counts flags, PluginEval §2.9). */
  severity: z.number()
})
export type AntiPattern = z.infer<typeof AntiPatternSchema>

export const PortabilityFindingSchema = LocationSchema.extend({
  flag: z.enum(['SKILL_OVER_CODEX_CAP', 'CLAUDE_TOOL_REFS', 'CLAUDE_TOOL_PROSE']),
  severity: z.number(),
  message: z.string()
})
export type PortabilityFinding = z.infer<typeof PortabilityFindingSchema>

export const StaticSubScoresSchema = z.object({
  frontmatter_quality: z.number(),
  orchestration_wiring: z.number(),
  progressive_disclosure: z.number(),
  structural_completeness: z.number(),
  token_efficiency: z.number(),
  ecosystem_coherence: z.number(),
  harness_portability: z.number()
})
export type StaticSubScores = z.infer<typeof StaticSubScoresSchema>

export const LayerStatusSchema = z.enum([
  'ok', // ran and produced a result
  'skipped', // not requested, or a precondition (API key, eval file) is missing
  'unavailable', // requested but not implemented in this version
  'error', // ran and failed; `reason` says why
  'budget_exhausted' // stopped by max-usd / max-calls
])
export type LayerStatus = z.infer<typeof LayerStatusSchema>

export const StaticLayerSchema = z.object({
  status: LayerStatusSchema,
  reason: z.string().optional(),
  /** Penalised static layer score in [0, 1] (PluginEval §2.1). */
  score: z.number(),
  subScores: StaticSubScoresSchema,
  antiPatterns: z.array(AntiPatternSchema),
  portability: z.array(PortabilityFindingSchema),
  /** PluginEval's layer metadata: the frontmatter name whatever its YAML type, and line_count. */
  metadata: z.object({ skillName: z.unknown(), lineCount: z.number().int() })
})
export type StaticLayer = z.infer<typeof StaticLayerSchema>

/** Status of a layer that did not produce a result (or whose result is reported elsewhere). */
export const LayerRunSchema = z.object({
  status: LayerStatusSchema,
  reason: z.string().optional()
})
export type LayerRun = z.infer<typeof LayerRunSchema>

export const DIMENSION_NAMES = [
  'triggering_accuracy',
  'orchestration_fitness',
  'output_quality',
  'scope_calibration',
  'progressive_disclosure',
  'token_efficiency',
  'robustness',
  'structural_completeness',
  'code_template_quality',
  'ecosystem_coherence'
] as const
export const DimensionNameSchema = z.enum(DIMENSION_NAMES)
export type DimensionName = z.infer<typeof DimensionNameSchema>

/** Agreement among N judges (statistics.md §4): weighted κ (2 judges) or Light's κ (more). */
export const JudgeAgreementSchema = z.object({
  kappa: z.number().nullable(),
  /** Mean pairwise share of items banded identically. */
  exactAgreement: z.number().nullable(),
  /** (skill, dimension) pairs that every judge measured. */
  items: z.number().int(),
  judges: z.number().int(),
  /** Why κ is null, when it is. */
  reason: z.string().optional()
})
export type JudgeAgreement = z.infer<typeof JudgeAgreementSchema>

export const JudgeDimensionResultSchema = z.object({
  /** Mean over the judges that measured it; null = unmeasured (then `reason` says why). */
  score: z.number().nullable(),
  /** The model ids (resolved) that judged this dimension. */
  models: z.array(z.string()),
  /** Each judge's value, null where that judge's reply was unusable. */
  judgeScores: z.array(z.number().nullable()),
  /** max − min over the judges that measured it; null with fewer than two. */
  spread: z.number().nullable(),
  /** Spread above 0.5 (statistics.md §4). */
  judgesDisagree: z.boolean(),
  reason: z.string().optional(),
  /** Short quotes or observations backing the score (at most 3 per judge). */
  evidence: z.array(z.string())
})
export type JudgeDimensionResult = z.infer<typeof JudgeDimensionResultSchema>

/** `layers.judge` once the judge layer ran (PluginEval §4 with skill-ci's extensions). */
export const JudgeLayerSchema = LayerRunSchema.extend({
  /** Mean of the measured dimensions (display only), null if none. */
  score: z.number().nullable(),
  judges: z.number().int().min(1).max(5),
  dimensions: z.object({
    triggering_accuracy: JudgeDimensionResultSchema,
    orchestration_fitness: JudgeDimensionResultSchema,
    output_quality: JudgeDimensionResultSchema,
    scope_calibration: JudgeDimensionResultSchema
  }),
  unmeasured: z.array(DimensionNameSchema),
  /** Triggering F1: the judge's self-reported value (mean over judges) and our recomputation. */
  triggering: z.object({
    reportedF1: z.number().nullable(),
    recomputedF1: z.number().nullable(),
    precision: z.number().nullable(),
    recall: z.number().nullable(),
    predictions: z.number().int()
  }),
  /** What the judge was shown. */
  input: z.object({
    skillChars: z.number().int(),
    sentChars: z.number().int(),
    truncated: z.boolean(),
    tokenBudget: z.number().int(),
    bundledFiles: z.array(z.string()),
    bundledFilesTruncated: z.boolean()
  }),
  /** Per skill (at most 4 items, so κ is usually null here; see the run-level usage block). */
  agreement: JudgeAgreementSchema,
  usage: z.object({
    calls: z.number().int(),
    cacheHits: z.number().int(),
    costUsd: z.number(),
    inputTokens: z.number().int(),
    outputTokens: z.number().int()
  })
})
export type JudgeLayer = z.infer<typeof JudgeLayerSchema>

export const TokenCountsSchema = z.object({
  input: z.number().int(),
  output: z.number().int(),
  cacheWrite: z.number().int(),
  cacheRead: z.number().int()
})
export const UsageBucketSchema = TokenCountsSchema.extend({
  calls: z.number().int(),
  costUsd: z.number()
})

/** Run-level LLM usage: the ledger, the budget and the pre-run estimate. */
export const UsageSchema = z.object({
  calls: z.number().int(),
  cacheHits: z.number().int(),
  retries: z.number().int(),
  costUsd: z.number(),
  tokens: TokenCountsSchema,
  byModel: z.record(z.string(), UsageBucketSchema),
  byLayer: z.record(z.string(), UsageBucketSchema),
  budget: z.object({
    maxUsd: z.number().optional(),
    maxCalls: z.number().int().optional(),
    /** Some call was refused because the budget would have been passed. */
    exhausted: z.boolean()
  }),
  estimate: z.object({ calls: z.number().int(), usd: z.number() }).optional(),
  /** Judge agreement over every (skill, dimension) item of the run. */
  judgeAgreement: JudgeAgreementSchema.optional()
})
export type Usage = z.infer<typeof UsageSchema>

export const LayerNameSchema = z.enum(['static', 'judge', 'monte_carlo'])
export type LayerName = z.infer<typeof LayerNameSchema>

export const GradeSchema = z.enum([
  'A+',
  'A',
  'A-',
  'B+',
  'B',
  'B-',
  'C+',
  'C',
  'C-',
  'D+',
  'D',
  'D-',
  'F',
  '—'
])
export type Grade = z.infer<typeof GradeSchema>

export const DimensionSchema = z.object({
  name: DimensionNameSchema,
  weight: z.number(),
  /** Blended score in [0, 1]; null when no layer that ran supplies this dimension. */
  score: z.number().nullable(),
  /** PluginEval grade A+…F, or '—' when unmeasured. */
  grade: GradeSchema,
  /** Plain letter A–F (first character of grade), null when unmeasured. */
  letter: z.enum(['A', 'B', 'C', 'D', 'F']).nullable(),
  weightedScore: z.number(),
  /** The layers whose values were blended into this dimension. */
  sources: z.array(LayerNameSchema)
})
export type Dimension = z.infer<typeof DimensionSchema>

export const BadgeSchema = z.enum(['platinum', 'gold', 'silver', 'bronze', 'no_badge'])
export type Badge = z.infer<typeof BadgeSchema>

export const DepthSchema = z.enum(['quick', 'standard', 'deep', 'thorough'])
export type Depth = z.infer<typeof DepthSchema>

export const CompositeSchema = z.object({
  /** 0–100, PluginEval-identical at quick depth. */
  score: z.number(),
  grade: GradeSchema,
  letter: z.enum(['A', 'B', 'C', 'D', 'F']),
  badge: BadgeSchema,
  /** Anti-pattern penalty multiplier in [0.5, 1]. */
  penalty: z.number(),
  /** PluginEval confidence label of the requested depth: Estimated, Assessed, Certified, Certified+. */
  depthLabel: z.string(),
  /** Sum of the weights of measured dimensions (0.66 at quick depth). */
  measuredWeight: z.number(),
  dimensions: z.array(DimensionSchema)
})
export type Composite = z.infer<typeof CompositeSchema>

export const GateSchema = z.object({
  passed: z.boolean(),
  /** One line per reason the gate failed (empty when passed). */
  reasons: z.array(z.string())
})
export type Gate = z.infer<typeof GateSchema>

/** skill-validator's size profile of a SKILL.md (skill-validator §7.1); informational only. */
export const SizeProfileSchema = z.object({
  /** ceil(UTF-16 length of the whole file / 4), front matter included. */
  tokenCount: z.number().int().nonnegative(),
  complexityTier: z.enum(['compact', 'detailed', 'standard', 'comprehensive']),
  sectionCount: z.number().int().nonnegative(),
  codeBlockCount: z.number().int().nonnegative(),
  numberedStepCount: z.number().int().nonnegative(),
  bulletCount: z.number().int().nonnegative(),
  /** The reference's loose test: any `---` line followed later by a line starting with `---`. */
  hasFrontmatter: z.boolean(),
  hasWhenToUse: z.boolean(),
  hasWhenNotToUse: z.boolean()
})
export type SizeProfile = z.infer<typeof SizeProfileSchema>

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
    /** The run's transcript, relative to the results folder (absent when none was written). */
    transcript: z.string().optional()
  })
  .passthrough()
export type AbArm = z.infer<typeof AbArmSchema>

/** One baseline / with-skill run pair of a scenario, with its judgements and improvement score. */
export const AbPairSchema = z
  .object({
    /** 0-based run index. */
    run: z.number().int(),
    valid: z.boolean(),
    invalidReason: z.string().optional(),
    score: z.number().nullable(),
    /** The seven weighted components of the score (skill-validator §4.1). */
    breakdown: z.record(z.string(), z.number()).nullable(),
    skillLoaded: z.boolean(),
    baseline: AbArmSchema,
    withSkill: AbArmSchema,
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

export const AbResultSchema = z
  .object({
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
      resamples: z.number().int().optional()
    }),
    /** Pairs that would plausibly settle an "insufficient evidence" verdict. */
    pairsNeeded: z.number().int().nullable(),
    reason: z.string(),
    notes: z.array(z.string()),
    minImprovement: z.number(),
    completion: z.object({
      withSkill: z.number().nullable(),
      baseline: z.number().nullable(),
      difference: z
        .object({ estimate: z.number(), low: z.number(), high: z.number() })
        .passthrough(),
      regressed: z.boolean()
    }),
    normalizedGain: z
      .object({ g: z.number().nullable(), low: z.number().nullable(), high: z.number().nullable() })
      .passthrough(),
    activation: z.object({
      loadedRuns: z.number().int(),
      runs: z.number().int(),
      rate: z.number().nullable(),
      meanScoreWhenLoaded: z.number().nullable(),
      meanScoreWhenNeverLoaded: z.number().nullable()
    }),
    judge: z.object({
      mode: z.enum(['pairwise', 'independent', 'both']),
      model: z.string(),
      invalidPairs: z.number().int(),
      inconsistencyRate: z.number().nullable()
    }),
    agentModel: z.string(),
    runsPerScenario: z.number().int(),
    seed: z.number().int(),
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
  .passthrough()
export type AbResult = z.infer<typeof AbResultSchema>

export const SkillReportSchema = z.object({
  /** Skill folder relative to the scanned root (POSIX), '.' when the root itself is the skill. */
  path: z.string(),
  /** The scanned root this skill was found under, as given (distinguishes skills of several roots). */
  root: z.string().optional(),
  /** Frontmatter name as a string (or the folder name when absent). */
  name: z.string(),
  status: z.enum(['ok', 'error']),
  /** Null when the skill could not be scored (see errors). */
  composite: CompositeSchema.nullable(),
  layers: z.object({
    static: StaticLayerSchema.optional(),
    /** A JudgeLayer once the layer ran; a bare status (skipped, unavailable…) otherwise. */
    judge: z.union([JudgeLayerSchema, LayerRunSchema.strict()]).optional(),
    monte_carlo: LayerRunSchema.passthrough().optional(),
    ab: LayerRunSchema.passthrough().optional(),
    elo: LayerRunSchema.passthrough().optional()
  }),
  findings: z.array(FindingSchema),
  errors: z.array(SkillErrorSchema),
  /** This skill's own gate verdict (renderers show it per skill; absent = not judged per skill). */
  gate: GateSchema.optional(),
  /** Size profile of SKILL.md (informational); absent when the file could not be read. */
  profile: SizeProfileSchema.optional()
})
export type SkillReport = z.infer<typeof SkillReportSchema>

export const RunReportSchema = z.object({
  schemaVersion: z.literal(SCHEMA_VERSION),
  tool: z.object({ name: z.literal('skill-ci'), version: z.string() }),
  createdAt: z.string(),
  /** The requested depth. */
  depth: DepthSchema,
  /** The scanned roots as given. */
  roots: z.array(z.string()),
  skills: z.array(SkillReportSchema),
  summary: z.object({
    evaluated: z.number().int(),
    errored: z.number().int(),
    /** Skills failing the gate (threshold, badge, findings, errors). */
    failed: z.number().int(),
    lowestScore: z.number().nullable(),
    gate: GateSchema
  }),
  /** LLM usage of the run (absent at quick depth). */
  usage: UsageSchema.optional()
})
export type RunReport = z.infer<typeof RunReportSchema>
