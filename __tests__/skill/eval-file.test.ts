import { mkdtemp, mkdir, symlink, writeFile } from 'node:fs/promises'
import { readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { Ajv2020 } from 'ajv/dist/2020.js'
import { parse as parseYaml } from 'yaml'
import {
  loadEvalFile,
  MAX_EVAL_BYTES,
  parseEvalsJson,
  parseEvalYaml
} from '../../src/skill/eval-file.js'
import { evalJsonSchemaText } from '../../src/skill/eval/json-schema.js'
import { RE2JS } from 're2js'
import {
  MAX_FILE_REGEX_SIZE,
  MAX_REGEX_PROGRAM_SIZE,
  regexSizeEstimate
} from '../../src/skill/eval/regex.js'
import { MAX_SCENARIOS, MAX_TIMEOUT_SECONDS } from '../../src/skill/eval/schema.js'
import { MAX_YAML_TOKENS } from '../../src/skill/eval/yaml-limits.js'

const FULL = `scenarios:
  - name: "Parse CSV"
    prompt: "Summarise data.csv"
    setup:
      files:
        - { path: "input.txt", content: "hello" }
        - { path: "empty.txt", content: "" }
        - { path: "data.csv", source: "fixtures/sample.csv" }
    assertions:
      - { type: output_contains, value: "total" }
      - { type: output_matches, pattern: "\\\\d+ rows" }
      - { type: file_exists, path: "*.csv" }
      - { type: file_contains, path: "**/*.md", value: "Summary" }
      - { type: exit_success }
    rubric: ["Numbers are correct", "Explains method"]
    expect_tools: ["bash"]
    reject_tools: ["create_file"]
    max_turns: 15
    max_tokens: 50000
    timeout: 120
`

const messages = (text: string): string[] => {
  const r = parseEvalYaml(text, 'tests/eval.yaml')
  if (r.ok) throw new Error('expected errors')
  return r.errors.map((e) => `${e.line ?? '-'} ${e.message}`)
}

describe('parseEvalYaml', () => {
  it('accepts the full surface of skill-validator §2.8 and applies the timeout default', () => {
    const r = parseEvalYaml(FULL, 'tests/eval.yaml')
    expect(r.ok).toBe(true)
    if (r.ok !== true) return
    const s = r.suite.scenarios[0]
    expect(s.setup?.files?.[1]).toEqual({ path: 'empty.txt', content: '' })
    expect(s.assertions).toHaveLength(5)
    expect(s.max_turns).toBe(15)
    const noTimeout = parseEvalYaml('scenarios:\n  - { name: a, prompt: b }\n', 'x')
    expect(noTimeout.ok === true && noTimeout.suite.scenarios[0].timeout).toBe(120)
  })

  it('names the line of each problem (A.5 cases)', () => {
    expect(messages('scenarios: []\n')).toEqual(['1 scenarios: At least one scenario is required'])
    expect(messages('other: 1\n')).toEqual(['1 Unrecognized key: "other"'])
    expect(messages('# nothing\n{}\n')).toEqual([
      '2 an eval file needs `scenarios`, `triggers`, or both'
    ])
    const text = `scenarios:
  - name: ""
    prompt: p
    timeout: -1
    max_turns: 1.5
    assertions:
      - { type: bogus }
      - { type: output_contains }
`
    const got = messages(text)
    expect(got).toContain('2 scenarios.0.name: Scenario name is required')
    expect(got).toContain('4 scenarios.0.timeout: Too small: expected number to be >0')
    expect(got.some((m) => m.startsWith('5 scenarios.0.max_turns:'))).toBe(true)
    expect(
      got.some((m) => m.startsWith('7 scenarios.0.assertions.0.type: Invalid discriminator'))
    ).toBe(true)
    expect(got).toContain(
      '8 scenarios.0.assertions.1.value: Invalid input: expected string, received undefined'
    )
  })

  it('reports misspelled keys instead of dropping them', () => {
    expect(messages('scenarios:\n  - name: a\n    prompt: b\n    assertion: []\n')).toEqual([
      '2 scenarios.0: Unrecognized key: "assertion"'
    ])
  })

  it('compiles regexes at load time', () => {
    const got = messages(
      'scenarios:\n  - name: a\n    prompt: b\n    assertions:\n      - type: output_matches\n        pattern: "(a"\n'
    )
    expect(got).toHaveLength(1)
    expect(got[0]).toMatch(/^6 scenarios.0.assertions.0.pattern: invalid regular expression/)
  })

  it('refuses setup paths, sources and globs that leave the work dir', () => {
    const setup = `scenarios:
  - name: a
    prompt: b
    setup:
      files:
        - { path: "../x", content: "" }
        - { path: "/etc/passwd", content: "" }
        - { path: "ok", source: "../../../home/runner/.ssh/id_rsa" }
        - { path: "ok2" }
`
    expect(messages(setup)).toEqual([
      "6 scenarios.0.setup.files.0.path: '..' is not allowed",
      '7 scenarios.0.setup.files.1.path: absolute paths are not allowed',
      "8 scenarios.0.setup.files.2.source: '..' is not allowed",
      '9 scenarios.0.setup.files.3: a setup file needs `content` or `source`'
    ])
    const globs = `scenarios:
  - name: a
    prompt: b
    assertions:
      - { type: file_exists, path: "/etc/passwd" }
      - { type: file_contains, path: "a/../../b", value: v }
`
    expect(messages(globs)).toEqual([
      '5 scenarios.0.assertions.0.path: absolute paths are not allowed',
      "6 scenarios.0.assertions.1.path: '..' is not allowed"
    ])
  })

  it('refuses globs with more than 4 `*` wildcards: their matching time grows exponentially', () => {
    // '*a*a*a/*a*a*a/*a*a*ab' took 14 s against one 250-character folder chain (tinyglobby 0.2).
    const text = `scenarios:
  - name: a
    prompt: b
    assertions:
      - { type: file_exists, path: "*a*a*a/*a*a*a/*a*a*ab" }
      - { type: file_contains, path: "{a*,b*}{a*,b*}{a*,b*}", value: v }
      - { type: file_not_exists, path: "**/src/*/*.{ts,js}" }
`
    expect(messages(text)).toEqual([
      '5 scenarios.0.assertions.0.path: a glob may use at most 4 `*` wildcards (it has 9)',
      '6 scenarios.0.assertions.1.path: a glob may use at most 4 `*` wildcards (it has 6)'
    ])
  })

  it('refuses regexes whose RE2 program exceeds the size cap', () => {
    // `[a-z]{1000}` × 100 compiles to 100,002 instructions: 104 s on a 200k-character output.
    const text = `scenarios:\n  - name: a\n    prompt: b\n    assertions:\n      - { type: output_matches, pattern: "${'[a-z]{1000}'.repeat(2)}" }\n      - { type: output_matches, pattern: "[a-z]{990}" }\n`
    expect(messages(text)).toEqual([
      `5 scenarios.0.assertions.0.pattern: invalid regular expression: its RE2 program has 2002 instructions (the limit is ${MAX_REGEX_PROGRAM_SIZE})`
    ])
  })

  it('caps the scenario count and the timeout, naming the caps', () => {
    // 7,000 scenarios fit in the 256 KB file limit; a timeout above setTimeout's 2^31 ms range
    // would fire at once instead of never (Node clamps it to 1 ms).
    const many = `scenarios:\n${Array.from({ length: MAX_SCENARIOS + 1 }, (_, i) => `  - { name: s${i}, prompt: p }\n`).join('')}`
    expect(messages(many)).toEqual([
      `2 scenarios: at most ${MAX_SCENARIOS} scenarios per eval file`
    ])
    const evals = JSON.stringify({
      evals: Array.from({ length: MAX_SCENARIOS + 1 }, (_, id) => ({ id, prompt: 'p' }))
    })
    expect(parseEvalsJson(evals, 'evals/evals.json')).toMatchObject({
      ok: false,
      errors: [{ message: `evals: at most ${MAX_SCENARIOS} evals per file` }]
    })
    expect(messages('scenarios:\n  - { name: a, prompt: p, timeout: 3000000 }\n')).toEqual([
      `2 scenarios.0.timeout: at most ${MAX_TIMEOUT_SECONDS} seconds per run`
    ])
  })

  it('reports YAML syntax errors with their line and refuses alias bombs', () => {
    expect(messages('scenarios:\n  - name: [\n')[0]).toMatch(/^\d+ invalid YAML/)
    const bomb = [
      'a: &a ["x","x","x","x","x","x","x","x","x"]',
      'b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]',
      'c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]',
      'd: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]',
      'e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]',
      'scenarios: [*e]'
    ].join('\n')
    expect(messages(bomb)[0]).toMatch(/refused/)
    expect(messages(`# ${'x'.repeat(MAX_EVAL_BYTES)}\n`)).toEqual([
      '1 refused: eval file is 257 KB; the limit is 256 KB'
    ])
  })

  it('never throws on null or scalar documents', () => {
    expect(messages('')).toEqual(['- Invalid input: expected object, received null'])
    expect(messages('42')[0]).toMatch(/^1 Invalid input: expected object/)
  })
})

/** The one error a hostile file gets, as `line message`; fails if there is not exactly one. */
const onlyError = (text: string): string => {
  const got = messages(text)
  expect(got).toHaveLength(1)
  return got[0] ?? ''
}

// Each input is one from the issue, built here. Before the limits, the parser overflowed the
// stack (and V8 then died compiling a regex), printed 28 MB of errors, or ran for seconds; now each
// is refused by a linear scan of the lexer's tokens before the parser runs, with one short error.
describe('hostile eval files: refused before parsing, with one short error', () => {
  const nested = 'values are nested more than 64 levels deep'

  it('bounds the nesting: flow sequences, `[` lines, `[{` pairs, compact `- ` items', () => {
    expect(onlyError(`scenarios: ${'['.repeat(18_000)}${']'.repeat(18_000)}\n`)).toBe(
      `1 refused: ${nested}`
    )
    expect(onlyError('[\n'.repeat(100_000))).toMatch(new RegExp(`^\\d+ refused: ${nested}$`))
    expect(onlyError(`scenarios: ${'[{'.repeat(328)}\n`)).toBe(`1 refused: ${nested}`)
    expect(onlyError(`scenarios:\n  ${'- '.repeat(40)}x\n`)).toBe(`2 refused: ${nested}`)
  })

  it('bounds the aliases before the parser resolves them', () => {
    const text = `x: &a v\nscenarios: [${'*a,'.repeat(60_000)}]\n`
    expect(onlyError(text)).toBe('2 refused: more than 100 aliases (`*name`)')
  })

  it('bounds the tokens, so `? :`, `: :` and `"` lines cost little and report one line', () => {
    for (const line of ['? :\n', ': :\n', '"\n']) {
      const text = line.repeat(Math.floor(MAX_EVAL_BYTES / line.length))
      expect(onlyError(text)).toMatch(
        new RegExp(`^\\d+ refused: more than ${MAX_YAML_TOKENS} YAML tokens `)
      )
    }
  })

  it('lists at most 5 problems, each at most 200 characters, then counts the rest', () => {
    const got = messages('"\n'.repeat(5000))
    expect(got).toHaveLength(6)
    expect(got[5]).toMatch(/^- …and \d+ more$/)
    const long = messages(`scenarios:\n  - name: a\n    prompt: b\n    ${'k'.repeat(1000)}: v\n`)
    expect(long).toHaveLength(1)
    expect(long[0]).toMatch(/^2 scenarios\.0: Unrecognized key: "k+…$/)
    expect(long[0]?.length).toBe(202)
  })

  it('reports duplicate keys and refuses keys that are collections, with their lines', () => {
    expect(messages('scenarios:\n  - name: a\n    name: b\n    prompt: c\n')).toEqual([
      '3 duplicate key "name"'
    ])
    // Collection keys become object keys by stringifying their whole subtree, level by level.
    expect(messages(`scenarios: ${'[{'.repeat(15)}${'}]'.repeat(15)}\n`)[0]).toBe(
      '1 a key must be a plain value, not a list, a mapping or an alias'
    )
  })

  it('does not count brackets, stars or aliases written inside text', () => {
    const text = `scenarios:
  - name: brackets in text
    prompt: "${'['.repeat(200)} and *stars"
    rubric:
      - |
        ${'[{'.repeat(100)} *b
      - plain text with [ and { and *c inside
    assertions:
${Array.from({ length: 150 }, (_, i) => `      - { type: file_exists, path: "*.csv${i}" }`).join('\n')}
`
    expect(parseEvalYaml(text, 'tests/eval.yaml').ok).toBe(true)
  })
})

describe('regex patterns: estimated before compiling, with a budget per file', () => {
  const withPatterns = (patterns: string[]) =>
    `scenarios:\n  - name: a\n    prompt: b\n    assertions:\n${patterns
      .map((p) => `      - { type: output_matches, pattern: "${p}" }\n`)
      .join('')}`

  it('refuses a pattern whose repetitions expand past the cap without compiling it', () => {
    // 110 characters that compile to 10,002 instructions: about 0.1 s of compiling each.
    expect(messages(withPatterns(['[a-z]{1000}'.repeat(10)]))).toEqual([
      '5 scenarios.0.assertions.0.pattern: invalid regular expression: it would compile to an estimated 10000 RE2 instructions (the limit is 1000)'
    ])
  })

  it('stops compiling once the patterns of a file add up to the budget', () => {
    const patterns = Array.from({ length: 30 }, (_, i) => `[a-z]{${970 + i}}`)
    expect(messages(withPatterns(patterns))).toEqual([
      `25 scenarios.0.assertions.20.pattern: the patterns of this file would compile to more than ${MAX_FILE_REGEX_SIZE} RE2 instructions in all`
    ])
  })

  it('estimates within a factor of the real program size', () => {
    for (const p of ['[a-z]{990}', '((a{30}){30})', '(?P<n>ab){300}', '(){1000}', '\\d+ rows']) {
      const real = RE2JS.compile(p, RE2JS.CASE_INSENSITIVE).programSize()
      const estimate = regexSizeEstimate(p)
      expect([p, real <= 1.5 * estimate + 5]).toEqual([p, true])
    }
  })
})

describe('parseEvalsJson', () => {
  it('maps agentskills evals into scenarios with rubric and setup files', () => {
    const text = JSON.stringify(
      {
        skill_name: 'csv',
        evals: [
          {
            id: 1,
            prompt: 'Summarise',
            expected_output: 'A summary',
            files: ['evals/files/data.csv'],
            assertions: ['Mentions the row count']
          }
        ]
      },
      null,
      2
    )
    const r = parseEvalsJson(text, 'evals/evals.json')
    expect(r).toEqual({
      ok: true,
      kind: 'evals.json',
      suite: {
        scenarios: [
          {
            name: 'eval 1',
            prompt: 'Summarise',
            timeout: 120,
            rubric: ['Expected outcome: A summary', 'Mentions the row count'],
            setup: { files: [{ path: 'data.csv', source: 'evals/files/data.csv' }] }
          }
        ]
      }
    })
  })

  it('gives lines for JSON errors too', () => {
    const r = parseEvalsJson(
      '{\n  "evals": [\n    { "id": 1, "prompt": "" }\n  ]\n}\n',
      'evals/evals.json'
    )
    expect(r.ok).toBe(false)
    if (r.ok === false) expect(r.errors[0]).toMatchObject({ line: 3, file: 'evals/evals.json' })
  })
})

describe('loadEvalFile', () => {
  it('prefers tests/eval.yaml, falls back to evals/evals.json, and reports absence', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'eval-file-'))
    expect(await loadEvalFile(dir)).toEqual({ ok: 'absent' })
    await mkdir(path.join(dir, 'evals'))
    await writeFile(path.join(dir, 'evals/evals.json'), '{"evals":[{"id":"a","prompt":"p"}]}')
    expect(await loadEvalFile(dir)).toMatchObject({ ok: true, kind: 'evals.json' })
    await mkdir(path.join(dir, 'tests'))
    await writeFile(path.join(dir, 'tests/eval.yaml'), 'scenarios: []\n')
    expect(await loadEvalFile(dir, 'skills/csv')).toEqual({
      ok: false,
      errors: [
        {
          code: 'eval-invalid',
          file: 'skills/csv/tests/eval.yaml',
          line: 1,
          message: 'scenarios: At least one scenario is required'
        }
      ]
    })
  })
})

