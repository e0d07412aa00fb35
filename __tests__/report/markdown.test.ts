import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import type { Heading, Html, Table } from 'mdast'
import {
  checkTitle,
  commentMarker,
  renderCheckOutput,
  renderComment,
  renderSummary
} from '../../src/report/markdown.js'
import { EMPTY_COMMENT, markerNode } from '../../src/report/mdast.js'
import { utf8Length } from '../../src/report/text.js'
import type { BaseComparison } from '../../src/model/index.js'
import { RunReportSchema } from '../../src/model/index.js'
import { HOSTILE, largeReport, mixedReport, runReport, skill } from './fixtures.js'
import { detailsSummaries, isOurHtml, nodesOf, parseMarkdown, plainText } from './mdast-query.js'

const marker = commentMarker('skill-ci')
const base: BaseComparison = {
  'skills/good': { composite: 88, grade: 'B+', dimensions: { triggering_accuracy: 'B' } },
  'skills/weak': 'new'
}
const FIXED_HTML = new Set([marker, '</details>', EMPTY_COMMENT])

describe('renderComment', () => {
  const markdown = renderComment(mixedReport(), {
    checkName: 'skill-ci',
    marker,
    base,
    detailsUrl: 'https://github.com/o/r/actions/runs/1',
    layersPlan: [
      { layer: 'judge', status: 'skipped', reason: 'label skill-ci:judge is not on the PR' }
    ]
  })
  const tree = parseMarkdown(markdown)

  it('starts with the hidden marker and holds it once', () => {
    expect(markdown.startsWith(`${marker}\n`)).toBe(true)
    expect(markdown.split(marker)).toHaveLength(2)
  })

  it('emits only our fixed raw HTML, however hostile the skill text', () => {
    const html = nodesOf(tree, 'html')
      .map((node: Html) => node.value)
      .filter((value) => value !== EMPTY_COMMENT)
    expect(html.length).toBe(1 + 2 * 4)
    for (const value of html) expect(isOurHtml(value, FIXED_HTML)).toBe(true)
    expect(markdown).not.toMatch(/(?<!\\)<script/)
    expect(markdown).not.toMatch(/(?<!\\)<!-- hide/)
  })

  it('keeps hostile text inside its table cell and creates no headings, links or mentions', () => {
    const [skills] = nodesOf(tree, 'table') as Table[]
    expect(skills.children).toHaveLength(1 + 4)
    for (const row of skills.children) expect(row.children).toHaveLength(8)
    const hostileCell = plainText(skills.children[3].children[0])
    expect(hostileCell).toContain('skills/hostile|name')
    expect(hostileCell).toContain('evil | pipe <script>alert(1)</script> <!-- hide --> `tick`')
    expect(hostileCell).toContain('::error file=x::pwned ## hea')
    const headings = nodesOf(tree, 'heading') as Heading[]
    // The h2 headline and the "Skills" h3 (each skill is a <details> block); the "## heading" in
    // the text is not one.
    expect(headings.map((h) => h.depth)).toEqual([2, 3])
    expect(nodesOf(tree, 'link').map((l) => l.url)).toEqual([
      'https://github.com/o/r/actions/runs/1'
    ])
    expect(markdown).not.toMatch(/@octocat/)
    expect(markdown).toContain(`@${EMPTY_COMMENT}octocat`)
    expect(markdown.split('\n').some((line) => line.startsWith('::'))).toBe(false)
  })

  it('shows the verdict, deltas vs base, grades, badges, counts and gate marks', () => {
    const [skills] = nodesOf(tree, 'table') as Table[]
    const rows = skills.children.map((row) => row.children.map(plainText))
    expect(rows[0]).toEqual([
      'Skill',
      'Composite',
      'Δ vs base',
      'Grade',
      'Badge',
      'Anti-patterns',
      'Findings',
      'Gate'
    ])
    // Failing skills first (the unscored one before the lowest score), then by composite.
    expect(rows.slice(1).map((row) => row[0].split(' ')[0])).toEqual([
      'skills/broken',
      'skills/weak',
      'skills/hostile|name',
      'skills/good'
    ])
    expect(rows[1]).toEqual(['skills/broken', 'error', '', '—', '—', '0', '1 skill error', '❌'])
    expect(rows[2]).toEqual([
      'skills/weak',
      '55.3',
      'new',
      'F',
      'No badge',
      '2',
      '1 error, 1 warning',
      '❌'
    ])
    expect(rows[4]).toEqual([
      'skills/good',
      '91.2',
      '+3.2 (B+ → A-)',
      'A-',
      '★★★★★ Platinum',
      '0',
      '0',
      '✅'
    ])
    expect(markdown).toContain(
      '## ❌ skill-ci: gate failed\n\n**2 of 4 skills below the gate: skills/broken, skills/weak**\n'
    )
    expect(markdown).toContain('**4** skills evaluated · **2** failed the gate · **1** errored')
    expect(markdown).toContain('- `judge`: skipped — label skill-ci:judge is not on the PR')
  })

  it('puts the ten dimensions, unmeasured ones, tips and anti-patterns with locations in each block', () => {
    const dimensionTables = (nodesOf(tree, 'table') as Table[]).slice(1)
    expect(dimensionTables).toHaveLength(3)
    const good = dimensionTables[2].children.map((row) => row.children.map(plainText))
    expect(good[0]).toEqual(['Dimension', 'Weight', 'Score', 'Grade', 'Measured by', 'Base grade'])
    expect(good).toHaveLength(11)
    expect(good[1]).toEqual(['triggering accuracy', '25%', '0.950', 'A', 'static', 'B'])
    expect(good[3]).toEqual(['output quality', '15%', '—, not measured', '—', '—', ''])
    // Weak skill: its spec error blocks the check and comes first; then triggering, which loses
    // 0.25 × 0.4 / 0.66 × 100 × 0.9 = 13.6 points.
    expect(markdown).toContain(
      '1. **Agent Skills format error**: name differs from folder (line 2)'
    )
    expect(markdown).toContain('2. **Triggering accuracy (D-, +13.6 points)**: Rewrite')
    expect(markdown).toContain(
      '- `MISSING_TRIGGER` at `skills/weak/SKILL.md:3` — description has no trigger phrase'
    )
    expect(markdown).toContain('- error `spec/name-directory` at `skills/weak/SKILL.md:2`')
    expect(markdown).toContain('- `YAML_PARSE` at `skills/broken/SKILL.md:4` — bad indentation')
  })

  it('rejects a marker that could break out of the HTML comment', () => {
    expect(() => markerNode('<!-- x --> <script> -->')).toThrow(/comment marker/)
    expect(commentMarker('my check --><b>')).toBe('<!-- skill-ci:my check -__b_ -->')
  })
})

