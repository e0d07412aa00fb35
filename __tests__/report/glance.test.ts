import { describe, expect, it } from '@jest/globals'
import { renderText } from '../../src/cli/formats/text.js'
import { terminalStyle } from '../../src/cli/formats/style.js'
import type { SkillReport } from '../../src/model/index.js'
import {
  gateReasonsByAttention,
  runVerdict,
  skillReason,
  skillsByAttention
} from '../../src/report/glance.js'
import {
  commentMarker,
  renderCheckOutput,
  renderComment,
  renderSummary
} from '../../src/report/markdown.js'
import { badgeText } from '../../src/report/phrases.js'
import { largeReport, mixedReport, runReport, skill } from './fixtures.js'
import { detailsSummaries } from './mdast-query.js'

const ESC = '\u001b'
const fail = (reason: string) => ({ passed: false, reasons: [reason] })
const pass = { passed: true, reasons: [] }

/** Five skills whose run order is the reverse of the order a reader needs. */
function shuffledSkills(): SkillReport[] {
  return [
    skill({ path: 'skills/best', composite: { score: 92 }, gate: pass }),
    skill({ path: 'skills/ok', composite: { score: 70 }, gate: pass }),
    {
      ...skill({ path: 'skills/warned', composite: { score: 80 }, gate: pass }),
      layers: {
        ...skill({ path: 'skills/warned' }).layers,
        judge: { status: 'error', reason: 'http_error: 529 overloaded' }
      }
    },
    skill({
      path: 'skills/low',
      composite: { score: 41.5, grade: 'F' },
      gate: {
        passed: false,
        reasons: [
          'skills/low: composite 41.5 is below the threshold 60',
          'skills/low: 1 finding at or above error (spec/name-directory)'
        ]
      }
    }),
    skill({
      path: 'skills/broken',
      composite: null,
      errors: [{ code: 'YAML_PARSE', message: 'bad indentation', file: 'SKILL.md', line: 4 }],
      gate: fail('skills/broken: 1 error while evaluating the skill')
    })
  ]
}

const orderOf = (skills: SkillReport[]) => skills.map((s) => s.path.replace('skills/', ''))

describe('skillsByAttention', () => {
  it('puts skills below the gate first (unscored before the lowest score), then warned ones, then by composite', () => {
    expect(orderOf(skillsByAttention(shuffledSkills()))).toEqual([
      'broken',
      'low',
      'warned',
      'ok',
      'best'
    ])
  })

  it('keeps the run order of equal skills and does not change its input', () => {
    const input = [skill({ path: 'skills/b' }), skill({ path: 'skills/a' })]
    expect(orderOf(skillsByAttention(input))).toEqual(['b', 'a'])
    expect(orderOf(input)).toEqual(['b', 'a'])
  })
})

describe('runVerdict', () => {
  const byPath = (s: SkillReport) => s.path

  it('names the skills below the gate, worst first', () => {
    const report = runReport(shuffledSkills(), fail('x'))
    expect(runVerdict(report, byPath)).toBe(
      '2 of 5 skills below the gate: skills/broken, skills/low'
    )
  })

  it('says when every skill passes, and names a layer that failed under on-layer-error: warn', () => {
    const skills = shuffledSkills().slice(0, 3)
    expect(runVerdict(runReport(skills), byPath)).toBe(
      'All 3 skills pass the gate; a layer failed for 1 skill (warned only): skills/warned'
    )
    expect(runVerdict(runReport(skills.slice(0, 2)), byPath)).toBe('All 2 skills pass the gate')
    expect(runVerdict(runReport(skills.slice(0, 1)), byPath)).toBe('The skill passes the gate')
    expect(runVerdict(runReport([]), byPath)).toBe('No skills were evaluated')
  })

  it('names at most five skills and counts the rest', () => {
    const failing = Array.from({ length: 7 }, (_, i) =>
      skill({ path: `skills/s${i}`, composite: { score: 50 + i }, gate: fail('low') })
    )
    expect(runVerdict(runReport(failing, fail('low')), byPath)).toBe(
      '7 of 7 skills below the gate: skills/s0, skills/s1, skills/s2, skills/s3, skills/s4 and 2 more'
    )
  })
})

describe('gateReasonsByAttention', () => {
  it("orders the run's gate reasons by their skills, and keeps a reason of no skill last", () => {
    const skills = shuffledSkills()
    const own = skills.flatMap((s) => s.gate?.reasons ?? [])
    const report = runReport(skills, { passed: false, reasons: ['run-level reason', ...own] })
    expect(gateReasonsByAttention(report)).toEqual([
      'skills/broken: 1 error while evaluating the skill',
      'skills/low: composite 41.5 is below the threshold 60',
      'skills/low: 1 finding at or above error (spec/name-directory)',
      'run-level reason'
    ])
    const text = renderText(report, terminalStyle(false, {}), { verbose: false })
    expect(
      text.endsWith(
        gateReasonsByAttention(report)
          .map((r) => `  - ${r}\n`)
          .join('')
      )
    ).toBe(true)
  })
})

