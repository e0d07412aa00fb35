// A run without costly layers: no runners, nothing to say, the report as it is. Its own module so
// that a static run reaches it without loading the layers' setup (and the model client with it).
import type { CostlyLayersSetup } from './llm-setup.js'

export const NO_LAYERS: CostlyLayersSetup = {
  runners: [],
  notices: [],
  finish: (report) => ({ report, notices: [] })
}
