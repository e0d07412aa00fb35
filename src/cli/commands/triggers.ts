// `skill-ci triggers <paths…>`: the activation layer alone. Does the agent load each skill when
// it should, and leave it alone when it should not? Real Skill tool calls of the agent loop,
// sequential rounds until the intervals are narrow enough, planned by the same planner as the
// Action; generated trigger sets go to the results folder as blocks to commit.
import { Option, type Command } from 'commander'
import { DEFAULT_AGENT_MODEL, DEFAULT_CACHE_DIR } from '../../llm/index.js'
import { monteCarloResultOf } from '../../model/index.js'
import { monteCarloBlock, monteCarloHeadline, monteCarloLines } from '../../report/monte-carlo.js'
import { DEFAULT_EPSILON } from '../../stats/sequential-stopping.js'
import { AB_DEFAULTS } from '../../layers/ab/defaults.js'
import { agentsWithoutAnthropic } from '../../layers/harness.js'
import { refuseTogether } from '../conflicts.js'
import type { CliIo } from '../io.js'
import { addRenamedOption } from '../renamed-options.js'
import {
  runLayerCommand,
  type LayerCommand,
  type LayerCommandFlags,
  type LayerView
} from '../layer-command.js'
import {
  addBudgetOptions,
  DEFAULT_CLI_MAX_USD,
  addExcludeOption,
  addNoCacheOption,
  addShardOption,
  addTriggerOptions,
  formatOption,
  addHarnessOptions,
  harnessSettings,
  llmRunSettings,
  monteCarloSettings,
  number,
  type HarnessFlags,
  type TriggerFlags
} from '../options.js'

interface TriggersFlags extends LayerCommandFlags, TriggerFlags, HarnessFlags {
  runs?: number
  epsilon: number
  model: string
  judgeModel?: string
  seed?: number
  /** false with --no-results-dir. */
  resultsDir: string | false
}

const MC_VIEW: LayerView = {
  layer: 'monte_carlo',
  block: (skill) => {
    const result = monteCarloResultOf(skill.layers.monte_carlo)
    return result === undefined ? undefined : monteCarloBlock(result)
  },
  lines: (skill) => {
    const result = monteCarloResultOf(skill.layers.monte_carlo)
    return result === undefined
      ? undefined
      : [monteCarloHeadline(result), ...monteCarloLines(result)]
  }
}

const MC_COMMAND: LayerCommand = {
  name: 'triggers',
  key: 'monte-carlo',
  what: 'the trigger runs',
  view: MC_VIEW,
  // The skills of one root share their runs: evaluating them at once costs nothing more.
  concurrency: 8,
  // Agents that all talk to other providers need no Anthropic key for authored trigger prompts.
  runsWithoutAnthropicKey: (settings) => agentsWithoutAnthropic(settings.harness, settings.llm)
}

function runTriggers(paths: string[], flags: TriggersFlags, io: CliIo): Promise<number> {
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
  }))
}

export function registerTriggersCommand(
  program: Command,
  io: CliIo,
  setExit: (code: number) => void
): void {
  const triggers = program
    .command('triggers')
    .description(
      'activation: does the agent load each skill (a real Skill tool call) when it should, and only then?'
    )
    .argument('<paths...>', 'skill folders or folders containing skills')
    .option(
      '--runs <n>',
      'runs per prompt at most (rounds; default: the deep cap of 50 runs per skill)',
      number(1, 100, true)
    )
    .option(
      '--epsilon <x>',
      'a prompt set stops once its rate is known within ±x (or, with a gate threshold, once the gate is decided)',
      number(0.01, 0.5),
      DEFAULT_EPSILON
    )
    .option('--model <id>', 'agent model: an id or haiku|sonnet|opus', DEFAULT_AGENT_MODEL)
    .option('--judge-model <id>', 'model that writes trigger sets for skills without one')
    .option('--seed <n>', 'seed of the catalogue order (recorded)', number(0, 2 ** 31 - 1, true))
    .option(
      '--results-dir <dir>',
      'folder for generated trigger sets (ready-to-commit triggers: blocks)',
      AB_DEFAULTS.resultsDir
    )
    .option('--no-results-dir', 'write no generated trigger sets')
  addRenamedOption(
    triggers,
    new Option(
      '--junit-path <path>',
      'also write JUnit XML (a testcase per trigger prompt and per skill)'
    ),
    '--junit <path>'
  )
  triggers.addOption(formatOption(['text', 'json', 'markdown']))
  addExcludeOption(addShardOption(addHarnessOptions(addTriggerOptions(triggers))))
  refuseTogether(triggers, 'results-dir', 'no-results-dir')
  addNoCacheOption(
    addBudgetOptions(triggers, DEFAULT_CACHE_DIR, { maxUsd: DEFAULT_CLI_MAX_USD })
  ).action(async (paths: string[], flags: TriggersFlags) => {
    setExit(await runTriggers(paths, flags, io))
  })
}
