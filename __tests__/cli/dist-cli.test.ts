// The BUNDLED command line (dist/cli.js) run as a user runs it, `node dist/cli.js …` in a clean
// environment without an API key, under Node 22 and Node 24: exit codes, stdout and stderr of
// score (text and JSON), the gate, validate, `ab --dry-run` and usage errors. The in-process CLI
// tests (main.test.ts) cover the options one by one; this checks the shipped bundle end to end,
// with few processes.
import { afterAll, beforeAll, expect, it } from '@jest/globals'
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { SCHEMA_VERSION } from '../../src/model/index.js'
import { describeEachNode, pathWithoutNodeModules } from '../node-binaries.js'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const CLI = join(ROOT, 'dist/cli.js')

interface CliRun {
  code: number
  stdout: string
  stderr: string
}

/** `node dist/cli.js …args` in `cwd`, with PATH, HOME and NO_COLOR only (no API key). */
function runCli(node: string, args: string[], cwd: string): Promise<CliRun> {
  return new Promise((done) => {
    execFile(
      node,
      [CLI, ...args],
      {
        cwd,
        env: { PATH: pathWithoutNodeModules(), HOME: process.env.HOME, NO_COLOR: '1' },
        timeout: 30_000
      },
      (err, stdout, stderr) => {
        done({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr })
      }
    )
  })
}

interface JsonReport {
  schemaVersion: number
  roots: string[]
  skills: { path: string; name: string; composite: { score: number; badge: string } }[]
  summary: { gate: { passed: boolean } }
}

/** One scenario, at most 4 turns: 2 runs × 2 arms × 4 turns + 2 pairs × 2 orders × 2 tries. */
const EVAL_YAML = `scenarios:
  - name: Summarise
    prompt: Summarise data.csv into summary.md
    setup:
      files:
        - { path: data.csv, content: "a,b\\n1,2\\n" }
    assertions:
      - { type: file_contains, path: summary.md, value: "rows: 1" }
    max_turns: 4
`
const FILES: Record<string, string> = {
  'skills/good/SKILL.md':
    '---\nname: good\ndescription: Summarises CSV files. Use when the user asks for a CSV summary.\n---\n\n# Good\n\nCount the rows and write summary.md.\n',
  'skills/good/tests/eval.yaml': EVAL_YAML,
  'skills/bad/SKILL.md': '---\nname: Bad_Name\ndescription: x\n---\n\n# Bad\n'
}

let work: string
beforeAll(async () => {
  if (!existsSync(CLI)) throw new Error('dist/cli.js is missing: run `npm run build` first')
  work = await mkdtemp(join(tmpdir(), 'skill-ci-dist-cli-'))
  for (const [path, text] of Object.entries(FILES)) {
    await mkdir(dirname(join(work, path)), { recursive: true })
    await writeFile(join(work, path), text)
  }
})
afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true })
})

