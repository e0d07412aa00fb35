// Scheduled re-validation through the Action's own code (not the dist bundle, which this change
// does not rebuild): the real Octokit against the local GitHub server (the workflow's earlier
// runs, their report artifacts, issues) and the real Anthropic client against the local Messages
// API (the model listing, the A/B runs). Runs in order on one checkout: no new model and no
// change (nothing re-validated); a new Sonnet under which the skill hurts (one tracking issue, the
// skill under "stopped helping"); the same again (0 model calls, the same issue updated); the
// baseline from a committed file; a changed skill re-run that no longer hurts (the issue closed);
// a baseline written by `skill-ci baseline` on the same Sonnet (nothing re-validated); a baseline
// file that does not exist yet (every skill re-validated, and the run says how to commit it).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { RunContext } from '../../src/action/context.js'
import { makeTempDir } from '../../src/agent/workdir.js'
import { main } from '../../src/cli/main.js'
import { DriftReportSchema, type RunReport } from '../../src/model/index.js'
import { skillContentHash } from '../../src/skill/content-hash.js'
import { FolderListing } from '../../src/skill/listing.js'
import {
  DEFAULT_FAKE_MODELS,
  startFakeAnthropic,
  textReply,
  toolUseReply,
  type FakeAnthropic,
  type FakeItem,
  type MessagesRequestBody
} from '../fakes/anthropic-server.js'
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-server.js'
import { writeZip } from '../fakes/zip.js'
import { EVAL, hasSkillTool, scriptedWorld, THIRD_SCENARIO, turnOf } from '../layers/ab/scripted.js'
import { abResult } from '../report/ab-fixtures.js'
import { runReport, skill } from '../report/fixtures.js'
import { parseOutputs } from './bundle-runner.js'

const OLD_SONNET = 'claude-sonnet-4-5-20250929'
const NEW_SONNET = 'claude-sonnet-5'
const WORKFLOW = 'revalidate.yml'
const SKILL = 'skills/alpha'

/**
 * The new model's agent: without the skill it does the task; offered the skill, it stops after
 * reading, so the judges prefer the baseline arm and the skill now hurts.
 */
function stalledWithSkill(body: MessagesRequestBody): FakeItem {
  const turn = turnOf(body)
  if (hasSkillTool(body)) {
    return turn === 0
      ? toolUseReply('read_file', { path: 'data.csv' }, { id: 's1' })
      : textReply('done')
  }
  if (turn === 0) return toolUseReply('read_file', { path: 'data.csv' }, { id: 'b1' })
  if (turn === 1)
    return toolUseReply('write_file', { path: 'summary.md', content: 'rows: 2' }, { id: 'b2' })
  return textReply('done: 2 rows')
}

/**
 * The Action's modules, imported once the local GitHub server runs: the toolkit's artifact client
 * takes the API URL from the environment when @actions/github loads, as on a runner.
 */
async function loadAction() {
  // One at a time: Jest's module loader does not link concurrent dynamic imports of shared modules.
  const { evaluate } = await import('../../src/action/evaluate.js')
  const { createOctokit } = await import('../../src/action/github.js')
  const { readInputs } = await import('../../src/action/inputs.js')
  const { startCheckRun } = await import('../../src/action/publish/check-run.js')
  const { publish } = await import('../../src/action/publish/index.js')
  return { evaluate, createOctokit, readInputs, startCheckRun, publish }
}

