// Blinding the judges: an agent that used the skill tends to say so ("following the csv-summary
// skill", "as references/api.md says") or to copy its wording, and a judge that can tell which
// response had the skill can favour it. Before judging, mentions of the skill's name, of its
// files and of its distinctive phrases (headings, long word sequences of SKILL.md) are replaced by
// the same marker in both arms, and each arm's count is kept for the report.
import { lstat, readdir } from 'node:fs/promises'
import path from 'node:path'

/** What gives the skill away, gathered once per skill. */
export interface SkillMarks {
  /** Literal terms: the name (and its spaced form) and the file paths of the skill folder. */
  terms: string[]
  /** Lowercased word sequences of N_GRAM words from SKILL.md, and its headings. */
  phrases: Set<string>
}

export interface Redacted {
  text: string
  /** Passages replaced (overlapping matches count once). */
  count: number
}

export type Redactor = (text: string) => Redacted

export const REDACTED = '[redacted]'
/** Word sequences this long are rarely shared by chance, so a copied one points at the skill. */
export const N_GRAM = 8
/** Shorter names are ordinary words ("go", "ui"): redacting them would blank ordinary text. */
const MIN_NAME_CHARS = 3
/** Headings of fewer words ("Usage", "Examples") say nothing about which arm had the skill. */
const MIN_HEADING_WORDS = 3
/** Files listed from a skill folder; a bigger folder's remaining paths are not redacted. */
const MAX_FILES = 500

const WORD = /[\p{L}\p{N}_]+(?:['’][\p{L}\p{N}_]+)*/gu

interface Word {
  text: string
  start: number
  end: number
}

const wordsOf = (text: string): Word[] =>
  [...text.matchAll(WORD)].map((m) => ({
    text: m[0].toLowerCase(),
    start: m.index,
    end: m.index + m[0].length
  }))

function nGrams(words: readonly Word[]): Set<string> {
  const out = new Set<string>()
  for (let i = 0; i + N_GRAM <= words.length; i++)
    out.add(
      words
        .slice(i, i + N_GRAM)
        .map((w) => w.text)
        .join(' ')
    )
  return out
}

/** Files of `dir` relative to it (POSIX), links included as paths, at most MAX_FILES. */
async function filesOf(dir: string): Promise<string[]> {
  const out: string[] = []
  for (const rel of (await readdir(dir, { recursive: true })).sort()) {
    if (out.length >= MAX_FILES) break
    if (!(await lstat(path.join(dir, rel))).isDirectory()) out.push(rel.split(path.sep).join('/'))
  }
  return out
}

/**
 * The marks of a skill: `name`, the files of `folder` (the copy the agent is offered) and the
 * headings and word sequences of `content` (its SKILL.md).
 */
export async function skillMarks(
  name: string,
  folder: string,
  content: string
): Promise<SkillMarks> {
  const names = [name, name.replace(/[-_]+/g, ' ')].filter((n) => n.trim().length >= MIN_NAME_CHARS)
  const headings = [...content.matchAll(/^#{1,6}[ \t]+(.+)$/gm)]
    .map((m) => wordsOf(m[1]).map((w) => w.text))
    .filter((ws) => ws.length >= MIN_HEADING_WORDS)
    .map((ws) => ws.join(' '))
  return {
    terms: [...new Set([...names, ...(await filesOf(folder))])],
    phrases: new Set([...headings, ...nGrams(wordsOf(content))])
  }
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** One pattern for every term, as a whole word (case-insensitive); null without terms. */
function termPattern(terms: readonly string[]): RegExp | null {
  if (terms.length === 0) return null
  const longestFirst = [...terms].sort((a, b) => b.length - a.length).map(escape)
  return new RegExp(`(?<![\\p{L}\\p{N}_])(?:${longestFirst.join('|')})(?![\\p{L}\\p{N}_])`, 'giu')
}

/** Spans of `text` the term pattern matches (matchAll works on a copy, so sharing it is safe). */
function termSpans(text: string, pattern: RegExp | null): [number, number][] {
  if (pattern === null) return []
  return [...text.matchAll(pattern)].map((m) => [m.index, m.index + m[0].length])
}

/** Spans of `text` whose words form one of `phrases` (headings and word sequences). */
function phraseSpans(
  text: string,
  phrases: ReadonlySet<string>,
  lengths: number[]
): [number, number][] {
  const words = wordsOf(text)
  const spans: [number, number][] = []
  for (const n of lengths)
    for (let i = 0; i + n <= words.length; i++) {
      const key = words
        .slice(i, i + n)
        .map((w) => w.text)
        .join(' ')
      if (phrases.has(key)) spans.push([words[i].start, words[i + n - 1].end])
    }
  return spans
}

/**
 * The redactor for one scenario: phrases the task prompt itself contains are left alone, since
 * both arms were asked them and repeating the task is no sign of the skill.
 */
export function redactorFor(marks: SkillMarks, task: string): Redactor {
  const taskText = ` ${wordsOf(task)
    .map((w) => w.text)
    .join(' ')} `
  const phrases = new Set([...marks.phrases].filter((p) => !taskText.includes(` ${p} `)))
  const lengths = [...new Set([...phrases].map((p) => p.split(' ').length))]
  const terms = termPattern(marks.terms)
  return (text) => {
    const spans = [...termSpans(text, terms), ...phraseSpans(text, phrases, lengths)].sort(
      (a, b) => a[0] - b[0]
    )
    const merged: [number, number][] = []
    for (const [start, end] of spans) {
      const last = merged.at(-1)
      if (last && start <= last[1]) last[1] = Math.max(last[1], end)
      else merged.push([start, end])
    }
    let out = ''
    let at = 0
    for (const [start, end] of merged) {
      out += text.slice(at, start) + REDACTED
      at = end
    }
    return { text: out + text.slice(at), count: merged.length }
  }
}
