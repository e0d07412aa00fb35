// The YAML parser (the `yaml` package) is loaded only when a frontmatter needs it, and the
// synchronous parser cannot read such a frontmatter without it. This file's modules start without
// it, and its tests run in order: the synchronous functions refuse, saying what to call; then
// `scaffold`, which loads the parser for itself, reads a skill that needs it. A static run loads it
// the same way (checked in a fresh process by __tests__/cli/lazy-loading.test.ts), and the
// description improver before its candidate checks (improve.test.ts).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { descriptionProblem } from '../../src/skill/description-edit.js'
import { YamlParserNotLoadedError } from '../../src/skill/frontmatter.js'
import { parseSkill, parseSkillLoadingYaml } from '../../src/skill/parse.js'
import { runMain } from '../cli/run-main.js'

const SIMPLE = '---\nname: notes\ndescription: Takes notes when asked.\n---\n\n# Notes\n'
/** A flow list: the fast path leaves it to the parser. */
const NEEDS_PARSER =
  '---\nname: notes\ndescription: Takes notes when asked.\ntags: [a, 1]\n---\n\n# Notes\n'

let work: string
beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'skill-ci-yaml-loading-'))
})
afterAll(() => rmSync(work, { recursive: true, force: true }))

/** A skill folder `notes` with `content` as its SKILL.md, under a root of its own. */
function skillFolder(root: string, content: string): string {
  const dir = path.join(work, root, 'notes')
  mkdirSync(dir, { recursive: true })
  writeFileSync(path.join(dir, 'SKILL.md'), content)
  return dir
}

describe('the YAML parser, loaded on demand', () => {
  it('is not needed for a frontmatter the fast path reads', () => {
    const parsed = parseSkill(SIMPLE, 'notes', 'notes/SKILL.md')
    expect(parsed).toMatchObject({ ok: true, skill: { description: 'Takes notes when asked.' } })
  })

  it('must be loaded before the synchronous parser reads any other frontmatter', () => {
    expect(() => parseSkill(NEEDS_PARSER, 'notes', 'notes/SKILL.md')).toThrow(
      YamlParserNotLoadedError
    )
    expect(() => parseSkill(NEEDS_PARSER, 'notes', 'notes/SKILL.md')).toThrow(
      /internal error: .*await loadYamlParser\(\)/
    )
    // a candidate description with quotes is written with escapes, which the fast path leaves
    const parsed = parseSkill(SIMPLE, 'notes', 'notes/SKILL.md')
    if (!parsed.ok) throw new Error(parsed.error.message)
    const skill = { ...parsed.skill, skillFile: 'notes/SKILL.md' }
    expect(() => descriptionProblem(skill, 'Takes "quick" notes when asked.')).toThrow(
      YamlParserNotLoadedError
    )
  })

  it('is loaded by scaffold for a skill that needs it', async () => {
    const dir = skillFolder('scaffold', NEEDS_PARSER)
    const drafted = await runMain(['scaffold', dir, '--dry-run'])
    // stderr holds only the drafted eval's A/B estimate, no error
    expect(drafted.code).toBe(0)
    expect(drafted.stderr).toMatch(/^skill-ci: `skill-ci ab [^\n]* --dry-run` estimates this eval/)
    expect(drafted.stderr.trimEnd().split('\n')).toHaveLength(1)
    expect(drafted.stdout).toContain('scenarios:')
  })

  it('then reads every frontmatter, and the loading parser reads as the synchronous one', async () => {
    const direct = parseSkill(NEEDS_PARSER, 'notes', 'notes/SKILL.md')
    expect(direct).toMatchObject({
      ok: true,
      skill: { frontmatter: { data: { tags: ['a', 1] } } }
    })
    expect(await parseSkillLoadingYaml(NEEDS_PARSER, 'notes', 'notes/SKILL.md')).toEqual(direct)
    expect(await parseSkillLoadingYaml(SIMPLE, 'notes', 'notes/SKILL.md')).toEqual(
      parseSkill(SIMPLE, 'notes', 'notes/SKILL.md')
    )
  })
})