describe('loadEvalFile and symlinks', () => {
  it('refuses an eval file that links outside the skill folder, unread', async () => {
    // A PR can commit tests/eval.yaml -> /home/runner/... ; its text would become prompts sent to
    // the provider and land in the report.
    const outside = await mkdtemp(path.join(os.tmpdir(), 'eval-outside-'))
    await writeFile(
      path.join(outside, 'host.yaml'),
      'scenarios: [{ name: n, prompt: HOST-SECRET }]\n'
    )
    const dir = await mkdtemp(path.join(os.tmpdir(), 'eval-link-'))
    await mkdir(path.join(dir, 'tests'))
    await symlink(path.join(outside, 'host.yaml'), path.join(dir, 'tests/eval.yaml'))
    const refused = {
      ok: false,
      errors: [
        {
          code: 'eval-invalid',
          file: 'skills/x/tests/eval.yaml',
          message: 'links to a file outside the skill folder; it was not read'
        }
      ]
    }
    expect(await loadEvalFile(dir, 'skills/x')).toEqual(refused)
    // The same through a linked folder.
    const viaDir = await mkdtemp(path.join(os.tmpdir(), 'eval-link-dir-'))
    await mkdir(path.join(outside, 'tests'))
    await writeFile(path.join(outside, 'tests/eval.yaml'), 'scenarios: [{ name: n, prompt: p }]\n')
    await symlink(path.join(outside, 'tests'), path.join(viaDir, 'tests'))
    expect(await loadEvalFile(viaDir, 'skills/x')).toEqual(refused)
    // A link that stays inside the skill folder is fine.
    const inside = await mkdtemp(path.join(os.tmpdir(), 'eval-inside-'))
    await mkdir(path.join(inside, 'tests'))
    await writeFile(path.join(inside, 'shared.yaml'), 'scenarios: [{ name: n, prompt: p }]\n')
    await symlink('../shared.yaml', path.join(inside, 'tests/eval.yaml'))
    expect(await loadEvalFile(inside)).toMatchObject({ ok: true, kind: 'eval.yaml' })
  })
})

describe('schemas/eval.schema.json', () => {
  it('is the committed output of `npm run schema`', () => {
    expect(readFileSync('schemas/eval.schema.json', 'utf8')).toBe(evalJsonSchemaText())
  })

  it('validates the full example and rejects a bad assertion type', () => {
    const ajv = new Ajv2020({ strict: false })
    const validate = ajv.compile(JSON.parse(evalJsonSchemaText()))
    expect(validate(parseYaml(FULL))).toBe(true)
    expect(validate({ scenarios: [{ name: 'a', prompt: 'b', assertions: [{ type: 'x' }] }] })).toBe(
      false
    )
  })
})
