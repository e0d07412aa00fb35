// The cap on the heap's growth: set for a run that finds many skills, never for a small one, whose
// start would only pay for loading V8's module (a real static run loads none: lazy-loading.test.ts).
import { describe, expect, it } from '@jest/globals'
import { CAP_HEAP_FROM_SKILLS, capHeapGrowthFor } from '../../src/cli/heap.js'

describe('capHeapGrowthFor', () => {
  it('caps the heap of a run of many skills, once, and leaves a small run alone', () => {
    let capped = 0
    const cap = () => void capped++
    expect(capHeapGrowthFor(1, cap)).toBe(false)
    expect(capHeapGrowthFor(CAP_HEAP_FROM_SKILLS - 1, cap)).toBe(false)
    expect(capped).toBe(0)
    expect(capHeapGrowthFor(CAP_HEAP_FROM_SKILLS, cap)).toBe(true)
    expect(capped).toBe(1)
  })
})
