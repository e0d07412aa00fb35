// The agent's work dirs: private temp folders, and the frozen copy of one taken when the agent
// has stopped. The path checks and the no-follow reads and writes of the files inside them live
// in src/fs/.
import { cp, mkdtemp } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

// Still exported from here for src/action/publish/files.ts, which imports it from this module.

/** A fresh private directory under the OS temp dir. */
export const makeTempDir = (prefix: string): Promise<string> =>
  mkdtemp(path.join(os.tmpdir(), `skill-ci-${prefix}-`))

/**
 * Copies the work dir after the loop has stopped, so assertions and the transcript see one
 * frozen state that a stray process of the agent can no longer change. Symlinks are copied as
 * links, never followed.
 */
export async function snapshotDir(dir: string): Promise<string> {
  const target = await makeTempDir('snapshot')
  await cp(dir, target, { recursive: true, verbatimSymlinks: true, force: true })
  return target
}
