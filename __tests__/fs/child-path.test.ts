// childPath: the walk's cheap path.join, the same text for every name a listing can give.
import { describe, expect, it } from '@jest/globals'
import path from 'node:path'
import { childPath } from '../../src/fs/relative-path.js'

/** A seeded generator (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

// Characters a file name may hold on POSIX (no `/`, no NUL), odd ones included.
const NAME_CHARS = ['a', 'Z', '0', '.', '-', '_', ' ', '\\', ':', 'é', '\u2028', '\r', '\n', '😀']

describe('childPath', () => {
  it('writes what path.join writes for a listed name under a resolved folder', () => {
    const next = random(19)
    const folders = ['/', path.resolve('.'), path.resolve('/tmp/a b/ç'), '/x']
    for (let i = 0; i < 2000; i++) {
      const length = 1 + Math.floor(next() * 8)
      let name = ''
      for (let j = 0; j < length; j++) name += NAME_CHARS[Math.floor(next() * NAME_CHARS.length)]
      if (name === '.' || name === '..') continue
      const folder = folders[i % folders.length]!
      expect(childPath(folder, name)).toBe(path.join(folder, name))
      // a child's path is a folder path the walk goes on from
      const grandchild = childPath(childPath(folder, name), 'SKILL.md')
      expect(grandchild).toBe(path.join(folder, name, 'SKILL.md'))
    }
  })
})
