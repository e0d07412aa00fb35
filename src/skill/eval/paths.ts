// Lexical checks for paths and globs written in eval files (PR content, so untrusted). They run
// at load time; the file-system containment (realpath, symlinks) is re-checked where files are
// touched (fixes skill-validator C1 and C5).

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
