// Parsing SKILL.md per PluginEval §1.2–§1.11: frontmatter split, YAML 1.1, crash cases as errors,
// and the facts the static layer reads, each with its line.
import { describe, expect, it } from '@jest/globals'
import { parseSkill } from '../../src/skill/parse.js'
import { loadYamlParser } from '../../src/skill/frontmatter.js'

// a frontmatter the fast path does not read is parsed only with the YAML parser loaded
await loadYamlParser()

const parse = (text: string, dir = 'my-skill') => parseSkill(text, dir, 'my-skill/SKILL.md')
const ok = (text: string, dir = 'my-skill') => {
  const outcome = parse(text, dir)
  if (!outcome.ok) throw new Error(outcome.error.message)
  return outcome.skill
}

describe('frontmatter split (§1.2)', () => {
  it('parses the block between the first two --- and keeps key and body lines', () => {
    const skill = ok('---\nname: a\n\ndescription: b\n---\n# Body\n')
    expect(skill.frontmatter).toEqual({
      delimited: true,
      data: { name: 'a', description: 'b' },
      keyLines: { name: 2, description: 4 },
      bodyStartLine: 5
    })
    expect(skill.body).toBe('\n# Body\n')
    expect(skill.descriptionLine).toBe(4)
  })

  it('is not line-anchored: a --- inside the description closes the block', () => {
    const skill = ok('---\ndescription: a --- b\n---\n')
    expect(skill.description).toBe('a')
    expect(skill.body).toBe(' b\n---\n')
  })

  it.each([
    ['\ufeff---\nname: a\n---\n', 'a BOM'],
    ['---\nname: a\n', 'no second ---'],
    ['# Title\n---\nname: a\n---\n', 'no leading ---']
  ])('treats %j as having no frontmatter (%s)', (text) => {
    const skill = ok(text)
    expect(skill.frontmatter.delimited).toBe(false)
    expect(skill.frontmatter.data).toEqual({})
    expect(skill.body).toBe(text)
    expect(skill.name).toBe('my-skill')
    expect(skill.description).toBe('')
  })

  it.each([
    ['----\nname: a\n---\nbody', '\nbody'],
    ['------\nbody', '\nbody'],
    ['---\n: : bad\n  - x\n---\nbody', '\nbody'],
    ['---\n---\nbody', '\nbody'],
    ['---\n~\n---\nbody', '\nbody'],
    ['---\nfalse\n---\nbody', '\nbody'],
    ['---\n[]\n---\nbody', '\nbody'],
    ['---\n0\n---\nbody', '\nbody']
  ])('gives an empty mapping and the text after the second --- for %j', (text, body) => {
    const skill = ok(text)
    expect(skill.frontmatter.data).toEqual({})
    expect(skill.body).toBe(body)
  })

  it('records the YAML error with its line and still scores the skill', () => {
    const skill = ok('---\nname: a\ndescription: [unclosed\n---\n')
    expect(skill.frontmatter.yamlError?.line).toBeGreaterThanOrEqual(3)
    expect(skill.name).toBe('my-skill')
  })
})

