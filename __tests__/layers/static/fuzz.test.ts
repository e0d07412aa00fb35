// Property test: random and mutated SKILL.md texts through the parser and the static layer.
// Whatever the input, parsing either scores or returns an error, never throws, and every score
// stays in [0, 1] with findings pointing at real lines.
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { scoreStatic } from '../../../src/layers/static/score.js'
import { StaticLayerSchema } from '../../../src/model/index.js'
import { parseSkill } from '../../../src/skill/parse.js'
import { folderFacts, pluginEvalLinks } from './build-skill.js'

const TRICKY = [
  '---',
  '----',
  '\n---\n',
  '```',
  '````js',
  '```c++',
  '## ',
  '### Usage',
  '##Title',
  '## Troubleshooting',
  'MUST ',
  'NEVER',
  'ALWAYS.',
  'skills/foo',
  'sub-skills/a/b',
  '(references/x.md)',
  '(references/x#a)',
  '(references/',
  '`Bash` tool',
  'use `read`',
  'the Read tool',
  'Use when ',
  'use this skill whenever',
  ', or when building',
  'output format',
  'returns json',
  'orchestrate',
  '| a | b |',
  'related',
  '\u2028',
  '\u2029',
  '\u0085',
  '\u000b',
  '\u000c',
  '\u001c',
  '\ufeff',
  '\r\n',
  '\t',
  '😀',
  '𝔘',
  'İı',
  'é',
  '\u00a0',
  ': ',
  '- ',
  '&a ',
  '*a',
  '!!set',
  '!tag ',
  '<<: ',
  '= ',
  '"',
  "'",
  '|',
  '>',
  '{',
  '}',
  '[',
  ']',
  '#',
  '~',
  'yes',
  'y',
  '1e3',
  '2024-01-01'
]

const fragment = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...TRICKY) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 3, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 2, arbitrary: fc.constantFrom('\n', '\n\n', ' ') },
  { weight: 1, arbitrary: fc.nat({ max: 40_000 }).map((n) => 'x'.repeat(n)) }
)

const text = fc.array(fragment, { maxLength: 60 }).map((parts) => parts.join(''))

const yamlValue = fc.oneof(
  fc.constantFrom(
    'yes',
    'no',
    'y',
    'n',
    '~',
    '',
    '1e3',
    '0x1F',
    '1:20',
    '2024-01-05',
    '[a, b]',
    '{a: 1}',
    '|',
    '>',
    '"q"',
    "'q'",
    '&a x',
    '*a',
    '!!binary aGk=',
    '!!str 1',
    '=',
    '<<'
  ),
  fc.string({ unit: 'binary', maxLength: 40 }).filter((s) => !s.includes('---'))
)

const frontmatter = fc
  .array(
    fc.tuple(
      fc.constantFrom(
        'name',
        'description',
        'paths',
        'disable-model-invocation',
        'license',
        'x',
        '<<',
        '? a'
      ),
      yamlValue
    ),
    { maxLength: 6 }
  )
  .map((pairs) => pairs.map(([key, value]) => `${key}: ${value}`).join('\n'))

const skillText = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.tuple(frontmatter, text).map(([fm, body]) => `---\n${fm}\n---\n${body}`)
  },
  { weight: 1, arbitrary: text }
)

const SEED = [
  '---\nname: seed\ndescription: Use when mutating a seed skill, for building tests, or when checking things\n---\n',
  '## Overview\n### Usage\n```bash\necho MUST | grep x | wc\n```\n',
  'See skills/other and (references/guide.md). Use the Read tool or `Bash` tool.\n',
  '| a | b | c |\nrelated decision\n'
].join('')

/** Inserts, deletes and duplicates slices of a seed skill at random positions. */
const mutated = fc
  .array(
    fc.tuple(
      fc.nat(),
      fc.nat({ max: 40 }),
      fc.constantFrom('insert', 'delete', 'duplicate'),
      fragment
    ),
    { minLength: 1, maxLength: 12 }
  )
  .map((edits) => {
    let doc = SEED
    for (const [at, length, kind, insert] of edits) {
      const pos = at % (doc.length + 1)
      if (kind === 'insert') doc = doc.slice(0, pos) + insert + doc.slice(pos)
      else if (kind === 'delete') doc = doc.slice(0, pos) + doc.slice(pos + length)
      else doc = doc.slice(0, pos) + doc.slice(pos, pos + length).repeat(3) + doc.slice(pos)
    }
    return doc
  })

const folderVariants = fc.record({
  hasReferences: fc.boolean(),
  referenceFiles: fc.constantFrom<string[]>([], ['guide.md'], ['X.MD', 'a']),
  hasAssets: fc.boolean(),
  assetFiles: fc.constantFrom<string[]>([], ['a.png'])
})

function checkOne(
  content: string,
  folder: Parameters<typeof folderFacts>[1],
  existing: string[]
): void {
  // normalised text, as the reader hands it over
  const normalised = content.replace(/\r\n?/g, '\n')
  const outcome = parseSkill(normalised, 'seed', 'seed/SKILL.md')
  if (!outcome.ok) {
    expect(outcome.error.code).toMatch(/^[a-z-]+$/)
    expect(outcome.error.file).toBe('seed/SKILL.md')
    return
  }
  const layer = scoreStatic({
    skill: outcome.skill,
    folder: folderFacts('seed', folder),
    resolved: pluginEvalLinks(outcome.skill, existing),
    scoring: 'plugineval'
  })
  StaticLayerSchema.parse(layer)
  expect(layer.score).toBeGreaterThanOrEqual(0)
  expect(layer.score).toBeLessThanOrEqual(1)
  for (const value of Object.values(layer.subScores)) {
    expect(value >= 0 && value <= 1).toBe(true)
  }
  const lineCount = outcome.skill.lineCount
  for (const finding of [...layer.antiPatterns, ...layer.portability]) {
    expect(finding.line! >= 1 && finding.line! <= lineCount).toBe(true)
  }
}

describe('static layer on arbitrary SKILL.md text', () => {
  it('never throws and keeps scores in [0, 1] (3,000 generated files)', () => {
    fc.assert(
      fc.property(
        skillText,
        folderVariants,
        fc.constantFrom<string[]>([], ['foo']),
        (content, folder, existing) => {
          checkOne(content, folder, existing)
        }
      ),
      { numRuns: 3000, seed: 20261122 }
    )
  })

  it('never throws and keeps scores in [0, 1] (2,000 mutated skills)', () => {
    fc.assert(
      fc.property(mutated, folderVariants, (content, folder) => {
        checkOne(content, folder, ['other'])
      }),
      { numRuns: 2000, seed: 11222026 }
    )
  })
})
