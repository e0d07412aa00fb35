// Finding skill folders: every folder holding an entry named exactly SKILL.md (or skill.md, which
// the reference validator accepts too) that is not a folder, at any depth. A SKILL.md that is a
// named pipe, a device or a link to one still makes a skill: reading it refuses it with an error
// on that skill, rather than the folder being passed over without a word.
// Policy: `node_modules` and VCS folders (`.git`, `.hg`, `.svn`) are skipped; other dot-folders
// are searched because skills commonly live in `.claude/skills/` or `.github/skills/`. A skill
// inside another skill (e.g. `sub-skills/x/SKILL.md`) is reported as a skill of its own, since
// PluginEval scores one folder at a time. Symlinked folders are followed only when they stay
// inside the root, and each real folder is visited once, so link loops end.
import { readdir, realpath, stat } from 'node:fs/promises'
import path from 'node:path'
import { realpathInside } from '../fs/confine.js'
import { ioMessage } from '../fs/errors.js'
import { relativePosix } from '../fs/relative-path.js'
import type { SkillError } from '../model/index.js'
import { isSkillFileName } from '../model/index.js'

const SKIPPED_DIRS = new Set(['node_modules', '.git', '.hg', '.svn'])

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
}

/** Finds skill folders under `root` (a folder, or a SKILL.md file). Never throws. */
export async function discoverSkills(
  root: string,
  limits: DiscoveryLimits = DEFAULT_DISCOVERY_LIMITS
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
    tooMany: false
  }
  await searchFolder(walk, absRoot, start, 0)
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

async function searchFolder(walk: Walk, dir: string, real: string, depth: number): Promise<void> {
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
  const subdirs = await readFolder(walk, dir)
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
    let subReal: string | null
    try {
      subReal = await realpathInside(walk.realRoot, sub)
    } catch (error) {
      walk.errors.push({
        code: 'unreadable',
        message: `cannot resolve folder: ${ioMessage(error)}`,
        file: relativePosix(walk.absRoot, sub)
      })
      continue
    }
    if (subReal !== null) await searchFolder(walk, sub, subReal, depth + 1)
  }
}

/** Notes `dir` as a skill when it holds a SKILL.md; returns the sub-folders to search. */
async function readFolder(walk: Walk, dir: string): Promise<string[]> {
  let entries
  try {
    entries = await readdir(dir, { withFileTypes: true })
  } catch (error) {
    walk.errors.push({
      code: 'unreadable',
      message: `cannot list folder: ${ioMessage(error)}`,
      file: relativePosix(walk.absRoot, dir)
    })
    return []
  }
  const subdirs: string[] = []
  let isSkill = false
  for (const entry of entries) {
    const full = path.join(dir, entry.name)
    if (isSkillFileName(entry.name) && !entry.isDirectory()) {
      isSkill = true
    } else if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) subdirs.push(full)
    } else if (entry.isSymbolicLink() && !SKIPPED_DIRS.has(entry.name)) {
      const target = await stat(full).catch(() => undefined)
      if (target?.isDirectory()) subdirs.push(full)
    }
  }
  if (isSkill) walk.dirs.push(dir)
  return subdirs
}
