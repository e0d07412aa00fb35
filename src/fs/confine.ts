// Confinement: proving that a path stays inside a folder. Scanned skills, eval files and agent
// tool calls are untrusted, so a path is checked lexically (no absolute paths, no `..`) and then
// by its real path, so that a symlink planted in the tree cannot lead outside it.
import { lstat, realpath } from 'node:fs/promises'
import path from 'node:path'
import { errnoCode } from './errors.js'
import { unsafeRelativePathReason } from './relative-path.js'

export class PathEscapeError extends Error {
  constructor(
    readonly requested: string,
    reason: string
  ) {
    super(`refused path '${requested}': ${reason}`)
    this.name = 'PathEscapeError'
  }
}

/** Is `candidate` `root` itself or below it? Compare real (symlink-free) absolute paths. */
export function isInside(root: string, candidate: string): boolean {
  return (
    candidate === root || candidate.startsWith(root.endsWith(path.sep) ? root : root + path.sep)
  )
}

/**
 * The real path of the existing `p` when it lies inside `realRoot` (itself a real path), else
 * null. Throws what realpath throws (a missing file, a link loop).
 */
export async function realpathInside(realRoot: string, p: string): Promise<string | null> {
  const real = await realpath(p)
  return isInside(realRoot, real) ? real : null
}

/** The real path of `p`, or of its deepest existing ancestor joined with the missing rest. */
async function realpathOfExistingPrefix(p: string): Promise<string> {
  const missing: string[] = []
  let current = p
  for (;;) {
    try {
      return path.join(await realpath(current), ...missing.reverse())
    } catch (e) {
      const code = errnoCode(e)
      if (code !== 'ENOENT' && code !== 'ENOTDIR') throw e
      // An entry that exists but cannot be resolved is a dangling link: writing through it
      // would create its target wherever that points.
      if (
        await lstat(current).then(
          () => true,
          () => false
        )
      ) {
        throw new PathEscapeError(p, 'a dangling symlink')
      }
      const parent = path.dirname(current)
      if (parent === current) throw e
      missing.push(path.basename(current))
      current = parent
    }
  }
}

/**
 * Resolves `rel` under `root` and proves it stays there after following symlinks.
 * The target need not exist (for writes); `'.'` and `''` mean the root itself when allowed.
 */
export async function resolveInside(root: string, rel: string, allowRoot = false): Promise<string> {
  if (!(allowRoot && (rel === '.' || rel === ''))) {
    const reason = unsafeRelativePathReason(rel)
    if (reason) throw new PathEscapeError(rel, reason)
  }
  const realRoot = await realpath(root)
  const joined = path.resolve(realRoot, rel)
  if (!isInside(realRoot, joined)) throw new PathEscapeError(rel, 'outside the sandbox')
  const real = await realpathOfExistingPrefix(joined).catch((e: unknown) => {
    throw e instanceof PathEscapeError ? new PathEscapeError(rel, 'a dangling symlink') : e
  })
  if (!isInside(realRoot, real))
    throw new PathEscapeError(rel, 'a symlink leads outside the sandbox')
  return real
}
