// Decoding SKILL.md bytes (PluginEval §1.1.2–§1.1.3): strict UTF-8, BOM kept, universal
// newlines, binary refused — each failure naming the line.
import { describe, expect, it } from '@jest/globals'
import { decodeSkillBytes } from '../../src/skill/decode.js'

const decode = (bytes: number[] | string) =>
  decodeSkillBytes(
    typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : Uint8Array.from(bytes),
    'a/SKILL.md'
  )

describe('decodeSkillBytes', () => {
  it('normalises CRLF, then lone CR, to LF', () => {
    expect(decode('a\r\nb\rc\n\r\n')).toEqual({ ok: true, content: 'a\nb\nc\n\n' })
  })

  it('keeps a leading byte-order mark as U+FEFF', () => {
    expect(decode([0xef, 0xbb, 0xbf, 0x2d])).toEqual({ ok: true, content: '\ufeff-' })
  })

  it('decodes astral characters and U+2028 unchanged', () => {
    expect(decode('😀\u2028\u0085')).toEqual({ ok: true, content: '😀\u2028\u0085' })
  })

  it.each<[string, number[], number]>([
    ['a Latin-1 byte', [0x61, 0x0a, 0x0a, 0xe9], 3],
    ['an overlong encoding', [0x0a, 0xc0, 0x80], 2],
    ['a byte above F4', [0xf5, 0x80, 0x80, 0x80], 1],
    ['a truncated sequence', [0x0a, 0x0a, 0xe2, 0x82], 3],
    ['an encoded surrogate', [0xed, 0xa0, 0x80], 1]
  ])('rejects %s, naming the line', (_, bytes, line) => {
    const outcome = decode(bytes)
    expect(outcome.ok).toBe(false)
    if (!outcome.ok) {
      expect(outcome.error).toMatchObject({ code: 'invalid-utf8', file: 'a/SKILL.md', line })
    }
  })

  it('refuses files with a NUL byte as binary', () => {
    const outcome = decode([0x61, 0x0a, 0x62, 0x00])
    expect(outcome.ok).toBe(false)
    if (!outcome.ok) expect(outcome.error).toMatchObject({ code: 'binary-file', line: 2 })
  })
})
