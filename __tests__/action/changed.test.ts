import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import {
  changesUnder,
  listPullRequestFiles,
  listRangeFiles,
  skillOfPath,
  skillsTouchedBy,
  type ChangedFile,
  type ChangedFiles
} from '../../src/action/changed.js'
import { createOctokit } from '../../src/action/github.js'
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-server.js'

const SKILLS = ['skills/pdf', 'skills/pdf/forms', 'skills/xlsx', 'tools/lint']
const file = (filename: string, status = 'modified', previous_filename?: string): ChangedFile => ({
  filename,
  status,
  ...(previous_filename ? { previous_filename } : {})
})

describe('skillOfPath', () => {
  it('maps any file below a skill folder to that skill', () => {
    for (const path of [
      'skills/xlsx/SKILL.md',
      'skills/xlsx/references/api.md',
      'skills/xlsx/scripts/run.py',
      'skills/xlsx/assets/logo.png',
      'skills/xlsx/tests/eval.yaml',
      'skills/xlsx/evals/cases/one.json'
    ]) {
      expect([path, skillOfPath(path, SKILLS)]).toEqual([path, 'skills/xlsx'])
    }
  })

  it('prefers the nearest (nested) skill and ignores look-alike prefixes', () => {
    expect(skillOfPath('skills/pdf/forms/SKILL.md', SKILLS)).toBe('skills/pdf/forms')
    expect(skillOfPath('skills/pdf/README.md', SKILLS)).toBe('skills/pdf')
    expect(skillOfPath('skills/pdfx/SKILL.md', SKILLS)).toBeUndefined()
    expect(skillOfPath('README.md', SKILLS)).toBeUndefined()
  })

  it('maps everything to a skill at the repository root unless a nested one is nearer', () => {
    expect(skillOfPath('notes.md', ['.', 'sub'])).toBe('.')
    expect(skillOfPath('sub/SKILL.md', ['.', 'sub'])).toBe('sub')
  })
})

describe('skillsTouchedBy', () => {
  it('selects eval-only changes, nested skills, and ignores files outside skills', () => {
    const files = [
      file('skills/xlsx/tests/eval.yaml'),
      file('skills/pdf/forms/references/fields.md', 'added'),
      file('docs/index.md'),
      file('.github/workflows/ci.yml')
    ]
    expect(skillsTouchedBy(files, SKILLS)).toEqual(['skills/pdf/forms', 'skills/xlsx'])
  })

  it('counts a rename for the new path, and for the old path only while its skill exists', () => {
    // skills/old-name was renamed to skills/xlsx: the old skill no longer exists.
    const moved = [file('skills/xlsx/SKILL.md', 'renamed', 'skills/old-name/SKILL.md')]
    expect(skillsTouchedBy(moved, SKILLS)).toEqual(['skills/xlsx'])
    // A reference moved from one existing skill to another touches both.
    const across = [file('skills/xlsx/references/a.md', 'renamed', 'tools/lint/references/a.md')]
    expect(skillsTouchedBy(across, SKILLS)).toEqual(['skills/xlsx', 'tools/lint'])
  })

  it('skips a removed skill but keeps a skill that lost a file', () => {
    const files = [
      file('skills/gone/SKILL.md', 'removed'),
      file('skills/gone/references/x.md', 'removed'),
      file('tools/lint/references/old.md', 'removed')
    ]
    expect(skillsTouchedBy(files, SKILLS)).toEqual(['tools/lint'])
  })
})

describe('listing changed files through the API', () => {
  let github: FakeGitHub
  beforeAll(async () => {
    github = await startFakeGitHub()
  })
  afterAll(async () => {
    await github.close()
  })
  const repo = { owner: 'acme', repo: 'skills' }

  it('follows the pagination of pulls.listFiles', async () => {
    const files = Array.from({ length: 250 }, (_, i) => file(`skills/s${i}/SKILL.md`))
    github.state.pullFiles.set(7, files)
    const before = github.requests.length
    const listed = await listPullRequestFiles(
      createOctokit('t', { GITHUB_API_URL: github.url }),
      repo,
      7
    )
    expect(listed).toEqual({ complete: true, files })
    const pages = github.requests.slice(before).map((r) => r.query.page ?? '1')
    expect(pages).toEqual(['1', '2', '3'])
  })

  it('gives up on a list that reached the 3,000-file cap', async () => {
    github.state.pullFiles.set(
      8,
      Array.from({ length: 3000 }, (_, i) => file(`f${i}.md`))
    )
    const listed = await listPullRequestFiles(
      createOctokit('t', { GITHUB_API_URL: github.url }),
      repo,
      8
    )
    expect(listed.complete).toBe(false)
  })

  it('lists a compare range and treats 300 files as possibly truncated', async () => {
    const octokit = createOctokit('t', { GITHUB_API_URL: github.url })
    const a = 'a'.repeat(40)
    const b = 'b'.repeat(40)
    github.state.compare.set(`${a}...${b}`, [file('skills/xlsx/SKILL.md')])
    expect(await listRangeFiles(octokit, repo, a, b)).toEqual({
      complete: true,
      files: [
        { filename: 'skills/xlsx/SKILL.md', status: 'modified', previous_filename: undefined }
      ]
    })
    github.state.compare.set(
      `${b}...${a}`,
      Array.from({ length: 300 }, (_, i) => file(`f${i}`))
    )
    expect((await listRangeFiles(octokit, repo, b, a)).complete).toBe(false)
  })
})

describe('changesUnder', () => {
  const changed = (...names: string[]): ChangedFiles => ({
    complete: true,
    files: names.map((filename) => ({ filename, status: 'added' }))
  })
  it('sees a PR that adds, or renames away, files under the folder', () => {
    expect(changesUnder(changed('skills/a/SKILL.md'), '.skill-ci/cache')).toBe(false)
    expect(changesUnder(changed('.skill-ci/cache/ab/0f.json'), '.skill-ci/cache')).toBe(true)
    expect(changesUnder(changed('.skill-ci/cache'), '.skill-ci/cache')).toBe(true)
    expect(changesUnder(changed('.skill-ci/cache-other/x'), '.skill-ci/cache')).toBe(false)
    // `.skill-ci` committed as a link to another folder moves the cache with it.
    expect(changesUnder(changed('.skill-ci'), '.skill-ci/cache')).toBe(true)
    expect(changesUnder(changed('.skill'), '.skill-ci/cache')).toBe(false)
    const renamed: ChangedFiles = {
      complete: true,
      files: [
        { filename: 'x.json', status: 'renamed', previous_filename: '.skill-ci/cache/x.json' }
      ]
    }
    expect(changesUnder(renamed, '.skill-ci/cache')).toBe(true)
  })
  it('counts an incomplete list as a yes, a folder outside the repository as a no', () => {
    expect(changesUnder({ complete: false, reason: 'cap' }, '.skill-ci/cache')).toBe(true)
    expect(changesUnder(changed('a'), '../runner-temp/cache')).toBe(false)
    expect(changesUnder(changed('a'), '..')).toBe(false)
    expect(changesUnder(changed('a'), '.')).toBe(true)
    expect(changesUnder(changed(), '.')).toBe(false)
  })
})
