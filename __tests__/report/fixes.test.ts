// "Fix first" on made-up skills scored by the real engine: the advice names only what this skill
// lacks, ranks the anti-pattern penalty by what removing it really gains, and puts a problem that
// blocks the check before any score advice.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { SkillReport } from '../../src/model/index.js'
import { rankedFixes } from '../../src/report/fixes.js'
import { skillReason } from '../../src/report/glance.js'
import { runSkillCi } from '../../src/run.js'

let root: string

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'skill-ci-fixes-'))
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

const BODY = [
  '# Migration review',
  '',
  '## Steps',
  '',
  'Read the migration, list the tables it locks and say how long each lock is held.',
  '',
  '```sql',
  'ALTER TABLE orders ADD COLUMN note text;',
  '```',
  ''
].join('\n')

function writeSkill(name: string, frontmatter: string, body = BODY, files: string[] = []): string {
  const dir = path.join(root, name)
  mkdirSync(dir, { recursive: true })
  writeFileSync(path.join(dir, 'SKILL.md'), `---\n${frontmatter}\n---\n${body}`)
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), 'notes\n')
  }
  return dir
}

async function scored(dir: string): Promise<SkillReport> {
  const report = await runSkillCi({ roots: [dir], gate: { failOn: 'never' } })
  return report.skills[0]!
}

describe('rankedFixes', () => {
  it('never asks a description that has every triggering item to add them', async () => {
    const dir = writeSkill(
      'complete-description',
      [
        'name: complete-description',
        'description: Reviews SQL migrations for lock risks. Use proactively when reviewing a migration, for testing a rollback, when deploying schema changes, or when a table is large; it loads automatically.'
      ].join('\n')
    )
    const skill = await scored(dir)
    const checks = skill.layers.static?.frontmatterChecks?.checks ?? []
    expect(checks.filter((check) => !check.met)).toEqual([])
    const fixes = rankedFixes(skill, 10)
    expect(fixes.map((fix) => fix.title)).not.toContain('Description (triggering accuracy)')
    expect(fixes.map((fix) => fix.title)).not.toContain('Triggering accuracy')
    for (const fix of fixes) expect(fix.text).not.toMatch(/Use when|trigger phrase|situations/)
  })

  it('asks only for the items the description lacks, priced by re-scoring', async () => {
    // "Use when" and three situations after commas are there; "proactively" and the load words not
    const dir = writeSkill(
      'use-when',
      [
        'name: use-when',
        'description: Reviews SQL migrations, when lock risks matter. Use when reviewing a migration, for testing a rollback, or when deploying schema changes.'
      ].join('\n')
    )
    const skill = await scored(dir)
    const description = rankedFixes(skill, 10).find((fix) => fix.title.startsWith('Description'))
    expect(description).toBeDefined()
    expect(description!.text).not.toMatch(/trigger phrase|three or more situations|more words/)
    expect(description!.text).toMatch(/Use proactively/)
    expect(description!.points).toBeGreaterThan(0)
  })

  it('puts a large anti-pattern penalty first, with the points its removal really gains', async () => {
    const links = Array.from({ length: 12 }, (_, i) => `- [part ${i}](references/part-${i}.md)`)
    const frontmatter = 'name: many-links\ndescription: Reviews SQL migrations for lock risks.'
    const dir = writeSkill('many-links', frontmatter, `${BODY}\n${links.join('\n')}\n`, [
      'references/intro.md'
    ])
    const before = await scored(dir)
    expect(before.layers.static?.antiPatterns.map((a) => a.flag)).toContain('ORPHAN_REFERENCE')
    // the dead links also break the format (spec/missing-file): that blocks the check, so it is
    // named first; of the score advice, the penalty comes first
    const [blocking, first, second] = rankedFixes(before)
    expect(blocking).toMatchObject({ kind: 'blocking', title: 'Agent Skills format error' })
    expect(first!.title).toBe('ORPHAN_REFERENCE ×12')
    expect(first!.text).toContain('references/part-0.md')
    expect(first!.points!).toBeGreaterThan(second!.points!)
    // making the fix and scoring again gains exactly what was announced
    for (let i = 0; i < 12; i++) writeFileSync(path.join(dir, `references/part-${i}.md`), 'x\n')
    const after = await scored(dir)
    expect(after.composite!.score - before.composite!.score).toBeCloseTo(first!.points!, 9)
  })

  it('names invalid frontmatter before any score advice, and no description advice', async () => {
    const dir = writeSkill(
      'broken-yaml',
      'name: broken-yaml\ndescription: Reviews migrations: use when: shipping'
    )
    const skill = await scored(dir)
    const fixes = rankedFixes(skill)
    expect(fixes[0]).toMatchObject({ kind: 'blocking', title: 'Invalid frontmatter' })
    expect(fixes[0]!.text).toMatch(/line 3/)
    expect(fixes.slice(1).every((fix) => fix.points !== undefined)).toBe(true)
    expect(fixes.map((fix) => fix.title)).not.toContain('Description (triggering accuracy)')
    expect(fixes.map((fix) => fix.title)).not.toContain('MISSING_TRIGGER')
    expect(skillReason(skill).text).toBe('fix first: Invalid frontmatter')
  })
})
