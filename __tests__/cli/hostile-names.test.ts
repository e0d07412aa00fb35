// Skill folder names and SKILL.md text that try to write workflow commands into a CI log, and a
// SKILL.md given as the path: every command and format prints them as inert, visible text.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { main, type CliIo } from '../../src/cli/main.js'
import { RunReportSchema } from '../../src/model/index.js'

/** Folder names the Actions runner would read as commands if printed raw. */
const HOSTILE_DIRS = [
  '\n::warning::pwned',
  '\r::error::x',
  '  ::add-mask::y',
  'a##[error]b',
  '::stop-commands::tok',
  'lead\n  ::notice::indented'
]

/** A spec-breaking SKILL.md, so findings quote the folder name and the frontmatter. */
const hostileSkill = (n: number) =>
  [
    '---',
    `name: "Bad_${n} ##[warning]in-name"`,
    'description: |',
    '  first line',
    '  ::error::from the description',
    '  ##[error]old form',
    'color: red',
    '---',
    '',
    '# Title',
    '',
    'See [gone](references/gone.md).',
    ''
  ].join('\n')

const EVAL = [
  'scenarios:',
  '  - name: "::warning::scenario"',
  '    prompt: Do it.',
  '    assertions:',
  '      - { type: exit_success }',
  ''
].join('\n')

/** Every line as the runner reads it: it splits on \r\n, \n and a lone \r. */
const runnerLines = (text: string) => text.split(/\r\n|\r|\n/)
const RUNNER_COMMAND = /^\s*::|##\[/

async function run(argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = ''
  let stderr = ''
  const io: CliIo = {
    stdout: { write: (t) => void (stdout += t), isTTY: false },
    stderr: { write: (t) => void (stderr += t), isTTY: false },
    env: {}
  }
  const code = await main(argv, io)
  return { code, stdout, stderr }
}

let root: string
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'skill-ci-hostile-'))
  for (const [i, dir] of HOSTILE_DIRS.entries()) {
    await mkdir(path.join(root, dir, 'tests'), { recursive: true })
    await writeFile(path.join(root, dir, 'SKILL.md'), hostileSkill(i))
    await writeFile(path.join(root, dir, 'tests', 'eval.yaml'), EVAL)
  }
  await mkdir(path.join(root, 'plain'))
  await writeFile(
    path.join(root, 'plain', 'SKILL.md'),
    '---\nname: plain\ndescription: x\ncolor: red\n---\n\n# Plain\n\nYou MUST do it.\n'
  )
})
afterAll(async () => {
  await rm(root, { recursive: true, force: true })
})

describe('hostile folder names and skill text', () => {
  it.each([
    [['score']],
    [['score', '--format', 'json']],
    [['score', '--format', 'markdown']],
    [['score', '--format', 'plugineval']],
    [['score', '--verbose']],
    [['validate']],
    [['validate', '--format', 'json']],
    [['ab', '--dry-run', '--no-results-dir']],
    [['ab', '--dry-run', '--no-results-dir', '--format', 'json']],
    [['ab', '--dry-run', '--no-results-dir', '--format', 'markdown']]
  ])('%j writes no line the runner would run as a command', async (args) => {
    const [command, ...flags] = args
    const result = await run([command, root, ...flags])
    expect(result.code).not.toBe(2)
    // The hostile skills were printed (the test is not vacuous)…
    expect(result.stdout + result.stderr).toMatch(/pwned|Bad_0/)
    // …and no line of stdout or stderr is a workflow command.
    for (const stream of [result.stdout, result.stderr]) {
      expect(runnerLines(stream).filter((line) => RUNNER_COMMAND.test(line))).toEqual([])
    }
  })

  it('shows a control character in a folder name as a visible escape', async () => {
    const { stdout } = await run(['validate', root])
    expect(stdout).toContain(`${root.split(path.sep).join('/')}/\\n::warning::pwned/SKILL.md:2:`)
    expect(stdout).toContain('a#\\#[error]b/SKILL.md:2:')
  })

  it('keeps the data exact in the JSON formats', async () => {
    const report = RunReportSchema.parse(
      JSON.parse((await run(['score', root, '--format', 'json'])).stdout)
    )
    expect(report.skills.map((s) => s.path).sort()).toEqual([...HOSTILE_DIRS, 'plain'].sort())
    const plugineval = JSON.parse((await run(['score', root, '--format', 'plugineval'])).stdout)
    expect(plugineval.map((r: { plugin_path: string }) => path.basename(r.plugin_path))).toEqual(
      expect.arrayContaining(['a##[error]b', 'plain'])
    )
  })

  it('compare prints both names inert', async () => {
    for (const format of ['text', 'markdown', 'json']) {
      const result = await run([
        'compare',
        path.join(root, 'a##[error]b'),
        path.join(root, '::stop-commands::tok'),
        '--format',
        format
      ])
      expect(result.code).toBe(0)
      for (const stream of [result.stdout, result.stderr]) {
        expect(runnerLines(stream).filter((line) => RUNNER_COMMAND.test(line))).toEqual([])
      }
    }
  })
})

describe('a SKILL.md given as the path', () => {
  it('prints every file once under its folder, in every format', async () => {
    const cwd = process.cwd()
    process.chdir(root)
    try {
      const text = await run(['score', 'plain/SKILL.md', '--verbose'])
      expect(text.stdout).toMatch(/^ {2}anti-pattern plain\/SKILL\.md:3 {2}EMPTY_DESCRIPTION/m)
      expect(text.stdout).not.toContain('SKILL.md/SKILL.md')

      const json = RunReportSchema.parse(
        JSON.parse((await run(['score', 'plain/SKILL.md', '--format', 'json'])).stdout)
      )
      expect(json.skills[0]).toMatchObject({ root: 'plain', path: '.' })

      const markdown = await run(['score', 'plain/SKILL.md', '--format', 'markdown'])
      expect(markdown.stdout).not.toContain('SKILL.md/SKILL.md')

      // PluginEval's plugin_path names the skill folder, as PluginEval itself is given one.
      const plugineval = await run(['score', 'plain/SKILL.md', '--format', 'plugineval'])
      expect(JSON.parse(plugineval.stdout)[0].plugin_path).toBe('plain')

      const validate = await run(['validate', './plain/SKILL.md'])
      expect(validate.stdout).toMatch(/^plain\/SKILL\.md:\d+: /m)
      expect(validate.stdout).not.toContain('SKILL.md/SKILL.md')

      const bare = await run(['validate', path.join('plain', 'SKILL.md')])
      expect(bare.stdout).not.toContain('SKILL.md/SKILL.md')
    } finally {
      process.chdir(cwd)
    }
  })
})
