// Rules for the spec's other fields and for fields the spec does not define.
import type { Finding } from '../../model/index.js'
import { isPlainMapping } from '../python-text.js'
import { keyLine, specFinding, type SpecContext } from './context.js'
import {
  PLATFORM_EXTENSION_FIELDS,
  SPEC_FIELDS,
  codePointLength,
  describeValue,
  ownField,
  quote
} from './fields.js'
import { DESCRIPTION_NOT_STRING } from '../parse.js'

const MAX_DESCRIPTION_LENGTH = 1024
const MAX_COMPATIBILITY_LENGTH = 500
const MAX_LISTED_KEYS = 5

export function checkDescription(ctx: SpecContext): Finding[] {
  const line = keyLine(ctx.frontmatter, 'description')
  const field = ownField(ctx.data, 'description')
  // The reader refuses such a description with an error of its own at the same line; a second
  // finding saying the same thing would only double the count.
  if (
    field.present &&
    typeof field.value !== 'string' &&
    ctx.reported.has(DESCRIPTION_NOT_STRING)
  ) {
    return []
  }
  if (!field.present || field.value === null || field.value === undefined) {
    return [
      specFinding(
        ctx,
        'spec/description-required',
        'The frontmatter field `description` is required: say what the skill does and when to use it.',
        line
      )
    ]
  }
  const { value } = field
  if (typeof value !== 'string') {
    const found = describeValue(value)
    return [
      specFinding(
        ctx,
        'spec/description-type',
        `\`description\` must be a string, found ${found}.`,
        line
      )
    ]
  }
  if (value.trim() === '') {
    return [specFinding(ctx, 'spec/description-required', '`description` must not be blank.', line)]
  }
  const length = codePointLength(value)
  if (length > MAX_DESCRIPTION_LENGTH) {
    return [
      specFinding(
        ctx,
        'spec/description-length',
        `\`description\` is ${length} characters long; the limit is ${MAX_DESCRIPTION_LENGTH}.`,
        line
      )
    ]
  }
  return []
}

export function checkCompatibility(ctx: SpecContext): Finding[] {
  const field = ownField(ctx.data, 'compatibility')
  if (!field.present) return []
  const line = keyLine(ctx.frontmatter, 'compatibility')
  if (typeof field.value !== 'string') {
    const found = describeValue(field.value)
    return [
      specFinding(
        ctx,
        'spec/compatibility-type',
        `\`compatibility\` must be a string, found ${found}.`,
        line
      )
    ]
  }
  const length = codePointLength(field.value)
  if (length === 0 || length > MAX_COMPATIBILITY_LENGTH) {
    return [
      specFinding(
        ctx,
        'spec/compatibility-length',
        `\`compatibility\` is ${length} characters long; it must be 1–${MAX_COMPATIBILITY_LENGTH}.`,
        line,
        // skills-ref accepts an empty value; only the spec text asks for one character
        length === 0 ? 'warning' : 'error'
      )
    ]
  }
  return []
}

export function checkMetadata(ctx: SpecContext): Finding[] {
  const field = ownField(ctx.data, 'metadata')
  if (!field.present) return []
  const line = keyLine(ctx.frontmatter, 'metadata')
  if (!isPlainMapping(field.value)) {
    const found = describeValue(field.value)
    return [
      specFinding(
        ctx,
        'spec/metadata-type',
        `\`metadata\` must be a mapping of string keys to string values, found ${found}.`,
        line
      )
    ]
  }
  const nested: string[] = []
  const unquoted: string[] = []
  for (const [key, value] of Object.entries(field.value)) {
    if (typeof value === 'string') continue
    // Dates are scalars YAML 1.1 typed; any other object (list, mapping, set, binary) is nested.
    if (typeof value === 'object' && value !== null && !(value instanceof Date)) nested.push(key)
    else unquoted.push(key)
  }
  const findings: Finding[] = []
  if (nested.length > 0) {
    findings.push(
      specFinding(
        ctx,
        'spec/metadata-value-type',
        `\`metadata\` values must be strings; ${listKeys(nested)} ${verb(nested)} a nested ` +
          'mapping or list.',
        line
      )
    )
  }
  if (unquoted.length > 0) {
    findings.push(
      specFinding(
        ctx,
        'spec/metadata-value-unquoted',
        `\`metadata\` values must be strings; ${listKeys(unquoted)} ${verb(unquoted)} read by ` +
          'YAML as a number, boolean, date or null. Quote the value.',
        line
      )
    )
  }
  return findings
}

