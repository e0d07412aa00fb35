// Splitting and parsing the frontmatter exactly as PluginEval does: a literal, not line-anchored
// `---` split, and YAML 1.1. Pure: text in, data out.
import type { SkillError } from '../model/index.js'
import { clipLine } from './echo.js'
import type { LineIndex } from './line-index.js'
import { isPlainMapping, pyTruthy } from './python-text.js'
import type { Frontmatter } from './types.js'
import type { YamlResult } from './yaml11.js'
import { parseSimpleYaml11 } from './yaml11-fast.js'
import { MAX_YAML_DEPTH, type YamlLimit } from './yaml-bounds.js'

/**
 * Frontmatter blocks larger than this are refused rather than parsed. The spec's fields are short
 * (a description is at most 1,024 characters); parsing time grows with the block, and a hostile
 * block of one repeated token took seconds at the old 256 KiB cap.
 */
export const MAX_FRONTMATTER_CHARS = 64 * 1024
/**
 * Lexer tokens (values, indicators, spaces, line breaks) beyond this are refused before parsing:
 * the parser's time follows the token count, and 64 KB of `a: b` lines or blank lines still took
 * more than a second. A long frontmatter of 200 lines has about 1,500.
 */
export const MAX_FRONTMATTER_TOKENS = 10_000

const DELIMITER = '---'

/**
 * The YAML parser (the `yaml` package, about 300 KB of code), loaded by `loadYamlParser` for the
 * frontmatters the fast path does not read: a run whose frontmatters are all simple never loads it.
 */
let fullParser: ((text: string, maxTokens: number) => YamlResult) | undefined

/** Loads the YAML parser; parsing a frontmatter the fast path does not read needs it. */
export async function loadYamlParser(): Promise<void> {
  fullParser ??= (await import('./yaml11.js')).parseYaml11
}

/** A frontmatter needed the YAML parser before `loadYamlParser` loaded it: a caller's mistake. */
export class YamlParserNotLoadedError extends Error {
  constructor() {
    super(
      'internal error: a frontmatter needs the YAML parser, which is not loaded (await loadYamlParser() first)'
    )
  }
}

function yamlParser(): NonNullable<typeof fullParser> {
  if (fullParser === undefined) throw new YamlParserNotLoadedError()
  return fullParser
}

export interface FrontmatterSplit {
  /** The YAML text between the first two `---`, or null when there is no frontmatter. */
  yamlText: string | null
  body: string
  /** Offset of the body in the content. */
  bodyOffset: number
}

/** PluginEval's split: Python's `content.split('---', 2)`, only when content starts with it. */
export function splitFrontmatter(content: string): FrontmatterSplit {
  if (!content.startsWith(DELIMITER)) return { yamlText: null, body: content, bodyOffset: 0 }
  const close = content.indexOf(DELIMITER, DELIMITER.length)
  if (close === -1) return { yamlText: null, body: content, bodyOffset: 0 }
  const bodyOffset = close + DELIMITER.length
  return {
    yamlText: content.slice(DELIMITER.length, close),
    body: content.slice(bodyOffset),
    bodyOffset
  }
}

export interface FrontmatterResult {
  frontmatter: Frontmatter
  body: string
  bodyOffset: number
  /**
   * Set when PluginEval would crash (YAML that is a truthy non-mapping, such as a bare sentence)
   * or the block is refused; the skill is not scored.
   */
  error?: SkillError
}

/**
 * Splits and parses the frontmatter of normalised SKILL.md `content`. Throws only
 * `YamlParserNotLoadedError`, for a frontmatter the fast path does not read when the parser is
 * not loaded.
 */
