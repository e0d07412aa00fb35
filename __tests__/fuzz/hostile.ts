// The hostile shapes of text the issue lists, as fast-check arbitraries: deep nesting, long runs of
// one token, aliases, duplicate keys, control characters, workflow commands (`::warning::`,
// `##[error]`), huge lines and YAML oddities. Each piece carries a tag naming its shape, so a
// failure says what kind of input caused it and the test can check every shape was generated.
import fc from 'fast-check'

export interface Piece {
  text: string
  tags: string[]
}

/** Tokens repeated into long runs (`? :` and `: :` as the issue writes them). */
export const RUN_TOKENS = [
  '[',
  '{',
  '|',
  '>',
  "'",
  '"',
  '%',
  '@',
  '? :',
  ': :',
  '? ',
  '- ',
  '&a ',
  '*a ',
  '!',
  '#',
  '`',
  '\\',
  ':',
  ',',
  '<<: ',
  '---\n',
  '...\n',
  '```\n',
  '## ',
  '\t',
  '\n',
  '\r',
  'x'
] as const

/** Line breaks a renderer may or may not treat as one (GitHub's runner splits on \r and \n). */
export const LINE_BREAKS = ['\n', '\r', '\r\n', '\u2028', '\u2029', '\u0085', '\v', '\f'] as const

/** GitHub workflow commands, as they would be injected into a log line. */
export const WORKFLOW_COMMANDS = [
  '::warning::fuzz',
  '::error::fuzz',
  '::error file=SKILL.md,line=1::fuzz',
  '::notice title=t::fuzz',
  '::debug::fuzz',
  '::group::fuzz',
  '::endgroup::',
  '::add-mask::fuzz',
  '::stop-commands::fuzz',
  '::set-output name=x::y',
  '::save-state name=x::y',
  '##[error]fuzz',
  '##[warning]fuzz',
  '##[group]fuzz',
  '##[section]fuzz',
  '##[command]fuzz',
  ' ::warning::indented',
  '\t::error::tab',
  '\u00a0::notice::nbsp',
  '%0A::warning::encoded',
  'x ##[error]mid-line'
] as const

/** C0 controls, DEL, Unicode separators and marks, lone surrogates, terminal escapes. */
export const CONTROLS: readonly string[] = [
  ...Array.from({ length: 32 }, (_, c) => String.fromCharCode(c)),
  '\x7f',
  '\u0085',
  '\u2028',
  '\u2029',
  '\u200b',
  '\u200e',
  '\u202e',
  '\ufeff',
  '\ufffe',
  '\uffff',
  '\ud800',
  '\udfff',
  '\x1b[31m',
  '\x1b]8;;http://x\x07',
  '\x1b[2J',
  '\x1bP+q\x1b\\'
]

/** Short YAML and markdown oddities (tags, merge keys, block scalars, fences, links). */
const TRICKY = [
  '---',
  '\n---\n',
  '...',
  '```',
  '````js',
  '## ',
  '### Troubleshooting',
  '## Examples',
  'MUST ',
  'NEVER ',
  'ALWAYS ',
  'skills/',
  'sub-skills/a/b',
  '(references/',
  '(references/x.md)',
  '[link](references/a.md)',
  'Use when ',
  ': ',
  '- ',
  '? ',
  '&a ',
  '*a',
  '*b',
  '!!set ',
  '!!binary aGk=',
  '!!python/object:os.system ',
  '!!js/function "x"',
  '!tag ',
  '!<tag:x> ',
  '%YAML 1.1\n',
  '%TAG ! tag:x:\n',
  '<<: ',
  '<<: *a',
  '= ',
  '|',
  '|-',
  '>+',
  '|2',
  '{',
  '}',
  '[',
  ']',
  '#',
  '~',
  'null',
  'yes',
  'y',
  'on',
  '1e3',
  '0x1F',
  '0o17',
  '1:20:30',
  '.nan',
  '-.inf',
  '2024-02-30',
  '2001-12-14t21:59:43.10-05:00',
  '__proto__',
  'constructor',
  'toString',
  '\\u0000',
  '\\x00',
  '\\N',
  '\\L',
  '\\P',
  '\\_'
]

