// One line of SKILL.md prose through the real markdown parser (micromark and mdast, remark's own),
// within bounds. The parser is linear on ordinary text but not on hostile text: nested
// containers, and runs of unmatched brackets, backticks or emphasis markers, make its cost grow
// with the square of the input (16 KB of such text takes seconds), and very deep nesting
// overflows the stack. So the caller strips the container markers of each line itself
// (`stripContainers`) and admits a line only when it has at most `MAX_LINE_CHARS` characters and
// `MAX_OPENERS` characters that can open an inline construct; the admitted lines are parsed as
// paragraphs of their own. The cost is then bounded by a constant per line, and a file's parsing
// by a budget of lines, characters and openers (`BlockParser`), far above what real skills need.
import type { Root } from 'mdast'

/** Characters per parsed line. */
export const MAX_LINE_CHARS = 4096
/** Characters that can open an inline construct (`[`, a backtick, `*`, `_`, `<`, `~`), per line. */
export const MAX_OPENERS = 128
/**
 * What one SKILL.md may have parsed in all: the parser costs a fraction of a millisecond even for
 * a short line. Real skills stay far below (of 875 real SKILL.md files, the most has 102 lines
 * with links, 31 KB of them, 881 openers).
 */
const FILE_BUDGET = { lines: 1000, chars: 128 * 1024, openers: 4096 }

interface MarkdownParser {
  parse(text: string): Root
}
// Loaded on first use: a run whose skills have no links never loads the parser.
let parser: Promise<MarkdownParser> | undefined

// CommonMark with GFM's footnotes only: a footnote definition (`[^1]: text`) is not a link
// definition, and nothing else of GFM changes which targets a line links (a table needs a second
// line, and a bare URL is no file). The other GFM extensions doubled the parse time.
function markdownParser(): Promise<MarkdownParser> {
  parser ??= Promise.all([
    import('mdast-util-from-markdown'),
    import('micromark-extension-gfm-footnote'),
    import('mdast-util-gfm-footnote')
  ]).then(([{ fromMarkdown }, { gfmFootnote }, { gfmFootnoteFromMarkdown }]) => {
    const options = { extensions: [gfmFootnote()], mdastExtensions: [gfmFootnoteFromMarkdown()] }
    return { parse: (text: string) => fromMarkdown(text, options) }
  })
  return parser
}
const OPENER = /[[`*_<~]/g

/** How many characters of `text` can open an inline construct. */
export function openers(text: string): number {
  return text.match(OPENER)?.length ?? 0
}

/** Parses the lines of one file until its budget is spent. */
export class BlockParser {
  private lines = FILE_BUDGET.lines
  private chars = FILE_BUDGET.chars
  private openers = FILE_BUDGET.openers

  /** Whether the line is within the bounds, and the file's budget; it is then counted. */
  admits(text: string): boolean {
    const count = openers(text)
    if (text.length > MAX_LINE_CHARS || count > MAX_OPENERS) return false
    if (this.lines === 0 || text.length > this.chars || count > this.openers) return false
    this.lines--
    this.chars -= text.length
    this.openers -= count
    return true
  }

  /** The syntax tree of admitted lines, joined by blank lines so each is a paragraph alone. */
  async parse(text: string): Promise<Root> {
    return (await markdownParser()).parse(text)
  }
}

// Leading white space, then any run of block quote markers and list markers (`-`, `*`, `+`,
// `1.`, `1)`) each followed by white space or the end of the line.
const CONTAINERS = /^[ \t]*(?:(?:>|[-*+]|\d{1,9}[.)])(?=[ \t]|$)[ \t]*|>)*/

/**
 * A prose line without its container markers and indentation. Links inside a list item or a
 * quote are still links in the stripped line; an indented line of a list item's continuation is
 * read as prose rather than code. Nesting is gone, and with it the parser's costliest inputs.
 */
export function stripContainers(line: string): string {
  return line.slice(CONTAINERS.exec(line)![0].length)
}
