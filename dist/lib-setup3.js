import { ao as mean, Z as jStat, ap as abVerdict, aq as adjustAbResults, ar as completionGate, as as normalizedGainInterval, at as wilson, au as modelFamily, av as alphaOf, aw as pLimit, ax as loadEvalFile } from './lib-index.js';
import { A as AB_DEFAULTS, r as redactorFor, j as judgePairwise, a as judgeIndependent, s as skillMarks, B as BUDGET_STOP, p as planAbCalls } from './lib-plan.js';
import { rm } from 'node:fs/promises';
import path__default from 'node:path';
import { c as createRng, D as DEFAULT_SEED } from './lib-random.js';
import { r as runArm, w as writeTranscript, s as summariseArm, a as secretValues, i as isolatedSkillCopy } from './lib-skill-copy.js';
import 'node:crypto';
import 'node:fs';
import 'process';
import 'buffer';
import 'node:module';
import 'node:url';
import './lib-call-shape.js';
import './lib-ask.js';
import './lib-workdir.js';
import 'node:child_process';
import 'node:os';
import './lib-index3.js';
import 'fs';
import 'path';
import 'url';
import 'module';

/**
 * The judge model when none is set: a different family from the agent's, because a model judging
 * its own family's output tends to prefer it.
 */
function defaultJudgeModel(agentModel) {
    return /sonnet/i.test(agentModel) ? 'opus' : 'sonnet';
}

// The improvement score of one run pair: skill-validator's seven components in [−1, 1] with its
// weights, on unrounded per-run values. One deliberate difference: a reduction is
// (b − s) / max(b, s), not skill-validator's (b − s) / b. Theirs is lopsided (halving scores +0.5,
// doubling −1), so the same noise in both arms averages below 0 and a skill that does nothing
// drifts to "hurts" as runs accumulate. Ours flips sign exactly when the arms are swapped.
// Quality comes from the pairwise judgement when it exists, otherwise from the independent scores.
const WEIGHTS = {
    tokenReduction: 0.05,
    toolCallReduction: 0.025,
    taskCompletionImprovement: 0.15,
    timeReduction: 0.025,
    qualityImprovement: 0.4,
    overallJudgmentImprovement: 0.3,
    errorReduction: 0.05
};
const clamp = (x) => Math.min(1, Math.max(-1, x));
/** (b − s) / max(b, s) for counts ≥ 0: 0 when both are 0, −1 when only the skill used any. */
function reduction(baseline, withSkill) {
    const larger = Math.max(baseline, withSkill);
    return larger === 0 ? 0 : (baseline - withSkill) / larger;
}
function breakdown(b, s, q) {
    const quality = q.kind === 'pairwise'
        ? { qualityImprovement: q.quality, overallJudgmentImprovement: q.overall }
        : {
            qualityImprovement: clamp((q.skillRubric - q.baselineRubric) / 2.5),
            overallJudgmentImprovement: clamp((q.skillOverall - q.baselineOverall) / 2.5)
        };
    return {
        tokenReduction: reduction(b.tokens, s.tokens),
        toolCallReduction: reduction(b.toolCalls, s.toolCalls),
        taskCompletionImprovement: b.completed === s.completed ? 0 : s.completed ? 1 : -1,
        timeReduction: reduction(b.timeMs, s.timeMs),
        ...quality,
        errorReduction: reduction(b.errors, s.errors)
    };
}
/** Σ weight·component in the reference key order. */
function improvementScore(parts) {
    let total = 0;
    for (const key of Object.keys(WEIGHTS))
        total += WEIGHTS[key] * parts[key];
    return total;
}

