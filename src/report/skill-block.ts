// The collapsible per-skill block, closed on one line that names the skill, its grade and why it
// needs attention; inside: composite, gate reasons, the security scan, the ten dimensions,
// what to fix first, the judges' assessment with evidence, anti-patterns, findings, portability,
// errors and layers.
import type { BlockContent, PhrasingContent, RootContent } from 'mdast'
import { antiPatternFix } from './advice.js'
import type { BaseComparison } from '../model/index.js'
import type { MarkdownOptions } from './markdown-options.js'
import { skillReason } from './glance.js'
import {
  HTML_FRAGMENTS,
  code,
  list,
  paragraph,
  strong,
  summaryHtml,
  table,
  text,
  type SummaryHtml
} from './mdast.js'
import { layerSections } from './layer-sections.js'
import { securityBlock } from './security-block.js'
import type { AntiPattern, Composite, Gate, SkillReport } from '../model/index.js'
import { MESSAGE_CHARS, badgeText, cappedItems, layerLine } from './phrases.js'
import { fixHeadline, rankedFixes } from './fixes.js'
import { formatLocation, formatScore } from './text.js'
import { skillCostText } from './cost.js'

export function skillBlock(skill: SkillReport, opts: MarkdownOptions): RootContent[] {
  const { composite } = skill
  const body: RootContent[] = [
    composite === null
      ? paragraph(text('This skill could not be scored.'))
      : paragraph(...compositeLine(composite)),
    ...gateReasons(skill.gate),
    ...securityBlock(skill),
    ...(composite === null ? [] : dimensionsAndTips(skill, composite, opts.base)),
    ...layerSections(skill),
    ...antiPatternList(skill.layers.static?.antiPatterns ?? []),
    ...locatedList(
      'Findings',
      skill.findings.map((finding) => ({
        ...finding,
        prefix: `${finding.severity} `,
        code: finding.ruleId
      }))
    ),
    ...locatedList(
      'Portability',
      (skill.layers.static?.portability ?? []).map((finding) => ({
        ...finding,
        code: finding.flag
      }))
    ),
    ...locatedList('Errors', skill.errors),
    ...layerList(skill.layers),
    ...(skill.cost === undefined
      ? []
      : [paragraph(text(`LLM cost of this skill: ${skillCostText(skill.cost)}`))])
  ]
  return [HTML_FRAGMENTS.detailsOpen(blockSummary(skill)), ...body, HTML_FRAGMENTS.detailsClose()]
}

const TONE_MARKS = { fail: '❌', warn: '⚠️', ok: '✅' } as const

/**
 * The line a reader sees while the block is closed, different for every skill: a mark, the skill,
 * its grade and composite, and the one-line reason (the same as the text format prints).
 */
function blockSummary(skill: SkillReport): SummaryHtml {
  const reason = skillReason(skill)
  const { composite } = skill
  const named = skill.name !== skill.path.split('/').pop() ? [` ${skill.name}`] : []
  return summaryHtml([
    `${TONE_MARKS[reason.tone]} `,
    { code: skill.path },
    ...named,
    composite === null
      ? ' · not scored'
      : ` · grade ${composite.grade} · ${formatScore(composite.score)}`,
    ` · ${reason.text}`
  ])
}

/** A bold title over a list, the shape most sections of the block take. */
function titledList(title: string, items: BlockContent[][], ordered = false): RootContent[] {
  return [paragraph(strong(text(title))), list(items, ordered)]
}

/** One entry of a section that points at a place in the skill's files. */
interface LocatedItem {
  /** Plain text before the code, such as a finding's severity. */
  prefix?: string
  code: string
  file: string
  line?: number
  message: string
  /** What to do about it, after an arrow. */
  fix?: string
}

/** "`code` at `file:line` — message" items under a title, capped; nothing when there are none. */
function locatedList(title: string, items: LocatedItem[]): RootContent[] {
  if (items.length === 0) return []
  return titledList(
    title,
    cappedItems(items, (item) => [
      paragraph(
        ...(item.prefix === undefined ? [] : [text(item.prefix)]),
        code(item.code),
        text(' at '),
        code(formatLocation(item.file, item.line)),
        text(` — ${item.message}`, MESSAGE_CHARS),
        ...(item.fix === undefined ? [] : [text(` → ${item.fix}`, MESSAGE_CHARS * 2)])
      )
    ])
  )
}

function antiPatternList(antiPatterns: AntiPattern[]): RootContent[] {
  return locatedList(
    'Anti-patterns',
    antiPatterns.map((pattern) => ({
      ...pattern,
      code: pattern.flag,
      message: pattern.description,
      fix: antiPatternFix(pattern)
    }))
  )
}

/** Shown only when the gate failed for reasons it gave. */
function gateReasons(gate: Gate | undefined): RootContent[] {
  if (gate === undefined || gate.passed || gate.reasons.length === 0) return []
  return titledList(
    'Gate failed',
    cappedItems(gate.reasons, (reason) => [paragraph(text(reason, MESSAGE_CHARS))])
  )
}

/** The dimension table, then the fixes that would gain the most points, blocking ones first. */
function dimensionsAndTips(
  skill: SkillReport,
  composite: Composite,
  base: BaseComparison | undefined
): RootContent[] {
  const fixes = rankedFixes(skill)
  const dimensions = dimensionTable(skill, composite, base)
  if (fixes.length === 0) return [dimensions]
  const items = fixes.map((fix) => [
    paragraph(strong(text(fixHeadline(fix))), text(`: ${fix.text}`, MESSAGE_CHARS * 2))
  ])
  return [dimensions, ...titledList('Fix first', items, true)]
}

/** Every layer recorded for the skill, with its status and why. */
function layerList(layers: SkillReport['layers']): RootContent[] {
  const items: BlockContent[][] = []
  for (const [name, run] of Object.entries(layers)) {
    if (run !== undefined) items.push([paragraph(...layerLine(name, run.status, run.reason))])
  }
  return items.length === 0 ? [] : titledList('Layers', items)
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

function percent(weight: number): string {
  return `${Math.round(weight * 100)}%`
}
