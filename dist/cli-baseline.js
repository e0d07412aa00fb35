import { createRequire as __requireBuiltinOf } from 'node:module';
const __requireBuiltin = __requireBuiltinOf(import.meta.url);
import { a as addRenamedOption, O as Option, I as InvalidArgumentError } from './cli-renamed-options.js';
const { mkdir, writeFile } = __requireBuiltin('node:fs/promises');
const path__default = __requireBuiltin('node:path');
import { r as resolveApiKey } from './cli-api-key.js';
import { D as DEFAULT_CACHE_DIR } from './cli-cache.js';
import './cli-model-list.js';
import './cli-pricing.js';
import { D as DEFAULT_AGENT_MODEL } from './cli-models.js';

import { A as AB_DEFAULTS } from './cli-defaults.js';
import { n as number, b as addNoCacheOption, c as addBudgetOptions, d as addExcludeOption, g as addHarnessOptions, j as addTriggerOptions, k as failedLayers, o as displayPath, q as DEFAULT_SECURITY_GATE, m as monteCarloSettings, h as harnessSettings, l as llmRunSettings } from './cli-options.js';
import { R as REQUEST_KEYS, r as runEngine } from './cli-engine.js';
import { r as reportJsonPieces } from './cli-json.js';
import { U as UsageError, n as neutralise } from './cli-errors.js';
import { m as modelsWithResults } from './cli-select.js';
import { E as EXIT_OK, a as EXIT_GATE_FAILED } from './cli-io.js';







import './cli-schemas.js';
import './cli-file-names.js';
import './cli-discover.js';
import './cli-text2.js';
import './cli-heap.js';
import './cli-improve.js';

// `skill-ci baseline <paths…>`: the first committed baseline of scheduled re-validation. It runs
// the layers a re-validation runs (`--revalidate-layers`, the Action's input) and writes
// the RunReport to a file (default .skill-ci/baseline.json) for the workflow's `baseline` input.
// Every result records the model id the API answered with, so a re-validation on that model
// re-runs nothing until a new one comes out or a skill changes. Run it from the repository's root
// with the Action's `path`, so the skills' paths are the ones the Action sees.
const DEFAULT_BASELINE_FILE = '.skill-ci/baseline.json';
/** The Action's `revalidate-layers` default. */
const DEFAULT_LAYERS = ['judge', 'monte-carlo', 'ab'];
/** `--revalidate-layers judge, ab`: the layer keys a request can name, as the Action's input takes them. */
function layerList(value) {
    const names = value
        .split(/[\s,]+/)
        .map((s) => s.trim())
        .filter(Boolean);
    const unknown = names.filter((n) => !REQUEST_KEYS.includes(n));
    if (names.length === 0 || unknown.length > 0) {
        throw new InvalidArgumentError(`layers are among ${REQUEST_KEYS.join(', ')}`);
    }
    return [...new Set(names)];
}
async function writeReport(file, report) {
    await mkdir(path__default.dirname(path__default.resolve(file)), { recursive: true });
    // In pieces, as `score --format json` prints it: a large report is never held as one string.
    await writeFile(file, reportJsonPieces(report));
}
async function runBaseline(paths, flags, io) {
    const hasApiKey = resolveApiKey(undefined, io.env) !== undefined;
    // Without a key no layer runs: a report with no model's results would make the next
    // re-validation re-run everything, so nothing is written.
    if (!hasApiKey && flags.dryRun !== true) {
        throw new UsageError('a baseline needs model results: set ANTHROPIC_API_KEY (or use --dry-run)');
    }
    const report = await runEngine({
        roots: paths,
        request: {
            trigger: { kind: 'layers', layers: flags.revalidateLayers, why: '`skill-ci baseline`' },
            hasApiKey,
            noKeyReason: 'no Anthropic API key',
            dryRun: flags.dryRun === true
        },
        layerSettings: () => ({
            llm: llmRunSettings(flags, io),
            judge: { judges: flags.judges, judgeModel: flags.judgeModel },
            ab: {
                env: io.env,
                model: flags.model,
                judgeModel: flags.judgeModel,
                runs: flags.abRuns,
                seed: flags.seed
            },
            harness: harnessSettings(flags),
            monteCarlo: monteCarloSettings(flags, {
                model: flags.model,
                judgeModel: flags.judgeModel,
                seed: flags.seed
            }),
            securityReview: { model: flags.judgeModel?.split(',')[0]?.trim() || undefined }
        }),
        // The Action's default gate: a re-validation carries each skill's gate on with its results.
        gate: {
            failOn: 'error',
            onLayerError: flags.onLayerError,
            multiplicity: flags.multiplicity,
            securityGate: DEFAULT_SECURITY_GATE
        },
        exclude: flags.exclude
    }, io);
    if (flags.dryRun === true)
        return EXIT_OK;
    await writeReport(flags.out, report);
    const models = [...modelsWithResults(report)].sort();
    io.stdout.write(`${neutralise(`Baseline written to ${flags.out}: ${report.skills.length} skill(s), results on ${models.join(', ') || 'no model'}.`)}\nCommit it and give its path to the re-validation workflow's \`baseline\` input (with: baseline: ${neutralise(flags.out)}).\n`);
    const failed = report.skills.filter((s) => failedLayers(s).length > 0);
    for (const skill of failed) {
        const layers = failedLayers(skill).map((l) => `${l.layer}: ${l.reason ?? l.status}`);
        io.stderr.write(`skill-ci: ${neutralise(displayPath(skill))} has no result from ${neutralise(layers.join('; '))}\n`);
    }
    return failed.length > 0 ? EXIT_GATE_FAILED : EXIT_OK;
}
function registerBaselineCommand(program, io, setExit) {
    const baseline = program
        .command('baseline')
        .description('write the first committed re-validation baseline: the costly layers a re-validation runs, as a report file')
        .argument('<paths...>', 'skill folders or folders containing skills (as the Action’s path)')
        .option('--out <file>', 'where to write the baseline report', DEFAULT_BASELINE_FILE);
    addRenamedOption(baseline, new Option('--revalidate-layers <list>', `the layers to measure, comma-separated: ${REQUEST_KEYS.join(', ')}`)
        .argParser(layerList)
        .default([...DEFAULT_LAYERS]), '--layers <list>');
    baseline
        .option('--model <id>', 'agent model of the A/B and activation runs: an id or haiku|sonnet|opus', DEFAULT_AGENT_MODEL)
        .option('--judge-model <id>', 'judge model(s), comma-separated to vary by judge')
        .option('--judges <n>', 'independent LLM judges per assessment (1–5)', number(1, 5, true), 1);
    addRenamedOption(baseline, new Option('--ab-runs <n>', 'A/B run pairs per scenario (1–50)')
        .argParser(number(1, 50, true))
        .default(AB_DEFAULTS.runs), '--runs <n>');
    baseline.option('--seed <n>', 'seed of every random choice (recorded in the report)', number(0, 2 ** 31 - 1, true));
    addNoCacheOption(addBudgetOptions(addExcludeOption(addHarnessOptions(addTriggerOptions(baseline))), DEFAULT_CACHE_DIR)).action(async (paths, flags) => {
        setExit(await runBaseline(paths, flags, io));
    });
}

export { DEFAULT_BASELINE_FILE, registerBaselineCommand };
