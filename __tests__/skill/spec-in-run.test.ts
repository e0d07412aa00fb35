// The spec rules as a run reports them: each problem once, links checked against the skill's own
// folder, and the platform-field option honoured from the CLI and the Action's inputs alike.
import { describe, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { specOf } from '../../src/action/settings.js'
import { readInputs } from '../../src/action/inputs.js'
import { main, type CliIo } from '../../src/cli/main.js'
import { runSkillCi } from '../../src/run.js'
import { DEFAULT_SPEC_RULE_OPTIONS, specRuleOptionsOfRun } from '../../src/skill/spec/defaults.js'
import { SpecRuleOptionsSchema, type SpecRuleOptions } from '../../src/skill/spec/options.js'

/** A root holding one skill folder `demo` with this SKILL.md and these extra files. */
function root(skillMd: string, files: string[] = []): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'skill-ci-spec-run-'))
  mkdirSync(path.join(dir, 'demo'))
  writeFileSync(path.join(dir, 'demo', 'SKILL.md'), skillMd)
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, 'demo', file)), { recursive: true })
    writeFileSync(path.join(dir, 'demo', file), 'x\n')
  }
  return dir
}

const DESCRIPTION = 'Extract tables from PDF files. Use when the user asks for PDF tables.'

async function cli(argv: string[]): Promise<{ code: number; stdout: string }> {
  let stdout = ''
  const io: CliIo = {
    stdout: { write: (t) => void (stdout += t), isTTY: false },
    stderr: { write: () => undefined, isTTY: false },
    env: {}
  }
  return { code: await main(argv, io), stdout }
}

describe('a run reports a non-string description once', () => {
  it('keeps the reader error and drops the spec finding that repeats it', async () => {
    const dir = root('---\nname: demo\ndescription: 42\n---\n# Demo\n')
    const report = await runSkillCi({ roots: [dir], gate: { failOn: 'error' } })
    const [skill] = report.skills
    const aboutDescription = [
      ...skill.errors.map((e) => e.code),
      ...skill.findings.map((f) => f.ruleId)
    ].filter((id) => id.includes('description'))
    expect(aboutDescription).toEqual(['description-not-string'])
    expect(skill.errors[0]).toMatchObject({ file: 'demo/SKILL.md', line: 3 })
    expect(skill.gate?.passed).toBe(false)
  })
})

describe('a run checks the files SKILL.md links to', () => {
  it('fails the gate on a link into scripts/ whose file is missing', async () => {
    const body = [
      '# Demo',
      '',
      'Read [the guide](references/guide.md), then run [the script](scripts/extract.py).',
      ''
    ].join('\n')
    const dir = root(`---\nname: demo\ndescription: ${DESCRIPTION}\n---\n${body}`, [
      'references/guide.md'
    ])
    const report = await runSkillCi({ roots: [dir], gate: { failOn: 'error' } })
    const [skill] = report.skills
    expect(skill.findings.filter((f) => f.source === 'spec')).toEqual([
      {
        file: 'demo/SKILL.md',
        line: 7,
        ruleId: 'spec/missing-file',
        source: 'spec',
        severity: 'error',
        message:
          'The link "scripts/extract.py" names a file that does not exist in the skill folder.'
      }
    ])
    expect(report.summary.gate.passed).toBe(false)
  })
})

describe('the platform-fields option', () => {
  const skillMd = `---\nname: demo\ndescription: ${DESCRIPTION}\nmodel: haiku\n---\n# Demo\n`

  it('is a notice by default and an error with --platform-fields error', async () => {
    const dir = root(skillMd)
    const allowed = await cli(['validate', path.join(dir, 'demo'), '--unknown-fields', 'error'])
    expect(allowed.code).toBe(0)
    expect(allowed.stdout).toContain('[spec/platform-field]')
    const strict = await cli(['validate', path.join(dir, 'demo'), '--platform-fields', 'error'])
    expect(strict.code).toBe(1)
    expect(strict.stdout).toContain('SKILL.md:4: error Frontmatter field "model" is a platform')
  })

  it('is read from the Action input platform-fields and passed to the spec rules', () => {
    const source = (values: Record<string, string>) => (name: string) => values[name] ?? ''
    const strict = readInputs(source({ 'github-token': 't', 'platform-fields': 'warn' }), () => {})
    expect(specOf(strict)).toMatchObject({ platformFields: 'warn' })
    expect(specOf(readInputs(source({ 'github-token': 't' }), () => {}))).toMatchObject({
      platformFields: 'allow'
    })
    expect(() =>
      readInputs(source({ 'github-token': 't', 'platform-fields': 'off' }), () => {})
    ).toThrow(/platform-fields must be one of allow, warn, error/)
  })
})

describe("a run's spec options", () => {
  const skillMd = `---\nname: demo\ndescription: ${DESCRIPTION}\nmodel: haiku\n---\n# Demo\n`

  it('are the defaults, unchecked, when none differ from them', async () => {
    expect(await specRuleOptionsOfRun(undefined)).toBe(DEFAULT_SPEC_RULE_OPTIONS)
    const same = {
      unknownFields: 'warn',
      allowUnicodeNames: false,
      extraAllowedFields: []
    } as const
    expect(await specRuleOptionsOfRun({ ...same, extraAllowedFields: [] })).toBe(
      DEFAULT_SPEC_RULE_OPTIONS
    )
    expect(
      await specRuleOptionsOfRun({ unknownFields: 'error', extraAllowedFields: ['x'] })
    ).toEqual({ ...DEFAULT_SPEC_RULE_OPTIONS, unknownFields: 'error', extraAllowedFields: ['x'] })
  })

  it('are refused with the schema’s own error, before any skill is read', async () => {
    const bad: unknown[] = [
      { unknownFields: 'fail' },
      { allowUnicode: true },
      { extraAllowedFields: [1] },
      { extraAllowedFields: ['x'], platformFields: 'off' },
      { recommendations: undefined, unknownFields: 'warn', x: undefined },
      null,
      []
    ]
    for (const options of bad) {
      const refusal = SpecRuleOptionsSchema.safeParse(options)
      expect(refusal.success).toBe(false)
      await expect(specRuleOptionsOfRun(options as Partial<SpecRuleOptions>)).rejects.toThrow(
        refusal.error!.message
      )
    }
    const dir = root(skillMd)
    const spec = { platformFields: 'off' } as unknown as Partial<SpecRuleOptions>
    const refusal = SpecRuleOptionsSchema.safeParse(spec).error!
    await expect(runSkillCi({ roots: [dir], gate: { failOn: 'error' }, spec })).rejects.toThrow(
      refusal.message
    )
  })

  it('reach every skill of the run', async () => {
    const dir = root(skillMd)
    const report = await runSkillCi({
      roots: [dir],
      gate: { failOn: 'error' },
      spec: { platformFields: 'error' }
    })
    expect(report.skills[0]?.findings).toContainEqual(
      expect.objectContaining({ ruleId: 'spec/platform-field', severity: 'error', line: 4 })
    )
  })
})
