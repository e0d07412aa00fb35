// Trigger sets as authors write them: the `triggers:` block of tests/eval.yaml and skill-creator's
// evals/trigger-evals.json, checked with lines, merged into one TriggerSet, reported by `score`
// and `validate` like every eval file, and written back as a block that parses again.
import { mkdir, mkdtemp, symlink, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { Ajv2020 } from 'ajv/dist/2020.js'
import { parse as parseYaml } from 'yaml'
import { createAbRunner } from '../../src/layers/ab/runner.js'
import { createLlm } from '../../src/llm/index.js'
import { RunReportSchema, TriggerSetSchema } from '../../src/model/index.js'
import { runSkillCi } from '../../src/run.js'
import {
  loadEvalFile,
  loadTriggerEvals,
  parseEvalYaml,
  parseTriggerEvals
} from '../../src/skill/eval-file.js'
import { evalJsonSchema } from '../../src/skill/eval/json-schema.js'
import { authoredTriggerSet } from '../../src/skill/authored-triggers.js'
import { triggersYamlBlock } from '../../src/skill/triggers.js'

const TRIGGERS_ONLY = `triggers:
  should:
    - Turn this changelog into release notes
    - { query: "notes for v2.3 please", note: casual }
  should_not:
    - What is the capital of Peru?
    - { query: "Review my pull request", expected_skill: code-review }
`

const problems = (text: string): string[] => {
  const r = parseEvalYaml(text, 'tests/eval.yaml')
  if (r.ok) throw new Error('expected errors')
  return r.errors.map((e) => `${e.line ?? '-'} ${e.message}`)
}

describe('the triggers block of tests/eval.yaml', () => {
  it('is valid on its own: no scenarios needed', () => {
    const r = parseEvalYaml(TRIGGERS_ONLY, 'tests/eval.yaml')
    expect(r.ok).toBe(true)
    if (r.ok !== true) return
    expect(r.suite.scenarios).toEqual([])
    expect(r.suite.triggers?.should).toHaveLength(2)
    // The published JSON Schema agrees.
    const validate = new Ajv2020({ strict: false }).compile(evalJsonSchema())
    expect(validate(parseYaml(TRIGGERS_ONLY))).toBe(true)
    expect(validate(parseYaml('triggers:\n  should: [{ query: a, bad: 1 }]\n'))).toBe(false)
  })

  it('names the file and line of each problem', () => {
    expect(
      problems(`triggers:
  should:
    - ""
    - { query: ok, expected_skill: x }
  should_not:
    - { note: no query }
  sholud_not: []
`)
    ).toEqual([
      '3 triggers.should.0: query is required',
      '4 triggers.should.1: Unrecognized key: "expected_skill"',
      '6 triggers.should_not.0: a prompt is a string or { query, note, expected_skill }',
      '2 triggers: Unrecognized key: "sholud_not"'
    ])
    expect(problems('triggers: {}\n')).toEqual([
      '1 triggers: triggers needs at least one prompt in `should` or `should_not`'
    ])
    expect(problems(`triggers:\n  should: ["${'x'.repeat(2001)}"]\n`)[0]).toMatch(
      /^2 triggers.should.0: a trigger prompt has at most 2000 characters/
    )
  })
})

describe('evals/trigger-evals.json', () => {
  it('reads skill-creator\u2019s list, ignoring keys it does not know', () => {
    const r = parseTriggerEvals(
      '[{"query": "make release notes", "should_trigger": true, "id": 1},\n {"query": "review this", "should_trigger": false, "expected_skill": "code-review"}]',
      'evals/trigger-evals.json'
    )
    expect(r).toEqual({
      ok: true,
      items: [
        { query: 'make release notes', should_trigger: true },
        { query: 'review this', should_trigger: false, expected_skill: 'code-review' }
      ]
    })
  })

  it('reports problems with the file and line', () => {
    const r = parseTriggerEvals(
      '[\n  {"query": "a", "should_trigger": true},\n  {"query": "b", "should_trigger": "yes"},\n  {"should_trigger": false}\n]\n',
      'skills/x/evals/trigger-evals.json'
    )
    expect(r).toEqual({
      ok: false,
      errors: [
        {
          code: 'eval-invalid',
          file: 'skills/x/evals/trigger-evals.json',
          line: 3,
          message: '1.should_trigger: should_trigger must be true or false'
        },
        {
          code: 'eval-invalid',
          file: 'skills/x/evals/trigger-evals.json',
          line: 4,
          message: '2.query: Invalid input: expected string, received undefined'
        }
      ]
    })
    expect(parseTriggerEvals('[]', 'f')).toMatchObject({
      ok: false,
      errors: [{ message: 'At least one prompt is required' }]
    })
    expect(parseTriggerEvals('{"query": "a"', 'f')).toMatchObject({ ok: false })
  })

  it('is read bounded and only inside the skill folder', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'trigger-evals-'))
    expect(await loadTriggerEvals(dir)).toEqual({ ok: 'absent' })
    const outside = await mkdtemp(path.join(os.tmpdir(), 'trigger-outside-'))
    await writeFile(path.join(outside, 'host.json'), '[{"query":"HOST","should_trigger":true}]')
    await mkdir(path.join(dir, 'evals'))
    await symlink(path.join(outside, 'host.json'), path.join(dir, 'evals/trigger-evals.json'))
    const linked = await loadTriggerEvals(dir, 'skills/x')
    expect(linked).toMatchObject({
      ok: false,
      errors: [
        {
          file: 'skills/x/evals/trigger-evals.json',
          message: expect.stringMatching(/outside the skill folder/)
        }
      ]
    })
    expect(JSON.stringify(linked)).not.toContain('HOST')
    const big = await mkdtemp(path.join(os.tmpdir(), 'trigger-big-'))
    await mkdir(path.join(big, 'evals'))
    await writeFile(path.join(big, 'evals/trigger-evals.json'), ' '.repeat(300 * 1024))
    expect(await loadTriggerEvals(big)).toMatchObject({
      ok: false,
      errors: [{ message: expect.stringMatching(/^refused: eval file is 300 KB/) }]
    })
  })
})

