// What a skill's composite would be after one fix, worked out by scoring it again with the fix
// made: a static sub-score raised (its share of each dimension blended again, as the composite
// blends it), a dimension raised whole (one only the costly layers measure), or anti-patterns
// removed (the penalty recomputed). "Fix first" ranks fixes by these gains, not by guesses.
import type { Composite, DimensionName, StaticSubScores } from '../model/index.js'
import { antiPatternPenalty } from './composite.js'
import { LAYER_BLEND, STATIC_DIMENSION_SOURCES } from './tables.js'

export interface Change {
  /** New values of static sub-scores (only those that feed a dimension change the composite). */
  subScores?: Partial<StaticSubScores>
  /** Dimensions raised whole to a value (blended over every layer that measured them). */
  dimensions?: Partial<Record<DimensionName, number>>
  /** How many anti-patterns the fix removes. */
  antiPatternsRemoved?: number
}

export interface Scored {
  composite: Composite
  /** The static sub-scores the composite was blended from. */
  subScores: StaticSubScores
  antiPatternCount: number
}

/** The dimension's value with its static part moved from `before` to `after`. */
function withStaticPart(
  dimension: Composite['dimensions'][number] & { score: number },
  before: number,
  after: number
): number {
  let total = 0
  for (const layer of dimension.sources) total += LAYER_BLEND[dimension.name][layer]
  if (total === 0) return dimension.score
  return dimension.score + ((after - before) * LAYER_BLEND[dimension.name].static) / total
}

function scoreWith(scored: Scored, change: Change): number {
  const { composite, subScores } = scored
  if (composite.measuredWeight <= 0) return composite.score
  let raw = 0
  for (const dimension of composite.dimensions) {
    if (dimension.score === null) continue
    let value = dimension.score
    const whole = change.dimensions?.[dimension.name]
    const source = STATIC_DIMENSION_SOURCES[dimension.name]
    const newSub = source === undefined ? undefined : change.subScores?.[source]
    if (whole !== undefined) value = whole
    else if (source !== undefined && newSub !== undefined && dimension.sources.includes('static')) {
      value = withStaticPart({ ...dimension, score: value }, subScores[source], newSub)
    }
    raw += (dimension.weight / composite.measuredWeight) * value
  }
  const count = scored.antiPatternCount - (change.antiPatternsRemoved ?? 0)
  return Math.min(100, Math.max(0, raw * 100.0 * antiPatternPenalty(count)))
}

/** Composite points the change would gain (0 when it gains nothing). */
export function pointsGained(scored: Scored, change: Change): number {
  // both sides computed the same way, so the rounding of the sums cancels out
  return Math.max(0, scoreWith(scored, change) - scoreWith(scored, {}))
}
