import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { discoverRoots, resolveRoots, RootNotFoundError } from '../../src/skill/roots.js'

let work: string
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'skill-ci-roots-'))
  await mkdir(path.join(work, 'skill'))
  await writeFile(path.join(work, 'skill', 'SKILL.md'), '---\nname: skill\n---\n')
})
afterAll(async () => {
  await rm(work, { recursive: true, force: true })
})

describe('resolveRoots', () => {
  it('takes a SKILL.md given directly as its folder, written the way the file was', async () => {
    const file = path.join(work, 'skill', 'SKILL.md')
    expect(await resolveRoots([file])).toEqual([
      { rootGiven: path.join(work, 'skill'), rootDir: path.join(work, 'skill') }
    ])
    const relative = path.relative(process.cwd(), file)
    expect((await resolveRoots([relative]))[0].rootGiven).toBe(path.dirname(relative))
  })

  it('keeps a folder exactly as given, trailing slash included', async () => {
    const given = path.join(work, 'skill') + path.sep
    expect((await resolveRoots([given]))[0]).toEqual({
      rootGiven: given,
      rootDir: path.join(work, 'skill')
    })
  })

  it('reports a missing path as the caller wrote it', async () => {
    await expect(resolveRoots(['no/such/SKILL.md'])).rejects.toThrow(
      new RootNotFoundError('no/such/SKILL.md')
    )
  })
})

describe('discoverRoots', () => {
  it('gives the skill of a SKILL.md argument its folder as root, so files print once', async () => {
    const { jobs } = await discoverRoots([path.join(work, 'skill', 'SKILL.md')])
    expect(jobs).toEqual([
      {
        dir: path.join(work, 'skill'),
        rootDir: path.join(work, 'skill'),
        rootGiven: path.join(work, 'skill')
      }
    ])
  })
})