describe('authoredTriggerSet', () => {
  const yaml = parseEvalYaml(TRIGGERS_ONLY, 'tests/eval.yaml')
  const json = parseTriggerEvals(
    JSON.stringify([
      { query: 'turn this  CHANGELOG into release notes', should_trigger: true },
      { query: 'notes for v2.3 please', should_trigger: false },
      { query: 'Summarise the git log since the last tag', should_trigger: true },
      { query: 'Fix the flaky test', should_trigger: false, expected_skill: 'unit-testing' },
      { query: 'Write release notes', should_trigger: true, expected_skill: 'ignored' }
    ]),
    'evals/trigger-evals.json'
  )

  it('merges both files: eval.yaml first, each request once, disagreements reported', () => {
    const { set, conflicts } = authoredTriggerSet(yaml, json)
    expect(TriggerSetSchema.parse(set)).toEqual(set)
    expect(set?.sources).toEqual(['authored-eval-yaml', 'authored-trigger-evals'])
    expect(set?.prompts).toEqual([
      {
        query: 'Turn this changelog into release notes',
        should: true,
        source: 'authored-eval-yaml'
      },
      {
        query: 'notes for v2.3 please',
        should: true,
        note: 'casual',
        source: 'authored-eval-yaml'
      },
      { query: 'What is the capital of Peru?', should: false, source: 'authored-eval-yaml' },
      {
        query: 'Review my pull request',
        should: false,
        expectedSkill: 'code-review',
        source: 'authored-eval-yaml'
      },
      {
        query: 'Summarise the git log since the last tag',
        should: true,
        source: 'authored-trigger-evals'
      },
      {
        query: 'Fix the flaky test',
        should: false,
        expectedSkill: 'unit-testing',
        source: 'authored-trigger-evals'
      },
      { query: 'Write release notes', should: true, source: 'authored-trigger-evals' }
    ])
    expect(conflicts).toEqual(['notes for v2.3 please'])
  })

  it('is null without authored prompts, whatever else the eval file holds', async () => {
    expect(authoredTriggerSet({ ok: 'absent' }, { ok: 'absent' })).toEqual({
      set: null,
      conflicts: []
    })
    const scenariosOnly = parseEvalYaml('scenarios: [{ name: a, prompt: b }]\n', 'f')
    expect(authoredTriggerSet(scenariosOnly, { ok: 'absent' }).set).toBeNull()
    expect(authoredTriggerSet({ ok: 'absent' }, json).set?.sources).toEqual([
      'authored-trigger-evals'
    ])
  })

  it('writes a set back as a triggers block that parses to the same prompts', () => {
    const { set } = authoredTriggerSet(yaml, json)
    if (!set) throw new Error('expected a set')
    const block = triggersYamlBlock(set)
    expect(block).not.toMatch(/^# Generated/)
    const again = parseEvalYaml(block, 'tests/eval.yaml')
    expect(again.ok).toBe(true)
    const back = authoredTriggerSet(again, { ok: 'absent' }).set
    // The block lists the should-prompts first, then the near misses.
    const strip = (ps: typeof set.prompts) => ps.map(({ source: _s, ...p }) => p)
    const shouldFirst = [
      ...set.prompts.filter((p) => p.should),
      ...set.prompts.filter((p) => !p.should)
    ]
    expect(strip(back?.prompts ?? [])).toEqual(strip(shouldFirst))
    const generated = triggersYamlBlock({
      prompts: [
        { query: 'a: b # not a comment', should: true, source: 'generated' },
        { query: 'x', should: false, expectedSkill: 'git-workflows', source: 'generated' }
      ],
      sources: ['generated'],
      model: 'claude-sonnet-5'
    })
    expect(generated).toMatch(/^# Generated by skill-ci with claude-sonnet-5: review every prompt/)
    const parsed = parseEvalYaml(generated, 'tests/eval.yaml')
    expect(parsed.ok === true && parsed.suite.triggers).toEqual({
      should: ['a: b # not a comment'],
      should_not: [{ query: 'x', expected_skill: 'git-workflows' }]
    })
  })
})

const SKILL_MD = (name: string) =>
  `---\nname: ${name}\ndescription: Writes release notes from a changelog. Use when a release needs notes.\n---\n\n# ${name}\n\n1. Read the changelog.\n2. Group the entries.\n`

describe('trigger files in a run', () => {
  it('are checked by score and validate: problems fail the gate with file and line', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'trigger-run-'))
    const skill = (name: string) => path.join(root, name)
    for (const name of ['broken', 'conflict', 'fine']) {
      await mkdir(path.join(skill(name), 'evals'), { recursive: true })
      await mkdir(path.join(skill(name), 'tests'), { recursive: true })
      await writeFile(path.join(skill(name), 'SKILL.md'), SKILL_MD(name))
    }
    await writeFile(
      path.join(skill('broken'), 'evals/trigger-evals.json'),
      '[\n  {"query": "x", "should_trigger": 1}\n]\n'
    )
    await writeFile(path.join(skill('conflict'), 'tests/eval.yaml'), TRIGGERS_ONLY)
    await writeFile(
      path.join(skill('conflict'), 'evals/trigger-evals.json'),
      '[{"query": "What is the capital of  Peru?", "should_trigger": true}]'
    )
    await writeFile(path.join(skill('fine'), 'tests/eval.yaml'), TRIGGERS_ONLY)
    const report = RunReportSchema.parse(
      await runSkillCi({ roots: [root], gate: { failOn: 'error' } })
    )
    const findingsOf = (name: string) =>
      report.skills.find((s) => s.path === name)?.findings.filter((f) => f.source === 'eval')
    expect(findingsOf('broken')).toEqual([
      {
        ruleId: 'eval/invalid',
        source: 'eval',
        severity: 'error',
        file: 'broken/evals/trigger-evals.json',
        line: 2,
        message: '0.should_trigger: should_trigger must be true or false'
      }
    ])
    expect(findingsOf('conflict')).toEqual([
      expect.objectContaining({
        ruleId: 'eval/trigger-conflict',
        severity: 'warning',
        file: 'conflict/evals/trigger-evals.json',
        message: expect.stringContaining("tests/eval.yaml's answer is used")
      })
    ])
    // A file of trigger prompts only is no A/B test: no "few scenarios" notice.
    expect(findingsOf('fine')).toEqual([])
    const gateOf = (name: string) => report.skills.find((s) => s.path === name)?.gate?.passed
    expect([gateOf('broken'), gateOf('conflict'), gateOf('fine')]).toEqual([false, true, true])
  })

  it('without scenarios, the A/B layer says it is skipped and makes no call', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'trigger-ab-'))
    await mkdir(path.join(root, 'tests'))
    await writeFile(path.join(root, 'SKILL.md'), SKILL_MD('notes'))
    await writeFile(path.join(root, 'tests/eval.yaml'), TRIGGERS_ONLY)
    // Nothing listens here: any call would fail the test with a transport error.
    const llm = createLlm({
      apiKey: 'k',
      baseURL: 'http://127.0.0.1:9',
      toolVersion: 'test',
      cacheDir: null,
      retry: { maxRetries: 0 },
      env: {}
    })
    const evalFile = await loadEvalFile(root)
    const outcome = await createAbRunner({
      llm,
      model: 'claude-sonnet-5',
      judgeModel: 'claude-opus-4-8'
    }).run({
      dir: root,
      relPath: '.',
      skillFile: 'SKILL.md',
      name: 'notes',
      content: SKILL_MD('notes'),
      frontmatter: { delimited: true, data: { name: 'notes' }, keyLines: {}, bodyStartLine: 5 },
      evalFile
    })
    expect(outcome.record).toEqual({
      status: 'skipped',
      reason: 'the eval file has no scenarios (only triggers)'
    })
    expect(llm.ledger.calls).toBe(0)
  })
})