describe('YAML 1.1 dialect (§1.4)', () => {
  const data = (yaml: string) => ok(`---\n${yaml}\n---\n`).frontmatter.data
  it.each<[string, unknown]>([
    ['a: yes', true],
    ['a: Off', false],
    ['a: y', 'y'],
    ['a: n', 'n'],
    ['a: 1e3', '1e3'],
    ['a: 1.5e+3', 1500],
    ['a: 1.5', 1.5],
    ['a: .5', 0.5],
    ['a: 0b101', 5],
    ['a: 017', 15],
    ['a: 0x1F', 31],
    ['a: 1_000', 1000],
    ['a: 1:20', 80],
    ['a: 0:20', '0:20'],
    ['a: ~', null],
    ['a: Null', null],
    ['a:', null],
    ['a: 2024-1-5', '2024-1-5'],
    ["a: 'yes'", 'yes']
  ])('%s', (yaml, expected) => {
    expect(data(yaml)['a']).toEqual(expected)
  })

  it('reads dates, keeps the last duplicate key and merges <<', () => {
    expect(data('a: 2024-01-05')['a']).toEqual(new Date(Date.UTC(2024, 0, 5)))
    expect(data('a: 1\na: 2')).toEqual({ a: 2 })
    expect(data('base: &b {x: 1}\n<<: *b\ny: 2')).toEqual({ base: { x: 1 }, x: 1, y: 2 })
  })

  it.each([
    'a: =',
    'a: <<',
    'a: !custom x',
    'a: "\u0007"',
    'a: x\u2028b: y'.replace('b: y', 'b'),
    'a: x\u0085y'
  ])('rejects %j like PyYAML (empty mapping, yamlError set)', (yaml) => {
    const skill = ok(`---\n${yaml}\n---\n`)
    expect(skill.frontmatter.data).toEqual({})
    expect(skill.frontmatter.yamlError).toBeDefined()
  })

  it.each([
    ['a: x\ty', 'a tab after a plain scalar'],
    ['a:\tx', 'a tab after the colon'],
    ['\ta: 1', 'tab indentation'],
    ['a: 1\n\t\nb: 2', 'a tab-only line'],
    ['a: |\n  x\n\t\n  y', 'a tab inside block-scalar indentation'],
    ['name: x\n: y', 'a colon without a key'],
    ['{: x}', 'an empty flow key'],
    ['a: &x 1\nb: &x 2', 'an anchor defined twice'],
    ['? [a, b]\n: x', 'a list as a key'],
    ['|\nname: x', 'top-level block content at column 0']
  ])('rejects %j like PyYAML (%s)', (yaml) => {
    const skill = ok(`---\n${yaml}\n---\n`)
    expect(skill.frontmatter.data).toEqual({})
    expect(skill.frontmatter.yamlError).toBeDefined()
  })

  it.each<[string, unknown]>([
    ['a: "x\ty"', 'x\ty'],
    ["a: 'x\ty'", 'x\ty'],
    ['a: x # c\td', 'x'],
    ['a: |\n  x\n  \ty', 'x\n\ty\n'],
    ['? b\n: x', 'x']
  ])('accepts %j like PyYAML', (yaml, expected) => {
    const data = ok(`---\n${yaml}\n---\n`).frontmatter.data
    expect(Object.values(data)[0]).toEqual(expected)
  })

  it('builds a !!set from mapping keys whatever the values, which is not a mapping', () => {
    const outcome = parse('---\n!!set\nname: x\nb: 1\n---\n')
    expect(!outcome.ok && outcome.error.code).toBe('frontmatter-not-mapping')
  })

  it('treats U+2028 as a line break inside YAML', () => {
    expect(data('a: x\u2028b: y')).toEqual({ a: 'x', b: 'y' })
  })

  it('refuses YAML alias bombs with an error instead of expanding them', () => {
    const levels = ['a: &a [x, x, x, x, x, x, x, x, x]']
    for (let i = 1; i < 9; i++) {
      const prev = String.fromCharCode(96 + i)
      const name = String.fromCharCode(97 + i)
      levels.push(
        `${name}: &${name} [${Array(9)
          .fill('*' + prev)
          .join(', ')}]`
      )
    }
    const outcome = parse(`---\n${levels.join('\n')}\n---\n`)
    expect(outcome.ok).toBe(false)
    if (!outcome.ok) expect(outcome.error.code).toBe('yaml-bomb')
  })

  it('refuses an oversized frontmatter block', () => {
    const outcome = parse(`---\nx: "${'a'.repeat(300 * 1024)}"\n---\n`)
    expect(!outcome.ok && outcome.error.code).toBe('frontmatter-too-large')
  })

  it('keeps a __proto__ key as plain data without touching prototypes', () => {
    const skill = ok('---\n__proto__: {polluted: 1}\nname: x\n---\n')
    expect(Object.getPrototypeOf(skill.frontmatter.data)).toBe(Object.prototype)
    expect(skill.frontmatter.keyLines).toEqual(JSON.parse('{"__proto__": 2, "name": 3}'))
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined()
  })

  it('never executes a ---js frontmatter: it is read as YAML text', () => {
    const marker = '__skill_ci_js_frontmatter_ran'
    const text = `---js\n{ name: (globalThis.${marker} = 1) }\n---\nBody\n`
    const outcome = parse(text)
    expect((globalThis as Record<string, unknown>)[marker]).toBeUndefined()
    // `js` joins the first YAML line, giving a parse error and an empty mapping
    expect(outcome.ok && outcome.skill.frontmatter.data).toEqual({})
  })
})

describe('crash cases of the reference become errors (§1.2.4, §1.3, §10.4)', () => {
  it.each([
    ['---\n- a\n- b\n---\n', 'frontmatter-not-mapping', 2],
    ['---\njust a sentence\n---\n', 'frontmatter-not-mapping', 2],
    ['---\n\n42\n---\n', 'frontmatter-not-mapping', 3],
    ['---\ntrue\n---\n', 'frontmatter-not-mapping', 2],
    ['---\n2024-01-01\n---\n', 'frontmatter-not-mapping', 2],
    ['---\n!!set {a, b}\n---\n', 'frontmatter-not-mapping', 2],
    ['---\nname: a\ndescription:\n---\n', 'description-not-string', 3],
    ['---\ndescription: yes\n---\n', 'description-not-string', 2],
    ['---\ndescription: 12\n---\n', 'description-not-string', 2],
    ['---\ndescription: [a]\n---\n', 'description-not-string', 2]
  ])('%j → %s at line %i', (text, code, line) => {
    const outcome = parse(text)
    expect(outcome.ok).toBe(false)
    if (!outcome.ok) {
      expect(outcome.error).toMatchObject({ code, line, file: 'my-skill/SKILL.md' })
      expect(outcome.error.message.length).toBeGreaterThan(10)
    }
  })

  it('keeps the parsed frontmatter when only the description type is wrong', () => {
    const outcome = parse('---\nname: a\ndescription: 12\n---\n')
    expect(!outcome.ok && outcome.frontmatter?.data).toEqual({ name: 'a', description: 12 })
  })

  it('a y description is a string (PyYAML), not a boolean', () => {
    expect(ok('---\ndescription: y\n---\n').description).toBe('y')
  })
})

