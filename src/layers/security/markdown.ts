// The parts of a markdown file the security rules read differently: fenced code blocks (with
// their language), inline code spans, HTML comments and link titles. A line scanner like the one
// for link targets: SKILL.md is untrusted, and a markdown parser can take quadratic time on small
// hostile inputs; these parts need one linear pass.
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
  /** The text with every fenced block's lines blanked (line numbers kept). */
  prose: string
}

const FENCE_OPEN = /^[\s>]*(`{3,}|~{3,})\s*([^\s`{]*)/
const INLINE_CODE = /(`+)([^`\n]+?)\1(?!`)/g
const LINK_TITLE = /\]\(\s*<?[^\s)>]*>?\s+(?:"([^"\n]{1,1000})"|'([^'\n]{1,1000})')\s*\)/g

function closes(line: string, marker: string): boolean {
  const trimmed = line.replace(/^[\s>]*/, '').trimEnd()
  return (
    trimmed.length >= marker.length &&
    trimmed.startsWith(marker) &&
    [...trimmed].every((c) => c === marker[0])
  )
}

export function markdownParts(text: string): MarkdownParts {
  const lines = text.split('\n')
  const fences: Fence[] = []
  const prose: string[] = []
  let open: { marker: string; language: string; firstLine: number; body: string[] } | null = null
  lines.forEach((line, i) => {
    if (open !== null) {
      if (closes(line, open.marker)) {
        fences.push({
          language: open.language,
          text: open.body.join('\n'),
          firstLine: open.firstLine
        })
        open = null
      } else open.body.push(line)
      prose.push('')
      return
    }
    const start = FENCE_OPEN.exec(line)
    if (
      start &&
      !(start[1]![0] === '`' && line.indexOf('`', start.index + start[0].length) !== -1)
    ) {
      open = {
        marker: start[1]!,
        language: (start[2] ?? '').toLowerCase(),
        firstLine: i + 2,
        body: []
      }
      prose.push('')
      return
    }
    prose.push(line)
  })
  if (open !== null) {
    const unclosed = open as { language: string; firstLine: number; body: string[] }
    fences.push({
      language: unclosed.language,
      text: unclosed.body.join('\n'),
      firstLine: unclosed.firstLine
    })
  }
  const proseText = prose.join('\n')
  const inlineCode: Located[] = []
  const linkTitles: Located[] = []
  prose.forEach((line, i) => {
    if (line.includes('`')) {
      for (const match of line.matchAll(INLINE_CODE))
        inlineCode.push({ text: match[2]!, line: i + 1 })
    }
    if (line.includes('](')) {
      for (const match of line.matchAll(LINK_TITLE))
        linkTitles.push({ text: match[1] ?? match[2] ?? '', line: i + 1 })
    }
  })
  return { fences, inlineCode, comments: htmlComments(proseText), linkTitles, prose: proseText }
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
