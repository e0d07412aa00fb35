// Generated SKILL.md and tests/eval.yaml contents: byte-mutated seeds, templates filled with
// hostile values (frontmatter names and descriptions, scenario names, prompts, patterns, paths),
// raw hostile YAML, and (long run) files past the engine's size caps.
import fc from 'fast-check'
import { applyEdits, byteEdit } from './bytes.js'
import {
  fragment,
  hostilePiece,
  joinPieces,
  plainPiece,
  slug,
  workflowCommand,
  type Piece
} from './hostile.js'
import type { FuzzProfile } from './profile.js'
import { seeds } from './seeds.js'

export interface GeneratedFile {
  bytes: Buffer
  tags: string[]
}

/** YAML double-quoted scalar of any text: escapes keep line breaks and controls in the value. */
function doubleQuoted(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what it escapes
  const escaped = text.replace(/[\\"\x00-\x1f\x7f\u0085\u2028\u2029]/g, (c) => {
    if (c === '\\' || c === '"') return `\\${c}`
    if (c === '\n') return '\\n'
    if (c === '\r') return '\\r'
    if (c === '\t') return '\\t'
    return `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`
  })
  return `"${escaped}"`
}

/** A value in one of YAML's styles: as written, quoted either way, a block scalar, a flow list. */
function styled(value: fc.Arbitrary<Piece>): fc.Arbitrary<Piece> {
  return fc
    .tuple(value, fc.constantFrom('plain', 'double', 'single', 'block', 'folded', 'flow'))
    .map(([p, style]) => {
      const text =
        style === 'plain'
          ? p.text
          : style === 'double'
            ? doubleQuoted(p.text)
            : style === 'single'
              ? `'${p.text.replace(/'/g, "''")}'`
              : style === 'flow'
                ? `[${p.text}]`
                : `${style === 'block' ? '|' : '>-'}\n${p.text
                    .split(/\r\n|\r|\n/)
                    .map((line) => `  ${line}`)
                    .join('\n')}`
      return { text, tags: p.tags }
    })
}

/** A value for a name, a description, a prompt: often a workflow command or a hostile shape. */
function hostileValue(profile: FuzzProfile): fc.Arbitrary<Piece> {
  return fc.oneof(
    { weight: 3, arbitrary: slug(30).map((text) => ({ text, tags: [] })) },
    { weight: 3, arbitrary: workflowCommand() },
    { weight: 3, arbitrary: fragment(profile.maxRun, profile.maxSkillBytes) },
    {
      weight: 1,
      arbitrary: fc
        .array(fragment(profile.maxRun, profile.maxSkillBytes), { minLength: 2, maxLength: 5 })
        .map((ps) => joinPieces(ps))
    }
  )
}

const FRONTMATTER_KEYS = [
  'name',
  'description',
  'license',
  'compatibility',
  'metadata',
  'allowed-tools',
  'paths',
  'disable-model-invocation',
  'user-invocable',
  'x-custom'
]

function frontmatter(profile: FuzzProfile): fc.Arbitrary<Piece> {
  const key = fc.oneof(
    {
      weight: 6,
      arbitrary: fc.constantFrom(...FRONTMATTER_KEYS).map((text) => ({ text, tags: [] }))
    },
    { weight: 1, arbitrary: fragment(profile.maxRun, profile.maxSkillBytes) }
  )
  const entry = fc
    .tuple(key, styled(hostileValue(profile)))
    .map(([k, v]) => joinPieces([k, { text: ': ', tags: [] }, v]))
  return fc.oneof(
    { weight: 5, arbitrary: fc.array(entry, { maxLength: 6 }).map((es) => joinPieces(es, '\n')) },
    { weight: 2, arbitrary: hostilePiece(profile.maxRun, profile.maxSkillBytes) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.array(entry, { maxLength: 3 }),
          hostilePiece(profile.maxRun, profile.maxSkillBytes)
        )
        .map(([es, h]) => joinPieces([...es, h], '\n'))
    }
  )
}

function bodyLine(profile: FuzzProfile): fc.Arbitrary<Piece> {
  const frag = fragment(profile.maxRun, profile.maxSkillBytes)
  const wrap =
    (before: string, after = '') =>
    (p: Piece) => ({
      text: `${before}${p.text}${after}`,
      tags: p.tags
    })
  return fc.oneof(
    { weight: 4, arbitrary: frag },
    { weight: 1, arbitrary: frag.map(wrap('## ')) },
    { weight: 1, arbitrary: frag.map(wrap('See skills/')) },
    { weight: 1, arbitrary: frag.map(wrap('[guide](references/', ')')) },
    { weight: 1, arbitrary: frag.map(wrap('```', '\n```')) },
    { weight: 1, arbitrary: frag.map(wrap('You MUST ', '. Use when ')) }
  )
}

