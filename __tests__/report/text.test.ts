import { describe, expect, it } from '@jest/globals'
import {
  formatDelta,
  oneLine,
  printableLine,
  printableName,
  repoPath,
  truncateChars,
  truncateUtf8,
  utf8Length
} from '../../src/report/text.js'

describe('oneLine', () => {
  it('flattens line breaks to single spaces and shows other controls and bidi overrides', () => {
    expect(oneLine('a\nb\r\n\tc\u0007d\u202ee\u2028f')).toBe('a b c\\x07d\\u202Ee f')
  })

  it('defuses @mentions with a zero-width space but leaves e-mail-like text readable', () => {
    expect(oneLine('ping @octocat and @team-x')).toBe('ping @\u200boctocat and @\u200bteam-x')
    expect(oneLine('a @ b')).toBe('a @ b')
  })

  it('keeps surrounding spaces so fragments can be joined', () => {
    expect(oneLine(' at ')).toBe(' at ')
  })

  it('caps the length in code points with an ellipsis', () => {
    expect(oneLine('abcdef', 4)).toBe('abc…')
  })

  it('breaks workflow commands', () => {
    expect(oneLine('\n::warning::pwned')).toBe(' :\\:warning::pwned')
    expect(oneLine('a##[error]b')).toBe('a#\\#[error]b')
  })
})

describe('printableLine / printableName', () => {
  it('prose folds line breaks; names keep every character, escaped', () => {
    // Mid-line `::` is no command; a mention means nothing in a terminal, so no invisible marks.
    expect(printableLine('x\n::warning::pwned @octocat')).toBe('x ::warning::pwned @octocat')
    expect(printableName('x\n::warning::pwned')).toBe('x\\n::warning::pwned')
    expect(printableName('\r::error::x')).toBe('\\r::error::x')
    expect(printableName('  ::add-mask::y')).toBe('  :\\:add-mask::y')
  })

  it('caps after neutralising, so the cap holds and the cut cannot make a command', () => {
    expect(printableName('a\n'.repeat(10), 5)).toBe('a\\na…')
    expect(printableName('##['.repeat(3), 4)).toBe('#\\#…')
  })
})

describe('truncateChars / truncateUtf8', () => {
  it('never splits a surrogate pair', () => {
    expect(truncateChars('😀😀😀', 2)).toBe('😀…')
    // '😀' is 4 bytes, '…' is 3: a 10-byte budget holds one emoji plus the ellipsis.
    expect(truncateUtf8('😀😀😀', 10)).toBe('😀…')
    expect(utf8Length(truncateUtf8('😀😀😀', 10))).toBe(7)
  })

  it('returns short text unchanged', () => {
    expect(truncateUtf8('abc', 3)).toBe('abc')
  })
})

describe('repoPath', () => {
  it('joins the scanned-root prefix and drops empty and dot segments', () => {
    expect(repoPath('skills/a/SKILL.md', 'plugins/x/')).toBe('plugins/x/skills/a/SKILL.md')
    expect(repoPath('./SKILL.md', '.')).toBe('SKILL.md')
    expect(repoPath('SKILL.md')).toBe('SKILL.md')
  })
})

describe('formatDelta', () => {
  it('signs the delta with one decimal and a real minus', () => {
    expect(formatDelta(3.24)).toBe('+3.2')
    expect(formatDelta(-1)).toBe('−1.0')
    expect(formatDelta(0.04)).toBe('±0.0')
  })
})
