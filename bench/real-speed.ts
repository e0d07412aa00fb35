// Speed, scale and memory on a folder of real skills (bench/real-corpus.md), whole process, under
// Node 22 and Node 24 (the Nodes users run), medians of REAL_SPEED_RUNS runs (3) after a warm-up, each ratio
// from figures of the same run:
// (a) `score DIR --format json`: wall, CPU, peak RSS;
// (b) the same engine run with and without the security scan (bench/scan-off-run.mjs, through a
//     library option the CLI does not offer): the scan must cost ≤ +30 %;
// (c) PluginEval's reference engine at quick depth (its static layer) on the same skills, one
//     Python process (bench/plugineval-static.py): ours must be at least 2× faster. Its source is
//     the plugins/plugin-eval folder of wshobson/agents, given by PLUGINEVAL_SRC (skipped, with
//     the reason, without it); its interpreter is PLUGINEVAL_PYTHON, else the first of python3 and
//     /usr/bin/python3 that can load it (it needs pydantic 2);
// (d) the scale curve: DIR copied 3 times under one root (hard links): time per skill ≤ 1.2× the
//     time per skill at 1 copy, peak RSS < 400 MB;
// (e) one real skill with shell blocks against bare `node -e ''`: ≤ 3×;
// (f) the hostile long line (an unclosed fence, a numbered bold line, then one line of 10,000
//     `(references/fN.md)` groups: 51 s once) against a one-line skill: < 0.2 s more.
// The integrator's bench/real.ts calls realSpeed(dir).
import { spawnSync } from 'node:child_process'
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import {
  cli,
  figures,
  measureProcess,
  median,
  repoRoot,
  RUNTIMES,
  verdict,
  type ProcessRun,
  type Runtime
} from './process-runs.js'

const RUNS = Number(process.env.REAL_SPEED_RUNS ?? 3)
const COPIES = 3
const scanOffRun = path.join(repoRoot, 'bench', 'scan-off-run.mjs')
const driver = path.join(repoRoot, 'bench', 'plugineval-static.py')
/** A shell block that loads the shell parser: a fence with a command some rule looks at. */
const SHELL_BLOCK = /^```(?:bash|sh|shell)\s*\n[^`]*\b(?:curl|npm|pip|npx|uv|git)\b/m

/** `from` copied to `to` as hard links (a copy where a link cannot be made). */
function linkTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true })
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name)
    const target = path.join(to, entry.name)
    if (entry.isDirectory()) linkTree(source, target)
    else if (entry.isSymbolicLink()) symlinkSync(readlinkSync(source), target)
    else if (entry.isFile()) {
      try {
        linkSync(source, target)
      } catch {
        copyFileSync(source, target)
      }
    }
  }
}

/** The skill folders `score` finds under `dir`, from one run whose report is checked. */
function scoredSkills(dir: string): string[] {
  const run = spawnSync(process.execPath, [cli, 'score', dir, '--format', 'json'], {
    encoding: 'utf8',
    maxBuffer: 1 << 30
  })
  if (run.status !== 0 && run.status !== 1)
    throw new Error(`${cli} did not score ${dir} (exit ${run.status}): ${run.stderr}`)
  const report = JSON.parse(run.stdout) as { skills: Array<{ path: string; root: string }> }
  return report.skills.map((s) => path.resolve(s.root, s.path))
}

/** The first skill (in path order) whose SKILL.md has a shell block the scan parses. */
function skillWithShell(skills: string[]): string | undefined {
  return [...skills]
    .sort()
    .find((skill) => SHELL_BLOCK.test(readFileSync(path.join(skill, 'SKILL.md'), 'utf8')))
}

interface Figures {
  score: ProcessRun
  scan: ProcessRun
  noScan: ProcessRun
  copies: ProcessRun
  one: ProcessRun
  bare: ProcessRun
  hostile: ProcessRun
  trivial: ProcessRun
}

