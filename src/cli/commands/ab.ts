// `skill-ci ab <paths…>`: the with-vs-without A/B run on skills that have an eval file, planned
// by the same planner as the Action; the transcripts of every run go to the results folder.
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { Option, type Command } from 'commander'
import { AB_DEFAULTS, JUDGE_MODES, type JudgeMode } from '../../layers/ab/defaults.js'
import { DEFAULT_AGENT_MODEL, DEFAULT_CACHE_DIR, resolveApiKey } from '../../llm/index.js'
import { abResultOf, displayPath, type RunReport, type SkillReport } from '../../model/index.js'
import {
  abActivationLines,
  abBlock,
  abJudgeLines,
  abTestsLine,
  abVerdictLine
} from '../../report/ab.js'
import { renderJUnit } from '../../report/junit.js'
import { neutralise, neutraliseJson } from '../../report/neutralise.js'
import { code, heading, list, paragraph, stringify, text } from '../../report/mdast.js'
import type { IntervalMethod } from '../../stats/ab-verdict.js'
import { runEngine } from '../engine.js'
import { UsageError } from '../errors.js'
import type { CliIo } from '../io.js'
import {
  addBudgetOptions,
  llmRunSettings,
  number,
  type LlmFlags,
  formatOption
} from '../options.js'

interface AbFlags extends LlmFlags {
  runs: number
  model: string
  judgeModel?: string
  judgeMode: JudgeMode
  minImprovement: number
  confidenceLevel: number
  requireSignificance: boolean
  requireCompletion: boolean
  requireHelps?: boolean
  interval: IntervalMethod
  seed?: number
  allowShell?: boolean
  /** false with --no-results-dir. */
  resultsDir: string | false
  concurrency: number
  format: 'text' | 'json' | 'markdown'
  junit?: string
}

/**
 * What went wrong for a skill, one line each: its errors, its error or warning findings, and the
 * eval file's notices (too few scenarios for a verdict: worth knowing before paying for a run).
 */
function problemLines(skill: SkillReport): string[] {
  const where = (file: string | undefined, line: number | undefined) =>
    `${file ?? ''}${line ? `:${line}` : ''}`
  return [
    ...skill.errors.map((e) => `${where(e.file, e.line)} ${e.message}`),
    ...skill.findings
      .filter((f) => f.severity !== 'notice' || f.source === 'eval')
      .map((f) => `${where(f.file, f.line)} ${f.severity} ${f.message} [${f.ruleId}]`)
  ]
}

function statusLine(record: SkillReport['layers']['ab']): string {
  return `${record?.status.replaceAll('_', ' ') ?? 'not run'}${record?.reason ? ` (${record.reason})` : ''}`
}

function renderMarkdown(skill: SkillReport): string {
  const result = abResultOf(skill.layers.ab)
  const problems = problemLines(skill)
  return stringify([
    heading(3, code(displayPath(skill))),
    ...(result !== undefined ? abBlock(result) : [paragraph(text(statusLine(skill.layers.ab)))]),
    ...(problems.length > 0 ? [list(problems.map((line) => [paragraph(text(line))]))] : [])
  ])
}

function renderText(skill: SkillReport): string[] {
  const name = displayPath(skill)
  const result = abResultOf(skill.layers.ab)
  const lines =
    result !== undefined
      ? [
          `${name}: ${abVerdictLine(result)}`,
          ...[
            result.reason,
            abTestsLine(result),
            ...abActivationLines(result),
            ...abJudgeLines(result),
            ...result.notes
          ].map((line) => `  note: ${line}`)
        ]
      : [`${name}: ${statusLine(skill.layers.ab)}`]
  return [...lines, ...problemLines(skill).map((line) => `  ${line}`)].map(neutralise)
}

function render(report: RunReport, format: AbFlags['format']): string {
  if (format === 'json') return `${neutraliseJson(JSON.stringify(report, null, 2))}\n`
  const out =
    format === 'markdown' ? report.skills.map(renderMarkdown) : report.skills.flatMap(renderText)
  const gate = report.summary.gate
  out.push(
    gate.passed
      ? 'gate: passed'
      : `gate: failed\n${gate.reasons.map((r) => `  - ${neutralise(r)}`).join('\n')}`
  )
  return `${out.join('\n')}\n`
}

/**
 * A dry run calls no model, so no layer can fail the gate; but a skill whose eval file is invalid
 * would fail the real run, so the dry run fails it now (printed with its problems, exit 1).
 */
function failInvalidEvalFiles(report: RunReport): RunReport {
  const reasonsOf = (skill: SkillReport): string[] => {
    const n = skill.findings.filter((f) => f.source === 'eval' && f.severity === 'error').length
    return n > 0 ? [`${displayPath(skill)}: invalid eval file (${n} finding(s))`] : []
  }
  const reasons = report.skills.flatMap(reasonsOf)
  if (reasons.length === 0) return report
  const skills = report.skills.map((skill) => {
    const own = reasonsOf(skill)
    const gate = skill.gate ?? { passed: true, reasons: [] }
    if (own.length === 0) return skill
    return { ...skill, gate: { passed: false, reasons: [...gate.reasons, ...own] } }
  })
  const { gate } = report.summary
  return {
    ...report,
    skills,
    summary: {
      ...report.summary,
      failed: skills.filter((s) => s.gate?.passed === false).length,
      gate: { passed: false, reasons: [...gate.reasons, ...reasons] }
    }
  }
}

