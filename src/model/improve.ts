// What `skill-ci improve` reports for one skill: the split of its trigger prompts, every
// candidate description with where it came from and its scores (train for all that were tried,
// held-out for the finalists and the current one), the decision with the figures it rests on,
// and the calls it used. Activation is the activation layer's: a real Skill call.
import { z } from 'zod'
import { DerivedEstimateSchema, RateEstimateSchema } from './monte-carlo.js'

/** Scores of one description on one set of prompts. */
export const DescriptionScoresSchema = z.object({
  recall: RateEstimateSchema.nullable(),
  falseActivation: RateEstimateSchema.nullable(),
  f1: DerivedEstimateSchema.nullable(),
  /** Trigger runs that failed (no evidence either way). */
  failedRuns: z.number().int()
})
export type DescriptionScores = z.infer<typeof DescriptionScoresSchema>

export const ImproveCandidateSchema = z.object({
  round: z.number().int(),
  description: z.string(),
  /** `dropped`: it failed the spec rules and was never tried. */
  status: z.enum(['tried', 'dropped']),
  problem: z.string().optional(),
  train: DescriptionScoresSchema.optional(),
  heldOut: DescriptionScoresSchema.optional(),
  /** F1(candidate) − F1(current) on the held-out prompts, paired by prompt. */
  heldOutGain: z
    .object({
      value: z.number(),
      low: z.number(),
      high: z.number(),
      level: z.number(),
      method: z.string(),
      /** One-sided p-value of the paired swap test ("no better"). */
      swapP: z.number().optional()
    })
    .optional(),
  /** Why a finalist was not proposed; absent for the proposal and the others. */
  rejected: z.string().optional()
})
export type ImproveCandidate = z.infer<typeof ImproveCandidateSchema>

export const ImproveResultSchema = z.object({
  skill: z.string(),
  skillFile: z.string(),
  status: z.enum(['proposed', 'no_better', 'error', 'budget_exhausted']),
  reason: z.string(),
  current: z.object({
    description: z.string(),
    train: DescriptionScoresSchema.nullable(),
    heldOut: DescriptionScoresSchema.nullable()
  }),
  proposed: z
    .object({
      description: z.string(),
      /** The lines of SKILL.md the new `description:` line replaces. */
      startLine: z.number().int(),
      endLine: z.number().int(),
      /** The lines it replaces, as they are. */
      replaces: z.array(z.string()),
      line: z.string()
    })
    .nullable(),
  split: z.object({
    seed: z.number().int(),
    testShare: z.number(),
    train: z.object({ should: z.number().int(), shouldNot: z.number().int() }),
    heldOut: z.object({ should: z.number().int(), shouldNot: z.number().int() })
  }),
  triggerSource: z.enum(['authored', 'generated']),
  prevalence: z.number(),
  rounds: z.number().int(),
  runsPerPrompt: z.number().int(),
  candidates: z.array(ImproveCandidateSchema),
  dropped: z.number().int(),
  /**
   * The models of the trigger runs (agent) and of the candidate descriptions (judge): the ids the
   * API answered with, and the names asked for (absent in reports made before they were recorded).
   */
  agentModel: z.string().optional(),
  agentModelAsked: z.string().optional(),
  judgeModel: z.string().optional(),
  judgeModelAsked: z.string().optional(),
  usage: z.object({ calls: z.number().int(), cachedCalls: z.number().int(), costUsd: z.number() })
})
export type ImproveResult = z.infer<typeof ImproveResultSchema>
