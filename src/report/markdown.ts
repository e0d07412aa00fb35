// The PR comment, the job summary and the check-run output: one markdown report built from mdast
// nodes, cut to a size limit by dropping whole per-skill blocks (never markup halves).
import type { RootContent } from 'mdast'
import { fitDocument } from './fit.js'
import type { CommentOptions, MarkdownOptions } from './markdown-options.js'
import { markerNode, stringify } from './mdast.js'
import type { RunReport, SkillReport } from '../model/index.js'
import { overviewParts, skillsTable } from './overview.js'
import { skillBlock } from './skill-block.js'
import { formatScore, truncateChars } from './text.js'
import { plural } from '../model/plural.js'

export type { CommentOptions, MarkdownOptions } from './markdown-options.js'

export const COMMENT_MAX_LENGTH = 65_000
/** GitHub's per-step summary cap is 1 MiB. */
export const SUMMARY_MAX_LENGTH = 1_048_576
/** Check-run `output.summary` and `output.text` are each capped at 65,535 characters. */
export const CHECK_OUTPUT_MAX_LENGTH = 65_535
const CHECK_TITLE_MAX_CHARS = 255

/** The hidden marker for a check name: `<!-- skill-ci:NAME -->`, with NAME reduced to safe characters. */
export function commentMarker(checkName: string): string {
  const safe = checkName.replace(/[^A-Za-z0-9 _.:/@+=-]/g, '_').replace(/-{2,}/g, '-')
  return `<!-- skill-ci:${safe.trim() || 'default'} -->`
}

/** The sticky comment: past a short run, the skills that need a look, the others folded. */
export function renderComment(report: RunReport, opts: CommentOptions): string {
  return renderDocument(report, opts, opts.maxLength ?? COMMENT_MAX_LENGTH, {
    prefix: [markerNode(opts.marker)],
    fold: true
  })
}

/** The job summary: every skill, with its block. */
export function renderSummary(report: RunReport, opts: MarkdownOptions): string {
  return renderDocument(report, opts, opts.maxLength ?? SUMMARY_MAX_LENGTH, {
    prefix: [],
    fold: false
  })
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
  const blocks = skillBlocks(overview.listed, opts)
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
  { prefix, fold }: { prefix: RootContent[]; fold: boolean }
): string {
  const overview = overviewParts(report, opts, fold)
  return fitDocument(
    {
      prefix: prefix.length === 0 ? [] : [stringify(prefix)],
      head: [stringify(overview.head)],
      table: skillsTable(overview),
      blocks: skillBlocks(overview.listed, opts)
    },
    max,
    opts
  )
}

/**
 * One block per listed skill in the table's order, so a cut to fit drops the passing skills
 * first (a folded skill's block is in the job summary only).
 */
function skillBlocks(listed: readonly SkillReport[], opts: MarkdownOptions): string[] {
  return listed.map((skill) => stringify(skillBlock(skill, opts)))
}
