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

/**
 * Globs are matched by picomatch's backtracking regexes, where each `*` can multiply the work:
 * `*a*a*a/*a*a*a/*a*a*ab` took 14 s on one long folder chain. Runs of `*` (so `**` counts once)
 * beyond this are refused at load time (the glob form of C4); 4 matched the worst case we could
 * build in under 0.2 s; real assertions (`*.csv`, `docs/**` plus a file name) need two or three.
 */
export const MAX_GLOB_WILDCARDS = 4

/** Why a glob is refused (unsafe path or too many wildcards), or null. */
export function unsafeGlobReason(glob: string): string | null {
  const wildcards = glob.match(/\*+/g)?.length ?? 0
  if (wildcards > MAX_GLOB_WILDCARDS)
    return `a glob may use at most ${MAX_GLOB_WILDCARDS} \`*\` wildcards (it has ${wildcards})`
  return unsafeRelativePathReason(glob)
}
