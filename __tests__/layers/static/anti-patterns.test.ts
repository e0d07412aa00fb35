// PluginEval's anti-pattern detectors (§2.9), the penalty (§2.1, §2.10) and harness
// portability (§2.8), with the file and line each finding points at.
import { describe, expect, it } from '@jest/globals'
import { posixBaseName } from '../../../src/layers/static/anti-patterns.js'
import { antiPatternPenalty } from '../../../src/layers/static/score.js'
import { scoreText } from './build-skill.js'

const GOOD = 'description: Use when checking the anti-pattern detectors of this test suite'
const flags = (text: string, folder = {}, existing: string[] = []) =>
  scoreText(text, 'my-skill', folder, existing).antiPatterns.map((a) => [a.flag, a.line])

describe('penalty (§2.10)', () => {
  it.each<[number, number]>([
    [0, 1.0],
    [1, 0.95],
    [2, 0.9],
    [3, 0.85],
    [7, 0.6499999999999999],
    [10, 0.5],
    [25, 0.5]
  ])('%i flags → %p', (count, expected) => {
    expect(antiPatternPenalty(count)).toBe(expected)
  })
})

describe('OVER_CONSTRAINED', () => {
  const directives = (n: number) =>
    Array.from({ length: n }, (_, i) => `Rule ${i} MUST hold.`).join('\n')
  it('fires above 15 directives and points at the 16th', () => {
    expect(flags(`---\n${GOOD}\n---\n${directives(15)}\n`)).toEqual([])
    expect(flags(`---\n${GOOD}\n---\n${directives(16)}\n`)).toEqual([['OVER_CONSTRAINED', 19]])
  })

  it('counts only upper-case whole words, frontmatter included', () => {
    const text = `---\n${GOOD}\nx: MUST\n---\nMUST. MUST-have (NEVER) ALWAYS: must Must MUSTN'T MUST_ MUST2 éMUST MUSTé\n`
    expect(scoreText(text).metadata.lineCount).toBe(6)
    expect(flags(text)).toEqual([])
    expect(flags(`---\n${GOOD}\n---\n${'MUST. MUST-have (NEVER) ALWAYS:\n'.repeat(4)}`)).toEqual([
      ['OVER_CONSTRAINED', 7]
    ])
  })
})

describe('EMPTY_DESCRIPTION and MISSING_TRIGGER', () => {
  it('fires below 20 stripped code points and points at the description key', () => {
    expect(flags('---\nname: x\ndescription: "  Use when needed  "\n---\n')).toEqual([
      ['EMPTY_DESCRIPTION', 3]
    ])
    expect(flags('---\nname: x\ndescription: Use when 20 chars ok\n---\n')).toEqual([])
  })

  it('both fire without frontmatter, on line 1', () => {
    expect(flags('# Title\n')).toEqual([
      ['EMPTY_DESCRIPTION', 1],
      ['MISSING_TRIGGER', 1]
    ])
  })

  it.each([
    ['disable-model-invocation: true', true],
    ['disable-model-invocation: yes', true],
    ['disable-model-invocation: On', true],
    ["disable-model-invocation: 'true'", false],
    ['disable-model-invocation: 1', false],
    ['paths: "src/**"', true],
    ['paths: "  "', true],
    ['paths: ""', false],
    ['paths: [src/**]', false]
  ])('%s exempts from MISSING_TRIGGER: %p', (line, exempt) => {
    const text = `---\ndescription: A description long enough to pass\n${line}\n---\n`
    expect(flags(text)).toEqual(exempt ? [] : [['MISSING_TRIGGER', 2]])
  })
})

describe('BLOATED_SKILL', () => {
  const long = (lines: number) => `---\n${GOOD}\n---\n` + 'x\n'.repeat(lines - 4)
  it('fires above 800 lines without references/ and points at line 801', () => {
    expect(flags(long(800))).toEqual([])
    expect(flags(long(801))).toEqual([['BLOATED_SKILL', 801]])
    expect(flags(long(801), { hasReferences: true })).toEqual([])
  })
})