function templatedSkill(profile: FuzzProfile): fc.Arbitrary<Piece> {
  // Up to 6 entries and 10 body lines share the size limits (generation stays cheap).
  const part = shared(profile, 4)
  return fc
    .tuple(
      fc.constantFrom('---\n', '---', '--- \n', '---\r\n', ''),
      frontmatter(part),
      fc.constantFrom('\n---\n', '\n---', '---', '\n...\n', ''),
      fc.array(bodyLine(part), { maxLength: 10 })
    )
    .map(([open, fm, close, body]) =>
      joinPieces([{ text: open, tags: [] }, fm, { text: close, tags: [] }, joinPieces(body, '\n')])
    )
}

function rawPieces(profile: FuzzProfile, maxBytes: number): fc.Arbitrary<Piece> {
  const part = shared(profile, 4)
  return fc
    .array(fc.oneof(plainPiece(), hostilePiece(part.maxRun, Math.floor(maxBytes / 4))), {
      maxLength: 12
    })
    .map((ps) => joinPieces(ps))
}

/** Text, then a few byte edits (invalid UTF-8, BOM, CRLF …), cut to `maxBytes`. */
function encoded(
  text: fc.Arbitrary<Piece>,
  profile: FuzzProfile,
  maxBytes: number,
  maxEdits: number
): fc.Arbitrary<GeneratedFile> {
  return fc
    .tuple(text, fc.array(byteEdit(profile.maxRun, maxBytes), { maxLength: maxEdits }))
    .map(([piece, edits]) => {
      const tags = new Set(piece.tags)
      const start = Buffer.from(piece.text, 'utf8')
      const bytes = applyEdits(start.subarray(0, maxBytes), edits, maxBytes, tags)
      return { bytes, tags: [...tags] }
    })
}

/** A seed file with 1–8 byte edits. */
function mutatedSeed(
  from: readonly Buffer[],
  profile: FuzzProfile,
  maxBytes: number
): fc.Arbitrary<GeneratedFile> {
  return fc
    .tuple(
      fc.constantFrom(...from),
      fc.array(byteEdit(profile.maxRun, maxBytes), { minLength: 1, maxLength: 8 })
    )
    .map(([seed, edits]) => {
      const tags = new Set(['mutated-seed'])
      return { bytes: applyEdits(seed, edits, maxBytes, tags), tags: [...tags] }
    })
}

/** A seed repeated past `cap` bytes (the engine must refuse it without reading it whole). */
function oversized(from: readonly Buffer[], cap: number): fc.Arbitrary<GeneratedFile> {
  return fc
    .tuple(fc.constantFrom(...from), fc.integer({ min: 1, max: 4096 }))
    .map(([seed, extra]) => {
      const target = cap + extra
      const bytes = Buffer.alloc(target)
      for (let at = 0; at < target; at += seed.length) seed.copy(bytes, at)
      return { bytes, tags: ['oversize'] }
    })
}

/** A SKILL.md as bytes. */
export function skillFile(profile: FuzzProfile): fc.Arbitrary<GeneratedFile> {
  const { skills } = seeds()
  const max = profile.maxSkillBytes
  return fc.oneof(
    { weight: 4, arbitrary: mutatedSeed(skills, profile, max) },
    { weight: 4, arbitrary: encoded(templatedSkill(profile), profile, max, 2) },
    { weight: 1, arbitrary: encoded(rawPieces(profile, max), profile, max, 2) },
    // oversizeWeight 0 draws nothing here; fast-check needs a positive total weight, which the
    // other arms give.
    { weight: profile.oversizeWeight, arbitrary: oversized(skills, 2 * 1024 * 1024) }
  )
}

const REGEXES = [
  '(a+)+$',
  '(a|aa)+',
  '[a-z]{1000}',
  '(?:x{100}){100}',
  '(',
  '\\',
  '[z-a]',
  '(?<name>x)',
  '\\p{L}+',
  '.*'.repeat(50),
  'a{1001}',
  '(?i)ok'
]

const PATHS = [
  'out.md',
  '../escape',
  '/etc/passwd',
  '~/.ssh/id_rsa',
  'a/../../b',
  'C:\\x',
  '\\\\server\\share',
  '**/*',
  '{a,b}/**',
  'a\u0000b',
  '.',
  ''
]

const NUMBERS = [
  '120',
  '-1',
  '0',
  '.inf',
  '-.inf',
  '.nan',
  '3601',
  '1e309',
  '0x10',
  '1.5',
  'yes',
  '~'
]

const ASSERTION_TYPES = [
  'output_contains',
  'output_not_contains',
  'output_matches',
  'output_not_matches',
  'file_exists',
  'file_not_exists',
  'file_contains',
  'exit_success',
  'bogus'
]