/** The skills of (f) under `work`: the hostile long line, and a one-line skill to compare with. */
function writeLineSkills(work: string): { hostile: string; trivial: string } {
  const skill = (name: string, body: string) => {
    const folder = path.join(work, 'line', name)
    mkdirSync(folder, { recursive: true })
    const head = `---\nname: ${name}\ndescription: A ${name} skill. Use when measuring.\n---\n\n`
    writeFileSync(path.join(folder, 'SKILL.md'), `${head}${body}\n`)
    return folder
  }
  const groups = Array.from({ length: 10_000 }, (_, i) => `(references/f${i}.md)`).join(' ')
  return {
    hostile: skill('hostile', `\`\`\`\n10. **Regular security audits**\n${groups}`),
    trivial: skill('trivial', 'One line.')
  }
}

function measure(
  runtime: Runtime,
  dir: string,
  copiesRoot: string,
  one: string,
  lines: { hostile: string; trivial: string }
): Figures {
  const node = runtime.path
  return {
    hostile: measureProcess(node, [cli, 'score', lines.hostile, '--format', 'json'], RUNS),
    trivial: measureProcess(node, [cli, 'score', lines.trivial, '--format', 'json'], RUNS),
    score: measureProcess(node, [cli, 'score', dir, '--format', 'json'], RUNS),
    scan: measureProcess(node, [scanOffRun, 'scan', dir], RUNS),
    noScan: measureProcess(node, [scanOffRun, 'no-scan', dir], RUNS),
    copies: measureProcess(node, [cli, 'score', copiesRoot, '--format', 'json'], RUNS),
    one: measureProcess(node, [cli, 'score', one, '--format', 'json'], RUNS),
    bare: measureProcess(node, ['-e', ''], RUNS)
  }
}

