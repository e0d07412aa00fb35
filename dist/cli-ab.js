import { createRequire as __requireBuiltinOf } from 'node:module';
const __requireBuiltin = __requireBuiltinOf(import.meta.url);
import { O as Option, a as addRenamedOption } from './cli-renamed-options.js';
import { A as AB_DEFAULTS, J as JUDGE_MODES } from './cli-defaults.js';
import { D as DEFAULT_CACHE_DIR } from './cli-cache.js';
import './cli-model-list.js';
import './cli-pricing.js';
import { D as DEFAULT_AGENT_MODEL } from './cli-models.js';

import './cli-improve.js';
import { n as number, f as formatOption, r as refuseTogether, b as addNoCacheOption, c as addBudgetOptions, d as addExcludeOption, e as addShardOption, g as addHarnessOptions, h as harnessSettings, l as llmRunSettings, D as DEFAULT_CLI_MAX_USD, i as abResultOf } from './cli-options.js';
import './cli-text2.js';
import { a as abVerdictLine, b as abTestsLine, c as abRoundsLine, d as abActivationLines, e as abJudgeLines, f as abBlock } from './cli-monte-carlo.js';
import { r as runLayerCommand } from './cli-layer-command.js';
import { U as UNCONFINED_SHELL_WARNING } from './cli-shell.js';








import './cli-errors.js';

import './cli-schemas.js';
import './cli-elo-meaning.js';
import './cli-elo.js';
import './cli-bootstrap.js';
import './cli-descriptive.js';
import './cli-mdast.js';
import './cli-index.js';
import './cli-blank-line.js';
import './cli-syntax.js';
import './cli-index2.js';
import './cli-index3.js';
import './cli-phrases.js';


import './cli-advice.js';
import './cli-discover.js';
import './cli-file-names.js';
import './cli-api-key.js';
import './cli-engine.js';
import './cli-heap.js';

// `skill-ci ab <paths…>`: the with-vs-without A/B run on skills that have an eval file, planned
// by the same planner as the Action; the transcripts of every run go to the results folder.
/** The A/B verdict, its reason, tests, activation and judge notes. */
const AB_VIEW = {
    layer: 'ab',
    block: (skill) => {
        const result = abResultOf(skill.layers.ab);
        return result === undefined ? undefined : abBlock(result);
    },
    lines: (skill) => {
        const result = abResultOf(skill.layers.ab);
        if (result === undefined)
            return undefined;
        return [
            abVerdictLine(result),
            result.reason,
            abTestsLine(result),
            ...(abRoundsLine(result) ?? []),
            ...abActivationLines(result),
            ...abJudgeLines(result),
            ...result.notes
        ];
    }
};
const AB_COMMAND = {
    name: 'ab',
    key: 'ab',
    what: 'the A/B run',
    view: AB_VIEW,
    concurrency: 1
};
function runAb(paths, flags, io) {
    if (flags.allowShell === true)
        io.stderr.write(`skill-ci: ${UNCONFINED_SHELL_WARNING}\n`);
    return runLayerCommand(paths, flags, io, AB_COMMAND, () => ({
        llm: llmRunSettings(flags, io),
        judge: { judges: 1 },
        monteCarlo: { model: flags.model },
        harness: harnessSettings(flags),
        ab: {
            env: io.env,
            model: flags.model,
            judgeModel: flags.judgeModel,
            runs: flags.abRuns,
            judgeMode: flags.abJudgeMode,
            minImprovement: flags.abMinImprovement,
            confidenceLevel: flags.confidenceLevel,
            requireSignificance: flags.abRequireSignificance,
            requireCompletion: flags.abRequireCompletion,
            requireHelps: flags.requireHelps === true,
            intervalMethod: flags.interval,
            seed: flags.seed,
            allowShell: flags.allowShell === true,
            concurrency: flags.concurrency,
            ...(flags.resultsDir === false ? {} : { resultsDir: flags.resultsDir })
        }
    }));
}
function registerAbCommand(program, io, setExit) {
    const ab = program.command('ab');
    const renamed = (option, oldFlags) => addRenamedOption(ab, option, oldFlags);
    ab.description('with-vs-without A/B: does the skill help on its tests/eval.yaml scenarios?').argument('<paths...>', 'skill folders or folders containing skills');
    renamed(new Option('--ab-runs <n>', 'run pairs per scenario (1–50)')
        .argParser(number(1, 50, true))
        .default(AB_DEFAULTS.runs), '--runs <n>');
    ab.option('--model <id>', 'agent model: an id or haiku|sonnet|opus', DEFAULT_AGENT_MODEL).option('--judge-model <id>', 'judge model (default: a different family from the agent)');
    renamed(new Option('--ab-judge-mode <mode>', 'judging')
        .choices(JUDGE_MODES)
        .default(AB_DEFAULTS.judgeMode), '--judge-mode <mode>');
    renamed(new Option('--ab-min-improvement <x>', 'decision margin m (0–1)')
        .argParser(number(0, 1))
        .default(AB_DEFAULTS.minImprovement), '--min-improvement <x>');
    renamed(new Option('--no-ab-require-significance', 'legacy rule: improvement ≥ m is enough to say "helps"'), '--no-require-significance');
    renamed(new Option('--no-ab-require-completion', 'do not fail the gate when completion regresses'), '--no-require-completion');
    renamed(new Option('--junit-path <path>', 'also write JUnit XML (a testcase per scenario and per verdict)'), '--junit <path>');
    ab.option('--confidence-level <x>', 'interval level (0.5–0.999)', number(0.5, 0.999), AB_DEFAULTS.confidenceLevel)
        .option('--require-helps', 'fail the gate unless the verdict is "helps"')
        .addOption(new Option('--interval <method>', 'interval method')
        .choices(['studentized', 'percentile'])
        .default(AB_DEFAULTS.intervalMethod))
        .option('--seed <n>', 'seed of every random choice (recorded)', number(0, 2 ** 31 - 1, true))
        .option('--allow-shell', 'give the agent a bash tool: unconfined (it can read what your user can), scrubbed environment, timeout')
        .option('--results-dir <dir>', 'folder for one redacted markdown transcript per run', AB_DEFAULTS.resultsDir)
        .option('--no-results-dir', 'write no transcripts')
        .option('--concurrency <n>', 'agent runs in flight (1–32)', number(1, 32, true), AB_DEFAULTS.concurrency)
        .addOption(formatOption(['text', 'json', 'markdown']));
    refuseTogether(ab, 'results-dir', 'no-results-dir');
    addNoCacheOption(addBudgetOptions(addExcludeOption(addShardOption(addHarnessOptions(ab))), DEFAULT_CACHE_DIR, {
        maxUsd: DEFAULT_CLI_MAX_USD
    })).action(async (paths, flags) => {
        setExit(await runAb(paths, flags, io));
    });
}

export { registerAbCommand };
