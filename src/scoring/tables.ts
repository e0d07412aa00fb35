// PluginEval's fixed scoring tables. They are data, kept in one place so the engine, the
// renderers and the README all read the same numbers.
import type { Depth, DimensionName, LayerName, StaticSubScores } from '../model/index.js'

/** Dimension weights in PluginEval's fixed order (the order is part of the float arithmetic). */
export const DIMENSION_WEIGHTS: ReadonlyArray<readonly [DimensionName, number]> = [
  ['triggering_accuracy', 0.25],
  ['orchestration_fitness', 0.2],
  ['output_quality', 0.15],
  ['scope_calibration', 0.12],
  ['progressive_disclosure', 0.1],
  ['token_efficiency', 0.06],
  ['robustness', 0.05],
  ['structural_completeness', 0.03],
  ['code_template_quality', 0.02],
  ['ecosystem_coherence', 0.02]
]

/** How much each layer counts inside one dimension, columns static, judge, monte_carlo. */
export const LAYER_BLEND: Readonly<Record<DimensionName, Readonly<Record<LayerName, number>>>> = {
  triggering_accuracy: { static: 0.15, judge: 0.25, monte_carlo: 0.6 },
  orchestration_fitness: { static: 0.1, judge: 0.7, monte_carlo: 0.2 },
  output_quality: { static: 0.0, judge: 0.4, monte_carlo: 0.6 },
  scope_calibration: { static: 0.3, judge: 0.55, monte_carlo: 0.15 },
  progressive_disclosure: { static: 0.8, judge: 0.2, monte_carlo: 0.0 },
  token_efficiency: { static: 0.4, judge: 0.1, monte_carlo: 0.5 },
  robustness: { static: 0.0, judge: 0.2, monte_carlo: 0.8 },
  structural_completeness: { static: 0.9, judge: 0.1, monte_carlo: 0.0 },
  code_template_quality: { static: 0.3, judge: 0.7, monte_carlo: 0.0 },
  ecosystem_coherence: { static: 0.85, judge: 0.15, monte_carlo: 0.0 }
}

/** The order in which layers are blended (it is part of the float arithmetic). */
export const BLEND_LAYER_ORDER: readonly LayerName[] = ['static', 'judge', 'monte_carlo']

/** The six dimensions the static layer supplies and the sub-score each comes from. */
export const STATIC_DIMENSION_SOURCES: Readonly<
  Partial<Record<DimensionName, keyof StaticSubScores>>
> = {
  triggering_accuracy: 'frontmatter_quality',
  orchestration_fitness: 'orchestration_wiring',
  progressive_disclosure: 'progressive_disclosure',
  token_efficiency: 'token_efficiency',
  structural_completeness: 'structural_completeness',
  ecosystem_coherence: 'ecosystem_coherence'
}

/** PluginEval's confidence label of the requested depth. */
export const DEPTH_LABELS: Readonly<Record<Depth, string>> = {
  quick: 'Estimated',
  standard: 'Assessed',
  deep: 'Certified',
  thorough: 'Certified+'
}
