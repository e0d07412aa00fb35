// `npm run fuzz -- --n 100000 [--seed S]`: the long fuzz run. Cases (a few skill folders with
// hostile names, generated SKILL.md files up to and past the 2 MiB cap, eval files up to and past
// 1 MB, named pipes and symlinks) run one at a time in worker processes under a watchdog, through
// the same checks as the jest fuzz test (__tests__/fuzz/check.ts). Prints the inputs tried,
// crashes, hangs, process deaths, the slowest input and how many took over 1 s; then shrinks the
// first input of each kind of failure and writes it, with its original, under the OS temp folder.
// Case i of seed S is always the same case: `--replay i` runs it again.
//
// Options: --n N (inputs, default 20000) · --seed S (default: from the clock, printed) ·
// --workers W (default: one per core) · --timeout MS (per input, default 10000) ·
// --memory MB (heap of each worker, default 1024) · --profile long|ci · --replay i,j,… ·
// --no-shrink · --out DIR · --log FILE (one JSON line per input: index, ms, bytes, failure kinds).
import { appendFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { PROFILES } from '../__tests__/fuzz/profile.js'
import { Pool } from './fuzz/pool.js'
import { shrinkAndWrite, type ShrinkJob } from './fuzz/shrink.js'
import { emptyTally, logLine, record, summaryLines, SLOW_MS, type Tally } from './fuzz/tally.js'

const { values } = parseArgs({
  options: {
    n: { type: 'string', default: '20000' },
    seed: { type: 'string' },
    workers: { type: 'string', default: String(availableParallelism()) },
    timeout: { type: 'string', default: '10000' },
    memory: { type: 'string', default: '1024' },
    profile: { type: 'string', default: 'long' },
    replay: { type: 'string' },
    'no-shrink': { type: 'boolean', default: false },
    out: { type: 'string' },
    log: { type: 'string' }
  }
})

function integer(name: string, text: string | undefined, min: number): number {
  const n = Number(text)
  if (!Number.isInteger(n) || n < min)
    throw new Error(`--${name} must be an integer ≥ ${min}, not ${text}`)
  return n
}
const positive = (name: string, text: string | undefined) => integer(name, text, 1)

const seed = values.seed === undefined ? Date.now() % 2 ** 31 : Number(values.seed)
if (!Number.isInteger(seed)) throw new Error(`--seed must be an integer, not ${values.seed}`)
const profile = PROFILES[values.profile]
if (profile === undefined)
  throw new Error(`--profile must be one of ${Object.keys(PROFILES).join(', ')}`)
const timeoutMs = positive('timeout', values.timeout)
const workers = positive('workers', values.workers)
const indices: number[] =
  values.replay === undefined
    ? Array.from({ length: positive('n', values.n) }, (_, i) => i)
    : values.replay.split(',').map((s) => integer('replay', s.trim(), 0))

const outDir = values.out ?? mkdtempSync(path.join(tmpdir(), `skill-ci-fuzz-${seed}-`))
mkdirSync(outDir, { recursive: true })
const scratch = mkdtempSync(path.join(tmpdir(), 'skill-ci-fuzz-work-'))
const pool = new Pool(workers, {
  scratch,
  timeoutMs,
  memoryMb: positive('memory', values.memory)
})

function progress(tally: Tally, started: number): void {
  const s = (performance.now() - started) / 1000
  const rate = tally.tried / Math.max(1, s)
  const left = (indices.length - tally.tried) / Math.max(rate, 0.001)
  const failing = [...tally.kinds.values()].reduce((sum, k) => sum + k.count, 0)
  process.stderr.write(
    `[fuzz] ${tally.tried}/${indices.length} inputs, ${failing} failures, ${tally.over1s} over 1 s, ${rate.toFixed(1)}/s, ~${Math.ceil(left / 60)} min left\n`
  )
}

console.log(
  `skill-ci fuzz: profile ${profile.name}, seed ${seed}, ${indices.length} inputs, ${workers} workers, timeout ${timeoutMs} ms`
)
const tally = emptyTally()
const started = performance.now()
const ticker = setInterval(() => progress(tally, started), 15_000)
try {
  await pool.runAll(
    indices,
    (index, id) => ({ type: 'generated', id, seed, index, profile: profile.name }),
    (index, outcome) => {
      record(tally, index, outcome, timeoutMs)
      if (values.log !== undefined) appendFileSync(values.log, logLine(index, outcome, timeoutMs))
    }
  )
  clearInterval(ticker)
  const elapsed = performance.now() - started
  for (const line of summaryLines(tally, elapsed, workers)) console.log(line)

  const jobs: ShrinkJob[] = [...tally.kinds].map(([kind, k]) => ({
    kind,
    index: k.first,
    detail: k.detail
  }))
  if (tally.slowest && tally.slowest.ms > SLOW_MS && !tally.kinds.has('timeout')) {
    jobs.push({
      kind: 'slow',
      index: tally.slowest.index,
      detail: `${tally.slowest.ms.toFixed(0)} ms`
    })
  }
  if (jobs.length > 0) console.log('\nfailures (first input of each kind):')
  for (const job of jobs) {
    const count = tally.kinds.get(job.kind)?.count ?? 1
    console.log(
      `- ${job.kind}: ${count} input(s), first #${job.index} (seed ${seed}): ${job.detail}`
    )
    if (values['no-shrink']) continue
    const shrunk = await shrinkAndWrite(pool, job, {
      seed,
      profile: profile.name,
      timeoutMs,
      outDir
    })
    const how = shrunk.reproduced
      ? `shrunk in ${shrunk.attempts} tries${shrunk.exhausted ? ' (budget spent)' : ''}`
      : 'did not fail again on its own (flaky or load-dependent); original kept'
    console.log(`  ${how} → ${shrunk.dir}\n${shrunk.preview}`)
  }
  console.log(
    `\nreproducers: ${outDir} (replay one: npm run fuzz -- --profile ${profile.name} --seed ${seed} --replay N)`
  )
  const failed = [...tally.kinds.keys()].length > 0
  process.exitCode = failed ? 1 : 0
} finally {
  clearInterval(ticker)
  await pool.close()
  rmSync(scratch, { recursive: true, force: true })
}
