// The common frontmatter read without the YAML parser: `key: value` lines at the left margin
// (with a block scalar or a mapping of such lines under some of them) whose values are certainly
// strings, `true` or `false`, or lists of plain words. It returns exactly what `parseYaml11` returns for such a text, and nothing (so the
// caller parses it fully) for anything else: the parser was most of the time a SKILL.md cost,
// and most frontmatters have this shape. Pure, and free of the `yaml` package.
import type { YamlResult } from './yaml11.js'

/**
 * Characters a taken text may hold: printable ones only, without tabs, carriage returns, the
 * extra line breaks YAML 1.1 knows (U+0085, U+2028, U+2029), non-breaking spaces or a byte order
 * mark. Anything else (and every refusal of the full parser for a character) goes to the parser.
 */
const UNTAKEN_CHARACTER =
  /[^\n\x20-\x7e\u00a1-\u2027\u202a-\ud7ff\ue000-\ufefe\uff00-\ufffd\u{10000}-\u{10ffff}]/u

/**
 * `key: value` at the left margin, the key a plain word (so it can be neither long, nor a merge
 * key, nor a number), then a colon, at least one space and a value that is not empty.
 */
const ENTRY = /^([A-Za-z][A-Za-z0-9_-]{0,63}): +(\S.*)$/

/**
 * Plain words YAML 1.1 reads as booleans or null, in any case (`y` and `n` included, though
 * PyYAML reads them as strings: declining costs only time).
 */
const NOT_A_STRING = /^(?:y|n|yes|no|true|false|on|off|null)$/i

/**
 * A plain value that starts with a letter or a character beyond ASCII (YAML's indicators, and the
 * starts of its numbers, dates and nulls, are all ASCII) and holds neither `: `, ` #` nor a final
 * `:`. The caller has ruled out spaces and controls at the start.
 */
function isPlainString(value: string): boolean {
  const first = value.charCodeAt(0)
  const letter =
    (first >= 0x41 && first <= 0x5a) || (first >= 0x61 && first <= 0x7a) || first >= 0x80
  return (
    letter &&
    !value.includes(': ') &&
    !value.includes(' #') &&
    !value.endsWith(':') &&
    !NOT_A_STRING.test(value)
  )
}

/** `text` without the spaces around it (trim would also take the Unicode spaces YAML keeps). */
function withoutSpaces(text: string): string {
  let start = 0
  let end = text.length
  while (text.charCodeAt(start) === 0x20) start++
  while (end > start && text.charCodeAt(end - 1) === 0x20) end--
  return text.slice(start, end)
}

/** The string a one-line value holds, or undefined when the full parser must read it. */
function stringValue(written: string): string | undefined {
  const value = withoutSpaces(written)
  const quote = value[0]
  if (quote === '"' || quote === "'") {
    // one quoted string alone on its line, with no escape and no quote of its kind inside
    const inner = value.slice(1, -1)
    const closed = value.length >= 2 && value.endsWith(quote)
    if (!closed || inner.includes(quote) || (quote === '"' && inner.includes('\\')))
      return undefined
    return inner
  }
  return isPlainString(value) ? value : undefined
}

/**
 * Lines beyond this are left to the parser, which counts its tokens against the caller's limit:
 * a taken line is at most seven tokens (indentation, key, colon, spaces, value, spaces, line
 * break).
 */
const TOKENS_PER_LINE = 8

/** A key alone on its line at the left margin: the indented entries below are its mapping. */
const MAPPING_KEY = /^([A-Za-z][A-Za-z0-9_-]{0,63}):$/

/** An entry of such a mapping: `key: value` after one or more spaces. */
const NESTED_ENTRY = /^( +)([A-Za-z][A-Za-z0-9_-]{0,63}): +(\S.*)$/

/** Block scalar headers taken: literal or folded, keeping or dropping the last line break. */
const BLOCK_HEADERS = new Set(['|', '>', '|-', '>-'])

/**
 * A block scalar being read: its header and its lines without their indentation, an empty line
 * as ''.
 */
interface OpenBlock {
  key: string
  header: string
  indent: number
  lines: string[]
}

/**
 * The string a block scalar holds whose lines are indented alike, none of spaces only and none
 * ending in a space: a literal one keeps its line breaks; a folded one turns each break between
 * two lines into a space and keeps those of its empty lines; both drop the empty lines at the end
 * and keep the last break unless the header says `-`.
 */
function blockString({ header, lines }: OpenBlock): string | undefined {
  let last = lines.length
  while (last > 0 && lines[last - 1] === '') last--
  if (last === 0) return undefined
  let text = lines[0]!
  if (header[0] === '|') text = lines.slice(0, last).join('\n')
  else {
    let breaks = 0
    for (const line of lines.slice(1, last)) {
      if (line === '') breaks++
      else {
        text += breaks === 0 ? ` ${line}` : `${'\n'.repeat(breaks)}${line}`
        breaks = 0
      }
    }
  }
  return header.endsWith('-') ? text : `${text}\n`
}

/** A flow sequence of plain words on one line (`[Read, Bash]`, `[rube]`). */
const WORD_LIST = /^\[([A-Za-z][A-Za-z0-9_-]*(?:, [A-Za-z][A-Za-z0-9_-]*)*)\]$/

