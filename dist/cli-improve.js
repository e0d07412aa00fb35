import { o as object, _ as _enum, n as number, s as string, a as array, b as boolean, r as record, l as literal, u as union, g as partialRecord, d as discriminatedUnion, e as unknown } from './cli-schemas.js';
import { _ as SCORING_MODES, B as BADGES, s as DEPTHS, $ as HARNESS_NAMES, a0 as MULTIPLICITY_RULES, a1 as COSTLY_LAYER_NAMES, a2 as RECALL_ON, S as SECURITY_GATES, E as SCHEMA_VERSION } from './cli-options.js';

// The parts of the RunReport that every layer and renderer shares: where a finding points, the
// layer statuses, the composite's dimensions, grades, badges and the gate. Nothing here imports
// anything of ours: the model is the leaf every other folder may import.
/** Where a finding points. `file` is relative to the scanned root (POSIX separators). */
const LocationSchema = object({
    file: string(),
    line: number().int().positive().optional()
});
const SeveritySchema = _enum(['error', 'warning', 'notice']);
/** A rule-based observation that does not change PluginEval-parity numbers (spec rules, profile). */
const FindingSchema = LocationSchema.extend({
    ruleId: string(),
    /** `layer`: a costly layer failed; `activation`: a skill missed an activation gate. */
    source: _enum(['spec', 'profile', 'portability', 'eval', 'layer', 'activation']),
    severity: SeveritySchema,
    message: string()
});
/** A failure to read or evaluate (part of) a skill; the rest of the run goes on. */
const SkillErrorSchema = LocationSchema.extend({
    code: string(),
    message: string()
});
const LayerStatusSchema = _enum([
    'ok', // ran and produced a result
    'skipped', // not requested, or a precondition (API key, eval file) is missing
    'unavailable', // requested but not implemented in this version
    'error', // ran and failed; `reason` says why
    'budget_exhausted' // stopped by max-usd / max-calls
]);
/** Status of a layer that did not produce a result (or whose result is reported elsewhere). */
const LayerRunSchema = object({
    status: LayerStatusSchema,
    reason: string().optional()
});
const DIMENSION_NAMES = [
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
];
const DimensionNameSchema = _enum(DIMENSION_NAMES);
const LayerNameSchema = _enum(['static', 'judge', 'monte_carlo']);
const GradeSchema = _enum([
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
]);
const DimensionSchema = object({
    name: DimensionNameSchema,
    weight: number(),
    /** Blended score in [0, 1]; null when no layer that ran supplies this dimension. */
    score: number().nullable(),
    /** PluginEval grade A+…F, or '—' when unmeasured. */
    grade: GradeSchema,
    /** Plain letter A–F (first character of grade), null when unmeasured. */
    letter: _enum(['A', 'B', 'C', 'D', 'F']).nullable(),
    weightedScore: number(),
    /** The layers whose values were blended into this dimension. */
    sources: array(LayerNameSchema)
});
const BadgeSchema = _enum(BADGES);
const DepthSchema = _enum(DEPTHS);
const ScoringModeSchema = _enum(SCORING_MODES);
const CompositeSchema = object({
    /** 0–100, PluginEval-identical at quick depth. */
    score: number(),
    grade: GradeSchema,
    letter: _enum(['A', 'B', 'C', 'D', 'F']),
    badge: BadgeSchema,
    /** Anti-pattern penalty multiplier in [0.5, 1]. */
    penalty: number(),
    /** PluginEval confidence label of the requested depth: Estimated, Assessed, Certified, Certified+. */
    depthLabel: string(),
    /** Sum of the weights of measured dimensions (0.66 at quick depth). */
    measuredWeight: number(),
    dimensions: array(DimensionSchema)
});
const GateSchema = object({
    passed: boolean(),
    /** One line per reason the gate failed (empty when passed). */
    reasons: array(string())
});
/** skill-validator's size profile of a SKILL.md; informational only. */
const SizeProfileSchema = object({
    /** ceil(UTF-16 length of the whole file / 4), front matter included. */
    tokenCount: number().int().nonnegative(),
    complexityTier: _enum(['compact', 'detailed', 'standard', 'comprehensive']),
    sectionCount: number().int().nonnegative(),
    codeBlockCount: number().int().nonnegative(),
    numberedStepCount: number().int().nonnegative(),
    bulletCount: number().int().nonnegative(),
    /** The reference's loose test: any `---` line followed later by a line starting with `---`. */
    hasFrontmatter: boolean(),
    hasWhenToUse: boolean(),
    hasWhenNotToUse: boolean()
});
const TokenCountsSchema = object({
    input: number().int(),
    output: number().int(),
    cacheWrite: number().int(),
    cacheRead: number().int()
});

// The agent harness that ran the agent layers' prompts: skill-ci's own tool loop (`builtin`) or
// Claude Code itself through the Claude Agent SDK (`claude-code`). Reports name it with its
// version, because the same skill can load and help differently in another harness.
const HarnessNameSchema = _enum(HARNESS_NAMES);
const HarnessInfoSchema = object({
    name: HarnessNameSchema,
    /** builtin: skill-ci's version; claude-code: the Agent SDK package that was loaded. */
    version: string()
});
/** How a report line names a harness: `claude-code 0.3.332`. */
const harnessLabel = (h) => `${h.name} ${h.version}`;
/** Which model and harness produced a layer's numbers: `sonnet on the claude-code 0.3.332 harness`. */
const agentLabel = (model, harness) => harness === undefined ? model : `${model} on the ${harnessLabel(harness)} harness`;

// `layers.ab`: the with-vs-without result, with every run pair of every scenario.
/** One assertion or constraint checked on an A/B run. */
const AbAssertionResultSchema = object({
    type: string(),
    target: string().optional(),
    passed: boolean(),
    message: string()
});
/** One arm (baseline or with-skill) of an A/B run pair. */
const AbArmSchema = object({
    completed: boolean(),
    stoppedBy: string(),
    error: string().nullable(),
    turns: number().int(),
    tokens: TokenCountsSchema,
    toolCalls: record(string(), number()),
    apiMs: number(),
    toolMs: number(),
    costUsd: number(),
    cachedCalls: number().int(),
    assertions: array(AbAssertionResultSchema),
    /** Names of the skills this arm's agent was offered: none for the baseline, the skill under test only for the other. */
    catalogue: array(string()),
    /** The run's transcript, relative to the results folder (absent when none was written). */
    transcript: string().optional()
})
    .passthrough();
/**
 * Why a run pair was left out of the verdict: its arms started from different work dirs, an arm
 * saw a skill catalogue other than its own, no judge gave a usable verdict (timeout, API
 * error, a malformed reply twice) — a failure, never a tie or a loss — or the skill's A/B
 * stopped (another of its runs failed) before the pair was judged.
 */
