// Standard depth through the real CLI entry point, with the real SDK client pointed at the fake
// Messages API through ANTHROPIC_BASE_URL.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { runMain } from '../../cli/run-main.js'
import { RunReportSchema, type RunReport } from '../../../src/model/index.js'
import { startFakeAnthropic, type FakeAnthropic } from '../../fakes/anthropic-server.js'
import { judgeLayerReply } from './scripted-replies.js'

const here = path.dirname(fileURLToPath(import.meta.url))
const SKILLS = path.join(here, '..', '..', 'fixtures', 'pipeline', 'skills')
const PDF = path.join(SKILLS, 'pdf-tables')

let fake: FakeAnthropic
let cacheDir: string

beforeEach(async () => {
  fake = await startFakeAnthropic({ handler: judgeLayerReply })
  cacheDir = await mkdtemp(path.join(tmpdir(), 'skill-ci-cli-judge-'))
})
afterEach(async () => {
  await fake.close()
  await rm(cacheDir, { recursive: true, force: true })
})

const run = runMain

const withKey = () => ({ ANTHROPIC_API_KEY: 'test-key', ANTHROPIC_BASE_URL: fake.url })
const json = (stdout: string): RunReport => RunReportSchema.parse(JSON.parse(stdout))
const posts = () => fake.requests.filter((r) => r.method === 'POST').length

