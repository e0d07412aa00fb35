// The costly layers this build can run. Registering a layer is one line here: its key and a
// factory building its LayerRunner from the run's LLM settings. The plan reads the keys to decide
// what is "not available in this version".
import type { LayerRunner } from '../layers/types.js'
import type { CostlyLayerKey } from './plan.js'

export interface LlmSettings {
  apiKey: string
  baseUrl?: string
  model?: string
  judgeModel?: string
  maxUsd?: number
}

export type LayerFactory = (settings: LlmSettings) => LayerRunner

/** Certification has no runner of its own: it is the judge plus Monte Carlo at deep depth. */
export const LAYER_FACTORIES: Partial<Record<Exclude<CostlyLayerKey, 'certify'>, LayerFactory>> = {}

export function implementedLayers(): Set<CostlyLayerKey> {
  return new Set(Object.keys(LAYER_FACTORIES) as CostlyLayerKey[])
}

/** The runners for the layers the plan decided to run (certify expands to judge + Monte Carlo). */
export function buildRunners(
  running: readonly CostlyLayerKey[],
  settings: LlmSettings
): LayerRunner[] {
  const keys = new Set(
    running.flatMap((k) => (k === 'certify' ? (['judge', 'monte-carlo'] as const) : [k]))
  )
  return [...keys].flatMap((k) => {
    const factory = LAYER_FACTORIES[k]
    return factory ? [factory(settings)] : []
  })
}
