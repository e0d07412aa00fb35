// Splitting and parsing the frontmatter exactly as PluginEval does: a literal, not line-anchored
// `---` split, and YAML 1.1. Pure: text in, data out.
import type { SkillError } from '../model/index.js'
import type { LineIndex } from './line-index.js'
import { isPlainMapping, pyTruthy } from './python-text.js'
import type { Frontmatter } from './types.js'
import { parseYaml11 } from './yaml11.js'

/** Frontmatter blocks larger than this are refused rather than parsed (no legitimate need). */
export const MAX_FRONTMATTER_CHARS = 256 * 1024

const DELIMITER = '---'

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

/** Splits and parses the frontmatter of normalised SKILL.md `content`. Never throws. */
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
  if (yamlText.length > MAX_FRONTMATTER_CHARS) {
    result.error = {
      code: 'frontmatter-too-large',
      message: `frontmatter is ${yamlText.length} characters; the limit is ${MAX_FRONTMATTER_CHARS}`,
      file,
      line: 1
    }
    return result
  }
  const parsed = parseYaml11(yamlText)
  if (!parsed.ok) {
    const line = parsed.offset === undefined ? 1 : lines.lineAt(yamlStart + parsed.offset)
    if (parsed.bomb) {
      result.error = {
        code: 'yaml-bomb',
        message: `frontmatter refused: ${parsed.message}`,
        file,
        line
      }
      return result
    }
    // PluginEval scores the skill with an empty mapping; the error is kept for reporting.
    frontmatter.yamlError = { message: parsed.message, line }
    return result
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