async function runAb(paths: string[], flags: AbFlags, io: CliIo): Promise<number> {
  const hasApiKey = resolveApiKey(undefined, io.env) !== undefined
  if (!flags.dryRun && !hasApiKey) {
    throw new UsageError('the A/B run needs an Anthropic API key: set ANTHROPIC_API_KEY')
  }
  const ran = await runEngine(
    {
      roots: paths,
      request: {
        trigger: { kind: 'layers', layers: ['ab'], why: 'the ab command' },
        hasApiKey,
        noKeyReason: 'no Anthropic API key',
        dryRun: flags.dryRun === true
      },
      layerSettings: () => ({
        llm: llmRunSettings(flags, io.env),
        judge: { judges: 1 },
        ab: {
          env: io.env,
          model: flags.model,
          judgeModel: flags.judgeModel,
          runs: flags.runs,
          judgeMode: flags.judgeMode,
          minImprovement: flags.minImprovement,
          confidenceLevel: flags.confidenceLevel,
          requireSignificance: flags.requireSignificance,
          requireCompletion: flags.requireCompletion,
          requireHelps: flags.requireHelps === true,
          intervalMethod: flags.interval,
          seed: flags.seed,
          allowShell: flags.allowShell === true,
          concurrency: flags.concurrency,
          ...(flags.resultsDir === false ? {} : { resultsDir: flags.resultsDir })
        }
      }),
      gate: { failOn: 'never', onLayerError: flags.onLayerError, multiplicity: flags.multiplicity },
      concurrency: 1
    },
    io
  )
  const report = flags.dryRun === true ? failInvalidEvalFiles(ran) : ran
  io.stdout.write(render(report, flags.format))
  if (flags.junit !== undefined) {
    // Parent folders are created: a fresh CI checkout has no reports/ folder yet.
    await mkdir(path.dirname(path.resolve(flags.junit)), { recursive: true })
    await writeFile(flags.junit, renderJUnit(report))
    io.stderr.write(`skill-ci: JUnit results written to ${flags.junit}\n`)
  }
  return report.summary.gate.passed ? 0 : 1
}

export function registerAbCommand(
  program: Command,
  io: CliIo,
  setExit: (code: number) => void
): void {
  const ab = program
    .command('ab')
    .description('with-vs-without A/B: does the skill help on its tests/eval.yaml scenarios?')
    .argument('<paths...>', 'skill folders or folders containing skills')
    .option('--runs <n>', 'run pairs per scenario (1–50)', number(1, 50, true), AB_DEFAULTS.runs)
    .option('--model <id>', 'agent model: an id or haiku|sonnet|opus', DEFAULT_AGENT_MODEL)
    .option('--judge-model <id>', 'judge model (default: a different family from the agent)')
    .addOption(
      new Option('--judge-mode <mode>', 'judging')
        .choices(JUDGE_MODES)
        .default(AB_DEFAULTS.judgeMode)
    )
    .option(
      '--min-improvement <x>',
      'decision margin m (0–1)',
      number(0, 1),
      AB_DEFAULTS.minImprovement
    )
    .option(
      '--confidence-level <x>',
      'interval level (0.5–0.999)',
      number(0.5, 0.999),
      AB_DEFAULTS.confidenceLevel
    )
    .option('--no-require-significance', 'legacy rule: improvement ≥ m is enough to say "helps"')
    .option('--no-require-completion', 'do not fail the gate when completion regresses')
    .option('--require-helps', 'fail the gate unless the verdict is "helps"')
    .addOption(
      new Option('--interval <method>', 'interval method')
        .choices(['studentized', 'percentile'])
        .default(AB_DEFAULTS.intervalMethod)
    )
    .option('--seed <n>', 'seed of every random choice (recorded)', number(0, 2 ** 31 - 1, true))
    .option('--allow-shell', 'give the agent a bash tool (scrubbed environment, timeout)')
    .option(
      '--results-dir <dir>',
      'folder for one redacted markdown transcript per run',
      AB_DEFAULTS.resultsDir
    )
    .option('--no-results-dir', 'write no transcripts')
    .option('--junit <path>', 'also write JUnit XML (a testcase per scenario and per verdict)')
    .option(
      '--concurrency <n>',
      'agent runs in flight (1–32)',
      number(1, 32, true),
      AB_DEFAULTS.concurrency
    )
    .addOption(formatOption(['text', 'json', 'markdown']))
  addBudgetOptions(ab, DEFAULT_CACHE_DIR)
    .option('--no-cache', 'do not read or write the response cache')
    .action(async (paths: string[], flags: AbFlags) => {
      setExit(await runAb(paths, flags, io))
    })
}
