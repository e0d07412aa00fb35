import { createRequire as __requireBuiltinOf } from 'node:module';
const __requireBuiltin = __requireBuiltinOf(import.meta.url);
import { c as createRng, D as DEFAULT_SEED } from './cli-random.js';
import { loadCorpus, describeSkill, readCorpusSkill, CorpusError } from './cli-corpus.js';
import { c as fitAgainstFixed, r as ratingInterval, R as RATING_INTERVAL_METHOD, a as DEFAULT_ELO_JUDGE_MODEL, p as pairCallPlan, j as judgePair, S as SCORE_OF } from './cli-judge.js';
import { D as DEFAULT_MATCHUPS, s as selectOpponents } from './cli-matchups.js';
import { s as sequentialInterval, a as sequentialRating } from './cli-elo.js';
import { e as eloMeaning } from './cli-elo-meaning.js';



import './cli-file-names.js';

import './cli-improve.js';
import './cli-schemas.js';
import './cli-options.js';
import './cli-renamed-options.js';





import './cli-errors.js';
import './cli-text2.js';
import './cli-discover.js';
import './cli-engine.js';
import './cli-heap.js';
import './cli-runner.js';
import './cli-index4.js';




import './cli-index5.js';
import './cli-model-list.js';

import './cli-cache.js';
import './cli-models.js';
import './cli-pricing.js';
import './cli-ask.js';
import './cli-untrusted.js';
import './cli-llm-error.js';
import './cli-aggregate.js';
import './cli-prompts.js';
import './cli-bootstrap.js';
import './cli-descriptive.js';
import './cli-prompt-cache.js';

/** Share of the corpus rated below `rating`, ties counted half, in percent. */
function percentileIn(corpus, rating) {
    let below = 0;
    for (const entry of corpus)
        below += entry.rating < rating ? 1 : entry.rating === rating ? 0.5 : 0;
    return (100 * below) / corpus.length;
}
/** The corpus skill rated nearest to `rating` (ties: path order), never the skill itself. */
function closestComparable(corpus, rating, contentHash) {
    let best;
    for (const entry of corpus) {
        if (entry.contentHash === contentHash)
            continue;
        const d = Math.abs(entry.rating - rating);
        if (best === undefined || d < Math.abs(best.rating - rating))
            best = entry;
    }
    return best === undefined ? undefined : { name: best.name, path: best.path, rating: best.rating };
}
/** The rating record from at least one matchup. */
function rateSkill(matches, context) {
    const fixed = matches.map((m) => ({ opponent: m.opponentRating, score: m.score }));
    const inconsistent = matches.filter((m) => m.positionBias === 'inconsistent').length;
    const rating = fitAgainstFixed(fixed);
    const interval = ratingInterval(fixed, inconsistent);
    const count = (result) => matches.filter((m) => m.result === result).length;
    const wins = count('win');
    const draws = count('draw');
    const { index } = context;
    // Every opponent is a corpus skill other than this one, so there is always a closest one.
    const closest = closestComparable(index.skills, rating, context.contentHash);
    const failed = context.failedMatchups.length;
    return {
        status: 'ok',
        ...(failed > 0
            ? {
                reason: `${failed} of ${failed + matches.length} matchups gave no usable verdict and are left out`
            }
            : {}),
        rating,
        ci: {
            low: interval.low,
            high: interval.high,
            level: 0.95,
            method: RATING_INTERVAL_METHOD,
            matchups: matches.length,
            seed: context.seed,
            bounded: interval.bounded,
            dispersion: interval.dispersion
        },
        sequential: {
            rating: sequentialRating(fixed),
            ...sequentialInterval(fixed, context.rng)
        },
        winRate: (100 * (wins + draws / 2)) / matches.length,
        percentile: percentileIn(index.skills, rating),
        closestComparable: closest,
        wins,
        draws,
        losses: count('loss'),
        inconsistencyRate: inconsistent / matches.length,
        failedMatchups: context.failedMatchups,
        matches,
        corpus: {
            version: index.version,
            size: index.skills.length,
            calibrated: index.calibration !== null
        },
        judgeModel: context.judgeModel.answered,
        judgeModelAsked: context.judgeModel.asked,
        harness: 'builtin',
        ...(context.minElo === undefined ? {} : { minElo: context.minElo })
    };
}

