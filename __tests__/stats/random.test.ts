import { describe, expect, it } from '@jest/globals'
import { createRng, DEFAULT_SEED } from '../../src/stats/random.js'

const take = (n: number, f: () => number): number[] => Array.from({ length: n }, f)

describe('createRng', () => {
  it('repeats the same stream for the same seed and differs for another seed', () => {
    const a = createRng(42)
    const b = createRng(42)
    const c = createRng(43)
    const xs = take(20, () => a.float())
    expect(take(20, () => b.float())).toEqual(xs)
    expect(take(20, () => c.float())).not.toEqual(xs)
  })

  it('derives named streams that are reproducible and independent of draws on the parent', () => {
    const a = createRng(7)
    a.float()
    a.float()
    const fromUsedParent = a.derive('bootstrap')
    const fresh = createRng(7).derive('bootstrap')
    const xs = take(5, () => fromUsedParent.float())
    expect(take(5, () => fresh.float())).toEqual(xs)
    expect(take(5, () => createRng(7).derive('order').float())).not.toEqual(xs)
    expect(take(5, () => createRng(8).derive('bootstrap').float())).not.toEqual(xs)
  })

  it('draws indices in [0, n) with roughly equal frequency', () => {
    const rng = createRng()
    expect(rng.seed).toBe(DEFAULT_SEED)
    const counts = [0, 0, 0, 0]
    for (let i = 0; i < 40_000; i++) counts[rng.index(4)]++
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(400)
  })

  it('refuses a non-integer seed', () => {
    expect(() => createRng(1.5)).toThrow(/integer/)
  })
})