describe('renderSummary', () => {
  it('is the comment without the marker', () => {
    const report = mixedReport()
    const opts = { checkName: 'skill-ci', base }
    expect(renderComment(report, { ...opts, marker })).toBe(
      `${marker}\n\n${renderSummary(report, opts)}`
    )
  })

  it('omits the Δ and gate columns when there is no base and no per-skill gate', () => {
    const markdown = renderSummary(runReport([skill({ path: 'skills/a' })]), { checkName: 'c' })
    const [skills] = nodesOf(parseMarkdown(markdown), 'table') as Table[]
    expect(skills.children[0].children.map(plainText)).toEqual([
      'Skill',
      'Composite',
      'Grade',
      'Badge',
      'Anti-patterns',
      'Findings'
    ])
    expect(markdown).toContain('## ✅ c: gate passed')
  })
})

describe('empty run', () => {
  it('says that no skills were evaluated instead of an empty table', () => {
    const markdown = renderComment(runReport([]), { checkName: 'skill-ci', marker })
    expect(markdown).toBe(
      `${marker}\n\n## ✅ skill-ci: gate passed\n\n**No skills were evaluated**\n\n**0** skills evaluated · **0** failed the gate · **0** errored · depth quick\n\n### Skills\n\nNo skills were evaluated in this run.\n`
    )
    expect(renderCheckOutput(runReport([]), { checkName: 'skill-ci' }).text).toBeUndefined()
  })
})

