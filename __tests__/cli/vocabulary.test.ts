// One vocabulary with the Action: every input of action.yml that the CLI has a counterpart for is a
// flag of the same name (old spellings are hidden aliases), conflicting flags are refused with
// exit 2, a file that is not a skill is a usage error, and `--exclude` leaves folders out.
import { describe, expect, it } from '@jest/globals'
import { Command } from 'commander'
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { readActionYml } from '../../scripts/action-docs.js'
import { COMMAND_REGISTRATIONS } from '../../src/cli/main.js'
import { RunReportSchema } from '../../src/model/index.js'
import { runMain } from './run-main.js'

const here = path.dirname(fileURLToPath(import.meta.url))
const PDF = path.join(here, '..', 'fixtures', 'pipeline', 'skills', 'pdf-tables')

/**
 * The Action's inputs with no flag: what only a workflow run has (its token, check run, comment,
 * labels, artifact, output files, re-validation and merge mode) or what the CLI reads from the
 * environment (the API key and base URL) or takes as its arguments (`path`).
 */
const ACTION_ONLY = new Set([
  'github-token',
  'path',
  'check-name',
  'comment',
  'annotations',
  'report-path',
  'sarif-path',
  'upload-artifact',
  'artifact-name',
  'label-judge',
  'label-monte-carlo',
  'label-ab',
  'label-certify',
  'label-security',
  'label-improve',
  'anthropic-api-key',
  'anthropic-base-url',
  'openai-api-key',
  'gemini-api-key',
  'track-models',
  'baseline',
  'drift-path',
  'mode'
])

async function allCommands(): Promise<Command> {
  const program = new Command('skill-ci')
  const io = { stdout: { write: () => {} }, stderr: { write: () => {} }, env: {} }
  for (const load of Object.values(COMMAND_REGISTRATIONS)) (await load())(program, io, () => {})
  return program
}

describe('the Action and the CLI share one vocabulary', () => {
  it('every input with a CLI counterpart is a visible flag of the same name', async () => {
    const program = await allCommands()
    const visible = new Set(
      program.commands.flatMap((c) => c.options.filter((o) => !o.hidden).map((o) => o.long))
    )
    // A boolean input that defaults to true is the `--no-` flag that turns it off.
    const flagOf = (input: string) =>
      visible.has(`--${input}`) ? `--${input}` : visible.has(`--no-${input}`) ? `--no-${input}` : ''
    const inputs = Object.keys(readActionYml().inputs).filter((name) => !ACTION_ONLY.has(name))
    expect(inputs.filter((name) => flagOf(name) === '')).toEqual([])
    // The Action-only list names real inputs, so it cannot go stale silently.
    expect([...ACTION_ONLY].filter((name) => !(name in readActionYml().inputs))).toEqual([])
  })

  it('keeps the old spellings as hidden aliases that do the same', async () => {
    const [current, old] = await Promise.all([
      runMain(['score', PDF, '--fail-under', '100']),
      runMain(['score', PDF, '--threshold', '100'])
    ])
    expect([current.code, old.code]).toEqual([1, 1])
    expect(current.stdout).toMatch(/composite \d+\.\d is below the threshold 100/)
    expect(old.stdout).toBe(current.stdout)
    const help = await runMain(['score', '--help'])
    expect(help.stdout).toContain('--fail-under <n>')
    expect(help.stdout).toContain('--trigger-context <context>')
    expect(help.stdout).not.toMatch(/--threshold|--context /)
    const ab = await runMain(['ab', '--help'])
    for (const flag of ['--ab-runs', '--ab-judge-mode', '--ab-min-improvement', '--junit-path'])
      expect(ab.stdout).toContain(flag)
    expect(ab.stdout).not.toMatch(/ --runs | --judge-mode | --junit /)
  })

  it('suggests only a close flag, the current name for an old spelling', async () => {
    const cases: Array<[string, string | undefined]> = [
      ['--fail-undr', '--fail-under'],
      ['--treshold', '--fail-under'],
      ['--fail_under', '--fail-under'],
      ['--jugdes', '--judges'],
      ['--bogus', undefined]
    ]
    for (const [typed, suggestion] of cases) {
      const { code, stderr } = await runMain(['score', PDF, typed, '1'])
      expect([typed, code]).toEqual([typed, 2])
      expect(stderr).toContain(`unknown option '${typed}'`)
      if (suggestion === undefined) expect(stderr).not.toContain('Did you mean')
      else expect(stderr).toContain(`(Did you mean ${suggestion}?)`)
    }
  })
})

