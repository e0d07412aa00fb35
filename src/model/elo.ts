// `layers.elo`: the slot of the Elo layer (a rating against a gold corpus of skills). This version
// has no Elo runner, so the record is only ever a status saying why nothing was measured; its
// result fields are added with the layer.
import { z } from 'zod'
import { LayerRunSchema } from './common.js'

export const EloLayerRecordSchema = LayerRunSchema.strict()
export type EloLayerRecord = z.infer<typeof EloLayerRecordSchema>
