// What a skill's own text may take up when it is echoed: 200 characters and an ellipsis, however
// long or deep the value is.
import { describe, expect, it } from '@jest/globals'
import {
  MAX_ECHO_CHARS,
  boundedValue,
  clipLine,
  clipText,
  previewValue
} from '../../src/skill/echo.js'

/** A list nested `depth` levels deep, built without recursion. */
function nested(depth: number, leaf: unknown = 'x'): unknown {
  let value = leaf
  for (let i = 0; i < depth; i++) value = [value]
  return value
}

describe('clipText', () => {
  it('keeps short text and cuts long text to 200 code points with an ellipsis', () => {
    expect(clipText('short')).toBe('short')
    expect(clipText('a'.repeat(MAX_ECHO_CHARS))).toBe('a'.repeat(MAX_ECHO_CHARS))
    expect(clipText('a'.repeat(1_000_000))).toBe('a'.repeat(MAX_ECHO_CHARS) + '…')
  })

  it('counts code points and never splits a surrogate pair', () => {
    const emoji = '😀'.repeat(MAX_ECHO_CHARS)
    expect(clipText(emoji)).toBe(emoji)
    expect(clipText(emoji + '😀')).toBe(emoji + '…')
    expect(clipText('a' + emoji)).toBe('a' + '😀'.repeat(MAX_ECHO_CHARS - 1) + '…')
  })

  it('puts the text on one line for clipLine', () => {
    expect(clipLine('a\nb\u0007c')).toBe('a b c')
  })
})

describe('previewValue and boundedValue', () => {
  it('writes small values whole and keeps them as they are', () => {
    expect(previewValue(['a', 1, { b: null }])).toEqual({
      text: '["a", 1, {"b": null}]',
      cut: false
    })
    const small = { a: [1, 2] }
    expect(boundedValue(small)).toBe(small)
    expect(boundedValue(42)).toBe(42)
  })

  it('cuts a list nested 100,000 levels deep to 200 characters, without recursion', () => {
    const preview = previewValue(nested(100_000))
    expect(preview.cut).toBe(true)
    expect(preview.text).toBe('['.repeat(MAX_ECHO_CHARS - 1) + '…')
    expect(boundedValue(nested(100_000))).toBe(preview.text)
  })

  it('cuts wide and long values too', () => {
    const wide = Array.from({ length: 100_000 }, (_, i) => i)
    expect(previewValue(wide).text.length).toBe(MAX_ECHO_CHARS)
    const shared = 'x'.repeat(60_000)
    const aliased = Array.from({ length: 100 }, () => ({ k: shared }))
    expect(String(boundedValue(aliased)).length).toBe(MAX_ECHO_CHARS)
    expect(boundedValue('n'.repeat(5000))).toBe('n'.repeat(MAX_ECHO_CHARS) + '…')
  })
})
