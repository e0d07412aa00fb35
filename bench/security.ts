// `npm run bench -- security`: the security scan on the labelled benchmark — malicious samples
// written for it (bench/security/malicious.ts, each labelled with the rules it must trigger) and
// benign skills (bench/security/benign.ts plus the repository's example skills). Prints, per rule,
// precision and recall by sample, then the overall figures the targets are about: the share of
// malicious samples caught at high or critical, and the critical and high findings on benign
// skills per 50 skills. Exits 1 when a target is missed.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { runSkillCi } from '../src/run.js'
import {
  SECURITY_RULES,
  severityRank,
  type SecurityFinding,
  type SkillReport
} from '../src/model/index.js'
import { BENIGN } from './security/benign.js'
import { MALICIOUS } from './security/malicious.js'
import type { Sample } from './security/sample.js'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

function write(root: string, samples: readonly Sample[]): void {
  for (const sample of samples) {
    for (const [file, text] of Object.entries(sample.files)) {
      const target = path.join(root, sample.name, file)
      mkdirSync(path.dirname(target), { recursive: true })
      writeFileSync(target, text)
    }
  }
}

const open = (skill: SkillReport): SecurityFinding[] =>
  (skill.layers.security?.findings ?? []).filter((f) => f.suppressed === undefined)
const highOrWorse = (f: SecurityFinding) => severityRank(f.severity) >= severityRank('high')
const pct = (n: number, d: number) =>
  d === 0 ? '   —  ' : `${((100 * n) / d).toFixed(1).padStart(5)}%`

const dir = mkdtempSync(path.join(tmpdir(), 'skill-ci-security-bench-'))
try {
  write(path.join(dir, 'malicious'), MALICIOUS)
  write(path.join(dir, 'benign'), BENIGN)
  cpSync(path.join(repoRoot, 'examples', 'skills'), path.join(dir, 'benign'), { recursive: true })
  const gate = { failOn: 'never' as const, securityGate: 'off' as const }
  const started = performance.now()
  const malicious = await runSkillCi({ roots: [path.join(dir, 'malicious')], gate })
  const benign = await runSkillCi({ roots: [path.join(dir, 'benign')], gate })
  const ms = performance.now() - started
  const labels = new Map(MALICIOUS.map((s) => [s.name, s.labels]))

  console.log(
    `security benchmark: ${malicious.skills.length} malicious, ${benign.skills.length} benign skills (${ms.toFixed(0)} ms)\n`
  )
  console.log(
    `${'rule'.padEnd(30)} ${'labelled'.padStart(8)} ${'TP'.padStart(4)} ${'FP'.padStart(4)} ${'FN'.padStart(4)}  precision   recall`
  )
  let labelTotal = 0
  let labelFound = 0
  for (const rule of SECURITY_RULES) {
    let tp = 0
    let fp = 0
    let fn = 0
    const extra: string[] = []
    for (const skill of [...malicious.skills, ...benign.skills]) {
      const fired = open(skill).some((f) => f.ruleId === rule.id)
      const wanted =
        (labels.get(skill.path) ?? []).includes(rule.id) && malicious.skills.includes(skill)
      if (fired && wanted) tp++
      else if (fired) {
        fp++
        extra.push(skill.path)
      } else if (wanted) fn++
    }
    labelTotal += tp + fn
    labelFound += tp
    if (tp + fp + fn === 0) continue
    console.log(
      `${rule.id.padEnd(30)} ${String(tp + fn).padStart(8)} ${String(tp).padStart(4)} ${String(fp).padStart(4)} ${String(fn).padStart(4)}     ${pct(tp, tp + fp)}   ${pct(tp, tp + fn)}`
    )
    if (extra.length > 0) console.log(`${''.padEnd(31)}unlabelled: ${extra.join(', ')}`)
  }
  const caught = malicious.skills.filter((s) => open(s).some(highOrWorse))
  const missed = malicious.skills.filter((s) => !caught.includes(s)).map((s) => s.path)
  const benignFindings = benign.skills.flatMap(open)
  const count = (severity: string) => benignFindings.filter((f) => f.severity === severity).length
  const highPer50 = (50 * count('high')) / benign.skills.length
  console.log(
    `\nlabels found (any severity): ${labelFound}/${labelTotal} (${pct(labelFound, labelTotal).trim()})`
  )
  console.log(
    `malicious samples caught at high or critical: ${caught.length}/${malicious.skills.length} (${pct(caught.length, malicious.skills.length).trim()}; target ≥ 95%)${missed.length ? ` — missed: ${missed.join(', ')}` : ''}`
  )
  console.log(
    `benign skills: ${count('critical')} critical, ${count('high')} high (${highPer50.toFixed(2)} per 50 skills; target: no critical, ≤ 1 high per 50), ${count('medium')} medium, ${count('low')} low`
  )
  for (const f of benignFindings.filter(highOrWorse)) {
    console.log(`  ${f.severity} ${f.ruleId} at ${f.file}:${f.line} — ${f.evidence}`)
  }
  const met =
    caught.length >= 0.95 * malicious.skills.length && count('critical') === 0 && highPer50 <= 1
  console.log(`targets: ${met ? 'met' : 'NOT met'}`)
  process.exitCode = met ? 0 : 1
} finally {
  rmSync(dir, { recursive: true, force: true })
}
