// Hostile frontmatters: every limit is checked before the YAML is parsed (size, tokens, nesting,
// aliases), so the outcome is the same on every run, and whatever the file holds, what is echoed
// back (error messages, names, keys) is at most 200 characters.
import { describe, expect, it } from '@jest/globals'
import {
  loadYamlParser,
  MAX_FRONTMATTER_CHARS,
  MAX_FRONTMATTER_TOKENS
} from '../../src/skill/frontmatter.js'
import { parseSkill, type ParseOutcome } from '../../src/skill/parse.js'
import { MAX_YAML_DEPTH } from '../../src/skill/yaml-bounds.js'

// a frontmatter the fast path does not read is parsed only with the YAML parser loaded
await loadYamlParser()

const parse = (text: string): ParseOutcome => parseSkill(text, 'my-skill', 'my-skill/SKILL.md')
const withFrontmatter = (yaml: string) => parse(`---\n${yaml}\n---\n# Body\n`)
const errorCode = (outcome: ParseOutcome) => (outcome.ok ? 'scored' : outcome.error.code)

/** Every string in an outcome that came from our messages, for the 200-character bound. */
function echoedTexts(outcome: ParseOutcome): string[] {
  if (!outcome.ok) return [outcome.error.message]
  const { frontmatter } = outcome.skill
  return [
    frontmatter.yamlError?.message ?? '',
    ...(frontmatter.duplicateKeys ?? []).map((d) => d.key)
  ]
}

describe('case 6: a frontmatter that is not valid YAML says where and how to fix it', () => {
  it('names the line and SKILL.md and says to quote the value', () => {
    const outcome = withFrontmatter('name: my-skill\ndescription: Use when: the user asks')
    if (!outcome.ok) throw new Error(outcome.error.message)
    const error = outcome.skill.frontmatter.yamlError
    expect(error?.line).toBe(3)
    expect(error?.message).toMatch(/at line 3 of SKILL\.md — put the value in double quotes/)
    // PluginEval scores it with an empty mapping: that is unchanged
    expect(outcome.skill.frontmatter.data).toEqual({})
    expect(outcome.skill.description).toBe('')
  })

  it('says to use spaces for a tab', () => {
    const outcome = withFrontmatter('name: x\n\tdescription: y')
    expect(outcome.ok && outcome.skill.frontmatter.yamlError?.message).toMatch(
      /at line 3 of SKILL\.md — indent and separate with spaces/
    )
  })
})

describe('case 11 and 13: nesting is refused before parsing, the same way every time', () => {
  const nestedSequence = (depth: number) => `name: ${'['.repeat(depth)}x${']'.repeat(depth)}`
  const nestedMapping = (depth: number) => `name: ${'{a: '.repeat(depth)}x${'}'.repeat(depth)}`
  // block nesting needs indentation, so 64 KB holds about 300 levels of it
  const blockSequence = (depth: number) =>
    'name:\n' + Array.from({ length: depth }, (_, i) => `${' '.repeat(i)}-`).join('\n')
  const blockMapping = (depth: number) =>
    Array.from({ length: depth }, (_, i) => `${' '.repeat(i)}k${i}:`).join('\n')

  it.each([
    ['a flow sequence 1,500 deep', nestedSequence(1500)],
    ['a flow sequence 900 deep', nestedSequence(900)],
    ['a flow mapping 900 deep', nestedMapping(900)],
    ['a flow mapping 450 deep', nestedMapping(450)],
    ['a block sequence 300 deep', blockSequence(300)],
    ['a block mapping 300 deep', blockMapping(300)],
    ['compact sequences on one line', `name: ${'- '.repeat(2000)}x`],
    ['invalid compact mappings on one line', `name: ${'a: '.repeat(2000)}x`],
    // the parser nests each such line inside the previous one
    ['invalid compact mappings on many lines', 'b: b: c\n'.repeat(3000)]
  ])('refuses %s with frontmatter-too-deep', (_, yaml) => {
    const outcomes = [withFrontmatter(yaml), withFrontmatter(yaml)]
    expect(outcomes.map(errorCode)).toEqual(['frontmatter-too-deep', 'frontmatter-too-deep'])
    expect(outcomes[0]).toEqual(outcomes[1])
    expect(!outcomes[0]!.ok && outcomes[0]!.error.message).toMatch(
      new RegExp(`nested more than ${MAX_YAML_DEPTH} levels deep at line \\d+ of SKILL\\.md`)
    )
  })

  it('still reads the nesting real frontmatters use, a few levels deep', () => {
    const yaml = `name: x\nmetadata:\n  a:\n    b:\n      - [1, {c: [d]}]\n${blockMapping(12)}`
    expect(errorCode(withFrontmatter(yaml))).toBe('scored')
  })
})