async function runPair(ctx, job) {
    const [b, s] = await Promise.all([runArm(ctx, job, []), runArm(ctx, job, job.catalogue)]);
    const [tb, ts] = await Promise.all([
        writeTranscript(ctx, job, 'baseline', b.run),
        writeTranscript(ctx, job, 'with-skill', s.run)
    ]);
    const base = {
        run: job.r,
        skillLoaded: s.run.skillsLoaded.length > 0,
        baseline: summariseArm(b, tb),
        withSkill: summariseArm(s, ts),
        outputChars: { baseline: b.run.output.length, withSkill: s.run.output.length }
    };
    if (b.fixturesHash !== s.fixturesHash)
        return {
            ...base,
            ...invalid('work_dirs_differ', 'the two arms started from different work dirs')
        };
    const leak = isolationProblem(job.skill.name, b, s);
    if (leak)
        return { ...base, ...invalid('arm_isolation', leak) };
    const judgeMode = ctx.options.judgeMode ?? AB_DEFAULTS.judgeMode;
    const judgements = await judgePair(ctx, job, judgeMode, b.run, s.run);
    const judged = judgementRecord(judgements);
    const q = qualityOf(judgeMode, judgements);
    if (!q) {
        const { pairwise, baseline, withSkill } = judgements;
        const reason = pairwise?.reason ?? baseline?.reason ?? withSkill?.reason ?? 'no valid judgement';
        return { ...base, ...judged, ...invalid('judge_failed', `judge: ${reason}`) };
    }
    const comparableTime = b.run.cachedCalls === 0 && s.run.cachedCalls === 0;
    const parts = breakdown(armFacts(b, comparableTime), armFacts(s, comparableTime), q);
    return { ...base, ...judged, valid: true, score: improvementScore(parts), breakdown: parts };
}
/**
 * What breaks the arms' isolation, if anything: the baseline must be offered no skill and the
 * with-skill arm the skill under test only, or the pair measures something other than this skill.
 */
function isolationProblem(skillName, baseline, withSkill) {
    const names = (xs) => xs.map((x) => `'${x}'`).join(', ');
    if (baseline.catalogue.length > 0)
        return `arm isolation: the baseline was offered ${names(baseline.catalogue)} instead of no skill`;
    if (withSkill.catalogue.length !== 1 || withSkill.catalogue[0] !== skillName)
        return `arm isolation: the with-skill arm was offered ${names(withSkill.catalogue) || 'no skill'} instead of '${skillName}' only`;
    for (const [arm, a] of [
        ['baseline', baseline],
        ['with-skill', withSkill]
    ]) {
        const stray = a.run.skillsLoaded.filter((n) => !a.catalogue.includes(n));
        if (stray.length > 0)
            return `arm isolation: the ${arm} arm loaded ${names(stray)}, which it was not offered`;
    }
    return undefined;
}
const invalid = (invalidKind, invalidReason) => ({
    valid: false,
    invalidKind,
    invalidReason,
    score: null,
    breakdown: null
});
/** Asks the judges of `judgeMode`, all at once. */
async function judgePair(ctx, job, judgeMode, baseline, withSkill) {
    const { scenario, r, signal } = job;
    const redact = redactorFor(job.marks, scenario.prompt);
    const call = {
        llm: ctx.options.llm,
        model: ctx.options.judgeModel,
        salt: `ab-judge/${scenario.name}/run-${r}`,
        signal
    };
    const independent = (arm, run) => judgeMode !== 'pairwise'
        ? judgeIndependent({ ...call, salt: `${call.salt}/${arm}` }, scenario.prompt, run, scenario.rubric, redact)
        : undefined;
    const [pairwise, b, s] = await Promise.all([
        judgeMode !== 'independent'
            ? judgePairwise(call, scenario.prompt, baseline, withSkill, scenario.rubric, redact)
            : undefined,
        independent('baseline', baseline),
        independent('with-skill', withSkill)
    ]);
    return { pairwise, baseline: b, withSkill: s };
}
/** The judgements as the report keeps them, with the redactions of what the judges read. */
function judgementRecord(j) {
    const { pairwise, baseline, withSkill } = j;
    const redactions = pairwise?.redactions ??
        (baseline && withSkill
            ? { baseline: baseline.redactions, withSkill: withSkill.redactions }
            : undefined);
    return {
        ...(redactions ? { redactions } : {}),
        ...(pairwise
            ? {
                pairwise: {
                    overall: pairwise.overall,
                    quality: pairwise.quality,
                    inconsistencies: pairwise.inconsistencies,
                    comparisons: pairwise.comparisons,
                    valid: pairwise.valid,
                    ...(pairwise.reason ? { reason: pairwise.reason } : {})
                }
            }
            : {}),
        ...(baseline && withSkill
            ? {
                independent: {
                    baseline: baseline.valid ? baseline.overall : null,
                    withSkill: withSkill.valid ? withSkill.overall : null
                }
            }
            : {})
    };
}
/** The quality components of the score: pairwise when valid, else the independent scores. */
function qualityOf(judgeMode, j) {
    const { pairwise: p, baseline: b, withSkill: s } = j;
    if (p?.valid)
        return { kind: 'pairwise', quality: p.quality, overall: p.overall };
    // In "both" mode a failed pairwise judgement makes the pair invalid, rather than mixing the
    // pairwise and the independent scale within one scenario.
    if (judgeMode === 'both' || !b?.valid || !s?.valid)
        return null;
    return {
        kind: 'independent',
        baselineRubric: b.rubricMean,
        skillRubric: s.rubricMean,
        baselineOverall: b.overall,
        skillOverall: s.overall
    };
}
function armFacts(a, timeComparable) {
    return {
        tokens: a.run.tokens.input + a.run.tokens.output,
        toolCalls: Object.entries(a.run.toolCalls).reduce((n, [, c]) => n + c, 0),
        // Cached replies carry no latency, so time is compared only between two live runs.
        timeMs: timeComparable ? a.run.apiMs + a.run.toolMs : 0,
        errors: a.run.errors,
        completed: a.completed
    };
}

