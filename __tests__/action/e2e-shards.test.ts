// End to end, a split run: the BUNDLED action evaluates a PR labelled `skill-ci:ab` once whole,
// then as three shards (each its own job of the workflow run, uploading its report to a local
// artifact service and publishing nothing else) and a merge job (`mode: merge`) that downloads
// them and publishes. The merged report is the whole run's, timings aside, with the A/B tests
// adjusted across the three skills (Holm over a family of three, where each shard saw one); the
// merge makes one check run and one comment. Without shard 2's artifact, and with shard 3 failed
// (its report says why), the merge names both and fails the gate. Runs under the Action's Node (24) only: the Node 22 path is the same code.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { rm } from 'node:fs/promises'
import { abResultOf } from '../../src/model/index.js'
import { startFakeAnthropic, type FakeAnthropic } from '../fakes/anthropic-server.js'
import { startFakeArtifactService, type FakeArtifactService } from '../fakes/artifact-server.js'
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-server.js'
import { EVAL, THIRD_SCENARIO, scriptedWorld } from '../layers/ab/scripted.js'
import { node24Binary } from '../node-binaries.js'
import { assertRunnable, readRunReport, runBundledAction, type ActionRun } from './bundle-runner.js'
import {
  BASE_SHA,
  checkOut,
  stickyComment,
  writeLabelledPayload,
  type Checkout
} from './pull-request-fixture.js'

const node = node24Binary()
const API_KEY = 'sk-ant-api03-fake-secret-for-shard-tests-0123456789'

// `skills/json`, `skills/tsv` and `skills/csv` fall into shards 1, 2 and 3 of three; the run
// lists them in the order it finds them (csv, json, tsv).
const NAMES = ['json', 'tsv', 'csv']
const ORDER = { json: 1, tsv: 2, csv: 0 }
const FILES: Record<string, string> = Object.fromEntries(
  NAMES.flatMap((name) => [
    [
      `skills/${name}/SKILL.md`,
      `---\nname: ${name}\ndescription: Summarise ${name} files. Use when the user asks for a summary.\n---\n\n# ${name}\n\n1. Count the rows.\n2. Write summary.md.\n`
    ],
    // Prompts of its own: no skill's baseline runs answer another's from the cache.
    [
      `skills/${name}/tests/eval.yaml`,
      `${EVAL}${THIRD_SCENARIO}`.replaceAll('prompt: Summarise', `prompt: For ${name}, summarise`)
    ],
    [`skills/${name}/tests/fixtures/data.csv`, 'a,b\n1,2\n3,4\n']
  ])
)
const CHANGED = NAMES.map((name) => ({
  filename: `skills/${name}/tests/eval.yaml`,
  status: 'modified'
}))

/** The report without when it was made and how long its calls took. */
function withoutTimings(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTimings)
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'createdAt' && !key.endsWith('Ms'))
      .map(([key, v]) => [key, withoutTimings(v)])
  )
}

const describeNode24 = node.skip === undefined ? describe : describe.skip