export function checkLicense(ctx: SpecContext): Finding[] {
  const field = ownField(ctx.data, 'license')
  if (!field.present || typeof field.value === 'string') return []
  const found = describeValue(field.value)
  return [
    specFinding(
      ctx,
      'spec/license-type',
      `\`license\` must be a string, found ${found}.`,
      keyLine(ctx.frontmatter, 'license')
    )
  ]
}

export function checkAllowedTools(ctx: SpecContext): Finding[] {
  const field = ownField(ctx.data, 'allowed-tools')
  if (!field.present || typeof field.value === 'string') return []
  const line = keyLine(ctx.frontmatter, 'allowed-tools')
  const { value } = field
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) {
    return [
      specFinding(
        ctx,
        'spec/allowed-tools-list',
        '`allowed-tools` is a YAML list; the spec defines a space-separated string ' +
          '(Claude Code accepts both, other runtimes may not).',
        line
      )
    ]
  }
  const found = describeValue(value)
  return [
    specFinding(
      ctx,
      'spec/allowed-tools-type',
      `\`allowed-tools\` must be a space-separated string, found ${found}.`,
      line
    )
  ]
}

const KNOWN_FIELDS: readonly string[] = [...SPEC_FIELDS, ...PLATFORM_EXTENSION_FIELDS]
const PLATFORM_FIELDS: ReadonlySet<string> = new Set(PLATFORM_EXTENSION_FIELDS)

export function checkUnknownFields(ctx: SpecContext): Finding[] {
  const accepted = new Set([...KNOWN_FIELDS, ...ctx.options.extraAllowedFields])
  const severity = ctx.options.unknownFields === 'error' ? 'error' : 'warning'
  const findings: Finding[] = []
  for (const key of Object.keys(ctx.data)) {
    if (accepted.has(key)) continue
    const suggestion = likelyMeant(key)
    const hint = suggestion ? ` Did you mean \`${suggestion}\`?` : ''
    findings.push(
      specFinding(
        ctx,
        'spec/unknown-field',
        `Unknown frontmatter field ${quote(key)}: neither an Agent Skills spec field nor a ` +
          `known platform extension (extra-allowed-fields accepts it: a flag of the CLI, an input of the Action).${hint}`,
        keyLine(ctx.frontmatter, key),
        severity
      )
    )
  }
  return findings
}

/**
 * The platform extension fields present (those not listed in extraAllowedFields, which accepts a
 * field silently): named in one notice when they are allowed, so a report always says which
 * non-spec fields passed; one warning or error per field when the option asks for strictness.
 */
export function checkPlatformFields(ctx: SpecContext): Finding[] {
  const extra = new Set(ctx.options.extraAllowedFields)
  const present = Object.keys(ctx.data).filter((key) => PLATFORM_FIELDS.has(key) && !extra.has(key))
  if (present.length === 0) return []
  const mode = ctx.options.platformFields
  if (mode === 'allow') {
    // All of them, never "and N more": the point is to say which non-spec fields passed.
    const names = present.map(quote).join(', ')
    return [
      specFinding(
        ctx,
        'spec/platform-field',
        `Accepted as platform extensions, not Agent Skills spec fields: ${names}. ` +
          'Runtimes other than Claude Code may ignore or reject them (platform-fields warn or ' +
          'error, a flag of the CLI and an input of the Action, reports each one).',
        keyLine(ctx.frontmatter, present[0])
      )
    ]
  }
  return present.map((key) =>
    specFinding(
      ctx,
      'spec/platform-field',
      `Frontmatter field ${quote(key)} is a platform extension (Claude Code), not an Agent Skills ` +
        'spec field; runtimes other than Claude Code may ignore or reject it.',
      keyLine(ctx.frontmatter, key),
      mode === 'error' ? 'error' : 'warning'
    )
  )
}

/** A known field that differs from `key` only in case or in `_` versus `-` (common typos). */
function likelyMeant(key: string): string | undefined {
  const canonical = (field: string): string => field.toLowerCase().replaceAll('_', '-')
  const wanted = canonical(key)
  return KNOWN_FIELDS.find((field) => canonical(field) === wanted)
}

function listKeys(keys: string[]): string {
  const shown = keys.slice(0, MAX_LISTED_KEYS).map(quote).join(', ')
  return keys.length > MAX_LISTED_KEYS
    ? `${shown} and ${keys.length - MAX_LISTED_KEYS} more`
    : shown
}

function verb(keys: string[]): string {
  return keys.length === 1 ? 'is' : 'are'
}
