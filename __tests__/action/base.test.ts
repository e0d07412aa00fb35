import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fetchSkillAtRef, mirrorPath, RequestBudget } from '../../src/action/base.js'
import { createOctokit } from '../../src/action/github.js'
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-server.js'

const BASE = 'b'.repeat(40)
const WIDE = 'c'.repeat(40)
const repo = { owner: 'acme', repo: 'skills' }
let github: FakeGitHub
let dest: string

beforeAll(async () => {
  github = await startFakeGitHub()
  github.state.trees.set(
    BASE,
    new Map([
      ['skills/pdf/SKILL.md', '---\nname: pdf\n---\n# PDF\n'],
      ['skills/pdf/references/forms.md', 'forms'],
      ['skills/pdf/references/deep/a/b.md', 'deep'],
      ['skills/pdf/big.bin', 'x'.repeat(2000)],
      ['skills/other/SKILL.md', 'other'],
      ['skills/no-skill/readme.md', 'not a skill']
    ])
  )
  dest = await mkdtemp(join(tmpdir(), 'skill-ci-base-test-'))
})
afterAll(async () => {
  await github.close()
  await rm(dest, { recursive: true, force: true })
})

describe('fetchSkillAtRef', () => {
  it('mirrors the skill folder at the base SHA, within the limits', async () => {
    const octokit = createOctokit('t', { GITHUB_API_URL: github.url })
    const limits = { maxFiles: 10, maxFileBytes: 1000, maxDepth: 2, maxListings: 50 }
    expect(await fetchSkillAtRef(octokit, repo, BASE, 'skills/pdf', dest, limits)).toBe('fetched')
    const dir = mirrorPath(dest, 'skills/pdf')
    expect(await readFile(join(dir, 'SKILL.md'), 'utf8')).toBe('---\nname: pdf\n---\n# PDF\n')
    expect(await readFile(join(dir, 'references/forms.md'), 'utf8')).toBe('forms')
    // big.bin is over maxFileBytes; references/deep/a is below maxDepth.
    expect((await readdir(dir)).sort()).toEqual(['SKILL.md', 'references'])
    expect(await readdir(join(dir, 'references'))).toEqual(['forms.md'])
    // Only the requested skill is fetched.
    expect(await readdir(join(dest, 'skills'))).toEqual(['pdf'])
  })

  it('lists at most maxListings folders, however many folders hold no fetchable file', async () => {
    // 40 folders with only oversized files: no file counts against maxFiles, so without a cap on
    // listings every folder costs one API request.
    const tree = new Map([['skills/wide/SKILL.md', '---\nname: wide\n---\n']])
    for (let i = 0; i < 40; i++) tree.set(`skills/wide/d${i}/big.bin`, 'x'.repeat(2000))
    github.state.trees.set(WIDE, tree)
    const octokit = createOctokit('t', { GITHUB_API_URL: github.url })
    const before = github.requests.length
    const limits = { maxFiles: 10, maxFileBytes: 1000, maxDepth: 2, maxListings: 5 }
    expect(await fetchSkillAtRef(octokit, repo, WIDE, 'skills/wide', dest, limits)).toBe('fetched')
    const made = github.requests.slice(before).map((r) => r.path)
    // 5 listings (the skill folder and 4 sub-folders), then the one file: SKILL.md.
    expect(made.filter((p) => !p.endsWith('/SKILL.md'))).toHaveLength(5)
    expect(made).toHaveLength(6)
  })

  it('stops with an error when the shared request budget is spent', async () => {
    const octokit = createOctokit('t', { GITHUB_API_URL: github.url })
    const limits = { maxFiles: 10, maxFileBytes: 1000, maxDepth: 2, maxListings: 50 }
    const budget = new RequestBudget(4)
    const before = github.requests.length
    await expect(
      fetchSkillAtRef(octokit, repo, BASE, 'skills/pdf', dest, limits, budget)
    ).rejects.toThrow('the base comparison needs more than 4 API requests')
    expect(github.requests.length - before).toBe(4)
  })

  it("says 'new' for a folder without SKILL.md or missing at the base", async () => {
    const octokit = createOctokit('t', { GITHUB_API_URL: github.url })
    expect(await fetchSkillAtRef(octokit, repo, BASE, 'skills/no-skill', dest)).toBe('new')
    expect(await fetchSkillAtRef(octokit, repo, BASE, 'skills/added', dest)).toBe('new')
  })
})
