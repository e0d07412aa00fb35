// Test helpers: build SKILL.md texts with chosen parse facts and score them in memory.
import type { ResolvedLinks } from '../../../src/layers/static/links.js'
import { scoreStatic } from '../../../src/layers/static/score.js'
import type { StaticLayer } from '../../../src/model/index.js'
import { parseSkill, type ParsedSkill } from '../../../src/skill/parse.js'
import type { SkillFolderFacts } from '../../../src/skill/types.js'
import { loadYamlParser } from '../../../src/skill/frontmatter.js'

// a frontmatter the fast path does not read is parsed only with the YAML parser loaded
await loadYamlParser()

export function folderFacts(
  dirName: string,
  extra: Partial<SkillFolderFacts> = {}
): SkillFolderFacts {
  return {
    dir: `/skills/${dirName}`,
    dirName,
    hasReferences: false,
    referenceFiles: [],
    hasAssets: false,
    assetFiles: [],
    ...extra
  }
}

export function parseOk(content: string, dirName = 'my-skill'): ParsedSkill {
  const outcome = parseSkill(content, dirName, `${dirName}/SKILL.md`)
  if (!outcome.ok) throw new Error(`unexpected parse error: ${outcome.error.message}`)
  return outcome.skill
}

/**
 * What PluginEval's reader finds of the skill's links: the cross-references whose normalised
 * form is in `existingCrossRefs` resolve (it compares references/ links by name itself).
 */
export function pluginEvalLinks(
  skill: ParsedSkill,
  existingCrossRefs: Iterable<string> = []
): ResolvedLinks {
  const existing = new Set(existingCrossRefs)
  return {
    crossRefs: skill.crossReferences.map((crossRef) => existing.has(crossRef.ref)),
    referenceLinks: []
  }
}

/** The static layer of `content` as PluginEval scores it (`--scoring plugineval`). */
export function scoreText(
  content: string,
  dirName = 'my-skill',
  folder: Partial<SkillFolderFacts> = {},
  existingCrossRefs: Iterable<string> = []
): StaticLayer {
  const skill = parseOk(content, dirName)
  return scoreStatic({
    skill,
    folder: folderFacts(dirName, folder),
    resolved: pluginEvalLinks(skill, existingCrossRefs),
    scoring: 'plugineval'
  })
}

/**
 * Joins frontmatter lines and body lines into a file with a final newline, padding the body with
 * blank lines so the file has exactly `totalLines` lines (PluginEval line_count).
 */
export function buildSkill(frontmatter: string[], body: string[], totalLines: number): string {
  const head = ['---', ...frontmatter, '---']
  const padding = totalLines - 1 - head.length - body.length
  if (padding < 0) throw new Error(`body too long for ${totalLines} lines`)
  return [...head, ...body, ...Array<string>(padding).fill('')].join('\n') + '\n'
}

/** `count` distinct prose lines that trigger none of the static patterns. */
export function fillerLines(prefix: string, count: number): string[] {
  return Array.from(
    { length: count },
    (_, i) => `${prefix} note number ${i + 1} keeps the text plain.`
  )
}
