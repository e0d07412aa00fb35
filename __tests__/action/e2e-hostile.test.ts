// End to end: the BUNDLED action (dist/index.js) on a pull request whose skill folders are named to
// write workflow commands into the job log (a newline or a lone \r before `::warning::…`,
// indentation, the old `##[error]` form) and whose text mentions people and issues. The log must
// hold only the Action's own commands, and the PR comment must link and ping nobody.
import { afterEach, beforeAll, beforeEach, expect, it } from '@jest/globals'
import { rm } from 'node:fs/promises'
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-server.js'
import { describeActionNode } from '../node-binaries.js'
import { assertRunnable, readRunReport, runBundledAction, type ActionRun } from './bundle-runner.js'
import { checkOut, PR_PAYLOAD, stickyComment, type Checkout } from './pull-request-fixture.js'

const HOSTILE_DIRS = [
  'skills/\n::warning::pwned',
  'skills/\r::error::x',
  'skills/  ::add-mask::y',
  'skills/a##[error]b',
  'skills/::stop-commands::tok'
]

/** Breaks spec rules (so findings and annotations name the folder) and mentions people and issues. */
const hostileSkill = (n: number) =>
  [
    '---',
    `name: "Bad_${n} ##[warning]x for @someone, see #123"`,
    'description: "Fixes #123 and owner/repo#789 for @someone (GH-5)."',
    '---',
    '',
    '# Title',
    ''
  ].join('\n')

const FILES = Object.fromEntries(
  HOSTILE_DIRS.map((dir, i): [string, string] => [`${dir}/SKILL.md`, hostileSkill(i)])
)

/** Lines as the runner reads them: it splits on \r\n, \n and a lone \r. */
const runnerLines = (text: string) => text.split(/\r\n|\r|\n/)

/**
 * Commands @actions/core writes for us: the token mask, our notices, warnings and errors (their
 * text starts with `skill-ci`), and annotations titled `skill-ci …`. core escapes `%`, `\r` and
 * `\n` in their data, and `:` and `,` in their properties.
 */
const OUR_COMMAND =
  /^::(add-mask::ghs_fake_token_for_tests$|debug::|(error|warning|notice)::skill-ci|(error|warning|notice) title=skill-ci )/

/** Forged commands: any other line the runner would run (`::` first, `##[` anywhere). */
function forgedCommands(log: string): string[] {
  return runnerLines(log).filter((line) => {
    if (OUR_COMMAND.test(line)) {
      // An annotation's file property keeps the file's real name (it must point at the file);
      // the text people read, after the properties, is neutralised like every other line.
      const data = line.slice(line.indexOf('::', 2) + 2)
      return data.includes('##[')
    }
    return /^\s*::/.test(line) || line.includes('##[')
  })
}

describeActionNode('the bundled action with hostile skill folders', ({ path: node }) => {
  let github: FakeGitHub
  let checkout: Checkout
  let runNo = 0

  beforeAll(() => assertRunnable(node))
  beforeEach(async () => {
    github = await startFakeGitHub()
    github.state.pullFiles.set(
      42,
      HOSTILE_DIRS.map((dir) => ({ filename: `${dir}/SKILL.md`, status: 'added' }))
    )
    checkout = await checkOut('skill-ci-e2e-hostile-', FILES)
  })
  afterEach(async () => {
    await github?.close()
    if (checkout) await rm(checkout.work, { recursive: true, force: true })
  })

  async function runAction(): Promise<ActionRun> {
    runNo += 1
    return runBundledAction({
      node,
      ...checkout,
      githubUrl: github.url,
      event: { name: 'pull_request', path: PR_PAYLOAD },
      runId: String(runNo)
    })
  }

  it('logs no forged workflow command, and the comment pings no one', async () => {
    const result = await runAction()
    const report = await readRunReport(result)
    expect(report.skills.map((s) => s.path).sort()).toEqual([...HOSTILE_DIRS].sort())
    expect(forgedCommands(result.stdout)).toEqual([])
    expect(forgedCommands(result.stderr)).toEqual([])

    const comment = stickyComment(github)
    expect(comment).toContain('someone')
    expect(comment).not.toMatch(/@[\w-]|#\d|\bGH-\d/i)
    expect(result.summary).not.toMatch(/@[\w-]|#\d|\bGH-\d/i)
  })

  it('logs no forged command in the workflow-command annotations of a fork PR', async () => {
    github.faults.push(
      { method: 'POST', path: /\/check-runs$/, status: 403, message: 'Resource not accessible' },
      { method: 'POST', path: /\/issues\/\d+\/comments$/, status: 403 }
    )
    const result = await runAction()
    const annotations = runnerLines(result.stdout).filter((l) => /^::error title=/.test(l))
    expect(annotations.length).toBeGreaterThan(0)
    // The annotation lands on the real file: core escapes the newline in the file property.
    expect(annotations.some((l) => l.includes('file=skills/%0A%3A%3Awarning%3A%3Apwned/'))).toBe(
      true
    )
    expect(forgedCommands(result.stdout)).toEqual([])
    expect(forgedCommands(result.stderr)).toEqual([])
  })
})