export function parseFrontmatter(
  content: string,
  lines: LineIndex,
  file: string
): FrontmatterResult {
  const split = splitFrontmatter(content)
  const frontmatter: Frontmatter = {
    delimited: split.yamlText !== null,
    data: {},
    keyLines: {},
    bodyStartLine: lines.lineAt(split.bodyOffset)
  }
  const result: FrontmatterResult = { frontmatter, body: split.body, bodyOffset: split.bodyOffset }
  const yamlText = split.yamlText
  if (yamlText === null) return result
  const yamlStart = DELIMITER.length
  const skillMd = baseName(file)
  if (yamlText.length > MAX_FRONTMATTER_CHARS) {
    result.error = {
      code: 'frontmatter-too-large',
      message: `frontmatter is ${yamlText.length} characters; the limit is ${MAX_FRONTMATTER_CHARS} (the spec's fields are short: move long text into the body)`,
      file,
      line: 1
    }
    return result
  }
  // most frontmatters are a few one-line strings, read exactly as the parser would read them
  const parsed =
    parseSimpleYaml11(yamlText, MAX_FRONTMATTER_TOKENS) ??
    yamlParser()(yamlText, MAX_FRONTMATTER_TOKENS)
  if (!parsed.ok) {
    const line = parsed.offset === undefined ? 1 : lines.lineAt(yamlStart + parsed.offset)
    if (parsed.limit !== undefined) {
      result.error = { ...refusal(parsed.limit, parsed.message, line, skillMd), file, line }
      return result
    }
    // PluginEval scores the skill with an empty mapping; the error is kept for reporting.
    frontmatter.yamlError = { message: yamlErrorMessage(parsed.message, line, skillMd), line }
    return result
  }
  if (parsed.duplicateKeyCount > 0) {
    frontmatter.duplicateKeys = parsed.duplicateKeys.map((duplicate) => ({
      key: clipLine(duplicate.key, KEY_CHARS),
      firstLine: lines.lineAt(yamlStart + duplicate.firstOffset),
      line: lines.lineAt(yamlStart + duplicate.offset)
    }))
    frontmatter.duplicateKeyCount = parsed.duplicateKeyCount
  }
  if (!pyTruthy(parsed.value)) return result
  if (!isPlainMapping(parsed.value)) {
    result.error = {
      code: 'frontmatter-not-mapping',
      message: `frontmatter must be a YAML mapping of keys to values, but it is ${describeYamlValue(parsed.value)}`,
      file,
      line: lines.lineAt(yamlStart + firstContentOffset(yamlText))
    }
    return result
  }
  frontmatter.data = parsed.value
  for (const [key, offset] of parsed.keyOffsets) {
    // defineProperty: a `__proto__` key must stay a plain entry
    Object.defineProperty(frontmatter.keyLines, key, {
      value: lines.lineAt(yamlStart + offset),
      enumerable: true,
      writable: true,
      configurable: true
    })
  }
  return result
}

/** Longest key echoed in a message about it. */
const KEY_CHARS = 60
/** Longest part of the parser's own message kept in ours (the whole stays under 200). */
const REASON_CHARS = 72

function baseName(file: string): string {
  return file.slice(file.lastIndexOf('/') + 1)
}

function refusal(
  limit: YamlLimit,
  reason: string,
  line: number,
  skillMd: string
): Pick<SkillError, 'code' | 'message'> {
  if (limit === 'tokens') {
    return {
      code: 'frontmatter-too-large',
      message: `frontmatter has more than ${MAX_FRONTMATTER_TOKENS} YAML tokens (values, indicators, line breaks) by line ${line} of ${skillMd}; keep it to the spec's short fields`
    }
  }
  if (limit === 'nesting') {
    return {
      code: 'frontmatter-too-deep',
      message: `frontmatter refused: values are nested more than ${MAX_YAML_DEPTH} levels deep at line ${line} of ${skillMd} (the spec's fields need two)`
    }
  }
  return {
    code: 'yaml-bomb',
    message: `frontmatter refused: ${clipLine(reason, REASON_CHARS)} at line ${line} of ${skillMd}`
  }
}

/**
 * What went wrong, where, and the usual fix. Most broken frontmatters are an unquoted value that
 * YAML reads as syntax (`description: Use when: the user asks`), so the advice is to quote it.
 */
function yamlErrorMessage(reason: string, line: number, skillMd: string): string {
  const where = `${clipLine(reason, REASON_CHARS)} at line ${line} of ${skillMd}`
  if (/\btab\b/.test(reason)) return `${where} — indent and separate with spaces, not tabs`
  if (reason.startsWith('special character')) return `${where} — remove the character`
  return `${where} — put the value in double quotes (": ", " #" and a leading [ { * & ! | > ' % @ \` are YAML syntax)`
}

function firstContentOffset(text: string): number {
  const match = /[^\s]/.exec(text)
  return match ? match.index : 0
}

/** A short English name of a YAML value's type, for error messages. */
export function describeYamlValue(value: unknown): string {
  if (value === null || value === undefined) return 'null'
  if (Array.isArray(value)) return 'a list'
  if (value instanceof Date) return 'a date'
  if (value instanceof Set) return 'a set'
  if (value instanceof Map) return 'an ordered map'
  if (value instanceof Uint8Array) return 'binary data'
  if (typeof value === 'string') return 'a string'
  if (typeof value === 'number') return 'a number'
  if (typeof value === 'boolean') return `the boolean ${String(value)}`
  return typeof value
}
