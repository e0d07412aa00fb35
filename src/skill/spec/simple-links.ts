// The link targets of a prose line whose markdown reading is certain without the parser. Most
// lines with links in real skills are plain `[label](path)` lists; the parser reads them at about
// 1 µs a character, and most of a run's parse time is spent on them. A line is taken only when no
// construct that can change what a link is can be in it: no backslash escape, no `<` (raw HTML
// and autolinks bind tighter than links), no definition, no fence opening or indentation, no footnote, no bracket outside a simple
// link, no link inside or across a code span; each link's label holds no bracket, backtick or `<`
// and its destination no space, parenthesis, `<`, `&`, backslash or backtick. Links bind tighter
// than emphasis, so `*` and `_` change nothing. Anything else is left to the parser, which the
// tests hold this reading against. A taken line names no folder path outside its links, so the
// parser's reading would find no written path in it either.
import { WRITTEN_PATH_FOLDER } from './written-paths.js'

/** A link or image: the label, then the destination in parentheses. */
const SIMPLE_LINK = /!?\[([^[\]\n`<]*)\]\(([^\s()<>&\\`]*)\)/g
/**
 * A backslash escape, raw HTML or an autolink, a definition, or a line that opens a fence or is
 * indented (code, for a line given alone).
 */
const DECLINED = /[\\<]|^\[[^\]]*\]:|^(?:`{3}|~{3}|[ \t])/
const BRACKET = /[[\]]/

/** The code spans of a line: a run of backticks to the next run of the same length. */
function codeSpans(line: string): Array<[start: number, end: number]> {
  const runs: Array<[at: number, length: number]> = []
  for (let at = line.indexOf('`'); at !== -1; at = line.indexOf('`', at)) {
    let end = at
    while (line[end] === '`') end++
    runs.push([at, end - at])
    at = end
  }
  const spans: Array<[number, number]> = []
  for (let i = 0; i < runs.length; i++) {
    const [at, length] = runs[i]!
    let close = i + 1
    while (close < runs.length && runs[close]![1] !== length) close++
    // an opening run with no closing run of its length is literal text
    if (close === runs.length) continue
    spans.push([at, runs[close]![0] + length])
    i = close
  }
  return spans
}

/**
 * The destinations of the line's links and images in order, or undefined when the parser must
 * read the line (`line` is one prose line without its container markers).
 */
export function simpleLinks(line: string): string[] | undefined {
  if (DECLINED.test(line)) return undefined
  const spans = codeSpans(line)
  const inSpan = (start: number, end: number) => spans.some(([a, b]) => start < b && a < end)
  const targets: string[] = []
  const links: Array<[start: number, end: number]> = []
  let rest = ''
  for (const match of line.matchAll(SIMPLE_LINK)) {
    const end = match.index + match[0].length
    if (inSpan(match.index, end)) return undefined
    targets.push(match[2]!)
    rest += `${line.slice(links.at(-1)?.[1] ?? 0, match.index)} `
    links.push([match.index, end])
  }
  rest += line.slice(links.at(-1)?.[1] ?? 0)
  if (WRITTEN_PATH_FOLDER.test(rest)) return undefined
  // a bracket left outside the links and code spans may start a link or reference of its own
  // (neither overlaps the other, so the line is walked once between them)
  let at = 0
  for (const [start, end] of [...links, ...spans].sort((a, b) => a[0] - b[0])) {
    if (BRACKET.test(line.slice(at, start))) return undefined
    at = end
  }
  return BRACKET.test(line.slice(at)) ? undefined : targets
}
