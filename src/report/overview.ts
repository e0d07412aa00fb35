// The top of the report: headline, the one-line verdict, counts, gate reasons, the shards a merge
// lacks, the layer plan, the judges' agreement and the skills table.
import type { PhrasingContent, RootContent } from 'mdast'
import type { BaseComparison } from '../model/index.js'
import type { MarkdownOptions } from './markdown-options.js'
import type { Layout } from './fit.js'
import { heading, link, list, paragraph, strong, stringify, table, text } from './mdast.js'
import type { RunReport, SkillReport } from '../model/index.js'
import {
  MESSAGE_CHARS,
  NAME_CHARS,
  badgeText,
  cappedItems,
  layerLine,
  skillLabel
} from './phrases.js'
import { agreementText } from './agreement.js'
import { missingShardsText } from './shards.js'
import { gateReasonsByAttention, runVerdict, skillsByAttention } from './glance.js'
import { formatDelta, formatScore, plural } from './text.js'

export interface OverviewParts {
  /** Headline, counts, gate reasons, plan: always kept. */
  head: RootContent[]
  /**
   * One table row per skill, failing skills first; rows are dropped from the end only if even
   * the table is too big.
   */
  rows: PhrasingContent[][][]
  header: string[]
}

export function overviewParts(report: RunReport, opts: MarkdownOptions): OverviewParts {
  const { summary } = report
  const head: RootContent[] = [
    heading(
      2,
      text(`${summary.gate.passed ? '✅' : '❌'} ${opts.checkName}: `, NAME_CHARS),
      text(summary.gate.passed ? 'gate passed' : 'gate failed')
    ),
    paragraph(
      strong(
        text(
          runVerdict(report, (skill) => skill.path),
          MESSAGE_CHARS * 2
        )
      )
    ),
    paragraph(...countsLine(report))
  ]
  if (!summary.gate.passed && summary.gate.reasons.length > 0) {
    head.push(
      list(
        cappedItems(gateReasonsByAttention(report), (reason) => [
          paragraph(text(reason, MESSAGE_CHARS))
        ])
      )
    )
  }
  const missing = missingShardsText(report)
  if (missing !== undefined) {
    head.push(
      paragraph(strong(text(missing.title))),
      list(missing.lines.map((line) => [paragraph(text(line, MESSAGE_CHARS))]))
    )
  }
  if (opts.detailsUrl !== undefined) {
    head.push(paragraph(text('Full results: '), link(opts.detailsUrl, 'check run and job summary')))
  }
  if (opts.layersPlan !== undefined && opts.layersPlan.length > 0) {
    head.push(
      paragraph(strong(text('Layers'))),
      list(
        opts.layersPlan.map((note) => [
          paragraph(...layerLine(note.layer, note.status, note.reason))
        ])
      )
    )
  }
  const agreement = report.usage?.judgeAgreement
  if (agreement !== undefined) {
    const { title, lines } = agreementText(agreement)
    head.push(paragraph(strong(text(title))), list(lines.map((line) => [paragraph(text(line))])))
  }
  const withBase = opts.base !== undefined
  const withGate = report.skills.some((skill) => skill.gate !== undefined)
  const header = [
    'Skill',
    'Composite',
    ...(withBase ? ['Δ vs base'] : []),
    'Grade',
    'Badge',
    'Anti-patterns',
    'Findings',
    ...(withGate ? ['Gate'] : [])
  ]
  const rows = skillsByAttention(report.skills).map((skill) => [
    skillLabel(skill),
    [text(skill.composite ? formatScore(skill.composite.score) : 'error')],
    ...(withBase ? [[text(deltaText(skill, opts.base))]] : []),
    [text(skill.composite?.grade ?? '—')],
    [text(badgeText(skill.composite?.badge))],
    [text(String(skill.layers.static?.antiPatterns.length ?? 0))],
    [text(findingCounts(skill))],
    ...(withGate ? [[text(gateMark(skill))]] : [])
  ])
  return { head, rows, header }
}

function countsLine(report: RunReport): PhrasingContent[] {
  const { summary } = report
  const out: PhrasingContent[] = [
    strong(text(String(summary.evaluated))),
    text(` ${summary.evaluated === 1 ? 'skill' : 'skills'} evaluated`)
  ]
  out.push(text(' · '), strong(text(String(summary.failed))), text(' failed the gate'))
  out.push(text(' · '), strong(text(String(summary.errored))), text(' errored'))
  if (summary.lowestScore !== null) {
    out.push(text(' · lowest composite '), strong(text(formatScore(summary.lowestScore))))
  }
  out.push(text(` · depth ${report.depth}`))
  if (report.usage !== undefined) {
    out.push(
      text(
        ` · LLM ${plural(report.usage.calls, 'call')}` +
          (report.usage.batchedCalls ? ` (${report.usage.batchedCalls} batched, half price)` : '') +
          `, ${plural(report.usage.cacheHits, 'cache hit')}, $${report.usage.costUsd.toFixed(2)}`
      )
    )
  }
  return out
}

function deltaText(skill: SkillReport, base: BaseComparison | undefined): string {
  const before = base?.[skill.path]
  if (before === undefined) return ''
  if (before === 'new') return 'new'
  if (skill.composite === null) return '—'
  const delta = formatDelta(skill.composite.score - before.composite)
  return before.grade === skill.composite.grade
    ? delta
    : `${delta} (${before.grade} → ${skill.composite.grade})`
}

function findingCounts(skill: SkillReport): string {
  const count = (severity: string): number =>
    skill.findings.filter((finding) => finding.severity === severity).length
  const parts = [
    [count('error'), 'error'],
    [count('warning'), 'warning'],
    [count('notice'), 'notice'],
    [skill.errors.length, 'skill error']
  ] as const
  const shown = parts.filter(([n]) => n > 0).map(([n, label]) => plural(n, label))
  return shown.length === 0 ? '0' : shown.join(', ')
}

function gateMark(skill: SkillReport): string {
  if (skill.gate === undefined) return ''
  return skill.gate.passed ? '✅' : '❌'
}

/** The "Skills" section with its first `rows` table rows (rows are cut only when nothing else fits). */
export function skillsTable(parts: OverviewParts): Layout['table'] {
  const render = (rows: number): string => {
    const nodes: RootContent[] = [heading(3, text('Skills'))]
    nodes.push(
      parts.rows.length === 0
        ? paragraph(text('No skills were evaluated in this run.'))
        : table(parts.header, parts.rows.slice(0, rows))
    )
    if (rows < parts.rows.length) {
      nodes.push(paragraph(text(`Table shows ${rows} of ${parts.rows.length} skills.`)))
    }
    return stringify(nodes)
  }
  return { render, rows: parts.rows.length }
}
