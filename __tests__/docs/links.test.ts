// Every link between the README and the docs/ pages, and to files of the repository, arrives: the
// file exists and, for `#anchor` links, a heading there has that anchor (as GitHub makes them).
import { describe, expect, it } from '@jest/globals'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { DOC_FILES, proseOf, readDoc } from './markdown-files.js'

/** GitHub's heading anchor: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_\- ]/gu, '')
    .replace(/ /g, '-')

function anchorsOf(file: string): Set<string> {
  const seen = new Map<string, number>()
  const anchors = new Set<string>()
  for (const [, heading] of proseOf(readDoc(file)).matchAll(/^#{1,6} (.+)$/gm)) {
    const base = slug(heading)
    const n = seen.get(base) ?? 0
    seen.set(base, n + 1)
    anchors.add(n === 0 ? base : `${base}-${n}`)
  }
  return anchors
}

/** Links to a place in this repository: [text](target), outside code. */
function localLinks(file: string): string[] {
  const prose = proseOf(readDoc(file)).replace(/`[^`\n]*`/g, '')
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1])
    .filter((target) => !/^[a-z]+:/i.test(target))
}

describe('links of the README and docs/', () => {
  it.each(DOC_FILES)('%s links only to files and headings that exist', (file) => {
    const broken = localLinks(file).filter((target) => {
      const [where, anchor] = target.split('#')
      const to =
        where === '' ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), where))
      if (!existsSync(to)) return true
      return anchor !== undefined && to.endsWith('.md') && !anchorsOf(to).has(anchor)
    })
    expect(broken).toEqual([])
  })
})
