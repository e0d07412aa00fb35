import { describe, expect, it } from '@jest/globals'
import {
  MAX_AB_SCENARIOS,
  abActivationLines,
  abVerdictLine,
  signedPercent
} from '../../src/report/ab.js'
import { renderComment, renderSummary } from '../../src/report/markdown.js'
import { EMPTY_COMMENT } from '../../src/report/mdast.js'
import { HOSTILE, runReport, skill } from './fixtures.js'
import { HOSTILE_SCENARIO, abReport, abResult, arm, pair } from './ab-fixtures.js'
import { nodesOf, parseMarkdown, plainText } from './mdast-query.js'

describe('A/B phrases', () => {
  it('formats signed percentages with a real minus sign', () => {
    expect([0.1234, -0.04, 0, 0.0004, null, NaN].map(signedPercent)).toEqual([
      '+12.3%',
      '−4.0%',
      '±0.0%',
      '±0.0%',
      '—',
      '—'
    ])
  })

  it('puts method, level, n, S, seed (and resamples) next to the interval', () => {
    expect(abVerdictLine(abResult())).toBe(
      'helps · improvement +6.5% (95% CI +1.2% to +11.8%; clustered-studentized-t, level 95%, n = 4 pairs, S = 2 scenarios, seed 7) · g −100.0% · skill loaded in 3/4 runs · $1.23'
    )
    const percentile = abResult({
      verdict: 'insufficient_evidence',
      needed: { scenarios: 12, runsPerScenario: 10, runNoiseDominates: true },
      ci: {
        low: -0.05,
        high: 0.2,
        level: 0.9,
        method: 'clustered percentile bootstrap',
        scenarios: 2,
        pairs: 4,
        seed: 3,
        resamples: 10000
      }
    })
    expect(abVerdictLine(percentile)).toBe(
      'insufficient evidence · improvement +6.5% (90% CI −5.0% to +20.0%; clustered percentile bootstrap, level 90%, n = 4 pairs, S = 2 scenarios, seed 3, 10000 resamples) · g −100.0% · skill loaded in 3/4 runs · $1.23 — about 12 scenarios at 10 run pairs each needed (run-to-run noise dominates)'
    )
  })

  it('keeps "never loaded" apart from "loaded but unhelpful", conditional on loading', () => {
    expect(abActivationLines(abResult())).toEqual([
      'activation 3/4 runs = 75% (95% Wilson 30–95%)',
      'skill not used in 1/4 runs (mean improvement +20.0% in those)',
      "mean improvement when loaded +2.0% (conditional on loading, not the skill's effect): loaded but unhelpful (below the 5.0% margin); +6.5% over all with-skill runs (intention to treat)"
    ])
    const always = abResult({
      activation: {
        ...abResult().activation,
        loadedRuns: 4,
        rate: 1,
        low: 0.51,
        high: 1,
        meanScoreWhenLoaded: 0.3,
        meanScoreWhenNeverLoaded: null,
        meanScoreAllRuns: 0.3
      }
    })
    expect(abActivationLines(always)).toEqual([
      'activation 4/4 runs = 100% (95% Wilson 51–100%)',
      "mean improvement when loaded +30.0% (conditional on loading, not the skill's effect); +30.0% over all with-skill runs (intention to treat)"
    ])
  })
})

