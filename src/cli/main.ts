// The `skill-ci` command line: argv in, report on stdout, exit code out. Everything the process
// touches (streams, environment) comes in through `io`, so tests drive main() directly.
import path from 'node:path'
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander'
import packageJson from '../../package.json' with { type: 'json' }
import { renderSummary } from '../report/markdown.js'
import { BadgeSchema, type Badge, type Depth, type RunReport } from '../report/model.js'
import {
  RootNotFoundError,
  displayPath,
  resolveRoots,
  runSkillCi,
  type RunOptions
} from '../run.js'
import type { FailOn } from '../scoring/gate.js'
import { UsageError } from './errors.js'
import {
  compareComposites,
  renderComparisonMarkdown,
  renderComparisonText
} from './formats/compare.js'
import { renderPluginEval } from './formats/plugineval.js'
import { terminalStyle } from './formats/style.js'
import { renderText, renderValidateText } from './formats/text.js'
import { addLayerOptions, prepareLayers } from './layers.js'
import { registerAbCommand } from './ab.js'
import { progressPrinter } from './progress.js'

export const EXIT_OK = 0
export const EXIT_GATE_FAILED = 1
export const EXIT_USAGE = 2

export interface OutputStream {
  write(text: string): void
  isTTY?: boolean
}

export interface CliIo {
  stdout: OutputStream
  stderr: OutputStream
  env: NodeJS.ProcessEnv
}

const DEPTHS: Depth[] = ['quick', 'standard', 'deep', 'thorough']
const DEFAULT_CONCURRENCY = 8

interface CommonOptions {
  failOn: FailOn
  unknownFields: 'warn' | 'error'
  allowUnicodeNames?: boolean
  extraAllowedFields: string[]
  concurrency: number
}

interface ScoreOptions extends CommonOptions {
  depth: Depth
  format: 'text' | 'json' | 'markdown' | 'plugineval'
  threshold?: number
  minBadge?: Badge
  verbose?: boolean
}

function parseThreshold(value: string): number {
  const n = Number(value)
  if (value.trim() === '' || !Number.isFinite(n) || n < 0 || n > 100) {
    throw new InvalidArgumentError('expected a number from 0 to 100.')
  }
  return n
}

function parseConcurrency(value: string): number {
  const n = Number(value)
  if (!Number.isInteger(n) || n < 1 || n > 64) {
    throw new InvalidArgumentError('expected a whole number from 1 to 64.')
  }
  return n
}

function addCommonOptions(command: Command, defaultFailOn: FailOn): Command {
  return command
    .addOption(
      new Option('--fail-on <level>', 'spec findings that fail the run')
        .choices(['error', 'warning', 'never'])
        .default(defaultFailOn)
    )
    .addOption(
      new Option('--unknown-fields <level>', 'severity of unknown frontmatter fields')
        .choices(['warn', 'error'])
        .default('warn')
    )
    .option('--allow-unicode-names', 'accept Unicode letters and digits in `name`')
    .option(
      '--extra-allowed-fields <names>',
      'comma-separated frontmatter fields to accept besides the spec and platform fields',
      (value: string) =>
        value
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean),
      []
    )
    .option(
      '--concurrency <n>',
      'skills evaluated at once (1–64)',
      parseConcurrency,
      DEFAULT_CONCURRENCY
    )
}

function specOptions(options: CommonOptions): RunOptions['spec'] {
  return {
    unknownFields: options.unknownFields,
    allowUnicodeNames: options.allowUnicodeNames === true,
    extraAllowedFields: options.extraAllowedFields
  }
}

/** Runs the pipeline, mapping "path not found" and "no skills" to usage errors. */
async function scoreRoots(options: RunOptions): Promise<RunReport> {
  let report: RunReport
  try {
    report = await runSkillCi(options)
  } catch (error) {
    if (error instanceof RootNotFoundError) throw new UsageError(error.message)
    throw error
  }
  if (report.skills.length === 0) {
    throw new UsageError(`no SKILL.md found under ${options.roots.join(', ')}`)
  }
  return report
}

function exitCodeOf(report: RunReport): number {
  return report.summary.gate.passed ? EXIT_OK : EXIT_GATE_FAILED
}

