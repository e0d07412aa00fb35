// Fitting the report under a size limit: whole per-skill blocks are dropped from the end (then
// table rows, if even the table is too big), never a piece of markup, and a note says where the
// full report is.
import type { PhrasingContent } from 'mdast'
import type { MarkdownOptions } from './markdown-options.js'
import { link, paragraph, strong, stringify, text } from './mdast.js'
import { utf8Length } from './text.js'
import { plural } from '../model/plural.js'

/** The smallest size limit accepted: enough for the marker plus the truncation note. */
export const MIN_MAX_LENGTH = 1_000

export interface Layout {
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
export function fitDocument(layout: Layout, max: number, opts: MarkdownOptions): string {
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

/** Where every skill's details are: the job summary (linked when its URL is known) and the artifact. */
export function fullReportPointer(opts: Pick<MarkdownOptions, 'detailsUrl'>): PhrasingContent[] {
  return opts.detailsUrl === undefined
    ? [text('the job summary and the report artifact')]
    : [link(opts.detailsUrl, 'the job summary'), text(' and the report artifact')]
}

function truncationNote(omitted: number, opts: MarkdownOptions): string {
  const where = fullReportPointer(opts)
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
