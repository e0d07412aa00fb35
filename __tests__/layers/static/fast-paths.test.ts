// Differential tests: the static layer's fast searches (literal pre-checks, sticky regexes tried
// where a literal occurs, lines walked in place) against the plain formulations they replace, on
// seeded random texts built from the words the searches look for, non-ASCII letters, CRLF,
// Python's other line breaks and long lines.
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import {
  hasOutputFormatLine,
  INPUT_WORD,
  ORCHESTRATION_STEM,
  OUTPUT_VERB,
  RELATED_WORDS
} from '../../../src/layers/static/patterns.js'
import { profileSkill } from '../../../src/layers/static/profile.js'
import { tokenEfficiency } from '../../../src/layers/static/sub-scores.js'
import { parseSkill, type Heading, type ParsedSkill } from '../../../src/skill/parse.js'
import {
  RB,
  W,
  pyStrip,
  pyStripStart,
  WORD_OR_HYPHEN,
  wordAtBoundary as word
} from '../../../src/skill/python-text.js'
import { loadYamlParser } from '../../../src/skill/frontmatter.js'

// a frontmatter the fast path does not read is parsed only with the YAML parser loaded
await loadYamlParser()

/** Characters around words: spaces, Python's line breaks, CRLF, non-ASCII letters and digits. */
const AROUND = [
  ' ',
  '  ',
  '\t',
  '\u00a0',
  '\u3000',
  '\n',
  '\n',
  '\r\n',
  '\r',
  '\v',
  '\f',
  '\x1c',
  '\x1d',
  '\x1e',
  '\x85',
  '\u2028',
  '\u2029',
  'x',
  '_',
  '7',
  '-',
  '.',
  'é',
  'İ',
  'ı',
  'ß',
  'ж',
  '中',
  '𝔘',
  '😀',
  '٣'
]

/**
 * Random texts from a few of `words` and of the characters around them (few, so that given pieces
 * meet often), some with one piece repeated into a long line.
 */
function textsOf(words: string[]): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.subarray(words, { minLength: 1, maxLength: 3 }),
      fc.subarray(AROUND, { minLength: 1, maxLength: 3 })
    )
    .chain(([chosenWords, chosenAround]) => {
      const piece = fc.constantFrom(...chosenWords, ...chosenAround)
      return fc.tuple(
        fc.array(piece, { maxLength: 30 }),
        piece,
        fc.nat({ max: 300 }),
        fc.array(piece, { maxLength: 10 })
      )
    })
    .map(
      ([before, repeated, times, after]) =>
        before.join('') + repeated.repeat(times) + after.join('')
    )
}

const OUTPUT_FORMAT_WORDS = [
  'output',
  'outputs',
  'format',
  'formats',
  'return',
  'returns',
  'json',
  'jsonb',
  'returnjson'
]
const TESTED_WORDS = [
  'return',
  'produce',
  'output',
  'generate',
  'input',
  'inputs',
  'receive',
  'accept',
  'parameter',
  'arg',
  'args',
  'orchestrat',
  'coordinate',
  'dispatch',
  'related',
  'see also',
  'see  also',
  'companion',
  'complement'
]
const LINE_PIECES = ['---', '--', 'a', 'b', 'ab']
const PROFILE_PIECES = [
  '#',
  '## ',
  '#### ',
  '##### ',
  '#\t',
  '1',
  '12',
  '1.',
  '12. ',
  '*',
  '-',
  '- ',
  '* ',
  '```',
  '---',
  'when to use',
  'When Not To Use',
  'WHEN TO USE'
]
const PARSER_PIECES = [
  '#',
  '## ',
  '### ',
  '#### ',
  '```',
  '````',
  '```py',
  '```c_9',
  '## Example',
  '## usage',
  '## TroubleShooting',
  '## common issue',
  '## FAQ',
  '## fa',
  '## exampl',
  '## troubleshoo',
  'MUST',
  'NEVER',
  'ALWAYS',
  'MUSTNEVER',
  'ALW',
  'NEV',
  'skill',
  'skills/',
  'sub-',
  'skill/a-b',
  's/',
  '/x9'
]

