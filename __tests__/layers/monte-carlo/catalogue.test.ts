// The catalogue of a trigger run: the skill under test, its siblings and the shipped distractors,
// each an isolated copy without its answer key; a seeded, reproducible order; Skill calls matched
// to entries with or without a plugin namespace; the shipped files found from the sources and
// from the bundles' folder; and the busy prior conversation.
import { access, mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from '@jest/globals'
import {
  buildCatalogue,
  catalogueEntryFor,
  findShippedDistractors,
  findSiblings,
  resolveDistractors,
  shuffledCatalogue,
  skillCallRefersTo,
  type SkillSummary
} from '../../../src/layers/monte-carlo/catalogue.js'
import {
  BUSY_CONTEXT_FILE,
  ContextMessagesSchema,
  loadContextMessages
} from '../../../src/layers/monte-carlo/context.js'
import { evaluateStatic } from '../../../src/layers/static/evaluate.js'
import type { SkillUnderTest } from '../../../src/layers/types.js'
import { estimateTokens } from '../../../src/llm/tokens.js'
import { createRng } from '../../../src/stats/random.js'

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')

const skillMd = (name: string, description: string) =>
  `---\nname: ${name}\ndescription: ${description}\n---\n\n# ${name}\n\nDo the thing.\n`

/** A root with three skills, each with an answer key the agent must not see. */
async function repoWithSkills(): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'catalogue-'))
  const skills: Record<string, string> = {
    'release-notes': 'Writes release notes from a changelog.',
    'changelog-entry': 'Adds one changelog entry for a commit.',
    'nested/deeper/commit-style': 'Checks commit messages against the house style.'
  }
  for (const [rel, description] of Object.entries(skills)) {
    const dir = path.join(root, 'skills', rel)
    await mkdir(path.join(dir, 'tests'), { recursive: true })
    await mkdir(path.join(dir, 'evals'), { recursive: true })
    await mkdir(path.join(dir, 'references'), { recursive: true })
    await writeFile(path.join(dir, 'SKILL.md'), skillMd(path.basename(rel), description))
    await writeFile(path.join(dir, 'tests/eval.yaml'), 'triggers: { should: [secret answer] }\n')
    await writeFile(path.join(dir, 'evals/trigger-evals.json'), '[]')
    await writeFile(path.join(dir, 'references/guide.md'), '# guide\n')
  }
  return root
}

async function subjectAt(root: string, rel: string): Promise<SkillUnderTest> {
  const e = await evaluateStatic(path.join(root, rel), root)
  if (!e.content || !e.frontmatter) throw new Error('unreadable test skill')
  return {
    dir: e.dir,
    relPath: e.relPath,
    skillFile: e.skillFile,
    name: e.name,
    content: e.content,
    frontmatter: e.frontmatter
  }
}

async function treeOf(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true })
  return entries.map((p) => p.split(path.sep).join('/')).sort()
}

describe('findSiblings', () => {
  it('lists the other skills of the scanned root, at any depth', async () => {
    const root = await repoWithSkills()
    const skill = await subjectAt(root, 'skills/release-notes')
    const cache = new Map<string, Promise<SkillSummary[]>>()
    const siblings = await findSiblings(skill, cache)
    expect(siblings.map((s) => s.name).sort()).toEqual(['changelog-entry', 'commit-style'])
    expect(siblings.find((s) => s.name === 'changelog-entry')?.description).toBe(
      'Adds one changelog entry for a commit.'
    )
    // A second skill of the root reuses the root's reading.
    await findSiblings(await subjectAt(root, 'skills/changelog-entry'), cache)
    expect(cache.size).toBe(1)
    // A skill given as its own root has no siblings.
    const alone = await subjectAt(path.join(root, 'skills/release-notes'), '.')
    expect(await findSiblings(alone)).toEqual([])
  })
})

