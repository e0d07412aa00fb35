// The link fast path against the markdown parser: on every prose line it takes, it must give the
// parser's link, image and definition destinations in order, and the parser must find no folder
// path in the line's text outside its links (so no written path is lost); it may decline any line.
// The lines are the repository's own SKILL.md files and a seeded set built from the constructs
// that change what a link is.
import { describe, expect, it } from '@jest/globals'
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Nodes } from 'mdast'
import { writeCorpus } from '../../bench/corpus.js'
import { BlockParser, stripContainers } from '../../src/skill/spec/markdown-block.js'
import { simpleLinks } from '../../src/skill/spec/simple-links.js'
import { WRITTEN_PATH_FOLDER } from '../../src/skill/spec/written-paths.js'
import { createRng } from '../../src/stats/random.js'

/** The parser's reading of one line: its destinations, and whether its text names a folder path. */
async function parsed(line: string): Promise<{ targets: string[]; namesFolder: boolean }> {
  const tree = await new BlockParser().parse(line)
  const targets: string[] = []
  let namesFolder = false
  const walk = (node: Nodes, inLink: boolean): void => {
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition')
      targets.push(node.url)
    if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'html')
      namesFolder ||= !inLink && WRITTEN_PATH_FOLDER.test(node.value)
    if ('children' in node) {
      const label = inLink || node.type === 'link' || node.type === 'linkReference'
      for (const child of node.children) walk(child, label)
    }
  }
  walk(tree, false)
  return { targets, namesFolder }
}

/** Checks each line; returns how many the fast path took. */
async function differential(lines: Iterable<string>): Promise<{ taken: number; total: number }> {
  let taken = 0
  let total = 0
  for (const line of lines) {
    total++
    const fast = simpleLinks(line)
    if (fast === undefined) continue
    taken++
    const parser = await parsed(line)
    // the parser found no folder path outside the links, and exactly these destinations
    if (parser.namesFolder || JSON.stringify(parser.targets) !== JSON.stringify(fast))
      expect({ line, fast }).toEqual({
        line,
        fast: parser.namesFolder ? 'declined' : parser.targets
      })
  }
  return { taken, total }
}

const LINK_LINE = /\]\(|^\[[^\]]*\]:/

function* proseLinesOf(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || entry.name !== 'SKILL.md') continue
    for (const raw of readFileSync(path.join(entry.parentPath, entry.name), 'utf8').split('\n')) {
      const line = stripContainers(raw)
      if (LINK_LINE.test(line)) yield line
    }
  }
}

// Pieces of lines: links of every shape, and what can change whether they are links.
const PIECES = [
  '[Guide](references/guide.md)',
  '![chart](assets/chart.png)',
  '[site](https://example.com/a_b)',
  '[](references/x.md)',
  '[a](references/a%20b.md)',
  '[a](#anchor)',
  '[a]()',
  '[a](references/x.md "title")',
  '[a](<references/x.md>)',
  '[a](references/(x).md)',
  '[a][ref]',
  '[a]',
  '[^1]',
  '[^1]: note',
  '[ref]: references/r.md',
  '`',
  '``',
  '`code [a](b)`',
  '`references/c.md`',
  '```',
  '*',
  '**',
  '_',
  '~~',
  '!',
  '\\',
  '\\[',
  '<b>',
  '<https://x.y>',
  '&amp;',
  '[a](x&amp;y)',
  '(',
  ')',
  '[',
  ']',
  '](',
  ' ',
  ' — ',
  'see',
  'text',
  'references/r.md',
  'scripts/run.py',
  '#',
  '|',
  '\u00a0'
]

/**
 * Seeded lines, mostly of link pieces and words, with the rest mixed in; without their container
 * markers, as the fast path is given them.
 */
function* generatedLines(count: number, seed: number): Generator<string> {
  const rng = createRng(seed)
  const pick = <T>(list: readonly T[]): T => list[rng.index(list.length)]!
  for (let n = 0; n < count; n++) {
    const parts: string[] = []
    const length = 1 + rng.index(8)
    for (let i = 0; i < length; i++)
      parts.push(rng.float() < 0.5 ? pick(PIECES.slice(0, 7)) : pick(PIECES))
    yield stripContainers(parts.join(rng.float() < 0.7 ? ' ' : ''))
  }
}

describe('the link fast path agrees exactly with the markdown parser or declines', () => {
  it("on the prose lines of the repository's SKILL.md files and the bench corpus's", async () => {
    const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
    const dir = mkdtempSync(path.join(os.tmpdir(), 'simple-links-'))
    try {
      writeCorpus(dir, 40)
      const result = await differential([
        ...proseLinesOf(path.join(root, '__tests__/fixtures')),
        ...proseLinesOf(path.join(root, 'examples')),
        ...proseLinesOf(dir)
      ])
      expect(result.total).toBeGreaterThan(20)
      expect(result.taken).toBeGreaterThan(10)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('on seeded lines built from what changes a link', async () => {
    const result = await differential(generatedLines(6000, 11))
    // it takes a fair share, and declines the rest
    expect(result.taken).toBeGreaterThan(1000)
    expect(result.taken).toBeLessThan(result.total)
  })

  it('takes the plain list line real skills write, and declines what it cannot be sure of', () => {
    expect(simpleLinks('[Forms guide](references/forms.md) — fill a PDF **form**')).toEqual([
      'references/forms.md'
    ])
    expect(simpleLinks('See `x` and ![p](assets/p.png), [a](https://x.y/z_w)')).toEqual([
      'assets/p.png',
      'https://x.y/z_w'
    ])
    expect(simpleLinks('`[a](references/a.md)`')).toBeUndefined()
    expect(simpleLinks('\\[a](references/a.md)')).toBeUndefined()
    expect(simpleLinks('[a](references/a.md) then run scripts/go.sh')).toBeUndefined()
    expect(simpleLinks('[a][b] and [c](references/c.md)')).toBeUndefined()
    expect(simpleLinks('[ref]: references/r.md')).toBeUndefined()
  })
})