const AbInvalidKindSchema = _enum([
    'work_dirs_differ',
    'arm_isolation',
    'judge_failed',
    'not_judged'
]);
const ArmCountsSchema = object({ baseline: number().int(), withSkill: number().int() });
/** One baseline / with-skill run pair of a scenario, with its judgements and improvement score. */
const AbPairSchema = object({
    /** 0-based run index. */
    run: number().int(),
    valid: boolean(),
    invalidReason: string().optional(),
    invalidKind: AbInvalidKindSchema.optional(),
    score: number().nullable(),
    /** The seven weighted components of the score, as skill-validator defines them. */
    breakdown: record(string(), number()).nullable(),
    skillLoaded: boolean(),
    baseline: AbArmSchema,
    withSkill: AbArmSchema,
    /** Length of each arm's final output in characters, for the length-bias check. */
    outputChars: ArmCountsSchema,
    /** What the judges' calls on this pair cost, in USD (absent when it was not judged). */
    judgeCostUsd: number().optional(),
    /** Mentions of the skill (name, file paths, distinctive phrases) removed from what the judges read of each arm. */
    redactions: ArmCountsSchema.optional(),
    pairwise: object({
        overall: number(),
        quality: number(),
        /** Verdicts whose direction flipped when the positions were swapped. */
        inconsistencies: number().int(),
        comparisons: number().int(),
        valid: boolean(),
        reason: string().optional()
    })
        .optional(),
    independent: object({ baseline: number().nullable(), withSkill: number().nullable() })
        .optional()
})
    .passthrough();
/** The with-vs-without (A/B) result stored at SkillReport.layers.ab when its status is 'ok'. */
const AbVerdictSchema = _enum([
    'helps',
    'hurts',
    'no_measurable_effect',
    'insufficient_evidence'
]);
const MultiplicityRuleSchema = _enum(MULTIPLICITY_RULES);
/** One gate-relevant test of a skill, adjusted across the skills of the run. */
const AbTestSchema = object({
    /** Two-sided p-value of "no difference"; null when no test is possible. */
    p: number().nullable(),
    /** After the run's multiplicity rule; null when the test takes no part in the gate. */
    adjustedP: number().nullable(),
    /** Tests adjusted together: one per skill of the run that has this test. */
    familySize: number().int()
});
/** Why helps/hurts could not be said whatever the effect: no pairs, < 3 scenarios, no spread. */
const AbEvidenceLimitSchema = _enum(['no_pairs', 'too_few_scenarios', 'no_spread']);
const AbMeasuredSchema = object({
    status: literal('ok'),
    verdict: AbVerdictSchema,
    /** Mean over scenarios of the mean per-pair improvement score (null without valid pairs). */
    improvement: number().nullable(),
    ci: object({
        low: number().nullable(),
        high: number().nullable(),
        level: number(),
        method: string(),
        scenarios: number().int(),
        pairs: number().int(),
        seed: number().int(),
        resamples: number().int().optional(),
        /**
         * Degrees of freedom of the t critical value the interval was drawn with (absent in older
         * reports and for the percentile bootstrap); re-validation reads the standard error back
         * from the interval with it.
         */
        df: number().optional()
    }),
    /** The narrower interval "no measurable effect" is decided on (TOST: level 2·ci.level − 1). */
    equivalence: object({
        low: number().nullable(),
        high: number().nullable(),
        level: number()
    }),
    limit: AbEvidenceLimitSchema.nullable(),
    /**
     * The plan that would plausibly settle an "insufficient evidence" verdict: scenarios, at
     * `runsPerScenario` runs each (more runs are suggested only when run-to-run noise dominates).
     */
    needed: object({
        scenarios: number().int(),
        runsPerScenario: number().int(),
        runNoiseDominates: boolean()
    })
        .nullable(),
    /** false: the legacy rule, improvement ≥ margin is "helps" without a test. */
    requireSignificance: boolean(),
    /** The effect test (helps / hurts) and the completion-regression test, raw and adjusted. */
    tests: object({
        rule: MultiplicityRuleSchema,
        /**
         * A test decides when its adjusted p-value is below alpha, the run's 1 − level. With looks
         * (`sequential`) the p-values are already corrected for them, and ci.level is the stopping
         * look's nominal level, above 1 − alpha.
         */
        alpha: number(),
        effect: AbTestSchema,
        completion: AbTestSchema
    }),
    reason: string(),
    notes: array(string()),
    minImprovement: number(),
    completion: object({
        withSkill: number().nullable(),
        baseline: number().nullable(),
        /** Newcombe interval of the with-skill minus baseline completion rate. */
        difference: object({
            estimate: number(),
            low: number(),
            high: number(),
            level: number().optional(),
            method: string().optional()
        }),
        /**
         * The tests the regression p-value came from: the pooled Newcombe test, and from 3
         * scenarios the scenario-clustered test too (a regression needs both).
         */
        test: string().optional(),
        regressed: boolean()
    }),
    normalizedGain: object({
        g: number().nullable(),
        low: number().nullable(),
        high: number().nullable(),
        level: number().optional(),
        method: literal('two-sample-percentile-bootstrap').optional(),
        resamples: number().int().optional(),
        /** Resamples where the baseline passed every run (g undefined), left out of the quantiles. */
        undefinedResamples: number().int().optional(),
        seed: number().int().optional()
    }),
    activation: object({
        loadedRuns: number().int(),
        runs: number().int(),
        rate: number().nullable(),
        /** Wilson interval of the rate (null without runs). */
        low: number().nullable(),
        high: number().nullable(),
        level: number(),
        method: literal('wilson'),
        /**
         * Mean score of the valid pairs whose with-skill run loaded the skill: conditional on
         * loading, a selection made after the treatment, so not an estimate of the skill's effect.
         */
        meanScoreWhenLoaded: number().nullable(),
        meanScoreWhenNeverLoaded: number().nullable(),
        /** Mean score of every valid pair, loaded or not: the intention-to-treat estimate. */
        meanScoreAllRuns: number().nullable()
    }),
    judge: object({
        mode: _enum(['pairwise', 'independent', 'both']),
        /** The model id the API answered with (the reply's `model`); in reports made before it was recorded, the name asked for, which may be an alias. */
        model: string(),
        /** The judge model's name as asked for. */
        modelAsked: string().optional(),
        invalidPairs: number().int(),
        /** Pairs left out because no judge gave a usable verdict (counted, not scored). */
        failedJudgements: number().int(),
        /** Share of pairwise verdicts (overall and per criterion) whose direction contradicted itself when the positions were swapped. */
        inconsistencyRate: number().nullable(),
        /** The judge is the agent's model or of its family, and may favour its own output. */
        sameModelAsAgent: boolean(),
        /** Redactions over all pairs, per arm. */
        redactions: ArmCountsSchema,
        /** Does the pairwise verdict follow output length? (null fields without pairwise verdicts) */
        length: object({
            /** Mean of with-skill minus baseline output characters. */
            meanDifferenceChars: number().nullable(),
            /** Pairwise verdicts that chose a side between outputs of different length. */
            decisive: number().int(),
            /** Share of those that chose the longer output. */
            preferLongerShare: number().nullable(),
            /** Mean signed overall pairwise verdict (+ favours the skill). */
            raw: number().nullable(),
            /** Intercept of the verdict regressed on log(with-skill length / baseline length): the verdict at equal length. */
            controlled: number().nullable(),
            slope: number().nullable(),
            /** The slope's interval lies above 0: the judge prefers longer outputs beyond chance. */
            biased: boolean()
        })
    }),
    /** The agent's model: The model id the API answered with (the reply's `model`); in reports made before it was recorded, the name asked for, which may be an alias. */
    agentModel: string(),
    /** The agent model's name as asked for (an alias such as `sonnet`, or an id). */
    agentModelAsked: string().optional(),
    /** The harness that ran the agent (absent in reports made before there was a choice). */
    agentHarness: HarnessInfoSchema.optional(),
    /** Run pairs per scenario the plan allows (the runs may have stopped earlier: `sequential`). */
    runsPerScenario: number().int(),
    /**
     * How the runs went in rounds (every scenario once per arm per round) and where they stopped:
     * at the first look whose verdict was settled, or at the plan's end. Absent in older reports.
     */
    sequential: object({
        /** How α is spread over the looks (see stats/ab-sequential.ts). */
        method: string(),
        /** The rounds after which the verdict was to be tried; the last is the plan's end. */
        looks: array(number().int()),
        /** Rounds run. */
        rounds: number().int(),
        roundsPlanned: number().int(),
        /** The verdict that settled the runs early, or `plan`: they ran to the end. */
        stoppedBy: _enum(['helps', 'hurts', 'no_measurable_effect', 'plan']),
        stoppedEarly: boolean(),
        /** The nominal level of the stopping look's tests and intervals (ci.level). */
        lookLevel: number(),
        /** Skills the stopping rule adjusted for (Bonferroni: a stop on helps / hurts at α / this). */
        familySize: number().int(),
        pairsRun: number().int(),
        pairsPlanned: number().int()
    })
        .optional(),
    seed: number().int(),
    /** What the skill's A/B calls cost: both arms of every pair and the judges of every pair. */
    costUsd: number(),
    /** What the A/B layer's part of the skill gate required, and why it failed (empty = passed). */
    gate: object({
        requireCompletion: boolean(),
        /** Fail unless the verdict is "helps" (skill-validator's pass rule, opt-in). */
        requireHelps: boolean(),
        failures: array(string())
    }),
    /** Per scenario: mean improvement and every run pair (both arms' metrics, assertions, judges). */
    scenarios: array(object({
        name: string(),
        improvement: number().nullable(),
        pairs: array(AbPairSchema)
    }))
});
/** `layers.ab` when it produced no result: skipped, failed (with the eval file's problems), stopped. */
const AbLayerRunSchema = LayerRunSchema.extend({
    /** The problems of an invalid eval file. */
    errors: array(SkillErrorSchema).optional()
}).strict();
/** One listed harness's A/B: its own verdict from its own pairs, or why it has none. */
const HarnessAbSchema = union([
    AbMeasuredSchema.extend({ harness: HarnessNameSchema }).passthrough(),
    AbLayerRunSchema.extend({ harness: HarnessNameSchema }).strict()
]);
const AbResultSchema = AbMeasuredSchema.extend({
    /**
     * With several harnesses: every listed harness's A/B, in the order listed, each decided on its
     * own (its p-values adjusted across the run's skills on that harness). The record's own fields
     * are those of the first harness that gave a verdict. Absent with one harness and in older
     * reports.
     */
    agents: array(HarnessAbSchema).optional()
}).passthrough();
/** What `layers.ab` holds: the result once the layer ran, or why there is none. */
const AbLayerRecordSchema = union([AbResultSchema, AbLayerRunSchema]);

