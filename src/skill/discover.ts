// Finding skill folders: every folder holding a file named exactly SKILL.md, at any depth.
// Policy: `node_modules` and VCS folders (`.git`, `.hg`, `.svn`) are skipped; other dot-folders
// are searched because skills commonly live in `.claude/skills/` or `.github/skills/`. A skill
// inside another skill (e.g. `sub-skills/x/SKILL.md`) is reported as a skill of its own, since
// PluginEval scores one folder at a time. Symlinked folders are followed only when they stay
// inside the root, and each real folder is visited once, so link loops end.
import { readdir, realpath, stat } from 'node:fs/promises'
import path from 'node:path'
import type { SkillError } from '../report/model.js'
import { relativePosix } from './evaluate.js'
import { SKILL_FILE_NAME, ioMessage } from './read.js'

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

/** Finds skill folders under `root` (a folder, or a SKILL.md file). Never throws. */
export async function discoverSkills(
  root: string,
  limits: DiscoveryLimits = DEFAULT_DISCOVERY_LIMITS
): Promise<Discovery> {
  const absRoot = path.resolve(root)
  const dirs: string[] = []
  const errors: SkillError[] = []
  let realRoot: string
  try {
    const info = await stat(absRoot)
    if (info.isFile()) {
      if (path.basename(absRoot) === SKILL_FILE_NAME)
        return { dirs: [path.dirname(absRoot)], errors }
      return {
        dirs,
        errors: [
          { code: 'not-a-folder', message: 'is neither a folder nor a SKILL.md file', file: root }
        ]
      }
    }
    realRoot = await realpath(absRoot)
  } catch (error) {
    return {
      dirs,
      errors: [{ code: 'unreadable', message: `cannot read: ${ioMessage(error)}`, file: root }]
    }
  }
  const visited = new Set<string>()
  const inside = (real: string) => real === realRoot || real.startsWith(realRoot + path.sep)

  let tooDeep = false
  let tooMany = false
  async function walk(dir: string, real: string, depth: number): Promise<void> {
    if (visited.has(real)) return
    if (visited.size >= limits.maxFolders) {
      if (!tooMany) {
        tooMany = true
        errors.push({
          code: 'too-many-folders',
          message: `stopped after searching ${limits.maxFolders} folders (the limit); skills in the rest were not found`,
          file: '.'
        })
      }
      return
    }
    visited.add(real)
    let entries
    try {
      entries = await readdir(dir, { withFileTypes: true })
    } catch (error) {
      errors.push({
        code: 'unreadable',
        message: `cannot list folder: ${ioMessage(error)}`,
        file: relativePosix(absRoot, dir)
      })
      return
    }
    const subdirs: string[] = []
    for (const entry of entries) {
      const full = path.join(dir, entry.name)
      if (entry.name === SKILL_FILE_NAME && (entry.isFile() || entry.isSymbolicLink())) {
        dirs.push(dir)
      } else if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) subdirs.push(full)
      } else if (entry.isSymbolicLink() && !SKIPPED_DIRS.has(entry.name)) {
        const target = await stat(full).catch(() => undefined)
        if (target?.isDirectory()) subdirs.push(full)
      }
    }
    if (subdirs.length > 0 && depth >= limits.maxDepth) {
      if (!tooDeep) {
        tooDeep = true
        errors.push({
          code: 'too-deep',
          message: `folders nested more than ${limits.maxDepth} levels below the scanned folder are not searched`,
          file: relativePosix(absRoot, dir)
        })
      }
      return
    }
    for (const sub of subdirs) {
      let subReal: string
      try {
        subReal = await realpath(sub)
      } catch (error) {
        errors.push({
          code: 'unreadable',
          message: `cannot resolve folder: ${ioMessage(error)}`,
          file: relativePosix(absRoot, sub)
        })
        continue
      }
      if (inside(subReal)) await walk(sub, subReal, depth + 1)
    }
  }

  await walk(absRoot, realRoot, 0)
  dirs.sort()
  return { dirs, errors }
}
