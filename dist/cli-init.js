import { createRequire as __requireBuiltinOf } from 'node:module';
const __requireBuiltin = __requireBuiltinOf(import.meta.url);
const path__default = __requireBuiltin('node:path');
import { p as packageJson } from './cli-renamed-options.js';
import { r as replaceWithOwnFile } from './cli-write-no-follow.js';
import { j as judgePair, S as SCORE_OF, f as fitBradleyTerry, b as bootstrapCorpusIntervals, D as DEFAULT_PRIOR_DRAWS, a as DEFAULT_ELO_JUDGE_MODEL, p as pairCallPlan } from './cli-judge.js';
import { c as createRng, D as DEFAULT_SEED } from './cli-random.js';
import { DEFAULT_CORPUS_FILE, indexFolders, CorpusError, corpusIndex, serialiseCorpus, readCorpusSkill } from './cli-corpus.js';
import { a as createLlm } from './cli-client.js';
import { D as DEFAULT_CACHE_DIR } from './cli-cache.js';
import './cli-model-list.js';
import './cli-pricing.js';
import { e as estimateCalls, f as formatEstimate } from './cli-estimate.js';

import { U as UsageError, n as neutralise, R as RunFailedError } from './cli-errors.js';
import { c as checkRoots } from './cli-engine.js';
import { E as EXIT_OK } from './cli-io.js';
import { n as number, A as parseMaxUsd, C as parseMaxCalls, b as addNoCacheOption } from './cli-options.js';
import { c as capHeapGrowth } from './cli-heap.js';
import { L as LlmError } from './cli-llm-error.js';
import { r as resolveApiKey } from './cli-api-key.js';







import './cli-bootstrap.js';
import './cli-descriptive.js';
import './cli-elo.js';
import './cli-models.js';
import './cli-file-names.js';
import './cli-prompt-cache.js';
import './cli-untrusted.js';
import './cli-schemas.js';
import './cli-ask.js';
import './cli-prompts.js';
import './cli-improve.js';
import './cli-text2.js';
import './cli-discover.js';
import './cli-runner.js';
import './cli-index4.js';




import './cli-index5.js';
import './cli-aggregate.js';


/** Corpora up to this size play every pair; larger ones a random schedule. */
const ROUND_ROBIN_MAX = 16;
/** Opponents per skill in a random schedule (on average). */
const DEFAULT_GAMES_PER_SKILL = 10;
const CALIBRATION_RESAMPLES = 200;
const CALIBRATION_METHOD = `Bradley–Terry maximum likelihood, ${DEFAULT_PRIOR_DRAWS} virtual draw per skill against a 1500 anchor; percentile bootstrap over pairs`;
/**
 * Every pair up to ROUND_ROBIN_MAX skills. Above: a random cycle through all skills (so the
 * schedule is connected and every rating is comparable with every other), then random new pairs
 * until the skills have `gamesPerSkill` opponents on average.
 */
