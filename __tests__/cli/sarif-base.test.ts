// Where `skill-ci score --format sarif` makes its locations relative to: the repository's root for
// skills in a git repository (however the root was given), else the folder the roots share,
// declared as %SRCROOT%. Each log is checked against the SARIF 2.1.0 schema.
import { describe, expect, it } from '@jest/globals'
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Log } from 'sarif'
import { main } from '../../src/cli/main.js'
import { sarifBase } from '../../src/cli/sarif-base.js'
import { validateSarif } from '../report/sarif-validator.js'

/** A folder with one skill whose `name` differs from its folder (a spec error at line 2). */
async function withSkill(folder: string, skill: string): Promise<void> {
  await mkdir(path.join(folder, skill), { recursive: true })
  await writeFile(
    path.join(folder, skill, 'SKILL.md'),
    '---\nname: another-name\ndescription: Fills PDF forms. Use when a user uploads a PDF form.\n---\n\n# Body\n'
  )
}

async function scratch(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), 'skill-ci-sarif-'))
}

async function sarifOf(args: string[]): Promise<Log> {
  const out: string[] = []
  const io = {
    stdout: { write: (s: string) => out.push(s), isTTY: false },
    stderr: { write: () => true },
    env: {}
  }
  await main(['score', ...args, '--format', 'sarif', '--fail-on', 'never'], io as never)
  const log = JSON.parse(out.join('')) as Log
  expect(validateSarif(log)).toBe(true)
  expect(validateSarif.errors ?? []).toEqual([])
  return log
}

const urisOf = (log: Log): string[] =>
  (log.runs[0]?.results ?? []).flatMap(
    (r) => r.locations?.map((l) => l.physicalLocation?.artifactLocation?.uri ?? '') ?? []
  )

describe('sarifBase', () => {
  it('gives repository paths to the roots of a repository, however they are given', async () => {
    const repo = await scratch()
    await mkdir(path.join(repo, '.git'))
    await mkdir(path.join(repo, 'skills', 'team'), { recursive: true })
    const skills = path.join(repo, 'skills')
    expect(sarifBase([skills, 'skills/team', '.'], repo)).toEqual({
      rootPrefixes: new Map([
        [skills, 'skills'],
        ['skills/team', 'skills/team'],
        ['.', '']
      ])
    })
    // From inside a sub-folder, `.` is that folder.
    expect(sarifBase(['.'], skills).rootPrefixes).toEqual(new Map([['.', 'skills']]))
  })

  it('finds a worktree’s repository by its .git file', async () => {
    const repo = await scratch()
    await writeFile(path.join(repo, '.git'), 'gitdir: /elsewhere/.git/worktrees/x\n')
    expect(sarifBase([path.join(repo, 'skills')], '/').rootPrefixes).toEqual(
      new Map([[path.join(repo, 'skills'), 'skills']])
    )
  })

  it('makes paths relative to the root, declared as %SRCROOT%, outside a repository', async () => {
    const folder = await scratch()
    const root = path.join(folder, 'skills')
    expect(sarifBase([root], '/')).toEqual({
      rootPrefixes: new Map([[root, '']]),
      srcRoot: `${pathToFileURL(root).href}/`
    })
    // Several roots: the folder they share.
    const other = path.join(folder, 'more', 'skills')
    expect(sarifBase([root, other], '/')).toEqual({
      rootPrefixes: new Map([
        [root, 'skills'],
        [other, 'more/skills']
      ]),
      srcRoot: `${pathToFileURL(folder).href}/`
    })
  })
})

describe('skill-ci score --format sarif', () => {
  it('writes repository-relative URIs for an absolute root inside a repository', async () => {
    const repo = await scratch()
    await mkdir(path.join(repo, '.git'))
    await withSkill(path.join(repo, 'skills'), 'pdf-forms')
    const log = await sarifOf([path.join(repo, 'skills')])
    expect(urisOf(log)).toContain('skills/pdf-forms/SKILL.md')
    expect(log.runs[0]?.originalUriBaseIds).toBeUndefined()
  })

  it('writes URIs relative to the root given, never its absolute path, outside a repository', async () => {
    const folder = await scratch()
    const root = path.join(folder, 'skills')
    await withSkill(root, 'pdf-forms')
    const log = await sarifOf([root])
    const uris = urisOf(log)
    expect(uris).toContain('pdf-forms/SKILL.md')
    const tmpSegment = tmpdir().split(path.sep).filter(Boolean)[0] ?? 'tmp'
    for (const uri of uris) expect(uri.startsWith(tmpSegment)).toBe(false)
    expect(log.runs[0]?.originalUriBaseIds).toEqual({
      '%SRCROOT%': { uri: `${pathToFileURL(root).href}/` }
    })
  })
})