// The base-branch scores of the changed skills, so reviewers see what a pull request changed.
// They cross from the Action's base comparison into the renderers.
const BaseSkillScoreSchema = object({
    /** Base composite, 0–100. */
    composite: number(),
    grade: GradeSchema,
    badge: BadgeSchema.optional(),
    /** Base grade per dimension, for the "B → A-" column of the dimension table. */
    dimensions: partialRecord(DimensionNameSchema, GradeSchema).optional()
});
/**
 * Per skill path (as in `SkillReport.path`): its base score, or 'new' when the skill does not exist
 * on the base branch. Skills missing from the map are shown without a delta.
 */
record(string(), union([literal('new'), BaseSkillScoreSchema]));

// Drift: what a skill measured under the baseline (the last re-validation) beside what it measures
// now, and the changes the intervals support. It is the `drift.json` file of a re-validation, and
// each skill's latest comparison travels in its SkillReport so a run that re-validates nothing
// still reports the drift it inherited. Versioned like the RunReport: bump DRIFT_SCHEMA_VERSION on
// any breaking change.
const DRIFT_SCHEMA_VERSION = 1;
/**
 * stopped_helping: the A/B verdict moved down between decided states (helps → no effect or hurts,
 * no effect → hurts) and the improvement fell significantly (the test of the difference of the
 * two estimates), the removal candidates; started_helping: the same upwards; activation_regressed:
 * recall fell or false activations rose with disjoint intervals; improved: the same in the good
 * direction, or a significantly larger A/B improvement under the same verdict.
 */
const DriftClassSchema = _enum([
    'stopped_helping',
    'started_helping',
    'activation_regressed',
    'improved'
]);
/** The classes that call for action: the tracking issue stays open while a skill has one. */
const REGRESSION_CLASSES = ['stopped_helping', 'activation_regressed'];
/** A point estimate with its interval (null bounds: no interval could be computed). */
const DriftIntervalSchema = object({
    estimate: number().nullable(),
    low: number().nullable(),
    high: number().nullable(),
    level: number(),
    /** Degrees of freedom of the interval's t critical value (absent: normal, or not known). */
    df: number().optional()
});
/** One side of the comparison: what one run measured of a skill, and on which models. */
const DriftSideSchema = object({
    /** When that run was made. */
    createdAt: string(),
    models: object({
        /** The agent model of the A/B layer and of the activation layer (null: the layer gave no result). */
        ab: string().nullable(),
        monteCarlo: string().nullable(),
        /** The judge layer's models, resolved. */
        judge: array(string())
    }),
    ab: object({
        verdict: AbVerdictSchema,
        improvement: DriftIntervalSchema,
        /** false: the verdict came from the point estimate alone (significance not required). */
        tested: boolean().default(true)
    })
        .nullable(),
    recall: DriftIntervalSchema.nullable(),
    falseActivation: DriftIntervalSchema.nullable(),
    /** The judge's mean and its dimensions (no interval: judges are shown, never a drift reason). */
    judge: object({
        score: number().nullable(),
        dimensions: partialRecord(DimensionNameSchema, number().nullable())
    })
        .nullable(),
    composite: number().nullable(),
    grade: GradeSchema.nullable()
});
const SkillDriftSchema = object({
    /** As `SkillReport.path` and `.root`. */
    path: string(),
    root: string().optional(),
    name: string(),
    baseline: DriftSideSchema,
    current: DriftSideSchema,
    /**
     * The re-run failed (a layer error, a budget stop): nothing was compared, `baseline` is kept for
     * the next re-validation to compare with, and the classes are those found last time.
     */
    failed: boolean().optional(),
    /** Empty: no change the intervals support (or no comparison, when `failed`). */
    classes: array(DriftClassSchema),
    /** One sentence per class, with the numbers behind it. */
    reasons: array(string()),
    /**
     * Verdict changes the intervals do not support (the difference of the two improvements is not
     * significant): shown as "within noise", never drift. Absent in older reports.
     */
    withinNoise: array(string()).optional()
});
object({
    schemaVersion: literal(DRIFT_SCHEMA_VERSION),
    createdAt: string(),
    /** When the baseline run was made; null when there was none. */
    baselineCreatedAt: string().nullable(),
    /** Where the baseline came from, in a few words (an artifact of run N, a file, none). */
    baselineSource: string(),
    /** The tracked models as resolved now, and those the baseline has no results for. */
    trackedModels: array(string()),
    newModels: array(string()),
    /** The skills this run re-validated (display paths), and why, in one line. */
    revalidated: array(string()),
    note: string(),
    /** Every skill with a comparison: made now, or inherited from the baseline. */
    skills: array(SkillDriftSchema),
    /** Display paths of the skills with at least one drift class, and of the removal candidates. */
    drifted: array(string()),
    stoppedHelping: array(string())
});

