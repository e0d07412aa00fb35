// What must hold for every fuzz input, checked without jest's `expect` so the long run can use it
// too. Each broken property is a Failure with a kind (what broke, for grouping and minimising) and
// a detail (what was seen). The properties:
// - runSkillCi does not throw, and no skill ends in an `internal-error` (a crash it caught);
// - every skill folder written has an entry in the report (ok or error, never missing);
// - the JSON report validates against RunReportSchema, and its counts and statuses agree (an
//   errored skill fails the gate: nothing looks green when something failed);
// - text, markdown summary, JUnit and SARIF render without throwing, and none of their lines
//   starts with `::` (after whitespace) or contains `##[`, rendered as if scanned from inside
//   the root (`skill-ci score .`), where a folder name starts the path;
// - loadEvalFile returns ok / absent / errors for every eval file, never throws, and keeps its
//   error list short.
import { createColors } from 'picocolors'
import { renderText } from '../../src/cli/formats/text.js'
import { RunReportSchema, SkillErrorSchema, type RunReport } from '../../src/model/index.js'
import { renderJUnit } from '../../src/report/junit.js'
import { renderSummary } from '../../src/report/markdown.js'
import { renderSarif } from '../../src/report/sarif.js'
import { runSkillCi } from '../../src/run.js'
import type { GateOptions } from '../../src/scoring/gate.js'
import { loadEvalFile } from '../../src/skill/eval-file.js'
import type { WrittenSkill } from './layout.js'

export interface Failure {
  /** What broke, e.g. `run-throws`, `workflow-command:junit`, `missing-skill:fifo`. */
  kind: string
  /** What was seen (an error message, the offending line), cut to a readable length. */
  detail: string
}

/** Failing on errors with a threshold, so the gate's reasons (which quote paths) are rendered. */
export const FUZZ_GATE: GateOptions = { failOn: 'error', threshold: 50 }
const NOW = () => new Date('2026-01-01T00:00:00.000Z')

/** More errors than this from one eval file is not a short list. */
export const MAX_EVAL_ERRORS = 50

const DETAIL_CHARS = 240

/** A value shown in a detail: JSON-escaped (line breaks and controls visible) and cut. */
export function shown(value: string): string {
  const json = JSON.stringify(value)
  return json.length <= DETAIL_CHARS
    ? json
    : `${json.slice(0, DETAIL_CHARS)}…(${value.length} chars)`
}

function messageOf(error: unknown): string {
  if (error instanceof Error) {
    const frame = error.stack?.split('\n').find((l) => l.trim().startsWith('at ')) ?? ''
    return `${error.name}: ${error.message} ${frame.trim()}`
  }
  return String(error)
}

/**
 * Lines of `output` that GitHub's runner would read as workflow commands: it splits its log on
 * \r and \n, trims whitespace, and acts on a line starting with `::`; `##[` is the older syntax.
 */
export function workflowCommandLines(output: string): string[] {
  return output
    .split(/\r\n|\r|\n/)
    .filter((line) => /^[\s\u0085]*::/.test(line) || line.includes('##['))
}

/**
 * The same report as if `skill-ci score .` had been run from inside the scanned root. Rendering
 * this one is enough: with a longer root, a command can only start a line after a line break in
 * the input, and that line break is in this report too.
 */
export function scannedFromInside(report: RunReport): RunReport {
  return {
    ...report,
    roots: report.roots.map(() => '.'),
    skills: report.skills.map((s) => ({ ...s, root: '.' }))
  }
}

const RENDERERS: ReadonlyArray<[string, (report: RunReport) => string]> = [
  ['text', (r) => renderText(r, createColors(false), { verbose: true })],
  ['markdown', (r) => renderSummary(r, { checkName: 'skill-ci' })],
  ['junit', (r) => renderJUnit(r)],
  ['sarif', (r) => renderSarif(r)]
]

/**
 * Renders the report as `skill-ci score .` would have it (see scannedFromInside: any command a
 * longer root could carry after a line break is there too) and checks every line.
 */
function checkRendered(report: RunReport): Failure[] {
  const failures: Failure[] = []
  const inside = scannedFromInside(report)
  for (const [name, render] of RENDERERS) {
    let output: string
    try {
      output = render(inside)
    } catch (error) {
      failures.push({ kind: `render-throws:${name}`, detail: messageOf(error) })
      continue
    }
    if (typeof output !== 'string') {
      failures.push({ kind: `render-throws:${name}`, detail: `returned ${typeof output}` })
      continue
    }
    const lines = workflowCommandLines(output)
    if (lines.length > 0) {
      failures.push({
        kind: `workflow-command:${name}`,
        detail: `${lines.length} line(s), first ${shown(lines[0] ?? '')}`
      })
    }
  }
  return failures
}

