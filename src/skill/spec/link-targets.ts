// The files SKILL.md points at inside its own folder: markdown links, images and link definitions
// with a relative target, and paths written out under references/, scripts/ or assets/ (in prose,
// inline code, code blocks or HTML). Pure: text in, targets with their lines out; whether they
// exist is linked-files.ts's job.
//
// A line scanner, not a markdown parser: SKILL.md is untrusted and may be 2 MiB, and the markdown
// parser takes minutes on some small inputs (deeply nested quotes, runs of emphasis markers or
// bracket pairs grow quadratically). This rule needs only link destinations and which text is
// code, which one pass per line finds in linear time.
import path from 'node:path'
import type { Frontmatter } from '../types.js'
import { closesFence } from '../fence.js'
import { skillBody } from './body-rules.js'

export type LinkTarget =
  | {
      kind: 'inside'
      /** How the link or path is written in SKILL.md, for messages. */
      written: string
      /** Normalised POSIX path relative to the skill folder (decoded, no `#…` or `?…`). */
      path: string
      line: number
      /** A markdown link, image or definition; else a path written in the text. */
      link: boolean
    }
  | {
      kind: 'outside'
      written: string
      /** Why it leaves the folder, as a short phrase for the message. */
      why: string
      line: number
      link: boolean
    }

// A scheme (`https:`, `mailto:`, `data:`…) makes a URL; a drive letter (`C:\`, `C:/`) does not.
const URL_SCHEME = /^[a-z][a-z0-9+.-]*:/i
const DRIVE = /^[a-z]:[\\/]/i
// A path under one of the spec's optional folders. It must not continue a longer path or word
// (`src/assets/x`, `https://…/scripts/x`), and it ends on a name character, so sentence
// punctuation after it is left out.
const WRITTEN_PATH =
  /(?<![\p{L}\p{N}_./\\~$%-])(?:\.\/)?(?:references|scripts|assets)\/[\p{L}\p{N}_./-]*[\p{L}\p{N}_-]/gu
// The folders a written path starts in (followed by `/`): a line without one holds none.
const FOLDERS = ['references', 'scripts', 'assets']
// A fence opens with three or more backticks or tildes (also inside list items and quotes).
const FENCE_OPEN = /^[\s>]*(`{3,}|~{3,})/
// `[label]: destination` at the start of a line.
const DEFINITION = /^ {0,3}\[(?:[^\]\\]|\\.)+\]:[ \t]*/
const ESCAPED = /\\([!-/:-@[-`{-~])/g

interface Destination {
  start: number
  end: number
  text: string
}

/** Every relative target in the body of SKILL.md, in document order, once per line and path. */
export function linkTargets(content: string, frontmatter: Frontmatter): LinkTarget[] {
  const body = skillBody(content, frontmatter)
  const found: LinkTarget[] = []
  const seen = new Set<string>()
  const add = (target: LinkTarget | undefined): void => {
    if (target === undefined) return
    const key = `${target.line}\u0000${target.kind === 'inside' ? target.path : target.written}`
    if (seen.has(key)) return
    seen.add(key)
    found.push(target)
  }
  // the marker of the open fence (its backticks or tildes), if any
  let fence: string | null = null
  let line = body.firstLine
  const text = body.text
  // The next `](` and the next folder name: a line is cut out of the text and read only when one
  // of them lies on it, or its first character may open or close a fence or start a definition,
  // so most lines of prose cost one look-up of their end.
  let link = text.indexOf('](')
  let folder = nextFolderName(text, 0)
  for (let start = 0; start <= text.length; line++) {
    let end = text.indexOf('\n', start)
    if (end === -1) end = text.length
    const lineStart = start
    start = end + 1
    if (lineStart === end) continue
    if (link !== -1 && link < lineStart) link = text.indexOf('](', lineStart)
    if (folder !== -1 && folder < lineStart) folder = nextFolderName(text, lineStart)
    const folderOnLine = folder !== -1 && folder < end
    // Only such a line can open or close a fence (every character `\s` matches is one of them),
    // or start a definition with spaces before its `[`.
    const first = text.charCodeAt(lineStart)
    const fenceLike = mayStartFenceLine(first)
    if (fence === null) {
      const linkOnLine = link !== -1 && link < end
      if (!fenceLike && !folderOnLine && !linkOnLine && first !== 91 /* [ */) continue
    } else if (!fenceLike && !folderOnLine) continue
    fence = readLine(text.slice(lineStart, end), line, fence, folderOnLine, add)
  }
  return found
}

/**
 * The targets on one line, given to `add`, and the fence open after it. `folder` says whether
 * a folder name (`references/`, `scripts/`, `assets/`) occurs on the line.
 */
export function readLine(
  text: string,
  line: number,
  fence: string | null,
  folder: boolean,
  add: (target: LinkTarget | undefined) => void
): string | null {
  if (fence !== null) {
    if (closesFence(text, fence)) return null
    if (folder) for (const written of writtenPaths(text, [])) add(classify(written, line, false))
    return fence
  }
  const open = FENCE_OPEN.exec(text)
  // A backtick fence's info string holds no backtick; with one, the line is inline code.
  if (open && !(open[1]![0] === '`' && text.includes('`', open.index + open[0].length))) {
    return open[1]!
  }
  const links = destinations(text)
  for (const link of links) add(classify(link.text, line, true))
  if (folder) for (const written of writtenPaths(text, links)) add(classify(written, line, false))
  return null
}