describeEachNode('dist/cli.js', ({ path: node }) => {
  it('scores the example skills as text and as JSON, the same numbers, and exits 0', async () => {
    const [text, json] = await Promise.all([
      runCli(node, ['score', 'examples/skills'], ROOT),
      runCli(node, ['score', 'examples/skills', '--format', 'json'], ROOT)
    ])
    expect([text.code, json.code]).toEqual([0, 0])
    expect(json.stderr).toBe('')
    const report = JSON.parse(json.stdout) as JsonReport
    expect(report.schemaVersion).toBe(SCHEMA_VERSION)
    expect(report.roots).toEqual(['examples/skills'])
    expect(report.skills.map((s) => s.path)).toEqual(['changelog-writer', 'quick-notes'])
    expect(report.summary.gate.passed).toBe(true)
    // The table shows each skill with the JSON's score to one decimal, and the gate.
    expect(text.stdout).toMatch(/^skill-ci \d+\.\d+\.\d+ · depth quick · 2 skills$/m)
    for (const skill of report.skills) {
      const score = skill.composite.score.toFixed(1).replace('.', '\\.')
      expect(text.stdout).toMatch(new RegExp(`^ +examples/skills/${skill.path} +${score} +`, 'm'))
    }
    // The flawed example shows its anti-patterns with file and line.
    expect(text.stdout).toMatch(
      /anti-pattern examples\/skills\/quick-notes\/SKILL\.md:\d+ +DEAD_CROSS_REF: /
    )
    expect(text.stdout).toMatch(/^Gate passed$/m)
  })

  it('fails the gate with exit 1 when a composite is below --threshold, and says why', async () => {
    const run = await runCli(node, ['score', 'examples/skills', '--threshold', '100'], ROOT)
    expect(run.code).toBe(1)
    expect(run.stdout).toMatch(/^Gate failed \(2 skills\):$/m)
    expect(run.stdout).toMatch(
      /^ {2}- examples\/skills\/changelog-writer: composite \d+\.\d is below the threshold 100$/m
    )
  })

  it('validates: one line per spec finding as file:line, a count, exit 1 on errors', async () => {
    const run = await runCli(node, ['validate', 'skills'], work)
    expect(run.code).toBe(1)
    const lines = run.stdout.trim().split('\n')
    expect(lines.slice(0, -1)).toEqual([
      expect.stringMatching(/^skills\/bad\/SKILL\.md:2: error .* \[spec\/name-format\]$/),
      expect.stringMatching(/^skills\/bad\/SKILL\.md:2: error .* \[spec\/name-format\]$/),
      expect.stringMatching(/^skills\/bad\/SKILL\.md:2: error .* \[spec\/name-directory\]$/),
      // The good skill's eval file has one scenario: no A/B verdict can come from it.
      expect.stringMatching(
        /^skills\/good\/tests\/eval\.yaml:1: notice 1 scenario: .* \[eval\/few-scenarios\]$/
      )
    ])
    expect(lines.at(-1)).toBe('2 skills checked: 3 errors, 1 notice — failed')
  })

  it('prints the A/B estimate on --dry-run, with no API key and no model call', async () => {
    const run = await runCli(node, ['ab', 'skills/good', '--dry-run', '--runs', '2'], work)
    expect(run.code).toBe(0)
    // 2 runs × 2 arms × 4 turns = 16 agent calls; 2 pairs × 2 orders × 2 tries = 8 judge calls.
    expect(run.stderr).toMatch(
      /^skill-ci: LLM estimate: 24 calls, at most \$\d+\.\d{4} .*— ab: 24 calls ≤ \$\d+\.\d{4}; budget max-usd \$10: fits$/m
    )
    expect(run.stderr).toMatch(/^skill-ci: dry run: no model call was made$/m)
    expect(run.stdout).toContain('skills/good: skipped — dry run (estimate only)')
  })

  it('exits 2 on usage errors: a path that does not exist, an unknown option', async () => {
    const [missing, option] = await Promise.all([
      runCli(node, ['score', 'no/such/path'], work),
      runCli(node, ['score', 'skills', '--no-such-option'], work)
    ])
    expect(missing).toMatchObject({ code: 2, stdout: '' })
    expect(missing.stderr).toContain('skill-ci: path not found: no/such/path')
    expect(option).toMatchObject({ code: 2, stdout: '' })
    expect(option.stderr).toContain("unknown option '--no-such-option'")
  })

  it('exits 2 on a file that is not a skill and on contradicting flags, before any work', async () => {
    const [file, flags] = await Promise.all([
      runCli(node, ['score', 'skills/good/tests/eval.yaml'], work),
      runCli(node, ['ab', 'skills', '--no-results-dir', '--results-dir', 'x'], work)
    ])
    expect(file).toMatchObject({ code: 2, stdout: '' })
    expect(file.stderr).toBe(
      'skill-ci: skills/good/tests/eval.yaml is a file, not a skill: give a skill folder, its SKILL.md, or a folder containing skills\n'
    )
    expect(flags).toMatchObject({ code: 2, stdout: '' })
    expect(flags.stderr).toContain('--results-dir and --no-results-dir contradict each other')
  })

  it("scores the current folder without a path, and takes the Action's --fail-under", async () => {
    const [here, gated] = await Promise.all([
      runCli(node, ['score', '--format', 'json'], join(work, 'skills', 'good')),
      runCli(node, ['score', '--fail-under', '100'], join(work, 'skills', 'good'))
    ])
    expect(here.code).toBe(0)
    expect((JSON.parse(here.stdout) as JsonReport).skills.map((s) => s.name)).toEqual(['good'])
    expect(gated.code).toBe(1)
    expect(gated.stdout).toMatch(/^ {2}- \.: composite \d+\.\d is below the threshold 100$/m)
  })

  it('fails a deep run without an API key, naming the layers on stderr before the run', async () => {
    const [failed, warned] = await Promise.all([
      runCli(node, ['score', 'skills/good', '--depth', 'deep'], work),
      runCli(node, ['score', 'skills/good', '--depth', 'deep', '--on-layer-error', 'warn'], work)
    ])
    expect(failed.code).toBe(1)
    const lines = failed.stderr.split('\n')
    expect(lines.slice(0, 2)).toEqual([
      'skill-ci: judge layer requested by depth "deep", but cannot run: no Anthropic API key (set ANTHROPIC_API_KEY); the gate will fail (--on-layer-error warn lets it pass)',
      'skill-ci: monte-carlo layer requested by depth "deep", but cannot run: no Anthropic API key (set ANTHROPIC_API_KEY); the gate will fail (--on-layer-error warn lets it pass)'
    ])
    expect(failed.stdout).toMatch(/^Gate failed \(1 skill\):$/m)
    expect(failed.stdout).toContain('judge layer failed: cannot run: no Anthropic API key')
    expect(failed.stdout).toContain('monte carlo layer failed: cannot run: no Anthropic API key')
    expect(warned.code).toBe(0)
    expect(warned.stderr).toContain('--on-layer-error warn lets the gate pass')
  })
})