describe('case 14: frontmatters near the cap are refused or read quickly, by construction', () => {
  it(`refuses a block over ${MAX_FRONTMATTER_CHARS} characters unparsed`, () => {
    const yaml = 'a: b\n'.repeat(MAX_FRONTMATTER_CHARS / 5 + 1)
    const outcome = withFrontmatter(yaml)
    expect(errorCode(outcome)).toBe('frontmatter-too-large')
  })

  it.each(['[', '{', '|', '>', "'", '"', '%', '@', '&a ', '*a ', '!t ', '\n', 'a: b\n', '- '])(
    'answers with one bounded outcome for %j repeated up to the cap',
    (token) => {
      const yaml = token.repeat(Math.floor((MAX_FRONTMATTER_CHARS - 2) / token.length))
      const outcome = withFrontmatter(yaml)
      for (const text of echoedTexts(outcome)) expect(text.length).toBeLessThanOrEqual(200)
      // the dense ones are stopped by the token count before the parser sees them
      if (token === 'a: b\n' || token === '\n' || token === '"' || token === '!t ')
        expect(errorCode(outcome)).toBe('frontmatter-too-large')
    }
  )

  it(`counts tokens, not characters: ${MAX_FRONTMATTER_TOKENS} is far above a real frontmatter`, () => {
    const fields = Array.from({ length: 300 }, (_, i) => `field${i}: value number ${i}`)
    expect(errorCode(withFrontmatter(fields.join('\n')))).toBe('scored')
    // five tokens a line: key, `:`, space, value, line break
    const tooMany = Array.from({ length: MAX_FRONTMATTER_TOKENS / 5 + 1 }, (_, i) => `k${i}: v`)
    const outcome = withFrontmatter(tooMany.join('\n'))
    expect(!outcome.ok && outcome.error.message).toMatch(
      new RegExp(`more than ${MAX_FRONTMATTER_TOKENS} YAML tokens .* by line \\d+ of SKILL\\.md`)
    )
  })

  it('refuses more than 100 aliases before building anything', () => {
    const yaml = `a: &a x\nb: [${Array(101).fill('*a').join(', ')}]`
    expect(errorCode(withFrontmatter(yaml))).toBe('yaml-bomb')
  })
})

describe('case 13: what a frontmatter echoes back is bounded', () => {
  it('cuts the parser message that quotes the input', () => {
    const outcome = withFrontmatter(`name: x\ndescription: |${'|'.repeat(5000)}`)
    const message = outcome.ok ? outcome.skill.frontmatter.yamlError?.message : undefined
    expect(message).toMatch(/…/)
    expect(message!.length).toBeLessThanOrEqual(200)
  })

  it('cuts a duplicate key to a printable length', () => {
    // an implicit key may not be longer than 1,024 characters
    const key = 'k'.repeat(1000)
    const outcome = withFrontmatter(`${key}: 1\n${key}: 2`)
    const [duplicate] = outcome.ok ? (outcome.skill.frontmatter.duplicateKeys ?? []) : []
    expect(duplicate?.key.length).toBeLessThanOrEqual(61)
    expect(duplicate).toMatchObject({ firstLine: 2, line: 3 })
  })
})

describe('case 18: duplicate keys are recorded with both lines; the last value wins', () => {
  it('records each key written twice, at any depth, and keeps PyYAML’s value', () => {
    const outcome = withFrontmatter(
      'name: first\ndescription: d\nname: second\nmetadata:\n  a: 1\n  a: 2'
    )
    if (!outcome.ok) throw new Error(outcome.error.message)
    const { frontmatter } = outcome.skill
    expect(frontmatter.data).toEqual({ name: 'second', description: 'd', metadata: { a: 2 } })
    expect(frontmatter.duplicateKeys).toEqual([
      { key: 'name', firstLine: 2, line: 4 },
      { key: 'a', firstLine: 6, line: 7 }
    ])
    expect(frontmatter.duplicateKeyCount).toBe(2)
    expect(outcome.skill.name).toBe('second')
  })

  it('lists the first five and counts the rest', () => {
    const yaml = Array.from({ length: 8 }, () => 'k: v').join('\n')
    const outcome = withFrontmatter(yaml)
    const frontmatter = outcome.ok ? outcome.skill.frontmatter : undefined
    expect(frontmatter?.duplicateKeys).toHaveLength(5)
    expect(frontmatter?.duplicateKeyCount).toBe(7)
  })

  it('does not take a merge key or 1 and "1" for duplicates', () => {
    const outcome = withFrontmatter('b: &b {x: 1}\nc: &c {y: 1}\n<<: *b\n<<: *c\n1: a\n"1": b')
    expect(outcome.ok && outcome.skill.frontmatter.duplicateKeys).toBeUndefined()
  })
})
