// Each PluginEval static sub-score rule (spec §2.2–§2.7) with hand-computed doubles.
import { describe, expect, it } from '@jest/globals'
import {
  frontmatterQuality,
  hasTriggerPhrase,
  pushiness
} from '../../../src/layers/static/frontmatter-quality.js'
import {
  ecosystemCoherence,
  orchestrationWiring,
  progressiveDisclosure,
  structuralCompleteness,
  tokenEfficiency
} from '../../../src/layers/static/sub-scores.js'
import { hasOutputFormatLine } from '../../../src/layers/static/patterns.js'
import { folderFacts, parseOk } from './build-skill.js'

const withDescription = (description: string, name = 'my-skill') =>
  parseOk(
    `---\nname: ${name}\ndescription: ${JSON.stringify(description)}\n---\nBody\n`,
    'my-skill'
  )

describe('trigger pattern TP (§2.2)', () => {
  it.each([
    'Use when editing files',
    'use this skill when asked',
    'Use this skill whenever needed',
    'This skill should be used when asked',
    'Used when needed',
    'Use after a release',
    'Use before a release',
    'Use immediately before committing',
    'Use whenever you like',
    'Use proactively',
    'Trigger when asked',
    'Triggers on save',
    'Auto-loads when opened',
    'autoload on start',
    'auto loads when opened',
    'USE\u2028WHEN asked',
    'use\u00a0\u3000when asked',
    'Use thıs skİll when asked'
  ])('matches %j', (text) => {
    expect(hasTriggerPhrase(text)).toBe(true)
  })

  it.each([
    'Use it when asked',
    'Uses when asked',
    'use the skill when asked',
    'reuse when asked',
    'because when asked',
    'triggered when asked',
    'éuse when asked',
    'use when_asked',
    'usewhen'
  ])('does not match %j', (text) => {
    expect(hasTriggerPhrase(text)).toBe(false)
  })
})

describe('pushiness (§2.2)', () => {
  it.each<[string, number]>([
    ['', 0],
    ['Use proactively', 0.4],
    ['runs automatically', 0.1],
    ['ALWAYS   USE it', 0.1],
    ['triggers and invoked', 0],
    ['a trigger', 0.1],
    ['x, format', 0.1],
    ['x, forward, whenever, or during', 0.2],
    ['when building', 0.15],
    ['for string', 0.15],
    ['for ing', 0],
    ['x'.repeat(39), 0],
    ['x'.repeat(40), 0.1],
    ['\u0085' + 'x'.repeat(39) + '\u2029', 0],
    ['\ufeff' + 'x'.repeat(39), 0.1],
    ['😀'.repeat(39), 0],
    ['😀'.repeat(40), 0.1]
  ])('%j → %p', (description, expected) => {
    expect(pushiness(description)).toBe(expected)
  })

  it('reaches its maximum 0.95', () => {
    expect(
      pushiness(
        'Use proactively, automatically, when building, for testing, during deploying things'
      )
    ).toBe(0.95)
  })
})

describe('frontmatter_quality (§2.2)', () => {
  it.each<[number, number]>([
    [9, 0.1],
    [10, 0.15000000000000002],
    [29, 0.15000000000000002],
    [30, 0.25],
    [59, 0.31],
    [60, 0.36000000000000004],
    [99, 0.36000000000000004],
    [100, 0.41]
  ])('description of %i characters with the folder name scores %p', (length, expected) => {
    expect(frontmatterQuality(withDescription('x'.repeat(length)), 'plugineval')).toBe(expected)
  })

  it('gives 0.15 to a name that differs from the folder and 0.10 to one that matches', () => {
    expect(frontmatterQuality(withDescription('', 'other'), 'plugineval')).toBe(0.15)
    expect(frontmatterQuality(withDescription('', 'my-skill'), 'plugineval')).toBe(0.1)
  })

  it('by default gives any name 0.10: breaking spec/name-directory never raises the score', () => {
    expect(frontmatterQuality(withDescription('', 'other'), 'default')).toBe(0.1)
    expect(frontmatterQuality(withDescription('', 'my-skill'), 'default')).toBe(0.1)
  })

  it('treats names by Python truthiness and never equates a non-string name with the folder', () => {
    const score = (nameLine: string, dir = 'my-skill') =>
      frontmatterQuality(parseOk(`---\n${nameLine}\n---\n`, dir), 'plugineval')
    expect(score('name: 123', '123')).toBe(0.15)
    expect(score('name: ""')).toBe(0)
    expect(score('name:')).toBe(0)
    expect(score('name: 0')).toBe(0)
    expect(score('name: n')).toBe(0.15)
    expect(score('other: 1')).toBe(0.1)
  })

  it('reaches the 0.97 maximum', () => {
    const description =
      'Use proactively, automatically, when building, for testing, during deploying things'
    expect(
      frontmatterQuality(withDescription(description + ' and more words here', 'x'), 'plugineval')
    ).toBe(0.97)
  })
})

