// Node 22.1 and later can keep the compiled code of the modules it loads on disk and reuse it on the
// next run, which saves most of the start-up time spent compiling our bundle. The two entries turn
// it on before they load anything else (a module compiled before that is not cached).
import * as nodeModule from 'node:module'

/** The part of `node:module` used here: the function is missing before Node 22.1. */
export interface CompileCacheHost {
  enableCompileCache?: () => unknown
}

/**
 * Turns Node's compile cache on where the runtime has one and a later run can read it: not on a
 * GitHub-hosted runner, where every job starts on a fresh machine and writing the cache would only
 * cost time (about 50 ms for the Action). Called without a directory, so Node uses the user's
 * `NODE_COMPILE_CACHE` if set (else a folder in the temp directory) and does nothing under
 * `NODE_DISABLE_COMPILE_CACHE`. The cache is only an optimisation: a directory that cannot be
 * written comes back as a status, which is ignored, and nothing is ever printed.
 */
export function enableCompileCache(
  host: CompileCacheHost = nodeModule,
  env: NodeJS.ProcessEnv = process.env
): void {
  if (env['RUNNER_ENVIRONMENT'] === 'github-hosted') return
  try {
    host.enableCompileCache?.()
  } catch {
    // a runtime whose cache fails in a way it does not report as a status: run without it
  }
}