// Does a pairwise judge prefer the longer output? Judges are known to reward length, and a skill
// that makes the agent write more would then "help" without being better. Each judged pair gives
// its signed verdict (+ favours the with-skill output) and the two output lengths; the verdict is
// regressed on the log length ratio, and the intercept — the verdict expected at equal length —
// is the length-controlled estimate shown beside the raw mean.
/** Log ratio of the lengths; +1 keeps an empty output finite. */
const logRatio = (p) => Math.log((p.withSkillChars + 1) / (p.baselineChars + 1));
/** The length figures of `points`; the regression needs 3 points and lengths that vary. */
function lengthBias(points, level = 0.95) {
    const decisive = points.filter((p) => p.verdict !== 0 && p.withSkillChars !== p.baselineChars);
    const longer = decisive.filter((p) => p.verdict > 0 === p.withSkillChars > p.baselineChars);
    const base = {
        meanDifferenceChars: points.length
            ? mean(points.map((p) => p.withSkillChars - p.baselineChars))
            : null,
        decisive: decisive.length,
        preferLongerShare: decisive.length ? longer.length / decisive.length : null,
        raw: points.length ? mean(points.map((p) => p.verdict)) : null
    };
    const n = points.length;
    const xs = points.map(logRatio);
    const ys = points.map((p) => p.verdict);
    const mx = n ? mean(xs) : 0;
    const sxx = xs.reduce((s, x) => s + (x - mx) ** 2, 0);
    // Equal ratios leave rounding noise in sxx, not variation to regress on.
    if (n < 3 || sxx < 1e-12)
        return { ...base, controlled: null, slope: null, biased: false };
    const my = mean(ys);
    const slope = xs.reduce((s, x, i) => s + (x - mx) * (ys[i] - my), 0) / sxx;
    const intercept = my - slope * mx;
    const residual = xs.reduce((s, x, i) => s + (ys[i] - intercept - slope * x) ** 2, 0);
    const se = Math.sqrt(residual / (n - 2) / sxx);
    const t = jStat.studentt.inv(1 - (1 - level) / 2, n - 2);
    return { ...base, controlled: intercept, slope, biased: slope - t * se > 0 };
}

