// `skill-ci score <paths…>`: every layer the depth asks for, planned by the same planner as the
// Action, printed as text, JSON, markdown or PluginEval's own format.
import { Option, type Command } from 'commander'
import { DEFAULT_CACHE_DIR } from '../../llm/cache.js'
import { DEFAULT_AGENT_MODEL } from '../../llm/models.js'
import type { SecurityGate, Badge, Depth, RunReport } from '../../model/index.js'
import { BADGES, DEFAULT_SECURITY_GATE, DEPTHS, SECURITY_GATES } from '../../model/constants.js'
import { displayPath } from '../../model/records.js'
import { DEFAULT_MATCHUPS } from '../../layers/elo/matchups.js'
import { LAYER_REGISTRY } from '../../layers/registry.js'
import { parseAllowList, type AllowEntry } from '../../layers/security/suppress.js'
import { reportJsonPieces } from '../../report/json.js'
import { neutralise } from '../../report/neutralise.js'
import { resolveApiKey } from '../../llm/api-key.js'
import type { PlanRequest } from '../../plan.js'
import { CLI_NO_KEY_REASON, runEngine } from '../engine.js'
import { terminalStyle } from '../formats/style.js'
import { UsageError } from '../errors.js'
import { refuseWithout } from '../conflicts.js'
import { addRenamedOption } from '../renamed-options.js'
import { EXIT_GATE_FAILED, EXIT_OK, type CliIo } from '../io.js'
import {
  addBudgetOptions,
  addNoCacheOption,
  addShardOption,
  addCommonOptions,
  addTriggerOptions,
  addHarnessOptions,
  harnessSettings,
  monteCarloSettings,
  type BudgetDefaults,
  llmRunSettings,
  number,
  specOptions,
  type CommonOptions,
  type HarnessFlags,
  type LlmFlags,
  type ShardFlags,
  type TriggerFlags,
  formatOption,
  pathsArgument
} from '../options.js'

