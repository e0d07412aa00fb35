import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import {
  DEFAULT_SPEC_RULE_OPTIONS,
  PLATFORM_EXTENSION_FIELDS,
  SPEC_RULES,
  SpecRuleOptionsSchema,
  validateSpec,
  type SpecInput,
  type SpecRuleOptions
} from '../../src/skill/spec-rules.js'
import { countLines, skillBody } from '../../src/skill/spec/body-rules.js'
import { FindingSchema, type Finding } from '../../src/model/index.js'
import { loadYamlParser, parseFrontmatter } from '../../src/skill/frontmatter.js'
import { LineIndex } from '../../src/skill/line-index.js'
import type { Frontmatter } from '../../src/skill/types.js'

// a frontmatter the fast path does not read is parsed only with the YAML parser loaded
await loadYamlParser()

const FILE = 'skills/pdf-tools/SKILL.md'

interface SkillSpec {
  data: Record<string, unknown>
  keyLines?: Record<string, number>
  body?: string
  dirName?: string
}

/**
 * A hand-built SpecInput: one frontmatter line per key (`key: …`, from line 2), so by default
 * each key's line is its position + 2 and the closing `---` follows the last key.
 */
function skill({
  data,
  keyLines,
  body = '# PDF tools\n',
  dirName = 'pdf-tools'
}: SkillSpec): SpecInput {
  const keys = Object.keys(data)
  const defaultLines = Object.fromEntries(keys.map((key, i) => [key, i + 2]))
  const content = ['---', ...keys.map((key) => `${key}: …`), '---', body].join('\n')
  const frontmatter: Frontmatter = {
    delimited: true,
    data,
    keyLines: keyLines ?? defaultLines,
    bodyStartLine: keys.length + 2
  }
  return { skillFile: FILE, dirName, content, frontmatter }
}

const VALID = {
  name: 'pdf-tools',
  description: 'Extract text and tables from PDF files. Use when the user mentions PDFs.'
}

function run(spec: SkillSpec, options?: Partial<SpecRuleOptions>): Finding[] {
  const findings = validateSpec(skill(spec), options)
  for (const finding of findings) expect(FindingSchema.parse(finding)).toEqual(finding)
  return findings
}

/** [ruleId, severity, line] of each finding: the compact shape most tests check. */
function brief(spec: SkillSpec, options?: Partial<SpecRuleOptions>): [string, string, number?][] {
  return run(spec, options).map((f) => [f.ruleId, f.severity, f.line])
}

describe('validateSpec: a valid skill', () => {
  it('has no findings when every spec field is well formed', () => {
    const data = {
      ...VALID,
      license: 'Apache-2.0',
      compatibility: 'Needs Python 3.12 and network access.',
      metadata: { author: 'acme', version: '1.0' },
      'allowed-tools': 'Bash(python:*) Read'
    }
    expect(run({ data })).toEqual([])
  })

  it('accepts every documented platform extension field by default, naming them in one notice', () => {
    const extras = Object.fromEntries(PLATFORM_EXTENSION_FIELDS.map((field) => [field, 'x']))
    const findings = run({ data: { ...VALID, ...extras } })
    expect(findings.map((f) => [f.ruleId, f.severity, f.line])).toEqual([
      ['spec/platform-field', 'notice', 4]
    ])
    for (const field of PLATFORM_EXTENSION_FIELDS)
      expect(findings[0].message).toContain(`"${field}"`)
    expect(PLATFORM_EXTENSION_FIELDS).toEqual(
      expect.arrayContaining(['user-invocable', 'disable-model-invocation', 'paths', 'model'])
    )
    expect(PLATFORM_EXTENSION_FIELDS).toContain('argument-hint')
  })
})

