// The Elo layer's shapes: the corpus index a repository commits (`skill-ci init`), and
// `layers.elo`, a skill's rating against that corpus with every matchup behind it.
import { z } from 'zod'
import { LayerRunSchema } from './common.js'

/** One known-good skill of a corpus. */
export const CorpusSkillSchema = z
  .object({
    name: z.string(),
    /** The skill folder relative to the index file's folder (POSIX). */
    path: z.string(),
    /** Its plugin or parent folder: opponents of the same category are chosen first. */
    category: z.string(),
    lineCount: z.number().int().nonnegative(),
    /** sha256 of SKILL.md and the list of the folder's other files: what a judge sees. */
    contentHash: z.string().regex(/^[0-9a-f]{64}$/),
    /** The static composite (0–100) at quick depth. */
    composite: z.number(),
    /** 1500 until calibrated; then the Bradley–Terry fit on the Elo scale. */
    rating: z.number(),
    /** The calibration's bootstrap interval; null before calibration. */
    ratingLow: z.number().nullable(),
    ratingHigh: z.number().nullable()
  })
  .strict()
export type CorpusSkill = z.infer<typeof CorpusSkillSchema>

export const CorpusCalibrationSchema = z
  .object({
    method: z.string(),
    schedule: z.enum(['round-robin', 'random']),
    /** Pairs judged (each in both orders). */
    pairs: z.number().int(),
    /** Pairs left out because no usable verdict came back. */
    failedPairs: z.number().int(),
    inconsistencyRate: z.number().nullable(),
    /** The model id the API answered with (the reply's `model`); in reports made before it was recorded, the name asked for, which may be an alias. */
    judgeModel: z.string(),
    /** The judge model's name as asked for. */
    judgeModelAsked: z.string().optional(),
    harness: z.string(),
    seed: z.number().int(),
    resamples: z.number().int(),
    level: z.number()
  })
  .strict()
export type CorpusCalibration = z.infer<typeof CorpusCalibrationSchema>

export const CORPUS_INDEX_FORMAT = 'skill-ci/corpus-index'

export const CorpusIndexSchema = z
  .object({
    format: z.literal(CORPUS_INDEX_FORMAT),
    formatVersion: z.literal(1),
    /** A hash of the skills' entries: the version a rating is reported against. */
    version: z.string(),
    calibration: CorpusCalibrationSchema.nullable(),
    skills: z.array(CorpusSkillSchema)
  })
  .strict()
export type CorpusIndex = z.infer<typeof CorpusIndexSchema>

export const MatchResultSchema = z.enum(['win', 'draw', 'loss'])
export type MatchResult = z.infer<typeof MatchResultSchema>

/** One order's verdict, from the skill under test's side ('tie': neither better). */
export const OrderVerdictSchema = z.enum(['win', 'tie', 'loss'])

/** One opponent: two judgements, one per presentation order. */
export const EloMatchSchema = z
  .object({
    opponent: z.string(),
    opponentPath: z.string(),
    opponentRating: z.number(),
    /** Agreeing verdicts count as they are; disagreeing ones as a draw. */
    result: MatchResultSchema,
    score: z.number(),
    /** The skill under test shown first, then second. */
    forward: OrderVerdictSchema,
    reverse: OrderVerdictSchema,
    positionBias: z.enum(['consistent', 'inconsistent'])
  })
  .strict()
export type EloMatch = z.infer<typeof EloMatchSchema>

export const EloResultSchema = z
  .object({
    status: z.literal('ok'),
    /** A note on what the rating rests on (e.g. matchups left out), like other layers' reasons. */
    reason: z.string().optional(),
    /** Maximum likelihood against the opponents' fixed corpus ratings (Elo scale). */
    rating: z.number(),
    ci: z.object({
      low: z.number(),
      high: z.number(),
      level: z.number(),
      method: z.string(),
      matchups: z.number().int(),
      seed: z.number().int(),
      /** An end sits at the search bound (a skill that won or lost every matchup). */
      bounded: z.boolean(),
      /** The score's variance relative to one verdict's: ½ when every pair flipped, 1 when none did. */
      dispersion: z.number()
    }),
    /** PluginEval's sequential K = 32 fold from 1500, with its 500-resample interval. */
    sequential: z.object({ rating: z.number(), low: z.number(), high: z.number() }),
    /** 100 × (wins + ½·draws) ÷ matchups: the win rate against the corpus. */
    winRate: z.number(),
    /** Share of the corpus rated below this rating (ties half), in percent. */
    percentile: z.number(),
    closestComparable: z.object({ name: z.string(), path: z.string(), rating: z.number() }),
    wins: z.number().int(),
    draws: z.number().int(),
    losses: z.number().int(),
    inconsistencyRate: z.number(),
    /** Opponents left out because no usable verdict came back (not counted as any result). */
    failedMatchups: z.array(z.object({ opponent: z.string(), reason: z.string() })),
    matches: z.array(EloMatchSchema),
    corpus: z.object({
      version: z.string(),
      size: z.number().int(),
      calibrated: z.boolean()
    }),
    /** The model id the API answered with (the reply's `model`); in reports made before it was recorded, the name asked for, which may be an alias. */
    judgeModel: z.string(),
    /** The judge model's name as asked for. */
    judgeModelAsked: z.string().optional(),
    /** What ran the comparisons: `builtin` (skill-ci's own pairwise judge). */
    harness: z.string(),
    /** The rating the gate requires, when one is set. */
    minElo: z.number().optional()
  })
  .strict()
export type EloResult = z.infer<typeof EloResultSchema>

export const EloLayerRecordSchema = z.union([EloResultSchema, LayerRunSchema.strict()])
export type EloLayerRecord = z.infer<typeof EloLayerRecordSchema>
