// The frontmatter fast path against the full YAML 1.1 parser: on every text it takes, it must
// give exactly the parser's result; it may decline anything. The texts are the repository's
// SKILL.md files and differential cases, the bench corpus's frontmatters, fuzz SKILL.md files,
// and a seeded set built from the values and characters YAML 1.1 reads as something else.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from '@jest/globals'
import { writeCorpus } from '../../bench/corpus.js'
import { MAX_FRONTMATTER_TOKENS, splitFrontmatter } from '../../src/skill/frontmatter.js'
import { normaliseNewlines } from '../../src/skill/decode.js'
import { parseYaml11, type YamlResult } from '../../src/skill/yaml11.js'
import { parseSimpleYaml11 } from '../../src/skill/yaml11-fast.js'
import { createRng } from '../../src/stats/random.js'
import { generateAt } from '../fuzz/cases.js'
import { skillFile } from '../fuzz/files.js'
import { CI_PROFILE } from '../fuzz/profile.js'

/** A result with its map and object as ordered entries, so key order and value types count. */
function comparable(result: YamlResult) {
  if (!result.ok) return result
  const value = result.value
  return {
    ...result,
    prototype: Object.getPrototypeOf(value) as unknown,
    value: Object.entries(value as object),
    keyOffsets: [...result.keyOffsets]
  }
}

/** Checks each text; returns those the fast path took and how many there were. */
function differential(texts: Iterable<string>): { taken: string[]; total: number } {
  const taken: string[] = []
  let total = 0
  for (const text of texts) {
    total++
    const fast = parseSimpleYaml11(text, MAX_FRONTMATTER_TOKENS)
    if (fast === undefined) continue
    taken.push(text)
    const full = parseYaml11(text, MAX_FRONTMATTER_TOKENS)
    if (JSON.stringify(comparable(fast)) !== JSON.stringify(comparable(full)))
      expect({ text, fast: comparable(fast) }).toEqual({ text, fast: comparable(full) })
  }
  return { taken, total }
}

function* yamlTexts(contents: Iterable<string>): Generator<string> {
  for (const content of contents) {
    const yamlText = splitFrontmatter(content).yamlText
    if (yamlText !== null) yield yamlText
  }
}

function* skillFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.toLowerCase() === 'skill.md')
      yield normaliseNewlines(readFileSync(path.join(entry.parentPath, entry.name), 'utf8'))
  }
}

