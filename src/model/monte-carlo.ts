// `layers.monte_carlo`: the slot of the Monte Carlo activation layer. This version has no Monte
// Carlo runner, so the record is only ever a status saying why nothing was measured (for example
// "unavailable" when a label or depth asked for it); its result fields are added with the layer.
import { z } from 'zod'
import { LayerRunSchema } from './common.js'

export const MonteCarloLayerRecordSchema = LayerRunSchema.strict()
export type MonteCarloLayerRecord = z.infer<typeof MonteCarloLayerRecordSchema>
