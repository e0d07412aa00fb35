// A worker of the long fuzz run: runs one case at a time through every check (runCase) and
// answers with its failures and time. It is a process of its own so that the parent can kill it
// when a case hangs and see it die when a case exhausts its memory.
import { mkdtempSync, rmSync } from 'node:fs'
import path from 'node:path'
import { caseAt, caseBytes } from '../../__tests__/fuzz/cases.js'
import { writeOutsideFile } from '../../__tests__/fuzz/layout.js'
import { PROFILES } from '../../__tests__/fuzz/profile.js'
import { runCase } from '../../__tests__/fuzz/run-case.js'
import { reviveCase, type WorkerRequest, type WorkerResult } from './protocol.js'

const scratchParent = process.argv[2]
if (scratchParent === undefined || !process.send) {
  throw new Error('bench/fuzz/worker.ts runs as a child of bench/fuzz.ts')
}
const scratch = mkdtempSync(path.join(scratchParent, 'w-'))
const outside = writeOutsideFile(scratch)

async function handle(request: WorkerRequest): Promise<WorkerResult> {
  const c =
    request.type === 'given'
      ? reviveCase(request.case)
      : caseAt(request.seed, request.index, PROFILES[request.profile] ?? PROFILES.long!)
  // Generating is the harness's time, not the engine's: the watchdog starts now.
  process.send?.({ type: 'started', id: request.id })
  const outcome = await runCase(scratch, c, String(request.id), outside)
  return {
    type: 'result',
    id: request.id,
    failures: outcome.failures,
    ms: outcome.ms,
    bytes: caseBytes(c),
    skills: c.skills.length,
    evalFiles: c.skills.filter((s) => s.evalYaml !== null).length
  }
}

process.on('message', (request: WorkerRequest) => {
  handle(request).then(
    (result) => process.send?.(result),
    (error: unknown) => {
      // Writing the files failed, not the engine: report it as the harness's own failure.
      process.send?.({
        type: 'result',
        id: request.id,
        failures: [{ kind: 'harness-error', detail: String(error) }],
        ms: 0,
        bytes: 0,
        skills: 0,
        evalFiles: 0
      } satisfies WorkerResult)
    }
  )
})
process.send({ type: 'ready' })
process.on('disconnect', () => {
  rmSync(scratch, { recursive: true, force: true })
  process.exit(0)
})
