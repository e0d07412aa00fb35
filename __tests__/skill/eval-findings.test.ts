// Eval files are checked by every run, not only by the A/B layer: `validate` and `score` report a
// broken tests/eval.yaml as `eval/invalid` findings that fail the gate, every output shows them,
// `ab --dry-run` prints them and exits 1, and a hostile eval file costs its own skill one short
// error while the other skills keep their results.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { main, type CliIo } from '../../src/cli/main.js'
import { RunReportSchema, type RunReport, type SkillReport } from '../../src/model/index.js'
import { buildAnnotations } from '../../src/report/annotations.js'
import { renderJUnit } from '../../src/report/junit.js'
import { renderSummary } from '../../src/report/markdown.js'
import { renderSarif } from '../../src/report/sarif.js'
import { runSkillCi } from '../../src/run.js'
import { MAX_EVAL_BYTES } from '../../src/skill/eval-file.js'

const skillMd = (name: string) =>
  `---\nname: ${name}\ndescription: Writes changelog entries from commit subjects. Use when a release needs notes.\n---\n\n# ${name}\n\n1. Read the commits.\n2. Write one entry per change.\n`

const VALID_EVAL = 'scenarios:\n  - name: entry\n    prompt: Add an entry.\n'
// The example's eval file as it was: a plain scalar holding `: ` on line 4.
const BROKEN_EVAL =
  'scenarios:\n  - name: Fix entry\n    prompt: Add an entry for the commit "fix: csv export" to CHANGELOG.md.\n    max_turns: 10\n'

/** The inputs of the issue, each built here; every one once took down or stalled a run. */
const HOSTILE: Record<string, string> = {
  'nested-flow': `scenarios: ${'['.repeat(18_000)}${']'.repeat(18_000)}\n`,
  'bracket-lines': '[\n'.repeat(100_000),
  'quote-lines': '"\n'.repeat(100_000),
  'question-colon': '? :\n'.repeat(Math.floor(MAX_EVAL_BYTES / 4)),
  'colon-colon': ': :\n'.repeat(Math.floor(MAX_EVAL_BYTES / 4)),
  aliases: `x: &a v\nscenarios: [${'*a,'.repeat(60_000)}]\n`,
  'bracket-brace': `scenarios: ${'[{'.repeat(328)}\n`,
  oversized: `# ${'x'.repeat(MAX_EVAL_BYTES)}\n`
}

/** A folder with one skill per entry; `null` leaves the skill without an eval file. */
async function skillsRoot(evals: Record<string, string | null>): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'eval-findings-'))
  for (const [name, evalYaml] of Object.entries(evals)) {
    await mkdir(path.join(root, name, 'tests'), { recursive: true })
    await writeFile(path.join(root, name, 'SKILL.md'), skillMd(name))
    if (evalYaml !== null) await writeFile(path.join(root, name, 'tests/eval.yaml'), evalYaml)
  }
  return root
}

/** The eval file's problems (not the notice that it has too few scenarios for an A/B verdict). */
const evalFindings = (skill: SkillReport | undefined) =>
  (skill?.findings ?? []).filter((f) => f.source === 'eval' && f.ruleId !== 'eval/few-scenarios')

const skillNamed = (report: RunReport, name: string) => report.skills.find((s) => s.path === name)

function cliIo(): CliIo & { out: () => string; err: () => string } {
  let out = ''
  let err = ''
  return {
    stdout: { write: (t: string) => void (out += t) },
    stderr: { write: (t: string) => void (err += t) },
    env: {},
    out: () => out,
    err: () => err
  }
}

describe('hostile eval files in a run', () => {
  it('cost their own skill one short error finding; the other skills keep their results', async () => {
    const root = await skillsRoot({ ...HOSTILE, good: VALID_EVAL, bare: null })
    const report = RunReportSchema.parse(
      await runSkillCi({ roots: [root], gate: { failOn: 'error' } })
    )
    for (const name of Object.keys(HOSTILE)) {
      const skill = skillNamed(report, name)
      const found = evalFindings(skill)
      expect([name, found.length]).toEqual([name, 1])
      expect(found[0]).toMatchObject({
        ruleId: 'eval/invalid',
        severity: 'error',
        file: `${name}/tests/eval.yaml`,
        message: expect.stringMatching(/^refused: /)
      })
      expect(found[0]?.message.length).toBeLessThanOrEqual(200)
      // The static layer of the same skill is still there: only the eval file failed.
      expect([name, skill?.composite?.score]).toEqual([name, expect.any(Number)])
      expect(skill?.gate?.passed).toBe(false)
    }
    for (const name of ['good', 'bare']) {
      const skill = skillNamed(report, name)
      expect(evalFindings(skill)).toEqual([])
      expect(skill?.composite?.score).toEqual(expect.any(Number))
      expect(skill?.gate?.passed).toBe(true)
    }
    expect(report.summary.gate.reasons).toHaveLength(Object.keys(HOSTILE).length)
    expect(report.summary.gate.reasons).toContain(
      `${path.join(root, 'nested-flow')}: 1 finding at or above error (eval/invalid)`
    )
  })

  it('keep `ab --dry-run` short, failing and naming each file', async () => {
    const root = await skillsRoot({ ...HOSTILE, good: VALID_EVAL })
    const io = cliIo()
    expect(await main(['ab', root, '--dry-run'], io)).toBe(1)
    // One line per hostile skill, not megabytes of parser errors.
    expect(io.out().length).toBeLessThan(5000)
    for (const name of Object.keys(HOSTILE)) {
      expect(io.out()).toContain(`${name}/tests/eval.yaml:`)
      expect(io.out()).toContain(`${name}: invalid eval file (1 error)`)
    }
    expect(io.out()).toContain('gate: failed')
  })
})