function calibrationSchedule(n, rng, gamesPerSkill = DEFAULT_GAMES_PER_SKILL) {
    const pairs = [];
    if (n <= ROUND_ROBIN_MAX) {
        for (let i = 0; i < n; i++)
            for (let j = i + 1; j < n; j++)
                pairs.push([i, j]);
        return { kind: 'round-robin', pairs };
    }
    const order = Array.from({ length: n }, (_, i) => i);
    for (let i = n - 1; i > 0; i--) {
        const j = rng.index(i + 1);
        [order[i], order[j]] = [order[j], order[i]];
    }
    const seen = new Set();
    const add = (a, b) => {
        const key = a < b ? `${a},${b}` : `${b},${a}`;
        if (a === b || seen.has(key))
            return;
        seen.add(key);
        pairs.push(a < b ? [a, b] : [b, a]);
    };
    for (let i = 0; i < n; i++)
        add(order[i], order[(i + 1) % n]);
    const target = Math.min((n * (n - 1)) / 2, Math.ceil((n * gamesPerSkill) / 2));
    while (pairs.length < target)
        add(rng.index(n), rng.index(n));
    return { kind: 'random', pairs };
}
class CalibrationError extends Error {
}
async function calibrateCorpus(input) {
    const seed = input.seed ?? DEFAULT_SEED;
    const rng = createRng(seed);
    const n = input.skills.length;
    if (n < 2)
        throw new CalibrationError('calibration needs at least two corpus skills');
    const schedule = calibrationSchedule(n, rng.derive('schedule'), input.gamesPerSkill);
    const outcomes = await Promise.all(schedule.pairs.map(([a, b]) => judgePair(input.llm, input.texts[a], input.texts[b], {
        model: input.judgeModel,
        layer: 'elo'
    })));
    // Ratings from the part of the schedule played before the API stopped answering would pass
    // for a calibration of the whole corpus.
    const stopped = input.llm.stopped();
    if (stopped !== undefined)
        throw new CalibrationError(`the API stopped the calibration: ${stopped.message}`);
    // The id the API answered with, not an alias: the index records which model the ratings came
    // from, with the name asked for beside it.
    const judgeModel = await input.llm.modelUse(input.judgeModel);
    const budgetStop = outcomes.find((o) => !o.ok && o.budget);
    if (budgetStop !== undefined && !budgetStop.ok) {
        throw new CalibrationError(`the budget stopped the calibration: ${budgetStop.reason}`);
    }
    const games = [];
    let inconsistent = 0;
    outcomes.forEach((outcome, i) => {
        if (!outcome.ok)
            return;
        const [a, b] = schedule.pairs[i];
        games.push({ a, b, score: SCORE_OF[outcome.result] });
        if (!outcome.consistent)
            inconsistent += 1;
    });
    if (games.length === 0) {
        const first = outcomes.find((o) => !o.ok);
        throw new CalibrationError(`no pair gave a usable verdict${first !== undefined && !first.ok ? `: ${first.reason}` : ''}`);
    }
    const ratings = fitBradleyTerry(n, games);
    const intervals = bootstrapCorpusIntervals(n, games, rng.derive('bootstrap'), {
        resamples: CALIBRATION_RESAMPLES,
        level: 0.95
    });
    return {
        skills: input.skills.map((skill, i) => ({
            ...skill,
            rating: ratings[i],
            ratingLow: intervals[i]?.low ?? null,
            ratingHigh: intervals[i]?.high ?? null
        })),
        calibration: {
            method: CALIBRATION_METHOD,
            schedule: schedule.kind,
            pairs: schedule.pairs.length,
            failedPairs: schedule.pairs.length - games.length,
            inconsistencyRate: inconsistent / games.length,
            judgeModel: judgeModel.answered,
            judgeModelAsked: judgeModel.asked,
            harness: 'builtin',
            seed,
            resamples: CALIBRATION_RESAMPLES,
            level: 0.95
        }
    };
}