/** A log-uniform integer in [1, max]: short runs often, long runs now and then. */
export function logSize(max: number): fc.Arbitrary<number> {
  const top = Math.max(1, max)
  return fc
    .integer({ min: 0, max: 1000 })
    .map((k) => Math.max(1, Math.min(top, Math.round(Math.pow(top, k / 1000)))))
}

const SLUG_CHARS = [...'abcdefghijklmnopqrstuvwxyz0123456789-']

/** A lower-case name like the spec wants (`my-skill-2`), up to `maxLength` characters. */
export function slug(maxLength: number): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.constantFrom(...SLUG_CHARS.slice(0, 26)),
      fc.array(fc.constantFrom(...SLUG_CHARS), { maxLength: maxLength - 1 })
    )
    .map(([first, rest]) => first + rest.join(''))
}

const piece = (tag: string) => (text: string) => ({ text, tags: [tag] })

/** One token repeated up to `maxRun` times. */
export function tokenRun(maxRun: number): fc.Arbitrary<Piece> {
  return fc
    .tuple(fc.constantFrom(...RUN_TOKENS), logSize(maxRun))
    .map(([token, n]) => ({ text: token.repeat(n), tags: ['run'] }))
}

/** Brackets, braces and block collections nested up to `maxDepth` levels. */
export function nesting(maxDepth: number): fc.Arbitrary<Piece> {
  // Indentation-nested mappings grow quadratically: their depth stays near sqrt(maxDepth) × 10.
  const indentMax = Math.max(2, Math.min(maxDepth, Math.floor(Math.sqrt(maxDepth) * 10)))
  return fc
    .oneof(
      fc
        .tuple(
          fc.constantFrom('[', '{', '[{', '{a: ', '[a, ', '- ', '? ', '[- '),
          logSize(maxDepth)
        )
        .map(([open, n]) => open.repeat(n)),
      fc
        .tuple(
          fc.constantFrom(['[', ']'], ['{', '}'], ['{a: ', '}'], ['[{', '}]']),
          logSize(maxDepth)
        )
        .map(([[open, close], n]) => `${open.repeat(n)}x${close.repeat(n)}`),
      logSize(indentMax).map((n) =>
        Array.from({ length: n }, (_, i) => `${' '.repeat(i)}k${i}:`).join('\n')
      ),
      logSize(indentMax).map((n) =>
        Array.from({ length: n }, (_, i) => `${' '.repeat(i)}-`).join('\n')
      )
    )
    .map(piece('nest'))
}

/** Anchors and aliases: many references, many anchors, billion laughs, self references. */
export function aliases(maxCount: number): fc.Arbitrary<Piece> {
  return fc
    .oneof(
      logSize(maxCount).map((n) => `a: &a [x, y]\nb: [${'*a, '.repeat(n)}*a]`),
      logSize(maxCount).map((n) =>
        Array.from({ length: n }, (_, i) => `k${i}: &a${i} v${i}`).join('\n')
      ),
      logSize(maxCount).map((n) => `a: &a x\n${'*a '.repeat(n)}`),
      fc.integer({ min: 2, max: 12 }).map((depth) => {
        const lines = ['l0: &l0 [x, x, x, x, x, x, x, x, x]']
        for (let i = 1; i < depth; i++) {
          lines.push(
            `l${i}: &l${i} [${Array(9)
              .fill(`*l${i - 1}`)
              .join(', ')}]`
          )
        }
        return lines.join('\n')
      }),
      fc.constantFrom(
        'a: &a [*a]',
        'a: &a {b: *a}',
        '&a a: *a',
        '? &k x\n: *k',
        'a: *undefined',
        'a: &a x\nb: &a y\nc: *a',
        'base: &b {name: x}\nm:\n  <<: *b\n  <<: *b'
      )
    )
    .map(piece('alias'))
}

