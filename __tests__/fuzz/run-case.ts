// One case through every check, in a folder of its own that is removed afterwards.
import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import type { FuzzCase } from './cases.js'
import { checkRoot, type Failure } from './check.js'
import { writeCase } from './layout.js'

export interface CaseOutcome {
  failures: Failure[]
  /** Time of the checks (the engine, the renderers, loadEvalFile), not of writing the files. */
  ms: number
}

/** Writes `c` to `<parent>/<id>`, checks it, removes it. `outside` is from writeOutsideFile. */
export async function runCase(
  parent: string,
  c: FuzzCase,
  id: string,
  outside: string
): Promise<CaseOutcome> {
  const root = path.join(parent, `case-${id}`)
  mkdirSync(root)
  try {
    const written = writeCase(root, c, id, outside)
    const start = performance.now()
    const failures = await checkRoot(root, written)
    return { failures, ms: performance.now() - start }
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}