// The Elo layer's shapes: the corpus index a repository commits (`skill-ci init`), and
// `layers.elo`, a skill's rating against that corpus with every matchup behind it.
/** One known-good skill of a corpus. */
const CorpusSkillSchema = object({
    name: string(),
    /** The skill folder relative to the index file's folder (POSIX). */
    path: string(),
    /** Its plugin or parent folder: opponents of the same category are chosen first. */
    category: string(),
    lineCount: number().int().nonnegative(),
    /** sha256 of SKILL.md and the list of the folder's other files: what a judge sees. */
    contentHash: string().regex(/^[0-9a-f]{64}$/),
    /** The static composite (0–100) at quick depth. */
    composite: number(),
    /** 1500 until calibrated; then the Bradley–Terry fit on the Elo scale. */
    rating: number(),
    /** The calibration's bootstrap interval; null before calibration. */
    ratingLow: number().nullable(),
    ratingHigh: number().nullable()
})
    .strict();
const CorpusCalibrationSchema = object({
    method: string(),
    schedule: _enum(['round-robin', 'random']),
    /** Pairs judged (each in both orders). */
    pairs: number().int(),
    /** Pairs left out because no usable verdict came back. */
    failedPairs: number().int(),
    inconsistencyRate: number().nullable(),
    /** The model id the API answered with (the reply's `model`); in reports made before it was recorded, the name asked for, which may be an alias. */
    judgeModel: string(),
    /** The judge model's name as asked for. */
    judgeModelAsked: string().optional(),
    harness: string(),
    seed: number().int(),
    resamples: number().int(),
    level: number()
})
    .strict();
const CORPUS_INDEX_FORMAT = 'skill-ci/corpus-index';
const CorpusIndexSchema = object({
    format: literal(CORPUS_INDEX_FORMAT),
    formatVersion: literal(1),
    /** A hash of the skills' entries: the version a rating is reported against. */
    version: string(),
    calibration: CorpusCalibrationSchema.nullable(),
    skills: array(CorpusSkillSchema)
})
    .strict();
const MatchResultSchema = _enum(['win', 'draw', 'loss']);
/** One order's verdict, from the skill under test's side ('tie': neither better). */
const OrderVerdictSchema = _enum(['win', 'tie', 'loss']);
/** One opponent: two judgements, one per presentation order. */
const EloMatchSchema = object({
    opponent: string(),
    opponentPath: string(),
    opponentRating: number(),
    /** Agreeing verdicts count as they are; disagreeing ones as a draw. */
    result: MatchResultSchema,
    score: number(),
    /** The skill under test shown first, then second. */
    forward: OrderVerdictSchema,
    reverse: OrderVerdictSchema,
    positionBias: _enum(['consistent', 'inconsistent'])
})
    .strict();
const EloResultSchema = object({
    status: literal('ok'),
    /** A note on what the rating rests on (e.g. matchups left out), like other layers' reasons. */
    reason: string().optional(),
    /** Maximum likelihood against the opponents' fixed corpus ratings (Elo scale). */
    rating: number(),
    ci: object({
        low: number(),
        high: number(),
        level: number(),
        method: string(),
        matchups: number().int(),
        seed: number().int(),
        /** An end sits at the search bound (a skill that won or lost every matchup). */
        bounded: boolean(),
        /** The score's variance relative to one verdict's: ½ when every pair flipped, 1 when none did. */
        dispersion: number()
    }),
    /** PluginEval's sequential K = 32 fold from 1500, with its 500-resample interval. */
    sequential: object({ rating: number(), low: number(), high: number() }),
    /** 100 × (wins + ½·draws) ÷ matchups: the win rate against the corpus. */
    winRate: number(),
    /** Share of the corpus rated below this rating (ties half), in percent. */
    percentile: number(),
    closestComparable: object({ name: string(), path: string(), rating: number() }),
    wins: number().int(),
    draws: number().int(),
    losses: number().int(),
    inconsistencyRate: number(),
    /** Opponents left out because no usable verdict came back (not counted as any result). */
    failedMatchups: array(object({ opponent: string(), reason: string() })),
    matches: array(EloMatchSchema),
    corpus: object({
        version: string(),
        size: number().int(),
        calibrated: boolean()
    }),
    /** The model id the API answered with (the reply's `model`); in reports made before it was recorded, the name asked for, which may be an alias. */
    judgeModel: string(),
    /** The judge model's name as asked for. */
    judgeModelAsked: string().optional(),
    /** What ran the comparisons: `builtin` (skill-ci's own pairwise judge). */
    harness: string(),
    /** The rating the gate requires, when one is set. */
    minElo: number().optional()
})
    .strict();
const EloLayerRecordSchema = union([EloResultSchema, LayerRunSchema.strict()]);

// `layers.judge`: the LLM judge's four dimensions and its triggering F1; and the judges' agreement
// over the run, which the usage block carries.
/** The four judge dimensions, each holding a value of the given shape. */
const byJudgeDimension = (value) => object({
    triggering_accuracy: value,
    orchestration_fitness: value,
    output_quality: value,
    scope_calibration: value
});
/**
 * What the judges' agreement measures: one model sampled N times gives test–retest consistency,
 * different models give inter-judge agreement, and a panel where only some judges share a model
 * mixes the two.
 */
const AgreementKindSchema = _enum([
    'test_retest_consistency',
    'inter_judge_agreement',
    'mixed_panel'
]);
/**
 * The judges' agreement on one dimension over the skills of the run that every judge measured on
 * it. With one such skill κ cannot exist, so the spread of the judges' scores stands in for it.
 */
