import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import type { Heading, List, ListItem, Root, Table } from 'mdast'
import { EVIDENCE_ITEM_CHARS, EVIDENCE_SKILL_CHARS } from '../../src/report/judge-block.js'
import {
  commentMarker,
  renderCheckOutput,
  renderComment,
  renderSummary
} from '../../src/report/markdown.js'
import type { JudgeLayer, SkillReport } from '../../src/model/index.js'
import { EMPTY_COMMENT } from '../../src/report/mdast.js'
import { utf8Length } from '../../src/report/text.js'
import { HOSTILE, judgeDimension, judgeLayer, runReport, skill } from './fixtures.js'
import { isOurHtml, nodesOf, parseMarkdown, plainText } from './mdast-query.js'

const marker = commentMarker('skill-ci')
const FIXED_HTML = new Set([marker, '</details>', EMPTY_COMMENT])

const summaryOf = (judge: SkillReport['layers']['judge']): string =>
  renderSummary(runReport([skill({ path: 'skills/a', judge })]), { checkName: 'c' })

/** The evidence items: the nested lists under the judge dimension items. */
function evidenceItems(tree: Root): string[] {
  const judgeList = nodesOf(tree, 'list').find((l: List) =>
    plainText(l.children[0]).startsWith('triggering accuracy')
  )
  if (judgeList === undefined) return []
  return judgeList.children.flatMap((item: ListItem) =>
    item.children
      .filter((child): child is List => child.type === 'list')
      .flatMap((nested) => nested.children.map(plainText))
  )
}

describe('judge assessment in the skill block', () => {
  const twoJudges = judgeLayer({
    judges: 2,
    dimensions: {
      triggering_accuracy: judgeDimension(0.5, [0.2, 0.8], {
        models: ['claude-a', 'claude-b'],
        evidence: ['missed: "deploy it"', 'false trigger: "say hi"']
      }),
      orchestration_fitness: judgeDimension(0.55, [0.5, 0.6], { models: ['claude-a', 'claude-b'] }),
      output_quality: judgeDimension(0.9, [0.9, null], {
        models: ['claude-a', 'claude-b'],
        reason: 'judge 2: http_error: 529 overloaded'
      }),
      scope_calibration: judgeDimension(null, [null, null], {
        models: ['claude-a', 'claude-b'],
        reason: 'judge 1: unusable reply after one retry; judge 2: timeout'
      })
    },
    unmeasured: ['scope_calibration'],
    triggering: {
      reportedF1: 0.8,
      recomputedF1: 2 / 3,
      precision: 0.75,
      recall: 0.6,
      predictions: 10
    },
    input: {
      skillChars: 30_000,
      sentChars: 12_000,
      truncated: true,
      tokenBudget: 4_000,
      bundledFiles: [],
      bundledFilesTruncated: false
    }
  })

  it('shows scores, judge scores, spread, disagreement, reasons, evidence, F1 and truncation', () => {
    expect(summaryOf(twoJudges)).toContain(
      '**Judge assessment** (2 judges: claude-a, claude-b)\n\n' +
        '- **triggering accuracy** 0.50 · judge scores 0.20, 0.80 · spread 0.60 · **judges disagree**\n' +
        '  - “missed: "deploy it"”\n' +
        '  - “false trigger: "say hi"”\n' +
        '- **orchestration fitness** 0.55 · judge scores 0.50, 0.60 · spread 0.10\n' +
        '- **output quality** 0.90 · judge scores 0.90, — · judge 2: http_error: 529 overloaded\n' +
        '- **scope calibration**: not measured — judge 1: unusable reply after one retry; judge 2: timeout\n\n' +
        'Triggering F1: self-reported 0.80, recomputed 0.67 (precision 0.75, recall 0.60, 10 predictions)\n\n' +
        'The judges saw the first 12,000 of 30,000 characters of SKILL.md (token budget 4,000).\n\n' +
        '**Layers**'
    )
  })

  it('keeps the judge assessment inside the collapsible block', () => {
    const markdown = summaryOf(twoJudges)
    const open = markdown.indexOf('<details>')
    const close = markdown.indexOf('</details>')
    const judge = markdown.indexOf('**Judge assessment**')
    expect(open).toBeLessThan(judge)
    expect(judge).toBeLessThan(close)
  })

  it('omits judge scores and spread for one judge, and F1 and truncation lines it lacks', () => {
    const markdown = summaryOf(judgeLayer())
    expect(markdown).toContain(
      '**Judge assessment** (1 judge: claude-judge-1)\n\n' +
        '- **triggering accuracy** 0.50\n' +
        '- **orchestration fitness** 0.50\n' +
        '- **output quality** 0.50\n' +
        '- **scope calibration** 0.50\n\n' +
        '**Layers**'
    )
    expect(markdown).not.toContain('Triggering F1')
    expect(markdown).not.toContain('The judges saw')
  })

  it('shows the recomputed F1 alone when the judge reported none', () => {
    const triggering = {
      reportedF1: null,
      recomputedF1: 0.5,
      precision: null,
      recall: null,
      predictions: 3
    }
    expect(summaryOf(judgeLayer({ triggering }))).toContain(
      '\n\nTriggering F1: recomputed 0.50 (3 predictions)\n\n'
    )
  })

  it('says nothing about the judge when the layer only has a status', () => {
    const markdown = summaryOf({ status: 'skipped', reason: 'no API key' })
    expect(markdown).not.toContain('Judge assessment')
    expect(markdown).toContain('- `judge`: skipped — no API key')
  })
})