describe('skill-ci score --depth standard', () => {
  it('blends the judge into the composite, labels it Assessed and reports usage', async () => {
    const { code, stdout, stderr } = await run(
      ['score', PDF, '--depth', 'standard', '--format', 'json', '--cache-dir', cacheDir],
      withKey()
    )
    expect(code).toBe(0)
    expect(stderr).toMatch(/LLM estimate: 4 calls/)
    expect(stderr).toMatch(/LLM usage: 4 calls, 0 cache hits/)
    const report = json(stdout)
    const skill = report.skills[0]!
    expect(skill.layers.judge?.status).toBe('ok')
    expect(skill.composite?.depthLabel).toBe('Assessed')
    const scope = skill.composite?.dimensions.find((d) => d.name === 'scope_calibration')
    expect(scope).toMatchObject({ score: 0.75, sources: ['judge'] })
    expect(report.usage).toMatchObject({
      calls: 4,
      cacheHits: 0,
      estimate: { calls: 4 },
      budget: { exhausted: false }
    })
    expect(posts()).toBe(4)

    // Same skill again: answered from the cache, zero calls.
    const again = await run(
      ['score', PDF, '--depth', 'standard', '--format', 'json', '--cache-dir', cacheDir],
      withKey()
    )
    expect(json(again.stdout).usage).toMatchObject({ calls: 0, cacheHits: 4, costUsd: 0 })
    expect(posts()).toBe(4)
  })

  it("names the judges' agreement by their models: one model resampled, or different models", async () => {
    const score = (...flags: string[]) =>
      run(
        ['score', PDF, '--depth', 'standard', '--judges', '2', ...flags, '--cache-dir', cacheDir],
        withKey()
      )
    // One skill: no κ is possible, so each dimension shows the spread of the two judges' scores.
    const resampled = json((await score('--format', 'json')).stdout).usage?.judgeAgreement
    expect(resampled?.judges).toBe(2)
    expect(resampled?.dimensions.output_quality).toEqual({
      measure: 'spread',
      kind: 'test_retest_consistency',
      items: 1,
      spread: 0,
      judgesDisagree: false
    })
    const text = (await score('--judge-model', 'sonnet,opus', '--format', 'text')).stdout
    expect(text).toContain(
      [
        'Inter-judge agreement (2 different models):',
        "  triggering accuracy: one skill, so no κ: judges' scores spread 0.00",
        "  orchestration fitness: one skill, so no κ: judges' scores spread 0.00"
      ].join('\n')
    )
  })

  it('--batch on: a re-run of an unchanged skill is answered from the cache, with no batch', async () => {
    const score = (...flags: string[]) =>
      run(
        [
          'score',
          PDF,
          '--depth',
          'standard',
          '--format',
          'json',
          '--cache-dir',
          cacheDir,
          ...flags
        ],
        withKey()
      )
    await score()
    const requests = fake.requests.length
    const again = await score('--batch', 'on')
    expect(again.code).toBe(0)
    expect(json(again.stdout).usage).toMatchObject({ calls: 0, cacheHits: 4, costUsd: 0 })
    expect(fake.requests).toHaveLength(requests)
    expect(fake.batchRequests()).toHaveLength(0)
  })

  it('--dry-run prints the estimate and makes no call', async () => {
    const { code, stdout, stderr } = await run(
      [
        'score',
        SKILLS,
        '--depth',
        'standard',
        '--judges',
        '2',
        '--dry-run',
        '--format',
        'json',
        '--cache-dir',
        cacheDir
      ],
      withKey()
    )
    // The fixture's gate fails (one skill cannot be scored): exit 1, not a usage error.
    expect(code).toBe(1)
    // 2 scorable skills × 4 assessments × 2 judges
    expect(stderr).toMatch(/LLM estimate: 16 calls, at most \$/)
    expect(stderr).toContain('dry run: no model call was made')
    expect(fake.requests).toHaveLength(0)
    const report = json(stdout)
    expect(report.usage).toMatchObject({ calls: 0, estimate: { calls: 16 } })
    const scored = report.skills.filter((s) => s.layers.static !== undefined)
    expect(scored).toHaveLength(2)
    expect(scored.every((s) => s.layers.judge?.status === 'skipped')).toBe(true)
  })

  it('without a key fails the judge it was asked for, says so before the run, and keeps the static results', async () => {
    const quick = json((await run(['score', PDF, '--format', 'json'], {})).stdout)
    const { code, stdout, stderr } = await run(
      ['score', PDF, '--depth', 'standard', '--format', 'json'],
      {}
    )
    expect(code).toBe(1)
    // The first thing the run says, before any skill is scored.
    expect(stderr.split('\n')[0]).toBe(
      'skill-ci: judge layer requested by depth "standard", but cannot run: no Anthropic API key (set ANTHROPIC_API_KEY); the gate will fail (--on-layer-error warn lets it pass)'
    )
    const report = json(stdout)
    const skill = report.skills[0]!
    expect(skill.layers.judge).toEqual({
      status: 'error',
      reason: 'cannot run: no Anthropic API key (set ANTHROPIC_API_KEY)'
    })
    expect(skill.findings.filter((f) => f.source === 'layer')).toEqual([
      expect.objectContaining({ ruleId: 'layer/judge-failed', severity: 'error' })
    ])
    expect(report.summary.gate.passed).toBe(false)
    expect(report.summary.gate.reasons).toEqual([
      expect.stringMatching(/judge layer failed: cannot run: no Anthropic API key/)
    ])
    expect(skill.layers.static).toEqual(quick.skills[0]!.layers.static)
    expect(skill.composite?.score).toBe(quick.skills[0]!.composite?.score)
  })

  it('without a key and --on-layer-error warn, passes with the failed judge as a warning', async () => {
    const { code, stdout, stderr } = await run(
      ['score', PDF, '--depth', 'standard', '--format', 'sarif', '--on-layer-error', 'warn'],
      {}
    )
    expect(code).toBe(0)
    expect(stderr).toContain(
      'judge layer requested by depth "standard", but cannot run: no Anthropic API key (set ANTHROPIC_API_KEY); it is reported as failed, and --on-layer-error warn lets the gate pass'
    )
    // Every output carries it: here the SARIF log, as a warning.
    const results = (
      JSON.parse(stdout) as { runs: Array<{ results: Array<{ ruleId: string; level: string }> }> }
    ).runs[0]!.results
    expect(results.filter((r) => r.ruleId === 'layer/judge-failed')).toEqual([
      expect.objectContaining({ level: 'warning' })
    ])
  })

  it('stops before spending when the estimate exceeds --max-calls, and runs what fits on request', async () => {
    // The same run at a budget of 2 calls, with the given flags.
    const underBudget = (...flags: string[]) =>
      run(
        [
          'score',
          PDF,
          '--depth',
          'standard',
          '--max-calls',
          '2',
          ...flags,
          '--format',
          'json',
          '--cache-dir',
          cacheDir
        ],
        withKey()
      )
    const stopped = await underBudget()
    expect(stopped.stderr).toContain('EXCEEDED')
    const stoppedReport = json(stopped.stdout)
    expect(stoppedReport.skills[0]!.layers.judge?.status).toBe('budget_exhausted')
    expect(stoppedReport.usage).toMatchObject({
      calls: 0,
      budget: { maxCalls: 2, exhausted: true }
    })
    expect(posts()).toBe(0)

    const partial = await underBudget('--partial-budget')
    const report = json(partial.stdout)
    expect(posts()).toBe(2)
    expect(report.skills[0]!.layers.judge?.status).toBe('budget_exhausted')
    expect(report.usage).toMatchObject({ calls: 2, budget: { maxCalls: 2, exhausted: true } })
  })

  it('rejects --judges outside 1–5', async () => {
    const { code, stderr } = await run(
      ['score', PDF, '--depth', 'standard', '--judges', '6'],
      withKey()
    )
    expect(code).toBe(2)
    expect(stderr).toContain('expected a whole number from 1 to 5')
  })
})