const DimensionAgreementSchema = discriminatedUnion('measure', [
    object({
        measure: literal('kappa'),
        kind: AgreementKindSchema,
        /** Quadratic-weighted κ (2 judges) or Light's κ (more); null per `reason`. */
        kappa: number().nullable(),
        /** Mean pairwise share of skills banded identically. */
        exactAgreement: number().nullable(),
        /** Skills that every judge measured on this dimension. */
        items: number().int(),
        /** Of those, skills whose judges' scores span more than 0.5 ("judges disagree"). */
        disagreements: number().int(),
        /** Why κ is null, when it is. */
        reason: string().optional()
    }),
    object({
        measure: literal('spread'),
        kind: AgreementKindSchema,
        items: literal(1),
        /** max − min of the judges' scores for the one skill. */
        spread: number(),
        judgesDisagree: boolean()
    })
]);
/** The run's judge agreement, per dimension (different rubrics are never pooled). */
const JudgeAgreementSchema = object({
    judges: number().int().min(2),
    dimensions: byJudgeDimension(DimensionAgreementSchema)
});
const JudgeDimensionResultSchema = object({
    /** Mean over the judges that measured it; null = unmeasured (then `reason` says why). */
    score: number().nullable(),
    /**
     * The model ids the API answered the judges of this dimension with (in reports made before
     * they were recorded, the ids the names asked for resolved to).
     */
    models: array(string()),
    /** The judges' model names as asked for (aliases or ids), one per judge model. */
    modelsAsked: array(string()).optional(),
    /** Each judge's value, null where that judge's reply was unusable. */
    judgeScores: array(number().nullable()),
    /** max − min over the judges that measured it; null with fewer than two. */
    spread: number().nullable(),
    /** Spread above 0.5, reported as "judges disagree". */
    judgesDisagree: boolean(),
    reason: string().optional(),
    /** Short quotes or observations backing the score (at most 3 per judge). */
    evidence: array(string())
});
/** `layers.judge` once the judge layer ran (PluginEval's judge, with skill-ci's extensions). */
const JudgeLayerSchema = LayerRunSchema.extend({
    /** Mean of the measured dimensions (display only), null if none. */
    score: number().nullable(),
    judges: number().int().min(1).max(5),
    dimensions: byJudgeDimension(JudgeDimensionResultSchema),
    unmeasured: array(DimensionNameSchema),
    /** Triggering F1: the judge's self-reported value (mean over judges) and our recomputation. */
    triggering: object({
        reportedF1: number().nullable(),
        recomputedF1: number().nullable(),
        precision: number().nullable(),
        recall: number().nullable(),
        predictions: number().int()
    }),
    /** What the judge was shown. */
    input: object({
        skillChars: number().int(),
        sentChars: number().int(),
        truncated: boolean(),
        tokenBudget: number().int(),
        bundledFiles: array(string()),
        bundledFilesTruncated: boolean()
    }),
    usage: object({
        calls: number().int(),
        cacheHits: number().int(),
        costUsd: number(),
        inputTokens: number().int(),
        outputTokens: number().int()
    })
});
/** What `layers.judge` holds: a JudgeLayer once the layer ran; a bare status (skipped…) otherwise. */
const JudgeLayerRecordSchema = union([JudgeLayerSchema, LayerRunSchema.strict()]);
/** The judge's result, when `layers.judge` holds one (a bare status otherwise). */
function judgeResultOf(record) {
    return record !== undefined && 'dimensions' in record ? record : undefined;
}

// The names of the costly layers, as they appear in `SkillReport.layers`. What each layer is, what
// turns it on and how it runs is declared once, in the layer registry (src/layers/registry.ts).
const CostlyLayerNameSchema = _enum(COSTLY_LAYER_NAMES);

// `layers.monte_carlo`: the activation layer's record. Activation is a real call of the agent's
// Skill tool naming the skill, never something read into the reply. The prompt is the unit of
// every rate (runs are repeated measures of it), every interval states its method, level and
// size, and the run states what it was measured against: the trigger set (authored or
// generated), the catalogue (seed, siblings, distractor set version), the context and the
// prevalence that precision and F1 assume.
/** A rate with its interval: the method, the level and how many prompts and runs it rests on. */
const RateEstimateSchema = object({
    rate: number(),
    low: number(),
    high: number(),
    level: number(),
    method: string(),
    prompts: number().int(),
    runs: number().int()
});
/** Precision or F1: a point value and an interval from a bootstrap over prompts. */
const DerivedEstimateSchema = object({
    value: number(),
    low: number(),
    high: number(),
    level: number(),
    method: string()
});
/** Who a trigger prompt was written for: the skill under test, another skill, or none. */
const TriggerPromptKindSchema = _enum(['should', 'should_not']);
const TriggerPromptResultSchema = object({
    query: string(),
    kind: TriggerPromptKindSchema,
    /** The skill it belongs to (a sibling for a near miss), or null when no skill should fire. */
    expectedSkill: string().nullable(),
    /** Where it comes from: this skill's trigger set, a sibling's, or skill-ci's shared set. */
    origin: _enum(['own', 'sibling', 'shared']),
    /** Runs that reached the model and ended (failed runs are not evidence). */
    runs: number().int(),
    activations: number().int(),
    /** activations ÷ runs; null when every run failed. */
    rate: number().nullable(),
    /** 0 < rate < 1: the agent's choice on this prompt is a coin toss. */
    flaky: boolean(),
    failed: number().int(),
    /** The skills that fired on this prompt instead of (or besides) the expected one, with counts. */
    fired: record(string(), number().int())
});
/** One cell of a confusion list: a skill and how many runs. */
const ConfusionSchema = object({
    skill: string(),
    runs: number().int()
});
const ConfusionMatrixSchema = object({
    /** Rows: the skill a prompt was written for, or "none". */
    rows: array(string()),
    /** Columns: the skill that fired, or "none". */
    columns: array(string()),
    /** counts[row][column], runs. */
    counts: array(array(number().int()))
});
/**
 * Why a prompt set (should, should-not) stopped: `decision` when its interval lay wholly above or
 * below its gate threshold (min-recall, max-false-activation), `width` when it was within ±ε,
 * `cap` at the depth's cap.
 */
const StopRuleSchema = _enum(['decision', 'width', 'cap']);
/** A prompt set's own stop: the rule, and the rounds and runs (answered or failed) it took. */
const SetStopSchema = object({
    stoppedBy: StopRuleSchema,
    rounds: number().int(),
    runs: number().int(),
    prompts: number().int()
});
const MonteCarloMeasuredSchema = object({
    status: literal('ok'),
    /** What the layer measured on, in a few words (shown in the layer list). */
    reason: string(),
    triggerSource: _enum(['authored', 'generated']),
    /** The agent's model: The model id the API answered with (the reply's `model`); in reports made before it was recorded, the name asked for, which may be an alias. */
    agentModel: string(),
    /** The agent model's name as asked for (an alias such as `sonnet`, or an id). */
    agentModelAsked: string().optional(),
    /** The harness that ran the trigger runs (absent in reports made before there was a choice). */
    agentHarness: HarnessInfoSchema.optional(),
    seed: number().int(),
    context: _enum(['empty', 'busy']),
    /** Model turns within which a Skill call counts. */
    maxTurns: number().int(),
    catalogue: object({
        size: number().int(),
        siblings: array(string()),
        distractors: string(),
        distractorVersion: string().nullable(),
        /** The catalogue order is shuffled per round from this seed. */
        seed: number().int()
    }),
    recall: RateEstimateSchema.nullable(),
    falseActivation: RateEstimateSchema.nullable(),
    /** The share of should-prompts precision and F1 assume, and where it comes from. */
    prevalence: object({ value: number(), source: _enum(['authored mix', 'input']) }),
    precision: DerivedEstimateSchema.nullable(),
    f1: DerivedEstimateSchema.nullable(),
    /** What fed triggering_accuracy: F1, or recall when the skill has no should-not prompts. */
    triggeringFrom: _enum(['f1', 'recall']).nullable(),
    prompts: array(TriggerPromptResultSchema),
    flakyPrompts: number().int(),
    /** pass^k: the chance that k runs of a should-prompt all load the skill, over should-prompts. */
    passK: object({ k: number().int(), prompts: number().int(), mean: number() }).nullable(),
    confusions: object({
        /** Should-prompts: the skills that fired instead. */
        firedInstead: array(ConfusionSchema),
        /** Should-not prompts this skill took, by the skill they were written for (or "none"). */
        stole: array(ConfusionSchema),
        /** The whole matrix of the skills evaluated together. */
        matrix: ConfusionMatrixSchema
    }),
    failures: RateEstimateSchema,
    tokens: object({
        median: number(),
        low: number().nullable(),
        high: number().nullable(),
        level: number(),
        q1: number(),
        q3: number(),
        iqr: number(),
        outliers: number().int(),
        runs: number().int()
    })
        .nullable(),
    sequential: object({
        epsilon: number(),
        rounds: number().int(),
        maxRounds: number().int(),
        runs: number().int(),
        /** Runs of the fixed-N plan (every round), for comparison. */
        fixedRuns: number().int(),
        calls: number().int(),
        cachedCalls: number().int(),
        stoppedEarly: boolean(),
        method: string(),
        /**
         * Each prompt set stops on its own: which rule stopped it and after how many runs (null for a
         * set without prompts; absent in reports made before the sets stopped apart).
         */
        sets: object({ should: SetStopSchema.nullable(), shouldNot: SetStopSchema.nullable() })
            .optional()
    }),
    /** Output quality of activated runs on the eval scenarios, or why it is unmeasured. */
    quality: object({
        measured: boolean(),
        value: number().nullable(),
        note: string()
    }),
    /**
     * The same prompts in the other context, when both were asked for (`context: both`): how much
     * activation changes after an earlier conversation. Only the main context decides.
     */
    otherContexts: array(object({
        context: _enum(['empty', 'busy']),
        recall: RateEstimateSchema.nullable(),
        falseActivation: RateEstimateSchema.nullable(),
        f1: DerivedEstimateSchema.nullable()
    }))
        .optional(),
    /** Enough valid runs to feed the composite and certify the depth. */
    certifies: boolean(),
    notes: array(string()),
    costUsd: number(),
    gate: object({
        minRecall: number().optional(),
        maxFalseActivation: number().optional(),
        /**
         * With several harnesses: whether the thresholds had to hold on every one or on any (absent
         * with one harness, and in older reports).
         */
        recallOn: _enum(RECALL_ON).optional(),
        failures: array(string())
    })
});
/**
 * One listed harness's column of the cross-agent activation matrix: its own runs of the skill's
 * trigger prompts (its own catalogue runs and sequential stopping), or why it has none (its key
 * or its program was missing, the budget stopped it).
 */
