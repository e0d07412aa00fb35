// `npm run bench` (bench/run.ts runs this one by default): the static pipeline's speed on a generated 300-skill corpus, in-process
// (runSkillCi) and as a whole process (`node dist/cli.js score … --format json`), against a
// baseline measured in the same run (just reading every SKILL.md). Target: the whole-process run
// of 300 skills under 1 s on a 2-core machine. Then the LLM path (bench/llm.ts); the A/B
// calibration simulation is `npm run bench -- ab-calibration` (bench/ab-calibration.ts).
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { runSkillCi } from '../src/run.js'
import { discoverSkills } from '../src/skill/discover.js'
import { writeCorpus } from './corpus.js'
import { benchLlm, formatLlmBench } from './llm.js'

const RUNS = 5
const SKILLS = 300
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
// SKILL_CI_CLI points the whole-process run at another bundle (e.g. one built elsewhere).
const cli = process.env.SKILL_CI_CLI ?? path.join(repoRoot, 'dist', 'cli.js')

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

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
    const nodeStartup = await measure(() => spawnSync(process.execPath, ['-e', '0']))
    const args = [cli, 'score', dir, '--format', 'json']
    // Checked once with its output: a broken bundle must not pass for a fast one.
    const check = spawnSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 1 << 30 })
    const scored = check.status === 0 || check.status === 1 ? JSON.parse(check.stdout) : null
    if (scored?.skills?.length !== SKILLS) {
      throw new Error(`${cli} did not score the corpus (exit ${check.status}): ${check.stderr}`)
    }
    const spawnCli = () => spawnSync(process.execPath, args, { stdio: 'ignore' })
    const wholeProcess = await measure(spawnCli)
    console.log(
      line(`whole-process: node ${path.relative(repoRoot, cli)}`, wholeProcess, SKILLS, baseline)
    )
    console.log(line('  (node startup alone)', nodeStartup, SKILLS, baseline))
    const verdict = wholeProcess < 1000 ? 'met' : 'NOT met'
    console.log(`target (300 skills < 1 s whole-process): ${verdict}`)
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
