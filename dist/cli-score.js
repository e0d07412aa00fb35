import { createRequire as __requireBuiltinOf } from 'node:module';
const __requireBuiltin = __requireBuiltinOf(import.meta.url);
import { O as Option, a as addRenamedOption } from './cli-renamed-options.js';
import { D as DEFAULT_CACHE_DIR } from './cli-cache.js';
import { D as DEFAULT_AGENT_MODEL } from './cli-models.js';
import { p as pathsArgument, s as DEPTHS, t as refuseWithout, f as formatOption, n as number, B as BADGES, S as SECURITY_GATES, q as DEFAULT_SECURITY_GATE, a as addCommonOptions, e as addShardOption, g as addHarnessOptions, j as addTriggerOptions, b as addNoCacheOption, c as addBudgetOptions, u as specOptions, o as displayPath, m as monteCarloSettings, h as harnessSettings, l as llmRunSettings } from './cli-options.js';
import { D as DEFAULT_MATCHUPS } from './cli-matchups.js';
import { r as runEngine, L as LAYER_REGISTRY, C as CLI_NO_KEY_REASON } from './cli-engine.js';
import { p as parseAllowList } from './cli-discover.js';
import { r as reportJsonPieces } from './cli-json.js';
import { U as UsageError, n as neutralise } from './cli-errors.js';
import { r as resolveApiKey } from './cli-api-key.js';
import { t as terminalStyle } from './cli-style.js';
import { E as EXIT_OK, a as EXIT_GATE_FAILED } from './cli-io.js';









import './cli-file-names.js';
import './cli-text2.js';
import './cli-heap.js';

// `skill-ci score <paths…>`: every layer the depth asks for, planned by the same planner as the
// Action, printed as text, JSON, markdown or PluginEval's own format.
function exitCodeOf(report) {
    return report.summary.gate.passed ? EXIT_OK : EXIT_GATE_FAILED;
}
/** Machine-readable formats keep stdout clean; say on stderr why the exit code is 1. */
function reportGateOnStderr(report, io) {
    if (report.summary.gate.passed)
        return;
    io.stderr.write(`skill-ci: gate failed\n`);
    for (const reason of report.summary.gate.reasons)
        io.stderr.write(`  - ${neutralise(reason)}\n`);
}
/** PluginEval prints the path as given; a skill found inside a given folder gets its subpath. */
function pluginEvalPath(skill) {
    return skill.path === '.' && skill.root !== undefined ? skill.root : displayPath(skill);
}
/** Prints the report in the chosen format (shared with `merge`, which prints a merged run). Each
 * renderer is loaded when its format is asked for: JSON needs none of them. */
async function printReport(report, options, io) {
    switch (options.format) {
        case 'json':
            for (const piece of reportJsonPieces(report))
                io.stdout.write(piece);
            break;
        case 'plugineval': {
            const { renderPluginEval } = await import('./cli-plugineval.js');
            io.stdout.write(renderPluginEval(report, { pathOf: pluginEvalPath, concurrency: options.concurrency }));
            for (const skill of report.skills.filter((s) => s.composite === null)) {
                io.stderr.write(`skill-ci: ${neutralise(displayPath(skill))} could not be scored: ${neutralise(skill.errors.map((e) => e.message).join('; '))}\n`);
            }
            break;
        }
        case 'markdown': {
            const { renderSummary } = await import('./cli-markdown.js');
            io.stdout.write(renderSummary(report, { checkName: 'skill-ci' }));
            break;
        }
        case 'sarif': {
            const { renderSarif } = await import('./cli-sarif.js');
            const { sarifBase } = await import('./cli-sarif-base.js');
            io.stdout.write(renderSarif(report, sarifBase(report.roots, process.cwd())) + '\n');
            break;
        }
        default: {
            const { renderText } = await import('./cli-text.js');
            io.stdout.write(renderText(report, terminalStyle(io.stdout.isTTY === true, io.env), {
                verbose: options.verbose === true
            }));
            return;
        }
    }
    reportGateOnStderr(report, io);
}
/** The plan request of `score`: the layers of `--depth`, and the Elo layer with `--elo`. */
function scorePlanRequest(options, env) {
    const depthKeys = LAYER_REGISTRY.filter((d) => d.depths.includes(options.depth)).map((d) => d.key);
    return {
        trigger: options.elo === true
            ? {
                kind: 'layers',
                layers: [...depthKeys, 'elo', ...(options.securityReview ? ['security'] : [])],
                why: `--depth ${options.depth} --elo${options.securityReview ? ' --security-review' : ''}`
            }
            : {
                kind: 'depth',
                depth: options.depth,
                also: options.securityReview ? [{ key: 'security', why: '--security-review' }] : []
            },
        hasApiKey: resolveApiKey(undefined, env) !== undefined,
        noKeyReason: CLI_NO_KEY_REASON,
        dryRun: options.dryRun === true
    };
}
/**
 * Runs `score` (or `certify`, which passes its own plan request and accepts a layer this version
 * lacks: the plan reports it as unavailable, and the rest of the certification runs).
 */
