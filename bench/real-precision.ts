// The precision part of `npm run bench -- real DIR`: the findings of `score DIR --format json` on
// the real-skill corpus (bench/real-corpus.md) set against the hand labels of
// bench/real-corpus/labels.json. It prints, for the findings at gating severity (spec errors,
// security high and critical), a table of rule × label; the skills that fail the default gate and
// whether each fails on a true defect; the false high/critical security findings per 100 skills;
// and every labelled true defect the run no longer reports. Findings are matched to labels by
// repository, path, line and rule.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { securityFindingsOf } from '../src/model/records.js'
import { parseRunReport } from '../src/revalidation/parse.js'

const LabelSchema = z.object({
  repo: z.string(),
  path: z.string(),
  line: z.number().int().nonnegative(),
  rule: z.string(),
  label: z.enum(['TP', 'FP', 'debatable']),
  severity: z.enum([
    'error',
    'warning',
    'notice',
    'critical',
    'high',
    'medium',
    'low',
    'info',
    'none'
  ]),
  why: z.string()
})
const LabelsFileSchema = z.object({ about: z.string(), labels: z.array(LabelSchema) })
export type CorpusLabel = z.infer<typeof LabelSchema>

const here = path.dirname(fileURLToPath(import.meta.url))
const repoRoot = path.resolve(here, '..')

export function readLabels(file = path.join(here, 'real-corpus', 'labels.json')): CorpusLabel[] {
  return LabelsFileSchema.parse(JSON.parse(readFileSync(file, 'utf8'))).labels
}

/** One finding of a report, on the corpus's terms: the repository and the path inside it. */
export interface CorpusFinding {
  skill: string
  repo: string
  path: string
  line: number
  rule: string
  severity: string
  gating: boolean
  kind: 'spec' | 'security' | 'anti-pattern'
}

const keyOf = (f: { repo: string; path: string; line: number; rule: string }) =>
  `${f.repo}\u0000${f.path}\u0000${f.line}\u0000${f.rule}`

/** `owner+name/inside/repo` → the repository and the path inside it. */
function splitCorpusPath(file: string): { repo: string; path: string } {
  const slash = file.indexOf('/')
  return { repo: file.slice(0, slash).replace('+', '/'), path: file.slice(slash + 1) }
}

export function corpusFindings(reportJson: string): {
  findings: CorpusFinding[]
  skills: number
  failing: string[]
} {
  const report = parseRunReport(reportJson, 'score --format json')
  const findings: CorpusFinding[] = []
  const add = (
    skill: string,
    at: { file?: string; line?: number },
    rule: string,
    severity: string,
    kind: CorpusFinding['kind']
  ) => {
    if (at.file === undefined) return
    const gating =
      kind === 'spec'
        ? severity === 'error'
        : kind === 'security' && (severity === 'critical' || severity === 'high')
    findings.push({
      skill,
      ...splitCorpusPath(at.file),
      line: at.line ?? 0,
      rule,
      severity,
      gating,
      kind
    })
  }
  for (const skill of report.skills) {
    for (const f of skill.findings) add(skill.path, f, f.ruleId, f.severity, 'spec')
    for (const f of securityFindingsOf(skill.layers))
      add(skill.path, f, f.ruleId, f.severity, 'security')
    const stat = skill.layers.static
    // Anti-patterns never gate; a labelled true one must still be reported.
    if (stat !== undefined && 'antiPatterns' in stat) {
      for (const a of stat.antiPatterns)
        add(skill.path, a, `anti-pattern/${a.flag}`, 'penalty', 'anti-pattern')
    }
  }
  const failing = report.skills.filter((s) => s.gate?.passed === false).map((s) => s.path)
  return { findings, skills: report.skills.length, failing }
}

type Verdict = CorpusLabel['label'] | 'unlabelled'
const VERDICTS: Verdict[] = ['TP', 'FP', 'debatable', 'unlabelled']

