import { createRequire as __requireBuiltinOf } from 'node:module';
const __requireBuiltin = __requireBuiltinOf(import.meta.url);
import { g as glob, a as askForAnswer } from './lib-ask.js';



import { m as DEFAULT_TRIGGERING_MODEL, D as DEFAULT_JUDGE_MODEL, v as agreementOf, J as JUDGE_DIMENSIONS, l as prepareSkillInput, S as SKILL_FILE_NAME, L as LOWERCASE_SKILL_FILE_NAME, q as buildJudgeRequest, w as verdictTool, x as combineJudges, R as RETRY_INSTRUCTION } from './lib-index.js';

// Triggering F1 recomputed from the judge's own predictions, as PluginEval defines it:
// TP = should ∧ would, FP = ¬should ∧ would, FN = should ∧ ¬would; 0/0 is defined as 0. True
// negatives do not enter F1 (they only matter through precision).
function triggerF1(predictions) {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    let tn = 0;
    for (const p of predictions) {
        if (p.should_trigger && p.would_trigger)
            tp++;
        else if (!p.should_trigger && p.would_trigger)
            fp++;
        else if (p.should_trigger)
            fn++;
        else
            tn++;
    }
    const precision = tp + fp === 0 ? 0 : tp / (tp + fp);
    const recall = tp + fn === 0 ? 0 : tp / (tp + fn);
    const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
    return { tp, fp, fn, tn, precision, recall, f1 };
}

// The judge layer as a LayerRunner (PluginEval's LLM judge, with the extensions documented in
// prompts.ts and replies.ts): four assessments × N judges, each one call through the shared Llm
// (cached, budgeted, retried), one corrective retry per unusable reply (no verdict call, or a call
// whose input fails its schema), then per-dimension aggregation.
// It never throws: failures become unmeasured dimensions with reasons, or an error record.
const MAX_EVIDENCE = 3;
const MAX_EVIDENCE_CHARS = 200;
const meanOf = (xs) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null);
const shorten = (s) => s.length > MAX_EVIDENCE_CHARS ? `${s.slice(0, MAX_EVIDENCE_CHARS - 1)}…` : s;
function evidenceOf(dimension, reply) {
    if (dimension === 'triggering_accuracy') {
        const misses = reply.predictions
            .filter((p) => p.should_trigger !== p.would_trigger)
            .map((p) => `${p.should_trigger ? 'missed' : 'false trigger'}: "${p.prompt}"`);
        return misses.slice(0, MAX_EVIDENCE).map(shorten);
    }
    const r = reply;
    const lead = r.reasoning || r.assessment || r.simulations?.[0]?.quality_notes;
    return [...(lead ? [lead] : []), ...r.evidence].slice(0, MAX_EVIDENCE).map(shorten);
}
/**
 * The score a reply supplies: for triggering, F1 recomputed from the predictions (PluginEval
 * trusts the model's own arithmetic), else the reported one.
 */
