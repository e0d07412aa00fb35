// The drift of one skill: its baseline record beside its current one, and the changes the
// intervals support. Point estimates and verdict classes never decide on their own:
//   - the A/B verdict counts when it moves between two decided states (helps, no measurable
//     effect, hurts; each a test at its run's level, unless the run did not require significance,
//     when no verdict move counts) AND the improvement moved the same way significantly: the test
//     of the difference of the two estimates with both intervals' uncertainty
//     (stats/interval-difference.ts), at DRIFT_ALPHA. A verdict that changed without that is
//     "within noise": a skill whose true effect sits near the margin flips class by chance, and
//     that is no drift. A move to or from "insufficient evidence" is none either. Under the same
//     verdict, a significantly larger improvement is "improved".
//   - recall and false activations count when the two intervals are disjoint (a stricter test
//     than one of the difference: for equal standard errors a two-sided level near 99.4 %).
// Both keep false drift of an unchanged skill at or under 1 % per comparison, at any true effect
// (`npm run bench -- drift-calibration`); the price is that small real changes go unreported
// until more scenarios, prompts or runs narrow the intervals.
// Judge scores, the composite and the grade are shown side by side but never decide: they have
// no interval.
import {
  abResultOf,
  judgeResultOf,
  monteCarloResultOf,
  type AbVerdictName,
  type DriftClass,
  type DriftInterval,
  type DriftSide,
  type RateEstimate,
  type SkillDrift,
  type SkillReport
} from '../model/index.js'
import { differenceTest } from '../stats/interval-difference.js'

/**
 * The two-sided level of the A/B difference test. An A/B verdict is a test at 5 %; a drift claim
 * compares two of them and opens an issue, so it is held to 1 %: at most 0.5 % per direction for
 * an unchanged skill, with room for the test's approximations on skewed, clustered scores.
 */
export const DRIFT_ALPHA = 0.01

/** The decided A/B states, worst first; "insufficient evidence" is not one. */
const VERDICT_RANK: Partial<Record<AbVerdictName, number>> = {
  hurts: 0,
  no_measurable_effect: 1,
  helps: 2
}

const VERDICT_WORDS: Record<AbVerdictName, string> = {
  helps: 'helps',
  hurts: 'hurts',
  no_measurable_effect: 'no measurable effect',
  insufficient_evidence: 'insufficient evidence'
}

/** What one run measured of a skill, in the shape both sides of a comparison share. */
export function driftSideOf(skill: SkillReport, createdAt: string): DriftSide {
  const ab = abResultOf(skill.layers.ab)
  const mc = monteCarloResultOf(skill.layers.monte_carlo)
  const judge = judgeResultOf(skill.layers.judge)
  const rate = (r: RateEstimate | null | undefined): DriftInterval | null =>
    r ? { estimate: r.rate, low: r.low, high: r.high, level: r.level } : null
  return {
    createdAt,
    models: {
      ab: ab?.agentModel ?? null,
      monteCarlo: mc?.agentModel ?? null,
      judge: judge
        ? [...new Set(Object.values(judge.dimensions).flatMap((d) => d.models))].sort()
        : []
    },
    ab: ab
      ? {
          verdict: ab.verdict,
          tested: ab.requireSignificance,
          improvement: {
            estimate: ab.improvement,
            low: ab.ci.low,
            high: ab.ci.high,
            level: ab.ci.level,
            ...dfOf(ab.ci)
          }
        }
      : null,
    recall: rate(mc?.recall),
    falseActivation: rate(mc?.falseActivation),
    judge: judge
      ? {
          score: judge.score,
          dimensions: Object.fromEntries(
            Object.entries(judge.dimensions).map(([name, d]) => [name, d.score])
          )
        }
      : null,
    composite: skill.composite?.score ?? null,
    grade: skill.composite?.grade ?? null
  }
}

/**
 * The interval's degrees of freedom: as recorded, or for an older report's interval from scenario
 * means (3 or more scenarios) S − 1, the most it can have been, so the standard error read back is
 * never too small. Else none: the normal critical value.
 */
function dfOf(ci: { df?: number; method: string; scenarios: number }): { df?: number } {
  if (ci.df !== undefined) return { df: ci.df }
  return ci.method.startsWith('clustered-studentized') && ci.scenarios >= 3
    ? { df: ci.scenarios - 1 }
    : {}
}

/** -1: `after` lies wholly below `before`; 1: wholly above; 0: they overlap or one is missing. */
export function intervalShift(
  before: DriftInterval | null,
  after: DriftInterval | null
): -1 | 0 | 1 {
  if (!before || !after) return 0
  const { low: bLow, high: bHigh } = before
  const { low: aLow, high: aHigh } = after
  if (bLow === null || bHigh === null || aLow === null || aHigh === null) return 0
  if (aHigh < bLow) return -1
  if (aLow > bHigh) return 1
  return 0
}

