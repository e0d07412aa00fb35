// The roots a run is given, checked and searched: a missing path is the caller's mistake,
// reported before anything runs; every skill folder under the roots is found once.
import { stat } from 'node:fs/promises'
import path from 'node:path'
import type { SkillError } from '../model/index.js'
import { discoverSkills } from './discover.js'
import type { WalkedFolders } from './listing.js'
import { isSkillFileName } from '../model/skill-file.js'
import { relativePosix } from '../fs/relative-path.js'
import { excludeTest } from './exclude.js'

const toPosix = (p: string) => p.replaceAll('\\', '/')

/** A root that cannot be searched for skills: the caller's mistake, reported before anything runs. */
export class BadRootError extends Error {
  constructor(
    readonly root: string,
    message: string
  ) {
    super(message)
    this.name = 'BadRootError'
  }
}

/** A root that does not exist. */
export class RootNotFoundError extends BadRootError {
  constructor(root: string) {
    super(root, `path not found: ${root}`)
    this.name = 'RootNotFoundError'
  }
}

/** A root that is a file other than a SKILL.md (`skill-ci score README.md`). */
export class RootNotSkillError extends BadRootError {
  constructor(root: string) {
    super(
      root,
      `${root} is a file, not a skill: give a skill folder, its SKILL.md, or a folder containing skills`
    )
    this.name = 'RootNotSkillError'
  }
}

export interface SkillJob {
  /** Absolute skill folder. */
  dir: string
  /** Absolute root the skill was found under. */
  rootDir: string
  /** The root as the user wrote it. */
  rootGiven: string
}

/** A folder discovery could not read: reported as an errored entry so the exit code shows it. */
export interface DiscoveryFailure {
  error: SkillError
  rootGiven: string
}

export interface RootsDiscovery {
  jobs: SkillJob[]
  failures: DiscoveryFailure[]
  /** What the walks listed in and around the skill folders, so reading them does not list them again. */
  walked?: WalkedFolders
}

interface ResolvedRoot {
  /** The root as the user wrote it; for a SKILL.md given directly, its folder written that way. */
  rootGiven: string
  /** The absolute folder to search. */
  rootDir: string
}

/**
 * Skill folders are found under a folder; a SKILL.md file given directly means its folder. That
 * folder is also what the report calls the root (`path/skill/SKILL.md` → `path/skill`): file
 * paths are printed relative to it, and the file itself would otherwise be printed twice
 * (`path/skill/SKILL.md/SKILL.md:3`).
 */
async function resolveRoot(root: string): Promise<ResolvedRoot> {
  const absolute = path.resolve(root)
  const info = await stat(absolute).catch(() => {
    throw new RootNotFoundError(root)
  })
  if (info.isDirectory()) return { rootGiven: root, rootDir: absolute }
  if (!isSkillFileName(path.basename(absolute))) throw new RootNotSkillError(root)
  return { rootGiven: path.dirname(root), rootDir: path.dirname(absolute) }
}

/**
 * Every root is checked before anything runs: a typo is a usage error, not a partial run.
 * Throws a BadRootError for the first root that does not exist or is a file other than SKILL.md.
 */
export async function resolveRoots(roots: readonly string[]): Promise<ResolvedRoot[]> {
  return Promise.all(roots.map(resolveRoot))
}

/**
 * The skill folders under the roots (each once), and the folders that could not be read; without
 * the folders `exclude` leaves out (globs matched against the paths the report shows).
 */
export async function discoverRoots(
  roots: readonly string[],
  { exclude = [] }: { exclude?: readonly string[] } = {}
): Promise<RootsDiscovery> {
  const excluded = await excludeTest(exclude)
  const seen = new Set<string>()
  const jobs: SkillJob[] = []
  const failures: DiscoveryFailure[] = []
  const walked: WalkedFolders = { entries: new Map(), realPaths: new Map() }
  for (const { rootGiven, rootDir } of await resolveRoots(roots)) {
    const discovery = await discoverSkills(rootDir, undefined, walked)
    for (const error of discovery.errors) failures.push({ error, rootGiven })
    for (const dir of discovery.dirs) {
      if (
        seen.has(dir) ||
        excluded(path.posix.join(toPosix(rootGiven), relativePosix(rootDir, dir)))
      )
        continue
      seen.add(dir)
      jobs.push({ dir, rootDir, rootGiven })
    }
  }
  return { jobs, failures, walked }
}
