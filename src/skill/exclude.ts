// Folders a run leaves out (`--exclude <glob>`, the Action's `exclude` input): a repository's
// template skill, vendored examples. A glob is matched, with picomatch, against each skill folder's
// path as the report shows it (the root as given joined with the folder, `skills/template`) and
// against every folder above it, so excluding a folder excludes the skills below it. A glob with
// no `/` is matched against a folder's name at any depth, as in .gitignore (`template`). The
// matcher is loaded only when a run has globs.

/** At most this many globs, each at most this long: they come from a workflow file or argv. */
export const EXCLUDE_LIMITS = { globs: 100, length: 200 } as const

/** True for a path (forward slashes, relative) that one of `globs` leaves out. */
export type ExcludeTest = (displayPath: string) => boolean

export async function excludeTest(globs: readonly string[]): Promise<ExcludeTest> {
  if (globs.length === 0) return () => false
  const { default: picomatch } = await import('picomatch')
  // `template` means a folder of that name anywhere: `**/template`.
  const anywhere = globs.map((glob) => (glob.includes('/') ? glob : `**/${glob}`))
  const matches = picomatch(anywhere, { dot: true })
  return (displayPath) => {
    // An absolute root stays absolute (`/tmp/x/skills/**` matches it); `./` and `//` are dropped.
    const start = displayPath.startsWith('/') ? '/' : ''
    const parts = displayPath.split('/').filter((part) => part !== '' && part !== '.')
    for (let end = 1; end <= parts.length; end += 1) {
      if (matches(start + parts.slice(0, end).join('/'))) return true
    }
    return false
  }
}
