// End to end with the judge layer: the BUNDLED action runs on a PR labelled `skill-ci:judge`, its
// real Anthropic SDK client pointed at the fake Messages API (`anthropic-base-url`), under Node 22
// and Node 24. The judge's scores, the run's cost and its cache hits must reach the JSON report,
// the check run and the sticky comment; the API key must never be echoed. The first judged run
// (cold cache), which several tests compare with or need the warm cache of, is made once by
// whichever test asks for it first, so the tests pass in any order.
import { afterAll, beforeAll, expect, it } from '@jest/globals'
import { existsSync } from 'node:fs'
import { readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { RunReport } from '../../src/model/index.js'
import {
  startFakeAnthropic,
  statusFault,
  textReply,
  type FakeAnthropic,
  type MessagesRequestBody,
  type RecordedRequest
} from '../fakes/anthropic-server.js'
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-server.js'
import { describeActionNode } from '../node-binaries.js'
import { assertRunnable, readRunReport, runBundledAction, type ActionRun } from './bundle-runner.js'
import {
  BASE_SHA,
  checkOut,
  stickyComment,
  writeLabelledPayload,
  type Checkout
} from './pull-request-fixture.js'

const API_KEY = 'sk-ant-api03-fake-secret-for-tests-0123456789'

const skill = (name: string, use: string) =>
  `---\nname: ${name}\ndescription: Formats ${name} data files. Use when the user asks to ${use}.\n---\n\n# ${name}\n\n1. Read the file.\n2. Clean each row.\n3. Write the result next to the input.\n`
const FILES: Record<string, string> = {
  'skills/alpha/SKILL.md': skill('alpha', 'clean, sort or dedupe a CSV file'),
  'skills/beta/SKILL.md': skill('beta', 'convert a TSV export to JSON'),
  // Not touched by the PR: never sent to the judge on the PR runs.
  'skills/gamma/SKILL.md': skill('gamma', 'merge two spreadsheets by a key column')
}
const CHANGED = ['skills/alpha', 'skills/beta']

/** Scripted judge replies, one shape per assessment (told apart by their task text). */
function judgeReply(body: MessagesRequestBody) {
  const system = JSON.stringify(body.system)
  if (system.includes('should trigger this skill')) {
    return textReply(
      JSON.stringify({
        predictions: [
          { prompt: 'clean my csv', should_trigger: true, would_trigger: true },
          { prompt: 'dedupe rows', should_trigger: true, would_trigger: true },
          { prompt: 'write a poem', should_trigger: false, would_trigger: false },
          { prompt: 'fix my css', should_trigger: false, would_trigger: false }
        ],
        f1: 1
      })
    )
  }
  if (system.includes('orchestration fitness')) {
    return textReply(JSON.stringify({ score: 0.8, reasoning: 'a pure worker', evidence: ['e'] }))
  }
  if (system.includes('simulate 3 realistic tasks')) {
    // Fenced JSON, as models often answer: tolerated.
    return textReply(
      '```json\n' +
        JSON.stringify({
          score: 0.7,
          simulations: [{ task: 't', expected_output: 'o', quality_notes: 'n' }],
          evidence: ['steps are concrete']
        }) +
        '\n```'
    )
  }
  return textReply(JSON.stringify({ score: 0.6, assessment: 'a bit thin', evidence: [] }))
}

interface CheckBody {
  conclusion?: string
  output?: { title: string; summary: string; text?: string }
}

describeActionNode('the bundled action with the judge layer', ({ path: node, version }) => {
  let github: FakeGitHub
  let anthropic: FakeAnthropic
  let checkout: Checkout
  let labelledPayload: string
  let runNo = 0
  let firstJudged: Promise<JudgedRun> | undefined

  beforeAll(async () => {
    assertRunnable(node)
    github = await startFakeGitHub()
    anthropic = await startFakeAnthropic({ handler: judgeReply })
    github.state.pullFiles.set(
      42,
      CHANGED.map((dir) => ({ filename: `${dir}/SKILL.md`, status: 'modified' }))
    )
    github.state.labels.set(42, ['skill-ci:judge'])
    github.state.trees.set(BASE_SHA, new Map())
    checkout = await checkOut('skill-ci-e2e-judge-', FILES)
    labelledPayload = await writeLabelledPayload(checkout.work, 'skill-ci:judge')
  })
  afterAll(async () => {
    await github?.close()
    await anthropic?.close()
    if (checkout) await rm(checkout.work, { recursive: true, force: true })
  })

  async function runAction(
    inputs: Record<string, string>,
    event = { name: 'pull_request', path: labelledPayload }
  ): Promise<ActionRun & { report: RunReport }> {
    runNo += 1
    const result = await runBundledAction({
      node,
      ...checkout,
      githubUrl: github.url,
      event,
      inputs: { 'upload-artifact': 'false', ...inputs },
      runId: String(runNo)
    })
    return { ...result, report: await readRunReport(result) }
  }
  const withKey = { 'anthropic-api-key': API_KEY }
  const inputs = () => ({ ...withKey, 'anthropic-base-url': anthropic.url })

  const messages = () => anthropic.messageRequests()
  const lastCheck = () => github.state.checkRuns.at(-1)!.bodies.at(-1) as CheckBody
  const comment = () => stickyComment(github)

  interface JudgedRun {
    result: ActionRun & { report: RunReport }
    /** The requests the run sent to the fake Anthropic API. */
    requests: RecordedRequest[]
    /** The check run and the sticky comment as that run left them. */
    check: CheckBody
    comment: string
  }
  /**
   * The first judged run: the PR's two changed skills with a cold default cache, the reference
   * the later runs compare with and the one that warms their cache. Made once, by the first test
   * that needs it (no other run writes the default cache before it).
   */
  const firstJudgedRun = () =>
    (firstJudged ??= (async () => {
      const before = anthropic.requests.length
      const result = await runAction(inputs())
      return {
        result,
        requests: anthropic.requests.slice(before),
        check: lastCheck(),
        comment: comment()
      }
    })())
  const dimension = (report: RunReport, path: string, name: string) =>
    report.skills.find((s) => s.path === path)?.composite?.dimensions.find((d) => d.name === name)

  it('judges the changed skills, blends the composite and shows scores, cost and cache hits', async () => {
    const { result, requests, check, comment: sticky } = await firstJudgedRun()
    expect(result.code).toBe(0)
    // The SDK in the bundle names the Node it runs under in every request.
    expect(new Set(requests.map((r) => r.headers['x-stainless-runtime-version']))).toEqual(
      new Set([version])
    )
    // The estimate is logged before the run, the usage after it.
    const lines = result.stdout.split('\n')
    const estimate = lines.findIndex((l) =>
      l.startsWith('skill-ci: LLM estimate: 8 calls, at most $')
    )
    const usage = lines.findIndex((l) => l.startsWith('skill-ci: LLM usage: 8 calls, 0 cache hits'))
    expect(estimate).toBeGreaterThan(-1)
    expect(usage).toBeGreaterThan(estimate)
    expect(lines[estimate]).toMatch(/budget max-usd \$5: fits/)
    // Between them one line per skill, with the calls and cost of the run so far.
    const progress = lines.filter((l) => /^skill-ci: \[\d\/2\] skills\/\w+ done · /.test(l))
    expect(progress).toHaveLength(2)
    expect(progress[1]).toMatch(
      /^skill-ci: \[2\/2\] skills\/\w+ done · 8 LLM calls, \$[\d.]+ so far$/
    )
    expect(lines.indexOf(progress[0])).toBeGreaterThan(estimate)
    expect(lines.indexOf(progress[1])).toBeLessThan(usage)

    // 2 changed skills × 4 assessments; the untouched skill is never sent.
    const bodies = requests.filter((r) => r.path.startsWith('/v1/messages')).map((r) => r.body)
    expect(bodies).toHaveLength(8)
    const sent = JSON.stringify(bodies)
    expect(sent).toContain('name: alpha')
    expect(sent).toContain('name: beta')
    expect(sent).not.toContain('name: gamma')

    const { report } = result
    expect(report.depth).toBe('standard')
    expect(report.skills.map((s) => s.path)).toEqual(CHANGED)
    for (const path of CHANGED) {
      const s = report.skills.find((x) => x.path === path)!
      expect(s.layers.judge?.status).toBe('ok')
      expect(s.composite?.depthLabel).toBe('Assessed')
      // The judges' averages (floating point: compared to 10 decimals).
      for (const [name, score] of [
        ['output_quality', 0.7],
        ['scope_calibration', 0.6]
      ] as const) {
        const measured = dimension(report, path, name)
        expect(measured?.sources).toEqual(['judge'])
        expect(measured?.score).toBeCloseTo(score, 10)
      }
    }
    expect(report.usage).toMatchObject({
      calls: 8,
      cacheHits: 0,
      estimate: { calls: 8 },
      budget: { maxUsd: 5, exhausted: false }
    })
    expect(report.usage!.costUsd).toBeGreaterThan(0)
    const counts = `LLM 8 calls, 0 cache hits, $${report.usage!.costUsd.toFixed(4)}`

    // The check run: success (everything requested ran), cost in the summary, judge dims in text.
    expect(check.conclusion).toBe('success')
    expect(check.output?.summary).toContain(counts)
    expect(check.output?.summary).toContain('depth standard')
    expect(check.output?.text).toContain('· Assessed')
    expect(check.output?.text).toMatch(
      /\| output quality \| 15% \| 0\.700 \| [A-F][+-]? \| judge \|/
    )
    expect(check.output?.text).toMatch(
      /\| scope calibration \| 12% \| 0\.600 \| [A-F][+-]? \| judge \|/
    )
    // The sticky comment and the job summary show the same.
    for (const markdown of [sticky, result.summary]) {
      expect(markdown).toContain(counts)
      expect(markdown).toMatch(/\| output quality \| 15% \| 0\.700 \|/)
      expect(markdown).toMatch(/- `judge`: ran — requested by label "skill-ci:judge"/)
    }
    expect(result.outputs.conclusion).toBe('success')

    // The key: masked first, never echoed anywhere else.
    expect(lines.filter((l) => l.includes(API_KEY))).toEqual([`::add-mask::${API_KEY}`])
    for (const text of [
      result.stderr,
      result.summary,
      JSON.stringify(result.outputs),
      await readFile(result.outputs.report, 'utf8'),
      JSON.stringify(github.requests),
      JSON.stringify(anthropic.requests)
    ]) {
      expect(text).not.toContain(API_KEY)
    }
    // The response cache lives under the workspace (default cache-dir), ready for actions/cache.
    expect(existsSync(join(checkout.workspace, '.skill-ci/cache'))).toBe(true)
  })

  it('answers an unchanged re-run from the cache with no model call', async () => {
    const judged = (await firstJudgedRun()).result.report
    const before = anthropic.requests.length
    const { code, report } = await runAction(inputs())
    expect(code).toBe(0)
    // No request of any kind: the replies come from the cache and the model names are resolved
    // against the listing the first run stored in the cache directory (models.json).
    expect(anthropic.requests.slice(before)).toEqual([])
    expect(existsSync(join(checkout.workspace, '.skill-ci/cache/models.json'))).toBe(true)
    expect(report.usage).toMatchObject({ calls: 0, cacheHits: 8, costUsd: 0 })
    expect(report.skills.map((s) => s.composite?.score)).toEqual(
      judged.skills.map((s) => s.composite?.score)
    )
    expect(comment()).toContain('LLM 0 calls, 8 cache hits, $0.00')
  })

  it('fails the check when the judge cannot run (a refused key), or warns with on-layer-error: warn', async () => {
    const refusing = await startFakeAnthropic({
      handler: () =>
        statusFault(401, {
          body: {
            type: 'error',
            error: { type: 'authentication_error', message: 'invalid x-api-key' }
          }
        })
    })
    try {
      const settings = {
        ...withKey,
        'anthropic-base-url': refusing.url,
        'cache-dir': join(checkout.work, 'refused-cache')
      }
      const failed = await runAction(settings)
      expect(failed.code).toBe(1)
      expect(failed.outputs.conclusion).toBe('failure')
      // One request for the whole run: the refused key stops every call after it.
      expect(refusing.messageRequests()).toHaveLength(1)
      expect(failed.stdout).toContain('LLM layers stopped at the first call that could not succeed')
      for (const skill of failed.report.skills) {
        expect(skill.layers.judge?.status).toBe('error')
        expect(skill.layers.static).toBeDefined()
        expect(skill.composite?.depthLabel).toBe('Estimated')
      }
      expect(lastCheck().output?.text ?? '').toContain('judge layer failed')
      expect(comment()).toContain('judge layer failed')

      const warned = await runAction({ ...settings, 'on-layer-error': 'warn' })
      expect(warned.code).toBe(0)
      expect(warned.outputs.conclusion).toBe('neutral')
    } finally {
      await refusing.close()
    }
  })

  it('stops before spending when the estimate exceeds max-usd', async () => {
    const before = anthropic.requests.length
    const result = await runAction({
      ...inputs(),
      'max-usd': '0.0001',
      'cache-dir': join(checkout.work, 'empty-cache')
    })
    expect(result.code).toBe(1)
    expect(result.stdout).toMatch(/LLM estimate: 8 calls, .*budget max-usd \$0\.0001: EXCEEDED/)
    expect(result.stdout).toContain("judge layer not run: the run's estimate, at most $")
    expect(result.stdout).toContain(
      '::warning::skill-ci judge: budget exhausted: requested by label "skill-ci:judge"; estimate exceeds the budget; no call made'
    )
    // Not even the model listing.
    expect(anthropic.requests.length).toBe(before)
    for (const s of result.report.skills) expect(s.layers.judge?.status).toBe('budget_exhausted')
    expect(result.report.usage).toMatchObject({
      calls: 0,
      estimate: { calls: 8 },
      budget: { maxUsd: 0.0001, exhausted: true }
    })
    // A requested layer that the budget stopped fails the gate and the check (on-layer-error).
    expect(result.outputs.conclusion).toBe('failure')
    expect(result.report.summary.gate.reasons.join('\n')).toContain(
      'judge layer stopped by the budget'
    )
    expect(lastCheck().output?.summary).toMatch(
      /- `judge`: budget exhausted — requested by label "skill-ci:judge"; estimate exceeds the budget; no call made/
    )
  })

  it('names an unknown judge model and still publishes the static results', async () => {
    const judged = (await firstJudgedRun()).result.report
    const before = messages().length
    const result = await runAction({
      ...inputs(),
      'judge-model': 'claude-nonexistent-1',
      'cache-dir': join(checkout.work, 'other-cache')
    })
    // The judge was asked for and failed: the gate fails (on-layer-error: fail, the default).
    expect(result.code).toBe(1)
    expect(messages()).toHaveLength(before)
    expect(result.stdout).toMatch(
      /::warning::skill-ci judge: error: requested by label "skill-ci:judge"; .*unknown model "claude-nonexistent-1"; available: claude-sonnet-5, /
    )
    expect(result.outputs.conclusion).toBe('failure')
    expect(result.report.skills.map((s) => s.layers.static)).toEqual(
      judged.skills.map((s) => s.layers.static)
    )
  })

  it('without a key on a same-repository pull request fails the judge it was asked for', async () => {
    const judged = (await firstJudgedRun()).result.report
    const before = anthropic.requests.length
    const result = await runAction({ 'anthropic-base-url': anthropic.url })
    // Asked for by its label and unable to run: a failed layer, announced before the run.
    expect(result.code).toBe(1)
    expect(anthropic.requests.length).toBe(before)
    const announced = result.stdout.indexOf(
      '::warning::skill-ci judge: requested by label "skill-ci:judge", but cannot run: no anthropic-api-key'
    )
    expect(announced).toBeGreaterThan(-1)
    expect(announced).toBeLessThan(result.stdout.indexOf('::error::skill-ci gate failed'))
    expect(result.outputs.conclusion).toBe('failure')
    expect(result.report.summary.gate.passed).toBe(false)
    for (const skill of result.report.skills.filter((s) => CHANGED.includes(s.path))) {
      expect(skill.layers.judge?.status).toBe('error')
      expect(skill.findings).toContainEqual(
        expect.objectContaining({ ruleId: 'layer/judge-failed', severity: 'error' })
      )
    }
    expect(lastCheck().conclusion).toBe('failure')
    expect(comment()).toMatch(
      /`judge`: error — requested by label "skill-ci:judge", but cannot run/
    )
    expect(result.report.skills.map((s) => s.layers.static)).toEqual(
      judged.skills.map((s) => s.layers.static)
    )
    // with on-layer-error: warn the same run passes, the failure still shown
    const warned = await runAction({
      'anthropic-base-url': anthropic.url,
      'on-layer-error': 'warn'
    })
    expect(warned.code).toBe(0)
    expect(warned.outputs.conclusion).toBe('neutral')
    expect(warned.report.skills[0]?.findings).toContainEqual(
      expect.objectContaining({ ruleId: 'layer/judge-failed', severity: 'warning' })
    )
  })

  it("without a key on a fork's pull request skips the judge with a notice and keeps the static results", async () => {
    const judged = (await firstJudgedRun()).result.report
    const before = anthropic.requests.length
    const fork = await writeLabelledPayload(checkout.work, 'skill-ci:judge', { fromFork: true })
    const result = await runAction(
      { 'anthropic-base-url': anthropic.url },
      { name: 'pull_request', path: fork }
    )
    expect(result.code).toBe(0)
    expect(result.stdout).toContain(
      `::notice::skill-ci judge: requested by label "skill-ci:judge", but skipped: no anthropic-api-key: a fork's pull request gets no secrets`
    )
    expect(anthropic.requests.length).toBe(before)
    expect(result.report.depth).toBe('quick')
    expect(result.report.usage).toBeUndefined()
    expect(result.report.skills.map((s) => s.layers.static)).toEqual(
      judged.skills.map((s) => s.layers.static)
    )
    expect(result.report.skills.map((s) => s.findings)).toEqual(
      judged.skills.map((s) => s.findings)
    )
    expect(result.report.summary.gate).toEqual(judged.summary.gate)
    // Static only: the judge's dimensions are unmeasured, so the composite is the unblended one.
    for (const path of CHANGED) {
      expect(dimension(result.report, path, 'output_quality')).toMatchObject({
        score: null,
        sources: []
      })
      const skill = result.report.skills.find((s) => s.path === path)
      expect(skill?.composite?.depthLabel).not.toBe('Assessed')
      expect(skill?.composite?.score).not.toBeCloseTo(
        judged.skills.find((s) => s.path === path)?.composite?.score ?? NaN,
        3
      )
    }
    expect(result.outputs.conclusion).toBe('neutral')
    expect(comment()).toContain('- `judge`: skipped — requested by label "skill-ci:judge"')
  })

  it('judges every skill on a dispatch run at depth standard, reusing the cache', async () => {
    await firstJudgedRun()
    const before = messages().length
    const payload = join(checkout.work, 'dispatch.json')
    await writeFile(payload, JSON.stringify({ inputs: {} }))
    const result = await runAction(
      { ...inputs(), depth: 'standard' },
      { name: 'workflow_dispatch', path: payload }
    )
    expect(result.code).toBe(0)
    expect(result.report.skills.map((s) => s.path)).toEqual([...CHANGED, 'skills/gamma'])
    // alpha and beta come from the cache; gamma is new.
    expect(result.report.usage).toMatchObject({ calls: 4, cacheHits: 8 })
    expect(messages().slice(before)).toHaveLength(4)
    expect(JSON.stringify(messages().slice(before))).toContain('name: gamma')
    expect(result.report.skills.every((s) => s.composite?.depthLabel === 'Assessed')).toBe(true)
  })

  it('turns the cache off when the PR changes files under cache-dir (forged replies)', async () => {
    // Cache keys are sha256 of the request, which a PR author can compute offline: a committed
    // `.skill-ci/cache/<key>.json` would hand the PR any judge score it likes. The cache here is
    // warm, so a cache hit would show that PR-controlled entries were trusted.
    const judged = (await firstJudgedRun()).result.report
    github.state.pullFiles.set(42, [
      ...CHANGED.map((dir) => ({ filename: `${dir}/SKILL.md`, status: 'modified' })),
      { filename: '.skill-ci/cache/ab/ab12.json', status: 'added' }
    ])
    const before = messages().length
    const result = await runAction(inputs()).finally(() =>
      github.state.pullFiles.set(
        42,
        CHANGED.map((dir) => ({ filename: `${dir}/SKILL.md`, status: 'modified' }))
      )
    )
    expect(result.code).toBe(0)
    expect(result.report.usage).toMatchObject({ calls: 8, cacheHits: 0 })
    expect(messages().length - before).toBe(8)
    expect(result.stdout).toContain(
      '::warning::skill-ci: the pull request changes files under .skill-ci/cache; the response cache is off for this run (cached replies could be forged)'
    )
    expect(result.report.skills.map((s) => s.composite?.score)).toEqual(
      judged.skills.map((s) => s.composite?.score)
    )
  })
})