const pct = (v: number | null) => (v === null ? '—' : `${(v * 100).toFixed(1)}%`)
const interval = (i: DriftInterval) => `${pct(i.estimate)} [${pct(i.low)}, ${pct(i.high)}]`

interface Change {
  cls: DriftClass
  reason: string
}

const signedPct = (v: number) => `${v >= 0 ? '+' : '−'}${(Math.abs(v) * 100).toFixed(1)}%`
const pText = (p: number) => (p < 1e-4 ? '< 0.0001' : p.toPrecision(2))

interface AbComparison {
  changes: Change[]
  /** Verdict moves the difference test does not support. */
  noise: string[]
}

function abChanges(before: DriftSide['ab'], after: DriftSide['ab']): AbComparison {
  if (!before || !after) return { changes: [], noise: [] }
  const from = VERDICT_RANK[before.verdict]
  const to = VERDICT_RANK[after.verdict]
  const test = differenceTest(before.improvement, after.improvement)
  const significant = test !== null && test.p < DRIFT_ALPHA
  const difference =
    test === null
      ? 'no interval to test the difference'
      : `difference ${signedPct(test.difference)}, p ${pText(test.p)}`
  const words = `A/B ${VERDICT_WORDS[before.verdict]} → ${VERDICT_WORDS[after.verdict]} (improvement ${interval(before.improvement)} → ${interval(after.improvement)}; ${difference})`
  // A verdict reached without a test (significance not required) is a point estimate: its moves
  // are shown, never counted as drift.
  const decided = before.tested && after.tested
  if (decided && from !== undefined && to !== undefined && from !== to) {
    const down = to < from
    const fell = significant && test.difference < 0
    if (significant && fell === down) {
      return {
        changes: [{ cls: down ? 'stopped_helping' : 'started_helping', reason: words }],
        noise: []
      }
    }
    return { changes: [], noise: [`${words}: within noise, not drift`] }
  }
  if (before.verdict === after.verdict && significant && test.difference > 0) {
    return { changes: [{ cls: 'improved', reason: words }], noise: [] }
  }
  return { changes: [], noise: [] }
}

function activationChanges(before: DriftSide, after: DriftSide): Change[] {
  const changes: Change[] = []
  const recall = intervalShift(before.recall, after.recall)
  const falseActivation = intervalShift(before.falseActivation, after.falseActivation)
  const recallWords = () =>
    `recall ${interval(before.recall!)} → ${interval(after.recall!)}: the intervals do not overlap`
  const falseWords = () =>
    `false activations ${interval(before.falseActivation!)} → ${interval(after.falseActivation!)}: the intervals do not overlap`
  if (recall < 0) changes.push({ cls: 'activation_regressed', reason: recallWords() })
  if (falseActivation > 0) changes.push({ cls: 'activation_regressed', reason: falseWords() })
  if (recall > 0) changes.push({ cls: 'improved', reason: recallWords() })
  if (falseActivation < 0) changes.push({ cls: 'improved', reason: falseWords() })
  return changes
}

/** The drift classes the intervals support between two sides, each with its sentence. */
export function compareSides(
  before: DriftSide,
  after: DriftSide
): Pick<SkillDrift, 'classes' | 'reasons' | 'withinNoise'> {
  const ab = abChanges(before.ab, after.ab)
  const changes = [...ab.changes, ...activationChanges(before, after)]
  return {
    classes: [...new Set(changes.map((c) => c.cls))],
    reasons: changes.map((c) => c.reason),
    ...(ab.noise.length > 0 ? { withinNoise: ab.noise } : {})
  }
}

/**
 * One skill's comparison with its baseline record. The baseline side is the last measurement that
 * succeeded: when the baseline record is itself a failed re-run, the side it kept. A re-run that
 * failed is no comparison (`failed`), and keeps that side for the next run to compare with, so a
 * budget stop or an outage on a new model never loses the old model's evidence (nor the drift
 * found last time).
 */
export function skillDrift(
  baseline: { skill: SkillReport; createdAt: string },
  current: { skill: SkillReport; createdAt: string }
): SkillDrift {
  const old = baseline.skill
  const before =
    old.status !== 'ok' && old.drift !== undefined
      ? old.drift.baseline
      : driftSideOf(old, baseline.createdAt)
  const after = driftSideOf(current.skill, current.createdAt)
  const failed = current.skill.status !== 'ok'
  return {
    path: current.skill.path,
    ...(current.skill.root === undefined ? {} : { root: current.skill.root }),
    name: current.skill.name,
    baseline: before,
    current: after,
    // Nothing was compared: the last comparison, if any, stands until one succeeds.
    ...(failed
      ? {
          failed: true,
          classes: old.drift?.classes ?? [],
          reasons: old.drift?.reasons ?? [],
          ...(old.drift?.withinNoise ? { withinNoise: old.drift.withinNoise } : {})
        }
      : compareSides(before, after))
  }
}
