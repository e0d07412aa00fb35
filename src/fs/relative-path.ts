// Relative paths as text, before any file is touched: the lexical check for paths written by
// untrusted authors (eval files, agent tool calls) and the POSIX form shown in reports.
import path from 'node:path'

/** Why a relative path is refused, or null when it is acceptable. */
export function unsafeRelativePathReason(p: string): string | null {
  if (p.length === 0) return 'path is empty'
  if (p.includes('\0')) return 'path contains a NUL byte'
  if (p.startsWith('/') || p.startsWith('\\') || /^[A-Za-z]:/.test(p) || p.startsWith('~')) {
    return 'absolute paths are not allowed'
  }
  if (p.split(/[\\/]+/).some((segment) => segment === '..')) return "'..' is not allowed"
  return null
}

/** POSIX path of `target` relative to `root`, '.' when they are the same folder. */
export function relativePosix(root: string, target: string): string {
  const rel = path.relative(root, target)
  return rel === '' ? '.' : rel.split(path.sep).join('/')
}

/**
 * `path.join(folder, name)` for a name a folder listing gave (never empty, `.`, `..` or holding a
 * separator) inside a folder path already normalised (resolved, or built by this function): the
 * same text, without normalising the whole path again for every entry of a walk.
 */
export function childPath(folder: string, name: string): string {
  return folder.endsWith(path.sep) ? folder + name : folder + path.sep + name
}