describeNode24('the bundled action split into shards and merged', () => {
  let whole: FakeGitHub
  let split: FakeGitHub
  let anthropic: FakeAnthropic
  let service: FakeArtifactService
  let checkout: Checkout
  let payloadPath: string
  let runNo = 0

  beforeAll(async () => {
    assertRunnable(node.path)
    ;[whole, split] = [await startFakeGitHub(), await startFakeGitHub()]
    for (const github of [whole, split]) {
      github.state.pullFiles.set(42, CHANGED)
      github.state.labels.set(42, ['skill-ci:ab'])
      github.state.trees.set(BASE_SHA, new Map())
    }
    anthropic = await startFakeAnthropic()
    anthropic.setHandler(scriptedWorld())
    service = await startFakeArtifactService()
    checkout = await checkOut('skill-ci-e2e-shards-', FILES)
    payloadPath = await writeLabelledPayload(checkout.work, 'skill-ci:ab')
  })
  afterAll(async () => {
    await Promise.all([whole?.close(), split?.close(), anthropic?.close(), service?.close()])
    if (checkout) await rm(checkout.work, { recursive: true, force: true })
  })

  /** One job; each has its own cache, so no run answers from another's replies. */
  async function job(
    github: FakeGitHub,
    inputs: Record<string, string>,
    env?: Record<string, string>
  ): Promise<ActionRun> {
    runNo += 1
    return runBundledAction({
      node: node.path,
      ...checkout,
      githubUrl: github.url,
      event: { name: 'pull_request', path: payloadPath },
      inputs: {
        'anthropic-api-key': API_KEY,
        'anthropic-base-url': anthropic.url,
        'ab-runs': '1',
        'max-usd': '50',
        'upload-artifact': 'false',
        'cache-dir': `.skill-ci/cache-${runNo}`,
        ...inputs
      },
      runId: String(runNo),
      env
    })
  }
  const checkBody = (github: FakeGitHub) =>
    github.state.checkRuns.at(-1)?.bodies.at(-1) as { conclusion?: string } | undefined

  it('merges three shards into the whole run, with one check run and one comment', async () => {
    // The A/B score weighs how long each arm took, unless both arms were answered from the
    // response cache: a first run fills the cache (as actions/cache would restore it for every
    // job), so the whole run and the shards after it are measured alike, free of timings.
    const cache = { 'cache-dir': '.skill-ci/cache-shared' }
    expect((await job(whole, cache)).code).toBe(0)
    const unsharded = await job(whole, cache)
    expect(unsharded.code).toBe(0)
    const expected = await readRunReport(unsharded)
    expect(expected.usage).toMatchObject({ calls: 0, cacheHits: 63 })
    const family = expected.skills.map((s) => abResultOf(s.layers.ab)?.tests.effect.familySize)
    expect(family).toEqual([3, 3, 3])

    const callsBefore = anthropic.messageRequests().length
    for (const index of [1, 2, 3]) {
      const shard = await job(split, { ...cache, shard: `${index}/3` }, service.newJob())
      expect(shard.code).toBe(0)
      const report = await readRunReport(shard)
      const name = NAMES[index - 1] as keyof typeof ORDER
      expect(report.shard).toMatchObject({ index, count: 3, skills: [{ order: ORDER[name] }] })
      expect(report.skills.map((s) => s.path)).toEqual([`skills/${name}`])
      expect(abResultOf(report.skills[0]!.layers.ab)?.tests.effect.familySize).toBe(1)
      expect(shard.summary).toBe('')
    }
    expect(anthropic.messageRequests().length).toBe(callsBefore)
    // The shards published nothing: no check run, no comment; only their artifacts.
    expect(split.state.checkRuns).toHaveLength(0)
    expect(stickyComment(split)).toBe('')
    expect(service.artifacts.map((a) => a.name)).toEqual(
      [1, 2, 3].map((i) => `skill-ci-report-shard-${i}-of-3`)
    )

    const merge = await job(split, { mode: 'merge' }, service.newJob())
    expect(merge.code).toBe(0)
    const merged = await readRunReport(merge)
    expect(merged.shards).toEqual({ count: 3, merged: [1, 2, 3], missing: [] })
    const { shards: _account, ...report } = merged
    // A shard knows only its own skills, so its A/B early-stopping level is set over a family of 1
    // where the whole run's is 3 (docs/ab.md: it costs power, never validity); the plan here has
    // one look, so nothing else about the runs can differ.
    const withoutFamily = (r: unknown): unknown =>
      JSON.parse(JSON.stringify(r), (key: string, value: unknown) =>
        key === 'sequential' && value !== null && typeof value === 'object'
          ? { ...value, familySize: undefined }
          : value
      )
    expect(withoutTimings(withoutFamily(report))).toEqual(withoutTimings(withoutFamily(expected)))
    expect(split.state.checkRuns).toHaveLength(1)
    expect(checkBody(split)?.conclusion).toBe(checkBody(whole)?.conclusion)
    expect(split.state.comments.get(42)).toHaveLength(1)
    expect(stickyComment(split)).toContain('3** skills evaluated')
    expect(merge.summary).toContain('skills/tsv')
  })

  it('names a missing and a failed shard in the merged output and fails the gate', async () => {
    const drop = (name: string) =>
      service.artifacts.splice(
        service.artifacts.findIndex((a) => a.name === name),
        1
      )
    drop('skill-ci-report-shard-2-of-3')
    drop('skill-ci-report-shard-3-of-3')
    // Shard 3 again, but it cannot finish (its folder is gone): it uploads a report saying why.
    const failed = await job(split, { shard: '3/3', path: 'no-such-folder' }, service.newJob())
    expect(failed.code).toBe(1)
    expect(failed.stdout).toContain('::error::skill-ci shard 3 of 3 failed: ')
    expect(service.artifacts.map((a) => a.name)).toContain('skill-ci-report-shard-3-of-3')

    const merge = await job(split, { mode: 'merge' }, service.newJob())
    expect(merge.code).toBe(1)
    const report = await readRunReport(merge)
    expect(report.shards?.missing).toEqual([
      { index: 2, reason: 'no report was found' },
      { index: 3, reason: expect.stringMatching(/^failed: .*no-such-folder/) }
    ])
    expect(report.skills.map((s) => s.path)).toEqual(['skills/json'])
    expect(report.summary.gate.reasons).toEqual([
      'shard 2 of 3: no report was found; its skills are not in this report',
      expect.stringMatching(/^shard 3 of 3: failed: .*; its skills are not in this report$/)
    ])
    expect(checkBody(split)?.conclusion).toBe('failure')
    expect(stickyComment(split)).toContain('shard 2 of 3 is missing: no report was found')
    expect(stickyComment(split)).toContain('shard 3 of 3 is missing: failed: ')
    expect(merge.stdout).toContain('::warning::skill-ci: shard 2 of 3 is missing')
  })
})
