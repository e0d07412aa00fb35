import { createRequire as __requireBuiltinOf } from 'node:module';
const __requireBuiltin = __requireBuiltinOf(import.meta.url);
import { a as addRenamedOption, O as Option } from './cli-renamed-options.js';
import { D as DEFAULT_CACHE_DIR } from './cli-cache.js';
import './cli-model-list.js';
import './cli-pricing.js';
import { D as DEFAULT_AGENT_MODEL } from './cli-models.js';

import { m as monteCarloResultOf } from './cli-improve.js';

import './cli-text2.js';
import { m as monteCarloHeadline, g as monteCarloLines, h as monteCarloBlock } from './cli-monte-carlo.js';
import { D as DEFAULT_EPSILON } from './cli-sequential-stopping.js';
import { A as AB_DEFAULTS } from './cli-defaults.js';
import { agentsWithoutAnthropic } from './cli-harness.js';
import { n as number, f as formatOption, d as addExcludeOption, e as addShardOption, g as addHarnessOptions, j as addTriggerOptions, r as refuseTogether, b as addNoCacheOption, c as addBudgetOptions, m as monteCarloSettings, h as harnessSettings, l as llmRunSettings, D as DEFAULT_CLI_MAX_USD } from './cli-options.js';
import { r as runLayerCommand } from './cli-layer-command.js';







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
import './cli-random.js';
import './cli-api-key.js';
import './cli-llm-error.js';


import './cli-advice.js';
import './cli-discover.js';
import './cli-file-names.js';
import './cli-engine.js';
import './cli-heap.js';

// `skill-ci triggers <paths…>`: the activation layer alone. Does the agent load each skill when
// it should, and leave it alone when it should not? Real Skill tool calls of the agent loop,
// sequential rounds until the intervals are narrow enough, planned by the same planner as the
// Action; generated trigger sets go to the results folder as blocks to commit.
const MC_VIEW = {
    layer: 'monte_carlo',
    block: (skill) => {
        const result = monteCarloResultOf(skill.layers.monte_carlo);
        return result === undefined ? undefined : monteCarloBlock(result);
    },
    lines: (skill) => {
        const result = monteCarloResultOf(skill.layers.monte_carlo);
        return result === undefined
            ? undefined
            : [monteCarloHeadline(result), ...monteCarloLines(result)];
    }
};
const MC_COMMAND = {
    name: 'triggers',
    key: 'monte-carlo',
    what: 'the trigger runs',
    view: MC_VIEW,
    // The skills of one root share their runs: evaluating them at once costs nothing more.
    concurrency: 8,
    // Agents that all talk to other providers need no Anthropic key for authored trigger prompts.
    runsWithoutAnthropicKey: (settings) => agentsWithoutAnthropic(settings.harness, settings.llm)
};
function runTriggers(paths, flags, io) {
    return runLayerCommand(paths, flags, io, MC_COMMAND, () => ({
        llm: llmRunSettings(flags, io),
        judge: { judges: 1 },
        ab: { model: flags.model },
        harness: harnessSettings(flags),
        monteCarlo: monteCarloSettings(flags, {
            model: flags.model,
            judgeModel: flags.judgeModel,
            runs: flags.runs,
            epsilon: flags.epsilon,
            seed: flags.seed,
            ...(flags.resultsDir === false ? {} : { resultsDir: flags.resultsDir })
        })
    }));
}
function registerTriggersCommand(program, io, setExit) {
    const triggers = program
        .command('triggers')
        .description('activation: does the agent load each skill (a real Skill tool call) when it should, and only then?')
        .argument('<paths...>', 'skill folders or folders containing skills')
        .option('--runs <n>', 'runs per prompt at most (rounds; default: the deep cap of 50 runs per skill)', number(1, 100, true))
        .option('--epsilon <x>', 'a prompt set stops once its rate is known within ±x (or, with a gate threshold, once the gate is decided)', number(0.01, 0.5), DEFAULT_EPSILON)
        .option('--model <id>', 'agent model: an id or haiku|sonnet|opus', DEFAULT_AGENT_MODEL)
        .option('--judge-model <id>', 'model that writes trigger sets for skills without one')
        .option('--seed <n>', 'seed of the catalogue order (recorded)', number(0, 2 ** 31 - 1, true))
        .option('--results-dir <dir>', 'folder for generated trigger sets (ready-to-commit triggers: blocks)', AB_DEFAULTS.resultsDir)
        .option('--no-results-dir', 'write no generated trigger sets');
    addRenamedOption(triggers, new Option('--junit-path <path>', 'also write JUnit XML (a testcase per trigger prompt and per skill)'), '--junit <path>');
    triggers.addOption(formatOption(['text', 'json', 'markdown']));
    addExcludeOption(addShardOption(addHarnessOptions(addTriggerOptions(triggers))));
    refuseTogether(triggers, 'results-dir', 'no-results-dir');
    addNoCacheOption(addBudgetOptions(triggers, DEFAULT_CACHE_DIR, { maxUsd: DEFAULT_CLI_MAX_USD })).action(async (paths, flags) => {
        setExit(await runTriggers(paths, flags, io));
    });
}

export { registerTriggersCommand };
