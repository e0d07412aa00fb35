// What the CLI's SARIF locations are relative to. Code scanning reads a relative URI from the
// repository's root, so skills under a git repository get repository paths whatever the root
// was given as (`.`, `skills`, `/abs/path/to/repo/skills`); skills in no repository (or in
// several) get paths relative to the folder their roots share, declared as the log's `%SRCROOT%`.
// An absolute root never turns into a path such as `home/me/repo/skills/x/SKILL.md`.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { SarifOptions } from '../report/sarif.js'

export function sarifBase(
  roots: readonly string[],
  cwd: string
): Pick<SarifOptions, 'rootPrefixes' | 'srcRoot'> {
  const absolute = roots.map((root) => path.resolve(cwd, root))
  const tops = new Set(absolute.map(repositoryTop))
  const [top] = tops
  const inOneRepository = tops.size === 1 && top !== undefined
  const base = inOneRepository ? top : commonFolder(absolute, cwd)
  const rootPrefixes = new Map(
    roots.map((root, i) => [root, toPosix(path.relative(base, absolute[i] ?? base))])
  )
  // A folder of this machine means nothing to code scanning, which reads paths from the
  // repository's root: it is declared only where there is no repository.
  return inOneRepository ? { rootPrefixes } : { rootPrefixes, srcRoot: folderUri(base) }
}

/** The nearest folder at or above `folder` holding `.git` (a folder, or a worktree's file). */
function repositoryTop(folder: string): string | undefined {
  for (let at = folder; ; at = path.dirname(at)) {
    if (existsSync(path.join(at, '.git'))) return at
    if (path.dirname(at) === at) return undefined
  }
}

/** The deepest folder that holds every one of `folders` (absolute paths). */
function commonFolder(folders: readonly string[], fallback: string): string {
  const [first = fallback, ...rest] = folders
  let common = first
  while (!rest.every((folder) => isWithin(common, folder))) {
    const parent = path.dirname(common)
    if (parent === common) break
    common = parent
  }
  return common
}

function isWithin(folder: string, other: string): boolean {
  const relative = path.relative(folder, other)
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative))
}

function toPosix(p: string): string {
  return p.split(path.sep).join('/')
}

/** An absolute `file:` URI ending in `/`, as SARIF requires of a base URI. */
function folderUri(folder: string): string {
  const uri = pathToFileURL(folder).href
  return uri.endsWith('/') ? uri : `${uri}/`
}