const HarnessActivationSchema = union([
    MonteCarloMeasuredSchema.extend({ harness: HarnessNameSchema }).strict(),
    LayerRunSchema.extend({ harness: HarnessNameSchema }).strict()
]);
const MonteCarloResultSchema = MonteCarloMeasuredSchema.extend({
    /**
     * With several harnesses (`--harness builtin,claude-code,…`): every listed harness's result, in
     * the order listed. The record's own fields are then those of the first harness that measured
     * something (they feed the composite); its gate is decided over all of them (`gate.recallOn`).
     * Absent with one harness and in older reports.
     */
    agents: array(HarnessActivationSchema).optional()
});
const MonteCarloLayerRecordSchema = union([
    MonteCarloResultSchema.strict(),
    LayerRunSchema.strict()
]);
/** The Monte Carlo result of a record, if the layer produced one. */
function monteCarloResultOf(record) {
    return record !== undefined && 'triggerSource' in record ? record : undefined;
}

// What the renderers are told about the costly layers of a run: each requested layer and why it
// did or did not run (the plan, corrected by what actually happened).
// A plan note says 'ran' where a layer record says 'ok'; the other statuses are the records' own.
const LayerPlanStatusSchema = _enum(['ran', ...LayerStatusSchema.exclude(['ok']).options]);
/** One costly layer of the run plan (judge, monte-carlo, ab, certify …) and why it did (not) run. */
object({
    layer: string(),
    status: LayerPlanStatusSchema,
    reason: string().optional()
});

// `layers.security`: what the security scan found in a skill's files (always run, no model), and
// `layers.security_review`: the optional LLM review of what the skill does beyond what its
// description announces. Neither changes the composite: a skill's score and its safety are
// reported side by side.
const SECURITY_SEVERITIES = ['critical', 'high', 'medium', 'low'];
const SecuritySeveritySchema = _enum(SECURITY_SEVERITIES);
const SecurityGateSchema = _enum(SECURITY_GATES);
const SecurityFindingSchema = LocationSchema.extend({
    /** `injection/override`, `exec/download-exec`, … (the README lists every rule). */
    ruleId: string(),
    severity: SecuritySeveritySchema,
    message: string(),
    /** The offending text, cut short and made inert (no control or invisible characters). */
    evidence: string(),
    /** The weakness it is an instance of, e.g. `CWE-78`. */
    cwe: string(),
    /** The OWASP Top 10 for LLM applications category, e.g. `LLM01: Prompt Injection`. */
    owasp: string(),
    /** Present when an allow comment or the allow-list waived it: shown, never gating. */
    suppressed: object({ by: _enum(['comment', 'config']), reason: string() }).optional()
});
const SecurityLayerSchema = LayerRunSchema.extend({
    findings: array(SecurityFindingSchema),
    /** The files read and scanned, relative to the scanned root. */
    filesScanned: number().int().nonnegative(),
    /** Files that were not scanned (too large, binary, outside the folder) and why. */
    skipped: array(LocationSchema.extend({ reason: string() }))
});
const SecurityReviewSchema = LayerRunSchema.extend({
    /** The model's verdict: does the skill do only what its description announces? */
    verdict: _enum(['consistent', 'undeclared_behaviour']),
    summary: string(),
    findings: array(SecurityFindingSchema),
    /** The model id the API answered with (the reply's `model`); in reports made before it was recorded, the name asked for, which may be an alias. */
    model: string(),
    /** The model's name as asked for. */
    modelAsked: string().optional(),
    usage: object({ calls: number().int(), cacheHits: number().int(), costUsd: number() })
});
const SecurityReviewRecordSchema = union([SecurityReviewSchema, LayerRunSchema.strict()]);

// What a shard of a split run records for the merge (`RunReport.shard`), and what a merged report
// says about its shards (`RunReport.shards`). A merge decides the run again from the shards'
// skills, so each shard keeps what that needs and its report alone does not show: the settings it
// was decided with and each skill's own gate failures.
/** The gate options a run was decided with. */
const GateSettingsSchema = object({
    threshold: number().optional(),
    minBadge: BadgeSchema.optional(),
    failOn: _enum(['error', 'warning', 'never']),
    onLayerError: _enum(['fail', 'warn']).optional(),
    multiplicity: MultiplicityRuleSchema.optional(),
    securityGate: SecurityGateSchema.optional()
});
/** The run's plan: which costly layers were asked for, which ran, and why the others did not. */
const RunPlanSchema = object({
    depth: DepthSchema,
    decisions: array(object({
        key: string(),
        layers: array(CostlyLayerNameSchema).readonly(),
        state: _enum(['run', 'skipped', 'unavailable', 'failed']),
        reason: string(),
        recordReason: string().optional()
    })),
    running: array(CostlyLayerNameSchema)
});
const ShardSkillSchema = object({
    /** The skill's display path (root joined with its path), as the merged report will list it. */
    path: string(),
    /** Its place among every skill the run found, so the merged report keeps the unsharded order. */
    order: number().int().min(0),
    /** The skill's own gate failures (failed layers, a missed activation gate…), before A/B. */
    gateFailures: array(string())
});
/** `RunReport.shard`: this report is shard `index` of `count`. */
const ShardInfoSchema = object({
    index: number().int().min(1),
    count: number().int().min(1),
    /** The skills this shard took, every one of them, so the merge can account for each. */
    skills: array(ShardSkillSchema),
    /** Absent when the shard failed before it could decide anything. */
    settings: object({ gate: GateSettingsSchema, plan: RunPlanSchema }).optional(),
    /** Why the shard could not finish; its skills have no results then. */
    failed: string().optional()
});
/** `RunReport.shards`: the report was merged from shards; the missing or failed ones say why. */
const MergedShardsSchema = object({
    count: number().int().min(1),
    merged: array(number().int().min(1)),
    missing: array(object({ index: number().int().min(1), reason: string() }))
});

