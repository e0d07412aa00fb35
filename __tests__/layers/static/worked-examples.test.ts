// PluginEval spec §9.3 and §1.12: SKILL.md texts rebuilt with the parse facts the traces state,
// checked against the stated sub-scores and static layer scores to the last bit.
import { describe, expect, it } from '@jest/globals'
import { buildSkill, fillerLines, parseOk, scoreText } from './build-skill.js'

function headings(prefix: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => `${prefix} Topic ${i + 1}`)
}

function fenced(language: string, lines: string[]): string[] {
  return ['```' + language, ...lines, '```']
}

describe('§9.3.1 brand-guidelines', () => {
  const description =
    "Applies Anthropic's official brand colors and typography to any sort of artifact that may benefit from having Anthropic's look-and-feel. Use it when brand colors or style guidelines, visual formatting, or company design standards apply."
  const body = [...headings('##', 4), ...headings('###', 7), ...fillerLines('Brand', 33)]
  const text = buildSkill(
    [
      'name: brand-guidelines',
      `description: ${description}`,
      'license: Complete terms in LICENSE.txt'
    ],
    body,
    74
  )

  it('has the parse facts of the trace', () => {
    const skill = parseOk(text, 'brand-guidelines')
    expect([skill.lineCount, skill.h2Count, skill.h3Count, skill.fences.length]).toEqual([
      74, 4, 7, 0
    ])
    expect([...skill.description].length).toBe(236)
  })

  it('scores 0.49418999999999996 with MISSING_TRIGGER', () => {
    const layer = scoreText(text, 'brand-guidelines')
    expect(layer.subScores).toEqual({
      frontmatter_quality: 0.41,
      orchestration_wiring: 0.7,
      progressive_disclosure: 0.2,
      structural_completeness: 0.2,
      token_efficiency: 1.0,
      ecosystem_coherence: 0.5,
      harness_portability: 1.0
    })
    expect(layer.antiPatterns.map((a) => [a.flag, a.line])).toEqual([['MISSING_TRIGGER', 3]])
    expect(layer.score).toBe(0.49418999999999996)
    expect(layer.metadata).toEqual({ skillName: 'brand-guidelines', lineCount: 74 })
  })
})

