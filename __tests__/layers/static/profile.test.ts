import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { PROFILE_RULES, complexityTier, profileSkill } from '../../../src/layers/static/profile.js'
import { estimateTokens } from '../../../src/llm/tokens.js'
import { FindingSchema, SizeProfileSchema } from '../../../src/model/index.js'

const FILE = 'skills/demo/SKILL.md'

/** A file of `tokens * 4` plain characters: exactly `tokens` tokens, no structure at all. */
const plainOfTokens = (tokens: number): string => 'x'.repeat(tokens * 4)

const ruleIds = (content: string): string[] =>
  profileSkill(content, FILE).findings.map((f) => f.ruleId)

// Stand-in for skill-validator's `sample-skill` fixture (§7.3): 373 characters, 2 sections,
// no code block, 3 numbered steps, front matter present.
const SAMPLE_SKILL = [
  '---',
  'name: sample-skill',
  'description: A sample skill used to check the size profile. Use when testing the profiler.',
  '---',
  '',
  '# Sample Skill',
  '',
  'Follow these steps to greet the user politely and keep every reply short, warm and free of jargon.',
  '',
  '## Steps',
  '',
  '1. Read the request.',
  '2. Write a short greeting that names the user.',
  '3. Check the tone and spelling before replying to the user.',
  ''
].join('\n')

describe('profileSkill: the reference fixture (§7.3)', () => {
  it('measures the 373-character sample skill as 94 tokens, compact, 2 sections, 3 steps', () => {
    expect(SAMPLE_SKILL).toHaveLength(373)
    const { profile, findings } = profileSkill(SAMPLE_SKILL, FILE)
    expect(profile).toEqual({
      tokenCount: 94,
      complexityTier: 'compact',
      sectionCount: 2,
      codeBlockCount: 0,
      numberedStepCount: 3,
      bulletCount: 0,
      hasFrontmatter: true,
      hasWhenToUse: false,
      hasWhenNotToUse: false
    })
    expect(findings).toEqual([
      {
        file: FILE,
        ruleId: 'profile/size-small',
        source: 'profile',
        severity: 'notice',
        message: 'Skill is only 94 tokens; it may be too sparse to give actionable guidance.'
      },
      {
        file: FILE,
        ruleId: 'profile/no-code-blocks',
        source: 'profile',
        severity: 'notice',
        message: 'No code blocks; concrete snippets and commands help agents act.'
      }
    ])
    expect(SizeProfileSchema.parse(profile)).toEqual(profile)
    for (const finding of findings) expect(FindingSchema.parse(finding)).toEqual(finding)
  })
})

describe('estimateTokens and complexityTier', () => {
  it('rounds UTF-16 code units / 4 up', () => {
    expect(estimateTokens('')).toBe(0)
    expect(estimateTokens('a')).toBe(1)
    expect(estimateTokens('abcd')).toBe(1)
    expect(estimateTokens('abcde')).toBe(2)
    // An astral character is two UTF-16 code units.
    expect(estimateTokens('😀😀😀')).toBe(2)
  })

  it.each([
    [0, 'compact'],
    [399, 'compact'],
    [400, 'detailed'],
    [2500, 'detailed'],
    [2501, 'standard'],
    [5000, 'standard'],
    [5001, 'comprehensive']
  ] as const)('%i tokens → %s', (tokens, tier) => {
    expect(complexityTier(tokens)).toBe(tier)
    expect(profileSkill(plainOfTokens(tokens), FILE).profile.complexityTier).toBe(tier)
  })

  it('measures a 12,000-character file as 3,000 tokens, standard (A.4)', () => {
    const { profile } = profileSkill('y'.repeat(12000), FILE)
    expect(profile.tokenCount).toBe(3000)
    expect(profile.complexityTier).toBe('standard')
  })

  it('counts the whole file, front matter included', () => {
    // 4 + 8 + 4 + 4 = 20 characters → 5 tokens.
    expect(profileSkill('---\nname: a\n---\nabcd', FILE).profile.tokenCount).toBe(5)
  })
})

