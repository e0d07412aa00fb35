// linkTargets reads only the lines that can hold a target or open or close a fence; every other
// line is skipped. Against the plain formulation (every line read, a folder name looked for on
// each with a regular expression) on seeded random markdown.
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { linkTargets, readLine, type LinkTarget } from '../../src/skill/spec/link-targets.js'
import type { Frontmatter } from '../../src/skill/types.js'

const NO_FRONTMATTER: Frontmatter = { delimited: false, data: {}, keyLines: {}, bodyStartLine: 1 }

/** Every line read, in order, as linkTargets did before it skipped lines. */
function everyLineRead(text: string): LinkTarget[] {
  const found: LinkTarget[] = []
  const seen = new Set<string>()
  let fence: string | null = null
  text.split('\n').forEach((line, index) => {
    fence = readLine(line, index + 1, fence, /references\/|scripts\/|assets\//.test(line), (t) => {
      if (t === undefined) return
      const key = `${t.line}\u0000${t.kind === 'inside' ? t.path : t.written}`
      if (seen.has(key)) return
      seen.add(key)
      found.push(t)
    })
  })
  return found
}

const indent = fc.constantFrom(
  '',
  ' ',
  '   ',
  '    ',
  '\t',
  '> ',
  '\u00a0',
  '\u2003',
  '\u3000',
  '\f'
)
const piece = fc.constantFrom(
  ' ',
  '`',
  '```',
  '[',
  ']',
  '](',
  '(',
  ')',
  '<',
  '>',
  '\\',
  'references/',
  'scripts/',
  'assets/',
  'references',
  '/',
  'a.md',
  '../x',
  '%20',
  '%zz',
  '#top',
  '?q',
  'https://x.io/',
  'word'
)
const soup = fc.array(piece, { maxLength: 8 }).map((pieces) => pieces.join(''))
const target = fc.constantFrom('a.md', 'references/b.md', '../up.md', '/abs', 'https://x.io/')
/** Lines that open or close fences, define or use links, write paths, or hold anything else. */
const line = fc.oneof(
  fc
    .tuple(indent, fc.constantFrom('```', '````', '~~~', '``` sh', '```a`b'))
    .map((p) => p.join('')),
  fc.tuple(indent, fc.constantFrom('[x]: ', '[a b]:\t', '[]: '), target).map((p) => p.join('')),
  fc.tuple(indent, target).map(([at, to]) => `${at}See [it](${to}) and scripts/run.sh.`),
  fc.constant(''),
  fc.tuple(indent, soup).map((p) => p.join(''))
)
const markdown = fc.array(line, { maxLength: 30 }).map((lines) => lines.join('\n'))

describe('linkTargets', () => {
  it('finds what reading every line finds (differential)', () => {
    fc.assert(
      fc.property(markdown, (text) => {
        expect(linkTargets(text, NO_FRONTMATTER)).toEqual(everyLineRead(text))
      }),
      { seed: 19, numRuns: 2000 }
    )
  })
})