describe('validateSpec: the frontmatter block', () => {
  const undelimited = (content: string): SpecInput => ({
    skillFile: FILE,
    dirName: 'pdf-tools',
    content,
    frontmatter: { delimited: false, data: {}, keyLines: {}, bodyStartLine: 1 }
  })

  it('reports a missing frontmatter as one error on line 1, without field noise', () => {
    expect(validateSpec(undelimited('# PDF tools\n\nBody.\n'))).toEqual([
      {
        file: FILE,
        line: 1,
        ruleId: 'spec/frontmatter-missing',
        source: 'spec',
        severity: 'error',
        message:
          'SKILL.md must begin with YAML frontmatter between `---` lines (with `name` and `description`).'
      }
    ])
  })

  it('explains a byte-order mark and an unclosed block', () => {
    const [bom] = validateSpec(undelimited('\uFEFF---\nname: pdf-tools\n---\n'))
    expect(bom.message).toBe(
      'SKILL.md starts with a byte-order mark; the frontmatter `---` must be the first character.'
    )
    const [unclosed] = validateSpec(undelimited('---\nname: pdf-tools\n'))
    expect(unclosed.message).toBe(
      'The frontmatter opened by `---` on line 1 is never closed by a second `---`.'
    )
    expect([bom.ruleId, unclosed.ruleId]).toEqual([
      'spec/frontmatter-missing',
      'spec/frontmatter-missing'
    ])
  })

  it('reports a YAML error at its line with the first line of its message only', () => {
    const input = skill({ data: {} })
    input.frontmatter.yamlError = {
      message: 'Nested mappings are not allowed\n  at x: y: z',
      line: 3
    }
    expect(validateSpec(input)).toEqual([
      {
        file: FILE,
        line: 3,
        ruleId: 'spec/frontmatter-yaml',
        source: 'spec',
        severity: 'error',
        message: 'The frontmatter is not valid YAML: Nested mappings are not allowed'
      }
    ])
  })

  it('replaces control characters in a YAML error message and cuts it at 200 characters', () => {
    const input = skill({ data: {} })
    input.frontmatter.yamlError = { message: 'bad \u001b[2J\r char ' + 'x'.repeat(300), line: 2 }
    const [finding] = validateSpec(input)
    expect(finding.message).toBe(
      `The frontmatter is not valid YAML: bad \uFFFD[2J\uFFFD char ${'x'.repeat(185)}…`
    )
  })

  it('puts a YAML error without a usable line on line 1', () => {
    const input = skill({ data: {} })
    input.frontmatter.yamlError = { message: 'bad', line: 0 }
    expect(validateSpec(input).map((f) => [f.ruleId, f.line])).toEqual([
      ['spec/frontmatter-yaml', 1]
    ])
  })

  it('rejects a frontmatter that is not a mapping', () => {
    const input = skill({ data: {} })
    input.frontmatter.data = ['a', 'b'] as unknown as Record<string, unknown>
    expect(validateSpec(input).map((f) => f.message)).toEqual([
      'The frontmatter must be a mapping of fields.'
    ])
  })

  it('reports both required fields of an empty block at line 1', () => {
    expect(brief({ data: {} })).toEqual([
      ['spec/name-required', 'error', 1],
      ['spec/description-required', 'error', 1]
    ])
  })
})