/** Rows of rule × label for the gating findings, with a total row. */
export function ruleTable(findings: CorpusFinding[], labels: Map<string, CorpusLabel>): string[] {
  const rows = new Map<string, Record<Verdict, number>>()
  for (const f of findings.filter((x) => x.gating)) {
    const row = rows.get(f.rule) ?? { TP: 0, FP: 0, debatable: 0, unlabelled: 0 }
    row[labels.get(keyOf(f))?.label ?? 'unlabelled']++
    rows.set(f.rule, row)
  }
  const total: Record<Verdict, number> = { TP: 0, FP: 0, debatable: 0, unlabelled: 0 }
  const lines = ['| rule | TP | FP | debatable | unlabelled |', '|---|---|---|---|---|']
  for (const [rule, row] of [...rows].sort(([a], [b]) => a.localeCompare(b))) {
    lines.push(`| ${rule} | ${VERDICTS.map((v) => row[v]).join(' | ')} |`)
    for (const v of VERDICTS) total[v] += row[v]
  }
  lines.push(`| **all** | ${VERDICTS.map((v) => `**${total[v]}**`).join(' | ')} |`)
  return lines
}

/** The figures the issue's targets are about, from one report and the labels. */
export function precisionFigures(
  found: ReturnType<typeof corpusFindings>,
  allLabels: CorpusLabel[]
): { lines: string[]; falseGateFailures: number; falseSecurityPer100: number; lost: number } {
  const labels = new Map(allLabels.map((l) => [keyOf(l), l]))
  const lines = ruleTable(found.findings, labels)
  // A skill fails the gate on a true defect when one of its gating spec errors or security
  // criticals is labelled TP; on false positives when all of them are labelled otherwise.
  const gatingOf = (skill: string) =>
    found.findings.filter(
      (f) =>
        f.skill === skill &&
        (f.kind === 'spec' ? f.severity === 'error' : f.severity === 'critical')
    )
  let onTrue = 0
  let onFalse = 0
  let unknown = 0
  const falseSkills: string[] = []
  for (const skill of found.failing) {
    const verdicts = gatingOf(skill).map((f) => labels.get(keyOf(f))?.label ?? 'unlabelled')
    if (verdicts.includes('TP')) onTrue++
    else if (verdicts.length > 0 && verdicts.every((v) => v === 'FP' || v === 'debatable')) {
      onFalse++
      falseSkills.push(skill)
    } else unknown++
  }
  const falseSecurity = found.findings.filter(
    (f) => f.kind === 'security' && f.gating && labels.get(keyOf(f))?.label === 'FP'
  ).length
  const falseSecurityPer100 = (100 * falseSecurity) / found.skills
  const reported = new Set(found.findings.map(keyOf))
  const lostLabels = allLabels.filter((l) => l.label === 'TP' && !reported.has(keyOf(l)))
  lines.push(
    '',
    `skills: ${found.skills}; failing the default gate: ${found.failing.length} ` +
      `(on a true defect ${onTrue}, on false or debatable findings only ${onFalse}, unlabelled ${unknown})`,
    ...falseSkills.map((s) => `  fails on false or debatable findings only: ${s}`),
    `false high/critical security findings: ${falseSecurity}, ${falseSecurityPer100.toFixed(2)} per 100 skills (target ≤ 1)`,
    `labelled true defects no longer reported: ${lostLabels.length}`,
    ...lostLabels.map((l) => `  lost: ${l.rule} ${l.repo}/${l.path}:${l.line}`)
  )
  return { lines, falseGateFailures: onFalse, falseSecurityPer100, lost: lostLabels.length }
}

/** Scores the corpus with the built CLI (or SKILL_CI_CLI) and prints the precision figures. */
export function realPrecision(dir: string): void {
  const cli = process.env.SKILL_CI_CLI ?? path.join(repoRoot, 'dist', 'cli.js')
  const run = spawnSync(process.execPath, [cli, 'score', dir, '--format', 'json'], {
    encoding: 'utf8',
    maxBuffer: 1 << 30
  })
  if (run.status !== 0 && run.status !== 1) {
    throw new Error(`${cli} score ${dir} ended with ${run.status ?? run.signal}: ${run.stderr}`)
  }
  const figures = precisionFigures(corpusFindings(run.stdout), readLabels())
  console.log(`precision on the real corpus (${path.relative(repoRoot, cli)}):`)
  for (const line of figures.lines) console.log(line)
  const met = (ok: boolean) => (ok ? 'met' : 'NOT met')
  console.log(
    `targets: no false gate failure: ${met(figures.falseGateFailures === 0)}; ` +
      `false high/critical ≤ 1 per 100 skills: ${met(figures.falseSecurityPer100 <= 1)}; ` +
      `every labelled true defect reported: ${met(figures.lost === 0)}`
  )
}
