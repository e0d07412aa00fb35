// After the long run: for each kind of failure, its first input regenerated, shrunk on a worker
// (every try under the watchdog, so a try that hangs costs one timeout, not the run) and written
// out next to the original.
import path from 'node:path'
import { caseAt, type FuzzCase } from '../../__tests__/fuzz/cases.js'
import { minimise, type MinimiseBudget } from '../../__tests__/fuzz/minimise.js'
import { PROFILES } from '../../__tests__/fuzz/profile.js'
import { previewCase, writeReproducer } from '../../__tests__/fuzz/reproducer.js'
import type { Outcome, Pool } from './pool.js'
import { SLOW_MS } from './tally.js'

export interface ShrinkJob {
  kind: string
  index: number
  detail: string
}

export interface Shrunk {
  dir: string
  attempts: number
  exhausted: boolean
  reproduced: boolean
  preview: string
}

export interface ShrinkSettings {
  seed: number
  profile: string
  timeoutMs: number
  outDir: string
}

/** A slow try answers within this, or counts as slow without waiting for the full timeout. */
const SLOW_TRY_MS = 3 * SLOW_MS

function plan(kind: string, timeoutMs: number) {
  if (kind === 'timeout' || kind === 'slow') {
    return {
      tryTimeout: Math.min(timeoutMs, SLOW_TRY_MS),
      fails: (o: Outcome) => o.type === 'timeout' || (o.type === 'result' && o.result.ms > SLOW_MS),
      budget: { attempts: 80, ms: 180_000 } satisfies MinimiseBudget
    }
  }
  if (kind === 'process-died') {
    return {
      tryTimeout: timeoutMs,
      fails: (o: Outcome) => o.type === 'died',
      budget: { attempts: 25, ms: 180_000 } satisfies MinimiseBudget
    }
  }
  return {
    tryTimeout: timeoutMs,
    fails: (o: Outcome) => o.type === 'result' && o.result.failures.some((f) => f.kind === kind),
    budget: { attempts: 400, ms: 60_000 } satisfies MinimiseBudget
  }
}

export async function shrinkAndWrite(
  pool: Pool,
  job: ShrinkJob,
  settings: ShrinkSettings
): Promise<Shrunk> {
  const profile = PROFILES[settings.profile] ?? PROFILES.long!
  const original = caseAt(settings.seed, job.index, profile)
  const { tryTimeout, fails, budget } = plan(job.kind, settings.timeoutMs)
  const failsNow = async (c: FuzzCase) =>
    fails(await pool.runOne((id) => ({ type: 'given', id, case: c }), tryTimeout))
  const dir = path.join(settings.outDir, job.kind.replace(/[^a-z0-9-]+/gi, '_'))
  const record = {
    kind: job.kind,
    detail: job.detail,
    seed: settings.seed,
    index: job.index,
    profile: profile.name
  }
  writeReproducer(path.join(dir, 'original'), original, record)
  const reproduced = await failsNow(original)
  if (!reproduced) {
    return { dir, attempts: 1, exhausted: false, reproduced, preview: previewCase(original) }
  }
  const shrunk = await minimise(original, failsNow, budget)
  writeReproducer(path.join(dir, 'minimised'), shrunk.case, {
    ...record,
    note: `shrunk in ${shrunk.attempts} tries${shrunk.exhausted ? ' (budget spent: may shrink further)' : ''}`
  })
  return {
    dir,
    attempts: shrunk.attempts,
    exhausted: shrunk.exhausted,
    reproduced,
    preview: previewCase(shrunk.case)
  }
}