describe('scheduled re-validation', () => {
  let action: Awaited<ReturnType<typeof loadAction>>
  let github: FakeGitHub
  let anthropic: FakeAnthropic
  let workspace: string
  let runId = 900
  const cwd = process.cwd()
  const savedEnv = { ...process.env }

  beforeAll(async () => {
    github = await startFakeGitHub()
    process.env.GITHUB_API_URL = github.url
    action = await loadAction()
    anthropic = await startFakeAnthropic({
      handler: scriptedWorld(stalledWithSkill),
      models: DEFAULT_FAKE_MODELS.filter((m) => m.id !== NEW_SONNET)
    })
    workspace = await makeTempDir('revalidate')
    const dir = path.join(workspace, SKILL)
    await mkdir(path.join(dir, 'tests/fixtures'), { recursive: true })
    await writeFile(
      path.join(dir, 'SKILL.md'),
      '---\nname: alpha\ndescription: Summarise CSV files\n---\nCount rows.'
    )
    await writeFile(path.join(dir, 'tests/eval.yaml'), `${EVAL}${THIRD_SCENARIO}`)
    await writeFile(path.join(dir, 'tests/fixtures/data.csv'), 'a,b\n1,2\n3,4\n')
    // The last re-validation: the skill helped on the older Sonnet.
    const base = skill({ path: SKILL, name: 'alpha' })
    const baseline = runReport([
      {
        ...base,
        root: '.',
        contentHash: await skillContentHash(new FolderListing(dir)),
        layers: { ...base.layers, ab: abResult({ agentModel: OLD_SONNET }) }
      }
    ])
    offerArtifact(baseline)
  })
  afterAll(async () => {
    process.chdir(cwd)
    process.env = savedEnv
    await github?.close()
    await anthropic?.close()
  })

  /**
   * An earlier run of the workflow on the default branch, with its report artifact: failed when
   * its gate failed (a skill that hurts fails it), which still makes it the next baseline.
   */
  function offerArtifact(report: RunReport): void {
    runId += 1
    github.state.workflowRuns.push({
      id: runId,
      workflow: WORKFLOW,
      head_branch: 'main',
      conclusion: report.summary.gate.passed ? 'success' : 'failure'
    })
    github.state.runArtifacts.push({
      id: 5000 + runId,
      run_id: runId,
      name: 'skill-ci-report',
      zip: writeZip({ 'skill-ci-report.json': JSON.stringify(report) })
    })
  }

  /** One scheduled run: evaluate and publish; its outputs and summary. */
  async function scheduledRun(extra: Record<string, string> = {}) {
    const given: Record<string, string> = {
      ...extra,
      'github-token': 'ghs_test',
      'anthropic-api-key': 'test-key',
      'anthropic-base-url': anthropic.url,
      'track-models': 'sonnet',
      'revalidate-layers': 'ab',
      'ab-runs': '2',
      'max-usd': '50',
      'upload-artifact': 'false',
      distractors: 'none',
      seed: '7',
      'cache-dir': path.join(workspace, '.cache'),
      'results-dir': path.join(workspace, '.results')
    }
    const output = path.join(workspace, `output-${runId}`)
    const summary = path.join(workspace, `summary-${runId}`)
    await writeFile(output, '')
    await writeFile(summary, '')
    Object.assign(process.env, { GITHUB_OUTPUT: output, GITHUB_STEP_SUMMARY: summary })
    process.chdir(workspace)
    const env = {
      GITHUB_API_URL: github.url,
      GITHUB_WORKFLOW_REF: `acme/skills/.github/workflows/${WORKFLOW}@refs/heads/main`,
      GITHUB_RUN_ID: String(runId + 1)
    }
    const { readInputs, createOctokit, publish, startCheckRun, evaluate } = action
    const ctx: RunContext = {
      env,
      inputs: readInputs(
        (name) => given[name] ?? '',
        () => undefined
      ),
      repo: { owner: 'acme', repo: 'skills' },
      event: { kind: 'full', name: 'schedule', headSha: 'a'.repeat(40) },
      workspace,
      root: workspace,
      rootPath: '.',
      pathPrefix: '',
      octokit: createOctokit('ghs_test', env)
    }
    const calls = anthropic.messageRequests().length
    const requests = github.requests.length
    await publish(ctx, await startCheckRun(ctx), await evaluate(ctx))
    const report = JSON.parse(
      await readFile(path.join(workspace, 'skill-ci-report.json'), 'utf8')
    ) as RunReport
    return {
      calls: anthropic.messageRequests().length - calls,
      github: github.requests.slice(requests),
      outputs: parseOutputs(await readFile(output, 'utf8')),
      summary: await readFile(summary, 'utf8'),
      drift: DriftReportSchema.parse(
        JSON.parse(await readFile(path.join(workspace, 'skill-ci-drift.json'), 'utf8'))
      ),
      report
    }
  }

  it('re-validates nothing without a new model or a change, and says so', async () => {
    const run = await scheduledRun()
    expect(run.calls).toBe(0)
    expect(run.drift.note).toBe('no new model, 0 skills changed: nothing re-validated')
    expect(run.summary).toContain('no new model, 0 skills changed: nothing re-validated')
    expect(run.outputs['new-models']).toBe('[]')
    // The baseline's skill is carried on as the next baseline, with its results.
    expect(run.report.skills.map((s) => s.layers.ab && 'agentModel' in s.layers.ab)).toEqual([true])
    expect(github.state.issues).toHaveLength(0)
  })

  it('re-validates every skill on a new model, and opens one issue for the skill that stopped helping', async () => {
    anthropic.addModel({ id: NEW_SONNET, created_at: '2026-06-01T00:00:00Z' })
    const run = await scheduledRun()
    expect(run.calls).toBeGreaterThan(0)
    const agentModels = new Set(
      anthropic
        .messageRequests()
        .filter((b) => Boolean(b.tools) && !JSON.stringify(b.tool_choice ?? '').includes('"tool"'))
        .map((b) => b.model)
    )
    expect(agentModels).toEqual(new Set([NEW_SONNET]))
    expect(run.outputs['new-models']).toBe(JSON.stringify([NEW_SONNET]))
    expect(run.outputs['stopped-helping']).toBe(JSON.stringify([SKILL]))
    expect(run.drift.skills[0]).toMatchObject({
      classes: ['stopped_helping'],
      baseline: { models: { ab: OLD_SONNET }, ab: { verdict: 'helps' } },
      current: { models: { ab: NEW_SONNET }, ab: { verdict: 'hurts' } }
    })
    expect(github.state.issues).toHaveLength(1)
    const [issue] = github.state.issues
    expect(issue).toMatchObject({ state: 'open', labels: ['skill-ci:drift'] })
    expect(issue.body).toContain('<!-- skill-ci:drift-tracking -->')
    expect(issue.body).toMatch(/### Stopped helping \(removal candidates\): 1\n\n- `skills\/alpha`/)
    const junit = await readFile(path.join(workspace, 'skill-ci-junit.xml'), 'utf8')
    expect(junit).toMatch(
      /<testsuite name="drift"[^>]*failures="1"[\s\S]*<failure message="stopped helping" type="drift">/
    )
    // The report left for the next run holds the new model's results.
    offerArtifact(run.report)
  })

  it('updates the same issue on the next run without a change, with 0 model calls', async () => {
    // The last run failed its gate (the skill hurts): its report is the baseline all the same.
    expect(github.state.workflowRuns.at(-1)?.conclusion).toBe('failure')
    const [before] = github.state.issues
    const run = await scheduledRun()
    expect(run.calls).toBe(0)
    expect(run.drift.note).toBe('no new model, 0 skills changed: nothing re-validated')
    expect(run.drift.stoppedHelping).toEqual([SKILL])
    expect(github.state.issues).toHaveLength(1)
    expect(github.state.issues[0]).toMatchObject({ number: before.number, state: 'open' })
    expect(
      run.github.filter((r) => r.method === 'PATCH' && r.path.endsWith(`/issues/${before.number}`))
    ).toHaveLength(1)
  })

  it('reads a committed baseline file instead, and names a file that is not a report', async () => {
    const kept = path.join(workspace, 'baseline.json')
    await writeFile(kept, await readFile(path.join(workspace, 'skill-ci-report.json'), 'utf8'))
    const run = await scheduledRun({ baseline: 'baseline.json' })
    expect([run.calls, run.drift.baselineSource, run.drift.stoppedHelping]).toEqual([
      0,
      'file baseline.json',
      [SKILL]
    ])
    await writeFile(kept, '{"schemaVersion": 1}')
    await expect(scheduledRun({ baseline: 'baseline.json' })).rejects.toThrow(
      /^baseline baseline\.json: not a skill-ci RunReport/
    )
  })

  it('re-runs a changed skill and closes the issue once it no longer stopped helping', async () => {
    anthropic.setHandler(scriptedWorld())
    // A new description: the agent's catalogue changes, so no cached reply answers the new runs.
    await writeFile(
      path.join(workspace, SKILL, 'SKILL.md'),
      '---\nname: alpha\ndescription: Summarise CSV files into row counts\n---\nCount rows.'
    )
    const run = await scheduledRun()
    expect(run.calls).toBeGreaterThan(0)
    expect(run.drift.note).toBe('no new model, 1 skill changed: re-validated')
    expect(run.outputs['stopped-helping']).toBe('[]')
    expect(github.state.issues).toHaveLength(1)
    expect(github.state.issues[0]).toMatchObject({ state: 'closed', state_reason: 'completed' })
  })

  it('re-validates nothing on a baseline that `skill-ci baseline` made on the same Sonnet', async () => {
    process.chdir(workspace)
    const out: string[] = []
    const err: string[] = []
    const before = anthropic.messageRequests().length
    const code = await main(
      [
        'baseline',
        '.',
        '--layers',
        'ab',
        '--runs',
        '2',
        '--seed',
        '7',
        '--distractors',
        'none',
        '--max-usd',
        '50',
        '--cache-dir',
        path.join(workspace, '.cli-cache')
      ],
      {
        stdout: { write: (text) => void out.push(text) },
        stderr: { write: (text) => void err.push(text) },
        env: { ANTHROPIC_API_KEY: 'test-key', ANTHROPIC_BASE_URL: anthropic.url }
      }
    )
    expect([code, err.join('')]).toEqual([0, expect.any(String)])
    expect(anthropic.messageRequests().length).toBeGreaterThan(before)
    expect(out.join('')).toContain(
      `Baseline written to .skill-ci/baseline.json: 1 skill(s), results on ${NEW_SONNET}.`
    )
    const made = JSON.parse(
      await readFile(path.join(workspace, '.skill-ci/baseline.json'), 'utf8')
    ) as RunReport
    // The model the API answered with, the alias asked for beside it.
    expect(made.skills[0].layers.ab).toMatchObject({
      agentModel: NEW_SONNET,
      agentModelAsked: 'sonnet'
    })
    const run = await scheduledRun({ baseline: '.skill-ci/baseline.json' })
    expect([run.calls, run.drift.note, run.outputs['new-models']]).toEqual([
      0,
      'no new model, 0 skills changed: nothing re-validated',
      '[]'
    ])
  })

  it('takes a baseline file that does not exist yet as the first run, and says how to commit it', async () => {
    const logged: string[] = []
    const write = process.stdout.write.bind(process.stdout)
    process.stdout.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
      logged.push(String(chunk))
      return write(chunk, ...rest)
    }) as typeof process.stdout.write
    try {
      const run = await scheduledRun({ baseline: '.skill-ci/first.json' })
      expect(run.drift.note).toBe('no baseline: 1 skill re-validated')
      expect(run.drift.baselineSource).toBe(
        "none: the file .skill-ci/first.json does not exist yet (this run's report is the first baseline to commit there)"
      )
    } finally {
      process.stdout.write = write
    }
    expect(logged.join('')).toContain(
      '::warning::skill-ci: the baseline file .skill-ci/first.json does not exist yet, so this re-validation measures every skill. Its report is the first baseline: take skill-ci-report.json from the workspace of this job, copy it to .skill-ci/first.json and commit it'
    )
  })
})
