// The improvement score of one run pair, as skill-validator defines it: seven components in
// [−1, 1] with the reference weights, on unrounded per-run values (the reference rounds averages
// to integers first, which we do not; its reduction formula itself is kept for parity). Quality
// comes from the pairwise judgement when it exists, otherwise from the independent scores.

export const WEIGHTS = {
  tokenReduction: 0.05,
  toolCallReduction: 0.025,
  taskCompletionImprovement: 0.15,
  timeReduction: 0.025,
  qualityImprovement: 0.4,
  overallJudgmentImprovement: 0.3,
  errorReduction: 0.05
} as const
export type Component = keyof typeof WEIGHTS
export type Breakdown = Record<Component, number>

const clamp = (x: number): number => Math.min(1, Math.max(-1, x))

/** red(b, s): 0 when both are 0, −1 when only the skill used any, else (b − s)/b clamped. */
export function reduction(baseline: number, withSkill: number): number {
  if (baseline === 0) return withSkill === 0 ? 0 : -1
  return clamp((baseline - withSkill) / baseline)
}

export interface ArmFacts {
  tokens: number
  toolCalls: number
  /** Milliseconds; API plus tool time, so load from parallel runs does not leak in. */
  timeMs: number
  errors: number
  completed: boolean
}

export type Quality =
  | { kind: 'pairwise'; quality: number; overall: number }
  | {
      kind: 'independent'
      baselineRubric: number
      skillRubric: number
      baselineOverall: number
      skillOverall: number
    }

export function breakdown(b: ArmFacts, s: ArmFacts, q: Quality): Breakdown {
  const quality =
    q.kind === 'pairwise'
      ? { qualityImprovement: q.quality, overallJudgmentImprovement: q.overall }
      : {
          qualityImprovement: clamp((q.skillRubric - q.baselineRubric) / 2.5),
          overallJudgmentImprovement: clamp((q.skillOverall - q.baselineOverall) / 2.5)
        }
  return {
    tokenReduction: reduction(b.tokens, s.tokens),
    toolCallReduction: reduction(b.toolCalls, s.toolCalls),
    taskCompletionImprovement: b.completed === s.completed ? 0 : s.completed ? 1 : -1,
    timeReduction: reduction(b.timeMs, s.timeMs),
    ...quality,
    errorReduction: reduction(b.errors, s.errors)
  }
}

/** Σ weight·component in the reference key order. */
export function improvementScore(parts: Breakdown): number {
  let total = 0
  for (const key of Object.keys(WEIGHTS) as Component[]) total += WEIGHTS[key] * parts[key]
  return total
}
