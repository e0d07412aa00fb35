import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import {
  breakWorkflowCommands,
  escapeInvisible,
  flattenProse,
  neutralise,
  neutraliseJson,
  neutraliseLines,
  neutraliseProse
} from '../../src/report/neutralise.js'

/** What the Actions runner would run: `::` first after whitespace, or `##[` anywhere. */
const RUNNER_COMMAND = /^\s*::|##\[/
/** Control, separator and bidi characters: none may be printed raw. */
const INVISIBLE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/

// Strings rich in the characters that matter, plus any Unicode text.
const hostilePiece = fc.constantFrom(
  '::',
  ':',
  '#',
  '##[',
  '[',
  '\n',
  '\r',
  '\r\n',
  '\t',
  ' ',
  '\u3000',
  '\u00a0',
  '\u0085',
  '\u2028',
  '\u202e',
  '\u001b',
  '\\',
  'warning',
  'add-mask'
)
const hostile = fc.oneof(
  fc.array(hostilePiece, { maxLength: 30 }).map((pieces) => pieces.join('')),
  fc.string({ unit: 'binary', maxLength: 60 })
)

describe('neutralise (property)', () => {
  it('leaves no line break, no invisible character, no command at the start, no `##[`', () => {
    fc.assert(
      fc.property(hostile, (s) => {
        for (const out of [neutralise(s), neutraliseProse(s)]) {
          expect(out).not.toMatch(/[\n\r]/)
          expect(out).not.toMatch(INVISIBLE)
          expect(out).not.toMatch(RUNNER_COMMAND)
        }
      }),
      { numRuns: 500 }
    )
  })

  it('keeps text that needs nothing unchanged', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[\w ./@#-]*$/), (s) => {
        fc.pre(!s.includes('##['))
        expect(neutralise(s)).toBe(s)
      })
    )
  })

  it('is stable: neutralising twice changes nothing more', () => {
    fc.assert(fc.property(hostile, (s) => expect(neutralise(neutralise(s))).toBe(neutralise(s))))
  })
})

describe('neutralise', () => {
  it.each([
    ['a\n::warning::pwned', 'a\\n::warning::pwned'],
    ['\r::error::x', '\\r::error::x'],
    ['  ::add-mask::y', '  :\\:add-mask::y'],
    ['\t::stop-commands::tok', '\\t::stop-commands::tok'],
    ['::warning::x', ':\\:warning::x'],
    ['\u3000::notice::x', '\u3000:\\:notice::x'],
    ['a##[error]b', 'a#\\#[error]b'],
    ['###[x', '##\\#[x'],
    [
      'esc \u001b[2J bell \u0007 nel \u0085 del \u007f',
      'esc \\x1B[2J bell \\x07 nel \\x85 del \\x7F'
    ],
    ['rtl \u202egnp.exe \u2066x\u2069 \u2028', 'rtl \\u202Egnp.exe \\u2066x\\u2069 \\u2028'],
    ['a:: b', 'a:: b'],
    ['skills/pdf @octocat #12', 'skills/pdf @octocat #12']
  ])('%j → %j', (input, expected) => {
    expect(neutralise(input)).toBe(expected)
  })

  it('folds prose onto one line before breaking a command it starts with', () => {
    expect(flattenProse('one\n  two\r\nthree')).toBe('one two three')
    expect(neutraliseProse('\n::warning::x')).toBe(' :\\:warning::x')
    expect(breakWorkflowCommands(flattenProse('\n::warning::x'))).toBe(' :\\:warning::x')
  })

  it('escapes exactly the invisible characters', () => {
    expect(escapeInvisible('plain ünïcödé 😀 text')).toBe('plain ünïcödé 😀 text')
  })
})

describe('neutraliseLines', () => {
  it('keeps line breaks as breaks and makes each line inert', () => {
    expect(neutraliseLines('Invalid inputs:\r\n- a\n::error::x\r- tab\there')).toBe(
      'Invalid inputs:\n- a\n:\\:error::x\n- tab\\there'
    )
  })
})

describe('neutraliseJson', () => {
  it('parses back to the same value and prints no command and no raw invisible character', () => {
    fc.assert(
      fc.property(fc.jsonValue(), hostile, (value, s) => {
        const data = { value, s, [s]: s }
        for (const indent of [undefined, 2]) {
          const json = JSON.stringify(data, null, indent)
          const out = neutraliseJson(json)
          expect(JSON.parse(out)).toEqual(JSON.parse(json))
          for (const line of out.split(/\r\n|\r|\n/)) expect(line).not.toMatch(RUNNER_COMMAND)
          // Line breaks of the indentation aside, nothing invisible is printed raw.
          expect(out.replace(/\n/g, '')).not.toMatch(INVISIBLE)
        }
      }),
      { numRuns: 300 }
    )
  })
})