describe('validateSpec: name', () => {
  const nameFindings = (
    name: unknown,
    dirName = 'pdf-tools',
    options?: Partial<SpecRuleOptions>
  ): [string, string][] =>
    run({ data: { ...VALID, name }, dirName }, options).map((f) => [f.ruleId, f.message])

  it('requires a non-empty string, at the key line', () => {
    expect(brief({ data: { description: VALID.description } })).toEqual([
      ['spec/name-required', 'error', 1]
    ])
    expect(nameFindings(null)).toEqual([
      ['spec/name-required', 'The frontmatter field `name` is required.']
    ])
    expect(nameFindings('   ')).toEqual([['spec/name-required', '`name` must not be empty.']])
    expect(nameFindings(123)).toEqual([
      ['spec/name-type', '`name` must be a string, found a number.']
    ])
    expect(nameFindings(true)).toEqual([
      ['spec/name-type', '`name` must be a string, found the boolean true.']
    ])
    expect(nameFindings(new Date(0))).toEqual([
      ['spec/name-type', '`name` must be a string, found a date.']
    ])
    expect(brief({ data: { description: 'd', name: ['a'] } })).toEqual([
      ['spec/name-type', 'error', 3]
    ])
  })

  it('allows 64 characters and rejects 65', () => {
    const name64 = 'a'.repeat(64)
    expect(nameFindings(name64, name64)).toEqual([])
    const name65 = 'a'.repeat(65)
    expect(nameFindings(name65, name65)).toEqual([
      ['spec/name-length', '`name` is 65 characters long; the limit is 64.']
    ])
  })

  it('counts the length in code points, as skills-ref does', () => {
    const unicode = { allowUnicodeNames: true }
    const astral64 = '𠀀'.repeat(64) // U+20000, a CJK letter outside the BMP
    expect(nameFindings(astral64, astral64, unicode)).toEqual([])
    const astral65 = '𠀀'.repeat(65)
    expect(nameFindings(astral65, astral65, unicode)).toEqual([
      ['spec/name-length', '`name` is 65 characters long; the limit is 64.']
    ])
  })

  it('rejects upper case once, plus the directory mismatch it causes', () => {
    expect(nameFindings('PDF-Tools')).toEqual([
      ['spec/name-format', '`name` "PDF-Tools" must be lowercase.'],
      [
        'spec/name-directory',
        '`name` "PDF-Tools" must match the skill\'s directory name "pdf-tools".'
      ]
    ])
  })

  it('rejects leading, trailing and doubled hyphens', () => {
    expect(nameFindings('-pdf', '-pdf')).toEqual([
      ['spec/name-format', '`name` "-pdf" must not start or end with a hyphen.']
    ])
    expect(nameFindings('pdf-', 'pdf-')).toEqual([
      ['spec/name-format', '`name` "pdf-" must not start or end with a hyphen.']
    ])
    expect(nameFindings('pdf--tools', 'pdf--tools')).toEqual([
      ['spec/name-format', '`name` "pdf--tools" must not contain consecutive hyphens.']
    ])
  })

  it('lists the characters outside a–z, 0–9 and hyphen', () => {
    expect(nameFindings('pdf_tools v2', 'pdf_tools v2')).toEqual([
      [
        'spec/name-format',
        '`name` "pdf_tools v2" may contain only lowercase a–z, 0–9 and hyphens; found "_", " ".'
      ]
    ])
  })

  it('rejects Unicode letters by default and accepts them with allowUnicodeNames', () => {
    expect(nameFindings('дані', 'дані')).toEqual([
      [
        'spec/name-format',
        '`name` "дані" may contain only lowercase a–z, 0–9 and hyphens; found "д", "а", "н", "і" ' +
          '(allow-unicode-names, a flag of the CLI and an input of the Action, accepts Unicode letters).'
      ]
    ])
    const unicode = { allowUnicodeNames: true }
    expect(nameFindings('дані-2', 'дані-2', unicode)).toEqual([])
    expect(nameFindings('数据', '数据', unicode)).toEqual([])
    expect(nameFindings('Дані', 'Дані', unicode)).toEqual([
      ['spec/name-format', '`name` "Дані" must be lowercase.']
    ])
    expect(nameFindings('a_b', 'a_b', unicode)).toEqual([
      ['spec/name-format', '`name` "a_b" may contain only letters, digits and hyphens; found "_".']
    ])
  })

  it('lists at most five offending characters', () => {
    const name = 'a!@#$%^&'
    const [[, message]] = nameFindings(name, name)
    expect(message).toBe(
      '`name` "a!@#$%^&" may contain only lowercase a–z, 0–9 and hyphens; found "!", "@", "#", "$", "%", ….'
    )
  })

  it('trims and NFKC-normalises the name and the directory name before comparing', () => {
    expect(nameFindings('  pdf-tools  ')).toEqual([])
    expect(nameFindings('ｐｄｆ-ｔｏｏｌｓ')).toEqual([]) // full-width forms
    expect(nameFindings('pdf-tools', 'ｐｄｆ-ｔｏｏｌｓ')).toEqual([])
  })

  it('requires the name to equal the directory name', () => {
    expect(nameFindings('pdf', 'pdf-tools')).toEqual([
      ['spec/name-directory', '`name` "pdf" must match the skill\'s directory name "pdf-tools".']
    ])
    // A degenerate empty directory name (the scanned root given as `.`) is not compared.
    expect(nameFindings('pdf', '')).toEqual([])
  })
})

describe('validateSpec: description', () => {
  const descFindings = (description: unknown): [string, string, number?][] =>
    brief({ data: { name: 'pdf-tools', description } })

  it('requires a non-blank string at the key line', () => {
    expect(brief({ data: { name: 'pdf-tools' } })).toEqual([
      ['spec/description-required', 'error', 1]
    ])
    expect(descFindings(null)).toEqual([['spec/description-required', 'error', 3]])
    expect(descFindings(' \n\t')).toEqual([['spec/description-required', 'error', 3]])
    expect(descFindings(42)).toEqual([['spec/description-type', 'error', 3]])
    expect(descFindings(['a', 'b'])).toEqual([['spec/description-type', 'error', 3]])
    expect(run({ data: { name: 'pdf-tools', description: { a: 1 } } })[0].message).toBe(
      '`description` must be a string, found a mapping.'
    )
  })

  it('stays silent on a non-string description the reader already reported', () => {
    const reported = (description: unknown): SpecInput => ({
      ...skill({ data: { name: 'pdf-tools', description } }),
      readerErrors: [{ code: 'description-not-string' }]
    })
    expect(validateSpec(reported(42))).toEqual([])
    expect(validateSpec(reported(null))).toEqual([])
    // Other reader errors, and problems with a string description, are still reported.
    expect(validateSpec(reported('')).map((f) => f.ruleId)).toEqual(['spec/description-required'])
    const otherError = { ...reported(42), readerErrors: [{ code: 'unreadable' }] }
    expect(validateSpec(otherError).map((f) => f.ruleId)).toEqual(['spec/description-type'])
  })

  it('allows 1,024 characters and rejects 1,025, counting code points', () => {
    expect(descFindings('d'.repeat(1024))).toEqual([])
    expect(descFindings('😀'.repeat(1024))).toEqual([])
    expect(run({ data: { name: 'pdf-tools', description: 'd'.repeat(1025) } })).toEqual([
      {
        file: FILE,
        line: 3,
        ruleId: 'spec/description-length',
        source: 'spec',
        severity: 'error',
        message: '`description` is 1025 characters long; the limit is 1024.'
      }
    ])
  })
})

