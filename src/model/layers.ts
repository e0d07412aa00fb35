// The names of the costly layers, as they appear in `SkillReport.layers`. What each layer is, what
// turns it on and how it runs is declared once, in the layer registry (src/layers/registry.ts).
import { z } from 'zod'

export const CostlyLayerNameSchema = z.enum([
  'judge',
  'monte_carlo',
  'ab',
  'elo',
  'security_review'
])
export type CostlyLayerName = z.infer<typeof CostlyLayerNameSchema>
