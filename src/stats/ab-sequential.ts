// Early stopping for the A/B layer. Scenarios run in rounds (every scenario once per arm per
// round); after some rounds ("looks") the verdict is decided on the runs so far, and the skill
// stops as soon as that settles it — helps, hurts or no measurable effect — or at the plan's last
// round.
//
// Method: alpha spending over a fixed set of looks, with the union (Bonferroni) bound. Look j
// gets a share w_j of the run's α (the shares sum to 1) and every test of look j is made at the
// nominal level w_j·α: the chance that ANY look wrongly rejects is at most Σ w_j·α = α, whatever
// the dependence between looks. So the interval of the look the skill stopped at covers with at
// least 1 − α however the stop was chosen, and p / w_j is a valid p-value at that stop (the
// "repeated p-value": P(some look has p_j / w_j ≤ a) ≤ a), which the run adjusts across its skills
// as before (Holm by default). The exact group-sequential boundaries (O'Brien–Fleming, Pocock)
// spend less by using the correlation of the looks, but that correlation is not known here — it
// depends on how the spread splits between and within scenarios — and the verdict's tests (the
// small-sample t, the exact sign-flip test, Newcombe for completion) are not the normal
// statistics those boundaries are computed for; the union bound needs nothing but each test's own
// validity. Its price is kept small by keeping most of α for the last look, so a skill that runs
// the whole plan is decided almost as it was without looks.
//
// The target is unchanged: the population's mean effect, with the scenarios as the unit. More
// rounds shrink only the run-to-run noise of the same scenarios, never the spread between them,
// which is why an interim look is made at the full level of a t test over scenarios, not a
// confidence sequence of the pair scores (that would cover these scenarios' mean only).
import { abVerdict, type AbVerdict, type AbVerdictOptions } from './ab-verdict.js'
import { alphaOf, decideAb, type AbVerdictKind } from './ab-verdict-rule.js'

/** At most this many looks, the last at the plan's end: each interim look costs final power. */
export const MAX_LOOKS = 5
/** The share of α kept for the last look. */
export const FINAL_SHARE = 0.8
/**
 * Fewer scenarios than this get no interim look: their t test has so few degrees of freedom that
 * at an interim look's level (α/20 and below) no realistic effect is decided, and the α spent on
 * looking would only widen the final interval.
 */
export const MIN_LOOK_SCENARIOS = 6

export const SEQUENTIAL_METHOD = 'bonferroni-alpha-spending'

/** The looks of a plan: after which rounds the verdict is tried, and each look's share of α. */
export interface LookPlan {
  /** Completed rounds at each look, increasing; the last is the plan's size. */
  rounds: number[]
  /** Share of α of each look; they sum to 1. */
  shares: number[]
}

/**
 * The looks for `scenarios` scenarios × `runs` rounds, fixed before any run (so they cannot
 * depend on the data): up to MAX_LOOKS evenly spread rounds, the interim ones sharing 1 −
 * FINAL_SHARE of α equally. One look (the fixed design) when there is no room to look early.
 */
export function lookPlan(runs: number, scenarios: number): LookPlan {
  if (!Number.isInteger(runs) || runs < 1) throw new RangeError(`runs must be ≥ 1: ${runs}`)
  const interim = new Set<number>()
  if (scenarios >= MIN_LOOK_SCENARIOS) {
    for (let j = 1; j < MAX_LOOKS; j++) {
      const round = Math.ceil((runs * j) / MAX_LOOKS)
      if (round < runs) interim.add(round)
    }
  }
  if (interim.size === 0) return { rounds: [runs], shares: [1] }
  const each = (1 - FINAL_SHARE) / interim.size
  return {
    rounds: [...[...interim].sort((a, b) => a - b), runs],
    shares: [...[...interim].map(() => each), FINAL_SHARE]
  }
}

/** How the skill's A/B stopped: the verdict that settled it early, or the plan's end. */
export type StopRule = 'helps' | 'hurts' | 'no_measurable_effect' | 'plan'

export interface LookOptions extends Omit<AbVerdictOptions, 'level'> {
  /** The run's confidence level: 1 − α over all looks together. */
  level?: number
  /**
   * Skills whose effect tests the run adjusts together. A look stops on helps / hurts only at
   * α / familySize (Bonferroni), the level at which Holm's or BH's adjustment over at most that
   * many skills keeps the decision, so a skill never stops on a verdict the run then takes back.
   */
  familySize?: number
}

export interface Look {
  /** 0-based index into the plan's looks. */
  index: number
  round: number
  /** The nominal level of this look's tests and intervals: 1 − share·α. */
  nominalLevel: number
  /** The verdict at the nominal level; its `p` is the look's own, before the share. */
  verdict: AbVerdict
  /** The effect test's p-value valid at any stop: p / share (≤ 1); null when untestable. */
  repeatedP: number | null
  /** What the look settles at α / familySize; null: not settled, go on. */
  settles: Exclude<StopRule, 'plan'> | null
}

/** p / share: valid at whichever look the run stops (see the header), capped at 1. */
export const repeatedP = (p: number | null, share: number): number | null =>
  p === null ? null : Math.min(1, p / share)

/**
 * The verdict at look `index` of `plan` on `clusters` (the valid pair scores of each scenario
 * over the rounds run so far), and whether it settles the question.
 */
export function lookAt(
  clusters: readonly (readonly number[])[],
  plan: LookPlan,
  index: number,
  options: LookOptions
): Look {
  const share = plan.shares[index]
  if (share === undefined)
    throw new RangeError(`no look ${index} in a plan of ${plan.rounds.length}`)
  const alpha = alphaOf(options.level ?? 0.95)
  const nominalLevel = 1 - share * alpha
  const verdict = abVerdict(clusters, { ...options, level: nominalLevel })
  const p = repeatedP(verdict.p, share)
  const familySize = Math.max(1, options.familySize ?? 1)
  const { verdict: kind } = decideAb(verdict, p, {
    minImprovement: options.minImprovement ?? 0.1,
    alpha: alpha / familySize,
    requireSignificance: options.requireSignificance !== false
  })
  return {
    index,
    round: plan.rounds[index],
    nominalLevel,
    verdict,
    repeatedP: p,
    settles: settled(kind, options.requireSignificance !== false)
  }
}

/**
 * A verdict stops the runs only under the significance rule: the legacy rule ("T ≥ m helps")
 * has no error rate to keep, so it always runs the whole plan.
 */
function settled(kind: AbVerdictKind, requireSignificance: boolean): Look['settles'] {
  if (!requireSignificance || kind === 'insufficient_evidence') return null
  return kind
}
