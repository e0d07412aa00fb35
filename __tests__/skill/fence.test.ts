// closesFence answers the usual closing line and the lines without the marker before trimming a
// copy; against trimming every line and reading each character, on seeded random lines. The
// opening marker and info word, found by sticky tests without a match object, against the one
// regex match they replace.
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import {
  closesFence,
  infoWordAfter,
  markerEndingAt,
  openingMarkerEnd
} from '../../src/skill/fence.js'

/** How a line opening a fence was read: the marker, then white space and the info word. */
const OPENING = /^[\s>]*(`{3,}|~{3,})\s*([^\s`{]*)/

/** A closing line: the marker's character only, at least as many, around white space and `>`. */
function closesTrimmed(line: string, marker: string): boolean {
  const trimmed = line.replace(/^[\s>]*/, '').trimEnd()
  return trimmed.length >= marker.length && [...trimmed].every((c) => c === marker[0])
}

describe('closesFence', () => {
  it('agrees with trimming the line and reading every character (differential)', () => {
    const space = fc.constantFrom(' ', '\t', '>', '\u00a0', '\u2003', '\r')
    const part = fc.constantFrom('`', '~', 'x', '😀', ' ')
    const line = fc
      .tuple(
        fc.array(space, { maxLength: 3 }),
        fc.constantFrom('', '``', '```', '````', '`````', '~~~', '~~~~~'),
        fc.array(part, { maxLength: 3 }),
        fc.array(space, { maxLength: 2 })
      )
      .map((pieces) => pieces.flat().join(''))
    const marker = fc.constantFrom('```', '````', '`````', '~~~', '~~~~')
    fc.assert(
      fc.property(line, marker, (text, opened) => {
        expect(closesFence(text, opened)).toBe(closesTrimmed(text, opened))
      }),
      { seed: 19, numRuns: 3000 }
    )
  })
})

describe('opening markers', () => {
  it('agree with one regex match: marker, info word, where a backtick may follow (differential)', () => {
    const space = fc.constantFrom(' ', '\t', '>', '\u00a0', '\u2003', '\r', '\u2028')
    const marker = fc.constantFrom(
      '',
      '`',
      '``',
      '```',
      '````',
      '~~',
      '~~~',
      '~~~~~',
      '`~~~',
      '~```'
    )
    const part = fc.constantFrom(
      'py',
      'JS',
      'c++',
      '{',
      '`',
      '~',
      'x😀',
      'é',
      ' ',
      '\t',
      '\u2003',
      '\r',
      'a'.repeat(5000)
    )
    const line = fc
      .tuple(fc.array(space, { maxLength: 3 }), marker, fc.array(part, { maxLength: 4 }))
      .map((pieces) => pieces.flat().join(''))
    fc.assert(
      fc.property(line, (text) => {
        const match = OPENING.exec(text)
        const end = openingMarkerEnd(text)
        if (match === null) {
          expect(end).toBe(-1)
          return
        }
        // the white space and `>` before the marker hold no backtick or tilde
        expect(end).toBe(text.indexOf(match[1]!) + match[1]!.length)
        expect(markerEndingAt(text, end)).toBe(match[1])
        expect(infoWordAfter(text, end)).toBe(match[2])
        // no backtick between the marker's end and the info word's
        expect(text.includes('`', end)).toBe(text.includes('`', match[0].length))
      }),
      { seed: 20261126, numRuns: 3000 }
    )
  })
})
