// The top of the report: headline, the one-line verdict, counts, gate reasons, the shards a merge
// lacks, the layer plan, the judges' agreement and the skills table (in the PR comment, the skills
// that need a look, with the others folded: comment-fold.ts).
import type { PhrasingContent, RootContent } from 'mdast'
import type { BaseComparison } from '../model/index.js'
import type { MarkdownOptions } from './markdown-options.js'
import { fullReportPointer, type Layout } from './fit.js'
import {
  HTML_FRAGMENTS,
  heading,
  link,
  list,
  paragraph,
  strong,
  stringify,
  table,
  text,
  type SummaryHtml
} from './mdast.js'
import {
  promptCacheEffect,
  securityFindingsOf,
  type RunReport,
  type SkillReport
} from '../model/index.js'
import { FOLDED_ROWS_MAX, foldSummary, splitForComment } from './comment-fold.js'
import { severityCounts } from './security-block.js'
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
import { formatDelta, formatScore } from './text.js'
import { plural } from '../model/plural.js'
import { formatUsd } from './cost.js'

export interface OverviewParts {
  /** Headline, counts, gate reasons, plan: always kept. */
  head: RootContent[]
  /**
   * One table row per listed skill, failing skills first; rows are dropped from the end only if
   * even the table is too big.
   */
  rows: PhrasingContent[][][]
  header: string[]
  /** The skills of the table's rows, in order: their blocks follow the table. */
  listed: SkillReport[]
  /** The comment's other skills, in one collapsed block under the table. */
  fold?: Fold
  /** How the report says where every skill's details are. */
  pointer: PhrasingContent[]
  /** Whether "changed" means anything: a base comparison was made. */
  withBase: boolean
}

interface Fold {
  summary: SummaryHtml
  /** Rows of the first folded skills (at most FOLDED_ROWS_MAX). */
  rows: PhrasingContent[][][]
  count: number
}

/**
 * `fold`: the PR comment's table, which past a short run lists only the skills that need a look
 * (comment-fold.ts); the job summary and the check output list every skill.
 */
export function overviewParts(
  report: RunReport,
  opts: MarkdownOptions,
  fold = false
): OverviewParts {
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
  const row = (skill: SkillReport): PhrasingContent[][] => [
    skillLabel(skill),
    [text(skill.composite ? formatScore(skill.composite.score) : 'error')],
    ...(withBase ? [[text(deltaText(skill, opts.base))]] : []),
    [text(skill.composite?.grade ?? '—')],
    [text(badgeText(skill.composite?.badge))],
    [text(String(skill.layers.static?.antiPatterns.length ?? 0))],
    [text(findingCounts(skill))],
    ...(withGate ? [[text(gateMark(skill))]] : [])
  ]
  const { listed, folded } = fold
    ? splitForComment(report.skills, opts.base)
    : { listed: skillsByAttention(report.skills), folded: [] }
  return {
    head,
    rows: listed.map(row),
    header,
    listed,
    pointer: fullReportPointer(opts),
    withBase,
    ...(folded.length === 0
      ? {}
      : {
          fold: {
            summary: foldSummary(folded),
            rows: folded.slice(0, FOLDED_ROWS_MAX).map(row),
            count: folded.length
          }
        })
  }
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
          `, ${plural(report.usage.cacheHits, 'cache hit')}, ${formatUsd(report.usage.costUsd)}` +
          promptCacheShare(report.usage)
      )
    )
  }
  return out
}

/** ` (93 % of input tokens from the prompt cache, $0.58 saved)`, or nothing without reads. */
function promptCacheShare(usage: NonNullable<RunReport['usage']>): string {
  const effect = promptCacheEffect(usage)
  if (effect === null) return ''
  return ` (${(100 * effect.readShare).toFixed(0)} % of input tokens from the prompt cache, $${effect.savedUsd.toFixed(2)} saved)`
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

/**
 * "1 error, 1 warning · security: 1 high": the rule findings and skill errors, then the security
 * findings that are not allowed (a suppressed one gates nothing, and the skill's block lists it).
 */
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
  const security = securityFindingsOf(skill.layers).filter((f) => f.suppressed === undefined)
  const counted = [
    ...(shown.length === 0 ? [] : [shown.join(', ')]),
    ...(security.length === 0 ? [] : [`security: ${severityCounts(security)}`])
  ]
  return counted.length === 0 ? '0' : counted.join(' · ')
}

function gateMark(skill: SkillReport): string {
  if (skill.gate === undefined) return ''
  return skill.gate.passed ? '✅' : '❌'
}

/**
 * The "Skills" section with its first `rows` rows: the listed skills' rows, then the fold's (rows
 * are cut only when nothing else fits; the fold's closed line with its counts always stays).
 */
export function skillsTable(parts: OverviewParts): Layout['table'] {
  const { fold } = parts
  const render = (rows: number): string => {
    const open = Math.min(rows, parts.rows.length)
    const nodes: RootContent[] = [heading(3, text('Skills'))]
    if (parts.rows.length > 0) nodes.push(table(parts.header, parts.rows.slice(0, open)))
    else if (fold === undefined)
      nodes.push(paragraph(text('No skills were evaluated in this run.')))
    else nodes.push(paragraph(text(nothingToLook(parts.withBase))))
    if (open < parts.rows.length) {
      nodes.push(paragraph(text(`Table shows ${open} of ${parts.rows.length} skills.`)))
    }
    if (fold !== undefined) nodes.push(...foldNodes(parts, fold, rows - open))
    return stringify(nodes)
  }
  return { render, rows: parts.rows.length + (fold?.rows.length ?? 0) }
}

function nothingToLook(withBase: boolean): string {
  return `No skill is below the gate or has a failed layer${withBase ? ', and none changed its score' : ''}.`
}

/** The collapsed block: its counts, its first `rows` rows, and where every skill's details are. */
function foldNodes(parts: OverviewParts, fold: Fold, rows: number): RootContent[] {
  const shown = Math.max(0, rows)
  const listedHere =
    shown > 0 && shown < fold.count
      ? `${shown} of these ${fold.count} skills are listed here. `
      : ''
  return [
    HTML_FRAGMENTS.detailsOpen(fold.summary),
    ...(shown > 0 ? [table(parts.header, fold.rows.slice(0, shown))] : []),
    paragraph(
      text(`${listedHere}Every skill, with its details, is in `),
      ...parts.pointer,
      text('.')
    ),
    HTML_FRAGMENTS.detailsClose()
  ]
}
