// The library entry (`import { runSkillCi } from 'skill-ci'`): the engine's API without side
// effects. The Action's entry is src/action/index.ts (dist/index.js), the CLI's src/cli/index.ts.
export * from './model/index.js'
export { planRun, planNotes, type Plan, type PlanRequest, type PlanTrigger } from './plan.js'
export { LAYER_REGISTRY, type LayerDefinition, type LayerSettings } from './layers/registry.js'
export { discoverRoots, RootNotFoundError, type RootsDiscovery } from './skill/roots.js'
export { runSkillCi, STATIC_PLAN, type ProgressEvent, type RunOptions } from './run.js'
export { parseShard, shardOf, type ShardSpec } from './skill/shard.js'
export {
  mergeShardReports,
  ShardMergeError,
  type MergedRun,
  type ShardReportSource
} from './merge.js'