describe('§9.3.2 evaluation-methodology', () => {
  const description =
    'PluginEval quality methodology and scoring rubrics for plugins and skills. Use this skill when understanding how plugin quality is measured, when interpreting a low score, when deciding what to fix first, when calibrating a judge, or when explaining quality badges to authors.'
  const h2 = [
    'Overview',
    'Dimensions',
    'Layers',
    'Scoring',
    'Badges',
    'Anti-Patterns',
    'Troubleshooting',
    'Links',
    'Reports',
    'Notes'
  ]
  const blocks = [
    ...Array.from({ length: 9 }, (_, i) => fenced('bash', [`echo alpha ${i}`])),
    ...Array.from({ length: 4 }, (_, i) => fenced('python', [`print(${i})`])),
    ...Array.from({ length: 4 }, (_, i) => fenced('json', [`{"n": ${i}}`]))
  ].flat()
  const tables = Array.from({ length: 5 }, (_, i) => [
    `| Name ${i} | Score |`,
    '|---|---|',
    `| row ${i} | 1 |`
  ]).flat()
  const specials = [
    'The judge returns a structured json object.',
    'It produces a report for each skill.',
    'Each input is a folder.',
    'The orchestration agent runs the layers.',
    'See the related methodology pages.',
    'A comparison of depths follows.',
    'Other skills/agents may read the report.',
    'Read [the rubrics](references/rubrics.md) first.',
    'The anchors are in [rubrics](references/rubrics.md).',
    'Calibrate with [anchors](references/rubrics.md) too.',
    'Write links as `(references/filename.md)` in prose.',
    'Or as `(references/filename)` without an extension.',
    ...Array.from({ length: 15 }, (_, i) => `Scores MUST stay in range ${i}.`)
  ]
  const structured = [
    ...h2.map((h) => `## ${h}`),
    ...headings('###', 37),
    ...blocks,
    ...tables,
    ...specials
  ]
  const keptBeforeFiller = 2 + structured.length
  const body = [...structured, ...fillerLines('Method', 372 - keptBeforeFiller)]
  const text = buildSkill(
    ['name: evaluation-methodology', `description: ${description}`],
    body,
    551
  )
  const folder = { hasReferences: true, referenceFiles: ['rubrics.md'] }

  it('has the parse facts of the trace', () => {
    const skill = parseOk(text, 'evaluation-methodology')
    expect([skill.lineCount, skill.h2Count, skill.h3Count, skill.fences.length]).toEqual([
      551, 10, 37, 34
    ])
    expect(skill.directives).toHaveLength(15)
    expect(skill.crossReferences.map((r) => r.ref)).toEqual(['agents'])
    expect(skill.hasTroubleshooting).toBe(true)
    expect(skill.hasExamples).toBe(false)
  })

  it('scores 0.7160482258064518 with ORPHAN_REFERENCE ×2 and DEAD_CROSS_REF', () => {
    const layer = scoreText(text, 'evaluation-methodology', folder)
    expect(layer.subScores).toEqual({
      frontmatter_quality: 0.77,
      orchestration_wiring: 0.85,
      progressive_disclosure: 0.85,
      structural_completeness: 0.8500000000000001,
      token_efficiency: 0.9634408602150537,
      ecosystem_coherence: 0.83,
      harness_portability: 1.0
    })
    expect(layer.antiPatterns.map((a) => a.flag)).toEqual([
      'ORPHAN_REFERENCE',
      'ORPHAN_REFERENCE',
      'DEAD_CROSS_REF'
    ])
    expect(layer.score).toBe(0.7160482258064518)
  })

  it('points each link and cross-reference finding at its line', () => {
    const layer = scoreText(text, 'evaluation-methodology', folder)
    const lines = text.split('\n')
    for (const finding of layer.antiPatterns) {
      const line = lines[finding.line! - 1]!
      expect(line).toMatch(
        finding.flag === 'DEAD_CROSS_REF' ? /skills\/agents/ : /\(references\/filename/
      )
    }
  })

  it('a cross-reference that resolves is not dead', () => {
    const layer = scoreText(text, 'evaluation-methodology', folder, ['agents'])
    expect(layer.antiPatterns.map((a) => a.flag)).toEqual(['ORPHAN_REFERENCE', 'ORPHAN_REFERENCE'])
  })
})

describe('§9.3.3 block-no-verify-hook', () => {
  const description =
    'Configure a PreToolUse hook that blocks git commits made with the no-verify flag so that pre-commit checks cannot be skipped by agents. Use when setting up Claude Code projects that enforce commit quality gates.'
  const json = ['{', '"type": "command",', '}']
  const blocks = [
    fenced('bash', ['git log | grep fix | head -n 1 | wc -l']),
    fenced('bash', ['echo first']),
    fenced('bash', ['echo second']),
    fenced('bash', ['echo third']),
    fenced('json', [...json, ...Array<string>(10).fill('{'), ...Array<string>(20).fill('}')]),
    fenced('json', Array<string>(15).fill('"type": "command",')),
    fenced('json', Array<string>(15).fill('"type": "command",'))
  ].flat()
  const specials = [
    'The hook reads its input from stdin.',
    'This hook targets only `Bash` tool calls.'
  ]
  const structured = [...headings('##', 8), ...headings('###', 7), ...blocks, ...specials]
  const body = [...structured, ...fillerLines('Hook', 152 - 2 - structured.length)]
  const text = buildSkill(['name: block-no-verify-hook', `description: ${description}`], body, 194)

  it('has the parse facts of the trace', () => {
    const skill = parseOk(text, 'block-no-verify-hook')
    expect([skill.lineCount, skill.h2Count + skill.h3Count, skill.fences.length]).toEqual([
      194, 15, 14
    ])
  })

  it('scores 0.6954842105263157 with no anti-patterns', () => {
    const layer = scoreText(text, 'block-no-verify-hook')
    expect(layer.subScores).toEqual({
      frontmatter_quality: 0.6499999999999999,
      orchestration_wiring: 0.85,
      progressive_disclosure: 0.5,
      structural_completeness: 0.6,
      token_efficiency: 0.8131578947368421,
      ecosystem_coherence: 0.5,
      harness_portability: 0.98
    })
    expect(layer.antiPatterns).toEqual([])
    expect(layer.portability.map((f) => [f.flag, f.severity])).toEqual([['CLAUDE_TOOL_REFS', 0.02]])
    expect(layer.score).toBe(0.6954842105263157)
  })
})

describe('§1.12 file without frontmatter', () => {
  it('scores the static layer with EMPTY_DESCRIPTION and MISSING_TRIGGER', () => {
    const layer = scoreText('# Title\n\nBody text\n', 'plain')
    expect(layer.subScores).toEqual({
      frontmatter_quality: 0.1,
      orchestration_wiring: 0.7,
      progressive_disclosure: 0.2,
      structural_completeness: 0,
      token_efficiency: 1.0,
      ecosystem_coherence: 0.5,
      harness_portability: 1.0
    })
    expect(layer.antiPatterns.map((a) => [a.flag, a.line])).toEqual([
      ['EMPTY_DESCRIPTION', 1],
      ['MISSING_TRIGGER', 1]
    ])
    // raw 0.40099999999999997 (sum in §2.1 order) × penalty 0.9
    expect(layer.score).toBe(0.3609)
  })
})

describe('§9.1 rows rebuilt from their parse facts', () => {
  const named = (prefix: string, names: string[]) => names.map((name) => `${prefix} ${name}`)
  const signals = [
    '| a | b | c |',
    'The decision depends on the output format.',
    'It returns numbers.',
    'Each input is a job.',
    'See the related notes.'
  ]

  it('#2 claude-api → 0.6139336486486487 (over the Codex cap, keyword but no trigger phrase)', () => {
    const description =
      'Build apps with the Claude API and the Anthropic SDKs. This reference should trigger whenever code imports the anthropic package or its SDK.'
    const blocks = [0, 1, 2, 3].flatMap((i) =>
      fenced('python', [`client.messages.create(model=${i})`])
    )
    const structured = [
      ...headings('##', 27),
      ...headings('###', 9),
      ...blocks,
      ...Array<string>(12).fill('|---|---|---|'),
      'A comparison of models follows.',
      'See the related pages.',
      'Calls MUST set a model.'
    ]
    const filler =
      'Claude API detail that keeps this reference long enough to pass the Codex byte cap'
    const body = [...structured, ...fillerLines(filler, 370 - 2 - structured.length)]
    const text = buildSkill(['name: claude-api', `description: ${description}`], body, 579)
    expect(parseOk(text, 'claude-api').utf8Bytes).toBeGreaterThan(8192)
    const layer = scoreText(text, 'claude-api')
    expect(layer.subScores).toEqual({
      frontmatter_quality: 0.47,
      orchestration_wiring: 0.75,
      progressive_disclosure: 0.6,
      structural_completeness: 0.55,
      token_efficiency: 0.9816216216216216,
      ecosystem_coherence: 0.75,
      harness_portability: 0.85
    })
    expect(layer.antiPatterns.map((a) => a.flag)).toEqual(['MISSING_TRIGGER'])
    expect(layer.portability.map((f) => f.flag)).toEqual(['SKILL_OVER_CODEX_CAP'])
    expect(layer.score).toBe(0.6139336486486487)
  })

  it('#8 spark-memory-thermal-ops → 0.8718451612903226', () => {
    const description =
      'Monitor DGX Spark unified memory and thermal limits on long training jobs. Use when tuning jobs that trigger throttling on the device.'
    const blocks = ['bash', 'bash', 'bash', 'python', 'python'].flatMap((language, i) =>
      fenced(language, [`echo step ${i}`])
    )
    const structured = [
      ...named('##', ['Examples', 'Troubleshooting', 'Memory', 'Thermals', 'Limits', 'Notes']),
      ...headings('###', 2),
      ...blocks,
      ...signals
    ]
    const body = [...structured, ...fillerLines('Spark', 186 - 2 - structured.length)]
    const text = buildSkill(
      ['name: spark-memory-thermal-ops', `description: ${description}`],
      body,
      231
    )
    const skill = parseOk(text, 'spark-memory-thermal-ops')
    expect([skill.lineCount, skill.h2Count, skill.h3Count, skill.fences.length]).toEqual([
      231, 6, 2, 10
    ])
    const layer = scoreText(text, 'spark-memory-thermal-ops', {
      hasReferences: true,
      referenceFiles: ['uma-accounting.md'],
      hasAssets: true,
      assetFiles: ['thermal-sample.sh']
    })
    expect(layer.subScores).toEqual({
      frontmatter_quality: 0.71,
      orchestration_wiring: 1.0,
      progressive_disclosure: 0.9,
      structural_completeness: 0.9500000000000001,
      token_efficiency: 0.9849462365591398,
      ecosystem_coherence: 0.75,
      harness_portability: 1.0
    })
    expect(layer.antiPatterns).toEqual([])
    expect(layer.score).toBe(0.8718451612903226)
  })

  it('#9 pptx-slide-specification → 0.5575000000000001', () => {
    const description =
      'Specify slide layouts for pptx decks. Use when writing slide specs for a deck.'
    const structured = [...headings('##', 3), 'Slides coordinate with the layout contract.']
    const body = [...structured, ...fillerLines('Slide', 20 - 2 - structured.length)]
    const text = buildSkill(
      ['name: pptx-slide-specification', `description: ${description}`],
      body,
      32
    )
    const layer = scoreText(text, 'pptx-slide-specification', {
      hasReferences: true,
      referenceFiles: ['layout-contract.md']
    })
    expect(layer.subScores).toEqual({
      frontmatter_quality: 0.6000000000000001,
      orchestration_wiring: 0.5499999999999999,
      progressive_disclosure: 0.35,
      structural_completeness: 0.1,
      token_efficiency: 1.0,
      ecosystem_coherence: 0.5,
      harness_portability: 1.0
    })
    expect(layer.score).toBe(0.5575000000000001)
  })

  it('#10 hermes-tweet → 0.8496421052631578', () => {
    const description =
      'Post tweets through the Hermes API. Use when a release ships, when a blog post goes live, when an incident resolves, or when asked; it runs automatically.'
    const blocks = ['bash', 'bash', 'bash', 'text', 'text', 'json', 'json'].flatMap((language, i) =>
      fenced(language, [`run ${i}`])
    )
    const sections = ['Examples', 'Troubleshooting', 'Setup', 'Auth', 'Posting', 'Threads']
    const structured = [
      ...named('##', [...sections, 'Limits', 'Errors', 'Workflows', 'Notes']),
      ...blocks,
      ...signals
    ]
    const body = [...structured, ...fillerLines('Tweet', 114 - 2 - structured.length)]
    const text = buildSkill(['name: hermes-tweet', `description: ${description}`], body, 157)
    const layer = scoreText(text, 'hermes-tweet', {
      hasReferences: true,
      referenceFiles: ['workflows.md']
    })
    expect(layer.subScores).toEqual({
      frontmatter_quality: 0.74,
      orchestration_wiring: 1.0,
      progressive_disclosure: 0.65,
      structural_completeness: 1.0,
      token_efficiency: 0.9649122807017544,
      ecosystem_coherence: 0.75,
      harness_portability: 1.0
    })
    expect(layer.score).toBe(0.8496421052631578)
  })
})
