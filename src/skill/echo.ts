// Text taken from a skill and shown back to its reader: names, keys, parser messages. The scanned
// file is untrusted, so whatever it holds, what is echoed is short and costs little to build.

/** The most characters of a skill's own text that a message, a name or the metadata repeats. */
export const MAX_ECHO_CHARS = 200

const ELLIPSIS = '…'

/**
 * The first `count + 1` code points of `text` (one more than kept, to tell whether it goes on);
 * the work is bounded by `count`, not by the text.
 */
function codePointHead(text: string, count: number): string[] {
  // `2 * count + 2` code units hold more than `count` whole code points when the text has them (a
  // pair cut by the slice comes after them)
  return Array.from(text.slice(0, 2 * count + 2)).slice(0, count + 1)
}

/** `text` cut to `max` code points, with an ellipsis when cut. */
export function clipText(text: string, max = MAX_ECHO_CHARS): string {
  if (text.length <= max) return text
  const head = codePointHead(text, max)
  return head.length <= max ? text : head.slice(0, max).join('') + ELLIPSIS
}

// Raw control characters must not reach logs, terminals or annotations.
const CONTROL_RUNS = /\p{Cc}+/gu

/** `text` on one line (control characters become a space) and cut to `max` code points. */
export function clipLine(text: string, max = MAX_ECHO_CHARS): string {
  return clipText(text, max).replace(CONTROL_RUNS, ' ')
}

export interface ValuePreview {
  text: string
  /** The value did not fit: `text` ends with an ellipsis. */
  cut: boolean
}

type Piece = { literal: string } | { value: unknown }

/** The pieces a collection is written as, at most `room` of its entries (one character each). */
function collectionPieces(value: object, room: number): Piece[] {
  let entries: Array<[unknown, unknown] | [unknown]>
  let open = '['
  let close = ']'
  if (Array.isArray(value)) entries = value.slice(0, room).map((item: unknown) => [item])
  else if (value instanceof Set) entries = [...value].slice(0, room).map((item) => [item])
  else if (value instanceof Map) {
    entries = [...value].slice(0, room)
    ;[open, close] = ['{', '}']
  } else {
    entries = Object.keys(value)
      .slice(0, room)
      .map((key) => [key, (value as Record<string, unknown>)[key]])
    ;[open, close] = ['{', '}']
  }
  const pieces: Piece[] = [{ literal: open }]
  entries.forEach((entry, index) => {
    if (index > 0) pieces.push({ literal: ', ' })
    pieces.push({ value: entry[0] })
    if (entry.length === 2) pieces.push({ literal: ': ' }, { value: entry[1] })
  })
  pieces.push({ literal: close })
  return pieces
}

function scalarText(value: unknown, room: number): string | null {
  if (typeof value === 'string') return JSON.stringify(clipText(value, room))
  if (value === null || value === undefined) return 'null'
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value)
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'date' : value.toISOString()
  if (value instanceof Uint8Array) return `<${value.length} bytes>`
  if (typeof value !== 'object') return typeof value
  return null
}

/**
 * A short JSON-like text of any value a YAML load builds (nested lists and mappings included),
 * written piece by piece until `max` characters: a huge or deeply nested value costs no more
 * than a small one, and the walk uses no recursion.
 */
export function previewValue(value: unknown, max = MAX_ECHO_CHARS): ValuePreview {
  const stack: Piece[] = [{ value }]
  let text = ''
  while (stack.length > 0 && text.length <= max) {
    const piece = stack.pop()!
    if ('literal' in piece) {
      text += piece.literal
      continue
    }
    const room = max - text.length + 1
    const scalar = scalarText(piece.value, room)
    if (scalar !== null) text += scalar
    else stack.push(...collectionPieces(piece.value as object, room).reverse())
  }
  if (stack.length === 0 && text.length <= max) return { text, cut: false }
  return {
    text:
      codePointHead(text, max - 1)
        .slice(0, max - 1)
        .join('') + ELLIPSIS,
    cut: true
  }
}

/**
 * A value read from a skill, ready to be stored and echoed: a short string or a small value as
 * it is, anything longer as a clipped text.
 */
export function boundedValue(value: unknown, max = MAX_ECHO_CHARS): unknown {
  if (typeof value === 'string') return clipText(value, max)
  if (typeof value !== 'object' || value === null || value instanceof Date) return value
  const preview = previewValue(value, max)
  return preview.cut ? preview.text : value
}