/** Counts, statuses and gates agree, and an errored skill is never shown as passing. */
function checkConsistent(report: RunReport): Failure[] {
  const problems: string[] = []
  const { summary, skills } = report
  if (summary.evaluated !== skills.length) {
    problems.push(`summary.evaluated ${summary.evaluated} ≠ ${skills.length} skills`)
  }
  const errored = skills.filter((s) => s.status === 'error').length
  if (summary.errored !== errored) {
    problems.push(`summary.errored ${summary.errored} ≠ ${errored} skills with status error`)
  }
  for (const s of skills) {
    if (s.status === 'ok' && (s.composite === null || s.errors.length > 0)) {
      problems.push(
        `${shown(s.path)} is ok with ${s.errors.length} error(s) and composite ${s.composite === null ? 'null' : 'set'}`
      )
    }
    if (s.errors.length > 0 && s.status !== 'error') {
      problems.push(`${shown(s.path)} has errors but status ${s.status}`)
    }
    if (s.status === 'error' && s.gate?.passed !== false) {
      problems.push(`${shown(s.path)} errored but its gate is ${s.gate ? 'passed' : 'absent'}`)
    }
  }
  if (errored > 0 && summary.gate.passed)
    problems.push(`${errored} skill(s) errored but the gate passed`)
  return problems.length === 0
    ? []
    : [{ kind: 'inconsistent', detail: problems.slice(0, 3).join('; ') }]
}

/** Every written skill folder has an entry; entries under other paths may be renamed ones. */
function checkComplete(report: RunReport, written: readonly WrittenSkill[]): Failure[] {
  const reported = new Set(report.skills.map((s) => s.path))
  const expected = new Set(written.map((w) => w.relPath))
  const unmatched = written.filter((w) => !reported.has(w.relPath))
  const extra = report.skills.filter((s) => !expected.has(s.path)).length
  if (unmatched.length <= extra) return []
  // Which ones are missing is a guess when some entries were renamed: name the unmatched ones.
  return unmatched.slice(0, unmatched.length - extra).map((w) => ({
    kind: `missing-skill:${w.kind}`,
    detail: `no entry for ${shown(w.relPath)} among ${report.skills.length} skills`
  }))
}

function checkInternalErrors(report: RunReport): Failure[] {
  return report.skills.flatMap((s) =>
    s.errors
      .filter((e) => e.code === 'internal-error')
      .map((e) => ({ kind: 'internal-error', detail: `${shown(s.path)}: ${shown(e.message)}` }))
  )
}

/** runSkillCi over `root`, which holds exactly the skill folders in `written`. */
export async function checkRun(root: string, written: readonly WrittenSkill[]): Promise<Failure[]> {
  let report: RunReport
  try {
    report = await runSkillCi({ roots: [root], gate: FUZZ_GATE, now: NOW })
  } catch (error) {
    return [{ kind: 'run-throws', detail: messageOf(error) }]
  }
  let json: unknown
  try {
    json = JSON.parse(JSON.stringify(report))
  } catch (error) {
    return [{ kind: 'json-throws', detail: messageOf(error) }]
  }
  const parsed = RunReportSchema.safeParse(json)
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 3).map((i) => `${i.path.join('.')}: ${i.message}`)
    return [{ kind: 'schema', detail: issues.join('; ') }]
  }
  return [
    ...checkInternalErrors(report),
    ...checkComplete(report, written),
    ...checkConsistent(report),
    ...checkRendered(report)
  ]
}

/** loadEvalFile on every written eval file: ok, absent or a short list of errors. */
export async function checkEvals(written: readonly WrittenSkill[]): Promise<Failure[]> {
  const failures: Failure[] = []
  for (const w of written.filter((s) => s.hasEval)) {
    let result: Awaited<ReturnType<typeof loadEvalFile>>
    try {
      result = await loadEvalFile(w.dir, w.relPath)
    } catch (error) {
      failures.push({ kind: 'eval-throws', detail: messageOf(error) })
      continue
    }
    if (result.ok === true) continue
    if (result.ok === 'absent') {
      failures.push({
        kind: 'eval-absent',
        detail: `${shown(w.relPath)}: a written eval file reads as absent`
      })
      continue
    }
    if (result.ok !== false || !Array.isArray(result.errors)) {
      failures.push({ kind: 'eval-result-shape', detail: shown(JSON.stringify(result) ?? '') })
      continue
    }
    if (result.errors.length === 0) {
      failures.push({ kind: 'eval-result-shape', detail: 'not ok, with no errors' })
    }
    if (result.errors.length > MAX_EVAL_ERRORS) {
      failures.push({
        kind: 'eval-errors-long',
        detail: `${result.errors.length} errors (more than ${MAX_EVAL_ERRORS}), first ${shown(result.errors[0]?.message ?? '')}`
      })
    }
    const bad = result.errors.find((e) => !SkillErrorSchema.safeParse(e).success)
    if (bad !== undefined)
      failures.push({ kind: 'eval-result-shape', detail: shown(JSON.stringify(bad)) })
  }
  return failures
}

/** Every property over one scanned root. */
export async function checkRoot(
  root: string,
  written: readonly WrittenSkill[]
): Promise<Failure[]> {
  return [...(await checkRun(root, written)), ...(await checkEvals(written))]
}
