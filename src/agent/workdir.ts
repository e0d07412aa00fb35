// Path confinement for everything that touches a run's work dir or a skill folder: a lexical
// check (no absolute paths, no `..`), then realpath containment so that a symlink planted in the
// tree cannot lead outside it (fixes skill-validator C1, C2, C5).
import { constants, cp, lstat, mkdtemp, open, realpath, unlink } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { unsafeRelativePathReason } from '../skill/eval/paths.js'

export class PathEscapeError extends Error {
  constructor(
    readonly requested: string,
    reason: string
  ) {
    super(`refused path '${requested}': ${reason}`)
    this.name = 'PathEscapeError'
  }
}

export function isInside(root: string, candidate: string): boolean {
  return (
    candidate === root || candidate.startsWith(root.endsWith(path.sep) ? root : root + path.sep)
  )
}

/** The real path of `p`, or of its deepest existing ancestor joined with the missing rest. */
async function realpathOfExistingPrefix(p: string): Promise<string> {
  const missing: string[] = []
  let current = p
  for (;;) {
    try {
      return path.join(await realpath(current), ...missing.reverse())
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code
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

/** A fresh private directory under the OS temp dir. */
export const makeTempDir = (prefix: string): Promise<string> =>
  mkdtemp(path.join(os.tmpdir(), `skill-ci-${prefix}-`))

/**
 * Copies the work dir after the loop has stopped, so assertions and the transcript see one
 * frozen state (A7). Symlinks are copied as links, never followed.
 */
export async function snapshotDir(dir: string): Promise<string> {
  const target = await makeTempDir('snapshot')
  await cp(dir, target, { recursive: true, verbatimSymlinks: true, force: true })
  return target
}

/** True when `p` is a symbolic link (not followed). */
export async function isSymlink(p: string): Promise<boolean> {
  return (await lstat(p)).isSymbolicLink()
}

/** The first bytes of a regular file, decoded as UTF-8. */
export interface FileHead {
  text: string
  /** Size of the whole file in bytes. */
  size: number
  truncated: boolean
}

// Paths here come from resolveInside (already real), but the agent's shell can change the tree
// between that check and the open: O_NOFOLLOW refuses a symlink swapped in as the last component,
// O_NONBLOCK keeps a FIFO from blocking the run (and a libuv thread) past every timeout, and the
// type is checked on the open handle, so what is checked is what is read.
const READ_FLAGS = constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOFOLLOW
const WRITE_FLAGS =
  constants.O_WRONLY | constants.O_CREAT | constants.O_NONBLOCK | constants.O_NOFOLLOW

/** At most `maxBytes` of `file` (memory stays bounded for any file size); null if not a regular file. */
export async function readFileHead(file: string, maxBytes: number): Promise<FileHead | null> {
  const handle = await open(file, READ_FLAGS)
  try {
    const info = await handle.stat()
    if (!info.isFile()) return null
    const buffer = Buffer.alloc(Math.min(info.size, maxBytes))
    let filled = 0
    while (filled < buffer.length) {
      const { bytesRead } = await handle.read(buffer, filled, buffer.length - filled, filled)
      if (bytesRead === 0) break
      filled += bytesRead
    }
    return {
      text: buffer.toString('utf8', 0, filled),
      size: info.size,
      truncated: info.size > filled
    }
  } finally {
    await handle.close()
  }
}

/** Replaces the content of `file` (created if missing); false when it is not a regular file. */
export async function writeRegularFile(file: string, content: string): Promise<boolean> {
  const handle = await open(file, WRITE_FLAGS, 0o644)
  try {
    if (!(await handle.stat()).isFile()) return false
    await handle.truncate(0)
    await handle.writeFile(content, 'utf8')
    return true
  } finally {
    await handle.close()
  }
}

/**
 * Writes `text` as a regular file of our own at `file`, for outputs that land in a PR's checkout
 * (report files, transcripts): a link found there (`report.json -> ~/.gitconfig`) is removed,
 * never written through, and O_NOFOLLOW refuses one that appears in between.
 */
export async function replaceWithOwnFile(file: string, text: string): Promise<void> {
  if ((await lstat(file).catch(() => undefined))?.isSymbolicLink()) await unlink(file)
  const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | constants.O_NOFOLLOW
  const handle = await open(file, flags, 0o644)
  try {
    await handle.writeFile(text, 'utf8')
  } finally {
    await handle.close()
  }
}