const reasonOf = (error) => error instanceof Error ? error.message : String(error);
async function prepare(corpus, subject, k, texts) {
    try {
        const skill = await describeSkill(subject.dir, subject.relPath);
        const entries = selectOpponents(corpus.index.skills, skill, k);
        if (entries.length === 0)
            return { ok: false, reason: 'the corpus has no other skill to play' };
        const opponents = await Promise.all(entries.map(async (entry) => {
            let text = texts.get(entry.path);
            if (text === undefined) {
                text = readCorpusSkill(corpus, entry);
                texts.set(entry.path, text);
            }
            return { entry, text: await text };
        }));
        return { ok: true, skill, opponents };
    }
    catch (error) {
        if (error instanceof CorpusError)
            return { ok: false, reason: error.message };
        return { ok: false, reason: `corpus: ${reasonOf(error)}` };
    }
}
const failing = (reason) => ({
    layer: 'elo',
    run: async () => ({ layer: 'elo', record: { status: 'error', reason } })
});
async function eloLayer(config, skills) {
    // A comma-separated judge list (several judges of the judge layer): the matchups use the first.
    const judgeModel = config.judgeModel?.split(',')[0]?.trim() || DEFAULT_ELO_JUDGE_MODEL;
    const base = {
        layer: 'elo',
        title: 'Elo layer',
        exhaustedNote: 'no Elo rating for some skills'
    };
    if (config.corpus === undefined) {
        const reason = 'no corpus given: set the corpus input (or --corpus) to an index from `skill-ci init` or a folder of skills';
        return { ...base, plans: [], start: () => ({ runner: failing(reason) }) };
    }
    let corpus;
    try {
        corpus = await loadCorpus(config.corpus);
    }
    catch (error) {
        const reason = reasonOf(error);
        return { ...base, plans: [], start: () => ({ runner: failing(reason) }) };
    }
    const k = config.matchups ?? DEFAULT_MATCHUPS;
    const texts = new Map();
    const prepared = new Map();
    for (const subject of skills)
        prepared.set(subject.dir, await prepare(corpus, subject, k, texts));
    const plans = [...prepared.values()].flatMap((p) => p.ok
        ? p.opponents.map((o) => pairCallPlan(judgeModel, p.skill.text.content.length, o.text.content.length))
        : []);
    return {
        ...base,
        plans,
        start: (llm) => ({
            runner: eloRunner(llm, corpus, prepared, { ...config, judgeModel })
        })
    };
}
function eloRunner(llm, corpus, prepared, config) {
    const seed = config.seed ?? DEFAULT_SEED;
    return {
        layer: 'elo',
        run: async (subject, signal) => {
            const ready = prepared.get(subject.dir);
            if (ready === undefined || !ready.ok) {
                return failingOutcome(ready?.reason ?? 'the skill was not prepared for the Elo layer');
            }
            const outcomes = await Promise.all(ready.opponents.map((o) => judgePair(llm, ready.skill.text, o.text, {
                model: config.judgeModel,
                layer: 'elo',
                signal
            })));
            const matches = [];
            const failed = [];
            let budget = false;
            outcomes.forEach((outcome, i) => {
                const { entry } = ready.opponents[i];
                if (!outcome.ok) {
                    budget ||= outcome.budget;
                    failed.push({ opponent: entry.name, reason: outcome.reason });
                    return;
                }
                matches.push({
                    opponent: entry.name,
                    opponentPath: entry.path,
                    opponentRating: entry.rating,
                    result: outcome.result,
                    score: SCORE_OF[outcome.result],
                    forward: outcome.forward,
                    reverse: outcome.reverse,
                    positionBias: outcome.consistent ? 'consistent' : 'inconsistent'
                });
            });
            if (budget) {
                return {
                    layer: 'elo',
                    record: { status: 'budget_exhausted', reason: 'the budget stopped the matchups' }
                };
            }
            if (matches.length === 0) {
                return failingOutcome(`no matchup gave a usable verdict: ${failed[0]?.reason ?? 'no opponents'}`);
            }
            const result = rateSkill(matches, {
                index: corpus.index,
                contentHash: ready.skill.contentHash,
                judgeModel: await llm.modelUse(config.judgeModel),
                seed,
                rng: createRng(seed).derive(`elo/${subject.relPath}`),
                minElo: config.minElo,
                failedMatchups: failed
            });
            return { layer: 'elo', record: result, ...verdictOf(result, subject.skillFile) };
        }
    };
}
function failingOutcome(reason) {
    return { layer: 'elo', record: { status: 'error', reason } };
}
/** The rating as a notice on SKILL.md (every output shows it) and the min-elo gate. */
function verdictOf(result, skillFile) {
    const findings = [
        {
            ruleId: 'elo/rating',
            source: 'layer',
            severity: 'notice',
            file: skillFile,
            line: 1,
            message: eloMeaning(result)
        }
    ];
    const below = result.minElo !== undefined && result.rating < result.minElo;
    if (!below)
        return { findings, gateFailures: [] };
    const message = `Elo rating ${Math.round(result.rating)} is below min-elo ${result.minElo}`;
    findings.push({
        ruleId: 'elo/below-min-elo',
        source: 'layer',
        severity: 'error',
        file: skillFile,
        line: 1,
        message
    });
    return { findings, gateFailures: [message] };
}

export { eloLayer };