function scoreOf(dimension, reply) {
    if (dimension === 'triggering_accuracy') {
        const { predictions, f1 } = reply;
        return predictions.length ? triggerF1(predictions).f1 : f1;
    }
    return reply.score;
}
async function listBundledFiles(dir) {
    try {
        const files = await glob('**/*', {
            cwd: dir,
            dot: false,
            followSymbolicLinks: false,
            ignore: [SKILL_FILE_NAME, LOWERCASE_SKILL_FILE_NAME, '**/node_modules/**']
        });
        return files.sort();
    }
    catch {
        return [];
    }
}
function createJudgeRunner(options) {
    const judges = Math.trunc(options.judges ?? 1);
    if (!(judges >= 1 && judges <= 5))
        throw new RangeError(`judges must be 1–5, got ${options.judges}`);
    const panel = {
        llm: options.llm,
        judges,
        rubricModels: options.judgeModels?.length ? options.judgeModels : [DEFAULT_JUDGE_MODEL],
        triggeringModels: options.triggeringModels?.length
            ? options.triggeringModels
            : [DEFAULT_TRIGGERING_MODEL],
        skillTokenBudget: options.skillTokenBudget
    };
    const judged = [];
    let panelModels;
    const run = async (skill, signal) => {
        try {
            const { dimensions, outcome } = await judgeSkill(panel, skill, signal);
            // One judge has nothing to agree with: no agreement is kept, and no model is resolved for it.
            if (panel.judges > 1) {
                panelModels ??= resolvePanelModels(panel);
                const models = await panelModels;
                judged.push(Object.fromEntries(JUDGE_DIMENSIONS.map((d) => [
                    d,
                    { judgeScores: dimensions[d].judgeScores, judgeModels: models[d] }
                ])));
            }
            return outcome;
        }
        catch (error) {
            return {
                layer: 'judge',
                record: { status: 'error', reason: error instanceof Error ? error.message : String(error) }
            };
        }
    };
    return {
        layer: 'judge',
        run,
        agreement: () => agreementOf(judged, judges)
    };
}
function modelFor(panel, dimension, judge) {
    const list = dimension === 'triggering_accuracy' ? panel.triggeringModels : panel.rubricModels;
    return list[judge % list.length];
}
/** Whether another judge of `dimension` asks the same model, and so sends the same prompt. */
function sharesPrompt(panel, dimension, judge) {
    const model = modelFor(panel, dimension, judge);
    return Array.from({ length: panel.judges }, (_, j) => j).some((j) => j !== judge && modelFor(panel, dimension, j) === model);
}
/**
 * Each judge's model as the client resolves it (an alias to its id), so that two names for one
 * model are seen as the same model when naming the agreement; a name that does not resolve is
 * kept as given (its calls fail and are reported on their own).
 */
