import { afterAll, beforeEach, describe, expect, it } from '@jest/globals'
import { createOctokit } from '../../../src/action/github.js'
import {
  commentPolicy,
  findStickyComment,
  resolveAuthorLogins,
  upsertStickyComment
} from '../../../src/action/publish/comment.js'
import { startFakeGitHub, type FakeGitHub } from '../../fakes/github-server.js'

const MARKER = '<!-- skill-ci:skill-ci -->'
const repo = { owner: 'acme', repo: 'skills' }
let github: FakeGitHub

beforeEach(async () => {
  await github?.close()
  github = await startFakeGitHub()
})
afterAll(async () => {
  await github.close()
})

describe('findStickyComment', () => {
  it('needs both the marker and one of our logins', () => {
    const comments = [
      { id: 1, body: `quoted ${MARKER}`, user: { login: 'mallory' } },
      { id: 2, body: 'no marker', user: { login: 'github-actions[bot]' } },
      { id: 3, body: `report ${MARKER}`, user: { login: 'github-actions[bot]' } }
    ]
    expect(findStickyComment(comments, MARKER, ['github-actions[bot]'])?.id).toBe(3)
    expect(findStickyComment(comments, MARKER, ['someone-else'])).toBeUndefined()
  })
})

describe('commentPolicy', () => {
  it('maps the comment input and the number of evaluated skills', () => {
    expect(commentPolicy('never', 3)).toBe('none')
    expect(commentPolicy('always', 0)).toBe('upsert')
    expect(commentPolicy('on-change', 2)).toBe('upsert')
    expect(commentPolicy('on-change', 0)).toBe('update-only')
  })
})

describe('upsertStickyComment', () => {
  it('creates once, updates in place, and skips an identical body', async () => {
    const octokit = createOctokit('t', { GITHUB_API_URL: github.url })
    const authors = await resolveAuthorLogins(octokit)
    expect(authors).toContain('github-actions[bot]')
    // 130 older comments (two pages), one of them a human quoting our marker.
    github.state.comments.set(5, [
      ...Array.from({ length: 129 }, (_, i) => ({
        id: i + 1,
        body: `hi ${i}`,
        user: { login: 'dev', type: 'User' }
      })),
      { id: 500, body: `> ${MARKER}`, user: { login: 'dev', type: 'User' } }
    ])
    const first = await upsertStickyComment(
      octokit,
      repo,
      5,
      `one ${MARKER}`,
      MARKER,
      authors,
      'upsert'
    )
    expect(first.action).toBe('created')
    const second = await upsertStickyComment(
      octokit,
      repo,
      5,
      `two ${MARKER}`,
      MARKER,
      authors,
      'upsert'
    )
    expect(second).toEqual({ action: 'updated', id: first.id })
    const third = await upsertStickyComment(
      octokit,
      repo,
      5,
      `two ${MARKER}`,
      MARKER,
      authors,
      'upsert'
    )
    expect(third).toEqual({ action: 'unchanged', id: first.id })

    const ours = github.state.comments
      .get(5)!
      .filter((c) => c.body.includes(MARKER) && c.user.type === 'Bot')
    expect(ours.map((c) => c.body)).toEqual([`two ${MARKER}`])
    const writes = github.requests.filter((r) => r.method !== 'GET').map((r) => r.method)
    expect(writes).toEqual(['POST', 'PATCH'])
    expect(github.state.comments.get(5)!.find((c) => c.id === 500)!.body).toBe(`> ${MARKER}`)
  })

  it('does not open a comment in update-only mode', async () => {
    const octokit = createOctokit('t', { GITHUB_API_URL: github.url })
    const result = await upsertStickyComment(
      octokit,
      repo,
      9,
      `x ${MARKER}`,
      MARKER,
      ['github-actions[bot]'],
      'update-only'
    )
    expect(result).toEqual({ action: 'none' })
    expect(github.state.comments.get(9)).toBeUndefined()
  })

  it('uses the login of a personal token when /user answers', async () => {
    github.state.viewer = 'release-bot'
    expect(await resolveAuthorLogins(createOctokit('t', { GITHUB_API_URL: github.url }))).toEqual([
      'release-bot'
    ])
  })
})
