// The PR comment, the job summary and the check-run output: one markdown report built from mdast
// nodes, cut to a size limit by dropping whole per-skill blocks (never markup halves).
import type { BlockContent, PhrasingContent, RootContent } from 'mdast'
import { BADGE_STARS, badgeTitle } from '../scoring/badge.js'
import { ANTI_PATTERN_ADVICE } from './advice.js'
import type { BaseComparison, LayerPlanNote } from './comparison.js'
import {
  HTML_FRAGMENTS,
  code,
  heading,
  link,
  list,
  markerNode,
  paragraph,
  strong,
  stringify,
  table,
  text
} from './mdast.js'
import type { Badge, Composite, RunReport, SkillReport } from './model.js'
import { improvementTips } from './tips.js'
import {
  formatDelta,
  formatLocation,
  formatScore,
  plural,
  truncateChars,
  utf8Length
} from './text.js'

export interface MarkdownOptions {
  /** The check run's name, shown in the headline. */
  checkName: string
  /** Base-branch scores of the changed skills, for the Δ column. */
  base?: BaseComparison
  /** Size limit in UTF-8 bytes (a safe upper bound for GitHub's character limits). */
  maxLength?: number
  /** Where the full report lives (check run or workflow run URL). */
  detailsUrl?: string
  /** The costly layers of the run plan and why each did or did not run. */
  layersPlan?: LayerPlanNote[]
}

export interface CommentOptions extends MarkdownOptions {
  /** Hidden marker the action searches for to update its comment; see `commentMarker`. */
  marker: string
}

export const COMMENT_MAX_LENGTH = 65_000
/** GitHub's per-step summary cap is 1 MiB. */
export const SUMMARY_MAX_LENGTH = 1_048_576
/** Check-run `output.summary` and `output.text` are each capped at 65,535 characters. */
export const CHECK_OUTPUT_MAX_LENGTH = 65_535
const CHECK_TITLE_MAX_CHARS = 255

/** Caps per list inside one skill block, so one noisy skill cannot crowd out the others. */
const MAX_LIST_ITEMS = 20
const NAME_CHARS = 100
const MESSAGE_CHARS = 300

/** The hidden marker for a check name: `<!-- skill-ci:NAME -->`, with NAME reduced to safe characters. */
export function commentMarker(checkName: string): string {
  const safe = checkName.replace(/[^A-Za-z0-9 _.:/@+=-]/g, '_').replace(/-{2,}/g, '-')
  return `<!-- skill-ci:${safe.trim() || 'default'} -->`
}

export function renderComment(report: RunReport, opts: CommentOptions): string {
  return renderDocument(report, opts, opts.maxLength ?? COMMENT_MAX_LENGTH, [
    markerNode(opts.marker)
  ])
}

export function renderSummary(report: RunReport, opts: MarkdownOptions): string {
  return renderDocument(report, opts, opts.maxLength ?? SUMMARY_MAX_LENGTH, [])
}

export interface CheckOutput {
  title: string
  summary: string
  text?: string
}

/** Check-run output: headline and table in `summary`, the per-skill blocks in `text`. */
export function renderCheckOutput(report: RunReport, opts: MarkdownOptions): CheckOutput {
  const max = Math.min(opts.maxLength ?? CHECK_OUTPUT_MAX_LENGTH, CHECK_OUTPUT_MAX_LENGTH)
  const overview = overviewParts(report, opts)
  const summary = fitDocument(
    { prefix: [], head: [stringify(overview.head)], table: skillsTable(overview), blocks: [] },
    max,
    opts
  )
  const blocks = report.skills.map((skill) => stringify(skillBlock(skill, opts)))
  const text =
    blocks.length === 0 ? undefined : fitDocument({ prefix: [], head: [], blocks }, max, opts)
  return { title: checkTitle(report), summary, ...(text === undefined ? {} : { text }) }
}

export function checkTitle(report: RunReport): string {
  const { summary } = report
  const verdict = summary.gate.passed ? 'Gate passed' : 'Gate failed'
  const parts = [
    `${verdict}: ${plural(summary.evaluated, 'skill')} evaluated`,
    summary.failed > 0 ? `${summary.failed} failed` : undefined,
    summary.errored > 0 ? `${summary.errored} errored` : undefined,
    summary.lowestScore === null ? undefined : `lowest ${formatScore(summary.lowestScore)}`
  ]
  return truncateChars(parts.filter((part) => part !== undefined).join(', '), CHECK_TITLE_MAX_CHARS)
}