describe('ORPHAN_REFERENCE', () => {
  const text = [
    '---',
    GOOD,
    '---',
    '[a](references/guide.md)',
    '[b](references/sub/guide.md) [c](references/Guide.MD)',
    '[d](references/guide.md#setup)',
    '[e](references/missing.md) [f](./references/missing.md) (references/)',
    '`(references/multi',
    'line.md)`',
    ''
  ].join('\n')
  it('flags each link whose base name is not a top-level reference file, case-insensitively', () => {
    expect(flags(text, { hasReferences: true, referenceFiles: ['guide.md'] })).toEqual([
      ['ORPHAN_REFERENCE', 6],
      ['ORPHAN_REFERENCE', 7],
      ['ORPHAN_REFERENCE', 8]
    ])
  })

  it('is not evaluated without a references/ entry', () => {
    expect(flags(text)).toEqual([])
  })

  it.each([
    ['guide.md', 'guide.md'],
    ['a/b/c.md', 'c.md'],
    ['a/./', 'a'],
    ['./', ''],
    ['x/..', '..'],
    ['guide.md "Title"', 'guide.md "Title"']
  ])('base name of %j is %j', (path, expected) => {
    expect(posixBaseName(path)).toBe(expected)
  })
})

describe('DEAD_CROSS_REF', () => {
  it('flags every unresolved occurrence, in order, at its line', () => {
    const text = `---\n${GOOD}\nsee: skills/in-frontmatter\n---\nskills/alpha and skills/beta\n\nskills/alpha again\n`
    expect(flags(text, {}, ['beta'])).toEqual([
      ['DEAD_CROSS_REF', 5],
      ['DEAD_CROSS_REF', 7]
    ])
  })
})

describe('anti-pattern order (§2.9)', () => {
  it('lists flags in the reference order', () => {
    const text =
      '---\ndescription: short\n---\n' +
      'MUST\n'.repeat(16) +
      '(references/x.md) skills/nowhere\n' +
      'x\n'.repeat(790)
    expect(flags(text, { hasReferences: false }).map(([flag]) => flag)).toEqual([
      'OVER_CONSTRAINED',
      'EMPTY_DESCRIPTION',
      'MISSING_TRIGGER',
      'BLOATED_SKILL',
      'DEAD_CROSS_REF'
    ])
  })
})

describe('harness_portability (§2.8)', () => {
  const port = (body: string, folder = {}) => {
    const layer = scoreText(`---\n${GOOD}\n---\n${body}`, 'my-skill', folder)
    return [layer.subScores.harness_portability, layer.portability.map((f) => [f.flag, f.line])]
  }
  const big = 'y'.repeat(9000) + '\n'

  it('flags files over 8192 UTF-8 bytes unless references/ exists', () => {
    const header = `---\n${GOOD}\n---\n`.length
    expect(port('y'.repeat(8192 - header))).toEqual([1.0, []])
    expect(port('y'.repeat(8193 - header))).toEqual([0.85, [['SKILL_OVER_CODEX_CAP', 1]]])
    // 2-byte characters: 4,097 of them are 8,194 bytes
    expect(port('é'.repeat(4097))[0]).toBe(0.85)
    expect(port(big, { hasReferences: true })).toEqual([1.0, []])
  })

  it('counts distinct backticked tool spellings case-sensitively', () => {
    expect(port('\nuse `bash` here')).toEqual([0.98, [['CLAUDE_TOOL_REFS', 5]]])
    expect(port('use `Bash` or call `bash`; via\n`Read`')[0]).toBe(0.94)
    expect(port('the `Bash` tool')).toEqual([
      0.9299999999999999,
      [
        ['CLAUDE_TOOL_REFS', 4],
        ['CLAUDE_TOOL_PROSE', 4]
      ]
    ])
    expect(port('`Task` is a future')).toEqual([1.0, []])
    expect(port('`Edit` tool')[0]).toBe(0.98)
    expect(port('usıng `Edit`')[0]).toBe(0.98)
  })

  it('caps the tool-reference severity at 0.10', () => {
    const text = 'use `Read` use `Edit` use `Write` use `Bash` use `Grep` use `Glob`'
    expect(port(text)[0]).toBe(0.9)
  })

  it('matches tool prose with a case-sensitive tool name', () => {
    expect(port('Use the Read tool')).toEqual([0.95, [['CLAUDE_TOOL_PROSE', 4]]])
    expect(port('THE Edit tool')[0]).toBe(0.95)
    expect(port('the bash tool')).toEqual([1.0, []])
    expect(port('the Edit tools')).toEqual([1.0, []])
  })

  it('sums severities in finding order', () => {
    expect(port(big + 'the Read tool')[0]).toBe(0.8)
    expect(
      port(big + 'use `Read` use `Edit` use `Write` use `Bash` use `Grep`; the Read tool')[0]
    ).toBe(0.7)
  })
})