describe('A/B layer', () => {
  it('stays silent when the A/B layer did not run', () => {
    const report = runReport([
      {
        ...skill({ path: 'skills/a' }),
        layers: {
          ...skill({ path: 'skills/a' }).layers,
          ab: { status: 'skipped', reason: 'no label' }
        }
      }
    ])
    const markdown = renderSummary(report, { checkName: 'c' })
    expect(markdown).not.toContain('A/B (with')
    expect(markdown).toContain('- `ab`: skipped — no label')
  })
})

describe('run usage', () => {
  const usage = {
    calls: 12,
    cacheHits: 2,
    retries: 0,
    costUsd: 0.4567,
    tokens: { input: 100, output: 50, cacheWrite: 0, cacheRead: 0 },
    byModel: {},
    byLayer: {},
    budget: { exhausted: false }
  }
  const kappa = (kind: string, extra: object) => ({
    measure: 'kappa',
    kind,
    exactAgreement: 0.6,
    items: 6,
    disagreements: 0,
    ...extra
  })
  const withAgreement = (judgeAgreement: object) =>
    renderSummary(
      RunReportSchema.parse({
        ...runReport([skill({ path: 'skills/a' })]),
        usage: { ...usage, judgeAgreement }
      }),
      { checkName: 'c' }
    )

  it('adds the LLM calls, cache hits and cost of the run to the counts line', () => {
    const report = RunReportSchema.parse({ ...runReport([skill({ path: 'skills/a' })]), usage })
    expect(renderSummary(report, { checkName: 'c' })).toContain(
      '· depth quick · LLM 12 calls, 2 cache hits, $0.4567\n'
    )
    const batched = RunReportSchema.parse({ ...report, usage: { ...usage, batchedCalls: 10 } })
    expect(renderSummary(batched, { checkName: 'c' })).toContain(
      '· LLM 12 calls (10 batched, half price), 2 cache hits, $0.4567\n'
    )
  })

  it("shows the judges' agreement per dimension, named test–retest for one model resampled", () => {
    const kind = 'test_retest_consistency'
    const summary = withAgreement({
      judges: 3,
      dimensions: {
        triggering_accuracy: kappa(kind, { kappa: 0.7234, disagreements: 2 }),
        orchestration_fitness: kappa(kind, { kappa: null, items: 3, reason: 'fewer than 5 items' }),
        output_quality: kappa(kind, { kappa: -0.1 }),
        scope_calibration: kappa(kind, { kappa: 1, exactAgreement: 1 })
      }
    })
    expect(summary).toContain(
      [
        '**Judge test–retest consistency (one model sampled 3 times)**',
        '',
        '- triggering accuracy: κ 0.72 over 6 skills, exact agreement 0.60, judges disagree on 2 skills',
        '- orchestration fitness: κ n/a over 3 skills (fewer than 5 items), exact agreement 0.60',
        '- output quality: κ -0.10 over 6 skills, exact agreement 0.60',
        '- scope calibration: κ 1.00 over 6 skills, exact agreement 1.00'
      ].join('\n')
    )
    expect(summary).not.toMatch(/inter-judge/i)
  })

  it("names each dimension's measure when the kinds differ, and shows one skill's spread", () => {
    const spread = (kind: string, value: number, judgesDisagree: boolean) => ({
      measure: 'spread',
      kind,
      items: 1,
      spread: value,
      judgesDisagree
    })
    const summary = withAgreement({
      judges: 2,
      dimensions: {
        triggering_accuracy: spread('test_retest_consistency', 0, false),
        orchestration_fitness: spread('inter_judge_agreement', 0.75, true),
        output_quality: spread('inter_judge_agreement', 0.25, false),
        scope_calibration: spread('mixed_panel', 0.5, false)
      }
    })
    expect(summary).toContain(
      [
        '**Judge agreement (2 judges)**',
        '',
        "- triggering accuracy: test–retest consistency, one skill, so no κ: judges' scores spread 0.00",
        "- orchestration fitness: inter-judge agreement, one skill, so no κ: judges' scores spread 0.75, judges disagree",
        "- output quality: inter-judge agreement, one skill, so no κ: judges' scores spread 0.25",
        "- scope calibration: mixed panel (repeated samples and different models), one skill, so no κ: judges' scores spread 0.50"
      ].join('\n')
    )
  })
})

