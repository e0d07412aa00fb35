// "Which dimension to fix first": among the measured dimensions, the one that loses the most
// composite points is the one with the largest weight × (1 − score).
import { DIMENSION_ADVICE } from './advice.js'
import type { Composite, DimensionName, Grade } from '../model/index.js'

export interface ImprovementTip {
  dimension: DimensionName
  title: string
  grade: Grade
  weight: number
  score: number
  /** Composite points gained if this dimension reached 1.0 (after the anti-pattern penalty). */
  potentialPoints: number
  tip: string
}

export function improvementTips(composite: Composite, limit = 3): ImprovementTip[] {
  const measured = composite.dimensions.filter(
    (dimension): dimension is typeof dimension & { score: number } => dimension.score !== null
  )
  if (composite.measuredWeight <= 0) return []
  return (
    measured
      .map((dimension) => ({ dimension, loss: dimension.weight * (1 - dimension.score) }))
      .filter(({ loss }) => loss > 0)
      // Stable sort: equal losses keep the fixed dimension order (heavier dimensions first).
      .sort((a, b) => b.loss - a.loss)
      .slice(0, limit)
      .map(({ dimension, loss }) => ({
        dimension: dimension.name,
        title: DIMENSION_ADVICE[dimension.name].title,
        grade: dimension.grade,
        weight: dimension.weight,
        score: dimension.score,
        potentialPoints: (loss / composite.measuredWeight) * 100 * composite.penalty,
        tip: DIMENSION_ADVICE[dimension.name].tip
      }))
  )
}
