// What both jest fuzz tests share: the seed (FUZZ_SEED overrides it, to explore), a temporary
// folder for the batches and the reproducers, and the failure message.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FuzzCase } from './cases.js'
import { runBatches, formatKindReport, type Check } from './batches.js'
import { writeOutsideFile } from './layout.js'
import { CI_PROFILE } from './profile.js'

export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20260601)

/**
 * Checks the cases in folders of `batchSize` and returns one line per kind of failure, with a
 * shrunk reproducer written under the OS temp folder (kept only when something failed).
 */
export async function fuzzFailures(
  cases: ReadonlyArray<[number, FuzzCase]>,
  check: Check,
  batchSize: number
): Promise<string[]> {
  const top = mkdtempSync(path.join(tmpdir(), `skill-ci-fuzz-${FUZZ_SEED}-`))
  const workDir = path.join(top, 'work')
  const reproducerDir = path.join(top, 'failures')
  try {
    mkdirSync(workDir)
    const reports = await runBatches(
      {
        check,
        batchSize,
        workDir,
        outside: writeOutsideFile(top),
        seed: FUZZ_SEED,
        profile: CI_PROFILE.name,
        reproducerDir,
        budget: { attempts: 200, ms: 3000 },
        maxKinds: 8
      },
      cases
    )
    const batchCount = Math.ceil(cases.length / batchSize)
    return reports.map((r) => formatKindReport(r, FUZZ_SEED, batchCount))
  } finally {
    rmSync(workDir, { force: true, recursive: true })
    if (!existsSync(reproducerDir) || readdirSync(reproducerDir).length === 0) {
      rmSync(top, { force: true, recursive: true })
    }
  }
}