describe('buildCatalogue', () => {
  it('holds isolated copies of the skill, its siblings and the distractors, none with tests/ or evals/', async () => {
    const root = await repoWithSkills()
    const skill = await subjectAt(root, 'skills/release-notes')
    const siblings = await findSiblings(skill)
    const distractors = await resolveDistractors('builtin')
    const catalogue = await buildCatalogue({ skill, siblings, distractors })
    try {
      const kinds = catalogue.entries.map((e) => [e.kind, e.name])
      expect(kinds[0]).toEqual(['under-test', 'release-notes'])
      expect(kinds.filter(([k]) => k === 'sibling')).toHaveLength(2)
      expect(kinds.filter(([k]) => k === 'distractor')).toHaveLength(distractors.skills.length)
      for (const entry of catalogue.entries) {
        expect(entry.dir.startsWith(os.tmpdir())).toBe(true)
        const tree = await treeOf(entry.dir)
        expect(tree).toContain('SKILL.md')
        expect(tree.some((p) => /^(tests|evals)(\/|$)/.test(p))).toBe(false)
      }
      const copy = catalogue.entries[0]?.dir as string
      expect(await treeOf(copy)).toEqual(['SKILL.md', 'references', 'references/guide.md'])
      // The originals are untouched.
      await access(path.join(root, 'skills/release-notes/tests/eval.yaml'))
    } finally {
      await catalogue.dispose()
    }
    await expect(access(path.dirname(catalogue.entries[0]?.dir as string))).rejects.toThrow()
  })

  it('keeps the first of two entries with one name (the skill under test wins)', async () => {
    const root = await repoWithSkills()
    const skill = await subjectAt(root, 'skills/release-notes')
    const clash: SkillSummary = { name: 'release-notes', description: 'other', dir: skill.dir }
    const distractors = {
      label: 'x',
      version: null,
      skills: [{ name: 'changelog-entry', description: 'ours', dir: skill.dir }]
    }
    const siblings = await findSiblings(skill)
    const catalogue = await buildCatalogue({ skill, siblings: [clash, ...siblings], distractors })
    try {
      expect(catalogue.entries.map((e) => `${e.kind}:${e.name}`).sort()).toEqual([
        'sibling:changelog-entry',
        'sibling:commit-style',
        'under-test:release-notes'
      ])
    } finally {
      await catalogue.dispose()
    }
  })
})

describe('shuffledCatalogue', () => {
  const entries = Array.from({ length: 12 }, (_, i) => ({
    name: `s${i}`,
    description: '',
    dir: `/d${i}`,
    kind: 'distractor' as const
  }))

  it('is a permutation, reproducible from its recorded seed', () => {
    const run = createRng(7).derive('monte-carlo/skill')
    const a = shuffledCatalogue({ entries }, run.derive('prompt#1'))
    const again = shuffledCatalogue({ entries }, createRng(a.seed))
    expect(again.entries).toEqual(a.entries)
    expect(a.entries.map((e) => e.name).sort()).toEqual(entries.map((e) => e.name).sort())
    const b = shuffledCatalogue({ entries }, run.derive('prompt#2'))
    expect(b.seed).not.toBe(a.seed)
    expect(b.entries).not.toEqual(a.entries)
    expect(entries[0]?.name).toBe('s0')
  })

  it('puts the skill under test in every position about equally often', () => {
    const rng = createRng(1)
    const first = Array<number>(entries.length).fill(0)
    for (let i = 0; i < 1200; i++) {
      const order = shuffledCatalogue({ entries }, rng.derive(`run${i}`)).entries
      first[order.findIndex((e) => e.name === 's0')]! += 1
    }
    // 100 expected per position; a biased shuffle puts far more at one end.
    for (const count of first) expect(count).toBeGreaterThan(60)
  })
})