function scenario(profile: FuzzProfile): fc.Arbitrary<Piece> {
  const value = styled(hostileValue({ ...profile, maxSkillBytes: profile.maxEvalBytes }))
  const constant = (values: readonly string[]) =>
    fc.constantFrom(...values).map((text) => ({ text: doubleQuoted(text), tags: [] }))
  const field = (name: string, v: fc.Arbitrary<Piece>) =>
    v.map((p) => ({ text: `    ${name}: ${p.text.replace(/\n/g, '\n      ')}`, tags: p.tags }))
  const assertion = fc
    .tuple(
      fc.constantFrom(...ASSERTION_TYPES),
      fc.constantFrom('value', 'pattern', 'path'),
      fc.oneof(constant(REGEXES), constant(PATHS), value)
    )
    .map(([type, key, v]) => ({
      text: `      - type: ${type}\n        ${key}: ${v.text.replace(/\n/g, '\n          ')}`,
      tags: v.tags
    }))
  return fc
    .tuple(
      field('name', value),
      field('prompt', value),
      fc.option(
        field(
          'timeout',
          fc.constantFrom(...NUMBERS).map((text) => ({ text, tags: [] }))
        )
      ),
      fc.option(
        fc.tuple(constant(PATHS), value).map(([p, c]) => ({
          text: `    setup:\n      files:\n        - { path: ${p.text}, content: ${c.text.replace(/\n/g, ' ')} }`,
          tags: c.tags
        }))
      ),
      fc.array(assertion, { maxLength: 4 }),
      fc.option(
        field(
          'rubric',
          value.map((p) => ({ ...p, text: `[${p.text}]` }))
        )
      )
    )
    .map(([name, prompt, timeout, setup, assertions, rubric]) => {
      const parts = [name, prompt, timeout, setup, rubric].filter((p): p is Piece => p !== null)
      const asserts =
        assertions.length === 0
          ? []
          : [joinPieces([{ text: '    assertions:', tags: [] }, ...assertions], '\n')]
      const joined = joinPieces([...parts, ...asserts], '\n')
      return { text: joined.text.replace(/^ {4}/, '  - '), tags: joined.tags }
    })
}

/** The profile's limits shared among `parts` values, so that a whole file stays near its cap. */
function shared(profile: FuzzProfile, parts: number): FuzzProfile {
  return {
    ...profile,
    maxRun: Math.max(20, Math.floor(profile.maxRun / parts)),
    maxSkillBytes: Math.max(200, Math.floor(profile.maxSkillBytes / parts)),
    maxEvalBytes: Math.max(200, Math.floor(profile.maxEvalBytes / parts))
  }
}

function templatedEval(profile: FuzzProfile): fc.Arbitrary<Piece> {
  // Scenario counts in classes (1, 3, 10, 30 … up to the profile's most), each class with values
  // sized so that all its scenarios together stay near the file cap: cheap to generate.
  const classes = [1, 3, 10, 30, 100, 300].filter((n) => n < profile.maxScenarios)
  const scenarios = fc.oneof(
    ...[...classes, profile.maxScenarios].map((n) =>
      fc.array(scenario(shared(profile, n)), { minLength: Math.ceil(n / 3), maxLength: n })
    )
  )
  return fc
    .tuple(
      fc.constantFrom('scenarios:', 'scenarios:\n', '---\nscenarios:', 'scenarios: '),
      scenarios,
      fc.option(fragment(profile.maxRun, profile.maxEvalBytes))
    )
    .map(([head, list, tail]) =>
      joinPieces([
        { text: head.endsWith('\n') ? head : `${head}\n`, tags: [] },
        joinPieces(list, '\n'),
        ...(tail ? [{ text: '\n', tags: [] }, tail] : [])
      ])
    )
}

function hostileEval(profile: FuzzProfile): fc.Arbitrary<Piece> {
  const h = hostilePiece(profile.maxRun, profile.maxEvalBytes)
  return fc.oneof(
    h.map((p) => ({ text: `scenarios: ${p.text}`, tags: p.tags })),
    h.map((p) => ({ text: `scenarios:\n  - name: x\n    prompt: ${p.text}`, tags: p.tags })),
    h,
    fc
      .array(h, { minLength: 2, maxLength: 4 })
      .map((ps) => joinPieces(ps, '\n---\n'))
      .map((p) => ({ text: p.text, tags: [...p.tags, 'multi-document'] }))
  )
}

/** A tests/eval.yaml as bytes. */
export function evalFile(profile: FuzzProfile): fc.Arbitrary<GeneratedFile> {
  const { evals } = seeds()
  const max = profile.maxEvalBytes
  return fc.oneof(
    { weight: 4, arbitrary: mutatedSeed(evals, profile, max) },
    { weight: 3, arbitrary: encoded(templatedEval(profile), profile, max, 2) },
    { weight: 2, arbitrary: encoded(hostileEval(profile), profile, max, 2) },
    { weight: profile.oversizeWeight, arbitrary: oversized(evals, 1_000_000) }
  )
}
