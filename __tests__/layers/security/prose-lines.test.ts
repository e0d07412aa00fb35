// The prose rules that need several words on one line read only the lines holding a URL or a
// credential path; against reading every line (the plain formulation) on seeded random texts.
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { URL_WORDS } from '../../../src/layers/security/rules/lines.js'
import {
  CREDENTIAL_WORDS,
  instructionLineHits,
  lineHits
} from '../../../src/layers/security/rules/prose-lines.js'
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
// A last line naming "https", "ssh", both or neither: each group of rules switched on or off for
// the whole text, besides what the pieces name.
const text = fc
  .tuple(fc.array(line, { maxLength: 12 }), fc.constantFrom('https and ssh', 'https', 'ssh', ''))
  .map(([lines, last]) => [...lines, last].join('\n'))

describe('lineHits', () => {
  it('finds what reading every line finds (differential)', () => {
    fc.assert(
      fc.property(text, (t) => {
        const facts = new TextFacts(t)
        const urls = facts.mentions(URL_WORDS)
        const credentials = facts.mentions(CREDENTIAL_WORDS)
        const everyLine =
          urls || credentials
            ? t
                .split('\n')
                .flatMap((l, i) =>
                  l.length > 4000 ? [] : instructionLineHits(l, i + 1, urls, credentials)
                )
            : []
        expect(lineHits(facts)).toEqual(everyLine)
      }),
      { seed: 19, numRuns: 2000 }
    )
  })
})