describe('A/B section of the comment and summary', () => {
  const markdown = renderSummary(abReport(abResult()), { checkName: 'c' })

  it('shows the verdict line and the details behind it', () => {
    expect(markdown).toContain(
      '**A/B (with vs without the skill)**\n\n**helps** · improvement +6.5% (95% CI +1.2% to +11.8%; clustered-studentized-t, level 95%, n = 4 pairs, S = 2 scenarios, seed 7) · g −100.0% · skill loaded in 3/4 runs · $1.23\n\n' +
        '- Improvement 6.5% ≥ 5.0% and CI above 0\n' +
        '- tests (decide below 0.05, Holm multiplicity adjustment): effect p 0.00400, Holm-adjusted 0.0120 across 3 skills; completion regression p 0.410, Holm-adjusted 1.00 across 3 skills; no-effect check on the 90% CI +2.0% to +11.0% inside ±5.0%\n' +
        '- completion 50% with the skill vs 75% without, difference −25.0% (95% CI −70.0% to +30.0%, Newcombe)\n' +
        '- normalized gain g −100.0% (95% CI −100.0% to +50.0%)\n' +
        '- activation 3/4 runs = 75% (95% Wilson 30–95%)\n' +
        '- skill not used in 1/4 runs (mean improvement +20.0% in those)\n' +
        "- mean improvement when loaded +2.0% (conditional on loading, not the skill's effect): loaded but unhelpful (below the 5.0% margin); +6.5% over all with-skill runs (intention to treat)\n" +
        '- judges: pairwise (claude-sonnet-5), 25.0% of pairwise verdicts contradicted themselves (direction flipped when the positions were swapped), 0 invalid pairs\n' +
        '- redacted before judging (skill name, file paths, phrases of SKILL.md): 0 baseline, 4 with the skill\n' +
        '- pairwise verdict +40.0% raw, length-controlled +35.0%; with-skill outputs +25 chars longer on average; 50% of 2 decisive verdicts preferred the longer output\n' +
        '- agent claude-haiku-4-5, 2 run pairs per scenario\n' +
        '- One scenario note\n'
    )
  })

  it('names the harness beside the agent model when the report records one', () => {
    const harness = { name: 'claude-code' as const, version: '0.3.332' }
    expect(
      renderSummary(abReport(abResult({ agentHarness: harness })), { checkName: 'c' })
    ).toContain(
      '- agent claude-haiku-4-5 on the claude-code 0.3.332 harness, 2 run pairs per scenario\n'
    )
  })

  it('gives each scenario a collapsible table with both arms, judges and scores', () => {
    const tables = nodesOf(parseMarkdown(markdown), 'table').filter(
      (t) => plainText(t.children[0].children[0]) === 'Run'
    )
    expect(tables).toHaveLength(2)
    const rows = tables[1].children.map((row) => row.children.map(plainText))
    expect(rows).toEqual([
      [
        'Run',
        'Skill loaded',
        'Baseline',
        'With skill',
        'Pairwise judge',
        'Independent judge',
        'Score'
      ],
      [
        '1',
        'yes',
        '✅ 2/2 assertions · 3 turns · 1200 tokens · 3 tool calls · 1.2 s',
        '❌ (not completed) 1/2 assertions · 3 turns · 1200 tokens · 3 tool calls · 1.2 s',
        'overall +40.0%, quality +70.0%; 1/3 flipped',
        '—',
        '−10.0%'
      ],
      [
        '2',
        'yes',
        '✅ 2/2 assertions · 3 turns · 1200 tokens · 3 tool calls · 1.2 s',
        '❌ (not completed) 2/2 assertions · 3 turns · 1200 tokens · 3 tool calls · 1.2 s',
        'overall +40.0%, quality +70.0%; 1/3 flipped',
        '—',
        '−14.0%'
      ]
    ])
    expect(markdown).toContain(
      '**second** — improvement −12.0% over 2/2 valid pairs; completed 0/2 with the skill, 2/2 without'
    )
    expect(markdown).toContain('| 1 | yes | ❌ (max turns) 2/2 assertions')
    expect(markdown).toContain(
      '**Failed assertions**\n\n- run 1 with skill: `output_contains` `done` — output does not contain "done" | \\<i>x\\</i>\n'
    )
  })

  it('shows independent scores and invalid pairs with their reason', () => {
    const ab = abResult({
      judge: {
        ...abResult().judge,
        mode: 'both',
        model: 'j',
        invalidPairs: 1,
        failedJudgements: 1,
        inconsistencyRate: 0
      },
      scenarios: [
        {
          name: 'one',
          improvement: 0.1,
          pairs: [
            pair(0, 0.1, { independent: { baseline: 3, withSkill: 4.5 } }),
            pair(1, null, {
              independent: { baseline: null, withSkill: 4 },
              pairwise: {
                overall: 0,
                quality: 0,
                inconsistencies: 0,
                comparisons: 0,
                valid: false,
                reason: 'malformed verdict twice'
              }
            })
          ]
        }
      ]
    })
    const out = renderSummary(abReport(ab), { checkName: 'c' })
    expect(out).toContain(
      '- judges: both (j), 0.0% of pairwise verdicts contradicted themselves (direction flipped when the positions were swapped), 1 invalid pair (1 failed judgement: left out, not scored as a tie or a loss)\n'
    )
    const rows = nodesOf(parseMarkdown(out), 'table')
      .filter((t) => plainText(t.children[0].children[0]) === 'Run')[0]
      .children.slice(1)
      .map((row) => row.children.slice(4).map(plainText))
    expect(rows).toEqual([
      ['overall +40.0%, quality +70.0%; 1/3 flipped', '3.0/5 → 4.5/5', '+10.0%'],
      [
        'invalid: malformed verdict twice',
        'invalid → 4.0/5',
        'invalid: judge: malformed verdict twice'
      ]
    ])
  })

  it('warns when the judge shares the agent’s model and when it favours longer outputs', () => {
    const base = abResult().judge
    const out = renderSummary(
      abReport(
        abResult({
          judge: {
            ...base,
            model: 'claude-haiku-4-5',
            sameModelAsAgent: true,
            length: { ...base.length, preferLongerShare: 1, biased: true }
          }
        })
      ),
      { checkName: 'c' }
    )
    expect(out).toContain(
      '- pairwise verdict +40.0% raw, length-controlled +35.0%; with-skill outputs +25 chars longer on average; 100% of 2 decisive verdicts preferred the longer output: the judge favours longer outputs\n' +
        "- warning: the judge (claude-haiku-4-5) is the agent's model or of its family (claude-haiku-4-5) and may favour its own output; set a judge model of another family\n"
    )
  })

  it('keeps hostile scenario names and messages out of markup and table structure', () => {
    const ab = abResult({
      scenarios: [
        {
          name: HOSTILE,
          improvement: null,
          pairs: [
            pair(0, null, {
              invalidReason: HOSTILE,
              withSkill: arm({
                completed: false,
                assertions: [
                  { type: 'file_contains', target: HOSTILE, passed: false, message: HOSTILE }
                ]
              })
            })
          ]
        },
        ...abResult().scenarios
      ]
    })
    const comment = renderComment(abReport(ab), { checkName: 'c', marker: '<!-- skill-ci:c -->' })
    const tree = parseMarkdown(comment)
    // The only raw HTML: the marker and our own collapsible tags with their one-line summaries.
    const html = nodesOf(tree, 'html').map((n) => n.value)
    expect(new Set(html)).toEqual(
      new Set([
        '<!-- skill-ci:c -->',
        '<details>\n<summary>✅ <code>skills/a</code> · grade C- · 72.4 · fix first: Triggering accuracy (D-, +15.2 points)</summary>',
        '<details>\n<summary>A/B scenario 1 of 3</summary>',
        '<details>\n<summary>A/B scenario 2 of 3</summary>',
        '<details>\n<summary>A/B scenario 3 of 3</summary>',
        '</details>',
        // Splits `@octo` in the hostile name so GitHub sends no notification.
        EMPTY_COMMENT
      ])
    )
    const runTables = nodesOf(tree, 'table').filter(
      (t) => plainText(t.children[0].children[0]) === 'Run'
    )
    expect(runTables).toHaveLength(3)
    for (const t of runTables) for (const row of t.children) expect(row.children).toHaveLength(7)
    // The hostile name reads back as the one line we wrote: newline flattened, bell and bidi
    // override shown as escapes, the mention as typed (an entity in the markdown, so no ping).
    const flat = HOSTILE.replace('\u0007', '\\x07')
      .replace('\u202e', '\\u202E')
      .replace(/\s+/g, ' ')
    const texts = nodesOf(tree, 'text').map((t) => t.value)
    expect(texts.some((t) => t.startsWith(flat.slice(0, 40)))).toBe(true)
    expect(plainText(runTables[0].children[1].children[6])).toBe(`invalid: ${flat}`)
    expect(comment).not.toMatch(/@octo/)
    expect(HOSTILE_SCENARIO).toContain('|')
  })

  it('caps the scenarios shown and counts the rest', () => {
    const many = abResult({
      scenarios: Array.from({ length: MAX_AB_SCENARIOS + 3 }, (_, i) => ({
        name: `s${i}`,
        improvement: 0.1,
        pairs: [pair(0, 0.1)]
      }))
    })
    const out = renderSummary(abReport(many), { checkName: 'c' })
    expect(out.match(/<summary>A\/B scenario \d+ of 23<\/summary>/g)).toHaveLength(MAX_AB_SCENARIOS)
    expect(out).toContain('…and 3 more scenarios (see the JSON report)')
  })

  it('bounds the run tables and failed assertions per skill, so the skill block survives', () => {
    const failing = arm({
      completed: false,
      assertions: [{ type: 'output_contains', target: 'x', passed: false, message: 'missing x' }]
    })
    const scenario = (name: string, runs: number) => ({
      name,
      improvement: 0,
      pairs: Array.from({ length: runs }, (_, i) => pair(i, 0, { withSkill: failing }))
    })
    const ab = abResult({ scenarios: [scenario('s1', 25), scenario('s2', 25), scenario('s3', 2)] })
    const out = renderSummary(abReport(ab), { checkName: 'c' })
    const tree = parseMarkdown(out)
    const runTables = nodesOf(tree, 'table').filter(
      (t) => plainText(t.children[0].children[0]) === 'Run'
    )
    // s1: 25 rows + 25 failures (60 − 50 = 10 left); s2's 25 rows do not fit; nothing is left for s3.
    expect(runTables.map((t) => t.children.length - 1)).toEqual([25])
    expect(
      out.match(/Run table left out for size: every run pair is in the JSON report/g)
    ).toHaveLength(2)
    expect(out.match(/- run \d+ with skill: `output_contains`/g)).toHaveLength(25)
    expect(out).toContain('- …and 25 more: every run pair is in the JSON report\n')
    expect(out).toContain('- …and 2 more: every run pair is in the JSON report\n')
    // Even 20 scenarios × 50 pairs with long messages stay well inside a 65,000-byte comment.
    const huge = abResult({
      scenarios: Array.from({ length: MAX_AB_SCENARIOS }, (_, i) => ({
        ...scenario(`${'long name '.repeat(20)}${i}`, 50),
        pairs: scenario('x', 50).pairs.map((p) => ({
          ...p,
          valid: false,
          invalidReason: 'r'.repeat(500)
        }))
      }))
    })
    expect(Buffer.byteLength(renderSummary(abReport(huge), { checkName: 'c' }))).toBeLessThan(
      40_000
    )
  })

  it('stays silent when the A/B layer did not produce a verdict', () => {
    const base = skill({ path: 'skills/a' })
    const report = runReport([
      { ...base, layers: { ...base.layers, ab: { status: 'budget_exhausted', reason: 'budget' } } }
    ])
    const out = renderSummary(report, { checkName: 'c' })
    expect(out).not.toContain('A/B (with')
    expect(out).toContain('- `ab`: budget exhausted — budget')
  })
})