describe('profileSkill: size warnings at each boundary (§7.2)', () => {
  const sizeRule = (tokens: number): string | undefined =>
    ruleIds(plainOfTokens(tokens)).find((id) => id.startsWith('profile/size-'))

  it.each([
    [199, 'profile/size-small'],
    [200, undefined],
    [399, undefined],
    [2500, undefined],
    [2501, 'profile/size-approaching-large'],
    [5000, 'profile/size-approaching-large'],
    [5001, 'profile/size-large']
  ])('%i tokens → %s', (tokens, rule) => {
    expect(sizeRule(tokens)).toBe(rule)
  })

  it('formats large counts with thousands separators, small ones without', () => {
    const [large] = profileSkill(plainOfTokens(5001), FILE).findings
    expect(large.message.startsWith('Skill is 5,001 tokens;')).toBe(true)
    const [approaching] = profileSkill(plainOfTokens(2501), FILE).findings
    expect(approaching.message.startsWith('Skill is 2,501 tokens,')).toBe(true)
    const [small] = profileSkill(plainOfTokens(199), FILE).findings
    expect(small.message.startsWith('Skill is only 199 tokens;')).toBe(true)
  })

  it('gives a 10,001-token plain file all five warnings in the reference order (A.4)', () => {
    const { profile, findings } = profileSkill(plainOfTokens(10001), FILE)
    expect(profile).toEqual({
      tokenCount: 10001,
      complexityTier: 'comprehensive',
      sectionCount: 0,
      codeBlockCount: 0,
      numberedStepCount: 0,
      bulletCount: 0,
      hasFrontmatter: false,
      hasWhenToUse: false,
      hasWhenNotToUse: false
    })
    expect(findings.map((f) => f.ruleId)).toEqual([
      'profile/size-large',
      'profile/no-sections',
      'profile/no-code-blocks',
      'profile/no-numbered-steps',
      'profile/no-frontmatter'
    ])
    expect(findings[0].message.startsWith('Skill is 10,001 tokens;')).toBe(true)
    expect(findings.every((f) => f.severity === 'notice' && f.source === 'profile')).toBe(true)
    expect(findings.every((f) => f.file === FILE && f.line === undefined)).toBe(true)
    expect(Object.keys(PROFILE_RULES).sort()).toEqual(
      [
        ...findings.map((f) => f.ruleId),
        'profile/size-approaching-large',
        'profile/size-small'
      ].sort()
    )
  })
})

describe('profileSkill: structure counts (§7.1)', () => {
  it('treats two horizontal rules anywhere as front matter (the reference quirk, A.4)', () => {
    const content = '# T\ntext\n---\nmore\n---\nend'
    const { profile } = profileSkill(content, FILE)
    expect(profile.tokenCount).toBe(7)
    expect(profile.complexityTier).toBe('compact')
    expect(profile.sectionCount).toBe(1)
    expect(profile.codeBlockCount).toBe(0)
    expect(profile.numberedStepCount).toBe(0)
    expect(profile.hasFrontmatter).toBe(true)
  })

  it('needs no line break after the closing --- and accepts CRLF', () => {
    expect(profileSkill('---\nname: a\n---', FILE).profile.hasFrontmatter).toBe(true)
    expect(profileSkill('---\r\nname: a\r\n---\r\nbody', FILE).profile.hasFrontmatter).toBe(true)
    expect(profileSkill('---\nname: a\n', FILE).profile.hasFrontmatter).toBe(false)
    // The opening line must be exactly `---`.
    expect(profileSkill('--- \nname: a\n---\n', FILE).profile.hasFrontmatter).toBe(false)
  })

  it('counts a bash comment inside a fenced block as a section (A.4)', () => {
    const content = 'Intro\n\n```bash\n# comment\necho hi\n```\n'
    const { profile } = profileSkill(content, FILE)
    expect(profile.sectionCount).toBe(1)
    expect(profile.codeBlockCount).toBe(1)
  })

  it('counts headings of levels 1–4 followed by whitespace only', () => {
    const content = ['# a', '## b', '### c', '#### d', '##### e', '###### f', '#g', ' # h'].join(
      '\n'
    )
    expect(profileSkill(content, FILE).profile.sectionCount).toBe(4)
  })

  it('measures the body only: front-matter lines do not count as sections, steps or bullets', () => {
    const content = ['---', '# not: a heading', '- item', '1. step', '---', '# Real', ''].join('\n')
    const { profile } = profileSkill(content, FILE)
    expect(profile.sectionCount).toBe(1)
    expect(profile.bulletCount).toBe(0)
    expect(profile.numberedStepCount).toBe(0)
  })

  it('counts only unindented `N. ` steps (A.4)', () => {
    expect(profileSkill('  1. a\n1) b\n1. c', FILE).profile.numberedStepCount).toBe(1)
    expect(profileSkill('10. ten\n2.two\n3.\tthree', FILE).profile.numberedStepCount).toBe(2)
  })

  it('counts unindented `-` and `*` bullets followed by whitespace', () => {
    const content = ['- a', '* b', '  - nested', '-c', '+ plus', '---'].join('\n')
    expect(profileSkill(content, FILE).profile.bulletCount).toBe(2)
  })

  it('halves the number of triple backticks, rounding down; tildes do not count', () => {
    expect(profileSkill('```\na\n```\n```\nb', FILE).profile.codeBlockCount).toBe(1)
    expect(profileSkill('```\na\n```\n```\nb\n```', FILE).profile.codeBlockCount).toBe(2)
    expect(profileSkill('~~~\na\n~~~', FILE).profile.codeBlockCount).toBe(0)
    expect(profileSkill('inline ```x``` twice', FILE).profile.codeBlockCount).toBe(1)
  })

  it('detects "when to use" and "when not to use" headings case-insensitively', () => {
    const both = profileSkill('## When to Use This Skill\n\n### WHEN NOT TO USE\n', FILE).profile
    expect([both.hasWhenToUse, both.hasWhenNotToUse]).toEqual([true, true])
    const prose = profileSkill('Read this when to use it.\n##### When to use\n', FILE).profile
    expect([prose.hasWhenToUse, prose.hasWhenNotToUse]).toEqual([false, false])
  })
})