describe('validateSpec: compatibility, metadata, license, allowed-tools', () => {
  const with1 = (key: string, value: unknown): [string, string, number?][] =>
    brief({ data: { ...VALID, [key]: value } })
  const message1 = (key: string, value: unknown): string[] =>
    run({ data: { ...VALID, [key]: value } }).map((f) => f.message)

  it('accepts compatibility of 1–500 characters only', () => {
    expect(with1('compatibility', 'c')).toEqual([])
    expect(with1('compatibility', 'c'.repeat(500))).toEqual([])
    expect(with1('compatibility', 'c'.repeat(501))).toEqual([
      ['spec/compatibility-length', 'error', 4]
    ])
    expect(message1('compatibility', '')).toEqual([
      '`compatibility` is 0 characters long; it must be 1–500.'
    ])
    // skills-ref accepts an empty value: a warning, not an error
    expect(with1('compatibility', '')).toEqual([['spec/compatibility-length', 'warning', 4]])
    expect(message1('compatibility', null)).toEqual([
      '`compatibility` must be a string, found null.'
    ])
    expect(with1('compatibility', 3.5)).toEqual([['spec/compatibility-type', 'error', 4]])
  })

  it('requires metadata to be a mapping', () => {
    expect(with1('metadata', 'v1')).toEqual([['spec/metadata-type', 'error', 4]])
    expect(message1('metadata', ['a'])).toEqual([
      '`metadata` must be a mapping of string keys to string values, found a list.'
    ])
    expect(with1('metadata', null)).toEqual([['spec/metadata-type', 'error', 4]])
    expect(with1('metadata', {})).toEqual([])
  })

  it('warns on nested values (skills-ref accepts them) and on scalars YAML did not read as strings', () => {
    const metadata = {
      author: 'acme',
      version: 1.5,
      beta: true,
      released: new Date(0),
      owner: null,
      tags: ['a'],
      extra: { deep: 'x' }
    }
    expect(
      run({ data: { ...VALID, metadata } }).map((f) => [f.ruleId, f.severity, f.message])
    ).toEqual([
      [
        'spec/metadata-value-type',
        'warning',
        '`metadata` values must be strings; "tags", "extra" are a nested mapping or list.'
      ],
      [
        'spec/metadata-value-unquoted',
        'warning',
        '`metadata` values must be strings; "version", "beta", "released", "owner" are read by ' +
          'YAML as a number, boolean, date or null. Quote the value.'
      ]
    ])
  })

  it('treats YAML 1.1 sets, ordered maps and binary values as nested', () => {
    const metadata = { s: new Set(['a']), m: new Map([['a', 'b']]), b: new Uint8Array([1]) }
    expect(with1('metadata', metadata)).toEqual([['spec/metadata-value-type', 'warning', 4]])
    expect(message1('metadata', new Set(['a']))).toEqual([
      '`metadata` must be a mapping of string keys to string values, found a set.'
    ])
    expect(message1('license', new Uint8Array([1]))).toEqual([
      '`license` must be a string, found binary data.'
    ])
  })

  it('names at most five keys in a metadata message', () => {
    const metadata = Object.fromEntries(['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((k) => [k, 1]))
    expect(message1('metadata', metadata)).toEqual([
      '`metadata` values must be strings; "a", "b", "c", "d", "e" and 2 more are read by YAML as ' +
        'a number, boolean, date or null. Quote the value.'
    ])
  })

  it('requires license to be a string when present', () => {
    expect(with1('license', 'MIT')).toEqual([])
    expect(with1('license', 2)).toEqual([['spec/license-type', 'warning', 4]])
    expect(with1('license', null)).toEqual([['spec/license-type', 'warning', 4]])
  })

  it('wants allowed-tools as a string, warns on a list of strings, rejects anything else', () => {
    expect(with1('allowed-tools', 'Read Grep')).toEqual([])
    expect(with1('allowed-tools', ['Read', 'Grep'])).toEqual([
      ['spec/allowed-tools-list', 'warning', 4]
    ])
    expect(with1('allowed-tools', ['Read', 3])).toEqual([['spec/allowed-tools-type', 'warning', 4]])
    expect(message1('allowed-tools', false)).toEqual([
      '`allowed-tools` must be a space-separated string, found the boolean false.'
    ])
  })
})

describe('validateSpec: unknown fields', () => {
  const data = { ...VALID, owner: 'team-a', 'user-invocable': false }

  it('warns on a field that is neither spec nor extension, at its line', () => {
    expect(
      run({ data }, { platformFields: 'warn', extraAllowedFields: ['user-invocable'] })
    ).toEqual([
      {
        file: FILE,
        line: 4,
        ruleId: 'spec/unknown-field',
        source: 'spec',
        severity: 'warning',
        message:
          'Unknown frontmatter field "owner": neither an Agent Skills spec field nor a known ' +
          'platform extension (extra-allowed-fields accepts it: a flag of the CLI, an input of the Action).'
      }
    ])
  })

  it('makes it an error with unknownFields: error, and accepts extraAllowedFields', () => {
    expect(brief({ data }, { unknownFields: 'error' })).toEqual([
      ['spec/unknown-field', 'error', 4],
      ['spec/platform-field', 'notice', 5]
    ])
    expect(brief({ data }, { extraAllowedFields: ['owner'] })).toEqual([
      ['spec/platform-field', 'notice', 5]
    ])
  })
})

describe('validateSpec: platform extension fields', () => {
  // The input: Claude Code fields pass even a strict run (unknownFields: error).
  const data = { ...VALID, when_to_use: 'PDF work', model: 'haiku', owner: 'team-a' }

  it('names the accepted platform fields in one notice at the first of them', () => {
    expect(run({ data }, { unknownFields: 'error' })).toEqual([
      expect.objectContaining({ ruleId: 'spec/unknown-field', severity: 'error', line: 6 }),
      {
        file: FILE,
        line: 4,
        ruleId: 'spec/platform-field',
        source: 'spec',
        severity: 'notice',
        message:
          'Accepted as platform extensions, not Agent Skills spec fields: "when_to_use", "model". ' +
          'Runtimes other than Claude Code may ignore or reject them (platform-fields warn or ' +
          'error, a flag of the CLI and an input of the Action, reports each one).'
      }
    ])
  })

  it('reports each platform field at its line with platformFields: warn or error', () => {
    const strict = { extraAllowedFields: ['owner'] }
    expect(brief({ data }, { ...strict, platformFields: 'warn' })).toEqual([
      ['spec/platform-field', 'warning', 4],
      ['spec/platform-field', 'warning', 5]
    ])
    const errors = run({ data }, { ...strict, platformFields: 'error' })
    expect(errors.map((f) => [f.ruleId, f.severity, f.line])).toEqual([
      ['spec/platform-field', 'error', 4],
      ['spec/platform-field', 'error', 5]
    ])
    expect(errors[1].message).toBe(
      'Frontmatter field "model" is a platform extension (Claude Code), not an Agent Skills spec ' +
        'field; runtimes other than Claude Code may ignore or reject it.'
    )
  })

  it('accepts a platform field listed in extraAllowedFields without a word', () => {
    const options: Partial<SpecRuleOptions> = {
      extraAllowedFields: ['owner', 'model'],
      platformFields: 'error'
    }
    expect(brief({ data }, options)).toEqual([['spec/platform-field', 'error', 4]])
  })

  it('says nothing when the skill uses no platform field', () => {
    expect(run({ data: VALID }, { platformFields: 'error' })).toEqual([])
  })

  it('suggests the field a case or underscore typo meant', () => {
    const typo = { name: 'pdf-tools', Description: 'x', allowed_tools: 'Read' }
    const findings = run({ data: typo })
    expect(findings.map((f) => [f.ruleId, f.line])).toEqual([
      ['spec/description-required', 1],
      ['spec/unknown-field', 3],
      ['spec/unknown-field', 4]
    ])
    expect(findings[1].message.endsWith(' Did you mean `description`?')).toBe(true)
    expect(findings[2].message.endsWith(' Did you mean `allowed-tools`?')).toBe(true)
  })

  it('never reads inherited properties: `constructor` or `__proto__` keys are just unknown', () => {
    const hostile = JSON.parse(
      '{"name":"pdf-tools","description":"d","constructor":1,"__proto__":{"name":5}}'
    ) as Record<string, unknown>
    expect(brief({ data: hostile, keyLines: {} })).toEqual([
      ['spec/unknown-field', 'warning', 1],
      ['spec/unknown-field', 'warning', 1]
    ])
    // With neither key present, nothing is found on Object.prototype either.
    expect(brief({ data: {}, keyLines: {} }).map(([id]) => id)).toEqual([
      'spec/name-required',
      'spec/description-required'
    ])
  })
})

describe('validateSpec: lines', () => {
  it('falls back to line 1 when keyLines has no usable line for the key', () => {
    const keyLines = { name: 0, description: 2.5, license: 2 ** 53, metadata: -3 }
    expect(
      brief({ data: { ...VALID, license: 1, metadata: 1 }, keyLines }).map(([, , line]) => line)
    ).toEqual([1, 1])
    expect(brief({ data: { name: 1, description: 2 }, keyLines })).toEqual([
      ['spec/name-type', 'error', 1],
      ['spec/description-type', 'error', 1]
    ])
  })

  it('reports findings in a stable order: name, description, other fields, unknown, body', () => {
    const data = {
      unknown: 1,
      'allowed-tools': 1,
      metadata: 1,
      compatibility: 1,
      license: 1,
      description: 1,
      name: 1
    }
    const body = 'line\n'.repeat(501)
    expect(brief({ data, body }).map(([id]) => id)).toEqual([
      'spec/name-type',
      'spec/description-type',
      'spec/license-type',
      'spec/compatibility-type',
      'spec/metadata-type',
      'spec/allowed-tools-type',
      'spec/unknown-field',
      'spec/file-lines'
    ])
  })
})

describe('validateSpec: size recommendations', () => {
  // VALID gives a 4-line frontmatter (---, name, description, ---): the body starts on line 5.
  it('counts the whole SKILL.md against the 500-line advice, frontmatter included', () => {
    // 4 frontmatter lines + 496 body lines = 500 lines: within the advice.
    expect(brief({ data: VALID, body: 'x\n'.repeat(496) })).toEqual([])
    // The failing input: a 497-line body is under 500 lines, the file (501 lines) is not.
    expect(run({ data: VALID, body: 'x\n'.repeat(497) })).toEqual([
      {
        file: FILE,
        line: 501,
        ruleId: 'spec/file-lines',
        source: 'spec',
        severity: 'warning',
        message:
          'SKILL.md is 501 lines long (frontmatter and body); the spec recommends at most 500 ' +
          '(move detail into references/ files).'
      }
    ])
  })

  it('counts a large frontmatter too', () => {
    const data: Record<string, unknown> = { ...VALID }
    for (let i = 0; i < 450; i++) data[`x-${i}`] = 'v'
    const findings = run(
      { data, body: 'x\n'.repeat(60) },
      { extraAllowedFields: Object.keys(data) }
    )
    expect(findings.map((f) => [f.ruleId, f.line])).toEqual([['spec/file-lines', 501]])
    expect(findings[0].message.startsWith('SKILL.md is 514 lines long')).toBe(true)
  })

  it('warns past ~5,000 body tokens (UTF-16 length / 4), at the body start', () => {
    expect(brief({ data: VALID, body: 'x'.repeat(20000) })).toEqual([])
    expect(brief({ data: VALID, body: 'x'.repeat(20001) })).toEqual([
      ['spec/body-tokens', 'warning', 5]
    ])
    expect(run({ data: VALID, body: 'x'.repeat(20001) })[0].message).toBe(
      'The body is about 5001 tokens; the spec recommends under 5000 (move detail into references/ files).'
    )
  })

  it('is switched off with recommendations: false', () => {
    const body = 'x\n'.repeat(30000)
    expect(brief({ data: VALID, body }).map(([id]) => id)).toEqual([
      'spec/file-lines',
      'spec/body-tokens'
    ])
    expect(brief({ data: VALID, body }, { recommendations: false })).toEqual([])
  })

  it('still applies when the frontmatter is missing (the whole file is the body)', () => {
    const input: SpecInput = {
      skillFile: FILE,
      dirName: 'pdf-tools',
      content: 'x\n'.repeat(501),
      frontmatter: { delimited: false, data: {}, keyLines: {}, bodyStartLine: 1 }
    }
    expect(validateSpec(input).map((f) => [f.ruleId, f.line])).toEqual([
      ['spec/frontmatter-missing', 1],
      ['spec/file-lines', 501]
    ])
  })
})

describe('skillBody and countLines', () => {
  const delimited: Frontmatter = { delimited: true, data: {}, keyLines: {}, bodyStartLine: 3 }

  it('takes the text after the line of the closing ---', () => {
    expect(skillBody('---\nname: a\n---\n# T\nbody\n', delimited)).toEqual({
      text: '# T\nbody\n',
      firstLine: 4
    })
    expect(skillBody('---\nname: a\n---', delimited)).toEqual({ text: '', firstLine: 4 })
    // The closing delimiter is the next `---` anywhere (PluginEval §1.2), as the parser saw it.
    expect(skillBody('---\ndescription: a --- b\nrest\n', delimited)).toEqual({
      text: 'rest\n',
      firstLine: 3
    })
  })

  it('is the whole content without frontmatter', () => {
    const none: Frontmatter = { delimited: false, data: {}, keyLines: {}, bodyStartLine: 1 }
    expect(skillBody('# T\n', none)).toEqual({ text: '# T\n', firstLine: 1 })
  })

  it('counts lines without the empty remainder after a final newline', () => {
    expect([
      countLines(''),
      countLines('a'),
      countLines('a\n'),
      countLines('a\nb'),
      countLines('\n')
    ]).toEqual([0, 1, 1, 2, 1])
  })
})

describe('spec rule options and catalogue', () => {
  it('has documented defaults', () => {
    expect(DEFAULT_SPEC_RULE_OPTIONS).toEqual({
      unknownFields: 'warn',
      platformFields: 'allow',
      allowUnicodeNames: false,
      extraAllowedFields: [],
      recommendations: true
    })
    // kept apart from the schema (so a run with them never loads it), and equal to its defaults
    expect(SpecRuleOptionsSchema.parse({})).toEqual(DEFAULT_SPEC_RULE_OPTIONS)
  })

  it('validates options with its zod schema', () => {
    expect(SpecRuleOptionsSchema.parse({ unknownFields: 'error' }).unknownFields).toBe('error')
    expect(SpecRuleOptionsSchema.safeParse({ unknownFields: 'fail' }).success).toBe(false)
    expect(SpecRuleOptionsSchema.safeParse({ allowUnicode: true }).success).toBe(false)
    expect(SpecRuleOptionsSchema.safeParse({ extraAllowedFields: [1] }).success).toBe(false)
    expect(SpecRuleOptionsSchema.parse({ platformFields: 'error' }).platformFields).toBe('error')
    expect(SpecRuleOptionsSchema.safeParse({ platformFields: 'off' }).success).toBe(false)
  })

  it('uses only catalogued rule ids with their catalogued severity', () => {
    const data = { name: 'Bad_Name', description: '', metadata: { v: 1, n: [] }, x: 1 }
    const findings = run({ data, body: 'x\n'.repeat(600) })
    expect(findings.length).toBeGreaterThanOrEqual(6)
    for (const finding of findings) {
      const rule = SPEC_RULES[finding.ruleId as keyof typeof SPEC_RULES]
      expect(rule).toBeDefined()
      expect(finding.severity).toBe(rule.severity)
    }
  })
})

describe('validateSpec: hostile input never throws', () => {
  const anything = fc.anything({
    maxDepth: 3,
    withBigInt: true,
    withDate: true,
    withMap: true,
    withSet: true,
    withTypedArray: true,
    withNullPrototype: true,
    withBoxedValues: true,
    withSparseArray: true,
    withObjectString: true
  })
  const fieldNames = fc.oneof(
    fc.constantFrom(
      'name',
      'description',
      'license',
      'compatibility',
      'metadata',
      'allowed-tools',
      'constructor',
      '__proto__',
      'toString',
      'user-invocable'
    ),
    fc.string({ unit: 'grapheme', maxLength: 20 })
  )

  /** Every finding is well formed, points at a positive line and keeps its message short. */
  function checkFindings(findings: Finding[]): void {
    for (const finding of findings) {
      FindingSchema.parse(finding)
      expect(finding.file).toBe(FILE)
      expect(Number.isInteger(finding.line) && (finding.line ?? 0) >= 1).toBe(true)
      expect(finding.message.length).toBeLessThan(600)
    }
  }

  it('survives random frontmatter values, keys, key lines and YAML errors', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fieldNames, anything, { maxKeys: 8 }),
        fc.dictionary(fieldNames, anything, { maxKeys: 8 }),
        fc.option(fc.record({ message: anything, line: anything }, { requiredKeys: [] })),
        fc.string({ unit: 'binary', maxLength: 200 }),
        fc.string({ unit: 'binary', maxLength: 30 }),
        fc.boolean(),
        (data, keyLines, yamlError, body, dirName, unicode) => {
          const input = skill({ data, body, dirName })
          input.frontmatter.keyLines = keyLines as unknown as Record<string, number>
          if (yamlError !== null) {
            input.frontmatter.yamlError = yamlError as unknown as Frontmatter['yamlError']
          }
          checkFindings(validateSpec(input, { allowUnicodeNames: unicode }))
        }
      ),
      { numRuns: 2000 }
    )
  })

  it('survives random names and descriptions, including lone surrogates and astral text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 100 }),
        fc.string({ unit: 'binary', maxLength: 100 }),
        fc.string({ unit: 'binary', maxLength: 20 }),
        fc.boolean(),
        (name, description, dirName, unicode) => {
          const findings = validateSpec(skill({ data: { name, description }, dirName }), {
            allowUnicodeNames: unicode
          })
          checkFindings(findings)
        }
      ),
      { numRuns: 2000 }
    )
  })

  it('handles a one-million-character name and description with short messages', () => {
    const huge = 'A'.repeat(1_000_000)
    const findings = run({ data: { name: huge, description: huge, compatibility: huge } })
    expect(findings.map((f) => f.ruleId)).toEqual([
      'spec/name-length',
      'spec/name-format',
      'spec/name-directory',
      'spec/description-length',
      'spec/compatibility-length'
    ])
    expect(findings[0].message).toBe('`name` is 1000000 characters long; the limit is 64.')
    expect(findings[1].message).toBe(`\`name\` "${'A'.repeat(60)}"… must be lowercase.`)
    checkFindings(findings)
  })

  it('escapes control characters and lone surrogates in messages', () => {
    const name = 'a\u0000b\nc\u001b[31m\uD800'
    const messages = run({ data: { ...VALID, name }, dirName: name }).map((f) => f.message)
    expect(messages).toEqual([
      '`name` "a\\u0000b\\nc\\u001b[31m\\ud800" may contain only lowercase a–z, 0–9 and hyphens; ' +
        'found "\\u0000", "\\n", "\\u001b", "[", "\\ud800".'
    ])
  })

  it('cuts quoted values on code points, never inside an astral character', () => {
    const name = '😀'.repeat(100)
    const findings = run({ data: { ...VALID, name }, dirName: name })
    const format = findings.find((f) => f.ruleId === 'spec/name-format')
    if (!format) throw new Error('expected a spec/name-format finding')
    expect(format.message.startsWith(`\`name\` "${'😀'.repeat(60)}"… may contain only`)).toBe(true)
  })

  it('handles deeply nested and self-referencing metadata without recursing into it', () => {
    let deep: Record<string, unknown> = { leaf: 'x' }
    for (let i = 0; i < 10_000; i++) deep = { child: deep }
    const cyclic: Record<string, unknown> = { label: 'x' }
    cyclic.self = cyclic
    expect(brief({ data: { ...VALID, metadata: { deep, cyclic } } })).toEqual([
      ['spec/metadata-value-type', 'warning', 4]
    ])
    expect(brief({ data: { ...VALID, metadata: cyclic } })).toEqual([
      ['spec/metadata-value-type', 'warning', 4]
    ])
  })

  it('handles thousands of unknown fields', () => {
    const data: Record<string, unknown> = { ...VALID }
    for (let i = 0; i < 5000; i++) data[`x-${i}`] = i
    // 5,000 frontmatter lines also make the file too long; only the field findings count here.
    const findings = run({ data }, { recommendations: false })
    expect(findings).toHaveLength(5000)
    expect(findings.every((f) => f.ruleId === 'spec/unknown-field')).toBe(true)
  })
})