/** The same key many times, at the top level or inside a flow mapping. */
export function duplicateKeys(maxCount: number): fc.Arbitrary<Piece> {
  return fc
    .tuple(fc.constantFrom('name', 'description', 'scenarios', 'x', '<<', '? a'), logSize(maxCount))
    .chain(([key, n]) =>
      fc.constantFrom(
        Array.from({ length: n }, (_, i) => `${key}: v${i}`).join('\n'),
        `{${Array.from({ length: n }, () => `${key}: v`).join(', ')}}`
      )
    )
    .map(piece('duplicate-keys'))
}

/** A few control characters, separators and escapes. */
export function controls(): fc.Arbitrary<Piece> {
  return fc
    .array(fc.constantFrom(...CONTROLS), { minLength: 1, maxLength: 12 })
    .map((cs) => cs.join(''))
    .map(piece('control'))
}

/** A workflow command, usually right after a line break of some kind. */
export function workflowCommand(): fc.Arbitrary<Piece> {
  return fc
    .tuple(
      fc.constantFrom('', ...LINE_BREAKS, '\\n', '\\r', '%0A'),
      fc.constantFrom(...WORKFLOW_COMMANDS)
    )
    .map(([br, command]) => br + command)
    .map(piece('workflow-command'))
}

/** One very long line: a repeated word, no line break. */
export function hugeLine(maxBytes: number): fc.Arbitrary<Piece> {
  return fc
    .tuple(fc.constantFrom('x', 'word ', 'MUST ', 'a:', '😀', 'é'), logSize(maxBytes))
    .map(([unit, n]) => unit.repeat(Math.max(1, Math.floor(n / unit.length))))
    .map(piece('huge-line'))
}

/** Any of the hostile shapes, sized by the profile's limits. */
export function hostilePiece(maxRun: number, maxBytes: number): fc.Arbitrary<Piece> {
  return fc.oneof(
    { weight: 3, arbitrary: tokenRun(maxRun) },
    { weight: 3, arbitrary: nesting(maxRun) },
    { weight: 2, arbitrary: aliases(maxRun) },
    { weight: 2, arbitrary: duplicateKeys(maxRun) },
    { weight: 3, arbitrary: controls() },
    { weight: 4, arbitrary: workflowCommand() },
    { weight: 1, arbitrary: hugeLine(maxBytes) }
  )
}

/**
 * Any code points, lone surrogates included (fast-check's `binary` unit indexes all 1.1 million
 * of them when it is built, which takes a second).
 */
export function codePoints(maxLength: number, minLength = 0): fc.Arbitrary<string> {
  return fc
    .array(fc.oneof(fc.integer({ min: 0, max: 0x7f }), fc.integer({ min: 0x80, max: 0x10ffff })), {
      minLength,
      maxLength
    })
    .map((cps) => cps.map((cp) => String.fromCodePoint(cp)).join(''))
}

let plain: fc.Arbitrary<Piece> | undefined

/**
 * Short text: YAML/markdown oddities, arbitrary code points, words, line breaks. Built once:
 * fast-check's string arbitraries index every code point when they are made.
 */
export function plainPiece(): fc.Arbitrary<Piece> {
  plain ??= fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...TRICKY).map(piece('tricky')) },
    { weight: 2, arbitrary: codePoints(20).map(piece('unicode')) },
    { weight: 3, arbitrary: fc.string({ maxLength: 30 }).map(piece('text')) },
    { weight: 2, arbitrary: fc.constantFrom(...LINE_BREAKS, ' ', '\n\n').map(piece('break')) }
  )
  return plain
}

/** A fragment to insert anywhere: mostly plain, often hostile. */
export function fragment(maxRun: number, maxBytes: number): fc.Arbitrary<Piece> {
  return fc.oneof(
    { weight: 3, arbitrary: plainPiece() },
    { weight: 2, arbitrary: hostilePiece(maxRun, maxBytes) }
  )
}

/** Pieces joined into one, with all their tags. */
export function joinPieces(pieces: readonly Piece[], separator = ''): Piece {
  return {
    text: pieces.map((p) => p.text).join(separator),
    tags: [...new Set(pieces.flatMap((p) => p.tags))]
  }
}