// `skill-ci init <corpus-dirs…> [--out index] [--calibrate]`: indexes folders of known-good skills
// into the corpus index a repository commits (name, path, category, line count, content hash,
// static composite, rating), versioned by a hash of its entries. `--calibrate` rates the corpus
// skills against each other with the pairwise judge (every reply cached, so a re-run costs
// nothing and writes the same bytes); without it every rating is 1500.
async function calibrate(skills, corpus, options, io) {
    const texts = [];
    for (const entry of skills)
        texts.push(await readCorpusSkill(corpus, entry));
    const seed = options.seed ?? DEFAULT_SEED;
    const judgeModel = options.judgeModel ?? DEFAULT_ELO_JUDGE_MODEL;
    const schedule = calibrationSchedule(skills.length, createRng(seed).derive('schedule'), options.gamesPerSkill);
    const budget = { maxUsd: options.maxUsd, maxCalls: options.maxCalls };
    const estimate = estimateCalls(schedule.pairs.map(([a, b]) => pairCallPlan(judgeModel, texts[a].content.length, texts[b].content.length)), undefined, budget);
    io.stderr.write(`skill-ci: calibration: ${schedule.pairs.length} pairs (${schedule.kind}), each judged in both orders\n`);
    io.stderr.write(`skill-ci: ${formatEstimate(estimate, budget)}\n`);
    if (options.dryRun === true) {
        io.stderr.write('skill-ci: dry run: no model call was made and no index was written\n');
        return null;
    }
    if (!estimate.fitsBudget) {
        throw new UsageError('the calibration estimate exceeds the budget: raise --max-usd / --max-calls');
    }
    const apiKey = resolveApiKey(undefined, io.env);
    if (apiKey === undefined)
        throw new UsageError('--calibrate needs an Anthropic API key (set ANTHROPIC_API_KEY)');
    const llm = createLlm({
        apiKey,
        baseURL: io.env.ANTHROPIC_BASE_URL || undefined,
        env: io.env,
        budget,
        cacheDir: options.cache === false ? null : options.cacheDir,
        toolVersion: packageJson.version
    });
    try {
        return await calibrateCorpus({
            llm,
            skills,
            texts,
            judgeModel,
            seed,
            gamesPerSkill: options.gamesPerSkill
        });
    }
    finally {
        // What was spent is said whether the calibration succeeded or not.
        const ledger = llm.ledger.summary();
        io.stderr.write(`skill-ci: calibration used ${ledger.calls} calls, ${ledger.cacheHits} cache hits, ${ledger.requests} API requests, $${ledger.costUsd.toFixed(2)}\n`);
    }
}
async function runInit(dirs, options, io) {
    capHeapGrowth();
    await checkRoots(dirs);
    const out = path__default.resolve(options.out);
    const indexDir = path__default.dirname(out);
    const folders = await indexFolders(dirs, indexDir).catch((error) => {
        throw error instanceof CorpusError ? new UsageError(error.message) : error;
    });
    for (const line of folders.skipped)
        io.stderr.write(`skill-ci: skipped ${neutralise(line)}\n`);
    if (folders.skills.length === 0)
        throw new UsageError(`no SKILL.md found under ${dirs.join(', ')}`);
    let skills = folders.skills;
    let calibration = null;
    if (options.calibrate === true) {
        if (skills.length < 2)
            throw new UsageError('--calibrate needs at least two corpus skills');
        const draft = {
            index: corpusIndex(skills, null),
            baseDir: indexDir,
            source: options.out
        };
        const calibrated = await calibrate(skills, draft, options, io).catch((error) => {
            // Called right but failed on the API or the budget: exit 1, not the usage error's 2.
            if (error instanceof CalibrationError || error instanceof LlmError)
                throw new RunFailedError(`calibration failed: ${error.message}`);
            throw error;
        });
        if (calibrated === null)
            return EXIT_OK;
        skills = calibrated.skills;
        calibration = calibrated.calibration;
    }
    const index = corpusIndex(skills, calibration);
    await replaceWithOwnFile(out, serialiseCorpus(index));
    io.stdout.write(`Corpus index of ${skills.length} skills (version ${index.version}${calibration === null ? ', not calibrated' : ', calibrated'}) written to ${neutralise(options.out)}\n`);
    return EXIT_OK;
}
function registerInitCommand(program, io, setExit) {
    const init = program
        .command('init')
        .description('index folders of known-good skills into a corpus index to commit (for Elo ratings)')
        .argument('<corpus-dirs...>', 'folders containing the corpus skills')
        .option('--out <file>', 'the index file to write', DEFAULT_CORPUS_FILE)
        .option('--calibrate', 'rate the corpus skills against each other with the pairwise LLM judge')
        .option('--judge-model <id>', 'the pairwise judge model: an id or haiku|sonnet|opus')
        .option('--seed <n>', 'seed of the schedule and the bootstrap', number(0, 2 ** 31 - 1, true))
        .option('--games-per-skill <n>', 'opponents per skill on average in the random schedule of a large corpus', number(2, 100, true))
        .option('--max-usd <usd>', 'hard budget in USD for the calibration', parseMaxUsd)
        .option('--max-calls <n>', 'hard budget in model calls', parseMaxCalls)
        .option('--cache-dir <dir>', 'response cache directory', DEFAULT_CACHE_DIR)
        .option('--dry-run', 'print the calibration estimate and make no model call');
    addNoCacheOption(init).action(async (dirs, options) => {
        setExit(await runInit(dirs, options, io));
    });
}

export { registerInitCommand };