describe('a broken eval file is found by validate, score and ab --dry-run', () => {
  it('validate: reported with its file and line, and the gate fails', async () => {
    const root = await skillsRoot({ broken: BROKEN_EVAL, good: VALID_EVAL })
    const io = cliIo()
    expect(await main(['validate', root], io)).toBe(1)
    expect(io.out()).toContain(
      `${path.join(root, 'broken')}/tests/eval.yaml:3: error invalid YAML: Nested mappings are not allowed in compact mappings [eval/invalid]`
    )
    // The good skill's single scenario gets a notice: no A/B verdict can come from it.
    expect(io.out()).toContain('good/tests/eval.yaml:1: notice 1 scenario: ')
    expect(io.out()).toContain('2 skills checked: 1 error, 1 notice')
    const json = cliIo()
    expect(await main(['validate', root, '--format', 'json'], json)).toBe(1)
    const report = RunReportSchema.parse(JSON.parse(json.out()))
    expect(evalFindings(skillNamed(report, 'broken'))).toEqual([
      {
        ruleId: 'eval/invalid',
        source: 'eval',
        severity: 'error',
        file: 'broken/tests/eval.yaml',
        line: 3,
        message: 'invalid YAML: Nested mappings are not allowed in compact mappings'
      }
    ])
    // --fail-on never lets it pass, as for any spec error.
    expect(await main(['validate', root, '--fail-on', 'never'], cliIo())).toBe(0)
  })

  it('score: in the text report and the gate; markdown, JUnit, SARIF and annotations show it', async () => {
    const root = await skillsRoot({ broken: BROKEN_EVAL })
    const io = cliIo()
    expect(await main(['score', root], io)).toBe(1)
    expect(io.out()).toMatch(/error +\S*broken\/tests\/eval\.yaml:3 +invalid YAML: Nested mappings/)
    expect(io.out()).toContain('1 finding at or above error (eval/invalid)')

    const report = await runSkillCi({ roots: [root], gate: { failOn: 'error' } })
    expect(renderSummary(report, { checkName: 'skill-ci' })).toContain('Nested mappings')
    expect(renderJUnit(report)).toContain('Nested mappings are not allowed in compact mappings')
    const sarif = JSON.parse(renderSarif(report)) as {
      runs: Array<{ results: Array<{ ruleId: string; locations: unknown }> }>
    }
    expect(sarif.runs[0]?.results).toContainEqual(
      expect.objectContaining({
        ruleId: 'eval/invalid',
        locations: [
          expect.objectContaining({
            physicalLocation: expect.objectContaining({
              artifactLocation: expect.objectContaining({ uri: 'broken/tests/eval.yaml' }),
              region: expect.objectContaining({ startLine: 3 })
            })
          })
        ]
      })
    )
    expect(buildAnnotations(report)).toContainEqual(
      expect.objectContaining({ path: 'broken/tests/eval.yaml', start_line: 3 })
    )
  })

  it('ab --dry-run: printed like the run prints it, and exit 1', async () => {
    const root = await skillsRoot({ broken: BROKEN_EVAL, good: VALID_EVAL })
    const io = cliIo()
    expect(await main(['ab', root, '--dry-run'], io)).toBe(1)
    expect(io.out()).toContain(
      'broken/tests/eval.yaml:3 error invalid YAML: Nested mappings are not allowed in compact mappings [eval/invalid]'
    )
    expect(io.out()).toContain(`gate: failed\n  - ${path.join(root, 'broken')}: invalid eval file`)
    const json = cliIo()
    expect(await main(['ab', root, '--dry-run', '--format', 'json'], json)).toBe(1)
    const report = RunReportSchema.parse(JSON.parse(json.out()))
    expect(report.summary.gate.passed).toBe(false)
    expect(skillNamed(report, 'good')?.gate?.passed).toBe(true)
    // The same skills with a valid eval file pass the dry run.
    const fine = await skillsRoot({ good: VALID_EVAL })
    expect(await main(['ab', fine, '--dry-run'], cliIo())).toBe(0)
  })
})