export interface ScoreOptions
  extends CommonOptions, LlmFlags, TriggerFlags, HarnessFlags, ShardFlags {
  depth: Depth
  format: 'text' | 'json' | 'markdown' | 'plugineval' | 'sarif'
  securityGate: SecurityGate
  securityAllow: AllowEntry[]
  securityReview?: boolean
  /** `--fail-under` (the Action's input; `--threshold` is its old spelling). */
  failUnder?: number
  minBadge?: Badge
  verbose?: boolean
  judges: number
  model?: string
  judgeModel?: string
  /** Also rate each skill against a corpus (`--elo`; always on for `certify`). */
  elo?: boolean
  corpus?: string
  minElo?: number
  matchups: number
  seed?: number
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

/** Prints the report in the chosen format (shared with `merge`, which prints a merged run). Each
 * renderer is loaded when its format is asked for: JSON needs none of them. */
export async function printReport(
  report: RunReport,
  options: Pick<ScoreOptions, 'format' | 'verbose' | 'concurrency'>,
  io: CliIo
): Promise<void> {
  switch (options.format) {
    case 'json':
      for (const piece of reportJsonPieces(report)) io.stdout.write(piece)
      break
    case 'plugineval': {
      const { renderPluginEval } = await import('../formats/plugineval.js')
      io.stdout.write(
        renderPluginEval(report, { pathOf: pluginEvalPath, concurrency: options.concurrency })
      )
      for (const skill of report.skills.filter((s) => s.composite === null)) {
        io.stderr.write(
          `skill-ci: ${neutralise(displayPath(skill))} could not be scored: ${neutralise(skill.errors.map((e) => e.message).join('; '))}\n`
        )
      }
      break
    }
    case 'markdown': {
      const { renderSummary } = await import('../../report/markdown.js')
      io.stdout.write(renderSummary(report, { checkName: 'skill-ci' }))
      break
    }
    case 'sarif': {
      const { renderSarif } = await import('../../report/sarif.js')
      const { sarifBase } = await import('../sarif-base.js')
      io.stdout.write(renderSarif(report, sarifBase(report.roots, process.cwd())) + '\n')
      break
    }
    default: {
      const { renderText } = await import('../formats/text.js')
      io.stdout.write(
        renderText(report, terminalStyle(io.stdout.isTTY === true, io.env), {
          verbose: options.verbose === true
        })
      )
      return
    }
  }
  reportGateOnStderr(report, io)
}

/** The plan request of `score`: the layers of `--depth`, and the Elo layer with `--elo`. */
export function scorePlanRequest(
  options: Pick<ScoreOptions, 'depth' | 'dryRun' | 'elo' | 'securityReview'>,
  env: NodeJS.ProcessEnv
): PlanRequest {
  const depthKeys = LAYER_REGISTRY.filter((d) => d.depths.includes(options.depth)).map((d) => d.key)
  return {
    trigger:
      options.elo === true
        ? {
            kind: 'layers',
            layers: [...depthKeys, 'elo', ...(options.securityReview ? ['security' as const] : [])],
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
  }
}

/**
 * Runs `score` (or `certify`, which passes its own plan request and accepts a layer this version
 * lacks: the plan reports it as unavailable, and the rest of the certification runs).
 */
export async function runScore(
  paths: string[],
  options: ScoreOptions,
  io: CliIo,
  certify?: PlanRequest
): Promise<number> {
  if (options.elo === true && options.corpus === undefined) {
    throw new UsageError(
      'the Elo rating needs --corpus <index file or folder of skills> (see `skill-ci init`)'
    )
  }
  // A mistyped or invalid corpus is the caller's mistake: said before any estimate or call.
  if (options.elo === true && options.corpus !== undefined) {
    const { CorpusError, loadCorpus } = await import('../../layers/elo/corpus.js')
    await loadCorpus(options.corpus).catch((error: unknown) => {
      throw error instanceof CorpusError ? new UsageError(error.message) : error
    })
  }
  const report = await runEngine(
    {
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
    },
    io
  )
  await printReport(report, options, io)
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
    .addArgument(pathsArgument())
    .addOption(new Option('--depth <depth>', 'evaluation depth').choices(DEPTHS).default('quick'))
    .option('--elo', 'also rate each skill against a corpus (needs --corpus)')
  addScoringOptions(score)
  // Without --elo nothing reads them (certify always rates, so it takes them alone).
  for (const flag of ['corpus', 'min-elo', 'matchups']) {
    refuseWithout(score, flag, 'elo', 'it is a setting of the Elo rating')
  }
  score.action(async (paths: string[], options: ScoreOptions) => {
    setExit(await runScore(paths, options, io))
  })
}

/** The options `score` and `certify` share after their own. */
export function addScoringOptions(command: Command, budget: BudgetDefaults = {}): void {
  command.addOption(formatOption(['text', 'json', 'markdown', 'plugineval', 'sarif']))
  addRenamedOption(
    command,
    new Option('--fail-under <n>', 'fail when a composite is below n (0–100)').argParser(
      number(0, 100)
    ),
    '--threshold <n>'
  )
  command
    .addOption(
      new Option('--min-badge <badge>', 'fail when a badge is below this one').choices(BADGES)
    )
    .option('-v, --verbose', 'text format: also list notices (size profile, portability)')
    .addOption(
      new Option('--security-gate <severity>', 'security findings at or above this severity fail')
        .choices(SECURITY_GATES)
        .default(DEFAULT_SECURITY_GATE)
    )
    .option(
      '--security-allow <entries>',
      'security findings to allow: comma-separated rule ids, each optionally followed by a space and a path',
      parseAllowList,
      []
    )
    .option(
      '--security-review',
      'also run the LLM security review (one model call per skill; needs ANTHROPIC_API_KEY)'
    )
  addCommonOptions(command, 'error')
  command
    .option('--judges <n>', 'independent LLM judges per assessment (1–5)', number(1, 5, true), 1)
    .option(
      '--model <id>',
      'agent model of the Monte Carlo trigger runs: an id or haiku|sonnet|opus'
    )
    .option(
      '--judge-model <id>',
      'judge model(s) for all four assessments and the Elo matchups, comma-separated to vary by judge'
    )
    .option(
      '--corpus <index|dir>',
      'the corpus to rate against: an index from `skill-ci init` or a folder of skills'
    )
    .option('--min-elo <n>', 'fail when an Elo rating is below n', number(0, 4000))
    .option(
      '--matchups <k>',
      'corpus opponents per skill (2–32)',
      number(2, 32, true),
      DEFAULT_MATCHUPS
    )
    .option(
      '--seed <n>',
      'seed of every random choice (recorded in the report)',
      number(0, 2 ** 31 - 1, true)
    )
  addShardOption(addHarnessOptions(addTriggerOptions(command)))
  addNoCacheOption(addBudgetOptions(command, DEFAULT_CACHE_DIR, budget))
}