/**
 * The offset of the `/` that ends the first folder name (`references/`, `scripts/`, `assets/`)
 * starting at or after `from`, or -1. The rarer `/` is searched for, not the names.
 */
function nextFolderName(text: string, from: number): number {
  for (let at = text.indexOf('/', from); at !== -1; at = text.indexOf('/', at + 1)) {
    for (const name of FOLDERS) {
      if (at - name.length >= from && text.startsWith(name, at - name.length)) return at
    }
  }
  return -1
}

/** A backtick, a tilde, `>`, or a character in the ranges of white space. */
const mayStartFenceLine = (code: number) =>
  code === 96 || code === 126 || code === 62 || code <= 32 || code === 160 || code >= 0x1680

/** Paths under the three folders, except those that are (part of) a link destination. */
function writtenPaths(text: string, links: readonly Destination[]): string[] {
  const paths: string[] = []
  let next = 0
  // exec from lastIndex (back at 0 once no match is left): matchAll would copy the regex, with
  // its Unicode classes, for every line
  for (let match = WRITTEN_PATH.exec(text); match !== null; match = WRITTEN_PATH.exec(text)) {
    while (next < links.length && links[next]!.end <= match.index) next++
    const link = links[next]
    if (link !== undefined && link.start <= match.index) continue
    paths.push(match[0])
  }
  return paths
}

/** Link and image destinations `](…)` outside code spans, and a definition's destination. */
function destinations(text: string): Destination[] {
  const found: Destination[] = []
  const definition = DEFINITION.exec(text)
  if (definition) {
    const dest = destinationAt(text, definition[0].length)
    if (dest) found.push(dest)
  }
  if (!text.includes('](')) return found
  const code = codeSpans(text)
  let span = 0
  for (let at = text.indexOf(']('); at !== -1; at = text.indexOf('](', at + 2)) {
    while (span < code.length && code[span]![1] <= at) span++
    if (span < code.length && code[span]![0] <= at) continue
    let begin = at + 2
    while (text[begin] === ' ' || text[begin] === '\t') begin++
    const dest = destinationAt(text, begin)
    if (dest === undefined) continue
    found.push(dest)
    at = dest.end - 2
  }
  return found
}

/** The destination starting at `begin`: `<…>`, or up to white space or an unbalanced `)`. */
function destinationAt(text: string, begin: number): Destination | undefined {
  if (text[begin] === '<') {
    const close = text.indexOf('>', begin + 1)
    if (close === -1) return undefined
    return { start: begin, end: close + 1, text: text.slice(begin + 1, close) }
  }
  let depth = 0
  let end = begin
  for (; end < text.length; end++) {
    const char = text[end]
    if (char === ' ' || char === '\t') break
    if (char === '\\') end++
    else if (char === '(') depth++
    else if (char === ')') {
      if (depth === 0) break
      depth--
    }
  }
  end = Math.min(end, text.length)
  if (end === begin) return undefined
  return { start: begin, end, text: text.slice(begin, end).replace(ESCAPED, '$1') }
}

/**
 * Code spans of one line as [start, end) ranges: a run of backticks up to the next run of the same
 * length. Each run looks up its partner in a table built once, so the line is scanned in linear
 * time however many unmatched runs it has.
 */
function codeSpans(text: string): [number, number][] {
  const runs: { start: number; length: number }[] = []
  for (let i = text.indexOf('`'); i !== -1;) {
    let end = i
    while (text[end] === '`') end++
    runs.push({ start: i, length: end - i })
    i = text.indexOf('`', end)
  }
  const partner = new Array<number>(runs.length).fill(-1)
  const nextOfLength = new Map<number, number>()
  for (let k = runs.length - 1; k >= 0; k--) {
    partner[k] = nextOfLength.get(runs[k]!.length) ?? -1
    nextOfLength.set(runs[k]!.length, k)
  }
  const spans: [number, number][] = []
  for (let k = 0; k < runs.length;) {
    const m = partner[k]!
    if (m === -1) {
      k++
      continue
    }
    spans.push([runs[k]!.start, runs[m]!.start + runs[m]!.length])
    k = m + 1
  }
  return spans
}

/** A relative target inside the folder, one leading out of it, or undefined (a URL, an anchor). */
function classify(written: string, line: number, link: boolean): LinkTarget | undefined {
  if (written === '' || written.startsWith('#') || written.startsWith('//')) return undefined
  if (URL_SCHEME.test(written) && !DRIVE.test(written)) return undefined
  const withoutSuffix = written.replace(/[?#].*$/s, '')
  if (withoutSuffix === '') return undefined
  // Backslashes count as separators, so `..\` cannot slip past the check on any platform.
  const decoded = percentDecode(withoutSuffix).replaceAll('\\', '/')
  if (decoded.startsWith('/') || decoded.startsWith('~') || DRIVE.test(decoded)) {
    return { kind: 'outside', written, why: 'is an absolute path', line, link }
  }
  const normalised = path.posix.normalize(decoded)
  if (normalised === '..' || normalised.startsWith('../')) {
    return { kind: 'outside', written, why: 'climbs out of the skill folder with `..`', line, link }
  }
  const relative = normalised.replace(/\/+$/, '')
  if (relative === '.' || relative === '') return undefined
  return { kind: 'inside', written, path: relative, line, link }
}

function percentDecode(text: string): string {
  // Without a `%` there is nothing to decode.
  if (!text.includes('%')) return text
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}