const SAFE_KEYS = ['name', 'description', 'license', 'allowed-tools', 'version', 'x_1', 'Name']
const EDGE_KEYS = [
  'yes',
  'No',
  'on',
  'OFF',
  'null',
  'y',
  'N',
  '~',
  '<<',
  '=',
  '__proto__',
  'a b',
  '-k',
  'k.k',
  '1',
  '0x1F',
  '"q"',
  "'q'",
  '? k',
  'k'.repeat(70),
  'é',
  'constructor',
  'toString',
  'True'
]
const SAFE_VALUES = [
  'my-skill',
  'Use when the user asks for a report.',
  'a:b',
  'C#',
  'https://x.y/z?q=1#frag',
  'a - b',
  'a, b, c',
  'a [b] {c}',
  'say "hi"',
  "don't",
  'x=1',
  'a ~ b',
  'résumé 日本 😀',
  'MIT',
  'Bash(git:*) Read',
  '"quoted"',
  "'single'",
  '""',
  "''",
  '"a: b # c"',
  "'a \\ b'",
  'yesterday',
  'nothing',
  'ünïcode',
  '日本語',
  '😀 emoji',
  '\u200bzero',
  'online',
  'Nully',
  'a|b>c',
  'a*b&c!d%e@f`g',
  'a?',
  'end.'
]
const EDGE_VALUES = [
  'yes',
  'Yes',
  'YES',
  'No',
  'no',
  'on',
  'On',
  'OFF',
  'off',
  'true',
  'False',
  'y',
  'Y',
  'n',
  '~',
  'null',
  'Null',
  'NULL',
  '1_000',
  '0x1F',
  '0b101',
  '017',
  '0o17',
  '1e3',
  '1E+3',
  '.5',
  '+1',
  '-1',
  '1.0.0',
  '2024-01-02',
  '2024-1-2 10:00:00',
  '2024-02-30',
  '12:30:00',
  '190:20:30',
  '.inf',
  '-.Inf',
  '.NaN',
  '=',
  '<<',
  'a: b',
  'a #c',
  'a:',
  'a :b',
  '"a\\"b"',
  "'it''s'",
  '"a\\nb"',
  '"open',
  "'open",
  '"a" b',
  '"a" # c',
  '- a',
  '? a',
  ': a',
  ', a',
  '[a, b]',
  '[rube]',
  '[Read, Bash]',
  '[a,b]',
  '[ a ]',
  '[]',
  '[a, yes]',
  '[a, 1]',
  '[a b]',
  '[a: b]',
  '[a, b] c',
  'TRUE',
  'True',
  'true ',
  'false',
  '{a: b}',
  '# c',
  '&a x',
  '*a',
  '!!str x',
  '|',
  '>',
  '| x',
  "'",
  '"',
  '%x',
  '@x',
  '`x`',
  'a\tb',
  '\ta',
  'a\u00a0b',
  'a\u3000',
  '\u3000a',
  'a\u2028b',
  'a\u0085b',
  '\ufeffa',
  'a\u200bb',
  'a\x07b',
  'a\ud800b',
  'a\ufffeb',
  'a\r',
  '',
  ' ',
  'a ---',
  '...',
  '---'
]
const SEPARATORS = [': ', ': ', ':  ', ':', ': \t', '\t: ', ' : ', ':\t']
const SUFFIXES = ['', '', '', ' ', '  ', ' # c', '#c', '\t', ':', ' :']
const JOINERS = ['\n', '\n', '\n', '\n\n', '\r\n', '\n  ', '\n ', '\n\t', '\n# c\n', '\n \n']
const PREFIXES = ['\n', '\n', '', ' \n', '\ufeff', ' # c\n', '\r\n', '---\n', '%YAML 1.1\n---\n']
const MAP_OPENERS = [': ', ':  ', ': # c', ':\t', ': |', ': &a', ' :', ':#']
const BLOCK_HEADERS = ['|', '>', '|-', '>-']
const BLOCK_EDGES = ['|+', '>+', '|2', '| # c', '|  ', '>\t', '>1-', '|-2', '>-  ', '|x']
const INDENTS = [2, 2, 2, 4, 1, 3]
const NESTED_EDGES = [
  '- a',
  '-',
  'k:',
  'k: ',
  '? k',
  '# c',
  'k: v\n      deeper: x',
  'a b',
  '\tk: v'
]
const INSERTED = [...' \t\n\r:#-?,[]{}&*!|>\'"%@`~=<\\.0Ae\u00a0\u2028\u0085\ufeff\u3000']

