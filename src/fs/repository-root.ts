// The folder a path's repository starts at: the nearest folder, from the path up, that holds a
// `.git` entry (a folder, or the file a worktree or submodule has). Found by looking, not by
// running git: git need not be installed where skill-ci runs.
import { lstat } from 'node:fs/promises'
import path from 'node:path'

/** The root of the git repository that holds `dir` (an absolute folder), or null outside one. */
export async function gitRepositoryRoot(dir: string): Promise<string | null> {
  for (let folder = dir; ; folder = path.dirname(folder)) {
    if ((await lstat(path.join(folder, '.git')).catch(() => null)) !== null) return folder
    if (path.dirname(folder) === folder) return null
  }
}