/** The A/B outcome of `skill` from its pairs (one list per scenario, in scenario order). */
function summariseSkill(scenarios, pairs, options, seed, skill) {
    const rng = createRng(seed).derive(`ab/${skill.relPath}`);
    // Defaults resolved once, so the verdict, the tests and the record all state the same values.
    const level = options.confidenceLevel ?? AB_DEFAULTS.confidenceLevel;
    const minImprovement = options.minImprovement ?? AB_DEFAULTS.minImprovement;
    const requireSignificance = options.requireSignificance ?? AB_DEFAULTS.requireSignificance;
    const clusters = pairs.map((ps) => ps.filter((p) => p.valid).map((p) => p.score));
    const verdict = abVerdict(clusters, {
        rng: rng.derive('interval'),
        minImprovement,
        level,
        requireSignificance,
        method: options.intervalMethod
    });
    const all = pairs.flat();
    const completion = completionOf(pairs, level, rng);
    const invalid = all.filter((p) => !p.valid).length;
    const notes = [...verdict.notes];
    if (invalid > 0)
        notes.push(`${invalid}/${all.length} run pairs invalid and left out`);
    // Raw only: adjustAbResults below puts each test in its family.
    const raw = (p) => ({ p, adjustedP: null, familySize: 0 });
    const record = {
        status: 'ok',
        verdict: verdict.verdict,
        improvement: Number.isFinite(verdict.estimate) ? verdict.estimate : null,
        ci: verdict.ci,
        equivalence: verdict.equivalence,
        limit: verdict.limit,
        needed: verdict.needed,
        requireSignificance,
        tests: {
            rule: 'none',
            alpha: alphaOf(level),
            effect: raw(verdict.p),
            completion: raw(completion.gate.p)
        },
        reason: verdict.reason,
        notes,
        minImprovement,
        completion: {
            withSkill: completion.gate.withRate,
            baseline: completion.gate.withoutRate,
            difference: completion.gate.difference,
            test: completion.gate.method,
            regressed: completion.gate.regressed
        },
        normalizedGain: completion.gain,
        activation: activationOf(all, level),
        judge: judgeSummary(all, invalid, options),
        agentModel: options.model,
        ...(options.harness ? { agentHarness: options.harness.info } : {}),
        runsPerScenario: options.runs ?? AB_DEFAULTS.runs,
        seed,
        costUsd: all.reduce((c, p) => c + p.baseline.costUsd + p.withSkill.costUsd, 0),
        gate: {
            requireCompletion: options.requireCompletion ?? AB_DEFAULTS.requireCompletion,
            requireHelps: options.requireHelps ?? false,
            failures: []
        },
        scenarios: scenarios.map((sc, si) => {
            const scores = clusters[si];
            return { name: sc.name, improvement: scores.length ? mean(scores) : null, pairs: pairs[si] };
        })
    };
    // Decided as a family of one; the run adjusts across its skills before its gate.
    return { record: adjustAbResults([record], 'none')[0] };
}
/**
 * Completion as pass rates per arm over all runs (tested per scenario as well), and the normalized
 * gain between them.
 */
function completionOf(pairs, level, rng) {
    const passed = (ps, arm) => ps.filter((p) => p[arm].completed).length;
    const gate = completionGate(pairs.map((ps) => ({
        withPassed: passed(ps, 'withSkill'),
        withRuns: ps.length,
        withoutPassed: passed(ps, 'baseline'),
        withoutRuns: ps.length
    })), level);
    const all = pairs.flat();
    const withOutcomes = all.map((p) => p.withSkill.completed);
    const withoutOutcomes = all.map((p) => p.baseline.completed);
    const gain = normalizedGainInterval(withOutcomes, withoutOutcomes, rng.derive('gain'), {
        level
    });
    return { gate, gain };
}
/**
 * How often the with-skill agent loaded the skill (with its Wilson interval), and the mean score
 * of all valid pairs (intention to treat) beside the means of those that loaded the skill and
 * those that did not: loading happens after the treatment, so the split means are descriptive.
 */
