// The parts of a markdown file the security rules read differently: fenced code blocks (with
// their language), inline code spans, HTML comments and link titles. A line scanner like the one
// for link targets: SKILL.md is untrusted, and a markdown parser can take quadratic time on small
// hostile inputs; these parts need one linear pass.
import { closesFence } from '../../skill/fence.js'

export interface Fence {
  /** The info string's first word, lower case ('' when none). */
  language: string
  text: string
  /** 1-based line of the block's first content line. */
  firstLine: number
}

export interface Located {
  text: string
  line: number
}

export interface MarkdownParts {
  fences: Fence[]
  inlineCode: Located[]
  comments: Located[]
  linkTitles: Located[]
  /** The text with every fenced block's lines blanked (line numbers kept), built when asked. */
  readonly prose: string
}

const FENCE_OPEN = /^[\s>]*(`{3,}|~{3,})\s*([^\s`{]*)/
const INLINE_CODE = /(`+)([^`\n]+?)\1(?!`)/g
const LINK_TITLE = /\]\(\s*<?[^\s)>]*>?\s+(?:"([^"\n]{1,1000})"|'([^'\n]{1,1000})')\s*\)/g

/** A line that may open or close a fence starts with a backtick, a tilde, a space or `>`. */
const mayBeFence = (code: number) =>
  code === 96 || code === 126 || code === 32 || code === 9 || code === 62

export function markdownParts(text: string): MarkdownParts {
  const fences: Fence[] = []
  const inlineCode: Located[] = []
  const linkTitles: Located[] = []
  // [start, end) character ranges of fenced lines, blanked in the prose, as start, end, start, …
  // (a flat list: with a pair array per block this function took nearly twice as long on files
  // with many fenced blocks)
  const blanks: number[] = []
  let open: {
    marker: string
    language: string
    firstLine: number
    bodyStart: number
    openedAt: number
  } | null = null
  // Only the prose lines holding a backtick or a `](` are cut out of the text and matched; the
  // next of each is looked up once, so a long text with few of them is not split into lines.
  let tick = text.indexOf('`')
  let link = text.indexOf('](')
  let lineNumber = 0
  for (let start = 0; start <= text.length;) {
    let end = text.indexOf('\n', start)
    if (end === -1) end = text.length
    lineNumber++
    // A line in a fenced block, or opening one, is blanked in the prose.
    let prose = open === null
    if (mayBeFence(text.charCodeAt(start))) {
      const line = text.slice(start, end)
      if (open !== null) {
        if (closesFence(line, open.marker)) {
          fences.push({
            language: open.language,
            text: text.slice(open.bodyStart, Math.max(open.bodyStart, start - 1)),
            firstLine: open.firstLine
          })
          blanks.push(open.openedAt, end)
          open = null
        }
      } else {
        const found = FENCE_OPEN.exec(line)
        if (
          found &&
          !(found[1]![0] === '`' && line.indexOf('`', found.index + found[0].length) !== -1)
        ) {
          open = {
            marker: found[1]!,
            language: (found[2] ?? '').toLowerCase(),
            firstLine: lineNumber + 1,
            bodyStart: end + 1,
            openedAt: start
          }
          prose = false
        }
      }
    }
    if (prose) {
      if (tick !== -1 && tick < start) tick = text.indexOf('`', start)
      if (link !== -1 && link < start) link = text.indexOf('](', start)
      const hasTick = tick !== -1 && tick < end
      const hasLink = link !== -1 && link < end
      if (hasTick || hasLink) {
        const line = text.slice(start, end)
        // exec from lastIndex (back at 0 once no match is left): matchAll would copy the regex
        // for every line
        if (hasTick) {
          for (let match = INLINE_CODE.exec(line); match !== null; match = INLINE_CODE.exec(line))
            inlineCode.push({ text: match[2]!, line: lineNumber })
        }
        if (hasLink) {
          for (let match = LINK_TITLE.exec(line); match !== null; match = LINK_TITLE.exec(line))
            linkTitles.push({ text: match[1] ?? match[2] ?? '', line: lineNumber })
        }
      }
    }
    start = end + 1
  }
  if (open !== null) {
    fences.push({
      language: open.language,
      text: text.slice(Math.min(open.bodyStart, text.length)),
      firstLine: open.firstLine
    })
    blanks.push(open.openedAt, text.length)
  }
  let prose: string | undefined
  const parts = {
    fences,
    inlineCode,
    comments: [] as Located[],
    linkTitles,
    get prose() {
      prose ??= blankRanges(text, blanks)
      return prose
    }
  }
  if (text.includes('<!--')) parts.comments = htmlComments(parts.prose)
  return parts
}

/** The text with each range's characters removed but its line breaks kept (`ranges`: start, end, …). */
function blankRanges(text: string, ranges: readonly number[]): string {
  if (ranges.length === 0) return text
  const pieces: string[] = []
  let at = 0
  for (let r = 0; r < ranges.length; r += 2) {
    const start = ranges[r]!
    const end = ranges[r + 1]!
    pieces.push(text.slice(at, start))
    let breaks = 0
    for (let i = text.indexOf('\n', start); i !== -1 && i < end; i = text.indexOf('\n', i + 1))
      breaks++
    pieces.push('\n'.repeat(breaks))
    at = end
  }
  pieces.push(text.slice(at))
  return pieces.join('')
}

/** `<!-- … -->` comments, found with indexOf so an unclosed one costs one pass. */
function htmlComments(text: string): Located[] {
  const found: Located[] = []
  let line = 1
  let counted = 0
  for (let open = text.indexOf('<!--'); open !== -1;) {
    const close = text.indexOf('-->', open + 4)
    if (close === -1) break
    for (let i = text.indexOf('\n', counted); i !== -1 && i < open; i = text.indexOf('\n', i + 1))
      line++
    counted = open
    found.push({ text: text.slice(open + 4, close), line })
    open = text.indexOf('<!--', close + 3)
  }
  return found
}
