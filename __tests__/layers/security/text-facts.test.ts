// The shortcuts of the security scan's text facts against the plain formulations they replace,
// on seeded random texts built from the pieces that matter (keywords in any case, long token
// runs, separators, non-ASCII letters, line breaks).
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import {
  Keywords,
  MIN_RUN,
  TextFacts,
  type TokenRun
} from '../../../src/layers/security/text-facts.js'

const SEED = 19
const KEYWORDS = ['curl', 'wget', 'id_rsa', 'key4', 'sh', 'http', 'https', 'env', 'rm']

const piece = fc.oneof(
  fc.constantFrom(...KEYWORDS, 'CURL', 'Http', 'ENV', 'Id_Rsa', 'curls', 'xsh', 'envs', '_env'),
  fc.constantFrom(
    ' ',
    '\n',
    '.',
    '-',
    '/',
    '=',
    '+',
    ':',
    '\t',
    '`',
    'é',
    'ı',
    '\u212a',
    '\u0080',
    '😀'
  ),
  fc.stringMatching(/^[A-Za-z0-9+/=_.-]{1,30}$/),
  // runs and gaps of every length around MIN_RUN, at every offset
  fc
    .tuple(fc.integer({ min: 1, max: 2 * MIN_RUN + 2 }), fc.constantFrom('a', 'Z', '7', '.', ' '))
    .map(([length, char]) => char.repeat(length))
)
const texts = fc.array(piece, { maxLength: 60 }).map((pieces) => pieces.join(''))

/** Whole words of ASCII letters, digits and `_`, compared in lower case. */
const words = (text: string) =>
  new Set(text.split(/[^A-Za-z0-9_]+/).map((word) => word.toLowerCase()))

/** Every run of token characters of at least MIN_RUN, one character at a time. */
function plainTokenRuns(text: string): TokenRun[] {
  const runs: TokenRun[] = []
  for (const match of text.matchAll(/[A-Za-z0-9+/=_.-]+/g)) {
    const run = match[0]
    if (run.length < MIN_RUN) continue
    runs.push({
      start: match.index,
      end: match.index + run.length,
      hasDigit: /[0-9]/.test(run),
      hasLetter: /[A-Za-z]/.test(run),
      hasUpper: /[A-Z]/.test(run)
    })
  }
  return runs
}

describe('TextFacts', () => {
  it('mentions a keyword exactly when it occurs as a whole word, in any case', () => {
    const groups = KEYWORDS.map((k) => [k, new Keywords([k])] as const)
    fc.assert(
      fc.property(texts, (text) => {
        const facts = new TextFacts(text)
        const present = words(text)
        for (const [word, keywords] of groups)
          expect(facts.mentions(keywords)).toBe(present.has(word))
      }),
      { seed: SEED, numRuns: 1000 }
    )
  })

  it('mentions one of many keywords exactly when one occurs, whichever side is smaller', () => {
    // groups larger and smaller than a text's words, so that either side is looked up in the other
    const fillers = Array.from({ length: 150 }, (_, i) => `filler${i}`)
    const groups = [
      KEYWORDS,
      KEYWORDS.slice(0, 3),
      [...fillers, 'curl'],
      [...fillers, ...KEYWORDS.slice(5)],
      fillers
    ].map((group) => [group, new Keywords(group)] as const)
    fc.assert(
      fc.property(texts, (text) => {
        const facts = new TextFacts(text)
        const present = words(text)
        for (const [group, keywords] of groups)
          expect(facts.mentions(keywords)).toBe(group.some((word) => present.has(word)))
      }),
      { seed: SEED, numRuns: 1000 }
    )
  })

  it('knows keywords defined after its words were first looked at', () => {
    const facts = new TextFacts('Run frobnicate --fast, then quux.')
    expect(facts.mentions(new Keywords(['curl']))).toBe(false)
    expect(facts.mentions(new Keywords(['frobnicate']))).toBe(true)
    expect(facts.mentions(new Keywords(['QUUX', 'nothing']))).toBe(true)
  })

  it('knows whether a character is not ASCII, as a regular expression does', () => {
    fc.assert(
      fc.property(texts, (text) => {
        // eslint-disable-next-line no-control-regex -- the ASCII range is the point
        expect(new TextFacts(text).hasNonAscii).toBe(/[^\u0000-\u007f]/.test(text))
      }),
      { seed: SEED, numRuns: 1000 }
    )
  })

  it('finds every long token run, as a scan of every character does', () => {
    fc.assert(
      fc.property(texts, (text) => {
        expect(new TextFacts(text).tokenRuns).toEqual(plainTokenRuns(text))
      }),
      { seed: SEED, numRuns: 1000 }
    )
  })

  it('finds two runs at every offset and length around MIN_RUN', () => {
    for (let gap = 0; gap <= MIN_RUN + 1; gap++)
      for (let first = MIN_RUN - 2; first <= MIN_RUN + 2; first++)
        for (const between of [1, 2, 3, MIN_RUN - 1, MIN_RUN, MIN_RUN + 1])
          for (let second = MIN_RUN - 2; second <= MIN_RUN + 2; second++) {
            const text = `${' '.repeat(gap)}${'a'.repeat(first)}${' '.repeat(between)}${'B7'.repeat(second).slice(0, second)}`
            expect(new TextFacts(text).tokenRuns).toEqual(plainTokenRuns(text))
          }
  })
})
