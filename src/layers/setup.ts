// From the plan's running layers to their runners on ONE Llm: each registry entry builds its
// layer from the skills the run read (so it can price its calls up front), then the run's LLM
// setup prices them together against one budget (llm-setup.ts).
import type { CostlyLayerName } from '../model/index.js'
import { setupCostlyLayers, type CostlyLayer, type CostlyLayersSetup } from './llm-setup.js'
import { LAYER_REGISTRY, type LayerSettings } from './registry.js'
import { NO_LAYERS } from './no-layers.js'
import type { SkillUnderTest } from './types.js'

export async function setupLayers(
  running: readonly CostlyLayerName[],
  settings: LayerSettings,
  skills: SkillUnderTest[]
): Promise<CostlyLayersSetup> {
  const layers: CostlyLayer[] = []
  for (const definition of LAYER_REGISTRY) {
    if (definition.create !== undefined && running.includes(definition.name)) {
      layers.push(await definition.create(settings, skills))
    }
  }
  return layers.length === 0 ? NO_LAYERS : setupCostlyLayers(settings.llm, layers)
}