describe('judge evidence bounds', () => {
  const long = 'x'.repeat(10_000)
  const flooded = judgeDimension(0.5, [0.5, 0.5, 0.5, 0.5, 0.5], {
    models: ['m1', 'm2', 'm3', 'm4', 'm5'],
    evidence: Array.from({ length: 15 }, () => long),
    reason: long
  })
  const judge = judgeLayer({
    judges: 5,
    dimensions: {
      triggering_accuracy: flooded,
      orchestration_fitness: flooded,
      output_quality: flooded,
      scope_calibration: flooded
    }
  })
  const markdown = summaryOf(judge)
  const items = evidenceItems(parseMarkdown(markdown))

  it('cuts each item and shares the per-skill evidence budget between the dimensions', () => {
    // 2,400 per skill / 4 dimensions = 600 each: three 200-character quotes, 12 left per dimension.
    const quotes = items.filter((item) => item.startsWith('“'))
    expect(quotes).toHaveLength(12)
    for (const quote of quotes) {
      expect(Array.from(quote)).toHaveLength(EVIDENCE_ITEM_CHARS)
      expect(quote.endsWith('…')).toBe(true)
    }
    const total = quotes.reduce((sum, quote) => sum + Array.from(quote).length, 0)
    expect(total).toBe(EVIDENCE_SKILL_CHARS)
    expect(
      items.filter((item) => item === '…and 12 more evidence items (see the JSON report)')
    ).toHaveLength(4)
  })

  it('caps the reasons and keeps the whole document small', () => {
    const reasonLines = markdown.split('\n').filter((line) => line.includes(' · xxx'))
    expect(reasonLines).toHaveLength(4)
    for (const line of reasonLines) expect(line.length).toBeLessThan(700)
    // Evidence 2,400 + reasons 4 × 600 + the rest of the block: well under a tenth of a comment.
    expect(utf8Length(markdown)).toBeLessThan(9_000)
  })
})

