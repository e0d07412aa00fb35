// Which top-level frontmatter fields exist, and small helpers to read them safely from untrusted
// parsed YAML (own properties only, so keys such as `constructor` never reach Object.prototype).
import { describeYamlValue } from '../frontmatter.js'
import { isPlainMapping } from '../python-text.js'

/** The fields the agentskills.io specification defines; no others are specified. */
export const SPEC_FIELDS = [
  'name',
  'description',
  'license',
  'compatibility',
  'metadata',
  'allowed-tools'
] as const

/**
 * Claude Code's documented skill frontmatter fields beyond the spec (code.claude.com skills
 * reference, 2026). They are accepted by default because real skills use them and Claude Code reads
 * them; a strict validator that rejects them (as skills-ref does) mostly produces noise.
 * `allowed-tools` is already a spec field.
 */
export const PLATFORM_EXTENSION_FIELDS = [
  'when_to_use',
  'argument-hint',
  'disable-model-invocation',
  'user-invocable',
  'model',
  'effort',
  'context',
  'agent',
  'hooks',
  'paths',
  'shell'
] as const

/** The value of an own property, or `absent` when the key is not there. */
export function ownField(
  data: Record<string, unknown>,
  key: string
): { present: true; value: unknown } | { present: false } {
  return Object.hasOwn(data, key) ? { present: true, value: data[key] } : { present: false }
}

/** A short description of a YAML value's type for messages, e.g. `a number`. */
export function describeValue(value: unknown): string {
  return isPlainMapping(value) ? 'a mapping' : describeYamlValue(value)
}

const QUOTE_LIMIT = 60

/** A value quoted for a message: escaped (no raw control characters) and cut to 60 characters. */
export function quote(text: string): string {
  // Slicing code units first keeps the work bounded on huge values; then cut on code points.
  const head = Array.from(text.slice(0, QUOTE_LIMIT * 2 + 2))
  const cut = head.length > QUOTE_LIMIT || text.length > QUOTE_LIMIT * 2 + 2
  return JSON.stringify(head.slice(0, QUOTE_LIMIT).join('')) + (cut ? '…' : '')
}

/** Length in Unicode code points, as Python's `len` (the reference validator) counts. */
export function codePointLength(text: string): number {
  let length = 0
  for (const _ of text) length++
  return length
}
