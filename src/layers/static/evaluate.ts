// The pipeline's entry point for one skill folder: read, parse and score the static layer.
// Never throws: every failure becomes an entry in `errors` and the skill is left unscored.
import { realpath } from 'node:fs/promises'
import path from 'node:path'
import { ioMessage } from '../../fs/errors.js'
import { relativePosix } from '../../fs/relative-path.js'
import { scoreStatic } from './score.js'
import type { SkillError, StaticLayer } from '../../model/index.js'
import { parseSkill } from '../../skill/parse.js'
import {
  SKILL_FILE_NAME,
  readFolderFacts,
  readSkillText,
  resolveCrossReferences
} from '../../skill/read.js'
import type { Frontmatter } from '../../skill/types.js'

export interface StaticEvaluation {
  /** Absolute skill folder. */
  dir: string
  /** Skill folder relative to root, POSIX, '.' when root is the skill. */
  relPath: string
  /** SKILL.md relative to root, POSIX. */
  skillFile: string
  /** Frontmatter name as a string (String(x) for non-strings), else the folder name. */
  name: string
  /** Normalised SKILL.md text; null when unreadable. */
  content: string | null
  frontmatter: Frontmatter | null
  /** Null when the skill cannot be scored (errors say why). */
  static: StaticLayer | null
  errors: SkillError[]
}

/** Display name: a non-empty frontmatter name, else the folder name. */
export function displayName(name: unknown, dirName: string): string {
  if (name === null || name === undefined || name === '') return dirName
  if (typeof name === 'string') return name
  if (name instanceof Date) return name.toISOString().slice(0, 10)
  return String(name)
}

/** Reads, parses and statically scores the skill in `dir`; paths are reported relative to `root`. */
export async function evaluateStatic(dir: string, root: string): Promise<StaticEvaluation> {
  const evaluation: StaticEvaluation = {
    dir: String(dir),
    relPath: String(dir),
    skillFile: `${String(dir)}/${SKILL_FILE_NAME}`,
    name: String(dir),
    content: null,
    frontmatter: null,
    static: null,
    errors: []
  }
  try {
    const absDir = path.resolve(dir)
    const relPath = relativePosix(path.resolve(root), absDir)
    const skillFile = relPath === '.' ? SKILL_FILE_NAME : `${relPath}/${SKILL_FILE_NAME}`
    const dirName = path.basename(absDir)
    Object.assign(evaluation, { dir: absDir, relPath, skillFile, name: dirName })
    const realRoot = await realpath(path.resolve(root)).catch(() => undefined)
    const text = await readSkillText(absDir, skillFile, realRoot)
    if (!text.ok) {
      evaluation.errors.push(text.error)
      return evaluation
    }
    evaluation.content = text.value
    const parsed = parseSkill(text.value, dirName, skillFile)
    if (!parsed.ok) {
      evaluation.errors.push(parsed.error)
      evaluation.frontmatter = parsed.frontmatter ?? null
      return evaluation
    }
    const skill = parsed.skill
    evaluation.frontmatter = skill.frontmatter
    evaluation.name = displayName(skill.name, dirName)
    const folder = await readFolderFacts(absDir, relPath)
    if (!folder.ok) {
      evaluation.errors.push(folder.error)
      return evaluation
    }
    const existingCrossRefs = await resolveCrossReferences(
      absDir,
      skill.crossReferences.map((crossRef) => crossRef.ref)
    )
    evaluation.static = scoreStatic({ skill, folder: folder.value, existingCrossRefs })
  } catch (error) {
    evaluation.static = null
    evaluation.errors.push({
      code: 'internal',
      message: `unexpected failure: ${ioMessage(error)}`,
      file: evaluation.skillFile
    })
  }
  return evaluation
}
