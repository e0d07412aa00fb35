// End to end with the A/B layer: the BUNDLED action runs on a PR labelled `skill-ci:ab`, its real
// Anthropic SDK client pointed at the fake Messages API. The scripted world of the layer tests
// (an agent that uses the skill when offered, a position-consistent judge) gives a clear gain,
// but from its two scenarios no verdict; a world where the skill makes the agent worse lowers
// completion, which fails the gate.
// Only the changed skill with an eval file is run; without a key the layer is skipped. The same
// world checks that the spec rule inputs reach the pipeline (no model call needed for that).
// The first run also uploads its report artifact (the report files and the transcripts) to a
// local artifact service. Runs under Node 22 and Node 24.
import { afterAll, beforeAll, expect, it } from '@jest/globals'
import { existsSync } from 'node:fs'
import { readFile, readdir, rm } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { AbResultSchema, type RunReport } from '../../src/model/index.js'
import {
  startFakeAnthropic,
  textReply,
  toolUseReply,
  type FakeAnthropic,
  type MessagesRequestBody
} from '../fakes/anthropic-server.js'
import { startFakeArtifactService } from '../fakes/artifact-server.js'
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-server.js'
import { readZip } from '../fakes/zip.js'
import {
  EVAL,
  agent,
  hasSkillTool,
  isAgentTurn,
  judge,
  scriptedWorld,
  turnOf
} from '../layers/ab/scripted.js'
import { describeActionNode } from '../node-binaries.js'
import { assertRunnable, readRunReport, runBundledAction, type ActionRun } from './bundle-runner.js'
import {
  BASE_SHA,
  checkOut,
  stickyComment,
  writeLabelledPayload,
  type Checkout
} from './pull-request-fixture.js'

const API_KEY = 'sk-ant-api03-fake-secret-for-ab-tests-0123456789'

const skillMd = (name: string) =>
  `---\nname: ${name}\ndescription: Summarise CSV files. Use when the user asks for a CSV summary.\n---\n\n# ${name}\n\n1. Count the rows.\n2. Write summary.md.\n`
const FILES: Record<string, string> = {
  'skills/csv/SKILL.md': skillMd('csv'),
  'skills/csv/tests/eval.yaml': EVAL,
  'skills/csv/tests/fixtures/data.csv': 'a,b\n1,2\n3,4\n',
  // Changed too, but without an eval file: the A/B layer has nothing to run for it. Its `team`
  // field is not a spec field (the spec rule inputs decide what that means).
  'skills/plain/SKILL.md': skillMd('plain').replace('\ndescription:', '\nteam: data\ndescription:'),
  // A Unicode name, valid only with allow-unicode-names (changed only in the spec input test).
  'skills/données/SKILL.md': skillMd('données')
}
const CHANGED = [
  { filename: 'skills/csv/tests/eval.yaml', status: 'modified' },
  { filename: 'skills/plain/SKILL.md', status: 'modified' }
]

/** The skill makes things worse: offered the skill, the agent answers at once and writes nothing. */
function hurtingAgent(body: MessagesRequestBody) {
  const turn = turnOf(body)
  if (hasSkillTool(body)) return textReply('done')
  if (turn === 0) return toolUseReply('write_file', { path: 'summary.md', content: 'rows: 2' })
  return textReply('done: 2 rows')
}

interface CheckBody {
  conclusion?: string
  output?: { title: string; summary: string; text?: string }
}

