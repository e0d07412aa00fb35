// The improvement score of one run pair: skill-validator's seven components in [−1, 1] with its
// weights, on unrounded per-run values. One deliberate difference: a reduction is
// (b − s) / max(b, s), not skill-validator's (b − s) / b. Theirs is lopsided (halving scores +0.5,
// doubling −1), so the same noise in both arms averages below 0 and a skill that does nothing
// drifts to "hurts" as runs accumulate. Ours flips sign exactly when the arms are swapped.
// Quality comes from the pairwise judgement when it exists, otherwise from the independent scores.

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

/** (b − s) / max(b, s) for counts ≥ 0: 0 when both are 0, −1 when only the skill used any. */
export function reduction(baseline: number, withSkill: number): number {
  const larger = Math.max(baseline, withSkill)
  return larger === 0 ? 0 : (baseline - withSkill) / larger
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
