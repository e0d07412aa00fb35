// The user documentation the docs tests read: README.md and every page under docs/.
import { readdirSync, readFileSync } from 'node:fs'

export const DOC_FILES = [
  'README.md',
  ...readdirSync('docs')
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => `docs/${f}`)
]

export const readDoc = (file: string) => readFileSync(file, 'utf8')

export interface FencedBlock {
  file: string
  line: number
  lang: string
  text: string
}

/** The fenced code blocks of a markdown text, with the line their fence opens on. */
export function fencedBlocks(file: string, text: string): FencedBlock[] {
  const blocks: FencedBlock[] = []
  const lines = text.split('\n')
  for (let i = 0; i < lines.length; i++) {
    const open = /^(`{3,}|~{3,})(\S*)/.exec(lines[i])
    if (!open) continue
    const end = lines.findIndex((l, j) => j > i && l.trim() === open[1])
    const stop = end < 0 ? lines.length : end
    blocks.push({ file, line: i + 1, lang: open[2], text: lines.slice(i + 1, stop).join('\n') })
    i = stop
  }
  return blocks
}

/** The markdown outside fenced code blocks (fences replaced by blank lines, lines kept). */
export function proseOf(text: string): string {
  const lines = text.split('\n')
  let fence: string | undefined
  return lines
    .map((line) => {
      const mark = /^(`{3,}|~{3,})/.exec(line)?.[1]
      if (fence === undefined && mark) fence = mark
      else if (fence !== undefined && line.trim() === fence) fence = undefined
      else if (fence === undefined) return line
      return ''
    })
    .join('\n')
}
