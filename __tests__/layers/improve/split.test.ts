import { describe, expect, it } from '@jest/globals'
import { splitPrompts } from '../../../src/layers/improve/split.js'
import type { GroupPrompt } from '../../../src/layers/monte-carlo/group-prompts.js'
import { createRng } from '../../../src/stats/random.js'

const prompts = (owner: string | null, n: number): GroupPrompt[] =>
  Array.from({ length: n }, (_, i) => ({ query: `${owner ?? 'none'} ${i}`, owner, from: 'csv' }))

describe('the train / held-out split', () => {
  const all = [
    ...prompts('csv', 10),
    ...prompts('pdf', 5),
    ...prompts(null, 10),
    ...prompts('xls', 1)
  ]

  it('holds out the same share of each stratum (should, each sibling, none), the same for a seed', () => {
    const split = splitPrompts(all, 'csv', 0.4, createRng(7))
    const held = (owner: string | null) => split.heldOut.filter((p) => p.owner === owner).length
    expect([held('csv'), held('pdf'), held(null), held('xls')]).toEqual([4, 2, 4, 0])
    expect(split.train).toHaveLength(all.length - 10)
    expect(new Set([...split.train, ...split.heldOut])).toEqual(new Set(all))
    expect(splitPrompts(all, 'csv', 0.4, createRng(7))).toEqual(split)
    const other = splitPrompts(all, 'csv', 0.4, createRng(8))
    expect(other.heldOut.map((p) => p.query)).not.toEqual(split.heldOut.map((p) => p.query))
  })
})