describe('truncation', () => {
  const report = largeReport(60, 5)

  // The job summary lists every skill (the comment folds most of a large run's: below).
  it('drops whole skill blocks from the end and points to the full report', () => {
    const opts = { checkName: 'skill-ci', detailsUrl: 'https://x.test/run' }
    const full = renderSummary(report, { ...opts, maxLength: 10_000_000 })
    expect(utf8Length(full)).toBeGreaterThan(65_000)
    const markdown = renderSummary(report, { ...opts, maxLength: 65_000 })
    expect(utf8Length(markdown)).toBeLessThanOrEqual(65_000)
    const opened = markdown.split('<details>').length - 1
    expect(opened).toBeGreaterThan(0)
    expect(opened).toBeLessThan(60)
    expect(markdown.split('</details>').length - 1).toBe(opened)
    expect(markdown).toContain(`**Report truncated**: details of ${60 - opened} skills left out`)
    expect(markdown).toContain('[the job summary](https://x.test/run)')
    // The kept part is exactly the start of the full document, block for block.
    const keptPrefix = markdown.slice(0, markdown.lastIndexOf('</details>') + '</details>'.length)
    expect(full.startsWith(keptPrefix)).toBe(true)
    // The table still lists every skill.
    const [skills] = nodesOf(parseMarkdown(markdown), 'table') as Table[]
    expect(skills.children).toHaveLength(61)
  })

  it('shortens the table itself when even the table does not fit', () => {
    const markdown = renderSummary(report, { checkName: 'skill-ci', maxLength: 3_000 })
    expect(utf8Length(markdown)).toBeLessThanOrEqual(3_000)
    const [skills] = nodesOf(parseMarkdown(markdown), 'table') as Table[]
    const shown = skills.children.length - 1
    expect(shown).toBeGreaterThan(0)
    expect(shown).toBeLessThan(60)
    expect(markdown).toContain(`Table shows ${shown} of 60 skills.`)
    expect(markdown).not.toContain('<details>')
  })

  it('keeps the marker and the pointer when even the headline is over the limit', () => {
    const reasons = Array.from({ length: 20 }, (_, i) => `reason ${i} ${'x'.repeat(280)}`)
    const report = runReport([skill({ path: 'skills/a' })], { passed: false, reasons })
    const markdown = renderComment(report, { checkName: 'skill-ci', marker, maxLength: 1_000 })
    expect(utf8Length(markdown)).toBeLessThanOrEqual(1_000)
    expect(markdown.startsWith(`${marker}\n`)).toBe(true)
    expect(markdown).toContain('**Report truncated**: details of 1 skill left out')
  })

  it('refuses limits too small for the marker and the note', () => {
    expect(() => renderSummary(mixedReport(), { checkName: 'c', maxLength: 999 })).toThrow(
      RangeError
    )
  })

  it('keeps the summary within the 1 MiB step-summary cap', () => {
    const huge = largeReport(400, 5)
    expect(utf8Length(renderSummary(huge, { checkName: 'skill-ci' }))).toBeLessThanOrEqual(
      1_048_576
    )
  })
})