/** Machine-readable formats keep stdout clean; say on stderr why the exit code is 1. */
function reportGateOnStderr(report: RunReport, io: CliIo): void {
  if (report.summary.gate.passed) return
  io.stderr.write(`skill-ci: gate failed\n`)
  for (const reason of report.summary.gate.reasons) io.stderr.write(`  - ${reason}\n`)
}

/** PluginEval prints the path as given; a skill found inside a given folder gets its subpath. */
function pluginEvalPath(skill: RunReport['skills'][number]): string {
  return skill.path === '.' && skill.root !== undefined ? skill.root : displayPath(skill)
}

async function runScore(paths: string[], options: ScoreOptions, io: CliIo): Promise<number> {
  // A mistyped path is reported before any LLM estimate or setup.
  await resolveRoots(paths).catch((error: unknown) => {
    throw error instanceof RootNotFoundError ? new UsageError(error.message) : error
  })
  const plan = await prepareLayers({
    depth: options.depth,
    options: options as unknown as Record<string, unknown>,
    env: io.env,
    roots: paths
  })
  const { layers } = plan
  for (const line of plan.notices) io.stderr.write(`skill-ci: ${line}\n`)
  const scored = await scoreRoots({
    roots: paths,
    depth: options.depth,
    gate: { threshold: options.threshold, minBadge: options.minBadge, failOn: options.failOn },
    spec: specOptions(options),
    layers,
    concurrency: options.concurrency,
    // Static scoring takes milliseconds per skill; only the costly layers make a run long.
    onProgress: layers.length > 0 ? progressPrinter(io.stderr) : undefined
  })
  const { report, notices } = plan.finish(scored)
  for (const line of notices) io.stderr.write(`skill-ci: ${line}\n`)
  switch (options.format) {
    case 'json':
      io.stdout.write(JSON.stringify(report, null, 2) + '\n')
      reportGateOnStderr(report, io)
      break
    case 'plugineval':
      io.stdout.write(
        renderPluginEval(report, { pathOf: pluginEvalPath, concurrency: options.concurrency })
      )
      for (const skill of report.skills.filter((s) => s.composite === null)) {
        io.stderr.write(
          `skill-ci: ${displayPath(skill)} could not be scored: ${skill.errors.map((e) => e.message).join('; ')}\n`
        )
      }
      reportGateOnStderr(report, io)
      break
    case 'markdown':
      io.stdout.write(renderSummary(report, { checkName: 'skill-ci' }))
      reportGateOnStderr(report, io)
      break
    default:
      io.stdout.write(
        renderText(report, terminalStyle(io.stdout.isTTY === true, io.env), {
          verbose: options.verbose === true
        })
      )
  }
  return exitCodeOf(report)
}

async function runValidate(
  paths: string[],
  options: CommonOptions & { format: 'text' | 'json' },
  io: CliIo
): Promise<number> {
  const report = await scoreRoots({
    roots: paths,
    depth: 'quick',
    gate: { failOn: options.failOn },
    spec: specOptions(options),
    concurrency: options.concurrency
  })
  if (options.format === 'json') {
    io.stdout.write(JSON.stringify(report, null, 2) + '\n')
    reportGateOnStderr(report, io)
  } else {
    io.stdout.write(renderValidateText(report, terminalStyle(io.stdout.isTTY === true, io.env)))
  }
  return exitCodeOf(report)
}

async function scoreOne(root: string, options: CommonOptions): Promise<RunReport['skills'][0]> {
  const report = await scoreRoots({
    roots: [root],
    depth: 'quick',
    gate: { failOn: 'never' },
    spec: specOptions(options),
    concurrency: options.concurrency
  })
  if (report.skills.length !== 1) {
    throw new UsageError(
      `${root} contains ${report.skills.length} skills; compare needs one skill folder on each side`
    )
  }
  return report.skills[0]
}

/** Column labels: the folder names, or A/B-prefixed when both folders have the same name. */
export function compareLabels(a: string, b: string): { a: string; b: string } {
  const nameA = path.basename(path.resolve(a))
  const nameB = path.basename(path.resolve(b))
  return nameA === nameB ? { a: `A: ${nameA}`, b: `B: ${nameB}` } : { a: nameA, b: nameB }
}

