// The drift tracking issue through the real Octokit against the local GitHub server: a skill near
// the margin whose A/B verdict flips class by chance (the intervals do not support the change) is
// shown as within noise and never reopens a closed issue; a significant fall does.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import type { RunContext } from '../../../src/action/context.js'
import { createOctokit } from '../../../src/action/github.js'
import { DRIFT_LABEL, syncDriftIssue } from '../../../src/action/publish/drift-issue.js'
import type { AbResult, RunReport } from '../../../src/model/index.js'
import { DRIFT_ISSUE_MARKER, renderDriftSection } from '../../../src/report/drift.js'
import { carryForward } from '../../../src/revalidation/carry.js'
import { driftReportOf } from '../../../src/revalidation/drift-report.js'
import { startFakeGitHub, type FakeGitHub } from '../../fakes/github-server.js'
import { abResult } from '../../report/ab-fixtures.js'
import { runReport, skill } from '../../report/fixtures.js'

const OLD = 'claude-sonnet-4-5-20250929'
const NEW = 'claude-sonnet-5'

/** An A/B record measured on 30 scenarios: verdict, improvement and its interval. */
function measured(
  agentModel: string,
  verdict: AbResult['verdict'],
  [improvement, low, high]: [number, number, number]
): AbResult {
  const base = abResult()
  return abResult({
    agentModel,
    verdict,
    improvement,
    ci: { ...base.ci, low, high, scenarios: 30, pairs: 300, df: 29 }
  })
}

function reportWith(ab: AbResult, createdAt: string): RunReport {
  const base = skill({ path: 'skills/alpha', name: 'alpha' })
  return {
    ...runReport([{ ...base, contentHash: 'h1', layers: { ...base.layers, ab } }]),
    createdAt
  }
}

function driftOf(before: AbResult, after: AbResult) {
  const baseline = reportWith(before, '2026-10-01T00:00:00.000Z')
  const current = reportWith(after, '2026-11-01T00:00:00.000Z')
  return driftReportOf({
    report: carryForward(baseline, current, new Set(['skills/alpha'])),
    baseline,
    baselineSource: 'file baseline.json',
    trackedModels: [NEW],
    newModels: [NEW],
    revalidated: ['skills/alpha'],
    note: `new model ${NEW}: 1 skill re-validated`
  })
}

const HELPS = measured(OLD, 'helps', [0.122, 0.074, 0.171])

describe('the drift tracking issue', () => {
  let github: FakeGitHub
  let ctx: RunContext
  beforeEach(async () => {
    github = await startFakeGitHub()
    // The issue of an earlier drift, closed when it went away.
    github.state.issues.push({
      number: 7,
      title: 'skill-ci: skills drifted on re-validation',
      body: `${DRIFT_ISSUE_MARKER}\nearlier drift`,
      state: 'closed',
      state_reason: 'completed',
      labels: [DRIFT_LABEL]
    })
    ctx = {
      octokit: createOctokit('ghs_test', { GITHUB_API_URL: github.url }),
      repo: { owner: 'acme', repo: 'skills' }
    } as RunContext
  })
  afterEach(async () => {
    await github.close()
  })

  it('stays closed when a verdict changed within noise, and the summary says so', async () => {
    const drift = driftOf(HELPS, measured(NEW, 'no_measurable_effect', [0.046, 0.003, 0.09]))
    expect(drift.stoppedHelping).toEqual([])
    expect(drift.drifted).toEqual([])
    expect(await syncDriftIssue(ctx, drift)).toEqual({ action: 'none' })
    expect(github.state.issues).toEqual([expect.objectContaining({ number: 7, state: 'closed' })])
    expect(github.requests.filter((r) => r.method !== 'GET')).toEqual([])
    expect(renderDriftSection(drift)).toMatch(
      /### Verdict changed within noise \(not drift\): 1\n\n- `skills\/alpha` — A\/B helps → no measurable effect .*within noise, not drift/
    )
  })

  it('reopens the same issue when the improvement fell significantly', async () => {
    const drift = driftOf(HELPS, measured(NEW, 'hurts', [-0.1, -0.16, -0.04]))
    expect(drift.stoppedHelping).toEqual(['skills/alpha'])
    expect(await syncDriftIssue(ctx, drift)).toEqual({ action: 'reopened', number: 7 })
    expect(github.state.issues).toEqual([expect.objectContaining({ number: 7, state: 'open' })])
  })
})