describe('usage errors of one flag against another (exit 2, before any work)', () => {
  it.each([
    [
      ['ab', PDF, '--no-results-dir', '--results-dir', 'x'],
      '--results-dir and --no-results-dir contradict each other: give one of them'
    ],
    [
      ['triggers', PDF, '--results-dir', 'x', '--no-results-dir'],
      '--results-dir and --no-results-dir contradict each other'
    ],
    [
      ['ab', PDF, '--cache-dir', 'x', '--no-cache'],
      '--cache-dir and --no-cache contradict each other'
    ],
    [
      ['scaffold', '--skills-path', 'skills'],
      '--skills-path needs --workflow: it sets the path input of the workflow that --workflow writes'
    ],
    [['score', PDF, '--corpus', 'gold.json'], '--corpus needs --elo'],
    [['score', PDF, '--min-elo', '1500'], '--min-elo needs --elo'],
    [['ab', PDF, '--claude-code-sdk', 'sdk'], '--claude-code-sdk needs --harness claude-code'],
    [
      ['triggers', PDF, '--harness', 'builtin,clade-code'],
      'unknown harness "clade-code" (did you mean claude-code?)'
    ],
    [
      ['triggers', PDF, '--harness-models', 'claude-code=claude-sonnet-4-5'],
      '--harness-models names claude-code, which --harness does not list'
    ],
    [
      ['ab', PDF, '--harness', 'builtin', '--harness-model', 'claude-code=x'],
      '--harness-models names claude-code, which --harness does not list'
    ],
    [
      ['score', PDF, '--threshold', '5', '--fail-under', '6'],
      '--threshold is the old spelling of --fail-under: give one of them, not both'
    ],
    [['score', PDF, '--fail-under', '101'], 'expected a number from 0 to 100']
  ])('%j', async (argv, message) => {
    const { code, stdout, stderr } = await runMain(argv)
    expect(code).toBe(2)
    expect(stdout).toBe('')
    expect(stderr).toContain(message)
  })

  it('refuses a file that is not a skill with a clear message, naming it as given', async () => {
    const file = path.join(PDF, 'references', 'formats.md')
    const { code, stdout, stderr } = await runMain(['score', file])
    expect(code).toBe(2)
    expect(stdout).toBe('')
    expect(stderr).toBe(
      `skill-ci: ${file} is a file, not a skill: give a skill folder, its SKILL.md, or a folder containing skills\n`
    )
  })
})

describe('--exclude', () => {
  const repo = mkdtempSync(path.join(tmpdir(), 'skill-ci-exclude-'))
  const skill = (name: string) =>
    `---\nname: ${name}\ndescription: Cleans ${name} files. Use when the user asks to clean a ${name} file.\n---\n\n# ${name}\n\nRead the file and clean it.\n`
  for (const dir of ['skills/csv', 'skills/template', 'skills/drafts/tsv', 'vendor/template/x']) {
    mkdirSync(path.join(repo, dir), { recursive: true })
    writeFileSync(path.join(repo, dir, 'SKILL.md'), skill(path.basename(dir)))
  }
  const scored = async (...flags: string[]) => {
    const { code, stdout } = await runMain(['score', repo, '--format', 'json', ...flags])
    expect(code).toBe(0)
    return RunReportSchema.parse(JSON.parse(stdout)).skills.map((s) => s.path)
  }

  it('leaves out the folders its globs match, and what is below them; repeatable', async () => {
    expect(await scored()).toEqual([
      'skills/csv',
      'skills/drafts/tsv',
      'skills/template',
      'vendor/template/x'
    ])
    // A name without a slash matches a folder of that name at any depth.
    expect(await scored('--exclude', 'template')).toEqual(['skills/csv', 'skills/drafts/tsv'])
    // A path glob is matched against the path the report shows, root included.
    expect(
      await scored('--exclude', `${repo}/skills/drafts/**`, '--exclude', `${repo}/vendor`)
    ).toEqual(['skills/csv', 'skills/template'])
  })

  it('is a usage error when it leaves nothing to score', async () => {
    const { code, stderr } = await runMain(['score', repo, '--exclude', '*'])
    expect(code).toBe(2)
    expect(stderr).toContain('no SKILL.md found under')
  })
})
