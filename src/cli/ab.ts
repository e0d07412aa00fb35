// `skill-ci ab <paths…>`: the with-vs-without A/B run on skills that have an eval file.
import { InvalidArgumentError, Option, type Command } from 'commander'
import packageJson from '../../package.json' with { type: 'json' }
import { planAbCalls } from '../layers/ab/plan.js'
import { abScenarioMarkdown, abVerdictLine } from '../layers/ab/report.js'
import { createAbRunner, defaultJudgeModel, type JudgeMode } from '../layers/ab/runner.js'
import {
  createLlm,
  DEFAULT_AGENT_MODEL,
  DEFAULT_CACHE_DIR,
  estimateCalls,
  formatEstimate,
  LlmError
} from '../llm/index.js'
import { AbResultSchema, type RunReport } from '../report/model.js'
import { RootNotFoundError, displayPath, runSkillCi } from '../run.js'
import { discoverSkills } from '../skill/discover.js'
import { loadEvalFile } from '../skill/eval-file.js'
import type { EvalSuite } from '../skill/eval/schema.js'
import type { IntervalMethod } from '../stats/ab-verdict.js'
import { UsageError } from './errors.js'
import type { CliIo } from './main.js'

interface AbFlags {
  runs: number
  model: string
  judgeModel?: string
  judgeMode: JudgeMode
  minImprovement: number
  confidenceLevel: number
  requireSignificance: boolean
  requireCompletion: boolean
  interval: IntervalMethod
  seed?: number
  allowShell?: boolean
  maxUsd?: number
  maxCalls?: number
  cacheDir: string
  cache: boolean
  dryRun?: boolean
  resultsDir?: string
  concurrency: number
  format: 'text' | 'json' | 'markdown'
}

const number =
  (min: number, max: number, integer = false) =>
  (value: string) => {
    const n = Number(value)
    if (
      value.trim() === '' ||
      !Number.isFinite(n) ||
      n < min ||
      n > max ||
      (integer && !Number.isInteger(n))
    ) {
      throw new InvalidArgumentError(
        `expected a ${integer ? 'whole number' : 'number'} from ${min} to ${max}.`
      )
    }
    return n
  }

async function suitesUnder(roots: string[]): Promise<EvalSuite[]> {
  const suites: EvalSuite[] = []
  for (const root of roots) {
    for (const dir of (await discoverSkills(root)).dirs) {
      const loaded = await loadEvalFile(dir)
      if (loaded.ok === true) suites.push(loaded.suite)
    }
  }
  return suites
}

function render(report: RunReport, format: AbFlags['format']): string {
  if (format === 'json') return `${JSON.stringify(report, null, 2)}\n`
  const out: string[] = []
  for (const skill of report.skills) {
    const name = displayPath(skill)
    const record = skill.layers.ab
    const parsed = AbResultSchema.safeParse(record)
    if (parsed.success) {
      out.push(abVerdictLine(name, parsed.data))
      for (const note of parsed.data.notes) out.push(`  note: ${note}`)
      if (format === 'markdown') out.push('', abScenarioMarkdown(parsed.data), '')
    } else {
      out.push(
        `${name}: ${record?.status ?? 'not run'}${record?.reason ? ` (${record.reason})` : ''}`
      )
    }
    for (const e of skill.errors)
      out.push(`  ${e.file ?? ''}${e.line ? `:${e.line}` : ''} ${e.message}`)
  }
  const gate = report.summary.gate
  out.push(
    gate.passed ? 'gate: passed' : `gate: failed\n${gate.reasons.map((r) => `  - ${r}`).join('\n')}`
  )
  return `${out.join('\n')}\n`
}

