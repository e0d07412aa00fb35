import { describe, expect, it } from '@jest/globals'
import type { Table } from 'mdast'
import { FOLDED_ROWS_MAX, LISTED_MAX } from '../../src/report/comment-fold.js'
import { commentMarker, renderComment, renderSummary } from '../../src/report/markdown.js'
import { utf8Length } from '../../src/report/text.js'
import type { BaseComparison, SecurityFinding, SkillReport } from '../../src/model/index.js'
import { runReport, skill } from './fixtures.js'
import { detailsSummaries, nodesOf, parseMarkdown, plainText } from './mdast-query.js'

const marker = commentMarker('skill-ci')
/** GitHub refuses a comment body over 65,536 characters. */
const GITHUB_COMMENT_LIMIT = 65_536

const pathOf = (i: number) => `skills/generated-skill-${String(i).padStart(4, '0')}`

/** `count` skills; those for which `fails(i)` is true are below the gate, with a reason. */
function generatedRun(count: number, fails: (i: number) => boolean) {
  const skills = Array.from({ length: count }, (_, i) =>
    fails(i)
      ? skill({
          path: pathOf(i),
          composite: { score: 30 + (i % 20), grade: 'F', letter: 'F', badge: 'no_badge' },
          findings: [
            {
              ruleId: 'spec/name-directory',
              source: 'spec',
              severity: 'error',
              message: 'name differs from folder',
              file: `${pathOf(i)}/SKILL.md`,
              line: 2
            }
          ],
          gate: { passed: false, reasons: [`${pathOf(i)}: composite below 60`] }
        })
      : skill({
          path: pathOf(i),
          composite: { score: 70 + (i % 25), grade: 'B', letter: 'B' },
          gate: { passed: true, reasons: [] }
        })
  )
  const reasons = skills.flatMap((s) => s.gate?.reasons ?? [])
  return runReport(skills, { passed: reasons.length === 0, reasons })
}

/** The rows of a table as plain text, header first. */
const rowsOf = (table: Table | undefined) =>
  (table?.children ?? []).map((row) => row.children.map(plainText))

/** The table right after the "Skills" heading and the one inside the fold, as rendered. */
function tablesOf(markdown: string): { open: string[][]; folded: string[][] } {
  const [skillsSection = '', afterFold = ''] =
    markdown.split('### Skills')[1]?.split('<details>\n<summary>') ?? []
  const [open] = nodesOf(parseMarkdown(skillsSection), 'table') as Table[]
  const foldBody = afterFold.split('</details>')[0] ?? ''
  const [folded] = nodesOf(
    parseMarkdown(foldBody.slice(foldBody.indexOf('\n'))),
    'table'
  ) as Table[]
  return { open: rowsOf(open), folded: rowsOf(folded) }
}

describe('the PR comment of a 1,000-skill run', () => {
  // Every 40th skill fails: 25 below the gate, scattered through the run's order.
  const failing = (i: number) => i % 40 === 7
  const report = generatedRun(1000, failing)
  const comment = renderComment(report, {
    checkName: 'skill-ci',
    marker,
    detailsUrl: 'https://github.com/o/r/actions/runs/1'
  })

  it('stays under GitHub’s 65,536-character limit without a truncation', () => {
    expect(utf8Length(comment)).toBeLessThan(GITHUB_COMMENT_LIMIT)
    expect(comment.length).toBeLessThan(GITHUB_COMMENT_LIMIT)
    expect(comment).not.toContain('Report truncated')
  })

  it('lists the failing skills first and only them in the open table', () => {
    const { open } = tablesOf(comment)
    const failingPaths = report.skills.filter((s) => s.gate?.passed === false).map((s) => s.path)
    expect(failingPaths).toHaveLength(25)
    const listed = open.slice(1).map((row) => row[0])
    expect(new Set(listed)).toEqual(new Set(failingPaths))
    expect(open.slice(1).every((row) => row.at(-1) === '❌')).toBe(true)
    // The verdict names the first of them too.
    expect(comment).toContain('**25 of 1000 skills below the gate: skills/generated-skill-')
  })

  it('folds the 975 others into one collapsed block that counts them', () => {
    const summaries = detailsSummaries(comment)
    expect(summaries[0]).toBe('975 more skills: 975 passing · grades 975 B')
    expect(comment.split('<details>').length - 1).toBe(1 + 25)
    const { folded } = tablesOf(comment)
    expect(folded).toHaveLength(1 + FOLDED_ROWS_MAX)
    expect(folded.slice(1).every((row) => row.at(-1) === '✅')).toBe(true)
    expect(comment).toContain(
      `${FOLDED_ROWS_MAX} of these 975 skills are listed here. Every skill, with its details, is in [the job summary](https://github.com/o/r/actions/runs/1) and the report artifact.`
    )
  })

  it('gives a block to each listed skill only', () => {
    const blocks = detailsSummaries(comment).slice(1)
    expect(blocks).toHaveLength(25)
    for (const line of blocks) expect(line).toMatch(/^❌ skills\/generated-skill-\d{4} · grade F/)
  })
})

