// Finding skill folders: every folder holding an entry named exactly SKILL.md (or skill.md, which
// the reference validator accepts too) that is not a folder, at any depth. A SKILL.md that is a
// named pipe, a device or a link to one still makes a skill: reading it refuses it with an error
// on that skill, rather than the folder being passed over without a word.
// Policy: `node_modules` and VCS folders (`.git`, `.hg`, `.svn`) are skipped; other dot-folders
// are searched because skills commonly live in `.claude/skills/` or `.github/skills/`. A skill
// inside another skill (e.g. `sub-skills/x/SKILL.md`) is reported as a skill of its own, since
// PluginEval scores one folder at a time; but a SKILL.md inside a skill's `assets/`, `references/`
// or `scripts/` folder is that skill's material (a template, a sample a skill-testing skill works
// on), not a skill to load, so it is not reported. Symlinked folders are followed only when they stay
// inside the root, and each real folder is visited once, so link loops end.
import { readdirSync, realpathSync, statSync, type Dirent } from 'node:fs'
import { realpath, stat } from 'node:fs/promises'
import path from 'node:path'
import { isInside } from '../fs/confine.js'
import { ioMessage } from '../fs/errors.js'
import { childPath, relativePosix } from '../fs/relative-path.js'
import type { SkillError } from '../model/index.js'
import { isSkillFileName } from '../model/skill-file.js'
import type { WalkedFolders } from './listing.js'

const SKIPPED_DIRS = new Set(['node_modules', '.git', '.hg', '.svn'])
/** The folders of a skill's own files (the Agent Skills specification's optional folders). */
const SKILL_MATERIAL_DIRS = new Set(['assets', 'references', 'scripts'])

export interface Discovery {
  /** Absolute skill folder paths, sorted. */
  dirs: string[]
  errors: SkillError[]
}

export interface DiscoveryLimits {
  /** Folder levels searched below the root. */
  maxDepth: number
  /** Folders searched in all. */
  maxFolders: number
}

/**
 * The scanned tree is PR content: a committed 2,000-level folder chain took 35 s to walk. Real
 * skill trees are a few levels deep (`plugins/x/skills/y/sub-skills/z`), so these caps only
 * stop crafted trees, and the error says what was left out.
 */
export const DEFAULT_DISCOVERY_LIMITS: DiscoveryLimits = { maxDepth: 32, maxFolders: 100_000 }

/** What one discovery has found so far, and the limits it has hit. */
interface Walk {
  absRoot: string
  realRoot: string
  limits: DiscoveryLimits
  dirs: string[]
  errors: SkillError[]
  /** Real paths of the folders searched, so that each is searched once and link loops end. */
  visited: Set<string>
  tooDeep: boolean
  tooMany: boolean
  /** Where to keep the listings in and around the skill folders, when asked to. */
  walked?: WalkedFolders
}

/** A folder to search: its path as walked from the root, and its real path. */
interface Folder {
  dir: string
  real: string
}

/**
 * Finds skill folders under `root` (a folder, or a SKILL.md file). Never throws. `walked`, when
 * given, receives what the walk listed in and around the skill folders (each skill folder, what
 * is below it, its parent), so that reading the skills does not list them again.
 */
export async function discoverSkills(
  root: string,
  limits: DiscoveryLimits = DEFAULT_DISCOVERY_LIMITS,
  walked?: WalkedFolders
): Promise<Discovery> {
  const absRoot = path.resolve(root)
  const start = await startFolder(root, absRoot)
  if (typeof start !== 'string') return start
  const walk: Walk = {
    absRoot,
    realRoot: start,
    limits,
    dirs: [],
    errors: [],
    visited: new Set(),
    tooDeep: false,
    tooMany: false,
    walked
  }
  // One synchronous walk: each folder is listed once, and a folder that is not a link has the
  // real path of its parent and its own name, so only links are resolved. Nothing else runs
  // while skills are being found, so the thread pool's round trips would only add waiting.
  searchFolder(walk, { dir: absRoot, real: start }, 0, false)
  walk.dirs.sort()
  return { dirs: walk.dirs, errors: walk.errors }
}

/** The real path of the root folder to search, or the whole answer when `root` is not a folder. */
async function startFolder(root: string, absRoot: string): Promise<string | Discovery> {
  try {
    const info = await stat(absRoot)
    if (info.isDirectory()) return await realpath(absRoot)
    if (isSkillFileName(path.basename(absRoot)))
      return { dirs: [path.dirname(absRoot)], errors: [] }
    return {
      dirs: [],
      errors: [
        { code: 'not-a-folder', message: 'is neither a folder nor a SKILL.md file', file: root }
      ]
    }
  } catch (error) {
    return {
      dirs: [],
      errors: [{ code: 'unreadable', message: `cannot read: ${ioMessage(error)}`, file: root }]
    }
  }
}

