import { describe, expect, it } from '@jest/globals'
import { improvementTips } from '../../src/report/tips.js'
import { skill, quickDimensions } from './fixtures.js'

describe('improvementTips', () => {
  it('ranks measured dimensions by weight × (1 − score) and gives the composite points at stake', () => {
    // Losses: triggering 0.25×0.4 = 0.1, progressive 0.1×0.5 = 0.05, orchestration 0.2×0.1 = 0.02,
    // ecosystem 0.02×0.5 = 0.01, structural 0.03×0.2 = 0.006, token 0.06×0.05 = 0.003.
    const composite = skill({ path: 's', composite: { penalty: 0.9 } }).composite!
    const tips = improvementTips(composite)
    expect(tips.map((tip) => tip.dimension)).toEqual([
      'triggering_accuracy',
      'progressive_disclosure',
      'orchestration_fitness'
    ])
    // 0.1 / 0.66 × 100 × 0.9 = 13.636…
    expect(tips[0].potentialPoints).toBeCloseTo(13.6364, 4)
    expect(tips[1].potentialPoints).toBeCloseTo(6.8182, 4)
    expect(tips[2].potentialPoints).toBeCloseTo(2.7273, 4)
    expect(tips[0].grade).toBe('D-')
    expect(tips[0].tip).toMatch(/Use when/)
  })

  it('ignores unmeasured and perfect dimensions', () => {
    const composite = skill({
      path: 's',
      composite: {
        measuredWeight: 0.35,
        dimensions: quickDimensions({
          triggering_accuracy: [1, 'A+'],
          progressive_disclosure: [0.9, 'A-']
        })
      }
    }).composite!
    const tips = improvementTips(composite)
    expect(tips).toHaveLength(1)
    expect(tips[0].dimension).toBe('progressive_disclosure')
    // 0.1 × 0.1 / 0.35 × 100 = 2.857…
    expect(tips[0].potentialPoints).toBeCloseTo(2.8571, 4)
  })
})