function activationOf(all, level) {
    const valid = all.filter((p) => p.valid);
    const meanOf = (ps) => (ps.length ? mean(ps.map((p) => p.score)) : null);
    const loadedRuns = all.filter((p) => p.skillLoaded).length;
    const interval = all.length ? wilson(loadedRuns, all.length, level) : null;
    return {
        loadedRuns,
        runs: all.length,
        rate: all.length ? loadedRuns / all.length : null,
        low: interval?.low ?? null,
        high: interval?.high ?? null,
        level,
        method: 'wilson',
        meanScoreWhenLoaded: meanOf(valid.filter((p) => p.skillLoaded)),
        meanScoreWhenNeverLoaded: meanOf(valid.filter((p) => !p.skillLoaded)),
        meanScoreAllRuns: meanOf(valid)
    };
}
/**
 * The judge settings, how many judgements failed (left out, never scored as a tie or a loss), how
 * often a pairwise verdict flipped with the order of the arms, what was redacted before judging
 * and whether the pairwise verdict follows output length.
 */
function judgeSummary(all, invalid, options) {
    const judged = all.filter((p) => p.valid && p.pairwise?.valid);
    const comparisons = judged.reduce((n, p) => n + (p.pairwise?.comparisons ?? 0), 0);
    const inconsistencies = judged.reduce((n, p) => n + (p.pairwise?.inconsistencies ?? 0), 0);
    const redacted = (arm) => all.reduce((n, p) => n + (p.redactions?.[arm] ?? 0), 0);
    const length = lengthBias(judged.map((p) => ({
        verdict: p.pairwise?.overall ?? 0,
        baselineChars: p.outputChars.baseline,
        withSkillChars: p.outputChars.withSkill
    })));
    return {
        mode: options.judgeMode ?? AB_DEFAULTS.judgeMode,
        model: options.judgeModel,
        invalidPairs: invalid,
        failedJudgements: all.filter((p) => p.invalidKind === 'judge_failed').length,
        inconsistencyRate: comparisons ? inconsistencies / comparisons : null,
        sameModelAsAgent: sameModel(options.judgeModel, options.model),
        redactions: { baseline: redacted('baseline'), withSkill: redacted('withSkill') },
        length
    };
}
/** The same model, or the same family (a judge tends to favour its own family's output). */
function sameModel(judge, agent) {
    const family = modelFamily(judge);
    return judge === agent || (family !== null && family === modelFamily(agent));
}

// The with-vs-without layer as a LayerRunner: for every scenario × run, a baseline and a
// with-skill agent run on identical fixtures (arm.ts), assertions on frozen snapshots, judges and
// one improvement score per pair (pair.ts), then the verdict, the completion-rate gate, the
// normalized gain and the activation rate of the skill (summary.ts), following skill-validator's
// method with the statistics corrected where its own were biased.
function createAbRunner(options) {
    const ctx = {
        options,
        limit: pLimit(options.concurrency ?? AB_DEFAULTS.concurrency),
        // The agent's environment and ours: a secret of either must not reach a transcript, which
        // ends up in a CI artifact anyone with read access can download.
        secrets: [...new Set([...secretValues(process.env), ...secretValues(options.env ?? {})])]
    };
    return { layer: 'ab', run: (skill, signal) => runSkill(ctx, skill, signal) };
}
async function runSkill(ctx, skill, signal) {
    const loaded = skill.evalFile ?? (await loadEvalFile(skill.dir, skill.relPath));
    if (loaded.ok === 'absent')
        return {
            layer: 'ab',
            record: { status: 'skipped', reason: 'no tests/eval.yaml or evals/evals.json' }
        };
    if (loaded.ok === false)
        return invalidEvalFile(loaded.errors);
    if (loaded.suite.scenarios.length === 0)
        // An eval file may hold only trigger prompts: nothing for the A/B layer to measure.
        return {
            layer: 'ab',
            record: { status: 'skipped', reason: 'the eval file has no scenarios (only triggers)' }
        };
    const { options } = ctx;
    const runs = options.runs ?? AB_DEFAULTS.runs;
    let catalogueDir;
    try {
        const description = typeof skill.frontmatter.data.description === 'string'
            ? skill.frontmatter.data.description
            : '';
        const entry = await isolatedSkillCopy(skill.dir, skill.name, description);
        catalogueDir = path__default.dirname(entry.dir);
        const marks = await skillMarks(skill.name, entry.dir, skill.content);
        const scenarios = loaded.suite.scenarios;
        const pairs = await Promise.all(scenarios.map((scenario, si) => Promise.all(Array.from({ length: runs }, (_, r) => runPair(ctx, { skill, scenario, si, r, catalogue: [entry], marks, signal })))));
        const stopped = pairs.flat().filter(stoppedByBudget);
        if (stopped.length > 0) {
            // A verdict from the pairs that happened to fit would be biased: report no verdict.
            return {
                layer: 'ab',
                record: {
                    status: 'budget_exhausted',
                    reason: `the budget stopped ${stopped.length} run pair(s); no verdict`
                }
            };
        }
        const failed = pairs.flat().flatMap(armErrors);
        if (failed.length > 0) {
            // Runs that could not reach the model are not evidence: with the API down every pair is
            // invalid, and "insufficient evidence" would hide that nothing was measured.
            return {
                layer: 'ab',
                record: {
                    status: 'error',
                    reason: `${failed.length} agent run(s) failed, so no verdict; first: ${failed[0]}`
                }
            };
        }
        const seed = options.seed ?? DEFAULT_SEED;
        return { layer: 'ab', ...summariseSkill(scenarios, pairs, options, seed, skill) };
    }
    catch (e) {
        return { layer: 'ab', record: { status: 'error', reason: e.message } };
    }
    finally {
        if (catalogueDir)
            await rm(catalogueDir, { recursive: true, force: true });
    }
}
/**
 * The outcome of a skill whose eval file cannot be used. Its problems are already the skill's
 * findings (`eval/invalid`, from the static part of every run), so they are not repeated here.
 */