/** Seeded frontmatter-like texts: mostly safe pieces with edge cases mixed in, then mutated. */
function* generatedTexts(count: number, seed: number): Generator<string> {
  const rng = createRng(seed)
  const random = (): number => rng.float()
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!
  let clean = false
  const piece = (safe: readonly string[], edge: readonly string[]): string =>
    clean || random() < 0.9 ? pick(safe) : pick(edge)
  for (let n = 0; n < count; n++) {
    // a share of texts made of safe pieces only, whose edits below are near misses
    clean = random() < 0.5
    const lines: string[] = []
    const entries = 1 + Math.floor(random() * 4)
    const entry = (): string => {
      const key = piece(SAFE_KEYS, EDGE_KEYS)
      const separator = clean || random() < 0.85 ? ': ' : pick(SEPARATORS)
      const value = piece(SAFE_VALUES, EDGE_VALUES)
      const suffix = clean || random() < 0.8 ? '' : pick(SUFFIXES)
      return key + separator + value + suffix
    }
    for (let i = 0; i < entries; i++) {
      if (random() < 0.6) {
        lines.push(entry())
        continue
      }
      if (random() < 0.3) {
        // a block scalar
        const header = clean || random() < 0.8 ? pick(BLOCK_HEADERS) : pick(BLOCK_EDGES)
        lines.push(`${pick(SAFE_KEYS)}: ${header}`)
        const indent = pick(INDENTS)
        const count = Math.floor(random() * 4)
        for (let j = 0; j < count; j++) {
          const shift = clean || random() < 0.85 ? indent : pick(INDENTS)
          const blank = random() < 0.8 ? '' : pick(['\n', '\n', '\n\n', ' \n'])
          const trailing = clean || random() < 0.9 ? '' : pick([' ', '  '])
          lines.push(blank + ' '.repeat(shift) + pick([...SAFE_VALUES, ...EDGE_VALUES]) + trailing)
        }
        continue
      }
      if (random() < 0.4) {
        // a plain value over several lines
        lines.push(`${pick(SAFE_KEYS)}: ${piece(SAFE_VALUES, EDGE_VALUES)}`)
        const more = 1 + Math.floor(random() * 3)
        for (let j = 0; j < more; j++) {
          const blank = clean || random() < 0.9 ? '' : pick(['\n', ' \n', '\n\n'])
          const shift = clean || random() < 0.9 ? pick(INDENTS) : 0
          lines.push(
            blank + ' '.repeat(shift) + piece(SAFE_VALUES, EDGE_VALUES) + pick(['', ' ', '  '])
          )
        }
        continue
      }
      // a mapping under a key, as `metadata:` holds one
      lines.push(piece(SAFE_KEYS, EDGE_KEYS) + (clean || random() < 0.8 ? ':' : pick(MAP_OPENERS)))
      const indent = pick(INDENTS)
      const nested = Math.floor(random() * 4)
      for (let j = 0; j < nested; j++) {
        const shift = clean || random() < 0.85 ? indent : pick(INDENTS)
        lines.push(' '.repeat(shift) + (clean || random() < 0.9 ? entry() : pick(NESTED_EDGES)))
      }
    }
    let text = lines[0]!
    for (const line of lines.slice(1))
      text += (clean || random() < 0.85 ? '\n' : pick(JOINERS)) + line
    text = (clean || random() < 0.9 ? '\n' : pick(PREFIXES)) + text + (random() < 0.8 ? '\n' : '')
    yield text
    // the same text with one character put in, taken out or doubled
    const at = Math.floor(random() * (text.length + 1))
    const edit = random()
    if (edit < 0.6) yield text.slice(0, at) + pick(INSERTED) + text.slice(at)
    else if (edit < 0.8) yield text.slice(0, at) + text.slice(at + 1)
    else yield text.slice(0, at) + text.slice(at, at + 1).repeat(2) + text.slice(at + 1)
  }
}

