// Byte-level mutations of a file: inserted text, invalid UTF-8, BOMs, NUL, CRLF or CR line ends,
// flipped bytes, deleted and duplicated ranges, truncation. Each edit is data (drawn by
// fast-check), applied in order, and tagged with what it did.
import fc from 'fast-check'
import { fragment, type Piece } from './hostile.js'

/** Byte sequences that are not UTF-8: stray continuations, overlongs, surrogates, > U+10FFFF. */
export const INVALID_UTF8: readonly (readonly number[])[] = [
  [0xff],
  [0xfe],
  [0x80],
  [0xbf],
  [0xc0, 0x80],
  [0xc1, 0xbf],
  [0xe2, 0x82],
  [0xe0, 0x80, 0x80],
  [0xed, 0xa0, 0x80],
  [0xf0, 0x80, 0x80, 0x80],
  [0xf4, 0x90, 0x80, 0x80],
  [0xf8, 0x88, 0x80, 0x80, 0x80]
]

const BOMS: readonly (readonly number[])[] = [
  [0xef, 0xbb, 0xbf],
  [0xff, 0xfe],
  [0xfe, 0xff],
  [0xef, 0xbb, 0xbf, 0xef, 0xbb, 0xbf]
]

export type ByteEdit =
  | { kind: 'insert-text'; at: number; piece: Piece }
  | { kind: 'invalid-utf8'; at: number; bytes: readonly number[] }
  | { kind: 'bom'; at: number | 'start'; bytes: readonly number[] }
  | { kind: 'nul'; at: number }
  | { kind: 'crlf' | 'cr' }
  | { kind: 'flip'; at: number; value: number }
  | { kind: 'delete'; at: number; length: number }
  | { kind: 'duplicate'; at: number; length: number; times: number }
  | { kind: 'truncate'; at: number }

export function byteEdit(maxRun: number, maxBytes: number): fc.Arbitrary<ByteEdit> {
  const at = fc.nat()
  return fc.oneof(
    {
      weight: 8,
      arbitrary: fc.record({
        kind: fc.constant('insert-text' as const),
        at,
        piece: fragment(maxRun, maxBytes)
      })
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('invalid-utf8' as const),
        at,
        bytes: fc.constantFrom(...INVALID_UTF8)
      })
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('bom' as const),
        at: fc.oneof(fc.constant('start' as const), at),
        bytes: fc.constantFrom(...BOMS)
      })
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('nul' as const), at }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constantFrom('crlf' as const, 'cr' as const) }) },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('flip' as const),
        at,
        value: fc.integer({ min: 0, max: 255 })
      })
    },
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('delete' as const),
        at,
        length: fc.integer({ min: 1, max: 200 })
      })
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('duplicate' as const),
        at,
        length: fc.integer({ min: 1, max: 400 }),
        times: fc.integer({ min: 2, max: 50 })
      })
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('truncate' as const), at }) }
  )
}

function splice(bytes: Buffer, at: number, remove: number, insert: Uint8Array): Buffer {
  return Buffer.concat([bytes.subarray(0, at), insert, bytes.subarray(at + remove)])
}

/** `bytes` with one edit applied; `tags` receives what the edit did. */
export function applyEdit(bytes: Buffer, edit: ByteEdit, tags: Set<string>): Buffer {
  const pos = (at: number) => at % (bytes.length + 1)
  switch (edit.kind) {
    case 'insert-text':
      for (const tag of edit.piece.tags) tags.add(tag)
      return splice(bytes, pos(edit.at), 0, Buffer.from(edit.piece.text, 'utf8'))
    case 'invalid-utf8':
    case 'nul':
      tags.add(edit.kind)
      return splice(bytes, pos(edit.at), 0, Buffer.from(edit.kind === 'nul' ? [0] : edit.bytes))
    case 'bom':
      tags.add('bom')
      return splice(bytes, edit.at === 'start' ? 0 : pos(edit.at), 0, Buffer.from(edit.bytes))
    case 'crlf':
    case 'cr':
      tags.add(edit.kind)
      return Buffer.from(
        bytes.toString('latin1').replace(/\r?\n/g, edit.kind === 'crlf' ? '\r\n' : '\r'),
        'latin1'
      )
    case 'flip': {
      if (bytes.length === 0) return bytes
      tags.add('byte-flip')
      const copy = Buffer.from(bytes)
      copy[edit.at % copy.length] = edit.value
      return copy
    }
    case 'delete':
      tags.add('byte-delete')
      return splice(bytes, pos(edit.at), edit.length, new Uint8Array())
    case 'duplicate': {
      tags.add('byte-duplicate')
      const start = pos(edit.at)
      const slice = bytes.subarray(start, start + edit.length)
      return splice(bytes, start, 0, Buffer.concat(Array(edit.times).fill(slice)))
    }
    case 'truncate':
      tags.add('truncate')
      return bytes.subarray(0, pos(edit.at))
  }
}

/** `bytes` with every edit applied in order, cut to `maxBytes` after each so sizes stay bounded. */
export function applyEdits(
  bytes: Buffer,
  edits: readonly ByteEdit[],
  maxBytes: number,
  tags: Set<string>
): Buffer {
  let out = bytes
  for (const edit of edits) {
    out = applyEdit(out, edit, tags)
    if (out.length > maxBytes) out = out.subarray(0, maxBytes)
  }
  return out
}