describe('orchestration_wiring (§2.3)', () => {
  const score = (body: string) => orchestrationWiring(parseOk(body), body.toLowerCase())
  it.each<[string, number]>([
    ['plain text', 0.7],
    ['the output uses this format', 0.85],
    ['Format of the OUTPUT', 0.85],
    ['output\nformat', 0.75],
    ['output formatting', 0.75],
    ['returns a structured json', 0.85],
    ['returned jsonb', 0.7],
    ['return jsonb', 0.75],
    ['it produces files', 0.75],
    ['its input', 0.7999999999999999],
    ['args', 0.7999999999999999],
    ['```\ncode\n```', 0.75],
    ['one ``` marker', 0.7],
    ['coordinates things', 0.5499999999999999],
    ['uncoordinated', 0.7],
    ['output format; produces; input; ```a\n```; dispatcher', 0.85]
  ])('%j → %p', (body, expected) => {
    expect(score(body)).toBe(expected)
  })

  it('reaches 1.0 without an orchestration stem', () => {
    expect(score('output format\nproduces\ninput\n```\n```')).toBe(1.0)
  })
})

describe('output/format line detection (§2.3.1)', () => {
  it.each<[string, boolean]>([
    ['output then format', true],
    ['format then output', true],
    ['output\nformat', false],
    ['outputs format', false],
    ['output formats', false],
    ['returnjson', true],
    ['returns a structured json', true],
    ['return jsonb', false],
    ['xreturn json', false],
    ['return xjson', true],
    ['json return', false],
    ['format\noutput\nreturn\njson', false]
  ])('%j → %p', (text, expected) => {
    expect(hasOutputFormatLine(text)).toBe(expected)
  })

  it('stays linear on a long line of outputs with the format on another line', () => {
    expect(hasOutputFormatLine('format\n' + 'output '.repeat(300_000))).toBe(false)
  })
})

describe('progressive_disclosure (§2.4)', () => {
  const withLines = (lines: number) => parseOk('x\n'.repeat(lines - 1))
  it.each<[number, number]>([
    [99, 0.2],
    [100, 0.5],
    [199, 0.5],
    [200, 0.6],
    [600, 0.6],
    [601, 0.4],
    [800, 0.4],
    [801, 0.15]
  ])('%i lines → %p', (lines, expected) => {
    expect(progressiveDisclosure(withLines(lines), folderFacts('my-skill'))).toBe(expected)
  })

  it('adds 0.15 or 0.25 for reference files, 0.15 for asset files, nothing for empty folders', () => {
    const refs = { hasReferences: true, referenceFiles: ['a.md'] }
    expect(progressiveDisclosure(withLines(150), folderFacts('s', refs))).toBe(0.65)
    expect(progressiveDisclosure(withLines(401), folderFacts('s', refs))).toBe(0.85)
    expect(progressiveDisclosure(withLines(400), folderFacts('s', refs))).toBe(0.75)
    expect(progressiveDisclosure(withLines(150), folderFacts('s', { hasReferences: true }))).toBe(
      0.5
    )
    expect(progressiveDisclosure(withLines(150), folderFacts('s', { hasAssets: true }))).toBe(0.5)
    const full = { ...refs, hasAssets: true, assetFiles: ['x.png'] }
    expect(progressiveDisclosure(withLines(450), folderFacts('s', full))).toBe(1.0)
  })
})

