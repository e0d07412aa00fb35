// The commands that run one costly layer (`ab`, `triggers`): the plan, the run, and what they
// print: per skill the layer's block (markdown) or lines (text), or its status when it produced no
// result, then what went wrong for the skill, then the gate; and the JUnit file beside it.
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { RootContent } from 'mdast'
import {
  displayPath,
  type CostlyLayerName,
  type RunReport,
  type SkillReport
} from '../model/index.js'
import { renderJUnit } from '../report/junit.js'
import { code, heading, list, paragraph, stringify, text } from '../report/mdast.js'
import { neutralise, neutraliseJson } from '../report/neutralise.js'
import { plural } from '../model/plural.js'
import type { LayerSettings } from '../layers/registry.js'
import { resolveApiKey } from '../llm/index.js'
import { layersOf, type RequestKey } from '../plan.js'
import { runEngine } from './engine.js'
import { UsageError } from './errors.js'
import type { CliIo } from './io.js'
import type { ExcludeFlags, LlmFlags, ShardFlags } from './options.js'

/** How one layer's result reads; both return undefined when the skill has no result. */
export interface LayerView {
  layer: CostlyLayerName
  block(skill: SkillReport): RootContent[] | undefined
  /** The headline first, then the notes. */
  lines(skill: SkillReport): string[] | undefined
}

export type LayerFormat = 'text' | 'json' | 'markdown'

/**
 * What went wrong for a skill, one line each: its errors, its error or warning findings, and the
 * eval file's notices (worth knowing before paying for a run).
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

/** "skipped — dry run (estimate only)": the reason after a dash, as the markdown layer lines read. */
function statusLine(record: { status: string; reason?: string } | undefined): string {
  return `${record?.status.replaceAll('_', ' ') ?? 'not run'}${record?.reason ? ` — ${record.reason}` : ''}`
}

function renderMarkdown(skill: SkillReport, view: LayerView): string {
  const problems = problemLines(skill)
  return stringify([
    heading(3, code(displayPath(skill))),
    ...(view.block(skill) ?? [paragraph(text(statusLine(skill.layers[view.layer])))]),
    ...(problems.length > 0 ? [list(problems.map((line) => [paragraph(text(line))]))] : [])
  ])
}

function renderText(skill: SkillReport, view: LayerView): string[] {
  const name = displayPath(skill)
  const [headline, ...notes] = view.lines(skill) ?? [statusLine(skill.layers[view.layer])]
  return [
    `${name}: ${headline}`,
    ...notes.map((line) => `  note: ${line}`),
    ...problemLines(skill).map((line) => `  ${line}`)
  ].map(neutralise)
}

function renderLayerReport(report: RunReport, format: LayerFormat, view: LayerView): string {
  if (format === 'json') return `${neutraliseJson(JSON.stringify(report, null, 2))}\n`
  const out =
    format === 'markdown'
      ? report.skills.map((s) => renderMarkdown(s, view))
      : report.skills.flatMap((s) => renderText(s, view))
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
    return n > 0 ? [`${displayPath(skill)}: invalid eval file (${plural(n, 'error')})`] : []
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

/** Writes the JUnit file (parent folders created: a fresh CI checkout has no reports/ yet). */
async function writeJUnitFile(report: RunReport, file: string, io: CliIo): Promise<void> {
  await mkdir(path.dirname(path.resolve(file)), { recursive: true })
  await writeFile(file, renderJUnit(report))
  io.stderr.write(`skill-ci: JUnit results written to ${file}\n`)
}

/** A command that runs one costly layer: what it is called and how its result reads. */
export interface LayerCommand {
  /** The command's name, said as the reason the layer was requested. */
  name: string
  key: RequestKey
  /** What needs the key, for the usage error without one ("the A/B run"). */
  what: string
  view: LayerView
  /** Skills evaluated at once. */
  concurrency: number
  /** Whether these settings let the layer run without the Anthropic key (absent: never). */
  runsWithoutAnthropicKey?: (settings: LayerSettings) => boolean
}

export interface LayerCommandFlags extends LlmFlags, ShardFlags, ExcludeFlags {
  format: LayerFormat
  /** `--junit-path` (the Action's input; `--junit` is its old spelling). */
  junitPath?: string
}

/** Settings whose client may be made without the Anthropic key (it refuses every call then). */
const withoutKey = (settings: LayerSettings): LayerSettings => ({
  ...settings,
  llm: { ...settings.llm, allowNoKey: true }
})

/**
 * Plans the command's layer (the same planner as the Action), runs it, prints the result and
 * writes the JUnit file; the exit code follows the gate. The layer's own gates decide: findings
 * never fail these commands (`validate` and `score` are for that).
 */
export async function runLayerCommand(
  paths: string[],
  flags: LayerCommandFlags,
  io: CliIo,
  command: LayerCommand,
  layerSettings: () => LayerSettings
): Promise<number> {
  const hasApiKey = resolveApiKey(undefined, io.env) !== undefined
  // Built here only for a command whose layer can run without the key, and only without one.
  const keyless = !hasApiKey && command.runsWithoutAnthropicKey?.(layerSettings()) === true
  if (!flags.dryRun && !hasApiKey && !keyless) {
    throw new UsageError(
      `an Anthropic API key is needed for ${command.what}: set ANTHROPIC_API_KEY`
    )
  }
  const ran = await runEngine(
    {
      roots: paths,
      request: {
        trigger: { kind: 'layers', layers: [command.key], why: `the ${command.name} command` },
        hasApiKey,
        noKeyReason: 'no Anthropic API key',
        dryRun: flags.dryRun === true,
        ...(keyless ? { keylessLayers: new Set(layersOf(command.key)) } : {})
      },
      layerSettings: keyless ? () => withoutKey(layerSettings()) : layerSettings,
      gate: { failOn: 'never', onLayerError: flags.onLayerError, multiplicity: flags.multiplicity },
      concurrency: command.concurrency,
      shard: flags.shard,
      exclude: flags.exclude
    },
    io
  )
  const report = flags.dryRun === true ? failInvalidEvalFiles(ran) : ran
  io.stdout.write(renderLayerReport(report, flags.format, command.view))
  if (flags.junitPath !== undefined) await writeJUnitFile(report, flags.junitPath, io)
  return report.summary.gate.passed ? 0 : 1
}
