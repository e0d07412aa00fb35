import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { lstat, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { writeReportFiles } from '../../../src/action/publish/files.js'

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'skill-ci-files-'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

describe('writeReportFiles', () => {
  it('replaces a link committed at a report path instead of writing through it', async () => {
    // The default paths are in the PR's checkout: `skill-ci-junit.xml -> ~/.gitconfig` (or any
    // file the runner user can write) must not be overwritten with our report.
    const victim = join(dir, 'victim.txt')
    await writeFile(victim, 'keep me')
    const workspace = join(dir, 'ws')
    const paths = {
      report: join(workspace, 'skill-ci-report.json'),
      junit: join(workspace, 'out/skill-ci-junit.xml'),
      sarif: join(workspace, 'skill-ci.sarif')
    }
    await writeReportFiles(paths, { report: '{}', junit: '<x/>', sarif: '{"s":1}' })
    await rm(paths.report)
    await symlink(victim, paths.report)
    await writeReportFiles(paths, { report: '{"a":1}', junit: '<y/>', sarif: '{"s":2}' })
    expect(await readFile(victim, 'utf8')).toBe('keep me')
    expect((await lstat(paths.report)).isSymbolicLink()).toBe(false)
    expect(await readFile(paths.report, 'utf8')).toBe('{"a":1}')
    expect(await readFile(paths.junit, 'utf8')).toBe('<y/>')
    expect(await readFile(paths.sarif, 'utf8')).toBe('{"s":2}')
  })
})