async function runCompare(
  a: string,
  b: string,
  options: CommonOptions & { format: 'text' | 'json' | 'markdown' },
  io: CliIo
): Promise<number> {
  const [skillA, skillB] = [await scoreOne(a, options), await scoreOne(b, options)]
  if (!skillA.composite || !skillB.composite) {
    for (const [label, skill] of [
      [a, skillA],
      [b, skillB]
    ] as const) {
      for (const e of skill.errors) io.stderr.write(`skill-ci: ${label}: ${e.message}\n`)
    }
    return EXIT_GATE_FAILED
  }
  const rows = compareComposites(skillA.composite, skillB.composite)
  const labels = compareLabels(a, b)
  if (options.format === 'json') {
    io.stdout.write(JSON.stringify({ a: skillA, b: skillB, rows }, null, 2) + '\n')
  } else if (options.format === 'markdown') {
    io.stdout.write(renderComparisonMarkdown(labels, rows))
  } else {
    io.stdout.write(
      renderComparisonText(labels, rows, terminalStyle(io.stdout.isTTY === true, io.env))
    )
  }
  return EXIT_OK
}

function buildProgram(io: CliIo, setExit: (code: number) => void): Command {
  const program = new Command('skill-ci')
    .description('Score agent skills (SKILL.md folders) the way PluginEval does, and gate on it.')
    .version(packageJson.version)
    .exitOverride()
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text)
    })
    .showHelpAfterError('(run with --help for usage)')

  const score = program
    .command('score')
    .description('score skills: a skill folder, or any folder containing skills')
    .argument('<paths...>', 'skill folders or folders containing skills')
    .addOption(new Option('--depth <depth>', 'evaluation depth').choices(DEPTHS).default('quick'))
    .addOption(
      new Option('--format <format>', 'output format')
        .choices(['text', 'json', 'markdown', 'plugineval'])
        .default('text')
    )
    .option('--threshold <n>', 'fail when a composite is below n (0–100)', parseThreshold)
    .addOption(
      new Option('--min-badge <badge>', 'fail when a badge is below this one').choices(
        BadgeSchema.options
      )
    )
    .option('-v, --verbose', 'text format: also list notices (size profile, portability)')
  addCommonOptions(score, 'error')
  addLayerOptions(score)
  score.action(async (paths: string[], options: ScoreOptions) => {
    setExit(await runScore(paths, options, io))
  })

  const validate = program
    .command('validate')
    .description('check skills against the agentskills.io spec (findings only, no scores)')
    .argument('<paths...>', 'skill folders or folders containing skills')
    .addOption(
      new Option('--format <format>', 'output format').choices(['text', 'json']).default('text')
    )
  addCommonOptions(validate, 'error')
  validate.action(async (paths: string[], options: CommonOptions & { format: 'text' | 'json' }) => {
    setExit(await runValidate(paths, options, io))
  })

  const compare = program
    .command('compare')
    .description('compare two skills dimension by dimension (quick depth)')
    .argument('<a>', 'first skill folder')
    .argument('<b>', 'second skill folder')
    .addOption(
      new Option('--format <format>', 'output format')
        .choices(['text', 'json', 'markdown'])
        .default('text')
    )
  addCommonOptions(compare, 'never')
  compare.action(
    async (
      a: string,
      b: string,
      options: CommonOptions & { format: 'text' | 'json' | 'markdown' }
    ) => {
      setExit(await runCompare(a, b, options, io))
    }
  )
  registerAbCommand(program, io, setExit)
  return program
}

/** Runs the CLI with user arguments (no `node` / script prefix) and returns the exit code. */
export async function main(argv: string[], io: CliIo): Promise<number> {
  let exitCode = EXIT_OK
  const program = buildProgram(io, (code) => {
    exitCode = code
  })
  try {
    await program.parseAsync(argv, { from: 'user' })
    return exitCode
  } catch (error) {
    if (error instanceof CommanderError) {
      // --help and --version end through exitOverride with exit code 0.
      return error.exitCode === 0 ? EXIT_OK : EXIT_USAGE
    }
    if (error instanceof UsageError) {
      io.stderr.write(`skill-ci: ${error.message}\n`)
      return EXIT_USAGE
    }
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error)
    io.stderr.write(`skill-ci: internal error: ${message}\n`)
    return EXIT_GATE_FAILED
  }
}
