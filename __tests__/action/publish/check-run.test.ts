import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { createOctokit } from '../../../src/action/github.js'
import {
  checkRunUpdates,
  completeCheckRun,
  MAX_CHECK_ANNOTATIONS,
  createCheckRun
} from '../../../src/action/publish/check-run.js'
import type { Annotation } from '../../../src/report/annotations.js'
import { startFakeGitHub, type FakeGitHub } from '../../fakes/github-server.js'

const annotation = (i: number): Annotation => ({
  path: `skills/s/SKILL.md`,
  start_line: i + 1,
  end_line: i + 1,
  annotation_level: 'warning',
  title: `rule ${i}`,
  message: `finding ${i}`
})
const output = { title: 'Gate passed: 1 skill evaluated', summary: '| skill |', text: 'details' }

describe('checkRunUpdates', () => {
  it('sends 120 annotations as 50 + 50 + 20 with the conclusion only on the last', () => {
    const all = Array.from({ length: 120 }, (_, i) => annotation(i))
    const updates = checkRunUpdates(output, all, 'failure')
    expect(updates.map((u) => u.output.annotations?.length)).toEqual([50, 50, 20])
    expect(updates.map((u) => u.conclusion)).toEqual([undefined, undefined, 'failure'])
    expect(updates.map((u) => u.status)).toEqual(['in_progress', 'in_progress', undefined])
    expect(
      updates.every((u) => u.output.title === output.title && u.output.summary === '| skill |')
    ).toBe(true)
    expect(updates.flatMap((u) => u.output.annotations ?? [])).toEqual(all)
  })

  it(`sends at most ${MAX_CHECK_ANNOTATIONS} annotations (20 requests), however many findings`, () => {
    // Every request counts against the repository token's 1,000 requests an hour: a PR with
    // 10,000 skills produced 30,000 annotations, 600 requests.
    const all = Array.from({ length: 1234 }, (_, i) => annotation(i))
    const updates = checkRunUpdates(output, all, 'failure')
    expect(updates).toHaveLength(20)
    expect(updates.flatMap((u) => u.output.annotations ?? [])).toEqual(all.slice(0, 1000))
    expect(updates.at(-1)?.conclusion).toBe('failure')
  })

  it('sends exactly 50 in one request and none as a single completing update', () => {
    expect(
      checkRunUpdates(
        output,
        Array.from({ length: 50 }, (_, i) => annotation(i)),
        'success'
      )
    ).toHaveLength(1)
    expect(checkRunUpdates(output, [], 'neutral')).toEqual([{ conclusion: 'neutral', output }])
  })
})

describe('check run through the API', () => {
  let github: FakeGitHub
  beforeAll(async () => {
    github = await startFakeGitHub()
  })
  afterAll(async () => {
    await github.close()
  })

  it('creates in_progress on the head SHA and delivers every annotation', async () => {
    const octokit = createOctokit('t', { GITHUB_API_URL: github.url })
    const repo = { owner: 'acme', repo: 'skills' }
    const sha = 'c'.repeat(40)
    const id = await createCheckRun(octokit, repo, 'skill-ci', sha)
    const all = Array.from({ length: 101 }, (_, i) => annotation(i))
    await completeCheckRun(octokit, repo, id, checkRunUpdates(output, all, 'success'))

    const [run] = github.state.checkRuns
    expect(run.bodies[0]).toMatchObject({ name: 'skill-ci', head_sha: sha, status: 'in_progress' })
    const updates = run.bodies.slice(1) as {
      conclusion?: string
      output: { annotations?: Annotation[] }
    }[]
    expect(updates).toHaveLength(3)
    expect(updates.flatMap((u) => u.output.annotations ?? []).map((a) => a.start_line)).toEqual(
      all.map((a) => a.start_line)
    )
    expect(updates[2].conclusion).toBe('success')
  })
})