describe('structural_completeness (§2.5)', () => {
  const score = (text: string) => structuralCompleteness(parseOk(text), text.toLowerCase())
  it('counts ## and ### headings in steps of 2/4/6', () => {
    expect(score('## a\n')).toBe(0)
    expect(score('## a\n### b\n')).toBe(0.1)
    expect(score('## a\n## b\n## c\n## d\n')).toBe(0.15)
    expect(score('## a\n## b\n## c\n## d\n## e\n## f\n')).toBe(0.2)
  })

  it('counts fence markers and distinct languages', () => {
    expect(score('```\n')).toBe(0.1)
    expect(score('```a\n```\n```b\n')).toBe(0.25)
    expect(score('```a\n```\n```b\n```\n```c++\n')).toBe(0.35)
  })

  it('detects example and troubleshooting substrings, tables and decision words', () => {
    expect(score('#### Examples\n')).toBe(0.15)
    expect(score('### FAQs\n')).toBe(0.15)
    expect(score('## Edge cases\n## Gotchas\n')).toBe(0.1)
    expect(score('a | b | c |\n')).toBe(0.1)
    expect(score('a | b\n| c\n')).toBe(0)
    expect(score('Indecision\n')).toBe(0.05)
    expect(score('## Examples\n## Troubleshooting\n')).toBe(0.4)
  })

  it('reaches exactly 1.0', () => {
    const text =
      '## Examples\n## Troubleshooting\n## c\n## d\n## e\n## f\n```a\n```b\n```c\n```\n```\n| x | y |\ndecision\n'
    expect(score(text)).toBe(1.0)
  })
})

describe('token_efficiency (§2.6)', () => {
  const score = (text: string) => tokenEfficiency(parseOk(text))
  it('penalises repeated lines by the duplicate ratio', () => {
    expect(score('a\nb\na\nb\n')).toBe(0.8)
    expect(score('a\u2028a')).toBe(0.8)
    expect(score('a\u000ba\u0085a\u001ca')).toBe(0.7)
  })

  it('drops blank lines and lines starting with ---, keeps indented ---', () => {
    expect(score('---\n---\n----\nx\n')).toBe(1.0)
    expect(score('  ---\n  ---\n')).toBe(0.8)
  })

  it('subtracts for directive density above 0.1, 0.2 and 0.5 per line', () => {
    expect(score('MUST MUST\nx')).toBe(0.6)
    // 1 directive over 4, 5, 9 and 10 lines: densities 0.25, 0.2, 0.111…, 0.1
    expect(score('MUST\nx\ny\n')).toBe(0.8)
    expect(score('MUST\nx\ny\nz\n')).toBe(0.9)
    expect(score('MUST\nx\ny\nz\nw\nv\nu\nt\n')).toBe(0.9)
    expect(score('MUST\nx\ny\nz\nw\nv\nu\nt\ns\n')).toBe(1.0)
  })
})

describe('ecosystem_coherence (§2.7)', () => {
  const score = (body: string) => ecosystemCoherence(parseOk(body), body.toLowerCase())
  it.each<[string, number]>([
    ['nothing', 0.5],
    ['see skills/a', 0.58],
    ['skills/a skills/a', 0.66],
    ['skills/a skills/b skills/c', 0.74],
    ['skills/a skills/b skills/c skill/d', 0.75],
    ['Related', 0.75],
    ['See Also', 0.75],
    ['see  also', 0.5],
    ['complementary', 0.75],
    ['uncomplemented', 0.5],
    ['skills/a related', 0.83],
    ['skills/a skills/b skills/c related', 0.99],
    ['skills/a skills/b skills/c skills/d related', 1.0]
  ])('%j → %p', (body, expected) => {
    expect(score(body)).toBe(expected)
  })
})
