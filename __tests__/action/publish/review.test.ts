// The `skill-ci:improve` proposal on the pull request, through the real Octokit pointed at the
// local GitHub fake: a review comment on the head commit with a ```suggestion block that replaces
// exactly the skill's `description:` line, and the held-out figures. (The end-to-end tests run the
// committed dist bundle, which this change does not rebuild, so the Action side is tested here at
// its publishing function, fed by a real improver run against the fake Messages API.)
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { createOctokit } from '../../../src/action/github.js'
import { postDescriptionSuggestion } from '../../../src/action/publish/review.js'
import { improveDescription } from '../../../src/layers/improve/improve.js'
import { descriptionSpan } from '../../../src/skill/description-edit.js'
import { parseSkill } from '../../../src/skill/parse.js'
import { fakeAnthropicPerTest } from '../../fakes/fake-anthropic-per-test.js'
import { startFakeGitHub, type FakeGitHub } from '../../fakes/github-server.js'
import {
  byTopic,
  IDEAL,
  llmAt,
  makeTablesRepository,
  VAGUE,
  world
} from '../../layers/improve/scripted.js'

const fake = fakeAnthropicPerTest({ handler: world(byTopic, () => [IDEAL]) })
const HEAD = '2222222222222222222222222222222222222222'

describe('the improve suggestion on the pull request', () => {
  let github: FakeGitHub
  beforeEach(async () => {
    github = await startFakeGitHub()
  })
  afterEach(async () => {
    await github.close()
  })

  it('posts a review comment with a suggestion block on the description line of the head commit', async () => {
    const skill = await makeTablesRepository(VAGUE)
    const llm = llmAt(fake().url)
    const result = await improveDescription(skill, llm, {
      monteCarlo: { model: 'claude-haiku-4-5-20251001', distractors: 'none', seed: 7 },
      candidates: 1,
      rounds: 1,
      runsPerPrompt: 1
    })
    const target = {
      octokit: createOctokit('test-token', { GITHUB_API_URL: github.url }),
      repo: { owner: 'acme', repo: 'skills' },
      pullNumber: 42,
      headSha: HEAD,
      pathPrefix: 'skills'
    }
    expect(await postDescriptionSuggestion(target, result)).toMatchObject({ posted: true })
    const [comment, ...others] = github.state.reviewComments.get(42) ?? []
    expect(others).toEqual([])
    expect(comment).toMatchObject({
      path: 'skills/tables/SKILL.md',
      commit_id: HEAD,
      line: 3,
      side: 'RIGHT'
    })
    expect(comment?.start_line).toBeUndefined()
    expect(comment?.body).toContain('```suggestion\ndescription: ' + IDEAL + '\n```')
    expect(comment?.body).toMatch(
      /\| held-out recall \| 0% \\\[0%, \d+%\] \| 100% \\\[\d+%, 100%\] \|/
    )
    // The line it replaces is the description's.
    expect(skill.content.split('\n')[2]).toBe(`description: ${VAGUE}`)

    // A read-only token (a fork's pull request) costs the comment only.
    github.faults.push({ method: 'POST', path: /\/pulls\/42\/comments$/, status: 403 })
    expect(await postDescriptionSuggestion(target, result)).toMatchObject({
      posted: false,
      reason: expect.stringContaining('cannot write review comments')
    })
  })

  it('covers every line of a description written over several lines', () => {
    const content =
      '---\nname: tables\ndescription: >\n  Summarises tables.\n  Use for csv.\nlicense: MIT\n---\n\n# Tables\n'
    const parsed = parseSkill(content, 'tables', 'tables/SKILL.md')
    if (!parsed.ok) throw new Error(parsed.error.message)
    expect(descriptionSpan(content, parsed.skill.frontmatter)).toEqual({ startLine: 3, endLine: 5 })
  })
})
