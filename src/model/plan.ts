// What the renderers are told about the costly layers of a run: each requested layer and why it
// did or did not run (the plan, corrected by what actually happened).
import { z } from 'zod'
import { LayerStatusSchema } from './common.js'

// A plan note says 'ran' where a layer record says 'ok'; the other statuses are the records' own.
export const LayerPlanStatusSchema = z.enum(['ran', ...LayerStatusSchema.exclude(['ok']).options])

/** One costly layer of the run plan (judge, monte-carlo, ab, certify …) and why it did (not) run. */
export const LayerPlanNoteSchema = z.object({
  layer: z.string(),
  status: LayerPlanStatusSchema,
  reason: z.string().optional()
})
export type LayerPlanNote = z.infer<typeof LayerPlanNoteSchema>