function report(runtime: Runtime, f: Figures, skills: number): void {
  const scanCost = f.scan.wallMs / f.noScan.wallMs - 1
  const scanCpu = f.scan.cpuMs / f.noScan.cpuMs - 1
  const perOne = f.score.wallMs / skills
  const perCopies = f.copies.wallMs / (skills * COPIES)
  const growth = perCopies / perOne
  const startRatio = f.one.wallMs / f.bare.wallMs
  const pct = (x: number) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(0)} %`
  console.log(`whole process under ${runtime.label}:`)
  console.log(`(a) score --format json                ${figures(f.score)}`)
  console.log(`(b) engine with the security scan      ${figures(f.scan)}`)
  console.log(`    engine without it                  ${figures(f.noScan)}`)
  console.log(
    `    the scan costs ${pct(scanCost)} wall, ${pct(scanCpu)} CPU (target ≤ +30 %: ${verdict(scanCost <= 0.3)})`
  )
  console.log(`(d) ${COPIES} copies (${skills * COPIES} skills)          ${figures(f.copies)}`)
  console.log(
    `    time per skill ${perOne.toFixed(2)} ms at 1 copy, ${perCopies.toFixed(2)} ms at ${COPIES}: ` +
      `${growth.toFixed(2)}× (target ≤ 1.2: ${verdict(growth <= 1.2)}); ` +
      `peak RSS at ${COPIES}: ${f.copies.maxRssMb.toFixed(0)} MB (target < 400 MB: ${verdict(f.copies.maxRssMb < 400)})`
  )
  console.log(`(e) one skill with shell blocks        ${figures(f.one)}`)
  console.log(`    bare node -e ''                    ${figures(f.bare)}`)
  console.log(
    `    one skill / bare node: ${startRatio.toFixed(2)}× (target ≤ 3×: ${verdict(startRatio <= 3)})`
  )
  const lineCost = f.hostile.wallMs - f.trivial.wallMs
  console.log(`(f) the hostile long line               ${figures(f.hostile)}`)
  console.log(`    a one-line skill                   ${figures(f.trivial)}`)
  console.log(
    `    the long line costs ${lineCost.toFixed(0)} ms wall, ${(f.hostile.cpuMs - f.trivial.cpuMs).toFixed(0)} ms CPU more (target < 200 ms: ${verdict(lineCost < 200)})`
  )
}

/** The interpreter that can load PluginEval, or why none can. */
function pluginEvalPython(source: string, empty: string): { python: string } | { why: string } {
  const candidates = process.env.PLUGINEVAL_PYTHON
    ? [process.env.PLUGINEVAL_PYTHON]
    : ['python3', '/usr/bin/python3']
  const errors: string[] = []
  for (const python of candidates) {
    const probe = spawnSync(python, [driver, source, empty], { encoding: 'utf8' })
    if (probe.status === 0) return { python }
    const last = (probe.stderr || String(probe.error ?? '')).trim().split('\n').pop()
    errors.push(`${python}: ${last}`)
  }
  return { why: errors.join('; ') }
}

/** (c): PluginEval on the same skills, wall time of the whole Python process, or why not. */
function pluginEval(skills: string[], work: string): { wallMs: number; note: string } | string {
  const source = process.env.PLUGINEVAL_SRC
  if (source === undefined) return 'PLUGINEVAL_SRC is not set (the plugins/plugin-eval folder)'
  if (!existsSync(path.join(source, 'src', 'plugin_eval', 'engine.py')))
    return `no PluginEval engine under ${source}`
  const listing = path.join(work, 'skills.txt')
  const empty = path.join(work, 'none.txt')
  writeFileSync(listing, `${skills.join('\n')}\n`)
  writeFileSync(empty, '')
  const found = pluginEvalPython(source, empty)
  if ('why' in found) return `no interpreter can load it (${found.why})`
  const once = () => {
    const start = performance.now()
    const run = spawnSync(found.python, [driver, source, listing], { encoding: 'utf8' })
    if (run.status !== 0) throw new Error(`PluginEval ended with ${run.status}: ${run.stderr}`)
    return { wallMs: performance.now() - start, note: run.stdout.trim() }
  }
  const note = once().note
  const times = Array.from({ length: RUNS }, () => once().wallMs)
  return { wallMs: median(times), note: `${found.python}: ${note}` }
}

export async function realSpeed(dir: string): Promise<void> {
  if (!existsSync(cli)) {
    console.log('real speed: skipped — dist/cli.js (and dist/lib.js) need `npm run build`')
    return
  }
  const skills = scoredSkills(dir)
  const one = skillWithShell(skills)
  if (one === undefined) throw new Error(`no skill under ${dir} has a shell block`)
  console.log(
    `real corpus: ${skills.length} skills in ${dir}; medians of ${RUNS} runs after a warm-up; ` +
      `one skill with shell blocks: ${path.relative(dir, one)}`
  )
  const work = mkdtempSync(path.join(tmpdir(), 'skill-ci-real-speed-'))
  try {
    for (let i = 0; i < COPIES; i++) linkTree(dir, path.join(work, 'copies', `copy-${i}`))
    const lines = writeLineSkills(work)
    const scores: Array<{ label: string; wallMs: number }> = []
    for (const runtime of RUNTIMES) {
      const f = measure(runtime, dir, path.join(work, 'copies'), one, lines)
      report(runtime, f, skills.length)
      scores.push({ label: runtime.label, wallMs: f.score.wallMs })
    }
    const reference = pluginEval(skills, work)
    if (typeof reference === 'string') {
      console.log(`(c) PluginEval's reference engine: skipped — ${reference}`)
      return
    }
    console.log(
      `(c) PluginEval's reference engine (quick depth, one process)  ${reference.wallMs.toFixed(0).padStart(6)} ms wall (${reference.note})`
    )
    for (const { label, wallMs } of scores) {
      const speedUp = reference.wallMs / wallMs
      console.log(
        `    ours under ${label}: ${speedUp.toFixed(2)}× faster (target ≥ 2×: ${verdict(speedUp >= 2)})`
      )
    }
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}
