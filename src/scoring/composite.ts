// PluginEval's composite engine: blend each dimension over the layers that ran, renormalise
// over the measured dimensions, apply the anti-pattern penalty, grade and badge.
// Every sum is accumulated in PluginEval's order so the doubles match it bit for bit.
import type {
  Composite,
  Depth,
  Dimension,
  DimensionName,
  LayerName,
  StaticSubScores
} from '../model/index.js'
import { badgeFor } from './badge.js'
import { gradeOf, letterOf } from './grade.js'
import {
  BLEND_LAYER_ORDER,
  DEPTH_LABELS,
  DIMENSION_WEIGHTS,
  LAYER_BLEND,
  STATIC_DIMENSION_SOURCES
} from './tables.js'

export type DimensionValues = Partial<Record<DimensionName, number>>

/** Which dimensions each layer may supply; values for other dimensions are ignored. */
const SUPPLIED_DIMENSIONS: Readonly<Record<LayerName, ReadonlySet<DimensionName>>> = {
  static: new Set(Object.keys(STATIC_DIMENSION_SOURCES) as DimensionName[]),
  judge: new Set([
    'triggering_accuracy',
    'orchestration_fitness',
    'output_quality',
    'scope_calibration'
  ]),
  monte_carlo: new Set(['triggering_accuracy', 'output_quality', 'robustness', 'token_efficiency'])
}

export interface CompositeInput {
  /** Per-layer dimension values of the layers that ran; a missing layer or key = not measured. */
  layers: Partial<Record<LayerName, DimensionValues>>
  /** Number of static anti-patterns (duplicates included); only the count matters. */
  antiPatternCount: number
  /**
   * The depth whose confidence label the composite carries: the depth that was actually reached
   * (`depthReached`), so a judge that failed never leaves an "Assessed" label behind.
   */
  depth: Depth
  /** Optional Elo rating; PluginEval's engine never passes one. */
  elo?: number
}

/**
 * The depth a skill's evaluation actually reached: the requested one when every layer it needs
 * supplied values, otherwise the deepest depth whose layers did (standard needs the judge; deep
 * and thorough also need Monte Carlo).
 */
export function depthReached(
  requested: Depth,
  measured: Partial<Record<LayerName, DimensionValues>>
): Depth {
  const supplied = (layer: LayerName) => Object.keys(measured[layer] ?? {}).length > 0
  const judged = supplied('judge')
  if ((requested === 'deep' || requested === 'thorough') && judged && supplied('monte_carlo')) {
    return requested
  }
  return requested !== 'quick' && judged ? 'standard' : 'quick'
}

/** The static layer's dimension values: six un-penalised sub-scores. */
export function staticDimensionValues(subScores: StaticSubScores): DimensionValues {
  const values: DimensionValues = {}
  for (const [dimension, subScore] of Object.entries(STATIC_DIMENSION_SOURCES)) {
    values[dimension as DimensionName] = subScores[subScore]
  }
  return values
}

/** penalty = max(0.5, 1.0 − 0.05 × N), with 0.05 × N computed first, as PluginEval does. */
export function antiPatternPenalty(count: number): number {
  return Math.max(0.5, 1.0 - 0.05 * count)
}

interface Blended {
  value: number
  sources: LayerName[]
}

/** Blend one dimension over the available layers, `(v × b) ÷ tw` term by term. */
export function blendDimension(
  dimension: DimensionName,
  layers: Partial<Record<LayerName, DimensionValues>>
): Blended | null {
  const sources = BLEND_LAYER_ORDER.filter(
    (layer) => SUPPLIED_DIMENSIONS[layer].has(dimension) && layers[layer]?.[dimension] !== undefined
  )
  if (sources.length === 0) return null
  const valueOf = (layer: LayerName): number => layers[layer]?.[dimension] as number
  let totalWeight = 0
  for (const layer of sources) totalWeight += LAYER_BLEND[dimension][layer]
  let value = 0
  if (totalWeight === 0) {
    for (const layer of sources) value += valueOf(layer)
    value = value / sources.length
  } else {
    for (const layer of sources) {
      value += (valueOf(layer) * LAYER_BLEND[dimension][layer]) / totalWeight
    }
  }
  return { value, sources }
}

export function computeComposite(input: CompositeInput): Composite {
  const blended = DIMENSION_WEIGHTS.map(([name, weight]) => {
    const result = blendDimension(name, input.layers)
    // Only non-negative blended values count as measured, as in PluginEval.
    return { name, weight, result: result !== null && result.value >= 0 ? result : null }
  })

  let measuredWeight = 0
  for (const d of blended) if (d.result) measuredWeight += d.weight
  let raw = 0
  if (measuredWeight > 0) {
    for (const d of blended) if (d.result) raw += (d.weight / measuredWeight) * d.result.value
  }
  const penalty = antiPatternPenalty(input.antiPatternCount)
  const score = Math.min(100, Math.max(0, raw * 100.0 * penalty))

  const dimensions: Dimension[] = blended.map(({ name, weight, result }) => {
    if (!result) {
      return {
        name,
        weight,
        score: null,
        grade: '—',
        letter: null,
        weightedScore: 0.0,
        sources: []
      }
    }
    const grade = gradeOf(result.value * 100.0)
    return {
      name,
      weight,
      score: result.value,
      grade,
      letter: letterOf(grade),
      weightedScore: weight * result.value,
      sources: result.sources
    }
  })

  const grade = gradeOf(score)
  return {
    score,
    grade,
    letter: letterOf(grade),
    badge: badgeFor(score, input.elo),
    penalty,
    depthLabel: DEPTH_LABELS[input.depth],
    measuredWeight,
    dimensions
  }
}
