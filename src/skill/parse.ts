// Parsing a SKILL.md text into the facts PluginEval scores, each with the line it sits on.
// Pure: the text and the folder name in, a ParsedSkill (or the reason PluginEval would crash)
// out. The rules follow PluginEval's text semantics exactly, not a markdown AST.
import type { SkillError } from '../model/index.js'
import {
  describeYamlValue,
  loadYamlParser,
  parseFrontmatter,
  YamlParserNotLoadedError
} from './frontmatter.js'
import { LineIndex } from './line-index.js'
import { RB, W, WORD_OR_HYPHEN, pyStrip, pyStripStart, wordAtBoundary } from './python-text.js'
import { testFrom } from './test-from.js'
import type { Frontmatter } from './types.js'

/** The reader's error for a description that is not a string (the spec rules report it once). */
export const DESCRIPTION_NOT_STRING = 'description-not-string'

export interface LocatedWord {
  text: string
  line: number
}

export interface Heading {
  level: 2 | 3
  /** The heading line as written, after PluginEval's whitespace strip of the whole body. */
  text: string
  line: number
}

export interface CodeFence {
  /** Word characters right after the three backticks (`''` when none). */
  language: string
  line: number
}

export interface CrossReference {
  /** Normalised reference (leading `skill/` or `skills/` dropped), resolved by the reader. */
  ref: string
  /** The matched text as written. */
  raw: string
  /** Where the match starts in the body (the whole path it is part of is read from there). */
  offset: number
  line: number
}

export interface ReferenceLink {
  /** Text after `(references/` up to the next `)`. */
  target: string
  line: number
}

/** Everything the static layer and the rule checks read from one SKILL.md. */
export interface ParsedSkill {
  /** SKILL.md path relative to the scanned root (for findings). */
  file: string
  /** Folder name: the last path component, as PluginEval takes it. */
  dirName: string
  /** Newline-normalised text. */
  content: string
  /** Offset → line lookup over `content`. */
  lineIndex: LineIndex
  frontmatter: Frontmatter
  body: string
  bodyOffset: number
  /** PluginEval's name: the frontmatter value whatever its type, else the folder name. */
  name: unknown
  description: string
  /** Line of the `description` key, when present. */
  descriptionLine?: number
  /** False when `disable-model-invocation` is boolean true or `paths` is a non-empty string. */
  usesDescriptionTriggering: boolean
  lineCount: number
  utf8Bytes: number
  /** Headings counted by PluginEval (`## ` and `### ` body lines). */
  headings: Heading[]
  h2Count: number
  h3Count: number
  /** Every three-backtick occurrence, opening and closing: its count is code_block_count. */
  fences: CodeFence[]
  hasExamples: boolean
  hasTroubleshooting: boolean
  /** MUST / NEVER / ALWAYS occurrences (upper case, whole words). */
  directives: LocatedWord[]
  crossReferences: CrossReference[]
  /** `(references/…)` link targets in the whole content (for the ORPHAN_REFERENCE check). */
  referenceLinks: ReferenceLink[]
}

export type ParseOutcome =
  | { ok: true; skill: ParsedSkill }
  /** `frontmatter` is set when it parsed as a mapping (so rule checks can still read it). */
  | { ok: false; error: SkillError; frontmatter?: Frontmatter }

const FENCE = '```'
// Sticky: the info word right after a fence's backticks, tried only there.
const FENCE_LANGUAGE_AT = new RegExp(W + '*', 'uy')
const DIRECTIVE_WORDS = ['MUST', 'NEVER', 'ALWAYS']
const DIRECTIVE_CANDIDATE = new RegExp(DIRECTIVE_WORDS.join('|'), 'g')
// Sticky: tried only where one of the words starts (an alternation of literals is otherwise
// tried at every position of the text).
const DIRECTIVE_AT = new RegExp(
  `(?:${DIRECTIVE_WORDS.map((w) => wordAtBoundary(w)).join('|')})${RB}`,
  'uy'
)
// Sticky, tried only where a match can start: at a `skill`, or at the `sub-` just before one.
const CROSS_REFERENCE_AT = new RegExp(
  `(?:${['skill', 'skills', 'sub-skills'].map((w) => wordAtBoundary(w, WORD_OR_HYPHEN)).join('|')})/[a-z0-9-]+(?:/[a-z0-9-]+)*`,
  'uy'
)
const REFERENCE_LINK_OPEN = '(references/'
// PluginEval looks for these substrings in the lowercased body. A non-unicode /i regex on the body is
// equivalent (no non-ASCII character lowercases into these ASCII words) and avoids lowercasing
// the body. `### example` is implied by `## example`. Sticky: tried only where `## ` occurs.
const MARKER_START = '## '
const EXAMPLE_MARKER_AT = /## (?:example|usage)/iy
const TROUBLESHOOTING_MARKER_AT = /## (?:troubleshoot|common issue|faq)/iy