function invalidEvalFile(errors) {
    return {
        layer: 'ab',
        record: {
            status: 'error',
            reason: `invalid eval file (${errors.length} problem(s))`,
            errors
        }
    };
}
/** Why the pair's agent runs failed (a model call that raised), if they did. */
const armErrors = (p) => [p.baseline, p.withSkill].flatMap((arm) => arm.stoppedBy === 'error' ? [arm.error ?? 'unknown error'] : []);
/** A pair the budget cut short, in an arm or in a judge. */
const stoppedByBudget = (p) => p.baseline.stoppedBy === 'budget' ||
    p.withSkill.stoppedBy === 'budget' ||
    (p.invalidReason ?? '').includes(BUDGET_STOP);

// The A/B layer as one costly layer of the run: its upper-bound call plan from the eval files
// (priced before anything is spent) and its runner on the run's shared Llm. Key, dry run, budget
// and usage handling are the run's (../llm-setup.ts), the same for every costly layer; a budget
// stop during the run yields "budget exhausted", never a verdict from the pairs that happened to
// fit.
/**
 * The eval suites of the skills that have a valid one: the others cost nothing, and their
 * problems are the skills' findings (`eval/invalid`), which the static part of every run reports.
 */
async function evalSuitesOf(skills) {
    const loaded = await Promise.all(skills.map((s) => s.evalFile ?? loadEvalFile(s.dir, s.relPath)));
    return loaded.flatMap((l) => (l.ok === true ? [l.suite] : []));
}
async function abLayer(config, skills) {
    const suites = await evalSuitesOf(skills);
    const judgeModel = config.judgeModel ?? defaultJudgeModel(config.model);
    return {
        layer: 'ab',
        title: 'A/B layer',
        plans: planAbCalls(suites, {
            model: config.model,
            judgeModel,
            runs: config.runs ?? AB_DEFAULTS.runs,
            judgeMode: config.judgeMode ?? AB_DEFAULTS.judgeMode,
            harness: config.harnessName
        }),
        exhaustedNote: 'no A/B verdict for some skills',
        start: (llm) => ({
            runner: createAbRunner({ ...config, llm, judgeModel }),
            afterRun: (report, ledger) => {
                // Runs answered from the cache write transcripts too.
                const ran = (ledger.byLayer.ab?.calls ?? 0) > 0 ||
                    report.skills.some((s) => s.layers.ab?.status === 'ok');
                return config.resultsDir !== undefined && ran
                    ? [`A/B transcripts written under ${config.resultsDir}/ab`]
                    : [];
            }
        })
    };
}

export { abLayer };
