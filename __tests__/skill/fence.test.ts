// closesFence answers the usual closing line and the lines without the marker before trimming a
// copy; against trimming every line and reading each character, on seeded random lines.
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { closesFence } from '../../src/skill/fence.js'

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