/**
 * The directive words as whole words, in order. The words never overlap one another, so the
 * occurrences a plain scan for any of them finds, each tried as a whole word, are what one scan
 * of the text with the word pattern finds.
 */
function findDirectives(content: string, lines: LineIndex): LocatedWord[] {
  const found: LocatedWord[] = []
  // test, not exec: no match object per candidate, the word is told by its last letter
  DIRECTIVE_CANDIDATE.lastIndex = 0
  while (DIRECTIVE_CANDIDATE.test(content)) {
    const end = DIRECTIVE_CANDIDATE.lastIndex
    const word = directiveEndingAt(content, end)
    if (testFrom(DIRECTIVE_AT, content, end - word.length))
      found.push({ text: word, line: lines.lineAt(end - word.length) })
  }
  return found
}

/** The directive word a candidate match ending at `end` is: the three end in different letters. */
function directiveEndingAt(content: string, end: number): string {
  const last = content.charCodeAt(end - 1)
  return last === 0x54 /* T */ ? 'MUST' : last === 0x52 /* R */ ? 'NEVER' : 'ALWAYS'
}

/** Every three-backtick occurrence with the word characters right after it. */
function findFences(content: string, lines: LineIndex): CodeFence[] {
  const fences: CodeFence[] = []
  // The next search starts after the word, where a global /```(W*)/ search goes on: a word holds
  // no backtick, so no occurrence is skipped.
  for (let at = content.indexOf(FENCE); at !== -1;) {
    const wordStart = at + FENCE.length
    FENCE_LANGUAGE_AT.lastIndex = wordStart
    FENCE_LANGUAGE_AT.test(content)
    const wordEnd = FENCE_LANGUAGE_AT.lastIndex
    fences.push({ language: content.slice(wordStart, wordEnd), line: lines.lineAt(at) })
    at = content.indexOf(FENCE, wordEnd)
  }
  return fences
}

/**
 * The `## ` and `### ` lines of the stripped body, found where `## ` occurs (a `### ` line holds
 * it one character in) rather than by visiting every line.
 */
function findHeadings(body: string, bodyOffset: number, lines: LineIndex): Heading[] {
  const start = pyStripStart(body)
  const stripped = pyStrip(body)
  const headings: Heading[] = []
  const startsLine = (at: number) => at === 0 || stripped.charCodeAt(at - 1) === 0x0a
  for (
    let at = stripped.indexOf(MARKER_START);
    at !== -1;
    at = stripped.indexOf(MARKER_START, at + 1)
  ) {
    let level: 2 | 3
    let lineStart: number
    if (startsLine(at)) {
      level = 2
      lineStart = at
    } else if (at >= 1 && stripped.charCodeAt(at - 1) === 0x23 /* # */ && startsLine(at - 1)) {
      level = 3
      lineStart = at - 1
    } else continue
    const lineEnd = stripped.indexOf('\n', lineStart)
    headings.push({
      level,
      text: stripped.slice(lineStart, lineEnd === -1 ? stripped.length : lineEnd),
      line: lines.lineAt(bodyOffset + start + lineStart)
    })
  }
  return headings
}

/** Whether the body holds an example marker and a troubleshooting marker. */
function findMarkers(body: string): { hasExamples: boolean; hasTroubleshooting: boolean } {
  let hasExamples = false
  let hasTroubleshooting = false
  for (let at = body.indexOf(MARKER_START); at !== -1; at = body.indexOf(MARKER_START, at + 1)) {
    hasExamples ||= testFrom(EXAMPLE_MARKER_AT, body, at)
    hasTroubleshooting ||= testFrom(TROUBLESHOOTING_MARKER_AT, body, at)
    if (hasExamples && hasTroubleshooting) break
  }
  return { hasExamples, hasTroubleshooting }
}

