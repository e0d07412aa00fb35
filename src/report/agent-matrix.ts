// The cross-agent view of a skill when a run lists several harnesses: the activation matrix (one
// row per harness: recall and false activations with their intervals, the runs, the skills that
// fired instead) and the A/B verdict per harness. One set of rows for every renderer: the markdown
// tables of the comment, job summary and check output, the CLI's text lines and the JUnit cases.
import type { RootContent } from 'mdast'
import {
  harnessAbResult,
  harnessActivationResult,
  type AbResult,
  type HarnessAb,
  type HarnessActivation,
  type MonteCarloResult,
  type RateEstimate
} from '../model/index.js'
import { plural } from '../model/plural.js'
import { AB_VERDICT_LABEL, signedPercent } from './ab.js'
import { paragraph, strong, table, text } from './mdast.js'
import { MESSAGE_CHARS } from './phrases.js'

const pct = (x: number): string => `${(x * 100).toFixed(0)}%`

/** `72% [58%, 84%]`, or `—` when the skill had no prompts of the kind. */
const rateCell = (r: RateEstimate | null): string =>
  r === null ? '—' : `${pct(r.rate)} [${pct(r.low)}, ${pct(r.high)}]`

/** One harness's row of the activation matrix, as strings. */
export interface ActivationRow {
  agent: string
  /** Its model (the id the API answered with), or why it measured nothing. */
  detail: string
  recall: string
  falseActivation: string
  runs: number
  firedInstead: string
  ok: boolean
}

export function activationRows(entries: readonly HarnessActivation[]): ActivationRow[] {
  return entries.map((entry) => {
    const r = harnessActivationResult(entry)
    if (r === undefined) {
      const reason = 'reason' in entry ? (entry.reason ?? entry.status) : entry.status
      return {
        agent: entry.harness,
        detail: `${entry.status === 'budget_exhausted' ? 'stopped by the budget' : 'failed'}: ${reason}`,
        recall: '—',
        falseActivation: '—',
        runs: 0,
        firedInstead: '—',
        ok: false
      }
    }
    const fired = r.confusions.firedInstead.map((c) => `${c.skill} ×${c.runs}`).join(', ')
    return {
      agent: r.agentHarness === undefined ? r.harness : `${r.harness} ${r.agentHarness.version}`,
      detail: r.agentModel,
      recall: rateCell(r.recall),
      falseActivation: rateCell(r.falseActivation),
      runs: r.sequential.runs,
      firedInstead: fired === '' ? '—' : fired,
      ok: true
    }
  })
}

/** The gate's rule over the harnesses, in words. */
const recallOnText = (r: MonteCarloResult): string =>
  r.gate.minRecall === undefined && r.gate.maxFalseActivation === undefined
    ? 'no activation gate'
    : `the gate on ${r.gate.recallOn === 'any' ? 'any one harness' : 'every harness'} (recall-on: ${r.gate.recallOn ?? 'every'})`

/** The matrix as markdown: a heading line and a small table (agent | recall | false act. | fired instead). */
export function activationMatrixBlock(r: MonteCarloResult): RootContent[] {
  if (r.agents === undefined) return []
  const rows = activationRows(r.agents)
  return [
    paragraph(strong(text('Across agents')), text(` — ${recallOnText(r)}`)),
    table(
      ['agent', 'recall [interval]', 'false act. [interval]', 'fired instead'],
      rows.map((row) => [
        [text(row.agent, 80)],
        [text(row.ok ? row.recall : row.detail, MESSAGE_CHARS)],
        [text(row.falseActivation)],
        [text(row.firedInstead, MESSAGE_CHARS)]
      ])
    )
  ]
}

/** The matrix as text lines (the CLI, JUnit output): one per harness. */
export function activationMatrixLines(r: MonteCarloResult): string[] {
  if (r.agents === undefined) return []
  return [
    `across agents (${recallOnText(r)}):`,
    ...activationRows(r.agents).map((row) =>
      row.ok
        ? `${row.agent} (${row.detail}): recall ${row.recall}, false activations ${row.falseActivation}, ${plural(row.runs, 'run')}; fired instead: ${row.firedInstead}`
        : `${row.agent}: ${row.detail}`
    )
  ]
}

/** One harness's A/B in a few words: the verdict and the improvement with its interval. */
function abCells(entry: HarnessAb): { agent: string; verdict: string; improvement: string } {
  const r = harnessAbResult(entry)
  if (r === undefined) {
    const reason = entry.reason ?? entry.status
    return { agent: entry.harness, verdict: `no verdict: ${reason}`, improvement: '—' }
  }
  const ci =
    r.ci.low === null || r.ci.high === null
      ? 'no interval'
      : `[${signedPercent(r.ci.low)}, ${signedPercent(r.ci.high)}]`
  return {
    agent: r.agentHarness === undefined ? r.harness : `${r.harness} ${r.agentHarness.version}`,
    verdict: AB_VERDICT_LABEL[r.verdict],
    improvement: `${signedPercent(r.improvement)} ${ci}`
  }
}

/** The A/B verdict per harness as markdown: agent | verdict | improvement [interval]. */
export function abAgentsBlock(r: AbResult): RootContent[] {
  if (r.agents === undefined) return []
  return [
    paragraph(strong(text('Per agent'))),
    table(
      ['agent', 'verdict', 'improvement [interval]'],
      r.agents
        .map(abCells)
        .map((c) => [[text(c.agent, 80)], [text(c.verdict, MESSAGE_CHARS)], [text(c.improvement)]])
    )
  ]
}

/** The A/B verdict per harness as text lines. */
export function abAgentsLines(r: AbResult): string[] {
  if (r.agents === undefined) return []
  return r.agents
    .map(abCells)
    .map(
      (c) =>
        `A/B on ${c.agent}: ${c.verdict}${c.improvement === '—' ? '' : `, improvement ${c.improvement}`}`
    )
}