describe('the frontmatter fast path agrees exactly with the YAML 1.1 parser or declines', () => {
  it("on the repository's SKILL.md files and differential cases", () => {
    const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
    const cases = JSON.parse(
      readFileSync(path.join(root, '__tests__/fixtures/skills/parity/cases.json'), 'utf8')
    ) as { content: string }[]
    const files = [
      ...skillFiles(path.join(root, '__tests__/fixtures')),
      ...skillFiles(path.join(root, 'examples'))
    ]
    const result = differential(yamlTexts([...files, ...cases.map((c) => c.content)]))
    expect(result.total).toBeGreaterThan(300)
    expect(result.taken.length).toBeGreaterThan(50)
  })

  it("on the bench corpus's frontmatters, every one of which it takes", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'yaml11-fast-'))
    try {
      writeCorpus(dir, 20)
      const result = differential(yamlTexts(skillFiles(dir)))
      expect([result.taken.length, result.total]).toEqual([20, 20])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('on generated SKILL.md files of the fuzz run', () => {
    const generator = skillFile(CI_PROFILE)
    const contents = Array.from({ length: 300 }, (_, index) =>
      normaliseNewlines(generateAt(generator, 7, index).bytes.toString('utf8'))
    )
    expect(differential(yamlTexts(contents)).total).toBeGreaterThan(100)
  })

  it('on seeded texts built from YAML 1.1 edge cases', () => {
    const result = differential(generatedTexts(2000, 19))
    expect(result.total).toBe(4000)
    // enough of them are taken for the comparison to mean something, and most edges are not
    expect(result.taken.length).toBeGreaterThan(800)
    expect(result.taken.length).toBeLessThan(3000)
    // mappings under a key, block scalars and values over several lines among them
    const count = (pattern: RegExp) => result.taken.filter((text) => pattern.test(text)).length
    expect(count(/:\n +\S/)).toBeGreaterThan(150)
    expect(count(/[|>]-?\n +\S/)).toBeGreaterThan(80)
    expect(count(/[|>]-?\n +\S[^:]*\n\n +\S/)).toBeGreaterThan(10)
    expect(count(/[^:|>-]\n +\S/)).toBeGreaterThan(150)
  })

  it('on texts that once showed a difference or come close to one', () => {
    const texts = [
      // a line of spaces in a block scalar is an empty line of it, not a line to fold
      '\nd: >-\n Use when asked.\n \n x=1\n',
      '\nd: |\n  a\n  \n  b\n',
      '\nd: >\n  a\n    b\n  c\n',
      '\nd: >\n  a\n\n  b\n',
      '\nd: |\n  a\n\n  b\n\n\nn: x\n',
      '\nd: >-\n  a\n\n\n  b\n  c\n\n',
      '\nd: >\n\n  a\n',
      '\nd: |\n  a\n',
      '\nd: |\n  a',
      '\nd: a\n  b\n\n  c\n',
      '\nd: a\n \n  c\n',
      '\nm:\n  a: b\n\n  c: d\n',
      '\nm:\n  a: b\n   c: d\n',
      '\nd: a\u3000\n',
      '\nd: "a" \n'
    ]
    expect(differential(texts).total).toBe(texts.length)
    expect(parseSimpleYaml11(texts[0]!, 10_000)).toBeUndefined()
  })

  it('declines every value YAML 1.1 reads as something other than a string, but true and false', () => {
    for (const value of EDGE_VALUES.slice(0, EDGE_VALUES.indexOf('a: b'))) {
      if (value === 'true') continue
      expect(parseSimpleYaml11(`\nname: x\ndescription: ${value}\n`, 10_000)).toBeUndefined()
    }
    // the booleans skills write, and lists of plain words, are read as the parser reads them
    const flags = '\nuser-invocable: true\nx: false\nrequires:\n  mcp: [rube, Read]\n'
    expect(parseSimpleYaml11(flags, 10_000)?.ok && parseSimpleYaml11(flags, 10_000)).toMatchObject({
      value: { 'user-invocable': true, x: false, requires: { mcp: ['rube', 'Read'] } }
    })
    expect(parseSimpleYaml11('\ntools: [a, yes]\n', 10_000)).toBeUndefined()
    expect(parseSimpleYaml11('\nx: true\n  more\n', 10_000)).toBeUndefined()
    expect(parseSimpleYaml11('\nname: x\nname: y\n', 10_000)).toBeUndefined()
    expect(parseSimpleYaml11('\n\n', 10_000)).toBeUndefined()
    // a text the token limit could refuse is left to the parser, which counts
    const lines = Array.from({ length: 20 }, (_, i) => `k${i}: v`).join('\n')
    expect(parseSimpleYaml11(lines, 100)).toBeUndefined()
    expect(parseSimpleYaml11(lines, 10_000)).toBeDefined()
    const text = '\ndescription: Use when\n  the user asks.\nmetadata:\n  author: me\n  v: "1.0"\n'
    expect(parseSimpleYaml11(text, 10_000)).toMatchObject({
      value: { description: 'Use when the user asks.', metadata: { author: 'me', v: '1.0' } }
    })
    expect(parseSimpleYaml11('\nname: x\ndescription: "Say: hi"\n', 10_000)).toEqual({
      ok: true,
      value: { name: 'x', description: 'Say: hi' },
      keyOffsets: new Map([
        ['name', 1],
        ['description', 9]
      ]),
      duplicateKeys: [],
      duplicateKeyCount: 0
    })
  })
})