describe('Skill calls and catalogue names', () => {
  it('match with or without a plugin namespace', () => {
    expect(skillCallRefersTo('release-notes', 'release-notes')).toBe(true)
    expect(skillCallRefersTo('docs-kit:release-notes', 'release-notes')).toBe(true)
    expect(skillCallRefersTo('release-notes', 'docs-kit:release-notes')).toBe(true)
    expect(skillCallRefersTo(' docs-kit:release-notes ', 'docs-kit:release-notes')).toBe(true)
    expect(skillCallRefersTo('other-kit:release-notes', 'docs-kit:release-notes')).toBe(false)
    expect(skillCallRefersTo('release-note', 'release-notes')).toBe(false)
    expect(skillCallRefersTo('docs-kit:', 'docs-kit')).toBe(false)
    expect(skillCallRefersTo('notes', 'release-notes')).toBe(false)
  })

  it('find the one entry a call names, and none when it is ambiguous', () => {
    const entries = [{ name: 'a:x' }, { name: 'b:x' }, { name: 'y' }]
    expect(catalogueEntryFor(entries, 'y')).toBe(entries[2])
    expect(catalogueEntryFor(entries, 'plugin:y')).toBe(entries[2])
    expect(catalogueEntryFor(entries, 'b:x')).toBe(entries[1])
    expect(catalogueEntryFor(entries, 'x')).toBeUndefined()
    expect(catalogueEntryFor(entries, 'z')).toBeUndefined()
  })
})

describe('the shipped distractors', () => {
  it('are about ten real skills with a version, found from the sources', async () => {
    const set = await resolveDistractors('builtin')
    expect(set.label).toBe('builtin')
    expect(set.version).toBe(
      (await readFile(path.join(REPO, 'distractors/VERSION'), 'utf8')).trim()
    )
    expect(set.skills.length).toBeGreaterThanOrEqual(10)
    for (const s of set.skills) {
      const e = await evaluateStatic(s.dir, path.join(REPO, 'distractors'))
      // Each is a valid skill with a real description (what the agent chooses by).
      expect(e.errors).toEqual([])
      expect(s.description.length).toBeGreaterThan(80)
      expect(s.description).toMatch(/Use when/)
    }
    expect(new Set(set.skills.map((s) => s.name)).size).toBe(set.skills.length)
  })

  it('are found from the bundles\u2019 folder (dist/, beside distractors/) and the package ships them', async () => {
    expect(await findShippedDistractors(path.join(REPO, 'dist'))).toBe(
      path.join(REPO, 'distractors')
    )
    expect(await findShippedDistractors(os.tmpdir())).toBeNull()
    const pkg = JSON.parse(await readFile(path.join(REPO, 'package.json'), 'utf8')) as {
      files: string[]
    }
    expect(pkg.files).toEqual(expect.arrayContaining(['dist', 'distractors']))
  })

  it('can be none, or a folder of skills; a folder without any is an error', async () => {
    expect(await resolveDistractors('none')).toEqual({ label: 'none', version: null, skills: [] })
    const root = await repoWithSkills()
    const own = await resolveDistractors(path.join(root, 'skills'))
    expect(own.version).toBeNull()
    expect(own.skills).toHaveLength(3)
    const empty = await mkdtemp(path.join(os.tmpdir(), 'no-distractors-'))
    await expect(resolveDistractors(empty)).rejects.toThrow(/no distractor skills found/)
  })
})

describe('the busy context', () => {
  it('is a few thousand tokens of alternating turns the prompt can follow', async () => {
    expect(await loadContextMessages('empty')).toEqual([])
    const busy = await loadContextMessages('busy')
    expect(busy[0]?.role).toBe('user')
    expect(busy.at(-1)?.role).toBe('assistant')
    const tokens = estimateTokens(JSON.stringify(busy).length)
    expect(tokens).toBeGreaterThan(2000)
    expect(tokens).toBeLessThan(8000)
    const shipped = JSON.parse(
      await readFile(path.join(REPO, 'distractors', BUSY_CONTEXT_FILE), 'utf8')
    ) as unknown
    expect(busy).toEqual(shipped)
  })

  it('is checked: turns must alternate and end with the assistant', () => {
    const turn = (role: 'user' | 'assistant') => ({ role, content: 'x' })
    expect(ContextMessagesSchema.safeParse([turn('user'), turn('assistant')]).success).toBe(true)
    expect(ContextMessagesSchema.safeParse([turn('user'), turn('user')]).success).toBe(false)
    expect(
      ContextMessagesSchema.safeParse([turn('user'), turn('assistant'), turn('user')]).success
    ).toBe(false)
    expect(ContextMessagesSchema.safeParse([{ role: 'system', content: 'x' }]).success).toBe(false)
  })
})
