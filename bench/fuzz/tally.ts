// The long run's tally: inputs tried, what failed (by kind, with the first input of each), hangs,
// deaths, the slowest input and how many took over a second; and the lines that print it.
import type { Outcome } from './pool.js'

/** Inputs slower than this are counted (and the slowest is minimised as `slow`). */
export const SLOW_MS = 1000

/** Kinds that mean the engine crashed rather than answered wrongly. */
const CRASH_KINDS =
  /^(run-throws|json-throws|render-throws|eval-throws|internal-error|process-died|harness-error)/

export interface KindTally {
  count: number
  first: number
  detail: string
}

export interface Tally {
  tried: number
  skills: number
  evalFiles: number
  bytes: number
  over1s: number
  slowest: { index: number; ms: number } | null
  kinds: Map<string, KindTally>
}

export function emptyTally(): Tally {
  return { tried: 0, skills: 0, evalFiles: 0, bytes: 0, over1s: 0, slowest: null, kinds: new Map() }
}

function note(tally: Tally, kind: string, index: number, detail: string): void {
  const entry = tally.kinds.get(kind)
  if (entry) {
    entry.count += 1
    if (index < entry.first) Object.assign(entry, { first: index, detail })
  } else {
    tally.kinds.set(kind, { count: 1, first: index, detail })
  }
}

/** The kinds an outcome counts as (one entry per kind, however often it occurred). */
export function outcomeKinds(outcome: Outcome, timeoutMs: number): Map<string, string> {
  const kinds = new Map<string, string>()
  if (outcome.type === 'timeout') kinds.set('timeout', `no answer within ${timeoutMs} ms; killed`)
  else if (outcome.type === 'died') {
    const last = outcome.stderr
      .split('\n')
      .filter((l) => l.trim() !== '')
      .slice(-2)
      .join(' | ')
    kinds.set(
      'process-died',
      `exit ${outcome.code ?? '-'} signal ${outcome.signal ?? '-'}: ${last.slice(0, 300)}`
    )
  } else {
    for (const f of outcome.result.failures) if (!kinds.has(f.kind)) kinds.set(f.kind, f.detail)
  }
  return kinds
}

export function record(tally: Tally, index: number, outcome: Outcome, timeoutMs: number): void {
  tally.tried += 1
  const ms = outcome.type === 'result' ? outcome.result.ms : outcome.ms
  if (outcome.type === 'result') {
    tally.skills += outcome.result.skills
    tally.evalFiles += outcome.result.evalFiles
    tally.bytes += outcome.result.bytes
  }
  if (ms > SLOW_MS) tally.over1s += 1
  if (tally.slowest === null || ms > tally.slowest.ms) tally.slowest = { index, ms }
  for (const [kind, detail] of outcomeKinds(outcome, timeoutMs)) note(tally, kind, index, detail)
}

/** One JSON line about one input, for --log. */
export function logLine(index: number, outcome: Outcome, timeoutMs: number): string {
  const ms = outcome.type === 'result' ? outcome.result.ms : outcome.ms
  const bytes = outcome.type === 'result' ? outcome.result.bytes : null
  const kinds = [...outcomeKinds(outcome, timeoutMs).keys()]
  return `${JSON.stringify({ index, ms: Math.round(ms), bytes, kinds })}\n`
}

export function isCrash(kind: string): boolean {
  return CRASH_KINDS.test(kind)
}

const count = (n: number) => n.toLocaleString('en-US')

/** The headline figures. */
export function summaryLines(tally: Tally, elapsedMs: number, workers: number): string[] {
  const kinds = [...tally.kinds]
  const crashes = kinds.filter(([k]) => isCrash(k))
  const inputsWith = (list: Array<[string, KindTally]>) =>
    list.length === 0 ? 'none' : list.map(([k, t]) => `${k} ${count(t.count)}`).join(', ')
  const rate = tally.tried / Math.max(1, elapsedMs / 1000)
  const slowest = tally.slowest
  return [
    `inputs tried: ${count(tally.tried)} (${count(tally.skills)} skill folders, ${count(tally.evalFiles)} eval files, ${(tally.bytes / 1e6).toFixed(1)} MB) in ${(elapsedMs / 1000).toFixed(0)} s on ${workers} workers (${rate.toFixed(1)}/s)`,
    `crashes: ${inputsWith(crashes.filter(([k]) => k !== 'process-died'))}; process deaths: ${count(tally.kinds.get('process-died')?.count ?? 0)}`,
    `hangs/timeouts: ${count(tally.kinds.get('timeout')?.count ?? 0)}`,
    `slowest input: ${slowest ? `#${slowest.index}, ${(slowest.ms / 1000).toFixed(2)} s` : '—'}`,
    `over 1 s: ${count(tally.over1s)}`,
    `check failures: ${inputsWith(kinds.filter(([k]) => !isCrash(k) && k !== 'timeout'))}`
  ]
}
