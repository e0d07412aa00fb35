// pointsGained re-scores a composite with one change made; it must agree with scoring the changed
// layers from scratch, at quick depth and where the judge shares a dimension with the static layer.
import { describe, expect, it } from '@jest/globals'
import type { StaticSubScores } from '../../src/model/index.js'
import { computeComposite, staticDimensionValues } from '../../src/scoring/composite.js'
import { pointsGained } from '../../src/scoring/what-if.js'

const SUB: StaticSubScores = {
  frontmatter_quality: 0.47,
  orchestration_wiring: 0.8,
  progressive_disclosure: 0.5,
  structural_completeness: 0.6,
  token_efficiency: 0.94,
  ecosystem_coherence: 0.75,
  harness_portability: 1
}
const JUDGE = { triggering_accuracy: 0.7, output_quality: 0.6, scope_calibration: 0.8 }

function composite(subScores: StaticSubScores, count: number, judged: boolean) {
  return computeComposite({
    layers: {
      static: staticDimensionValues(subScores),
      ...(judged ? { judge: JUDGE } : {})
    },
    antiPatternCount: count,
    depth: judged ? 'standard' : 'quick'
  })
}

describe('pointsGained', () => {
  it.each([false, true])('matches scoring again from scratch (judge: %p)', (judged) => {
    const scored = { composite: composite(SUB, 4, judged), subScores: SUB, antiPatternCount: 4 }
    const raised = { ...SUB, frontmatter_quality: 0.97 }
    expect(pointsGained(scored, { subScores: { frontmatter_quality: 0.97 } })).toBeCloseTo(
      composite(raised, 4, judged).score - scored.composite.score,
      10
    )
    expect(pointsGained(scored, { antiPatternsRemoved: 3 })).toBeCloseTo(
      composite(SUB, 1, judged).score - scored.composite.score,
      10
    )
  })

  it('counts the penalty floor: removing 3 of 14 anti-patterns gains nothing', () => {
    const scored = { composite: composite(SUB, 14, false), subScores: SUB, antiPatternCount: 14 }
    expect(pointsGained(scored, { antiPatternsRemoved: 3 })).toBe(0)
    expect(pointsGained(scored, { antiPatternsRemoved: 14 })).toBeGreaterThan(30)
  })

  it('raises a dimension only the judge measures as a whole', () => {
    const scored = { composite: composite(SUB, 0, true), subScores: SUB, antiPatternCount: 0 }
    const measured = scored.composite.measuredWeight
    // scope 0.8 → 1: 0.12 × 0.2 of the measured weight
    expect(pointsGained(scored, { dimensions: { scope_calibration: 1 } })).toBeCloseTo(
      ((0.12 * 0.2) / measured) * 100,
      10
    )
  })
})
