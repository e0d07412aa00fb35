// The model: every shape skill-ci reports, as zod schemas with their inferred types. It imports
// nothing of ours, so the core, the layers, the renderers and the front doors can all depend on it.
export * from './ab.js'
export * from './base.js'
export * from './common.js'
export * from './elo.js'
export * from './judge.js'
export * from './layers.js'
export * from './monte-carlo.js'
export * from './plan.js'
export * from './report.js'
export * from './skill-file.js'
export * from './static.js'
export * from './usage.js'