const DIRECTIVE_PIECES = ['MUST', 'NEVER', 'ALWAYS', 'ALW', 'NEV', 'MUSTNEVER', 'ALWALWAYS']

const RUNS = { numRuns: 500, seed: 20261126 }

// The plain formulations: the regexes as PluginEval writes them, every match collected.
const OUTPUT_WORD = new RegExp(`${word('output')}${RB}`, 'gu')
const FORMAT_WORD = new RegExp(`${word('format')}${RB}`, 'gu')
const RETURN_START = new RegExp(word('return'), 'gu')
const JSON_END = new RegExp(`json${RB}`, 'gu')
const starts = (pattern: RegExp, line: string) => [...line.matchAll(pattern)].map((m) => m.index)

function plainHasOutputFormatLine(text: string): boolean {
  return text.split('\n').some((line) => {
    if (starts(FORMAT_WORD, line).length > 0 && starts(OUTPUT_WORD, line).length > 0) return true
    const firstReturn = starts(RETURN_START, line)[0]
    return firstReturn !== undefined && starts(JSON_END, line).some((at) => firstReturn + 6 <= at)
  })
}

const alternatives = (literals: string[], rest: string) =>
  new RegExp(`(?:${literals.map((literal) => word(literal)).join('|')})${rest}`, 'u')
const PLAIN_TESTS = [
  [OUTPUT_VERB, alternatives(['return', 'produce', 'output', 'generate'], `s?${RB}`)],
  [INPUT_WORD, alternatives(['input'], RB)],
  [INPUT_WORD, alternatives(['receive', 'accept', 'parameter', 'arg'], `s?${RB}`)],
  [ORCHESTRATION_STEM, alternatives(['orchestrat', 'coordinat', 'dispatch'], '')],
  [RELATED_WORDS, alternatives(['related', 'see also', 'companion'], RB)],
  [RELATED_WORDS, alternatives(['complement'], '')]
] as const

/** Python `str.splitlines()` boundaries of normalised text, written out for the reference. */
// eslint-disable-next-line no-control-regex -- U+001C–U+001E are line boundaries for Python
const PY_SPLITLINES = /[\n\v\f\x1c-\x1e\x85\u2028\u2029]/

function plainUniqueRatio(content: string): number {
  let total = 0
  const unique = new Set<string>()
  const lines = content.split(PY_SPLITLINES)
  for (const line of lines) {
    const stripped = pyStrip(line)
    if (stripped === '' || line.startsWith('---')) continue
    total++
    unique.add(stripped)
  }
  return total > 0 ? 1.0 - unique.size / total : 0
}

