// The shell rules' gate on a markdown file's code blocks and spans, worked out from the words of
// the whole file, against the gate on each block's own text (what the scan did before), on seeded
// random markdown: nested and unclosed fences, empty blocks, CRLF, non-ASCII text, code spans.
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { markdownParts } from '../../../src/layers/security/markdown.js'
import {
  mayNeedShellRules,
  partMayNeedShellRules
} from '../../../src/layers/security/rules/shell.js'
import { TextFacts } from '../../../src/layers/security/text-facts.js'

const indent = fc.constantFrom('', ' ', '   ', '\t', '> ', '>> ')
const fenceLine = fc
  .tuple(
    indent,
    fc.constantFrom('```', '````', '~~~', '~~~~', '```bash', '```sh', '``` python', '```a`b')
  )
  .map((p) => p.join(''))
const piece = fc.constantFrom(
  'curl',
  'CURL',
  'curls',
  'xcurl',
  'rm',
  '_rm',
  'rm_',
  'https',
  'é',
  'ı',
  '\u212a',
  '中',
  '😀',
  ' ',
  '-',
  '/',
  '$ ',
  '`',
  '``',
  '~/.',
  ':()',
  '\r',
  'echo',
  'run-step',
  'x'
)
const soup = fc.array(piece, { maxLength: 12 }).map((pieces) => pieces.join(''))
const line = fc.oneof(
  fenceLine,
  fenceLine,
  fc.constant(''),
  fc.tuple(indent, soup).map((p) => p.join(''))
)
const markdown = fc
  .tuple(fc.array(line, { maxLength: 30 }), fc.constantFrom('\n', '\r\n'))
  .map(([lines, lineBreak]) => lines.join(lineBreak))

describe('the shell gate of a code block or span', () => {
  it('says what the gate on the piece on its own says', () => {
    let pieces = 0
    let yes = 0
    fc.assert(
      fc.property(markdown, (text) => {
        const facts = new TextFacts(text)
        const parts = markdownParts(text)
        const cut = [
          ...parts.fences.map((fence) => [fence.text, fence.offset] as const),
          ...parts.inlineCode.map((span, i) => [span.text, parts.inlineCodeOffsets[i]!] as const)
        ]
        for (const [piece, offset] of cut) {
          pieces++
          expect(text.slice(offset, offset + piece.length)).toBe(piece)
          const plain = mayNeedShellRules(piece)
          if (plain) yes++
          expect(partMayNeedShellRules(piece, facts, offset)).toBe(plain)
        }
      }),
      { seed: 19, numRuns: 1500 }
    )
    // the texts hold blocks and spans of both kinds
    expect(yes).toBeGreaterThan(pieces / 10)
    expect(pieces - yes).toBeGreaterThan(pieces / 10)
  })
})
