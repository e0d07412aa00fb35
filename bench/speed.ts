// `npm run bench` (bench/run.ts runs this one by default): the static pipeline's speed on a generated 300-skill corpus, in-process
// (runSkillCi) and as a whole process (`node dist/cli.js score … --format json`), against a
// baseline measured in the same run (just reading every SKILL.md). Targets: the whole-process run
// of 300 skills under 1 s on a 2-core machine and within 2.5× of a minimal walk-and-read script,
// `--version` within 2× of bare Node, time per skill at 30× the corpus within 1.3× of 1×, peak
// memory at 30× under 400 MB (medians of 5 runs; CPU time and memory as each process reports
// them at exit, bench/child-usage.mjs), under Node 22 and Node 24, the Nodes users run (24 is the
// Action's runtime), from their optional dependencies. The same command on one skill shows the fixed cost of
// a run apart from the per-skill work, and bare Node plus a warm in-process run (bench/warm-run.mjs)
// the least a cold process could take, and the size of each bundle. Then the LLM path (bench/llm.ts); the A/B
// calibration simulation is `npm run bench -- ab-calibration` (bench/ab-calibration.ts).
import { spawnSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync
} from 'node:fs'
import { readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { runSkillCi } from '../src/run.js'
import { discoverSkills } from '../src/skill/discover.js'
import { writeCorpus } from './corpus.js'
import { benchLlm, formatLlmBench } from './llm.js'
import {
  cli,
  figures,
  measureProcess as measureProcessRuns,
  median,
  repoRoot,
  RUNTIMES,
  verdict,
  type Runtime
} from './process-runs.js'

const RUNS = 5
const SKILLS = 300
/** The scale curve: the corpus copied this many times under one root. */
const SCALES = [1, 10, 30]

async function time(run: () => Promise<unknown> | unknown): Promise<number> {
  const start = performance.now()
  await run()
  return performance.now() - start
}

async function measure(run: () => Promise<unknown> | unknown): Promise<number> {
  await run() // warm-up: module loading and the file cache are not what we measure
  const times: number[] = []
  for (let i = 0; i < RUNS; i++) times.push(await time(run))
  return median(times)
}

function line(label: string, ms: number, skills: number, baselineMs: number): string {
  const perSkill = (ms / skills).toFixed(3)
  const rate = Math.round((skills / ms) * 1000)
  const ratio = (ms / baselineMs).toFixed(1)
  return `${label.padEnd(34)} ${ms.toFixed(1).padStart(8)} ms  ${perSkill.padStart(7)} ms/skill  ${String(rate).padStart(6)} skills/s  ${ratio.padStart(6)}× baseline`
}

const measureProcess = (node: string, args: string[]) => measureProcessRuns(node, args, RUNS)

/**
 * The whole process against its floors on one Node, each a median of RUNS runs in this same run:
 * (a) a minimal script that walks the corpus and reads every SKILL.md, (b) `score --format json`,
 * (c) `--version` against bare `node -e ''`, (d) the ratio b/a, (f) the fixed cost of a run, and
 * (g) the lower bound of this engine: bare Node's start plus a warm in-process run.
 */
function startUpBench(runtime: Runtime, dir: string, oneRoot: string, baseline: number): void {
  const node = runtime.path
  const bare = measureProcess(node, ['-e', ''])
  const floor = measureProcess(node, [path.join(repoRoot, 'bench', 'walk-read.mjs'), dir])
  const score = measureProcess(node, [cli, 'score', dir, '--format', 'json'])
  const version = measureProcess(node, [cli, '--version'])
  const one = measureProcess(node, [cli, 'score', oneRoot, '--format', 'json'])
  console.log(`whole process under ${runtime.label}:`)
  console.log(line(`  node ${path.relative(repoRoot, cli)} score`, score.wallMs, SKILLS, baseline))
  console.log(`(a) walk + read (bench/walk-read.mjs)   ${figures(floor)}`)
  console.log(`(b) score --format json                 ${figures(score)}`)
  console.log(`(c) --version                           ${figures(version)}`)
  console.log(`    bare node -e ''                     ${figures(bare)}`)
  console.log(`(f) score of 1 skill (fixed cost)      ${figures(one)}`)
  console.log(
    `    per skill above the fixed cost: ${((score.wallMs - one.wallMs) / (SKILLS - 1)).toFixed(2)} ms wall`
  )
  const ratio = score.wallMs / floor.wallMs
  const cpuRatio = score.cpuMs / floor.cpuMs
  const versionRatio = version.wallMs / bare.wallMs
  console.log(
    `(d) b/a: ${ratio.toFixed(2)}× wall, ${cpuRatio.toFixed(2)}× CPU (target ≤ 2.5×: ${verdict(ratio <= 2.5)}); ` +
      `--version / bare node: ${versionRatio.toFixed(2)}× (target ≤ 2×: ${verdict(versionRatio <= 2)})`
  )
  console.log(`target (300 skills < 1 s whole-process): ${verdict(score.wallMs < 1000)}`)
  const warm = spawnSync(node, [path.join(repoRoot, 'bench', 'warm-run.mjs'), String(RUNS), dir], {
    encoding: 'utf8'
  })
  const warmMs = Number(warm.stdout)
  if (warm.status !== 0 || !Number.isFinite(warmMs)) {
    throw new Error(`bench/warm-run.mjs ended with ${warm.status ?? warm.signal}: ${warm.stderr}`)
  }
  const bound = bare.wallMs + warmMs
  console.log(
    `(g) lower bound if loading and V8's warm-up were free: bare node ${bare.wallMs.toFixed(0)} ms + ` +
      `warm in-process run ${warmMs.toFixed(0)} ms = ${bound.toFixed(0)} ms, ${(bound / floor.wallMs).toFixed(2)}× (a)`
  )
}

/**
 * The scale curve (e) of `score --format json` at 1×, 10× and 30× the corpus (copies of it side
 * by side under one root): wall time, time per skill and peak memory.
 */
function scaleCurveBench(): void {
  console.log('(e) scale curve of score --format json:')
  const curve = SCALES.map((copies) => {
    const root = mkdtempSync(path.join(tmpdir(), `skill-ci-bench-${copies}x-`))
    try {
      for (let i = 0; i < copies; i++) writeCorpus(path.join(root, `copy-${i}`), SKILLS)
      const run = measureProcess(process.execPath, [cli, 'score', root, '--format', 'json'])
      const skills = copies * SKILLS
      console.log(
        `    ${String(copies).padStart(2)}× ${String(skills).padStart(5)} skills ${figures(run)}  ${(run.wallMs / skills).toFixed(3)} ms/skill wall  ${(run.cpuMs / skills).toFixed(3)} ms/skill CPU`
      )
      return { perSkill: run.wallMs / skills, maxRssMb: run.maxRssMb }
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })
  const growth = curve[curve.length - 1].perSkill / curve[0].perSkill
  const peak = curve[curve.length - 1].maxRssMb
  console.log(
    `    time per skill at ${SCALES[SCALES.length - 1]}× / 1×: ${growth.toFixed(2)} (target ≤ 1.3: ${verdict(growth <= 1.3)}); ` +
      `peak RSS at ${SCALES[SCALES.length - 1]}×: ${peak.toFixed(0)} MB (target < 400 MB: ${verdict(peak < 400)})`
  )
}

/**
 * The size of an entry's bundle in dist/: its loader and the chunks it may import
 * (`<entry>-*.js`; the shell parser's .wasm files are apart), the figure the docs point to.
 */
function bundleSize(entry: string): string {
  const dist = path.join(repoRoot, 'dist')
  const chunks = readdirSync(dist).filter((f) => f.startsWith(`${entry}-`) && f.endsWith('.js'))
  const size = (f: string) => statSync(path.join(dist, f)).size
  const loader = size(`${entry}.js`)
  const all = chunks.reduce((sum, f) => sum + size(f), loader)
  return `dist/${entry}.js ${(loader / 1024).toFixed(1)} KB + ${chunks.length} chunks = ${(all / 1e6).toFixed(1)} MB`
}

function wholeProcessBench(dir: string, baseline: number): void {
  console.log(`bundles: ${['cli', 'index', 'lib'].map(bundleSize).join('; ')}`)
  // The fixed cost of a run (start-up, loading and compiling the code, first use of each path),
  // apart from the per-skill work: the same command on one skill of the corpus.
  const oneRoot = mkdtempSync(path.join(tmpdir(), 'skill-ci-bench-1-'))
  cpSync(path.join(dir, 'skills', 'skill-000'), path.join(oneRoot, 'skills', 'skill-000'), {
    recursive: true
  })
  try {
    for (const runtime of RUNTIMES) startUpBench(runtime, dir, oneRoot, baseline)
  } finally {
    rmSync(oneRoot, { recursive: true, force: true })
  }
  scaleCurveBench()
}

const dir = mkdtempSync(path.join(tmpdir(), 'skill-ci-bench-'))
try {
  const corpus = writeCorpus(dir, SKILLS)
  console.log(
    `corpus: ${corpus.skills} skills, ${corpus.totalLines} lines in ${dir} (median of ${RUNS} runs)`
  )

  const readAll = async () => {
    const { dirs } = await discoverSkills(dir)
    await Promise.all(dirs.map((d) => readFile(path.join(d, 'SKILL.md'), 'utf8')))
  }
  const baseline = await measure(readAll)
  console.log(line('baseline: discover + read files', baseline, SKILLS, baseline))

  let failures = 0
  const inProcess = await measure(async () => {
    const report = await runSkillCi({ roots: [dir], gate: { failOn: 'never' } })
    failures = report.summary.errored
  })
  console.log(line('in-process: runSkillCi', inProcess, SKILLS, baseline))
  if (failures > 0) console.log(`  note: ${failures} skills errored`)

  if (existsSync(cli)) {
    const args = [cli, 'score', dir, '--format', 'json']
    // Checked once with its output: a broken bundle must not pass for a fast one.
    const check = spawnSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 1 << 30 })
    const scored = check.status === 0 || check.status === 1 ? JSON.parse(check.stdout) : null
    if (scored?.skills?.length !== SKILLS) {
      throw new Error(`${cli} did not score the corpus (exit ${check.status}): ${check.stderr}`)
    }
    wholeProcessBench(dir, baseline)
  } else {
    const version = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).version
    console.log(
      `whole-process: skipped — dist/cli.js (skill-ci ${version}) needs \`npm run build\``
    )
  }
} finally {
  rmSync(dir, { recursive: true, force: true })
}

// The LLM path: 10 skills at standard depth against the local fake Messages API, 1 s per call.
console.log(formatLlmBench(await benchLlm()))