async function runScore(paths, options, io, certify) {
    if (options.elo === true && options.corpus === undefined) {
        throw new UsageError('the Elo rating needs --corpus <index file or folder of skills> (see `skill-ci init`)');
    }
    // A mistyped or invalid corpus is the caller's mistake: said before any estimate or call.
    if (options.elo === true && options.corpus !== undefined) {
        const { CorpusError, loadCorpus } = await import('./cli-corpus.js');
        await loadCorpus(options.corpus).catch((error) => {
            throw error instanceof CorpusError ? new UsageError(error.message) : error;
        });
    }
    const report = await runEngine({
        roots: paths,
        request: certify ?? scorePlanRequest(options, io.env),
        layerSettings: () => ({
            llm: llmRunSettings(options, io),
            judge: { judges: options.judges, judgeModel: options.judgeModel },
            ab: { model: options.model ?? DEFAULT_AGENT_MODEL, judgeModel: options.judgeModel },
            harness: harnessSettings(options),
            monteCarlo: monteCarloSettings(options, {
                model: options.model ?? DEFAULT_AGENT_MODEL,
                judgeModel: options.judgeModel,
                depth: options.depth,
                seed: options.seed
            }),
            elo: {
                corpus: options.corpus,
                matchups: options.matchups,
                judgeModel: options.judgeModel,
                seed: options.seed,
                minElo: options.minElo
            },
            securityReview: { model: options.judgeModel?.split(',')[0]?.trim() || undefined }
        }),
        gate: {
            threshold: options.failUnder,
            minBadge: options.minBadge,
            failOn: options.failOn,
            onLayerError: options.onLayerError,
            multiplicity: options.multiplicity,
            securityGate: options.securityGate
        },
        spec: specOptions(options),
        scoring: options.scoring,
        security: { allow: options.securityAllow },
        concurrency: options.concurrency,
        shard: options.shard,
        exclude: options.exclude
    }, io);
    await printReport(report, options, io);
    return exitCodeOf(report);
}
function registerScoreCommand(program, io, setExit) {
    const score = program
        .command('score')
        .description('score skills: a skill folder, or any folder containing skills')
        .addArgument(pathsArgument())
        .addOption(new Option('--depth <depth>', 'evaluation depth').choices(DEPTHS).default('quick'))
        .option('--elo', 'also rate each skill against a corpus (needs --corpus)');
    addScoringOptions(score);
    // Without --elo nothing reads them (certify always rates, so it takes them alone).
    for (const flag of ['corpus', 'min-elo', 'matchups']) {
        refuseWithout(score, flag, 'elo', 'it is a setting of the Elo rating');
    }
    score.action(async (paths, options) => {
        setExit(await runScore(paths, options, io));
    });
}
/** The options `score` and `certify` share after their own. */
function addScoringOptions(command, budget = {}) {
    command.addOption(formatOption(['text', 'json', 'markdown', 'plugineval', 'sarif']));
    addRenamedOption(command, new Option('--fail-under <n>', 'fail when a composite is below n (0–100)').argParser(number(0, 100)), '--threshold <n>');
    command
        .addOption(new Option('--min-badge <badge>', 'fail when a badge is below this one').choices(BADGES))
        .option('-v, --verbose', 'text format: also list notices (size profile, portability)')
        .addOption(new Option('--security-gate <severity>', 'security findings at or above this severity fail')
        .choices(SECURITY_GATES)
        .default(DEFAULT_SECURITY_GATE))
        .option('--security-allow <entries>', 'security findings to allow: comma-separated rule ids, each optionally followed by a space and a path', parseAllowList, [])
        .option('--security-review', 'also run the LLM security review (one model call per skill; needs ANTHROPIC_API_KEY)');
    addCommonOptions(command, 'error');
    command
        .option('--judges <n>', 'independent LLM judges per assessment (1–5)', number(1, 5, true), 1)
        .option('--model <id>', 'agent model of the Monte Carlo trigger runs: an id or haiku|sonnet|opus')
        .option('--judge-model <id>', 'judge model(s) for all four assessments and the Elo matchups, comma-separated to vary by judge')
        .option('--corpus <index|dir>', 'the corpus to rate against: an index from `skill-ci init` or a folder of skills')
        .option('--min-elo <n>', 'fail when an Elo rating is below n', number(0, 4000))
        .option('--matchups <k>', 'corpus opponents per skill (2–32)', number(2, 32, true), DEFAULT_MATCHUPS)
        .option('--seed <n>', 'seed of every random choice (recorded in the report)', number(0, 2 ** 31 - 1, true));
    addShardOption(addHarnessOptions(addTriggerOptions(command)));
    addNoCacheOption(addBudgetOptions(command, DEFAULT_CACHE_DIR, budget));
}

export { addScoringOptions, exitCodeOf, printReport, registerScoreCommand, reportGateOnStderr, runScore, scorePlanRequest };
