// `skill-ci ab <paths…>`: the with-vs-without A/B run on skills that have an eval file, planned
// by the same planner as the Action; the transcripts of every run go to the results folder.
import { Option, type Command } from 'commander'
import { AB_DEFAULTS, JUDGE_MODES, type JudgeMode } from '../../layers/ab/defaults.js'
import { DEFAULT_AGENT_MODEL, DEFAULT_CACHE_DIR } from '../../llm/index.js'
import { abResultOf } from '../../model/index.js'
import {
  abActivationLines,
  abBlock,
  abJudgeLines,
  abRoundsLine,
  abTestsLine,
  abVerdictLine
} from '../../report/ab.js'
import type { IntervalMethod } from '../../stats/ab-verdict.js'
import {
  runLayerCommand,
  type LayerCommand,
  type LayerCommandFlags,
  type LayerView
} from '../layer-command.js'
import { UNCONFINED_SHELL_WARNING } from '../../agent/shell.js'
import { refuseTogether } from '../conflicts.js'
import type { CliIo } from '../io.js'
import { addRenamedOption } from '../renamed-options.js'
import {
  addBudgetOptions,
  DEFAULT_CLI_MAX_USD,
  addExcludeOption,
  addNoCacheOption,
  addShardOption,
  formatOption,
  addHarnessOptions,
  harnessSettings,
  llmRunSettings,
  number,
  type HarnessFlags
} from '../options.js'

/** The flags named like the Action's `ab-*` inputs (their old spellings are hidden aliases). */
interface AbFlags extends LayerCommandFlags, HarnessFlags {
  abRuns: number
  model: string
  judgeModel?: string
  abJudgeMode: JudgeMode
  abMinImprovement: number
  confidenceLevel: number
  abRequireSignificance: boolean
  abRequireCompletion: boolean
  requireHelps?: boolean
  interval: IntervalMethod
  seed?: number
  allowShell?: boolean
  /** false with --no-results-dir. */
  resultsDir: string | false
  concurrency: number
}

/** The A/B verdict, its reason, tests, activation and judge notes. */
const AB_VIEW: LayerView = {
  layer: 'ab',
  block: (skill) => {
    const result = abResultOf(skill.layers.ab)
    return result === undefined ? undefined : abBlock(result)
  },
  lines: (skill) => {
    const result = abResultOf(skill.layers.ab)
    if (result === undefined) return undefined
    return [
      abVerdictLine(result),
      result.reason,
      abTestsLine(result),
      ...(abRoundsLine(result) ?? []),
      ...abActivationLines(result),
      ...abJudgeLines(result),
      ...result.notes
    ]
  }
}

const AB_COMMAND: LayerCommand = {
  name: 'ab',
  key: 'ab',
  what: 'the A/B run',
  view: AB_VIEW,
  concurrency: 1
}

function runAb(paths: string[], flags: AbFlags, io: CliIo): Promise<number> {
  if (flags.allowShell === true) io.stderr.write(`skill-ci: ${UNCONFINED_SHELL_WARNING}\n`)
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
  }))
}

export function registerAbCommand(
  program: Command,
  io: CliIo,
  setExit: (code: number) => void
): void {
  const ab = program.command('ab')
  const renamed = (option: Option, oldFlags: string) => addRenamedOption(ab, option, oldFlags)
  ab.description(
    'with-vs-without A/B: does the skill help on its tests/eval.yaml scenarios?'
  ).argument('<paths...>', 'skill folders or folders containing skills')
  renamed(
    new Option('--ab-runs <n>', 'run pairs per scenario (1–50)')
      .argParser(number(1, 50, true))
      .default(AB_DEFAULTS.runs),
    '--runs <n>'
  )
  ab.option('--model <id>', 'agent model: an id or haiku|sonnet|opus', DEFAULT_AGENT_MODEL).option(
    '--judge-model <id>',
    'judge model (default: a different family from the agent)'
  )
  renamed(
    new Option('--ab-judge-mode <mode>', 'judging')
      .choices(JUDGE_MODES)
      .default(AB_DEFAULTS.judgeMode),
    '--judge-mode <mode>'
  )
  renamed(
    new Option('--ab-min-improvement <x>', 'decision margin m (0–1)')
      .argParser(number(0, 1))
      .default(AB_DEFAULTS.minImprovement),
    '--min-improvement <x>'
  )
  renamed(
    new Option(
      '--no-ab-require-significance',
      'legacy rule: improvement ≥ m is enough to say "helps"'
    ),
    '--no-require-significance'
  )
  renamed(
    new Option('--no-ab-require-completion', 'do not fail the gate when completion regresses'),
    '--no-require-completion'
  )
  renamed(
    new Option(
      '--junit-path <path>',
      'also write JUnit XML (a testcase per scenario and per verdict)'
    ),
    '--junit <path>'
  )
  ab.option(
    '--confidence-level <x>',
    'interval level (0.5–0.999)',
    number(0.5, 0.999),
    AB_DEFAULTS.confidenceLevel
  )
    .option('--require-helps', 'fail the gate unless the verdict is "helps"')
    .addOption(
      new Option('--interval <method>', 'interval method')
        .choices(['studentized', 'percentile'])
        .default(AB_DEFAULTS.intervalMethod)
    )
    .option('--seed <n>', 'seed of every random choice (recorded)', number(0, 2 ** 31 - 1, true))
    .option(
      '--allow-shell',
      'give the agent a bash tool: unconfined (it can read what your user can), scrubbed environment, timeout'
    )
    .option(
      '--results-dir <dir>',
      'folder for one redacted markdown transcript per run',
      AB_DEFAULTS.resultsDir
    )
    .option('--no-results-dir', 'write no transcripts')
    .option(
      '--concurrency <n>',
      'agent runs in flight (1–32)',
      number(1, 32, true),
      AB_DEFAULTS.concurrency
    )
    .addOption(formatOption(['text', 'json', 'markdown']))
  refuseTogether(ab, 'results-dir', 'no-results-dir')
  addNoCacheOption(
    addBudgetOptions(addExcludeOption(addShardOption(addHarnessOptions(ab))), DEFAULT_CACHE_DIR, {
      maxUsd: DEFAULT_CLI_MAX_USD
    })
  ).action(async (paths: string[], flags: AbFlags) => {
    setExit(await runAb(paths, flags, io))
  })
}
