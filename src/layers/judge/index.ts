// The judge layer (standard depth): createJudgeRunner for the pipeline, planJudgeCalls for the
// pre-run estimate, runJudgeAgreement for the run's agreement per dimension
// (agreementOfRecords: the same over merged shards).
export { createJudgeRunner, type JudgeOptions, type JudgeRunner } from './runner.js'
export { planJudgeCalls } from './plan.js'
export {
  agreementOf as runJudgeAgreement,
  agreementOfRecords,
  DISAGREEMENT_SPREAD
} from './aggregate.js'
export { JUDGE_DIMENSIONS, type JudgeDimension } from './types.js'
export { judgeLayer, type JudgeLayerConfig } from './setup.js'
