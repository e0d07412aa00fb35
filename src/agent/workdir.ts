// The agent's work dirs: private temp folders (src/fs/temp-dirs.ts: removed on every path), and
// the frozen copy of one taken when the agent has stopped. The path checks and the no-follow
// reads and writes of the files inside them live in src/fs/.
import { cp } from 'node:fs/promises'
import { makeTempDir } from '../fs/temp-dirs.js'

export { makeTempDir, removeTempDir } from '../fs/temp-dirs.js'

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