describe('hostile judge output', () => {
  const hostileJudge = (evidence: string, reason: string, model: string): JudgeLayer =>
    judgeLayer({
      judges: 2,
      dimensions: {
        triggering_accuracy: judgeDimension(0.5, [0.2, 0.8], {
          models: [model],
          evidence: [evidence, evidence]
        }),
        orchestration_fitness: judgeDimension(null, [null, null], { reason }),
        output_quality: judgeDimension(0.5, [0.5, null], { reason, evidence: [evidence] }),
        scope_calibration: judgeDimension(0.5, [0.5, 0.5])
      },
      unmeasured: ['orchestration_fitness']
    })

  function expectIntactStructure(markdown: string): Root {
    const tree = parseMarkdown(markdown)
    for (const node of nodesOf(tree, 'html')) expect(isOurHtml(node.value, FIXED_HTML)).toBe(true)
    const tables = nodesOf(tree, 'table') as Table[]
    expect(tables).toHaveLength(2)
    for (const t of tables) {
      const width = t.children[0].children.length
      for (const row of t.children) expect(row.children).toHaveLength(width)
    }
    expect(tables[0].children).toHaveLength(2)
    expect((nodesOf(tree, 'heading') as Heading[]).map((h) => h.depth)).toEqual([2, 3])
    expect(nodesOf(tree, 'link')).toHaveLength(0)
    expect(markdown.split('\n').some((line) => line.startsWith('::'))).toBe(false)
    // The four judge dimensions stay four items, whatever the evidence says.
    const judgeList = nodesOf(tree, 'list').find((l: List) =>
      plainText(l.children[0]).startsWith('triggering accuracy')
    )
    expect(judgeList?.children).toHaveLength(4)
    return tree
  }

  it('renders evidence, reasons and model names as literal one-line text', () => {
    const markdown = renderComment(
      runReport([skill({ path: 'skills/a', judge: hostileJudge(HOSTILE, HOSTILE, HOSTILE) })]),
      { checkName: 'skill-ci', marker }
    )
    const tree = expectIntactStructure(markdown)
    const [first] = evidenceItems(tree)
    expect(first).toContain('evil | pipe <script>alert(1)</script> <!-- hide --> `tick`')
    expect(first).toContain('::error file=x::pwned ## heading - item @\u200boctocat')
    expect(markdown).not.toMatch(/(?<!\\)<script/)
    expect(markdown).not.toMatch(/@octocat/)
    expect(markdown).not.toContain('\u202e')
  })

  it('never lets judge text change the document structure (property)', () => {
    const hostileChar = fc.constantFrom(
      ...'|\\`*_<>!-#[]()&@:\n\r\t~=+.{}"\'“”'.split(''),
      'a',
      ' ',
      '1.',
      '<!--',
      '-->',
      '</details>',
      'https://',
      '::'
    )
    const hostileText = fc.array(hostileChar, { maxLength: 40 }).map((parts) => parts.join(''))
    fc.assert(
      fc.property(hostileText, hostileText, hostileText, (evidence, reason, model) => {
        const report = runReport([
          skill({ path: 'skills/a', judge: hostileJudge(evidence, reason, model) })
        ])
        expectIntactStructure(renderComment(report, { checkName: 'skill-ci', marker }))
      }),
      { numRuns: 80 }
    )
  })
})

describe('run cost and cache hits', () => {
  const report = runReport([skill({ path: 'skills/a', judge: judgeLayer() })])
  const withUsage = {
    ...report,
    usage: {
      calls: 3,
      cacheHits: 5,
      retries: 1,
      costUsd: 0.0251,
      tokens: { input: 100, output: 50, cacheWrite: 0, cacheRead: 0 },
      byModel: {},
      byLayer: {},
      budget: { exhausted: false }
    }
  }
  const line = '· depth quick · LLM 3 calls, 5 cache hits, $0.0251\n'

  it('appear in the PR comment, the job summary and the check-run summary', () => {
    expect(renderComment(withUsage, { checkName: 'c', marker })).toContain(line)
    expect(renderSummary(withUsage, { checkName: 'c' })).toContain(line)
    expect(renderCheckOutput(withUsage, { checkName: 'c' }).summary).toContain(line)
  })
})