describe('renderCheckOutput', () => {
  it('keeps title, summary and text within the Checks API limits', () => {
    const output = renderCheckOutput(largeReport(200, 5), { checkName: 'skill-ci' })
    expect(output.title).toBe('Gate passed: 200 skills evaluated, lowest 60.0')
    expect(utf8Length(output.summary)).toBeLessThanOrEqual(65_535)
    expect(output.text).toBeDefined()
    expect(utf8Length(output.text ?? '')).toBeLessThanOrEqual(65_535)
    expect(output.text).toContain('**Report truncated**')
    expect(output.summary).not.toContain('<details>')
  })

  it('summarises failures in the title and caps it at 255 characters', () => {
    expect(checkTitle(mixedReport())).toBe(
      'Gate failed: 4 skills evaluated, 2 failed, 1 errored, lowest 55.3'
    )
    const output = renderCheckOutput(mixedReport(), { checkName: HOSTILE.repeat(20) })
    expect(output.title.length).toBeLessThanOrEqual(255)
    expect(output.text).toContain('<summary>✅ <code>skills/good</code> · grade A- · 91.2')
  })
})

describe('links in skill text', () => {
  it('are not turned into links (no phishing through the bot comment)', () => {
    const bait =
      'see https://evil.example/login, www.evil.example, [a](https://e.example) <https://x.example>'
    const report = runReport([
      skill({
        path: 'skills/a',
        name: bait,
        findings: [{ ruleId: 'r', source: 'spec', severity: 'error', message: bait, file: 'a.md' }]
      })
    ])
    const tree = parseMarkdown(renderComment(report, { checkName: 'skill-ci', marker }))
    expect(nodesOf(tree, 'link')).toHaveLength(0)
    const cell = plainText((nodesOf(tree, 'table') as Table[])[0].children[1].children[0])
    // The reader sees the text as written: the empty comments that break the links render as nothing.
    expect(cell).toBe(`skills/a ${bait}`)
  })
})

describe('escaping (property)', () => {
  // Characters that carry meaning in markdown, HTML, GFM tables and workflow commands.
  const hostileChar = fc.constantFrom(
    ...'|\\`*_<>!-#[]()&@:\n\r\t~=+.{}"\''.split(''),
    'a',
    ' ',
    '<!--',
    '-->',
    ']]>',
    '::'
  )
  const hostileText = fc.array(hostileChar, { maxLength: 40 }).map((parts) => parts.join(''))

  it('never lets skill text change the document structure', () => {
    fc.assert(
      fc.property(hostileText, hostileText, hostileText, (name, description, message) => {
        const report = runReport([
          skill({
            path: `skills/${name}`,
            name,
            antiPatterns: [
              {
                flag: 'DEAD_CROSS_REF',
                description,
                severity: 0.05,
                file: `skills/${name}/SKILL.md`,
                line: 2
              }
            ],
            findings: [{ ruleId: 'r', source: 'spec', severity: 'error', message, file: 'x.md' }],
            gate: { passed: false, reasons: [message] }
          }),
          skill({ path: 'skills/plain' })
        ])
        const tree = parseMarkdown(renderComment(report, { checkName: 'skill-ci', marker }))
        for (const node of nodesOf(tree, 'html'))
          expect(isOurHtml(node.value, FIXED_HTML)).toBe(true)
        const tables = nodesOf(tree, 'table') as Table[]
        expect(tables).toHaveLength(3)
        for (const t of tables) {
          const width = t.children[0].children.length
          for (const row of t.children) expect(row.children).toHaveLength(width)
        }
        expect(tables[0].children).toHaveLength(3)
        expect(plainText(tables[0].children[2].children[0])).toBe('skills/plain')
        expect(plainText(tables[0].children[1].children[1])).toBe('72.4')
        expect((nodesOf(tree, 'heading') as Heading[]).map((h) => h.depth)).toEqual([2, 3])
        // The skill's summary line reads back as the text it was built from, on one line.
        const [first] = detailsSummaries(renderComment(report, { checkName: 'skill-ci', marker }))
        expect(first).toContain(' · grade C- · 72.4 · ')
        expect(nodesOf(tree, 'link')).toHaveLength(0)
      }),
      { numRuns: 80 }
    )
  })
})