describe('folding', () => {
  it('lists at most LISTED_MAX skills and counts the failing ones it folds', () => {
    const report = generatedRun(1000, (i) => i % 8 === 0)
    const comment = renderComment(report, { checkName: 'skill-ci', marker })
    expect(utf8Length(comment)).toBeLessThan(GITHUB_COMMENT_LIMIT)
    const { open } = tablesOf(comment)
    expect(open).toHaveLength(1 + LISTED_MAX)
    expect(open.slice(1).every((row) => row.at(-1) === '❌')).toBe(true)
    // Lowest composite first among the failing.
    expect(open[1]?.[1]).toBe('30.0')
    expect(detailsSummaries(comment)[0]).toBe(
      `${1000 - LISTED_MAX} more skills: 875 passing, ${125 - LISTED_MAX} below the gate · grades 875 B, 75 F`
    )
  })

  it('lists the skills whose score the pull request changed after the failing ones', () => {
    const report = generatedRun(30, (i) => i === 3)
    const base: BaseComparison = {
      [pathOf(10)]: 'new',
      // Same score and grade: not changed.
      [pathOf(11)]: { composite: 81, grade: 'B', badge: 'silver', dimensions: {} },
      [pathOf(12)]: { composite: 60, grade: 'B', badge: 'silver', dimensions: {} }
    }
    const comment = renderComment(report, { checkName: 'skill-ci', marker, base })
    const { open, folded } = tablesOf(comment)
    // Failing first, then by composite (80.0 before 82.0).
    expect(open.slice(1).map((row) => [row[0], row[1], row[2]])).toEqual([
      [pathOf(3), '33.0', ''],
      [pathOf(10), '80.0', 'new'],
      [pathOf(12), '82.0', '+22.0']
    ])
    expect(folded).toHaveLength(1 + 27)
    expect(detailsSummaries(comment)[0]).toBe('27 more skills: 27 passing · grades 27 B')
    // The job summary keeps every skill's row and block.
    const summary = renderSummary(report, { checkName: 'skill-ci', base })
    expect(summary).not.toContain('more skills:')
    expect(detailsSummaries(summary)).toHaveLength(30)
  })

  it('says so when no skill needs a look', () => {
    const report = generatedRun(30, () => false)
    const comment = renderComment(report, { checkName: 'skill-ci', marker })
    expect(comment).toContain('No skill is below the gate or has a failed layer.')
    expect(tablesOf(comment).open).toEqual([])
    expect(tablesOf(comment).folded).toHaveLength(31)
  })

  it('leaves a short run whole', () => {
    const report = generatedRun(20, () => false)
    const comment = renderComment(report, { checkName: 'skill-ci', marker })
    expect(tablesOf(comment).open).toHaveLength(21)
    expect(detailsSummaries(comment)).toHaveLength(20)
  })
})

describe('the Findings column', () => {
  const finding = (severity: SecurityFinding['severity'], suppressed = false): SecurityFinding => ({
    ruleId: 'exec/download-exec',
    severity,
    message: 'downloads and runs a script',
    evidence: 'curl x | sh',
    cwe: 'CWE-494',
    owasp: 'LLM03: Supply Chain',
    file: 'skills/risky/SKILL.md',
    line: 9,
    ...(suppressed ? { suppressed: { by: 'config' as const, reason: 'our own installer' } } : {})
  })
  const withSecurity = (
    path: string,
    findings: SecurityFinding[],
    review: SecurityFinding[] = []
  ): SkillReport => {
    const base = skill({ path })
    return {
      ...base,
      layers: {
        ...base.layers,
        security: { status: 'ok', findings, filesScanned: 1, skipped: [] },
        ...(review.length === 0
          ? {}
          : {
              security_review: {
                status: 'ok',
                verdict: 'undeclared_behaviour',
                summary: 'runs a remote script',
                findings: review,
                model: 'claude-test',
                usage: { calls: 1, cacheHits: 0, costUsd: 0 }
              }
            })
      }
    }
  }

  it('counts security findings, the scan’s and the review’s, but not allowed ones', () => {
    const report = runReport([
      withSecurity('skills/risky', [finding('high')]),
      withSecurity('skills/both', [finding('critical'), finding('low', true)], [finding('medium')]),
      withSecurity('skills/allowed', [finding('high', true)])
    ])
    const markdown = renderSummary(report, { checkName: 'skill-ci' })
    const [table] = nodesOf(parseMarkdown(markdown), 'table') as Table[]
    const findings = new Map(
      rowsOf(table)
        .slice(1)
        .map((row) => [row[0], row.at(-1)])
    )
    expect(findings.get('skills/risky')).toBe('security: 1 high')
    expect(findings.get('skills/both')).toBe('security: 1 critical, 1 medium')
    expect(findings.get('skills/allowed')).toBe('0')
  })

  it('puts them after the rule findings', () => {
    const risky = withSecurity('skills/risky', [finding('high')])
    const report = runReport([
      {
        ...risky,
        findings: [
          {
            ruleId: 'spec/unknown-field',
            source: 'spec',
            severity: 'warning',
            message: 'unknown field',
            file: 'skills/risky/SKILL.md'
          }
        ]
      }
    ])
    const [table] = nodesOf(
      parseMarkdown(renderSummary(report, { checkName: 'skill-ci' })),
      'table'
    ) as Table[]
    expect(rowsOf(table)[1]?.at(-1)).toBe('1 warning · security: 1 high')
  })
})