// The size profile's line counts as multiline regexes over the whole body.
const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0
function plainLineCounts(body: string) {
  return {
    sectionCount: count(body, /^#{1,4}\s/gm),
    codeBlockCount: Math.floor(count(body, /```/g) / 2),
    numberedStepCount: count(body, /^\d+\.\s/gm),
    bulletCount: count(body, /^[-*]\s/gm),
    hasWhenToUse: /^#{1,4}\s+when to use/im.test(body),
    hasWhenNotToUse: /^#{1,4}\s+when not to use/im.test(body)
  }
}

// The parser's facts as a scan of every line and whole-text regexes.
function plainHeadings(skill: ParsedSkill): Heading[] {
  const start = pyStripStart(skill.body)
  const headings: Heading[] = []
  let offset = skill.bodyOffset + start
  for (const line of pyStrip(skill.body).split('\n')) {
    if (line.startsWith('## ') || line.startsWith('### '))
      headings.push({
        level: line.startsWith('## ') ? 2 : 3,
        text: line,
        line: skill.lineIndex.lineAt(offset)
      })
    offset += line.length + 1
  }
  return headings
}
const CROSS_REFERENCE = new RegExp(
  `(?:${['skill', 'skills', 'sub-skills'].map((w) => word(w, WORD_OR_HYPHEN)).join('|')})/[a-z0-9-]+(?:/[a-z0-9-]+)*`,
  'gu'
)
const FENCE = new RegExp(`\`\`\`(${W}*)`, 'gu')
const DIRECTIVE = new RegExp(
  `(?:${['MUST', 'NEVER', 'ALWAYS'].map((w) => word(w)).join('|')})${RB}`,
  'gu'
)

/** `text` as the body of a SKILL.md, parsed. */
function parsedBody(text: string): ParsedSkill {
  const outcome = parseSkill(`---\nname: x\ndescription: y\n---\n${text}`, 'x', 'x/SKILL.md')
  if (!outcome.ok) throw new Error(outcome.error.message)
  return outcome.skill
}

function plainDirectives(skill: ParsedSkill) {
  return [...skill.content.matchAll(DIRECTIVE)].map((m) => ({
    text: m[0],
    line: skill.lineIndex.lineAt(m.index)
  }))
}

describe('static fast paths match the plain formulations', () => {
  it('output/format line', () => {
    fc.assert(
      fc.property(textsOf(OUTPUT_FORMAT_WORDS), (text) => {
        expect(hasOutputFormatLine(text)).toBe(plainHasOutputFormatLine(text))
      }),
      RUNS
    )
  })

  it('word tests gated by their literals', () => {
    fc.assert(
      fc.property(textsOf(TESTED_WORDS), (text) => {
        // a test shared by two plain regexes passes when either does
        for (const test of new Set(PLAIN_TESTS.map(([fast]) => fast))) {
          const plain = PLAIN_TESTS.some(([fast, regex]) => fast === test && regex.test(text))
          expect(test.test(text)).toBe(plain)
        }
      }),
      RUNS
    )
  })

  it('token efficiency walks the lines as Python splits them', () => {
    fc.assert(
      fc.property(textsOf(LINE_PIECES), (content) => {
        const skill = { content, directives: [], lineCount: 1 } as unknown as ParsedSkill
        const ratio = plainUniqueRatio(content)
        expect(tokenEfficiency(skill)).toBe(Math.max(0.0, Math.min(1.0, 1.0 - ratio * 0.4)))
      }),
      RUNS
    )
  })

  it('size profile counts lines from their starts', () => {
    fc.assert(
      fc.property(textsOf(PROFILE_PIECES), (text) => {
        const body = text.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n?/, '')
        expect(profileSkill(text, 'SKILL.md').profile).toMatchObject(plainLineCounts(body))
      }),
      RUNS
    )
  })

  it('directive words in the order they occur', () => {
    fc.assert(
      fc.property(textsOf(DIRECTIVE_PIECES), (text) => {
        const skill = parsedBody(text)
        expect(skill.directives).toEqual(plainDirectives(skill))
      }),
      RUNS
    )
  })

  it('parser facts: headings, markers, fences, directives, cross-references', () => {
    fc.assert(
      fc.property(textsOf(PARSER_PIECES), (text) => {
        const skill = parsedBody(text)
        expect(skill.headings).toEqual(plainHeadings(skill))
        expect(skill.hasExamples).toBe(/## example|## usage/i.test(skill.body))
        expect(skill.hasTroubleshooting).toBe(
          /## troubleshoot|## common issue|## faq/i.test(skill.body)
        )
        expect(skill.crossReferences.map((ref) => [ref.raw, ref.line])).toEqual(
          [...skill.body.matchAll(CROSS_REFERENCE)].map((m) => [
            m[0],
            skill.lineIndex.lineAt(skill.bodyOffset + m.index)
          ])
        )
        expect(skill.fences).toEqual(
          [...skill.content.matchAll(FENCE)].map((m) => ({
            language: m[1],
            line: skill.lineIndex.lineAt(m.index)
          }))
        )
        expect(skill.directives).toEqual(plainDirectives(skill))
      }),
      { ...RUNS, numRuns: 250 }
    )
  })
})