describe('validateSpec with the real frontmatter parser', () => {
  const parse = (content: string, dirName: string): SpecInput => {
    const { frontmatter } = parseFrontmatter(content, new LineIndex(content), FILE)
    return { skillFile: FILE, dirName, content, frontmatter }
  }

  it('points each finding at the line of its YAML key', () => {
    const content = [
      '---',
      'name: PDF_Tools',
      'description: >',
      '  Extract text from PDF files.',
      'metadata:',
      '  version: 1.0',
      'owner: team-a',
      'user-invocable: false',
      '---',
      '# PDF tools',
      ''
    ].join('\n')
    expect(validateSpec(parse(content, 'pdf-tools')).map((f) => [f.ruleId, f.line])).toEqual([
      ['spec/name-format', 2],
      ['spec/name-format', 2],
      ['spec/name-directory', 2],
      ['spec/metadata-value-unquoted', 5],
      ['spec/unknown-field', 7],
      ['spec/platform-field', 8]
    ])
  })

  it('reports a YAML syntax error at a line inside the block', () => {
    const content = '---\nname: pdf-tools\ndescription: [unclosed\n---\nbody\n'
    const findings = validateSpec(parse(content, 'pdf-tools'))
    expect(findings.map((f) => f.ruleId)).toEqual(['spec/frontmatter-yaml'])
    expect(findings[0].line).toBeGreaterThanOrEqual(2)
    expect(findings[0].line).toBeLessThanOrEqual(4)
  })

  it('accepts a well-formed skill', () => {
    const content =
      '---\nname: pdf-tools\ndescription: Read PDFs. Use when given a PDF.\n---\n# T\n'
    expect(validateSpec(parse(content, 'pdf-tools'))).toEqual([])
  })
})