// `layers.static`: the PluginEval-compatible static layer (sub-scores, anti-patterns, portability).
const AntiPatternSchema = LocationSchema.extend({
    flag: _enum([
        'OVER_CONSTRAINED',
        'EMPTY_DESCRIPTION',
        'MISSING_TRIGGER',
        'BLOATED_SKILL',
        'ORPHAN_REFERENCE',
        'DEAD_CROSS_REF'
    ]),
    description: string(),
    /** Advice for this occurrence when its cause is not the flag's usual one (replaces the flag's). */
    fix: string().optional(),
    /** Recorded severity (informational: PluginEval's penalty only counts flags). */
    severity: number()
});
const PortabilityFindingSchema = LocationSchema.extend({
    flag: _enum(['SKILL_OVER_CODEX_CAP', 'CLAUDE_TOOL_REFS', 'CLAUDE_TOOL_PROSE']),
    severity: number(),
    message: string()
});
const StaticSubScoresSchema = object({
    frontmatter_quality: number(),
    orchestration_wiring: number(),
    progressive_disclosure: number(),
    structural_completeness: number(),
    token_efficiency: number(),
    ecosystem_coherence: number(),
    harness_portability: number()
});
/**
 * One of the checks frontmatter_quality (triggering accuracy's static source) is made of: a name,
 * a description of 100 characters, a trigger phrase ("Use when …"), three situations after commas,
 * a situation as an activity ("when deploying"), "proactively", and the words that say it loads
 * by itself ("automatically", "trigger", "invoke").
 */
const FrontmatterCheckSchema = object({
    check: _enum([
        'name',
        'length',
        'trigger-phrase',
        'use-cases',
        'activity',
        'proactively',
        'load-words'
    ]),
    met: boolean(),
    /** What it counted: the description's length, or the situations it lists. */
    found: number().int().optional(),
    /** frontmatter_quality with this check met as well (absent when it is met). */
    ifMet: number().optional()
});
const FrontmatterChecksSchema = object({
    checks: array(FrontmatterCheckSchema),
    /** frontmatter_quality with every check met. */
    allMet: number()
});
const StaticLayerSchema = object({
    status: LayerStatusSchema,
    reason: string().optional(),
    /** Penalised static layer score in [0, 1], as PluginEval computes it. */
    score: number(),
    subScores: StaticSubScoresSchema,
    antiPatterns: array(AntiPatternSchema),
    portability: array(PortabilityFindingSchema),
    /** PluginEval's layer metadata: the frontmatter name whatever its YAML type, and line_count. */
    metadata: object({ skillName: unknown(), lineCount: number().int() }),
    /** The checks behind frontmatter_quality (absent in reports written before they were kept). */
    frontmatterChecks: FrontmatterChecksSchema.optional()
});

// The run-level LLM usage block: the ledger, the budget and the pre-run estimate.
const UsageBucketSchema = TokenCountsSchema.extend({
    calls: number().int(),
    /** Of `calls`, those answered through a Message Batch, at the batch rate. */
    batchedCalls: number().int().optional(),
    costUsd: number()
});
/** Run-level LLM usage: the ledger, the budget and the pre-run estimate. */
const UsageSchema = object({
    calls: number().int(),
    /**
     * HTTP requests the API received, answered or not: the live calls, their retries and failed
     * attempts, the model listing, Message Batches' requests and Claude Code's requests (absent in
     * reports made before they were counted).
     */
    requests: number().int().optional(),
    /** Of `calls`, those answered through a Message Batch, at the batch rate. */
    batchedCalls: number().int().optional(),
    cacheHits: number().int(),
    retries: number().int(),
    costUsd: number(),
    /**
     * What the same calls would have cost without prompt caching (every cache write and read at the
     * input rate); absent in reports made before it was counted.
     */
    uncachedUsd: number().optional(),
    tokens: TokenCountsSchema,
    byModel: record(string(), UsageBucketSchema),
    byLayer: record(string(), UsageBucketSchema),
    /**
     * With several harnesses: the agent layers' calls of each (the trigger runs, the A/B arms); the
     * run's other calls (judges, generated trigger sets) are no harness's. Absent with one harness.
     */
    byHarness: record(string(), UsageBucketSchema).optional(),
    budget: object({
        maxUsd: number().optional(),
        maxCalls: number().int().optional(),
        /** Some call was refused because the budget would have been passed. */
        exhausted: boolean()
    }),
    /** `usd` is the upper bound; `expectedUsd` what the plan should cost with prompt caching. */
    estimate: object({ calls: number().int(), usd: number(), expectedUsd: number().optional() })
        .optional(),
    /** With several judges: their agreement per dimension over the skills of the run. */
    judgeAgreement: JudgeAgreementSchema.optional()
});
/**
 * What one skill's model calls cost, in USD: per costly layer and in all. A call made for several
 * skills (a repository's shared trigger runs) is split equally among them (docs/llm.md), so the
 * skills' figures add up to the run's `usage.costUsd`.
 */
const SkillCostSchema = object({
    usd: number(),
    byLayer: partialRecord(CostlyLayerNameSchema, number()),
    /**
     * With several harnesses: what the skill's agent runs cost on each (its share of the shared
     * trigger runs included); the rest of `usd` is no harness's (judges, a generated trigger set).
     */
    byHarness: record(string(), number()).optional()
});
/**
 * What prompt caching did in a run: the share of input tokens read from the cache and the dollars
 * saved against the same calls uncached; null when nothing was read from it.
 */
function promptCacheEffect(usage) {
    const t = usage.tokens;
    if (t.cacheRead === 0)
        return null;
    return {
        readShare: t.cacheRead / (t.input + t.cacheWrite + t.cacheRead),
        savedUsd: (usage.uncachedUsd ?? usage.costUsd) - usage.costUsd
    };
}

