// Names shared by the judge layer's modules.
export const JUDGE_DIMENSIONS = [
  'triggering_accuracy',
  'orchestration_fitness',
  'output_quality',
  'scope_calibration'
] as const
export type JudgeDimension = (typeof JUDGE_DIMENSIONS)[number]
