// The jest test's driver: cases written many to a folder and checked a folder at a time (the
// engine scans a real tree of hundreds of skills), then, for each kind of failure, the case that
// causes it found by checking the failing folder's cases one by one, shrunk, and written out.
import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import type { FuzzCase } from './cases.js'
import type { Failure } from './check.js'
import { writeCase, type WrittenSkill } from './layout.js'
import { minimise, type MinimiseBudget } from './minimise.js'
import { previewCase, writeReproducer } from './reproducer.js'

export type Check = (root: string, written: readonly WrittenSkill[]) => Promise<Failure[]>

export interface BatchRun {
  /** Check over one folder of written skills. */
  check: Check
  batchSize: number
  /** A temporary folder the run may fill (batches are removed as they pass). */
  workDir: string
  /** From writeOutsideFile. */
  outside: string
  seed: number
  profile: string
  /** Where reproducers go. */
  reproducerDir: string
  budget: MinimiseBudget
  /** Kinds minimised at most (the rest are listed with their first detail). */
  maxKinds: number
}

export interface KindReport {
  kind: string
  /** Batches in which this kind occurred. */
  batches: number
  detail: string
  reproducer?: { index: number; preview: string; dir: string; attempts: number }
}

interface Seen {
  batches: number
  detail: string
  firstBatch: number
}

async function checkFolder(
  run: BatchRun,
  name: string,
  cases: ReadonlyArray<[number, FuzzCase]>
): Promise<Failure[]> {
  const root = path.join(run.workDir, name)
  mkdirSync(root)
  try {
    const written = cases.flatMap(([index, c]) => writeCase(root, c, String(index), run.outside))
    return await run.check(root, written)
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}

async function failsWith(run: BatchRun, kind: string, c: FuzzCase, tag: string): Promise<boolean> {
  const failures = await checkFolder(run, `try-${tag}`, [[0, c]])
  return failures.some((f) => f.kind === kind)
}

/** The first case of a failing batch that fails alone, shrunk and written out. */
async function explain(
  run: BatchRun,
  kind: string,
  batch: ReadonlyArray<[number, FuzzCase]>
): Promise<KindReport['reproducer']> {
  for (const [index, c] of batch) {
    if (!(await failsWith(run, kind, c, `${index}`))) continue
    let attempt = 0
    const shrunk = await minimise(
      c,
      (candidate) => failsWith(run, kind, candidate, `${index}-${attempt++}`),
      run.budget
    )
    const dir = path.join(run.reproducerDir, `${kind.replace(/[^a-z0-9-]+/gi, '_')}-${index}`)
    writeReproducer(dir, shrunk.case, {
      kind,
      detail: '',
      seed: run.seed,
      index,
      profile: run.profile
    })
    return { index, preview: previewCase(shrunk.case), dir, attempts: shrunk.attempts }
  }
  return undefined
}

/** Checks `cases` (each with its index) in folders of `batchSize`; one report per failure kind. */
export async function runBatches(
  run: BatchRun,
  cases: ReadonlyArray<[number, FuzzCase]>
): Promise<KindReport[]> {
  const seen = new Map<string, Seen>()
  const batches: Array<ReadonlyArray<[number, FuzzCase]>> = []
  for (let at = 0; at < cases.length; at += run.batchSize) {
    batches.push(cases.slice(at, at + run.batchSize))
  }
  for (const [b, batch] of batches.entries()) {
    const failures = await checkFolder(run, `batch-${b}`, batch)
    for (const kind of new Set(failures.map((f) => f.kind))) {
      const entry = seen.get(kind)
      if (entry) entry.batches += 1
      else {
        const detail = failures.find((f) => f.kind === kind)?.detail ?? ''
        seen.set(kind, { batches: 1, detail, firstBatch: b })
      }
    }
  }
  const reports: KindReport[] = []
  for (const [kind, s] of [...seen].sort(([a], [b]) => a.localeCompare(b))) {
    const reproducer =
      reports.length < run.maxKinds
        ? await explain(run, kind, batches[s.firstBatch] ?? [])
        : undefined
    reports.push({
      kind,
      batches: s.batches,
      detail: s.detail,
      ...(reproducer ? { reproducer } : {})
    })
  }
  return reports
}

/** A failure report as the jest message shows it. */
export function formatKindReport(r: KindReport, seed: number, batchCount: number): string {
  const head = `${r.kind} in ${r.batches} of ${batchCount} folders: ${r.detail}`
  if (!r.reproducer) return `${head}\n  (not reproduced by one case alone, or not minimised)`
  const { index, attempts, dir, preview } = r.reproducer
  return `${head}\n  case ${index} of seed ${seed}, shrunk in ${attempts} tries, written to ${dir}:\n${preview}`
}