async function resolvePanelModels(panel) {
    const resolve = (name) => panel.llm.resolveModel(name).catch(() => name);
    const entries = await Promise.all(JUDGE_DIMENSIONS.map(async (d) => {
        const names = Array.from({ length: panel.judges }, (_, j) => modelFor(panel, d, j));
        return [d, await Promise.all(names.map(resolve))];
    }));
    return Object.fromEntries(entries);
}
/** One judge's assessment of one dimension, with one corrective retry after an unusable reply. */
async function assess(panel, dimension, judge, input, tally, signal) {
    const request = buildJudgeRequest(dimension, input, modelFor(panel, dimension, judge));
    // Judge 1 shares the cache with a single-judge run; the others are separate samples.
    const cacheSalt = judge === 0 ? undefined : `judge-${judge + 1}`;
    // Each dimension's tool and instructions differ, so a prompt is read back from the API's cache
    // only by another judge asking the same model the same question: marked only then.
    const cacheAt = sharesPrompt(panel, dimension, judge) ? [0] : undefined;
    // Each dimension's tool checks its own reply shape; the reply is one of the judges' shapes.
    const tool = verdictTool(dimension);
    const asked = await askForAnswer(panel.llm, request, {
        tool,
        call: { layer: 'judge', signal, cacheSalt, batchable: true, cacheAt },
        retryInstruction: RETRY_INSTRUCTION
    });
    for (const reply of asked.replies)
        countCall(tally, reply);
    const model = asked.replies.at(-1)?.model ?? (await panel.llm.modelUse(request.model)).answered;
    const models = { model, asked: request.model };
    if (asked.ok) {
        const value = asked.value;
        return {
            ...models,
            ok: true,
            score: scoreOf(dimension, value),
            model,
            evidence: evidenceOf(dimension, value),
            reply: value
        };
    }
    const { failure } = asked;
    return failure
        ? {
            ...models,
            ok: false,
            reason: `${failure.kind}: ${failure.message}`,
            budget: failure.kind === 'budget_exhausted'
        }
        : {
            ...models,
            ok: false,
            reason: `unusable reply after one retry: ${asked.error}`,
            budget: false
        };
}
function countCall(tally, reply) {
    if (reply.cached)
        tally.cacheHits += 1;
    else
        tally.calls += 1;
    tally.costUsd += reply.costUsd;
    tally.inputTokens += reply.tokens.input + reply.tokens.cacheWrite + reply.tokens.cacheRead;
    tally.outputTokens += reply.tokens.output;
}
/** Every judge on every dimension of `skill`; the layer's outcome and its per-dimension results. */
async function judgeSkill(panel, skill, signal) {
    const description = typeof skill.frontmatter.data.description === 'string' ? skill.frontmatter.data.description : '';
    const input = prepareSkillInput(skill.content, description, await listBundledFiles(skill.dir), panel.skillTokenBudget);
    const tally = { calls: 0, cacheHits: 0, costUsd: 0, inputTokens: 0, outputTokens: 0 };
    // With several judges, the first one's reply comes before the others ask: the prompt it
    // wrote to the API's cache is then there for them to read.
    const verdicts = await Promise.all(JUDGE_DIMENSIONS.map(async (d) => {
        const first = await assess(panel, d, 0, input, tally, signal);
        const rest = await Promise.all(Array.from({ length: panel.judges - 1 }, (_, j) => assess(panel, d, j + 1, input, tally, signal)));
        return [first, ...rest];
    }));
    const byDimension = Object.fromEntries(JUDGE_DIMENSIONS.map((d, i) => [d, verdicts[i]]));
    const dimensions = dimensionResults(byDimension, panel.judges);
    const record = layerRecord(byDimension, dimensions, panel.judges, input, tally);
    const measured = JUDGE_DIMENSIONS.filter((d) => dimensions[d].score !== null);
    return {
        dimensions,
        outcome: {
            layer: 'judge',
            record,
            dimensions: Object.fromEntries(measured.map((d) => [d, dimensions[d].score]))
        }
    };
}
/** Each dimension's combined score, the judges' scores and evidence, and why judges failed. */
function dimensionResults(byDimension, judges) {
    return Object.fromEntries(JUDGE_DIMENSIONS.map((d) => {
        const vs = byDimension[d];
        const judgeScores = vs.map((v) => (v.ok ? v.score : null));
        const failures = vs.flatMap((v, j) => v.ok ? [] : [judges === 1 ? v.reason : `judge ${j + 1}: ${v.reason}`]);
        const result = {
            ...combineJudges(judgeScores),
            models: [...new Set(vs.map((v) => v.model))],
            modelsAsked: [...new Set(vs.map((v) => v.asked))],
            judgeScores,
            evidence: vs.flatMap((v) => (v.ok ? v.evidence : [])),
            ...(failures.length ? { reason: failures.join('; ') } : {})
        };
        return [d, result];
    }));
}
function layerRecord(byDimension, dimensions, judges, input, tally) {
    const measured = JUDGE_DIMENSIONS.filter((d) => dimensions[d].score !== null);
    const unmeasured = JUDGE_DIMENSIONS.filter((d) => dimensions[d].score === null).sort();
    const budgetHit = Object.values(byDimension).some((vs) => vs.some((v) => !v.ok && v.budget));
    const status = budgetHit
        ? 'budget_exhausted'
        : measured.length
            ? 'ok'
            : 'error';
    return {
        status,
        ...(status !== 'ok' || unmeasured.length
            ? {
                reason: unmeasured
                    .map((d) => `${d}: ${dimensions[d].reason ?? 'unmeasured'}`)
                    .join('; ')
            }
            : {}),
        score: measured.length
            ? measured.reduce((s, d) => s + dimensions[d].score, 0) / measured.length
            : null,
        judges,
        dimensions,
        unmeasured,
        triggering: triggeringSummary(byDimension.triggering_accuracy),
        input: {
            skillChars: input.skillChars,
            sentChars: input.sentChars,
            truncated: input.truncated,
            tokenBudget: input.tokenBudget,
            bundledFiles: input.bundledFiles,
            bundledFilesTruncated: input.bundledFilesTruncated
        },
        usage: tally
    };
}
/** The triggering judges' F1 as they reported it and as recomputed from their predictions. */
function triggeringSummary(verdicts) {
    const replies = verdicts.flatMap((v) => (v.ok ? [v.reply] : []));
    const recomputed = replies
        .filter((r) => r.predictions.length > 0)
        .map((r) => triggerF1(r.predictions));
    return {
        reportedF1: meanOf(replies.map((r) => r.f1)),
        recomputedF1: meanOf(recomputed.map((r) => r.f1)),
        precision: meanOf(recomputed.map((r) => r.precision)),
        recall: meanOf(recomputed.map((r) => r.recall)),
        predictions: replies.reduce((n, r) => n + r.predictions.length, 0)
    };
}

export { createJudgeRunner as c, listBundledFiles as l };
