import { mkdir, readFile, readdir, rm, stat, symlink, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { makeTempDir } from '../../../src/agent/workdir.js'
import { PathEscapeError } from '../../../src/fs/confine.js'
import { hashTree, materialiseFixtures } from '../../../src/layers/ab/fixtures.js'
import { isolatedSkillCopy } from '../../../src/layers/skill-copy.js'
import type { Scenario } from '../../../src/skill/eval/schema.js'

const scenario = (files: NonNullable<Scenario['setup']>['files']): Scenario => ({
  name: 's',
  prompt: 'p',
  timeout: 120,
  setup: { files }
})

async function skillWithFixtures(): Promise<string> {
  const dir = await makeTempDir('fx-skill')
  await mkdir(path.join(dir, 'tests/fixtures/tree/sub'), { recursive: true })
  await writeFile(path.join(dir, 'SKILL.md'), '---\nname: s\n---\nbody')
  await writeFile(path.join(dir, 'tests/eval.yaml'), 'scenarios: []')
  await writeFile(path.join(dir, 'tests/fixtures/tree/sub/a.txt'), 'A')
  await mkdir(path.join(dir, 'evals'))
  await writeFile(path.join(dir, 'evals/evals.json'), '{}')
  await mkdir(path.join(dir, 'references'))
  await writeFile(path.join(dir, 'references/r.md'), 'ref')
  return dir
}

describe('materialiseFixtures', () => {
  it('writes empty content, copies folders recursively, and gives both arms the same tree', async () => {
    const skill = await skillWithFixtures()
    const s = scenario([
      { path: 'empty.txt', content: '' },
      { path: 'in/tree', source: 'tests/fixtures/tree' }
    ])
    const [a, b] = [await makeTempDir('arm'), await makeTempDir('arm')]
    await materialiseFixtures(s, skill, a)
    await materialiseFixtures(s, skill, b)
    expect((await stat(path.join(a, 'empty.txt'))).size).toBe(0)
    expect(await readFile(path.join(a, 'in/tree/sub/a.txt'), 'utf8')).toBe('A')
    expect(await hashTree(a)).toBe(await hashTree(b))
    await writeFile(path.join(b, 'empty.txt'), 'x')
    expect(await hashTree(a)).not.toBe(await hashTree(b))
  })

  it('refuses sources and targets that escape, including through symlinks', async () => {
    const skill = await skillWithFixtures()
    const outside = await makeTempDir('secret')
    await writeFile(path.join(outside, 'id_rsa'), 'KEY')
    await symlink(path.join(outside, 'id_rsa'), path.join(skill, 'tests/fixtures/link'))
    const work = await makeTempDir('arm')
    await symlink(outside, path.join(work, 'out'))
    const cases: Scenario[] = [
      scenario([{ path: 'x', source: '../../etc/passwd' }]),
      scenario([{ path: 'x', source: '/etc/passwd' }]),
      scenario([{ path: 'x', source: 'tests/fixtures/link' }]),
      scenario([{ path: '../x', content: 'c' }]),
      scenario([{ path: 'out/planted', content: 'c' }])
    ]
    for (const c of cases)
      await expect(materialiseFixtures(c, skill, work)).rejects.toThrow(PathEscapeError)
    expect(await readdir(outside)).toEqual(['id_rsa'])
  })
})

describe('isolatedSkillCopy', () => {
  it('copies the skill without tests/ and evals/', async () => {
    const skill = await skillWithFixtures()
    const entry = await isolatedSkillCopy(skill, 's', 'desc')
    expect((await readdir(entry.dir)).sort()).toEqual(['SKILL.md', 'references'])
    expect(entry).toMatchObject({ name: 's', description: 'desc' })
  })

  it('keeps a frontmatter name of "." or ".." inside its own temp folder', async () => {
    // The runner removes path.dirname(entry.dir) afterwards: with `name: ..` the copy landed in
    // the OS temp dir itself and that removal was `rm -rf /`.
    const skill = await skillWithFixtures()
    for (const name of ['..', '.', '../..', '.hidden']) {
      const entry = await isolatedSkillCopy(skill, name, 'desc')
      const base = path.dirname(entry.dir)
      try {
        expect(path.dirname(base)).toBe(os.tmpdir())
        expect(path.basename(base)).toMatch(/^skill-ci-catalogue-/)
        expect((await readdir(entry.dir)).sort()).toEqual(['SKILL.md', 'references'])
        expect(entry.name).toBe(name)
      } finally {
        if (path.basename(base).startsWith('skill-ci-catalogue-'))
          await rm(base, { recursive: true, force: true })
      }
    }
  })
})