function findCrossReferences(body: string, bodyOffset: number, lines: LineIndex): CrossReference[] {
  const refs: CrossReference[] = []
  // Where the candidates are tried in order and those inside a match passed over, the matches are
  // the ones a scan of the whole body finds.
  let end = 0
  for (let at = body.indexOf('skill'); at !== -1; at = body.indexOf('skill', at + 1)) {
    // every match has `/` right after this `skill` or after its `s`
    const after = at + 'skill'.length
    if (body.charCodeAt(after) !== 0x2f /* / */ && !body.startsWith('s/', after)) continue
    for (const start of at >= 4 && body.startsWith('sub-', at - 4) ? [at - 4, at] : [at]) {
      if (start < end) continue
      CROSS_REFERENCE_AT.lastIndex = start
      const match = CROSS_REFERENCE_AT.exec(body)
      if (match === null) continue
      const raw = match[0]
      const ref =
        raw.startsWith('skill/') || raw.startsWith('skills/')
          ? raw.slice(raw.indexOf('/') + 1)
          : raw
      refs.push({ ref, raw, offset: start, line: lines.lineAt(bodyOffset + start) })
      end = start + raw.length
    }
  }
  return refs
}

/** `\(references/([^)]+)\)` scanned with indexOf, so an unclosed `(` cannot make it quadratic. */
function findReferenceLinks(content: string, lines: LineIndex): ReferenceLink[] {
  const links: ReferenceLink[] = []
  let from = 0
  for (;;) {
    const open = content.indexOf(REFERENCE_LINK_OPEN, from)
    if (open === -1) break
    const targetStart = open + REFERENCE_LINK_OPEN.length
    const close = content.indexOf(')', targetStart)
    if (close === -1) break
    if (close === targetStart) {
      from = open + 1
      continue
    }
    links.push({ target: content.slice(targetStart, close), line: lines.lineAt(open) })
    from = close + 1
  }
  return links
}

function usesDescriptionTriggering(data: Record<string, unknown>): boolean {
  const paths = data['paths']
  return !(
    data['disable-model-invocation'] === true ||
    (typeof paths === 'string' && paths.length > 0)
  )
}

/**
 * `parseSkill`, loading the YAML parser first when the frontmatter needs it (the fast path does not
 * read it) and no skill before this one did. What every caller that can wait should call.
 */
export async function parseSkillLoadingYaml(
  content: string,
  dirName: string,
  file: string
): Promise<ParseOutcome> {
  try {
    return parseSkill(content, dirName, file)
  } catch (error) {
    if (!(error instanceof YamlParserNotLoadedError)) throw error
  }
  await loadYamlParser()
  return parseSkill(content, dirName, file)
}

/**
 * Parses normalised SKILL.md `content` of the folder named `dirName`. `file` is the SKILL.md path
 * reported in errors. Returns an error where PluginEval would crash (e.g. frontmatter that is
 * not a mapping, a non-string description). Throws only `YamlParserNotLoadedError`, for a
 * frontmatter that needs the YAML parser before `loadYamlParser` loaded it (`parseSkillLoadingYaml`
 * loads it when needed).
 */
export function parseSkill(content: string, dirName: string, file: string): ParseOutcome {
  const lines = new LineIndex(content)
  const fm = parseFrontmatter(content, lines, file)
  if (fm.error) return { ok: false, error: fm.error }
  const { frontmatter, body, bodyOffset } = fm
  const data = frontmatter.data
  const hasDescription = Object.hasOwn(data, 'description')
  const description = hasDescription ? data['description'] : ''
  const descriptionLine = frontmatter.keyLines['description']
  if (typeof description !== 'string') {
    return {
      ok: false,
      error: {
        code: DESCRIPTION_NOT_STRING,
        message: `description must be a string, but YAML reads it as ${describeYamlValue(description)}; quote it`,
        file,
        line: descriptionLine ?? 1
      },
      frontmatter
    }
  }
  const headings = findHeadings(body, bodyOffset, lines)
  let h2Count = 0
  for (const heading of headings) if (heading.level === 2) h2Count++
  const fences = findFences(content, lines)
  return {
    ok: true,
    skill: {
      file,
      dirName,
      content,
      lineIndex: lines,
      frontmatter,
      body,
      bodyOffset,
      name: Object.hasOwn(data, 'name') ? data['name'] : dirName,
      description,
      ...(descriptionLine === undefined ? {} : { descriptionLine }),
      usesDescriptionTriggering: usesDescriptionTriggering(data),
      lineCount: lines.lineCount,
      utf8Bytes: Buffer.byteLength(content, 'utf8'),
      headings,
      h2Count,
      h3Count: headings.length - h2Count,
      fences,
      ...findMarkers(body),
      directives: findDirectives(content, lines),
      crossReferences: findCrossReferences(body, bodyOffset, lines),
      referenceLinks: findReferenceLinks(content, lines)
    }
  }
}
