// End to end: runs the BUNDLED action (dist/index.js) as a child process the way the runner does —
// INPUT_* variables, GITHUB_EVENT_PATH to a real-shaped pull_request payload, GITHUB_OUTPUT and
// GITHUB_STEP_SUMMARY files — against the fake GitHub server, under Node 22 and Node 24. Each test
// starts from a fresh checkout and a fresh fake GitHub, so none depends on another having run.
import { afterEach, beforeAll, beforeEach, expect, it } from '@jest/globals'
import AjvDraft04 from 'ajv-draft-04'
import ajvFormats from 'ajv-formats'
import { readFileSync } from 'node:fs'
import { readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { convert } from 'xmlbuilder2'
import { startFakeGitHub, type FakeGitHub, type FakeFile } from '../fakes/github-server.js'
import { describeActionNode } from '../node-binaries.js'
import { assertRunnable, readRunReport, runBundledAction, type ActionRun } from './bundle-runner.js'
import {
  BASE_SHA,
  checkOut,
  writeLabelledPayload,
  STICKY_MARKER,
  type Checkout
} from './pull-request-fixture.js'

const HEAD = '2222222222222222222222222222222222222222'

const sarifSchema = JSON.parse(
  readFileSync(new URL('../report/schemas/sarif-schema-2.1.0.json', import.meta.url), 'utf8')
) as object
// CommonJS modules: the NodeNext types see the class/plugin behind `.default`.
const ajv = new AjvDraft04.default({ allErrors: true, strict: false })
ajvFormats.default(ajv)
const validateSarif = ajv.compile(sarifSchema)

/** A skill whose frontmatter name breaks three spec rules on line 2 and has ten findings in all. */
const badSkill = (n: string, extra = '') =>
  `---\nname: Bad_Name_${n}\ndescription: x\n---\n\n# Skill ${n}\n\nYou MUST always do this. NEVER do that.${extra}\n\nSee [missing](references/missing.md).\n`
const BAD = ['s01', 's02', 's03', 's04', 's05', 's06'].map((s) => `skills/${s}`)

const HEAD_FILES: Record<string, string> = {
  ...Object.fromEntries(BAD.map((dir, i) => [`${dir}/SKILL.md`, badSkill(String(i + 1))])),
  'skills/s02/references/orphan.md': 'orphan',
  'skills/fresh/SKILL.md':
    '---\nname: fresh\ndescription: Formats CSV files. Use when the user asks to clean a CSV.\n---\n\n# Fresh\n\nClean the file.\n',
  'skills/untouched/SKILL.md':
    '---\nname: untouched\ndescription: Not part of this PR.\n---\n\n# Untouched\n',
  'docs/guide.md': '# Guide\n',
  // Hostile text: table pipes, HTML, and workflow commands at line starts.
  'skills/hostile/SKILL.md':
    '---\nname: "evil | name <img src=x onerror=alert(1)>"\ndescription: "::error::injected | <script>alert(1)</script>"\n---\n\n::set-output name=x::y\n::error::injected\n'
}
const BASE_FILES = new Map<string, string>([
  ...BAD.map((dir, i): [string, string] => [
    `${dir}/SKILL.md`,
    badSkill(String(i + 1), ' ALWAYS check. MUST MUST.')
  ]),
  ['skills/s02/references/old.md', 'old'],
  ['skills/untouched/SKILL.md', HEAD_FILES['skills/untouched/SKILL.md']]
])
const CHANGED: FakeFile[] = [
  ...BAD.map((dir) => ({ filename: `${dir}/SKILL.md`, status: 'modified' })),
  { filename: 'skills/s02/references/old.md', status: 'removed' },
  { filename: 'skills/fresh/SKILL.md', status: 'added' },
  { filename: 'skills/hostile/SKILL.md', status: 'added' },
  { filename: 'docs/guide.md', status: 'modified' }
]
const EVALUATED = [...BAD, 'skills/fresh', 'skills/hostile'].sort()

interface Annotation {
  path: string
  start_line: number
  end_line: number
  annotation_level: string
  title: string
}
type CheckBody = {
  head_sha?: string
  name?: string
  status?: string
  conclusion?: string
  output?: { title: string; annotations?: Annotation[] }
}

describeActionNode('the bundled action', ({ path: node, major }) => {
  let github: FakeGitHub
  let checkout: Checkout
  let runNo = 0
  let forkPayload: string

  beforeAll(() => assertRunnable(node))
  beforeEach(async () => {
    github = await startFakeGitHub()
    github.state.pullFiles.set(42, CHANGED)
    github.state.labels.set(42, ['documentation', 'skill-ci:judge'])
    github.state.trees.set(BASE_SHA, BASE_FILES)
    checkout = await checkOut('skill-ci-e2e-', HEAD_FILES)
    // From a fork: the judge label's run has no key, and is skipped with a notice.
    forkPayload = await writeLabelledPayload(checkout.work, 'documentation', { fromFork: true })
  })
  afterEach(async () => {
    await github?.close()
    if (checkout) await rm(checkout.work, { recursive: true, force: true })
  })

  /** Runs dist/index.js with a clean, runner-shaped environment. */
  async function runAction(
    inputs: Record<string, string> = {},
    event = { name: 'pull_request', path: forkPayload }
  ): Promise<ActionRun> {
    runNo += 1
    return runBundledAction({
      node,
      ...checkout,
      githubUrl: github.url,
      event,
      inputs,
      runId: String(runNo)
    })
  }

  const ourComments = () =>
    (github.state.comments.get(42) ?? []).filter(
      (c) => c.body.includes(STICKY_MARKER) && c.user.login === 'github-actions[bot]'
    )
  /** The sticky comment an earlier run of the action left on the PR. */
  const EARLIER = { id: 7, body: `${STICKY_MARKER}\n## skill-ci\n\nAn earlier run's results.\n` }
  const leaveEarlierComment = () =>
    github.state.comments.set(42, [
      { ...EARLIER, user: { login: github.state.botLogin, type: 'Bot' } }
    ])

  it('publishes a check run with every annotation, a sticky comment, files and outputs', async () => {
    const result = await runAction()
    // The gate fails (spec errors), so the step fails, and the token never reaches the log.
    expect(result.code).toBe(1)
    expect(result.stdout).toContain('::error::skill-ci gate failed')
    // The token is masked before anything else is logged, and never echoed otherwise.
    const tokenLines = result.stdout
      .split('\n')
      .filter((l) => l.includes('ghs_fake_token_for_tests'))
    expect(tokenLines).toEqual(['::add-mask::ghs_fake_token_for_tests'])
    // The requested judge layer has no API key on a fork's pull request: skipped with a visible
    // notice, not an error.
    expect(result.stdout).toMatch(
      /::notice::skill-ci judge: requested by label "skill-ci:judge", but skipped: no anthropic-api-key/
    )

    // Every request came from the bundle running under this binary: Octokit's user agent names
    // the Node of the process that sent it (`Node.js/22.23.5 (linux; x64)`, `Node.js/24`).
    expect(new Set(github.requests.map((r) => /Node\.js\/(\d+)/.exec(r.userAgent)?.[1]))).toEqual(
      new Set([String(major)])
    )
    // Changed files, fresh labels and base contents were read through the API.
    const paths = github.requests.map((r) => `${r.method} ${r.path}`)
    expect(paths).toContain('GET /repos/acme/skills/pulls/42/files')
    expect(paths).toContain('GET /repos/acme/skills/issues/42/labels')
    expect(
      github.requests.some(
        (r) =>
          r.path.startsWith('/repos/acme/skills/contents/skills/s01') && r.query.ref === BASE_SHA
      )
    ).toBe(true)

    // The JSON report: only the changed skills, and it is a valid RunReport.
    const report = await readRunReport(result)
    expect(report.skills.map((s) => s.path).sort()).toEqual(EVALUATED)

    // Check run: created in_progress on the PR head SHA, then completed in batches of ≤ 50.
    expect(github.state.checkRuns).toHaveLength(1)
    const bodies = github.state.checkRuns[0].bodies as CheckBody[]
    expect(bodies[0]).toMatchObject({ name: 'skill-ci', head_sha: HEAD, status: 'in_progress' })
    const updates = bodies.slice(1)
    const annotations = updates.flatMap((u) => u.output?.annotations ?? [])
    expect(annotations.length).toBeGreaterThan(50)
    expect(updates.length).toBe(Math.ceil(annotations.length / 50))
    expect(updates.every((u) => (u.output?.annotations?.length ?? 0) <= 50)).toBe(true)
    expect(updates.map((u) => u.conclusion)).toEqual([
      ...updates.slice(1).map(() => undefined),
      'failure'
    ])
    // Every finding of the report arrived: one annotation per spec finding, on its file and line.
    const specFindings = report.skills.flatMap((s) =>
      s.findings
        .filter((f) => f.severity === 'error')
        .map((f) => `${s.path}/${f.file.split('/').pop()}:${f.line}`)
    )
    const failures = annotations
      .filter((a) => a.annotation_level === 'failure')
      .map((a) => `${a.path}:${a.start_line}`)
    expect(failures.sort()).toEqual(specFindings.sort())
    for (const dir of BAD) {
      expect(annotations).toContainEqual(
        expect.objectContaining({
          path: `${dir}/SKILL.md`,
          start_line: 2,
          end_line: 2,
          annotation_level: 'failure'
        })
      )
    }
    expect(annotations.every((a) => EVALUATED.some((dir) => a.path.startsWith(`${dir}/`)))).toBe(
      true
    )

    // Hostile skill text never becomes a workflow command, markup or an extra table column.
    const lines = result.stdout.split('\n')
    expect(lines.filter((l) => /^::(error::injected|set-output)/.test(l))).toEqual([])
    const body = ourComments()[0].body
    // Markdown-escaped (`\<img`) renders as text; a bare `<img` would be live HTML.
    expect(body).toContain('\\<img')
    expect(body).not.toMatch(/(^|[^\\])<(img|script)/m)
    const cells = (row: string) => row.replace(/\\\|/g, '').split('|').length
    const rowOf = (skill: string) =>
      body.split('\n').find((l) => l.startsWith(`| \`${skill}\``)) ?? ''
    expect(cells(rowOf('skills/hostile'))).toBe(cells(rowOf('skills/fresh')))

    // One sticky comment, with the base comparison (fresh is new).
    expect(ourComments()).toHaveLength(1)
    expect(ourComments()[0].body).toContain('skills/fresh')
    // The base comparison: fresh is new; s01 existed at the base SHA and shows a signed delta.
    expect(ourComments()[0].body).toMatch(/\| `skills\/fresh` \| [\d.]+ \| new \|/)
    expect(ourComments()[0].body).toMatch(
      /\| `skills\/s01` Bad_Name_1 \| [\d.]+ \| [+−-]\d+\.\d \|/
    )

    // Outputs, job summary, JUnit and SARIF.
    expect(result.outputs).toMatchObject({
      conclusion: 'failure',
      'skills-evaluated': '8',
      'failed-count': String(report.summary.failed),
      junit: join(checkout.workspace, 'skill-ci-junit.xml'),
      sarif: join(checkout.workspace, 'skill-ci.sarif')
    })
    expect(Number(result.outputs['lowest-score'])).toBeCloseTo(
      report.summary.lowestScore ?? NaN,
      10
    )
    expect(result.summary).toContain('skills/s01')
    const junit = convert(await readFile(result.outputs.junit, 'utf8'), { format: 'object' }) as {
      testsuites: { testsuite: { '@name': string }[] }
    }
    // One suite per skill plus the run-level gate suite.
    expect(junit.testsuites.testsuite.map((s) => s['@name']).sort()).toEqual(['gate', ...EVALUATED])
    const sarif = JSON.parse(await readFile(result.outputs.sarif, 'utf8')) as {
      runs: { results: unknown[] }[]
    }
    expect(validateSarif(sarif)).toBe(true)
    expect(sarif.runs[0].results.length).toBeGreaterThan(50)
    // No artifact service in this environment: a notice, not a failure.
    expect(result.stdout).toContain('::notice::skill-ci: report artifact not uploaded')

    // Every displayed path is repo-relative: gate reasons name `skills/s01`, never the runner's
    // checkout folder (nor the temp folder of the base comparison).
    expect(report.summary.gate.reasons).toContainEqual(expect.stringMatching(/^skills\/s01: /))
    expect(report.roots).toEqual(['.'])
    for (const text of [
      JSON.stringify(github.state.checkRuns),
      JSON.stringify([...github.state.comments.values()]),
      result.summary,
      await readFile(result.outputs.report, 'utf8'),
      await readFile(result.outputs.junit, 'utf8'),
      await readFile(result.outputs.sarif, 'utf8')
    ]) {
      expect(text).not.toContain(checkout.work)
    }
  })

  it('updates the same comment on the next run instead of posting another', async () => {
    leaveEarlierComment()
    const result = await runAction()
    expect(result.code).toBe(1)
    // The earlier comment, found by its marker and author, now holds this run's results.
    expect(ourComments()).toHaveLength(1)
    expect(ourComments()[0].id).toBe(EARLIER.id)
    expect(ourComments()[0].body).not.toEqual(EARLIER.body)
    expect(ourComments()[0].body).toMatch(/\| `skills\/fresh` \| [\d.]+ \| new \|/)
    const writes = github.requests.filter((r) => r.path.includes('/comments') && r.method !== 'GET')
    expect(writes.map((r) => `${r.method} ${r.path}`)).toEqual([
      `PATCH /repos/acme/skills/issues/comments/${EARLIER.id}`
    ])
    expect(github.state.checkRuns).toHaveLength(1)
  })

  it('falls back to the job summary and workflow annotations when writes get 403 (fork)', async () => {
    github.faults.push(
      {
        method: 'POST',
        path: /\/check-runs$/,
        status: 403,
        message: 'Resource not accessible by integration'
      },
      { method: 'POST', path: /\/issues\/\d+\/comments$/, status: 403 },
      { method: 'PATCH', path: /\/issues\/comments\/\d+$/, status: 403 }
    )
    // The results differ from the earlier comment's, so the action tries (and is refused) to
    // update it.
    leaveEarlierComment()
    const result = await runAction()
    // Still gated: the failing skills fail the step.
    expect(result.code).toBe(1)
    expect(result.outputs.conclusion).toBe('failure')
    expect(result.summary).toContain('skills/s01')
    // Every write was tried once and refused: no check run, the comment as it was.
    expect(
      github.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`)
    ).toEqual([
      'POST /repos/acme/skills/check-runs',
      `PATCH /repos/acme/skills/issues/comments/${EARLIER.id}`
    ])
    expect(github.state.checkRuns).toHaveLength(0)
    expect(ourComments().map((c) => c.body)).toEqual([EARLIER.body])
    // Workflow-command annotations, capped at 10 per level, on repo-relative files and lines.
    const errors = result.stdout.split('\n').filter((l) => /^::error .*file=/.test(l))
    expect(errors).toHaveLength(10)
    expect(
      errors.filter((l) =>
        /^::error title=.*,file=skills\/s01\/SKILL\.md,line=2,endLine=2::/.test(l)
      )
    ).toHaveLength(3)
    expect(result.stdout).toMatch(
      /::notice::skill-ci: no PR comment \(the token cannot write PR comments/
    )
  })

  it('closes its check run as failed when the run cannot finish, and names bad inputs', async () => {
    const runs = github.state.checkRuns.length
    const missing = await runAction({ path: 'no-such-folder' })
    expect(missing.code).toBe(1)
    expect(missing.stdout).toContain('::error::skill-ci: path not found')
    expect(github.state.checkRuns).toHaveLength(runs + 1)
    expect(github.state.checkRuns.at(-1)!.bodies.at(-1)).toMatchObject({
      conclusion: 'failure',
      output: { title: 'skill-ci could not finish' }
    })

    const invalid = await runAction({ comment: 'sometimes' })
    expect(invalid.code).toBe(1)
    // One annotation, a line per bad input (`%0A` is a line break to the runner, not `\n`).
    expect(invalid.stdout).toContain(
      '::error::skill-ci: Invalid action inputs:%0A- comment must be one of always, on-change, never'
    )
    // Inputs are validated before any API call.
    expect(github.state.checkRuns).toHaveLength(runs + 1)
  })

  it('evaluates the compare range of a push and reports on the pushed SHA without commenting', async () => {
    const after = '3'.repeat(40)
    github.state.compare.set(`${HEAD}...${after}`, [
      { filename: 'skills/fresh/SKILL.md', status: 'modified' },
      { filename: 'skills/untouched/SKILL.md', status: 'modified' }
    ])
    const payload = join(checkout.work, 'push.json')
    await writeFile(payload, JSON.stringify({ ref: 'refs/heads/main', before: HEAD, after }))
    const comments = github.requests.filter((r) => r.path.includes('/comments')).length
    const result = await runAction({}, { name: 'push', path: payload })
    expect(result.code).toBe(0)
    expect(result.outputs['skills-evaluated']).toBe('2')
    expect(result.outputs.conclusion).toBe('success')
    expect(github.state.checkRuns.at(-1)!.bodies[0]).toMatchObject({ head_sha: after })
    expect(github.requests.filter((r) => r.path.includes('/comments')).length).toBe(comments)
    const report = await readRunReport(result)
    expect(report.skills.map((s) => s.path)).toEqual(['skills/fresh', 'skills/untouched'])
  })

  it('passes the gate when fail-on is never, and is neutral because the judge did not run', async () => {
    const result = await runAction({ 'fail-on': 'never', comment: 'never' })
    expect(result.code).toBe(0)
    expect(result.outputs.conclusion).toBe('neutral')
    const last = github.state.checkRuns.at(-1)!.bodies.at(-1) as CheckBody
    expect(last.conclusion).toBe('neutral')
  })

  it('leaves out the skill folders the exclude input matches, one glob per line', async () => {
    const result = await runAction({
      path: 'skills',
      exclude: 'hostile\nskills/s0[1-5]',
      'fail-on': 'never',
      comment: 'never'
    })
    expect(result.code).toBe(0)
    const report = await readRunReport(result)
    // Paths in the report are relative to the root (`path: skills`).
    expect(report.skills.map((s) => s.path).sort()).toEqual(['fresh', 's06'])
  })

  it('keeps displayed paths repo-relative when path names a subfolder', async () => {
    const result = await runAction({ path: 'skills', comment: 'never' })
    expect(result.code).toBe(1)
    const report = await readRunReport(result)
    expect(report.roots).toEqual(['skills'])
    expect(report.summary.gate.reasons).toContainEqual(expect.stringMatching(/^skills\/s01: /))
    const annotations = (github.state.checkRuns.at(-1)!.bodies as CheckBody[]).flatMap(
      (b) => b.output?.annotations ?? []
    )
    expect(annotations).toContainEqual(
      expect.objectContaining({ path: 'skills/s01/SKILL.md', start_line: 2 })
    )
    for (const text of [
      JSON.stringify(github.state.checkRuns.at(-1)),
      result.summary,
      await readFile(result.outputs.junit, 'utf8'),
      await readFile(result.outputs.sarif, 'utf8')
    ]) {
      expect(text).not.toContain(checkout.work)
    }
  })
})