/**
 * The value of a one-line entry: a string as `stringValue` reads it, the booleans `true` and
 * `false` (skills' `disable-model-invocation`, `user-invocable`), or a flow sequence of plain
 * words none of which YAML reads as anything but a string. Undefined when the parser must read it.
 */
function scalarValue(written: string): string | boolean | string[] | undefined {
  const value = withoutSpaces(written)
  if (value === 'true' || value === 'false') return value === 'true'
  const list = WORD_LIST.exec(value)
  if (list !== null) {
    const words = list[1]!.split(', ')
    return words.some((word) => NOT_A_STRING.test(word)) ? undefined : words
  }
  return stringValue(written)
}

/** A key and its value, or undefined when the parser must read them. */
function scalarEntry(key: string, written: string): string | boolean | string[] | undefined {
  return NOT_A_STRING.test(key) ? undefined : scalarValue(written)
}

/**
 * `parseYaml11(text, maxTokens)` for a frontmatter of `key: value` lines (empty lines between
 * them allowed) whose values are strings by any reading: plain ones that start with a letter (or
 * a character beyond ASCII) and are no boolean or null word, or one-line quoted ones without
 * escapes; a plain one may go on over indented lines of such text. A block scalar (`|`, `>`,
 * `|-`, `>-`) of lines indented alike is taken too, and so is a key alone on its line with a
 * mapping of one-line entries below, all indented alike (as `metadata:` holds). Undefined for
 * every other text, including one with a key written twice or no key at all.
 */
export function parseSimpleYaml11(text: string, maxTokens: number): YamlResult | undefined {
  if (UNTAKEN_CHARACTER.test(text)) return undefined
  const value: Record<string, unknown> = {}
  const keyOffsets = new Map<string, number>()
  // the mapping the indented lines fill, and their indentation (0 before the first)
  let nested: Record<string, unknown> | undefined
  let indent = 0
  // the top-level key whose plain value the indented lines continue, if they may
  let continued: string | undefined
  // the block scalar (`|` or `>`) the indented lines fill
  let block: OpenBlock | undefined
  let lines = 0
  for (let start = 0; start < text.length;) {
    let end = text.indexOf('\n', start)
    if (end === -1) end = text.length
    if (++lines * TOKENS_PER_LINE > maxTokens) return undefined
    const lineStart = start
    const line = text.slice(lineStart, end)
    start = end + 1
    if (block !== undefined) {
      if (line[0] === ' ') {
        let spaces = 1
        while (line[spaces] === ' ') spaces++
        if (block.indent === 0) block.indent = spaces
        const content = line.slice(spaces)
        // a line of spaces (an empty line whose spaces may be content) and a last line that no
        // line break ends are left to the parser
        if (
          spaces !== block.indent ||
          content.length === 0 ||
          content.endsWith(' ') ||
          content[0] === '#' ||
          end === text.length
        )
          return undefined
        block.lines.push(content)
        continue
      }
      if (line.length === 0) {
        // an empty line before the first is left to the parser
        if (block.lines.length === 0) return undefined
        block.lines.push('')
        continue
      }
      const string = blockString(block)
      if (string === undefined) return undefined
      value[block.key] = string
      block = undefined
    }
    if (line.length === 0) {
      // an empty line would stay in a value written over several lines, as a line break
      continued = undefined
    } else if (line[0] === ' ' && continued !== undefined) {
      // a plain value written over several lines: YAML joins them with single spaces
      const more = withoutSpaces(line)
      if (!isPlainString(more)) return undefined
      value[continued] = `${value[continued] as string} ${more}`
    } else if (line[0] === ' ') {
      const entry = NESTED_ENTRY.exec(line)
      if (nested === undefined || entry === null) return undefined
      if (indent === 0) indent = entry[1]!.length
      const key = entry[2]!
      const scalar = scalarEntry(key, entry[3]!)
      if (entry[1]!.length !== indent || scalar === undefined || Object.hasOwn(nested, key))
        return undefined
      nested[key] = scalar
    } else {
      // a mapping key with no entry below holds null
      if (nested !== undefined && indent === 0) return undefined
      nested = undefined
      continued = undefined
      const entry = ENTRY.exec(line) ?? MAPPING_KEY.exec(line)
      if (entry === null) return undefined
      const key = entry[1]!
      if (keyOffsets.has(key)) return undefined
      if (entry[2] === undefined) {
        if (NOT_A_STRING.test(key)) return undefined
        nested = {}
        indent = 0
        value[key] = nested
      } else if (BLOCK_HEADERS.has(entry[2])) {
        if (NOT_A_STRING.test(key)) return undefined
        block = { key, header: entry[2], indent: 0, lines: [] }
        value[key] = ''
      } else {
        const scalar = scalarEntry(key, entry[2])
        if (scalar === undefined) return undefined
        value[key] = scalar
        // only a plain string may go on over the lines below
        if (typeof scalar === 'string' && entry[2][0] !== '"' && entry[2][0] !== "'")
          continued = key
      }
      keyOffsets.set(key, lineStart)
    }
  }
  if (block !== undefined) {
    const string = blockString(block)
    if (string === undefined) return undefined
    value[block.key] = string
  }
  if (keyOffsets.size === 0 || (nested !== undefined && indent === 0)) return undefined
  return { ok: true, value, keyOffsets, duplicateKeys: [], duplicateKeyCount: 0 }
}