async function runAb(paths: string[], flags: AbFlags, io: CliIo): Promise<number> {
  const judgeModel = flags.judgeModel ?? defaultJudgeModel(flags.model)
  const budget = { maxUsd: flags.maxUsd, maxCalls: flags.maxCalls }
  const suites = await suitesUnder(paths).catch((e: unknown) => {
    throw new UsageError((e as Error).message)
  })
  const estimate = estimateCalls(
    planAbCalls(suites, {
      model: flags.model,
      judgeModel,
      runs: flags.runs,
      judgeMode: flags.judgeMode
    }),
    undefined,
    budget
  )
  io.stderr.write(`skill-ci: A/B estimate (upper bound): ${formatEstimate(estimate, budget)}\n`)
  if (flags.dryRun) return 0
  let llm
  try {
    llm = createLlm({
      env: io.env,
      baseURL: io.env.ANTHROPIC_BASE_URL || undefined,
      budget,
      cacheDir: flags.cache ? flags.cacheDir : null,
      toolVersion: packageJson.version
    })
  } catch (e) {
    if (e instanceof LlmError) throw new UsageError(e.message)
    throw e
  }
  const runner = createAbRunner({
    llm,
    model: flags.model,
    judgeModel,
    runs: flags.runs,
    judgeMode: flags.judgeMode,
    minImprovement: flags.minImprovement,
    confidenceLevel: flags.confidenceLevel,
    requireSignificance: flags.requireSignificance,
    requireCompletion: flags.requireCompletion,
    intervalMethod: flags.interval,
    seed: flags.seed,
    allowShell: flags.allowShell === true,
    concurrency: flags.concurrency,
    resultsDir: flags.resultsDir
  })
  let report: RunReport
  try {
    report = await runSkillCi({
      roots: paths,
      depth: 'quick',
      gate: { failOn: 'never' },
      layers: [runner],
      concurrency: 1
    })
  } catch (e) {
    if (e instanceof RootNotFoundError) throw new UsageError(e.message)
    throw e
  }
  io.stdout.write(render(report, flags.format))
  const usage = llm.ledger.summary()
  io.stderr.write(
    `skill-ci: A/B spent $${usage.costUsd.toFixed(4)} in ${usage.calls} calls (${usage.cacheHits} from cache)\n`
  )
  return report.summary.gate.passed ? 0 : 1
}

export function registerAbCommand(
  program: Command,
  io: CliIo,
  setExit: (code: number) => void
): void {
  program
    .command('ab')
    .description('with-vs-without A/B: does the skill help on its tests/eval.yaml scenarios?')
    .argument('<paths...>', 'skill folders or folders containing skills')
    .option('--runs <n>', 'run pairs per scenario (1–50)', number(1, 50, true), 5)
    .option('--model <id>', 'agent model: an id or haiku|sonnet|opus', DEFAULT_AGENT_MODEL)
    .option('--judge-model <id>', 'judge model (default: a different family from the agent)')
    .addOption(
      new Option('--judge-mode <mode>', 'judging')
        .choices(['pairwise', 'independent', 'both'])
        .default('pairwise')
    )
    .option('--min-improvement <x>', 'decision margin m (0–1)', number(0, 1), 0.1)
    .option('--confidence-level <x>', 'interval level (0.5–0.999)', number(0.5, 0.999), 0.95)
    .option('--no-require-significance', 'legacy rule: improvement ≥ m is enough to say "helps"')
    .option('--no-require-completion', 'do not fail the gate when completion regresses')
    .addOption(
      new Option('--interval <method>', 'interval method')
        .choices(['studentized', 'percentile'])
        .default('studentized')
    )
    .option('--seed <n>', 'seed of every random choice (recorded)', number(0, 2 ** 31 - 1, true))
    .option('--allow-shell', 'give the agent a bash tool (scrubbed environment, timeout)')
    .option('--max-usd <usd>', 'hard budget in USD', number(0, 1e6))
    .option('--max-calls <n>', 'hard budget in model calls', number(0, 1e6, true))
    .option('--cache-dir <dir>', 'response cache directory', DEFAULT_CACHE_DIR)
    .option('--no-cache', 'do not read or write the response cache')
    .option('--dry-run', 'print the estimate and make no model call')
    .option('--results-dir <dir>', 'write one markdown transcript per run here')
    .option('--concurrency <n>', 'agent runs in flight (1–32)', number(1, 32, true), 4)
    .addOption(
      new Option('--format <format>', 'output format')
        .choices(['text', 'json', 'markdown'])
        .default('text')
    )
    .action(async (paths: string[], flags: AbFlags) => {
      setExit(await runAb(paths, flags, io))
    })
}
