// Writing fuzz cases to disk: each skill folder under the scanned root (its first folder name
// made unique with a suffix, so a hostile name still starts the path), its SKILL.md (bytes, a
// named pipe or a symlink) and its tests/eval.yaml.
import { execFileSync } from 'node:child_process'
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { FuzzCase, SkillFileSpec } from './cases.js'

/** Folder names discovery skips: a generated name that happens to be one gets a suffix. */
const SKIPPED = new Set(['node_modules', '.git', '.hg', '.svn'])

/** A skill folder as written: what the report must contain an entry for. */
export interface WrittenSkill {
  /** Skill folder relative to the scanned root, POSIX: the `path` the report should carry. */
  relPath: string
  /** Absolute skill folder. */
  dir: string
  kind: SkillFileSpec['kind']
  /** A tests/eval.yaml was written. */
  hasEval: boolean
}

/** A regular file outside every scanned root, for the symlinks that point out of it. */
export function writeOutsideFile(parent: string): string {
  const file = path.join(parent, 'outside-the-root.md')
  writeFileSync(file, '---\nname: outside\ndescription: Read me if the root does not hold.\n---\n')
  return file
}

function makeFifo(file: string): void {
  execFileSync('mkfifo', [file])
}

function writeSkillFile(
  root: string,
  dir: string,
  spec: SkillFileSpec,
  id: string,
  outside: string
): void {
  const file = path.join(dir, 'SKILL.md')
  switch (spec.kind) {
    case 'file':
      writeFileSync(file, spec.file.bytes)
      return
    case 'fifo':
      makeFifo(file)
      return
    case 'symlink-fifo': {
      const pipe = path.join(root, `.pipe-${id}`)
      makeFifo(pipe)
      symlinkSync(pipe, file)
      return
    }
    case 'dangling':
      symlinkSync(path.join(dir, 'nowhere.md'), file)
      return
    case 'outside':
      symlinkSync(outside, file)
      return
    case 'loop':
      symlinkSync('SKILL.md', file)
      return
  }
}

/**
 * Writes case `c` under `root` (which may already hold other cases: `id` keeps its folders
 * apart) and returns the skill folders written. `outside` is the file "outside" links point to.
 */
export function writeCase(root: string, c: FuzzCase, id: string, outside: string): WrittenSkill[] {
  return c.skills.map((skill, j) => {
    const [first, ...rest] = skill.folders
    const folders = [
      `${first ?? 's'}-${id}.${j}`,
      ...rest.map((name) => (SKIPPED.has(name) ? `${name}_` : name))
    ]
    const dir = path.join(root, ...folders)
    mkdirSync(dir, { recursive: true })
    writeSkillFile(root, dir, skill.skillMd, `${id}.${j}`, outside)
    if (skill.evalYaml) {
      mkdirSync(path.join(dir, 'tests'), { recursive: true })
      writeFileSync(path.join(dir, 'tests', 'eval.yaml'), skill.evalYaml.bytes)
    }
    return {
      relPath: folders.join('/'),
      dir,
      kind: skill.skillMd.kind,
      hasEval: skill.evalYaml !== null
    }
  })
}