describe('profileSkill: structure warnings', () => {
  it('emits no structure warning for a well-structured skill of a comfortable size', () => {
    const filler = 'Explain the step in plain words. '.repeat(30)
    const content = [
      '---',
      'name: good',
      'description: Good skill. Use when testing.',
      '---',
      '# Good',
      filler,
      '## Steps',
      '1. Run the command:',
      '```bash',
      'echo ok',
      '```',
      ''
    ].join('\n')
    const { profile, findings } = profileSkill(content, FILE)
    expect(profile.tokenCount).toBeGreaterThanOrEqual(200)
    expect(profile.tokenCount).toBeLessThanOrEqual(2500)
    expect(findings).toEqual([])
  })
})

describe('profileSkill: hostile input', () => {
  it('never throws and stays consistent on random text', () => {
    const lineish = fc.oneof(
      fc.constantFrom('---', '```', '# h', '1. s', '- b', '## When to use', '\r', '\uFEFF', ''),
      fc.string({ unit: 'binary', maxLength: 40 })
    )
    fc.assert(
      fc.property(fc.array(lineish, { maxLength: 40 }), (lines) => {
        const content = lines.join('\n')
        const { profile, findings } = profileSkill(content, FILE)
        SizeProfileSchema.parse(profile)
        expect(profile.tokenCount).toBe(Math.ceil(content.length / 4))
        expect(profile.complexityTier).toBe(complexityTier(profile.tokenCount))
        for (const finding of findings) FindingSchema.parse(finding)
      }),
      { numRuns: 3000 }
    )
  })

  it('handles multi-megabyte adversarial files', () => {
    const cases = [
      '---\n' + 'x'.repeat(4_000_000), // an unclosed front matter
      '---\n'.repeat(1_000_000),
      '`'.repeat(3_000_000),
      '#'.repeat(2_000_000) + ' \n',
      '#' + ' '.repeat(2_000_000) + 'when to use',
      '1.'.repeat(1_000_000)
    ]
    const counts = cases.map((content) => {
      const { profile } = profileSkill(content, FILE)
      return [profile.hasFrontmatter, profile.sectionCount, profile.codeBlockCount]
    })
    expect(counts).toEqual([
      [false, 0, 0],
      [true, 0, 0],
      [false, 0, 500_000],
      [false, 0, 0],
      [false, 1, 0],
      [false, 0, 0]
    ])
  })

  it('counts astral characters as two code units each', () => {
    const { profile } = profileSkill('𝔘'.repeat(1000), FILE)
    expect(profile.tokenCount).toBe(500)
    expect(profile.complexityTier).toBe('detailed')
  })
})
