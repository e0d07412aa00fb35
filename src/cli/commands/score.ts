// `skill-ci score <paths…>`: every layer the depth asks for, planned by the same planner as the
// Action, printed as text, JSON, markdown or PluginEval's own format.
import { Option, type Command } from 'commander'
import { DEFAULT_AGENT_MODEL, DEFAULT_CACHE_DIR } from '../../llm/index.js'
import {
  displayPath,
  BadgeSchema,
  DepthSchema,
  type Badge,
  type Depth,
  type RunReport
} from '../../model/index.js'
import { renderSummary } from '../../report/markdown.js'
import { neutralise, neutraliseJson } from '../../report/neutralise.js'
import { resolveApiKey } from '../../llm/index.js'
import type { PlanRequest } from '../../plan.js'
import { runEngine } from '../engine.js'
import { renderPluginEval } from '../formats/plugineval.js'
import { terminalStyle } from '../formats/style.js'
import { renderText } from '../formats/text.js'
import { EXIT_GATE_FAILED, EXIT_OK, type CliIo } from '../io.js'
import {
  addBudgetOptions,
  addCommonOptions,
  addTriggerOptions,
  addHarnessOptions,
  harnessSettings,
  monteCarloSettings,
  llmRunSettings,
  number,
  specOptions,
  type CommonOptions,
  type HarnessFlags,
  type LlmFlags,
  type TriggerFlags,
  formatOption
} from '../options.js'
import { progressPrinter } from '../progress.js'

interface ScoreOptions extends CommonOptions, LlmFlags, TriggerFlags, HarnessFlags {
  depth: Depth
  format: 'text' | 'json' | 'markdown' | 'plugineval'
  threshold?: number
  minBadge?: Badge
  verbose?: boolean
  judges: number
  model?: string
  judgeModel?: string
}

export function exitCodeOf(report: RunReport): number {
  return report.summary.gate.passed ? EXIT_OK : EXIT_GATE_FAILED
}

/** Machine-readable formats keep stdout clean; say on stderr why the exit code is 1. */
export function reportGateOnStderr(report: RunReport, io: CliIo): void {
  if (report.summary.gate.passed) return
  io.stderr.write(`skill-ci: gate failed\n`)
  for (const reason of report.summary.gate.reasons) io.stderr.write(`  - ${neutralise(reason)}\n`)
}

/** PluginEval prints the path as given; a skill found inside a given folder gets its subpath. */
function pluginEvalPath(skill: RunReport['skills'][number]): string {
  return skill.path === '.' && skill.root !== undefined ? skill.root : displayPath(skill)
}

function print(report: RunReport, options: ScoreOptions, io: CliIo): void {
  switch (options.format) {
    case 'json':
      io.stdout.write(neutraliseJson(JSON.stringify(report, null, 2)) + '\n')
      break
    case 'plugineval':
      io.stdout.write(
        renderPluginEval(report, { pathOf: pluginEvalPath, concurrency: options.concurrency })
      )
      for (const skill of report.skills.filter((s) => s.composite === null)) {
        io.stderr.write(
          `skill-ci: ${neutralise(displayPath(skill))} could not be scored: ${neutralise(skill.errors.map((e) => e.message).join('; '))}\n`
        )
      }
      break
    case 'markdown':
      io.stdout.write(renderSummary(report, { checkName: 'skill-ci' }))
      break
    default:
      io.stdout.write(
        renderText(report, terminalStyle(io.stdout.isTTY === true, io.env), {
          verbose: options.verbose === true
        })
      )
      return
  }
  reportGateOnStderr(report, io)
}

/** The plan request of `score`: the layers of `--depth`. */
export function scorePlanRequest(
  options: Pick<ScoreOptions, 'depth' | 'dryRun'>,
  env: NodeJS.ProcessEnv
): PlanRequest {
  return {
    trigger: { kind: 'depth', depth: options.depth },
    hasApiKey: resolveApiKey(undefined, env) !== undefined,
    noKeyReason: 'no Anthropic API key',
    dryRun: options.dryRun === true
  }
}

async function runScore(paths: string[], options: ScoreOptions, io: CliIo): Promise<number> {
  const report = await runEngine(
    {
      roots: paths,
      request: scorePlanRequest(options, io.env),
      layerSettings: () => ({
        llm: llmRunSettings(options, io.env),
        judge: { judges: options.judges, judgeModel: options.judgeModel },
        ab: { model: options.model ?? DEFAULT_AGENT_MODEL, judgeModel: options.judgeModel },
        harness: harnessSettings(options),
        monteCarlo: monteCarloSettings(options, {
          model: options.model ?? DEFAULT_AGENT_MODEL,
          judgeModel: options.judgeModel,
          depth: options.depth
        })
      }),
      gate: {
        threshold: options.threshold,
        minBadge: options.minBadge,
        failOn: options.failOn,
        onLayerError: options.onLayerError,
        multiplicity: options.multiplicity
      },
      spec: specOptions(options),
      concurrency: options.concurrency,
      // Static scoring takes milliseconds per skill; only the costly layers make a run long.
      onProgress: options.depth !== 'quick' ? progressPrinter(io.stderr) : undefined
    },
    io
  )
  print(report, options, io)
  return exitCodeOf(report)
}

export function registerScoreCommand(
  program: Command,
  io: CliIo,
  setExit: (code: number) => void
): void {
  const score = program
    .command('score')
    .description('score skills: a skill folder, or any folder containing skills')
    .argument('<paths...>', 'skill folders or folders containing skills')
    .addOption(
      new Option('--depth <depth>', 'evaluation depth')
        .choices(DepthSchema.options)
        .default('quick')
    )
    .addOption(formatOption(['text', 'json', 'markdown', 'plugineval']))
    .option('--threshold <n>', 'fail when a composite is below n (0–100)', number(0, 100))
    .addOption(
      new Option('--min-badge <badge>', 'fail when a badge is below this one').choices(
        BadgeSchema.options
      )
    )
    .option('-v, --verbose', 'text format: also list notices (size profile, portability)')
  addCommonOptions(score, 'error')
  score
    .option('--judges <n>', 'independent LLM judges per assessment (1–5)', number(1, 5, true), 1)
    .option(
      '--model <id>',
      'agent model of the Monte Carlo trigger runs: an id or haiku|sonnet|opus'
    )
    .option(
      '--judge-model <id>',
      'judge model(s) for all four assessments, comma-separated to vary by judge'
    )
  addHarnessOptions(addTriggerOptions(score))
  addBudgetOptions(score, DEFAULT_CACHE_DIR)
  score.action(async (paths: string[], options: ScoreOptions) => {
    setExit(await runScore(paths, options, io))
  })
}
