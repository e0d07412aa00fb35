// Pure renderers of an A/B result: the per-skill verdict line and a per-scenario markdown table
// in a collapsible block (for the CLI, the job summary and the PR comment).
import type { AbResult } from '../../report/model.js'
import type { PairRecord } from './runner.js'

const VERDICT_LABEL: Record<AbResult['verdict'], string> = {
  helps: 'helps',
  hurts: 'hurts',
  no_measurable_effect: 'no measurable effect',
  insufficient_evidence: 'insufficient evidence'
}

const pct = (x: number | null | undefined): string =>
  x === null || x === undefined || !Number.isFinite(x)
    ? '—'
    : `${x >= 0 ? '+' : ''}${(x * 100).toFixed(1)}%`
const rate = (x: number | null): string => (x === null ? '—' : `${Math.round(x * 100)}%`)

/** One line: verdict, improvement with CI, g, activation, completion, cost. */
export function abVerdictLine(name: string, r: AbResult): string {
  const ci = `${Math.round(r.ci.level * 100)}% CI [${pct(r.ci.low)}, ${pct(r.ci.high)}]`
  const parts = [
    `${name}: ${VERDICT_LABEL[r.verdict]}`,
    `improvement ${pct(r.improvement)} (${ci}, ${r.ci.scenarios} scenarios × ${r.ci.pairs} pairs)`,
    `g ${pct(r.normalizedGain.g)}`,
    `completion ${rate(r.completion.withSkill)} vs ${rate(r.completion.baseline)}`,
    `skill loaded ${r.activation.loadedRuns}/${r.activation.runs}`,
    `$${r.costUsd.toFixed(4)}`
  ]
  const needed = r.pairsNeeded !== null ? ` — about ${r.pairsNeeded} pairs needed` : ''
  return `${parts.join(' · ')}${needed}`
}

const cell = (s: string): string => s.replace(/\|/g, '\\|').replace(/\n/g, ' ')

/** Per scenario: a collapsible table with both arms' metrics, assertions and judge verdicts. */
export function abScenarioMarkdown(r: AbResult): string {
  const blocks: string[] = []
  for (const s of r.scenarios) {
    const pairs = s.pairs as PairRecord[]
    const rows = pairs.map((p) => {
      const arm = (a: PairRecord['baseline']) =>
        `${a.completed ? '✅' : '❌'} ${a.assertions.filter((x) => x.passed).length}/${a.assertions.length} · ${a.turns} turns · ${a.tokens.input + a.tokens.output} tok`
      const judge = p.pairwise
        ? p.pairwise.valid
          ? `${pct(p.pairwise.overall)} (${p.pairwise.inconsistencies}/${p.pairwise.comparisons} flipped)`
          : `invalid: ${p.pairwise.reason ?? ''}`
        : '—'
      const score = p.valid ? pct(p.score) : `invalid: ${p.invalidReason ?? ''}`
      return `| ${p.run + 1} | ${cell(arm(p.baseline))} | ${cell(arm(p.withSkill))} | ${p.skillLoaded ? 'yes' : 'no'} | ${cell(judge)} | ${cell(score)} |`
    })
    blocks.push(
      [
        `<details><summary>${cell(s.name)}: ${pct(s.improvement)}</summary>`,
        '',
        '| run | baseline | with skill | skill loaded | pairwise overall | score |',
        '|---|---|---|---|---|---|',
        ...rows,
        '',
        '</details>'
      ].join('\n')
    )
  }
  return blocks.join('\n\n')
}
