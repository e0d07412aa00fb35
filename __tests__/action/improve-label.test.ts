// The `skill-ci:improve` label through the Action's own code (not the dist bundle, which this
// change does not rebuild): the evaluation of a pull request against the local GitHub fake, then
// the improver against the fake Messages API, and the review comment with its suggestion block on
// the description line of the changed skill. Without the label nothing is asked or posted.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import path from 'node:path'
import type { RunContext } from '../../src/action/context.js'
import { evaluate } from '../../src/action/evaluate.js'
import { createOctokit } from '../../src/action/github.js'
import { improveOnLabel } from '../../src/action/improve.js'
import { readInputs } from '../../src/action/inputs.js'
import { makeTempDir } from '../../src/agent/workdir.js'
import { fakeAnthropicPerTest } from '../fakes/fake-anthropic-per-test.js'
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-server.js'
import { byTopic, IDEAL, makeTablesRepository, VAGUE, world } from '../layers/improve/scripted.js'

const fake = fakeAnthropicPerTest({ handler: world(byTopic, () => [IDEAL]) })
const BASE = '1111111111111111111111111111111111111111'
const HEAD = '2222222222222222222222222222222222222222'

describe('the improve label', () => {
  let github: FakeGitHub
  const cwd = process.cwd()
  beforeEach(async () => {
    github = await startFakeGitHub()
    github.state.pullFiles.set(42, [{ filename: 'tables/SKILL.md', status: 'modified' }])
    github.state.trees.set(BASE, new Map())
  })
  afterEach(async () => {
    process.chdir(cwd)
    await github.close()
  })

  async function contextFor(
    labels: string[],
    { key = true, fromFork = false }: { key?: boolean; fromFork?: boolean } = {}
  ): Promise<RunContext> {
    github.state.labels.set(42, labels)
    const skill = await makeTablesRepository(VAGUE)
    const workspace = path.dirname(skill.dir)
    const given: Record<string, string> = {
      'github-token': 'ghs_test',
      ...(key ? { 'anthropic-api-key': 'test-key' } : {}),
      'anthropic-base-url': fake().url,
      distractors: 'none',
      seed: '7',
      'cache-dir': await makeTempDir('improve-label-cache')
    }
    const env = { GITHUB_API_URL: github.url }
    // The Action resolves its relative paths in the workspace.
    process.chdir(workspace)
    return {
      env,
      inputs: readInputs(
        (name) => given[name] ?? '',
        () => undefined
      ),
      repo: { owner: 'acme', repo: 'skills' },
      event: {
        kind: 'pull_request',
        name: 'pull_request',
        number: 42,
        headSha: HEAD,
        baseSha: BASE,
        payloadLabels: labels,
        fromFork
      },
      workspace,
      root: workspace,
      rootPath: '.',
      pathPrefix: '',
      octokit: createOctokit('ghs_test', env)
    }
  }

  it('posts the proposal as a suggestion on the description line of the changed skill', async () => {
    const ctx = await contextFor(['skill-ci:improve'])
    const evaluation = await evaluate(ctx)
    expect(await improveOnLabel(ctx, evaluation)).toEqual([])
    const comments = github.state.reviewComments.get(42) ?? []
    expect(comments).toHaveLength(1)
    expect(comments[0]).toMatchObject({ path: 'tables/SKILL.md', line: 3, commit_id: HEAD })
    expect(comments[0]?.body).toContain('```suggestion\ndescription: ' + IDEAL + '\n```')
  })

  it('does nothing without the label', async () => {
    const ctx = await contextFor([])
    await improveOnLabel(ctx, await evaluate(ctx))
    expect(fake().messageRequests()).toHaveLength(0)
    expect(github.state.reviewComments.get(42)).toBeUndefined()
  })

  it('fails what it was asked for without a key on a pull request of the repository itself', async () => {
    const ctx = await contextFor(['skill-ci:improve'], { key: false })
    const failures = await improveOnLabel(ctx, await evaluate(ctx))
    expect(failures).toEqual([expect.stringMatching(/not run: no anthropic-api-key/)])
    expect(fake().messageRequests()).toHaveLength(0)
  })

  it("skips it with a notice on a fork's pull request, which never has the key", async () => {
    const ctx = await contextFor(['skill-ci:improve'], { key: false, fromFork: true })
    expect(await improveOnLabel(ctx, await evaluate(ctx))).toEqual([])
    expect(fake().messageRequests()).toHaveLength(0)
  })
})