// The RunReport: one zod schema for everything skill-ci reports. It is the `--format json` output,
// the action's `report` output file, and the input of every renderer (comment, summary, JUnit,
// SARIF, annotations). Users parse it in CI, so it is versioned: bump SCHEMA_VERSION (in
// constants.ts) on any breaking change (removed or re-typed field); adding optional fields is not
// breaking.
const SkillReportSchema = object({
    /** Skill folder relative to the scanned root (POSIX), '.' when the root itself is the skill. */
    path: string(),
    /** The scanned root this skill was found under, as given (distinguishes skills of several roots). */
    root: string().optional(),
    /** Frontmatter name as a string (or the folder name when absent). */
    name: string(),
    status: _enum(['ok', 'error']),
    /** Null when the skill could not be scored (see errors). */
    composite: CompositeSchema.nullable(),
    layers: object({
        static: StaticLayerSchema.optional(),
        judge: JudgeLayerRecordSchema.optional(),
        monte_carlo: MonteCarloLayerRecordSchema.optional(),
        ab: AbLayerRecordSchema.optional(),
        elo: EloLayerRecordSchema.optional(),
        /** The security scan (always run; it does not change the composite). */
        security: SecurityLayerSchema.optional(),
        security_review: SecurityReviewRecordSchema.optional()
    }),
    findings: array(FindingSchema),
    errors: array(SkillErrorSchema),
    /** This skill's own gate verdict (renderers show it per skill; absent = not judged per skill). */
    gate: GateSchema.optional(),
    /** Size profile of SKILL.md (informational); absent when the file could not be read. */
    profile: SizeProfileSchema.optional(),
    /** SHA-256 of the skill folder's files (paths and bytes): a re-validation re-runs a skill whose hash changed. */
    contentHash: string().optional(),
    /** The skill's latest comparison with a re-validation baseline (kept until it is re-validated). */
    drift: SkillDriftSchema.optional(),
    /** What this skill's model calls cost (absent when no costly layer could call a model). */
    cost: SkillCostSchema.optional()
});
const RunReportSchema = object({
    schemaVersion: literal(SCHEMA_VERSION),
    tool: object({ name: literal('skill-ci'), version: string() }),
    createdAt: string(),
    /** The requested depth. */
    depth: DepthSchema,
    /**
     * How the static layer scored (docs/scoring.md). Absent in reports written before the choice
     * existed, which scored as PluginEval does.
     */
    scoring: ScoringModeSchema.optional(),
    /** The scanned roots as given. */
    roots: array(string()),
    skills: array(SkillReportSchema),
    summary: object({
        evaluated: number().int(),
        errored: number().int(),
        /** Skills failing the gate (threshold, badge, findings, errors). */
        failed: number().int(),
        lowestScore: number().nullable(),
        gate: GateSchema
    }),
    /** LLM usage of the run (absent at quick depth). */
    usage: UsageSchema.optional(),
    /** The harness that ran the agent of the A/B and activation layers (absent when none ran). */
    harness: HarnessInfoSchema.optional(),
    /**
     * With several harnesses listed (`--harness builtin,claude-code,…`): each one the run opened, in
     * the order listed (`harness` is the first). Absent with one harness.
     */
    harnesses: array(HarnessInfoSchema).optional(),
    /** This report is one shard of a split run (`shard: i/n`); a merge combines the shards. */
    shard: ShardInfoSchema.optional(),
    /** This report was merged from the shards of a split run. */
    shards: MergedShardsSchema.optional()
});

// A skill's trigger set: the prompts that should make the agent load the skill and the near misses
// that should not, with where each prompt came from. Authored prompts (tests/eval.yaml's
// `triggers:` block, or skill-creator's evals/trigger-evals.json) are the author's claim about
// their skill; generated ones are a model's guess made when the author wrote none, so every report
// says which kind a result rests on.
const TRIGGER_SOURCES = [
    'authored-eval-yaml',
    'authored-trigger-evals',
    'generated'
];
const TriggerSourceSchema = _enum(TRIGGER_SOURCES);
const TriggerPromptSchema = object({
    /** The user message of a trigger run. */
    query: string().min(1),
    /** True: the skill under test should be loaded; false: it should be left alone. */
    should: boolean(),
    note: string().optional(),
    /**
     * For a should-not prompt, the sibling skill the request belongs to (a near miss); absent when
     * no skill should fire.
     */
    expectedSkill: string().optional(),
    source: TriggerSourceSchema
});
object({
    prompts: array(TriggerPromptSchema),
    /** The distinct sources of the prompts, in the order they were read. */
    sources: array(TriggerSourceSchema).min(1),
    /** The model that wrote a generated set. */
    model: string().optional()
});
/** A generated set is a model's guess, trusted less than prompts an author wrote. */
const isGeneratedSet = (set) => set.sources.includes('generated');

// What `skill-ci improve` reports for one skill: the split of its trigger prompts, every
// candidate description with where it came from and its scores (train for all that were tried,
// held-out for the finalists and the current one), the decision with the figures it rests on,
// and the calls it used. Activation is the activation layer's: a real Skill call.
/** Scores of one description on one set of prompts. */
const DescriptionScoresSchema = object({
    recall: RateEstimateSchema.nullable(),
    falseActivation: RateEstimateSchema.nullable(),
    f1: DerivedEstimateSchema.nullable(),
    /** Trigger runs that failed (no evidence either way). */
    failedRuns: number().int()
});
const ImproveCandidateSchema = object({
    round: number().int(),
    description: string(),
    /** `dropped`: it failed the spec rules and was never tried. */
    status: _enum(['tried', 'dropped']),
    problem: string().optional(),
    train: DescriptionScoresSchema.optional(),
    heldOut: DescriptionScoresSchema.optional(),
    /** F1(candidate) − F1(current) on the held-out prompts, paired by prompt. */
    heldOutGain: object({
        value: number(),
        low: number(),
        high: number(),
        level: number(),
        method: string(),
        /** One-sided p-value of the paired swap test ("no better"). */
        swapP: number().optional()
    })
        .optional(),
    /** Why a finalist was not proposed; absent for the proposal and the others. */
    rejected: string().optional()
});
const ImproveResultSchema = object({
    skill: string(),
    skillFile: string(),
    status: _enum(['proposed', 'no_better', 'error', 'budget_exhausted']),
    reason: string(),
    current: object({
        description: string(),
        train: DescriptionScoresSchema.nullable(),
        heldOut: DescriptionScoresSchema.nullable()
    }),
    proposed: object({
        description: string(),
        /** The lines of SKILL.md the new `description:` line replaces. */
        startLine: number().int(),
        endLine: number().int(),
        /** The lines it replaces, as they are. */
        replaces: array(string()),
        line: string()
    })
        .nullable(),
    split: object({
        seed: number().int(),
        testShare: number(),
        train: object({ should: number().int(), shouldNot: number().int() }),
        heldOut: object({ should: number().int(), shouldNot: number().int() })
    }),
    triggerSource: _enum(['authored', 'generated']),
    prevalence: number(),
    rounds: number().int(),
    runsPerPrompt: number().int(),
    candidates: array(ImproveCandidateSchema),
    dropped: number().int(),
    /**
     * The models of the trigger runs (agent) and of the candidate descriptions (judge): the ids the
     * API answered with, and the names asked for (absent in reports made before they were recorded).
     */
    agentModel: string().optional(),
    agentModelAsked: string().optional(),
    judgeModel: string().optional(),
    judgeModelAsked: string().optional(),
    usage: object({ calls: number().int(), cachedCalls: number().int(), costUsd: number() })
});

export { AntiPatternSchema as A, CORPUS_INDEX_FORMAT as C, DRIFT_SCHEMA_VERSION as D, ImproveResultSchema as I, JudgeLayerSchema as J, PortabilityFindingSchema as P, RunReportSchema as R, StaticSubScoresSchema as S, CorpusIndexSchema as a, agentLabel as b, REGRESSION_CLASSES as c, SECURITY_SEVERITIES as d, harnessLabel as h, isGeneratedSet as i, judgeResultOf as j, monteCarloResultOf as m, promptCacheEffect as p };