describeActionNode('the bundled action with the A/B layer', ({ path: node, version }) => {
  let github: FakeGitHub
  let anthropic: FakeAnthropic
  let checkout: Checkout
  let payloadPath: string
  let runNo = 0

  beforeAll(async () => {
    assertRunnable(node)
    github = await startFakeGitHub()
    anthropic = await startFakeAnthropic()
    github.state.pullFiles.set(42, CHANGED)
    github.state.labels.set(42, ['skill-ci:ab'])
    github.state.trees.set(BASE_SHA, new Map())
    checkout = await checkOut('skill-ci-e2e-ab-', FILES)
    payloadPath = await writeLabelledPayload(checkout.work, 'skill-ci:ab')
  })
  afterAll(async () => {
    await github?.close()
    await anthropic?.close()
    if (checkout) await rm(checkout.work, { recursive: true, force: true })
  })

  /** Each run gets its own cache and results folder, so no run answers from another's replies. */
  async function runAction(
    inputs: Record<string, string>,
    eventName = 'pull_request',
    env?: Record<string, string>,
    payload = payloadPath
  ): Promise<ActionRun & { report: RunReport; resultsDir: string; results: string }> {
    runNo += 1
    const results = `.skill-ci/results-${runNo}`
    const result = await runBundledAction({
      node,
      ...checkout,
      githubUrl: github.url,
      event: { name: eventName, path: payload },
      inputs: {
        'upload-artifact': 'false',
        'cache-dir': `.skill-ci/cache-${runNo}`,
        'results-dir': results,
        ...inputs
      },
      runId: String(runNo),
      env
    })
    return {
      ...result,
      report: await readRunReport(result),
      resultsDir: join(checkout.workspace, results),
      results
    }
  }
  const withKey = () => ({
    'anthropic-api-key': API_KEY,
    'anthropic-base-url': anthropic.url,
    'ab-runs': '2',
    'max-usd': '50'
  })
  const lastCheck = () => github.state.checkRuns.at(-1)!.bodies.at(-1) as CheckBody
  const comment = () => stickyComment(github)
  /** The tool names each agent request since the `before`-th offered (judges only record verdicts). */
  const agentToolsSince = (before: number) =>
    anthropic
      .messageRequests()
      .slice(before)
      .filter(isAgentTurn)
      .map((b) => (b.tools as { name: string }[]).map((t) => t.name))
  const abOf = (report: RunReport, path: string) =>
    report.skills.find((s) => s.path === path)?.layers.ab

  it('runs the changed skill that has an eval file, shows its verdict everywhere and uploads the artifact', async () => {
    anthropic.setHandler(scriptedWorld())
    const before = anthropic.messageRequests().length
    const requestsBefore = anthropic.requests.length
    const service = await startFakeArtifactService()
    const result = await runAction(
      { ...withKey(), 'upload-artifact': 'true' },
      'pull_request',
      service.env
    ).finally(() => service.close())
    expect(result.code).toBe(0)
    // The SDK in the bundle names the Node it runs under in every request.
    expect(
      new Set(
        anthropic.requests
          .slice(requestsBefore)
          .map((r) => r.headers['x-stainless-runtime-version'])
      )
    ).toEqual(new Set([version]))

    // The estimate is logged before the run, the usage after it. Upper bound: 2 scenarios ×
    // 2 runs × 2 arms × 10 assumed turns + 4 pairs × 2 swapped orders × 2 (one retry) = 96.
    const lines = result.stdout.split('\n')
    const estimate = lines.findIndex((l) => l.startsWith('skill-ci: LLM estimate: '))
    const usage = lines.findIndex((l) => l.startsWith('skill-ci: LLM usage: 28 calls, '))
    expect(estimate).toBeGreaterThan(-1)
    expect(usage).toBeGreaterThan(estimate)
    expect(lines[estimate]).toMatch(/ 96 calls, .* — ab: 96 calls .*budget max-usd \$50: fits/)

    const sent = anthropic.messageRequests().slice(before)
    // Per pair: baseline 2 calls + with-skill 3 calls + 2 judge calls; 4 pairs.
    expect(sent).toHaveLength(28)
    expect(JSON.stringify(sent)).not.toContain('name: plain')
    // allow-shell is off by default: the agent is never offered a shell.
    const toolNames = (bodies: MessagesRequestBody[]) =>
      new Set(bodies.flatMap((b) => ((b.tools ?? []) as { name: string }[]).map((t) => t.name)))
    expect(toolNames(sent.filter(isAgentTurn))).toEqual(
      new Set(['read_file', 'write_file', 'edit_file', 'list_files', 'Skill'])
    )

    const { report } = result
    const ab = AbResultSchema.parse(abOf(report, 'skills/csv'))
    expect(ab).toMatchObject({
      status: 'ok',
      // Two scenarios: a clear gain, but helps or hurts needs at least three.
      verdict: 'insufficient_evidence',
      limit: 'too_few_scenarios',
      runsPerScenario: 2,
      activation: { loadedRuns: 4, runs: 4 },
      completion: { withSkill: 1, baseline: 0, regressed: false },
      gate: { requireCompletion: true, failures: [] }
    })
    expect(abOf(report, 'skills/plain')).toEqual({
      status: 'skipped',
      reason: 'no tests/eval.yaml or evals/evals.json'
    })
    expect(report.usage).toMatchObject({ calls: 28, cacheHits: 0 })
    expect(report.summary.gate.passed).toBe(true)

    // The verdict line in the check run and the sticky comment; the layer ran.
    const check = lastCheck()
    expect(check.conclusion).toBe('success')
    for (const markdown of [check.output?.text ?? '', comment(), result.summary]) {
      expect(markdown).toContain('insufficient evidence')
      expect(markdown).toMatch(/improvement \+\d+\.\d%/)
      expect(markdown).toContain('skill loaded in 4/4 runs')
    }
    for (const markdown of [check.output?.summary ?? '', comment()]) {
      expect(markdown).toMatch(/- `ab`: ran — requested by label "skill-ci:ab"/)
    }

    // One redacted transcript per run: 2 scenarios × 2 runs × 2 arms, under the results folder.
    const [folder, ...others] = await readdir(join(result.resultsDir, 'ab'))
    expect(others).toEqual([])
    expect(folder).toMatch(/^skills-csv-[0-9a-f]{8}$/)
    const transcripts = await readdir(join(result.resultsDir, 'ab', folder))
    expect(transcripts.filter((f) => f.endsWith('.md'))).toHaveLength(8)
    for (const file of transcripts) {
      expect(await readFile(join(result.resultsDir, 'ab', folder, file), 'utf8')).not.toContain(
        API_KEY
      )
    }
    expect(result.stdout).toContain(`A/B transcripts written under ${result.results}/ab`)

    // One artifact through the artifact service: created for this job with 14 days' retention,
    // its zip committed to the signed blob URL, then finalized with the blob's size and hash.
    expect(result.stdout).not.toContain('report artifact not uploaded')
    expect(service.artifacts).toHaveLength(1)
    const [artifact] = service.artifacts
    expect(artifact.create).toMatchObject({
      workflow_run_backend_id: service.workflowRunBackendId,
      workflow_job_run_backend_id: service.workflowJobRunBackendId,
      name: 'skill-ci-report',
      mime_type: 'application/zip',
      version: 7
    })
    const retentionDays = (Date.parse(String(artifact.create.expires_at)) - Date.now()) / 86_400_000
    expect(retentionDays).toBeGreaterThan(13.9)
    expect(retentionDays).toBeLessThanOrEqual(14)
    expect(artifact.commitHeaders?.['x-ms-blob-content-type']).toBe('application/zip')
    expect(artifact.finalize).toMatchObject({
      name: 'skill-ci-report',
      size: String(artifact.content?.length)
    })
    // The blob went up as Azure block blob calls: Put Block, then Put Block List.
    expect(service.requests.filter((r) => r.method === 'PUT').map((r) => r.query.comp)).toEqual([
      'block',
      'blocklist'
    ])
    expect(service.requests.filter((r) => r.path.startsWith('/twirp/')).map((r) => r.path)).toEqual(
      [
        '/twirp/github.actions.results.api.v1.ArtifactService/CreateArtifact',
        '/twirp/github.actions.results.api.v1.ArtifactService/FinalizeArtifact'
      ]
    )
    // The zip holds the JSON, JUnit and SARIF files as written, and every transcript, by their
    // paths under the workspace.
    const zip = readZip(artifact.content!)
    const files = [...zip.keys()].filter((name) => !name.endsWith('/'))
    expect(files.sort()).toEqual(
      [
        'skill-ci-report.json',
        'skill-ci-junit.xml',
        'skill-ci.sarif',
        ...transcripts.map((file) => `${result.results}/ab/${folder}/${file}`)
      ].sort()
    )
    for (const output of ['report', 'junit', 'sarif']) {
      const written = await readFile(result.outputs[output])
      expect(zip.get(relative(checkout.workspace, result.outputs[output]))).toEqual(written)
    }
    for (const [name, data] of zip) {
      expect(`${name}: ${data.toString('utf8')}`).not.toContain(API_KEY)
    }

    // The key is masked first and never echoed.
    expect(lines.filter((l) => l.includes(API_KEY))).toEqual([`::add-mask::${API_KEY}`])
    for (const text of [
      result.summary,
      await readFile(result.outputs.report, 'utf8'),
      JSON.stringify(github.requests)
    ]) {
      expect(text).not.toContain(API_KEY)
    }
  })

  it('fails the gate when the skill lowers completion', async () => {
    anthropic.setHandler(scriptedWorld(hurtingAgent))
    const result = await runAction(withKey())
    expect(result.code).toBe(1)
    const ab = AbResultSchema.parse(abOf(result.report, 'skills/csv'))
    // Two scenarios give no "hurts"; the completion test (0/4 vs 4/4 runs) still fails the gate.
    expect(ab).toMatchObject({
      verdict: 'insufficient_evidence',
      completion: { withSkill: 0, baseline: 1, regressed: true },
      activation: { loadedRuns: 0, runs: 4 }
    })
    expect(ab.gate.failures).toEqual([
      expect.stringMatching(/^A\/B: completion regressed \(0 vs 1; p /)
    ])
    expect(result.report.summary.gate.passed).toBe(false)
    expect(result.report.summary.gate.reasons).toEqual(
      expect.arrayContaining([expect.stringMatching(/^skills\/csv: A\/B: completion regressed/)])
    )
    expect(lastCheck().conclusion).toBe('failure')
    expect(result.outputs.conclusion).toBe('failure')
    expect(comment()).toContain('completion regressed')
    expect(comment()).toContain('skill not used in 4/4 runs')
  })

  it('passes ab-require-completion and allow-shell to the layer', async () => {
    anthropic.setHandler(scriptedWorld(hurtingAgent))
    const before = anthropic.messageRequests().length
    const result = await runAction({
      ...withKey(),
      'ab-require-completion': 'false',
      'allow-shell': 'true'
    })
    // Every agent request now offers the bash tool; judge requests only their verdict tool.
    const agentTools = agentToolsSince(before)
    expect(agentTools.length).toBeGreaterThan(0)
    for (const names of agentTools) expect(names).toContain('bash')
    // The run log says the shell is unconfined.
    expect(result.stdout).toContain(
      "::warning::skill-ci: allow-shell is on: the agent's shell is unconfined — its commands run as this runner's user and can read what that user can"
    )
    // Without the completion rule nothing fails the gate (two scenarios give no "hurts").
    const ab = AbResultSchema.parse(abOf(result.report, 'skills/csv'))
    expect(ab.gate).toMatchObject({ requireCompletion: false })
    expect(ab.gate.failures).toEqual([])
    expect(ab.tests.completion).toMatchObject({ adjustedP: null, familySize: 0 })
  })

  it('ignores allow-shell on pull_request_target, where secrets meet PR content', async () => {
    // The scrubbed environment is no sandbox: `tr '\\0' '\\n' < /proc/$PPID/environ` prints this
    // process's INPUT_ANTHROPIC-API-KEY and INPUT_GITHUB-TOKEN to any agent command.
    anthropic.setHandler(scriptedWorld(hurtingAgent))
    const before = anthropic.messageRequests().length
    const result = await runAction({ ...withKey(), 'allow-shell': 'true' }, 'pull_request_target')
    const agentTools = agentToolsSince(before)
    expect(agentTools.length).toBeGreaterThan(0)
    for (const names of agentTools) expect(names).not.toContain('bash')
    expect(result.stdout).toContain(
      '::warning::skill-ci: allow-shell is ignored on pull_request_target: an agent command could read the secrets of this job (the shell is not an OS sandbox)'
    )
  })

  it('stops before any call when the estimate exceeds max-usd', async () => {
    const before = anthropic.requests.length
    const result = await runAction({ ...withKey(), 'max-usd': '0.01' })
    // A layer the budget stopped was asked for and did not run: the gate fails (on-layer-error).
    expect(result.code).toBe(1)
    expect(result.stdout).toMatch(/LLM estimate: 96 calls, .*max-usd \$0\.01: EXCEEDED/)
    expect(anthropic.requests.length).toBe(before)
    expect(abOf(result.report, 'skills/csv')?.status).toBe('budget_exhausted')
    expect(result.outputs.conclusion).toBe('failure')
    expect(result.stdout).toContain('::warning::skill-ci ab: budget exhausted')
  })

  it('with both labels, the judge and the A/B layer share ONE budget', async () => {
    // Judge: 2 changed skills × 4 assessments = 8 calls; A/B: 96 (upper bound). Each fits
    // max-calls 100 alone; together (104) they do not, so neither makes a call.
    github.state.labels.set(42, ['skill-ci:judge', 'skill-ci:ab'])
    anthropic.setHandler((body) => {
      if (isAgentTurn(body)) return agent(body)
      if (String(body.messages[0].content).includes('## Response B')) return judge(body)
      if (JSON.stringify(body.system).includes('should trigger this skill')) {
        return textReply(
          JSON.stringify({
            predictions: [{ prompt: 'a', should_trigger: true, would_trigger: true }],
            f1: 1
          })
        )
      }
      return textReply(JSON.stringify({ score: 0.75, reasoning: 'ok', evidence: ['e'] }))
    })
    try {
      let before = anthropic.messageRequests().length
      const refused = await runAction({ ...withKey(), 'max-calls': '100' })
      expect(refused.code).toBe(1)
      expect(refused.stdout).toMatch(
        /LLM estimate: 104 calls, .* — judge: 8 calls .*, ab: 96 calls .*max-calls 100: EXCEEDED/
      )
      expect(anthropic.messageRequests()).toHaveLength(before)
      expect(refused.report.skills.find((s) => s.path === 'skills/csv')?.layers).toMatchObject({
        judge: { status: 'budget_exhausted' },
        ab: { status: 'budget_exhausted' }
      })

      // A partial run: the judge (first) gets its share of 8 calls, the A/B layer what is left: 12.
      before = anthropic.messageRequests().length
      const sent = anthropic.requests.length
      const partial = await runAction({
        ...withKey(),
        'max-calls': '20',
        'partial-budget': 'true'
      })
      // The A/B layer ran out of its share: no verdict, so the gate fails.
      expect(partial.code).toBe(1)
      expect(anthropic.messageRequests().length - before).toBeLessThanOrEqual(20)
      // The two skills' triggering requests are identical: the first call of a run goes alone,
      // so the second is answered from the cache (7 judge calls + 1 cache hit).
      const usage = partial.report.usage!
      expect(usage).toMatchObject({
        cacheHits: 1,
        byLayer: { judge: { calls: 7 } },
        budget: { maxCalls: 20, exhausted: true },
        // Every request the server received during the run is in the report.
        requests: anthropic.requests.length - sent
      })
      // The first budget refusal stops the skill's other A/B runs: at most its share is spent.
      const ab = usage.byLayer.ab?.calls ?? 0
      expect(ab).toBeGreaterThan(0)
      expect(ab).toBeLessThanOrEqual(12)
      expect(usage.calls).toBe(7 + ab)
      expect(partial.report.skills.find((s) => s.path === 'skills/csv')?.layers).toMatchObject({
        judge: { status: 'ok' },
        ab: { status: 'budget_exhausted' }
      })
      expect(partial.stdout).toContain(`skill-ci: LLM usage: ${usage.calls} calls, `)
      expect(partial.stdout).toMatch(/ — budget reached: no A\/B verdict for some skills/)
    } finally {
      github.state.labels.set(42, ['skill-ci:ab'])
    }
  })

  it('fails the check when the API cannot be reached (static results kept), or warns with on-layer-error: warn', async () => {
    // Port 9 (discard) has no listener: every connection is refused.
    const unreachable = { ...withKey(), 'anthropic-base-url': 'http://127.0.0.1:9' }
    const failed = await runAction(unreachable)
    expect(failed.code).toBe(1)
    expect(failed.outputs.conclusion).toBe('failure')
    expect(failed.stdout).toContain('LLM layers stopped at the first call that could not succeed')
    const skill = failed.report.skills.find((s) => s.path === 'skills/csv')
    expect(skill?.layers.ab).toMatchObject({ status: 'error' })
    expect(skill?.layers.static).toBeDefined()
    expect(skill?.composite?.depthLabel).toBe('Estimated')
    expect(lastCheck().output?.text ?? '').toContain('ab layer failed')
    expect(comment()).toContain('ab layer failed')

    const warned = await runAction({ ...unreachable, 'on-layer-error': 'warn' })
    expect(warned.code).toBe(0)
    expect(warned.report.skills.find((s) => s.path === 'skills/csv')?.layers.ab).toMatchObject({
      status: 'error'
    })
  }, 60_000)

  it("without a key on a fork's pull request skips the layer with a notice and makes no call", async () => {
    const before = anthropic.requests.length
    const fork = await writeLabelledPayload(checkout.work, 'skill-ci:ab', { fromFork: true })
    const result = await runAction(
      { 'anthropic-base-url': anthropic.url },
      'pull_request',
      undefined,
      fork
    )
    expect(result.code).toBe(0)
    expect(result.stdout).toMatch(
      /::notice::skill-ci ab: requested by label "skill-ci:ab", but skipped: no anthropic-api-key/
    )
    expect(anthropic.requests.length).toBe(before)
    // Every output says the layer was asked for and did not run, the JSON per skill too.
    expect(abOf(result.report, 'skills/csv')).toEqual({
      status: 'skipped',
      reason: 'no Anthropic API key'
    })
    expect(result.outputs.conclusion).toBe('neutral')
    expect(comment()).toContain('- `ab`: skipped — requested by label "skill-ci:ab"')
    expect(existsSync(result.resultsDir)).toBe(false)
  })

  it('says so when no changed skill has an eval file: skipped, neutral, no call', async () => {
    github.state.pullFiles.set(42, [CHANGED[1]])
    try {
      const before = anthropic.messageRequests().length
      const result = await runAction(withKey())
      expect(result.code).toBe(0)
      expect(result.stdout).toMatch(/LLM estimate: 0 calls, .* — ab: 0 calls/)
      expect(anthropic.messageRequests()).toHaveLength(before)
      expect(result.report.skills.map((s) => [s.path, s.layers.ab?.status])).toEqual([
        ['skills/plain', 'skipped']
      ])
      expect(result.outputs.conclusion).toBe('neutral')
      expect(comment()).toContain(
        '- `ab`: skipped — requested by label "skill-ci:ab"; every skill skipped: no tests/eval.yaml or evals/evals.json'
      )
    } finally {
      github.state.pullFiles.set(42, CHANGED)
    }
  })

  it('passes the spec rule inputs to the pipeline', async () => {
    github.state.pullFiles.set(42, [
      ...CHANGED,
      { filename: 'skills/données/SKILL.md', status: 'added' }
    ])
    try {
      const findingsOf = (report: RunReport, path: string) =>
        report.skills
          .find((s) => s.path === path)!
          .findings.filter((f) => f.source === 'spec')
          .map((f) => `${f.ruleId} ${f.severity} ${f.file}:${f.line}`)

      // From a fork, so the A/B label's run has no key and is skipped: only the spec rules count.
      const fork = await writeLabelledPayload(checkout.work, 'skill-ci:ab', { fromFork: true })
      const spec = (inputs: Record<string, string>) =>
        runAction(inputs, 'pull_request', undefined, fork)
      const strict = await spec({ 'unknown-fields': 'error' })
      expect(strict.code).toBe(1)
      expect(findingsOf(strict.report, 'skills/plain')).toEqual([
        'spec/unknown-field error skills/plain/SKILL.md:3'
      ])
      expect(findingsOf(strict.report, 'skills/données')).toEqual([
        expect.stringMatching(/^spec\/name-\S+ error skills\/données\/SKILL\.md:2$/)
      ])

      const lenient = await spec({
        'unknown-fields': 'error',
        'extra-allowed-fields': 'owner,\nteam',
        'allow-unicode-names': 'true'
      })
      expect(lenient.code).toBe(0)
      expect(findingsOf(lenient.report, 'skills/plain')).toEqual([])
      expect(findingsOf(lenient.report, 'skills/données')).toEqual([])
    } finally {
      github.state.pullFiles.set(42, CHANGED)
    }
  })
})
