// The prose rules that need several words on one line read only the lines holding a URL or a
// credential path; against reading every line (the plain formulation) on seeded random texts.
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { instructionLineHits, lineHits } from '../../../src/layers/security/rules/prose.js'
import { TextFacts } from '../../../src/layers/security/text-facts.js'

const piece = fc.constantFrom(
  ' ',
  '. ',
  '! ',
  'fetch',
  'download',
  'follow',
  'the instructions',
  'your new rules from',
  'send',
  'upload',
  'the API key',
  'credentials',
  'to',
  'never',
  'do not',
  'read',
  'cat',
  'https://x.io/p',
  'http://',
  '://',
  '~/.ssh',
  '~/.SSH/id_rsa',
  'login',
  'data',
  '.aws/credentials',
  'Keychain',
  'ssh',
  'x'
)
const line = fc.array(piece, { maxLength: 12 }).map((pieces) => pieces.join(''))
// "https" and "ssh" as words: both groups of rules are switched on for the whole text.
const text = fc
  .array(line, { maxLength: 12 })
  .map((lines) => [...lines, 'https and ssh'].join('\n'))

describe('lineHits', () => {
  it('finds what reading every line finds (differential)', () => {
    fc.assert(
      fc.property(text, (t) => {
        const everyLine = t
          .split('\n')
          .flatMap((l, i) => (l.length > 4000 ? [] : instructionLineHits(l, i + 1, true, true)))
        expect(lineHits(new TextFacts(t))).toEqual(everyLine)
      }),
      { seed: 19, numRuns: 2000 }
    )
  })
})
