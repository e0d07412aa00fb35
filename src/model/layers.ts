// The names of the costly layers, as they appear in `SkillReport.layers`. What each layer is, what
// turns it on and how it runs is declared once, in the layer registry (src/layers/registry.ts).
import { z } from 'zod'
import { COSTLY_LAYER_NAMES } from './constants.js'

export const CostlyLayerNameSchema = z.enum(COSTLY_LAYER_NAMES)
export type CostlyLayerName = z.infer<typeof CostlyLayerNameSchema>