describe('name (§1.3)', () => {
  it.each<[string, unknown]>([
    ['name: other', 'other'],
    ['name: 123', 123],
    ['name:', null],
    ['title: x', 'my-skill']
  ])('%s → %p', (yaml, expected) => {
    expect(ok(`---\n${yaml}\n---\n`).name).toEqual(expected)
  })
})

describe('lines and headings (§1.5, §1.6)', () => {
  it('counts \\n + 1 lines', () => {
    expect(ok('a\nb\n').lineCount).toBe(3)
    expect(ok('').lineCount).toBe(1)
  })

  it('counts ## and ### body lines, including in code and on the stripped first line', () => {
    const text =
      '---\nx: "## no"\n---\n   ## First\n# H1\n##NoSpace\n##\tTab\n##\n #### Deep\n  ## Indented\n### Three\n```sh\n## comment\n```\n## '
    const skill = ok(text)
    expect(skill.headings.map((h) => [h.level, h.text, h.line])).toEqual([
      [2, '## First', 4],
      [3, '### Three', 11],
      [2, '## comment', 13]
    ])
    expect([skill.h2Count, skill.h3Count]).toEqual([2, 1])
  })
})

describe('code fences (§1.7)', () => {
  it('counts every triple-backtick occurrence and captures word characters after it', () => {
    const skill = ok(
      '```python\nx\n```\n````js\n``````\n```c++\n``` js\n```objective-c\n```Python\ninline ```ts``` here\n'
    )
    expect(skill.fences.map((f) => [f.language, f.line])).toEqual([
      ['python', 1],
      ['', 3],
      ['', 4],
      ['', 5],
      ['', 5],
      ['c', 6],
      ['', 7],
      ['objective', 8],
      ['Python', 9],
      ['ts', 10],
      ['', 10]
    ])
  })
})

describe('section detectors (§1.8)', () => {
  it.each<[string, boolean, boolean]>([
    ['### Usage', true, false],
    ['#### Examples', true, false],
    ['## Examples and tips', true, false],
    ['### FAQs', false, true],
    ['## Troubleshooting', false, true],
    ['## COMMON ISSUES', false, true],
    ['## Edge cases\n## Gotchas\n## Problems', false, false],
    ['## ＦＡＱ\n## ExampleS', true, false]
  ])('%j → examples %p, troubleshooting %p', (body, examples, troubleshooting) => {
    const skill = ok(body)
    expect([skill.hasExamples, skill.hasTroubleshooting]).toEqual([examples, troubleshooting])
  })

  it('looks at the body only', () => {
    expect(ok('---\nx: "## Examples"\n---\n').hasExamples).toBe(false)
  })
})

describe('directives (§1.10)', () => {
  it('counts upper-case whole words with Unicode boundaries, with lines', () => {
    const skill = ok("MUST. MUST-have\n(NEVER) ALWAYS:\nmust Must MUSTN'T MUST_ MUST2 éMUST MUSTé")
    expect(skill.directives.map((d) => [d.text, d.line])).toEqual([
      ['MUST', 1],
      ['MUST', 1],
      ['NEVER', 2],
      ['ALWAYS', 2]
    ])
  })
})

describe('cross-references (§1.11)', () => {
  it.each<[string, string[]]>([
    ['see skills/foo/SKILL.md', ['foo']],
    ['skills/foo/references/bar.md', ['foo/references/bar']],
    ['[x](../../skills/incident-classification/SKILL.md)', ['incident-classification']],
    ['other skills/agents', ['agents']],
    ['https://github.com/anthropics/skills/tree/main/skills/pdf', ['tree/main/skills/pdf']],
    ['sub-skills/a/b and skill/c', ['sub-skills/a/b', 'c']],
    ['my-skills/x xskills/y Skills/z skills/Foo skills/', []],
    ['skills/a skills/a', ['a', 'a']]
  ])('%j → %j', (body, refs) => {
    expect(ok(body).crossReferences.map((r) => r.ref)).toEqual(refs)
  })

  it('scans the body only and records lines', () => {
    const skill = ok('---\ndescription: skills/fm\n---\n\nskills/body\n')
    expect(skill.crossReferences).toEqual([
      { ref: 'body', raw: 'skills/body', offset: expect.any(Number), line: 5 }
    ])
  })
})

describe('reference links (§2.9)', () => {
  it('captures (references/…) targets across lines, with the line of the opening', () => {
    const skill = ok(
      'a (references/x.md)\n(references/)(references/multi\nline) (./references/no)\n(references/unclosed'
    )
    expect(skill.referenceLinks).toEqual([
      { target: 'x.md', line: 1 },
      { target: 'multi\nline', line: 2 }
    ])
  })
})