function renderDocument(
  report: RunReport,
  opts: MarkdownOptions,
  max: number,
  prefix: RootContent[]
): string {
  const overview = overviewParts(report, opts)
  return fitDocument(
    {
      prefix: prefix.length === 0 ? [] : [stringify(prefix)],
      head: [stringify(overview.head)],
      table: skillsTable(overview),
      blocks: report.skills.map((skill) => stringify(skillBlock(skill, opts)))
    },
    max,
    opts
  )
}

interface OverviewParts {
  /** Headline, counts, gate reasons, plan: always kept. */
  head: RootContent[]
  /** One table row per skill; rows are dropped from the end only if even the table is too big. */
  rows: PhrasingContent[][][]
  header: string[]
}

function overviewParts(report: RunReport, opts: MarkdownOptions): OverviewParts {
  const { summary } = report
  const head: RootContent[] = [
    heading(
      2,
      text(`${summary.gate.passed ? '✅' : '❌'} ${opts.checkName}: `, NAME_CHARS),
      text(summary.gate.passed ? 'gate passed' : 'gate failed')
    ),
    paragraph(...countsLine(report))
  ]
  if (!summary.gate.passed && summary.gate.reasons.length > 0) {
    head.push(
      list(cappedItems(summary.gate.reasons, (reason) => [paragraph(text(reason, MESSAGE_CHARS))]))
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
  const rows = report.skills.map((skill) => [
    skillCell(skill),
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
      text(` · LLM ${plural(report.usage.calls, 'call')}, $${report.usage.costUsd.toFixed(2)}`)
    )
    const agreement = report.usage.judgeAgreement
    if (agreement !== undefined) {
      const kappa = agreement.kappa === null ? 'n/a' : agreement.kappa.toFixed(2)
      out.push(text(` · judge agreement κ ${kappa} over ${plural(agreement.items, 'item')}`))
    }
  }
  return out
}

function skillCell(skill: SkillReport): PhrasingContent[] {
  const folder = skill.path.split('/').pop()
  const cell: PhrasingContent[] = [code(skill.path)]
  if (skill.name !== folder) cell.push(text(` ${skill.name}`, NAME_CHARS))
  return cell
}

function badgeText(badge: Badge | undefined): string {
  if (badge === undefined || badge === 'no_badge') return BADGE_STARS.no_badge
  return `${BADGE_STARS[badge]} ${badgeTitle(badge)}`
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

function layerLine(layer: string, status: string, reason: string | undefined): PhrasingContent[] {
  const line: PhrasingContent[] = [
    code(layer, NAME_CHARS),
    text(`: ${status === 'ok' ? 'ran' : status.replace('_', ' ')}`)
  ]
  if (reason !== undefined && reason !== '') line.push(text(` — ${reason}`, MESSAGE_CHARS))
  return line
}

/** A list of at most MAX_LIST_ITEMS items, with a closing "…and N more" item. */
function cappedItems<T>(
  items: readonly T[],
  render: (item: T) => BlockContent[]
): BlockContent[][] {
  const shown = items.slice(0, MAX_LIST_ITEMS).map(render)
  if (items.length > MAX_LIST_ITEMS) {
    shown.push([
      paragraph(
        text(
          `…and ${items.length - MAX_LIST_ITEMS} more (see the annotations, JUnit or SARIF report)`
        )
      )
    ])
  }
  return shown
}

function skillBlock(skill: SkillReport, opts: MarkdownOptions): RootContent[] {
  const title: PhrasingContent[] = [code(skill.path)]
  if (skill.name !== skill.path.split('/').pop()) title.push(text(` ${skill.name}`, NAME_CHARS))
  const body: RootContent[] = []
  const composite = skill.composite
  if (composite !== null) {
    body.push(paragraph(...compositeLine(composite)))
  } else {
    body.push(paragraph(text('This skill could not be scored.')))
  }
  if (skill.gate !== undefined && !skill.gate.passed && skill.gate.reasons.length > 0) {
    body.push(
      paragraph(strong(text('Gate failed'))),
      list(cappedItems(skill.gate.reasons, (reason) => [paragraph(text(reason, MESSAGE_CHARS))]))
    )
  }
  if (composite !== null) {
    body.push(dimensionTable(skill, composite, opts.base))
    const tips = improvementTips(composite)
    if (tips.length > 0) {
      body.push(
        paragraph(strong(text('Fix first'))),
        list(
          tips.map((tip) => [
            paragraph(
              strong(text(tip.title)),
              text(
                ` (${tip.grade}, weight ${percent(tip.weight)}, up to +${formatScore(tip.potentialPoints)} points): ${tip.tip}`,
                MESSAGE_CHARS * 2
              )
            )
          ]),
          true
        )
      )
    }
  }
  const disagreements = judgeDisagreements(skill)
  if (disagreements.length > 0) {
    body.push(paragraph(strong(text('Judges disagree'))), list(disagreements))
  }
  const antiPatterns = skill.layers.static?.antiPatterns ?? []
  if (antiPatterns.length > 0) {
    body.push(
      paragraph(strong(text('Anti-patterns'))),
      list(
        cappedItems(antiPatterns, (pattern) => [
          paragraph(
            code(pattern.flag),
            text(' at '),
            code(formatLocation(pattern.file, pattern.line)),
            text(` — ${pattern.description}`, MESSAGE_CHARS),
            text(` → ${ANTI_PATTERN_ADVICE[pattern.flag].fix}`, MESSAGE_CHARS * 2)
          )
        ])
      )
    )
  }
  if (skill.findings.length > 0) {
    body.push(
      paragraph(strong(text('Findings'))),
      list(
        cappedItems(skill.findings, (finding) => [
          paragraph(
            text(`${finding.severity} `),
            code(finding.ruleId),
            text(' at '),
            code(formatLocation(finding.file, finding.line)),
            text(` — ${finding.message}`, MESSAGE_CHARS)
          )
        ])
      )
    )
  }
  const portability = skill.layers.static?.portability ?? []
  if (portability.length > 0) {
    body.push(
      paragraph(strong(text('Portability'))),
      list(
        cappedItems(portability, (finding) => [
          paragraph(
            code(finding.flag),
            text(' at '),
            code(formatLocation(finding.file, finding.line)),
            text(` — ${finding.message}`, MESSAGE_CHARS)
          )
        ])
      )
    )
  }
  if (skill.errors.length > 0) {
    body.push(
      paragraph(strong(text('Errors'))),
      list(
        cappedItems(skill.errors, (error) => [
          paragraph(
            code(error.code),
            text(' at '),
            code(formatLocation(error.file, error.line)),
            text(` — ${error.message}`, MESSAGE_CHARS)
          )
        ])
      )
    )
  }
  const layerItems: BlockContent[][] = []
  for (const [name, run] of Object.entries(skill.layers)) {
    if (run !== undefined) layerItems.push([paragraph(...layerLine(name, run.status, run.reason))])
  }
  if (layerItems.length > 0) body.push(paragraph(strong(text('Layers'))), list(layerItems))
  return [
    heading(3, ...title),
    HTML_FRAGMENTS.detailsOpen(
      composite === null ? 'Why this skill could not be scored' : 'Dimensions, findings and tips'
    ),
    ...body,
    HTML_FRAGMENTS.detailsClose()
  ]
}

/** Dimensions whose judges' scores span more than 0.5 (statistics.md §4), with each judge's score. */
function judgeDisagreements(skill: SkillReport): BlockContent[][] {
  const judge = skill.layers.judge
  if (judge === undefined || !('dimensions' in judge)) return []
  return Object.entries(judge.dimensions)
    .filter(([, result]) => result.judgesDisagree)
    .map(([name, result]) => {
      const scores = result.judgeScores.map((score) => (score === null ? '—' : score.toFixed(2)))
      const spread = result.spread === null ? '' : `, spread ${result.spread.toFixed(2)}`
      return [
        paragraph(text(`${name.replaceAll('_', ' ')}: judge scores ${scores.join(', ')}${spread}`))
      ]
    })
}

function compositeLine(composite: Composite): PhrasingContent[] {
  const line: PhrasingContent[] = [
    text('Composite '),
    strong(text(formatScore(composite.score))),
    text(
      ` · grade ${composite.grade} · badge ${badgeText(composite.badge)} · ${composite.depthLabel}`
    )
  ]
  if (composite.penalty < 1) {
    line.push(text(` · anti-pattern penalty −${Math.round((1 - composite.penalty) * 100)}%`))
  }
  return line
}

function dimensionTable(
  skill: SkillReport,
  composite: Composite,
  base: BaseComparison | undefined
): RootContent {
  const before = base?.[skill.path]
  const baseGrades = before !== undefined && before !== 'new' ? before.dimensions : undefined
  const header = [
    'Dimension',
    'Weight',
    'Score',
    'Grade',
    'Measured by',
    ...(baseGrades ? ['Base grade'] : [])
  ]
  const rows = composite.dimensions.map((dimension) => [
    [text(dimension.name.replaceAll('_', ' '))],
    [text(percent(dimension.weight))],
    [text(dimension.score === null ? '—, not measured' : dimension.score.toFixed(3))],
    [text(dimension.grade)],
    [
      text(dimension.sources.length === 0 ? '—' : dimension.sources.join(', ').replaceAll('_', ' '))
    ],
    ...(baseGrades ? [[text(baseGrades[dimension.name] ?? '')]] : [])
  ])
  return table(header, rows)
}

/** The "Skills" section with its first `rows` table rows, for `fitDocument`. */
function skillsTable(parts: OverviewParts): Layout['table'] {
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

function percent(weight: number): string {
  return `${Math.round(weight * 100)}%`
}

/** The smallest size limit accepted: enough for the marker plus the truncation note. */
export const MIN_MAX_LENGTH = 1_000

interface Layout {
  /** Always kept, even when nothing else fits (the comment marker). */
  prefix: string[]
  /** Kept whenever it fits: headline, counts, gate reasons, plan. */
  head: string[]
  /** The skills table with its first `rows` rows; shortened only if even the table does not fit. */
  table?: { render: (rows: number) => string; rows: number }
  /** Per-skill blocks, kept in order while they fit. */
  blocks: string[]
}

/** Assembles the layout within `max` UTF-8 bytes, dropping whole blocks (then table rows) from the end. */
function fitDocument(layout: Layout, max: number, opts: MarkdownOptions): string {
  if (!(max >= MIN_MAX_LENGTH)) {
    throw new RangeError(`maxLength must be at least ${MIN_MAX_LENGTH}, got ${max}`)
  }
  const { prefix, head, table: skills, blocks } = layout
  const fixed = (rows: number): string[] => [
    ...prefix,
    ...head,
    ...(skills === undefined ? [] : [skills.render(rows)])
  ]
  const allRows = skills?.rows ?? 0
  const everything = [...fixed(allRows), ...blocks]
  if (size(everything) <= max) return join(everything)

  const reserve = utf8Length(truncationNote(blocks.length, opts)) + 1
  let rows = allRows
  if (size(fixed(rows)) + reserve > max) {
    // Binary search for the most table rows that still fit next to the note.
    let low = 0
    let high = allRows
    while (low < high) {
      const mid = Math.ceil((low + high) / 2)
      if (size(fixed(mid)) + reserve <= max) low = mid
      else high = mid - 1
    }
    rows = low
  }
  const kept = fixed(rows)
  let used = size(kept) + reserve
  let keptBlocks = 0
  // Blocks only follow a complete table, so no skill has details without its row.
  for (const block of rows === allRows ? blocks : []) {
    const cost = utf8Length(block) + 1
    if (used + cost > max) break
    kept.push(block)
    used += cost
    keptBlocks += 1
  }
  const omitted = blocks.length - keptBlocks
  if (omitted > 0) kept.push(truncationNote(omitted, opts))
  const out = join(kept)
  // Only when the head alone is larger than the limit: keep the marker and say where to look.
  return utf8Length(out) <= max ? out : join([...prefix, truncationNote(blocks.length, opts)])
}

function truncationNote(omitted: number, opts: MarkdownOptions): string {
  const where: PhrasingContent[] =
    opts.detailsUrl === undefined
      ? [text('the job summary and the report artifact')]
      : [link(opts.detailsUrl, 'the job summary'), text(' and the report artifact')]
  return stringify([
    paragraph(
      strong(text('Report truncated')),
      text(
        `: details of ${plural(omitted, 'skill')} left out to fit the size limit. The full report is in `
      ),
      ...where,
      text('.')
    )
  ])
}

function join(parts: string[]): string {
  return parts.join('\n')
}

function size(parts: string[]): number {
  return utf8Length(join(parts))
}