/**
 * Searches `folder` and below. `underSkill`: a skill folder holds it, so its listing is kept for
 * the reader; the listing of a folder holding skills (`parent`) is kept too, since cross-references
 * are resolved there. `inMaterial`: it lies in a skill's assets, references or scripts, where a
 * SKILL.md is material of that skill.
 */
function searchFolder(
  walk: Walk,
  folder: Folder,
  depth: number,
  underSkill: boolean,
  parent?: readonly Dirent[],
  inMaterial = false
): void {
  const { dir, real } = folder
  if (walk.visited.has(real)) return
  if (walk.visited.size >= walk.limits.maxFolders) {
    if (!walk.tooMany) {
      walk.tooMany = true
      walk.errors.push({
        code: 'too-many-folders',
        message: `stopped after searching ${walk.limits.maxFolders} folders (the limit); skills in the rest were not found`,
        file: '.'
      })
    }
    return
  }
  walk.visited.add(real)
  const entries = listFolder(walk, dir)
  if (entries === undefined) return
  const isSkill =
    !inMaterial && entries.some((entry) => isSkillFileName(entry.name) && !entry.isDirectory())
  if (isSkill) walk.dirs.push(dir)
  if (walk.walked !== undefined)
    keepListings(walk.walked, folder, entries, isSkill, underSkill, parent)
  const subdirs = subfolders(walk, folder, entries)
  if (subdirs.length > 0 && depth >= walk.limits.maxDepth) {
    if (!walk.tooDeep) {
      walk.tooDeep = true
      walk.errors.push({
        code: 'too-deep',
        message: `folders nested more than ${walk.limits.maxDepth} levels below the scanned folder are not searched`,
        file: relativePosix(walk.absRoot, dir)
      })
    }
    return
  }
  for (const sub of subdirs) {
    const material = inMaterial || (isSkill && SKILL_MATERIAL_DIRS.has(path.basename(sub.dir)))
    searchFolder(walk, sub, depth + 1, isSkill || underSkill, entries, material)
  }
}

function keepListings(
  walked: WalkedFolders,
  { dir, real }: Folder,
  entries: readonly Dirent[],
  isSkill: boolean,
  underSkill: boolean,
  parent: readonly Dirent[] | undefined
): void {
  if (isSkill) {
    walked.realPaths.set(dir, real)
    if (parent !== undefined) walked.entries.set(path.dirname(dir), parent)
  }
  if (isSkill || underSkill) walked.entries.set(dir, entries)
}

/** The entries of `dir`, or undefined (and an error) when it cannot be listed. */
function listFolder(walk: Walk, dir: string): Dirent[] | undefined {
  try {
    return readdirSync(dir, { withFileTypes: true })
  } catch (error) {
    noteUnreadable(walk, 'cannot list folder', dir, error)
    return undefined
  }
}

function noteUnreadable(walk: Walk, what: string, dir: string, error: unknown): void {
  walk.errors.push({
    code: 'unreadable',
    message: `${what}: ${ioMessage(error)}`,
    file: relativePosix(walk.absRoot, dir)
  })
}

/** The sub-folders of `folder` to search, with their real paths; links only when they stay inside. */
function subfolders(walk: Walk, folder: Folder, entries: readonly Dirent[]): Folder[] {
  const subdirs: Folder[] = []
  for (const entry of entries) {
    if (SKIPPED_DIRS.has(entry.name)) continue
    if (entry.isDirectory())
      subdirs.push({
        dir: childPath(folder.dir, entry.name),
        real: childPath(folder.real, entry.name)
      })
    else if (entry.isSymbolicLink() && !isSkillFileName(entry.name)) {
      const dir = childPath(folder.dir, entry.name)
      const real = linkedFolder(walk, dir)
      if (real !== null) subdirs.push({ dir, real })
    }
  }
  return subdirs
}

/** The real path of a link to a folder inside the root; null for anything else. */
function linkedFolder(walk: Walk, link: string): string | null {
  try {
    if (!statSync(link).isDirectory()) return null
  } catch {
    return null // a broken link, a loop: nothing to search
  }
  try {
    const real = realpathSync(link)
    return isInside(walk.realRoot, real) ? real : null
  } catch (error) {
    noteUnreadable(walk, 'cannot resolve folder', link, error)
    return null
  }
}
