// The pipeline's entry point for one skill folder: read, parse and score the static layer.
// Never throws: every failure becomes an entry in `errors` and the skill is left unscored.
import { realpath } from 'node:fs/promises'
import path from 'node:path'
import { ioMessage } from '../../fs/errors.js'
import { relativePosix } from '../../fs/relative-path.js'
import { resolveLinks } from './links.js'
import { scoreStatic } from './score.js'
import type { Finding, ScoringMode, SkillError, StaticLayer } from '../../model/index.js'
import { DEFAULT_SCORING } from '../../model/constants.js'
import { SKILL_FILE_NAME } from '../../model/skill-file.js'
import { clipText, previewValue } from '../../skill/echo.js'
import { FolderListing } from '../../skill/listing.js'
import { parseSkillLoadingYaml } from '../../skill/parse.js'
import {
  locateSkillFile,
  readFolderFacts,
  readRegularSkillFile,
  readSkillText,
  walkedSkillFile
} from '../../skill/read.js'
import { duplicateKeyFindings, skillFileNameFindings } from '../../skill/reader-findings.js'
import type { Frontmatter } from '../../skill/types.js'

export interface StaticEvaluation {
  /** Absolute skill folder. */
  dir: string
  /** Skill folder relative to root, POSIX, '.' when root is the skill. */
  relPath: string
  /** The skill file (SKILL.md, or a lowercase skill.md) relative to root, POSIX. */
  skillFile: string
  /** Frontmatter name as text, else the folder name; cut to 200 characters. */
  name: string
  /** Normalised SKILL.md text; null when unreadable. */
  content: string | null
  frontmatter: Frontmatter | null
  /** Null when the skill cannot be scored (errors say why). */
  static: StaticLayer | null
  errors: SkillError[]
  /** What the reader noticed about how the file is written (its name, keys written twice). */
  findings: Finding[]
}

/** Display name: a non-empty frontmatter name, else the folder name; cut to a printable length. */
export function displayName(name: unknown, dirName: string): string {
  if (name === null || name === undefined || name === '') return dirName
  if (typeof name === 'string') return clipText(name)
  if (name instanceof Date) return name.toISOString().slice(0, 10)
  if (typeof name === 'object') return previewValue(name).text
  return clipText(String(name))
}

/**
 * Reads, parses and statically scores the skill in `dir`; paths are reported relative to `root`.
 * `listing` lists the folder, and keeps what it listed for whoever reads the skill next.
 */
export async function evaluateStatic(
  dir: string,
  root: string,
  listing?: FolderListing,
  scoring: ScoringMode = DEFAULT_SCORING
): Promise<StaticEvaluation> {
  const evaluation: StaticEvaluation = {
    dir: String(dir),
    relPath: String(dir),
    skillFile: `${String(dir)}/${SKILL_FILE_NAME}`,
    name: String(dir),
    content: null,
    frontmatter: null,
    static: null,
    errors: [],
    findings: []
  }
  try {
    await evaluateInto(evaluation, { dir, root, listing, scoring })
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

async function evaluateInto(
  evaluation: StaticEvaluation,
  where: { dir: string; root: string; listing: FolderListing | undefined; scoring: ScoringMode }
) {
  const { dir, root, listing, scoring } = where
  const absDir = path.resolve(dir)
  const relPath = relativePosix(path.resolve(root), absDir)
  const dirName = path.basename(absDir)
  const skillFileAt = (name: string) => (relPath === '.' ? name : `${relPath}/${name}`)
  Object.assign(evaluation, {
    dir: absDir,
    relPath,
    skillFile: skillFileAt(SKILL_FILE_NAME),
    name: dirName
  })
  const listed = listing ?? new FolderListing(absDir)
  const located = await locateSkillFile(listed, relPath)
  if (!located.ok) {
    evaluation.errors.push(located.error)
    return
  }
  const skillFile = skillFileAt(located.value.name)
  evaluation.skillFile = skillFile
  evaluation.findings.push(...skillFileNameFindings(located.value, skillFile))
  const walked = walkedSkillFile(listed, located.value.name)
  const text =
    walked !== undefined
      ? readRegularSkillFile(walked, located.value.name, skillFile, (read) =>
          listed.keepBytes(located.value.name, read)
        )
      : await readSkillText(
          absDir,
          skillFile,
          await realpath(path.resolve(root)).catch(() => undefined),
          located.value.name
        )
  if (!text.ok) {
    evaluation.errors.push(text.error)
    return
  }
  evaluation.content = text.value
  const parsed = await parseSkillLoadingYaml(text.value, dirName, skillFile)
  const frontmatter = parsed.ok ? parsed.skill.frontmatter : (parsed.frontmatter ?? null)
  evaluation.frontmatter = frontmatter
  if (frontmatter) evaluation.findings.push(...duplicateKeyFindings(frontmatter, skillFile))
  if (!parsed.ok) {
    evaluation.errors.push(parsed.error)
    return
  }
  const skill = parsed.skill
  evaluation.name = displayName(skill.name, dirName)
  const folder = await readFolderFacts(listed, relPath)
  if (!folder.ok) {
    evaluation.errors.push(folder.error)
    return
  }
  const resolved = await resolveLinks(skill, absDir, root, scoring, listed)
  evaluation.static = scoreStatic({ skill, folder: folder.value, resolved, scoring })
}
