// The files SKILL.md points at inside its own folder: the relative targets of markdown links,
// images and link definitions (from a real markdown parse), and the paths under references/,
// scripts/ or assets/ that the text directs the agent at (run as a command, or named to be read
// or used). Pure: text in, targets with their lines out; whether they exist is linked-files.ts's
// job.
//
// SKILL.md is untrusted and may be 2 MiB, and the parser is slow (about 1 MB/s) and superlinear
// on hostile text. Fenced code blocks and headings are found here, line by line; only a prose line
// that holds link syntax goes through the parser, on its own and within bounds
// (markdown-block.ts), so the cost stays linear and small. A link written across two lines is not
// seen. A line over the bounds is not parsed: its written paths are still read, and it is counted
// for `spec/links-unchecked`.
import path from 'node:path'
import type { Nodes } from 'mdast'
import type { Frontmatter } from '../types.js'
import { closesFence } from '../fence.js'
import { skillBody } from './body-rules.js'
import { BlockParser, MAX_LINE_CHARS, stripContainers } from './markdown-block.js'
import { madeHere, pathPlace, pathUse, type PathPlace, type PathUse } from './path-use.js'
import { simpleLinks } from './simple-links.js'
import {
  SKILL_ROOT_PREFIX,
  WRITTEN_PATH_FOLDER,
  namedPaths,
  writtenPaths
} from './written-paths.js'

/** How SKILL.md refers to a target: a markdown link (or image or definition), or a written path. */
export type TargetUse = 'link' | PathUse

export type LinkTarget =
  | {
      kind: 'inside'
      /** How the link or path is written in SKILL.md, for messages. */
      written: string
      /** Normalised POSIX path relative to the skill folder (decoded, no `#…` or `?…`). */
      path: string
      line: number
      use: TargetUse
    }
  | {
      kind: 'outside'
      written: string
      /** Why it leaves the folder, as a short phrase for the message. */
      why: string
      line: number
      use: TargetUse
    }

export interface LinkTargets {
  targets: LinkTarget[]
  /**
   * Lines with link syntax too long or too dense to parse, or with written paths past the file's
   * bound, and the first.
   */
  unparsed: { lines: number; first: number }
}

// A scheme (`https:`, `mailto:`, `data:`…) makes a URL; a drive letter (`C:\`, `C:/`) does not.
const URL_SCHEME = /^[a-z][a-z0-9+.-]*:/i
const DRIVE = /^[a-z]:[\\/]/i
// A fence opens with three or more backticks or tildes (also inside list items and quotes).
const FENCE_OPEN = /^[\s>]*(`{3,}|~{3,})[ \t]*([^\s`]*)/
const HEADING = /^ {0,3}#{1,6}(?:[ \t]|$)/
// Link syntax: an inline link or image, or a definition at the start of a (stripped) line.
const LINK_SYNTAX = /\]\(|^\[[^\]]*\]:/m

interface ProseLine {
  line: number
  /** The line as written. */
  raw: string
  /** Without container markers, as the parser is given it. */
  text: string
  /** The last heading above it. */
  heading: string
}

interface Mention {
  written: string
  at: number
  text: string
  lineNumber: number
  place: PathPlace
}

/** Every relative target in the body of SKILL.md, in document order, once per line and path. */
export async function linkTargets(
  content: string,
  frontmatter: Frontmatter
): Promise<LinkTarget[]> {
  return (await readTargets(content, frontmatter)).targets
}