describe('skillReason', () => {
  const reasons = Object.fromEntries(
    shuffledSkills().map((s) => [s.path.replace('skills/', ''), skillReason(s)])
  )

  it('gives the first gate reason without the path, the error, the failed layer or the tip', () => {
    expect(reasons.low).toEqual({
      tone: 'fail',
      text: 'composite 41.5 is below the threshold 60 (+1 more)'
    })
    expect(reasons.broken).toEqual({ tone: 'fail', text: 'bad indentation' })
    expect(reasons.warned).toEqual({
      tone: 'warn',
      text: 'judge layer error: http_error: 529 overloaded'
    })
    // Default fixture dimensions: triggering (0.6, weight 25%) loses the most points.
    expect(reasons.ok).toEqual({
      tone: 'ok',
      text: 'fix first: Triggering accuracy (D-, +15.2 points)'
    })
  })
})

describe('one order and distinct summaries in every output', () => {
  const report = runReport(shuffledSkills(), fail('x'))
  const opts = { checkName: 'skill-ci' }
  const expected = ['broken', 'low', 'warned', 'ok', 'best']

  it('lists failing skills first in the comment, the summary, the check output and the text', () => {
    const comment = renderComment(report, { ...opts, marker: commentMarker('skill-ci') })
    const summaries = detailsSummaries(comment)
    expect(summaries.map((s) => /skills\/(\w+)/.exec(s)?.[1])).toEqual(expected)
    expect(detailsSummaries(renderSummary(report, opts))).toEqual(summaries)
    expect(detailsSummaries(renderCheckOutput(report, opts).text ?? '')).toEqual(summaries)
    const text = renderText(report, terminalStyle(false, {}), { verbose: false })
    const order = (pattern: RegExp) => [...text.matchAll(pattern)].map((m) => m[1])
    expect(order(/^ {2}skills\/(\w+)\s/gm)).toEqual(expected)
    expect(order(/^skills\/(\w+) \(/gm)).toEqual(expected)
  })

  it('gives every skill its own summary line: mark, skill, grade, composite and reason', () => {
    const summaries = detailsSummaries(renderSummary(report, opts))
    expect(summaries).toEqual([
      '❌ skills/broken · not scored · bad indentation',
      '❌ skills/low · grade F · 41.5 · composite 41.5 is below the threshold 60 (+1 more)',
      '⚠️ skills/warned · grade C- · 80.0 · judge layer error: http_error: 529 overloaded',
      '✅ skills/ok · grade C- · 70.0 · fix first: Triggering accuracy (D-, +15.2 points)',
      '✅ skills/best · grade C- · 92.0 · fix first: Triggering accuracy (D-, +15.2 points)'
    ])
    // Many skills alike still read differently.
    const many = detailsSummaries(renderSummary(largeReport(30, 1), opts))
    expect(many).toHaveLength(30)
    expect(new Set(many).size).toBe(30)
  })

  it('puts the one-line verdict at the top of the comment and of the text', () => {
    const summary = renderSummary(mixedReport(), opts)
    expect(summary.split('\n\n')[1]).toBe(
      '**2 of 4 skills below the gate: skills/broken, skills/weak**'
    )
    const text = renderText(mixedReport(), terminalStyle(false, {}), { verbose: false })
    expect(text.split('\n')[1]).toBe('2 of 4 skills below the gate: skills/broken, skills/weak')
  })
})

describe('badges in words', () => {
  it('writes the tier after its stars, and "No badge" in words', () => {
    expect(badgeText('platinum')).toBe('★★★★★ Platinum')
    expect(badgeText('gold')).toBe('★★★★ Gold')
    expect(badgeText('silver')).toBe('★★★ Silver')
    expect(badgeText('bronze')).toBe('★★ Bronze')
    expect(badgeText('no_badge')).toBe('No badge')
    expect(badgeText(undefined)).toBe('—')
  })

  it('shows the same words in the text table', () => {
    const text = renderText(mixedReport(), terminalStyle(false, {}), { verbose: false })
    expect(text).toMatch(/skills\/good\s+91\.2\s+A-\s+★★★★★ Platinum\s+pass/)
    expect(text).toMatch(/skills\/weak\s+55\.3\s+F\s+No badge\s+fail/)
  })
})

describe('colours', () => {
  const text = (isTTY: boolean, env: NodeJS.ProcessEnv) =>
    renderText(mixedReport(), terminalStyle(isTTY, env), { verbose: false })

  it('colours a TTY only, and never with NO_COLOR or a dumb terminal', () => {
    expect(text(true, {})).toContain(ESC)
    expect(text(false, {})).not.toContain(ESC)
    expect(text(true, { NO_COLOR: '1' })).not.toContain(ESC)
    expect(text(true, { TERM: 'dumb' })).not.toContain(ESC)
  })

  it('lets FORCE_COLOR colour a log, unless NO_COLOR is set', () => {
    expect(text(false, { FORCE_COLOR: '1' })).toContain(ESC)
    expect(text(false, { FORCE_COLOR: '1', NO_COLOR: '1' })).not.toContain(ESC)
    expect(text(true, { FORCE_COLOR: '0' })).not.toContain(ESC)
    // An empty NO_COLOR does not count (no-color.org).
    expect(text(true, { NO_COLOR: '' })).toContain(ESC)
  })

  it('prints the same words with and without colour', () => {
    // eslint-disable-next-line no-control-regex -- escape codes are what it removes
    const plain = text(true, {}).replace(/\u001b\[\d+m/g, '')
    expect(plain).toBe(text(false, {}))
  })
})