/** The targets, and what could not be parsed. */
export async function readTargets(content: string, frontmatter: Frontmatter): Promise<LinkTargets> {
  const body = skillBody(content, frontmatter)
  const reader = new BodyReader()
  let fence: string | null = null
  let info = ''
  let heading = ''
  body.text.split('\n').forEach((raw, index) => {
    const line = body.firstLine + index
    if (fence !== null) {
      if (closesFence(raw, fence)) fence = null
      else reader.code({ line, raw, text: raw, heading }, info)
      return
    }
    const open = FENCE_OPEN.exec(raw)
    // A backtick fence's info string holds no backtick; with one, the line is inline code.
    if (open && !(open[1]![0] === '`' && raw.includes('`', open.index + open[0].length))) {
      fence = open[1]!
      info = open[2]!.toLowerCase()
      return
    }
    reader.prose({ line, raw, text: stripContainers(raw), heading })
    if (HEADING.test(raw)) heading = raw.replace(/^\s*#+/, '').trim()
  })
  return await reader.result()
}

/**
 * Paths written in one SKILL.md's text that are weighed as references. Real skills write a few
 * dozen; a hostile line of ten thousand would cost a look at the words before each.
 */
const MAX_WRITTEN_PATHS = 1000

class BodyReader {
  private readonly found: LinkTarget[] = []
  private readonly seen = new Set<string>()
  private readonly mentions: Mention[] = []
  /** Paths the text says are made (copied to, saved, created): the user's files, not ours. */
  private readonly made = new Set<string>()
  private unparsed = { lines: 0, first: 0 }
  private lastUnchecked = 0
  private readonly parser = new BlockParser()
  /** The prose lines with link syntax, parsed together at the end. */
  private readonly linked: ProseLine[] = []
  /** The facts of the last line read for paths (a line's pieces are read one after another). */
  private place: { line: number; place: PathPlace } | undefined

  /**
   * A prose line: its links read at once when that is certain (simple-links.ts), else kept for
   * the parser when it holds link syntax; a line without links is read for written paths.
   */
  prose(line: ProseLine): void {
    if (!LINK_SYNTAX.test(line.text)) {
      this.mention(line.raw, line, null)
      return
    }
    const simple = line.text.length <= MAX_LINE_CHARS ? simpleLinks(line.text) : undefined
    if (simple !== undefined) {
      for (const target of simple) this.add(classify(target, line.line, 'link'))
    } else if (this.parser.admits(line.text)) this.linked.push(line)
    else {
      this.uncheck(line)
      this.mention(line.raw, line, null)
    }
  }

  /** A line of a fenced code block, with the block's info word. */
  code(line: ProseLine, info: string): void {
    this.mention(line.raw, line, info)
  }

  async result(): Promise<LinkTargets> {
    // The lines are parsed as one document, each its own paragraph (a blank line between them):
    // the parser's set-up costs more than a short line, so it is paid once per file.
    if (this.linked.length > 0) {
      const tree = await this.parser.parse(this.linked.map((line) => line.text).join('\n\n'))
      for (const node of tree.children) {
        const line = this.linked[(node.position!.start.line - 1) / 2]
        if (line !== undefined) this.walk(node, line, false)
      }
    }
    for (const mention of this.mentions) {
      const use = pathUse(mention.written, mention.text, mention.at, mention.place)
      if (use === undefined) continue
      for (const rel of namedPaths(mention.written)) {
        if (!this.made.has(rel)) this.add(classify(mention.written, mention.lineNumber, use, rel))
      }
    }
    // Targets of parsed links and written paths, in the order of their lines.
    this.found.sort((a, b) => a.line - b.line)
    return { targets: this.found, unparsed: this.unparsed }
  }

  private walk(node: Nodes, line: ProseLine, inLink: boolean): void {
    switch (node.type) {
      case 'link':
      case 'image':
      case 'definition':
        this.add(classify(node.url, line.line, 'link'))
        break
      case 'text':
      case 'inlineCode':
      case 'html':
        // Text inside a link's label is the link's, which is checked as a link.
        if (!inLink) this.mention(node.value, line, null)
        return
      default:
        break
    }
    if ('children' in node) {
      const label = inLink || node.type === 'link' || node.type === 'linkReference'
      for (const child of node.children) this.walk(child, line, label)
    }
  }

  private mention(text: string, line: ProseLine, code: string | null): void {
    if (!WRITTEN_PATH_FOLDER.test(text)) return
    if (this.mentions.length >= MAX_WRITTEN_PATHS) {
      this.uncheck(line)
      return
    }
    if (this.place?.line !== line.line) {
      this.place = { line: line.line, place: pathPlace(line.raw, line.heading, code) }
    }
    const { place } = this.place
    for (const { written, at } of writtenPaths(text)) {
      if (madeHere(text, at)) for (const rel of namedPaths(written)) this.made.add(rel)
      this.mentions.push({ written, at, text, lineNumber: line.line, place })
      if (this.mentions.length >= MAX_WRITTEN_PATHS) {
        this.uncheck(line)
        return
      }
    }
  }

  /** A line whose links or paths are past the parser's or the file's bounds: counted once. */
  private uncheck(line: ProseLine): void {
    if (this.unparsed.lines > 0 && this.lastUnchecked === line.line) return
    if (this.unparsed.lines === 0) this.unparsed.first = line.line
    this.unparsed.lines++
    this.lastUnchecked = line.line
  }

  private add(target: LinkTarget | undefined): void {
    if (target === undefined) return
    const key = `${target.line}\u0000${target.kind === 'inside' ? target.path : target.written}`
    if (this.seen.has(key)) return
    this.seen.add(key)
    this.found.push(target)
  }
}

/**
 * A relative target inside the folder, one leading out of it, or undefined (a URL, an anchor).
 * `named` is the path a written token names, when it is one of several (`run.{sh,ps1}`).
 */
function classify(
  written: string,
  line: number,
  use: TargetUse,
  named = written
): LinkTarget | undefined {
  // A prefix the runtime expands to the skill's folder is the folder itself.
  const target = named.replace(SKILL_ROOT_PREFIX, '')
  if (target === '' || target.startsWith('#') || target.startsWith('//')) return undefined
  if (URL_SCHEME.test(target) && !DRIVE.test(target)) return undefined
  const withoutSuffix = target.replace(/[?#].*$/s, '')
  if (withoutSuffix === '') return undefined
  // Backslashes count as separators, so `..\` cannot slip past the check on any platform.
  const decoded = percentDecode(withoutSuffix).replaceAll('\\', '/')
  if (decoded.startsWith('/') || decoded.startsWith('~') || DRIVE.test(decoded)) {
    return { kind: 'outside', written, why: 'is an absolute path', line, use }
  }
  const normalised = path.posix.normalize(decoded)
  if (normalised === '..' || normalised.startsWith('../')) {
    return { kind: 'outside', written, why: 'climbs out of the skill folder with `..`', line, use }
  }
  const relative = normalised.replace(/\/+$/, '')
  if (relative === '.' || relative === '') return undefined
  return { kind: 'inside', written, path: relative, line, use }
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
