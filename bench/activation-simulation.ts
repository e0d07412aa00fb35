// Simulated activation runs for the calibration of the activation statistics
// (bench/activation-calibration.ts and its lean Jest twin). A skill has should-prompts and
// should-not prompts; each prompt has its own true activation probability, drawn on the log-odds
// scale around a centre with a stated spread (logit p_s = logit(centre) + σ·z, z standard
// normal), because real trigger prompts differ: some always fire, some rarely. The should-prompts
// are drawn around p and the should-not prompts around 1 − p, so p = 0.98 is a clear-cut good
// skill (recall ≈ 0.97, false activations ≈ 0.03). What is estimated is the mean probability over
// the drawn prompts, which differs from experiment to experiment. Each experiment measures the skill
// twice on the same runs: the fixed plan (every round the cap allows) and sequential stopping, each
// prompt set on its own against the design's gates (or the width rule alone without gates).
import jStat from 'jstat'
import {
  activationRate,
  type PromptTally,
  type RateEstimate
} from '../src/stats/activation-rate.js'
import type { Rng } from '../src/stats/random.js'
import {
  addRound,
  isRunning,
  roundsForCap,
  sequenceRate,
  startSequence,
  stopDecision,
  type RoundOutcome,
  type StopRule,
  type StopRules
} from '../src/stats/sequential-stopping.js'
import { f1At, sideLevel, triggerPrecision } from '../src/stats/trigger-precision.js'
import { mean } from '../src/stats/descriptive.js'

export interface Gates {
  minRecall?: number
  maxFalseActivation?: number
}

export interface ActivationDesign {
  should: number
  shouldNot: number
  /** Runs per skill the depth allows (50 deep, 100 thorough). */
  cap: number
  /** Centre of the should-prompts' probabilities (the should-not prompts' is 1 − p). */
  p: number
  /** Between-prompt spread on the log-odds scale. */
  sigma: number
  /** The gate thresholds the sets stop against; none: the width rule alone. */
  gates?: Gates
}

export const LEVEL = 0.95
/** A skill this far from a gate threshold (or farther) must get the gate's decision right. */
export const DECISION_MARGIN = 0.1

const logit = (p: number): number => Math.log(p / (1 - p))
const expit = (x: number): number => 1 / (1 + Math.exp(-x))

function standardNormal(rng: Rng): number {
  // float() is in [0, 1); keep the quantile finite at 0.
  return jStat.normal.inv(Math.max(rng.float(), 2 ** -33), 0, 1)
}

export function drawPrompts(count: number, centre: number, sigma: number, rng: Rng): number[] {
  return Array.from({ length: count }, () => expit(logit(centre) + sigma * standardNormal(rng)))
}

/**
 * The gate's decision on one set, against the truth: the point estimate decides (as the layer's
 * gate does); counted only for a truth at least DECISION_MARGIN from the threshold.
 */
export interface GateCheck {
  /** The truth is far enough from the threshold to be judged. */
  eligible: boolean
  /** The decision after sequential stopping differs from the truth's. */
  wrong: boolean
  /** The fixed plan's decision differs from the truth's. */
  fixedWrong: boolean
  /** The set stopped because its interval lay wholly on one side of the threshold. */
  settled: boolean
  /** ...and that side is not the truth's (whatever the truth's distance from the threshold). */
  settledWrong: boolean
}

export interface ExperimentOutcome {
  truth: { recall: number; falseActivation: number; f1: number }
  fixed: { recall: RateEstimate; falseActivation: RateEstimate; f1: [number, number] }
  sequential: {
    recall: RateEstimate
    falseActivation: RateEstimate
    f1: [number, number]
    runsUsed: number
    runsPlanned: number
    stoppedBy: { should: StopRule | null; shouldNot: StopRule | null }
  }
  /** The gates' decisions, per set; null for a set without a gate. */
  gate: { recall: GateCheck | null; falseActivation: GateCheck | null }
}

/** Passes when `rate` is on the allowed side of `threshold`: at least it (recall), at most it. */
const passes = (rate: number, threshold: number, atLeast: boolean): boolean =>
  atLeast ? rate >= threshold : rate <= threshold

function gateCheck(
  threshold: number | undefined,
  atLeast: boolean,
  truth: number,
  sequential: RateEstimate,
  fixed: RateEstimate,
  stoppedBy: StopRule | null
): GateCheck | null {
  if (threshold === undefined) return null
  const right = passes(truth, threshold, atLeast)
  const wrong = (r: RateEstimate) =>
    r.estimate !== null && passes(r.estimate, threshold, atLeast) !== right
  const settled = stoppedBy === 'decision'
  return {
    eligible: Math.abs(truth - threshold) >= DECISION_MARGIN,
    wrong: wrong(sequential),
    fixedWrong: wrong(fixed),
    settled,
    // Settled: the whole interval, and so the estimate, is on one side.
    settledWrong: settled && wrong(sequential)
  }
}

/** Hits of one round: each prompt fires with its own probability. */
function roundOf(probabilities: number[], hits: number[], rng: Rng): RoundOutcome {
  let total = 0
  probabilities.forEach((p, i) => {
    if (rng.float() < p) {
      hits[i] = (hits[i] ?? 0) + 1
      total++
    }
  })
  return { hits: total, runs: probabilities.length }
}

/** One skill measured both ways on the same runs: the fixed plan, and each set stopping on its own. */
export function runExperiment(d: ActivationDesign, rng: Rng): ExperimentOutcome {
  const should = drawPrompts(d.should, d.p, d.sigma, rng)
  const shouldNot = drawPrompts(d.shouldNot, 1 - d.p, d.sigma, rng)
  const prevalence = d.should / (d.should + d.shouldNot)
  const truth = {
    recall: mean(should),
    falseActivation: mean(shouldNot),
    f1: f1At(prevalence, mean(should), mean(shouldNot))
  }
  const rules: StopRules = { cap: d.cap, level: LEVEL, ...d.gates }
  const rounds = roundsForCap(d.cap, d.should + d.shouldNot)
  const hitsShould = new Array<number>(d.should).fill(0)
  const hitsShouldNot = new Array<number>(d.shouldNot).fill(0)
  let state = startSequence(d.should, d.shouldNot)
  const f1Of = (r: RateEstimate, f: RateEstimate): [number, number] => {
    const { f1 } = triggerPrecision(r, f, prevalence)
    return [f1.low as number, f1.high as number]
  }
  for (let round = 0; round < rounds; round++) {
    // Every round is drawn for the fixed plan; the sets still running see the same runs.
    const one = roundOf(should, hitsShould, rng)
    const other = roundOf(shouldNot, hitsShouldNot, rng)
    state = addRound(
      state,
      {
        ...(isRunning(state.should) ? { should: one } : {}),
        ...(isRunning(state.shouldNot) ? { shouldNot: other } : {})
      },
      rules
    )
  }
  const decision = stopDecision(state, rules)
  const tallies = (hits: number[]): PromptTally[] => hits.map((k) => ({ hits: k, runs: rounds }))
  const side = { level: sideLevel(LEVEL) }
  const fixed = {
    recall: activationRate(tallies(hitsShould), { level: LEVEL }),
    falseActivation: activationRate(tallies(hitsShouldNot), { level: LEVEL }),
    f1: f1Of(
      activationRate(tallies(hitsShould), side),
      activationRate(tallies(hitsShouldNot), side)
    )
  }
  return {
    truth,
    fixed,
    sequential: {
      recall: decision.recall,
      falseActivation: decision.falseActivation,
      f1: f1Of(sequenceRate(state.should, side), sequenceRate(state.shouldNot, side)),
      runsUsed: decision.runsUsed,
      runsPlanned: decision.runsPlanned,
      stoppedBy: { should: state.should.stoppedBy, shouldNot: state.shouldNot.stoppedBy }
    },
    gate: {
      recall: gateCheck(
        d.gates?.minRecall,
        true,
        truth.recall,
        decision.recall,
        fixed.recall,
        state.should.stoppedBy
      ),
      falseActivation: gateCheck(
        d.gates?.maxFalseActivation,
        false,
        truth.falseActivation,
        decision.falseActivation,
        fixed.falseActivation,
        state.shouldNot.stoppedBy
      )
    }
  }
}

const covers = (r: RateEstimate, truth: number): boolean =>
  r.low !== null && r.high !== null && r.low <= truth && truth <= r.high
const inside = ([low, high]: [number, number], truth: number): boolean =>
  low <= truth && truth <= high
const width = (r: RateEstimate): number => (r.high as number) - (r.low as number)

export interface DesignSummary {
  design: ActivationDesign
  experiments: number
  rounds: number
  fixed: { recall: number; falseActivation: number; f1: number; width: number }
  sequential: {
    recall: number
    falseActivation: number
    f1: number
    width: number
    runsShare: number
  }
  /** Share of the sets (both kinds) each rule stopped. */
  stoppedBy: Record<StopRule, number>
  /**
   * The gates' decisions on sets at least DECISION_MARGIN from their threshold: how many such
   * set-experiments there were, and the share decided wrongly after stopping and by the fixed plan;
   * and of the sets a settled decision stopped (at any distance), the share on the wrong side.
   */
  decisions: {
    eligible: number
    wrong: number
    fixedWrong: number
    settled: number
    settledWrong: number
  }
}

/** Coverage, width, runs used and gate decisions over `experiments` seeded experiments. */
export function calibrateDesign(d: ActivationDesign, experiments: number, rng: Rng): DesignSummary {
  const fixed = { recall: 0, falseActivation: 0, f1: 0, width: 0 }
  const sequential = { recall: 0, falseActivation: 0, f1: 0, width: 0, runsShare: 0 }
  const stoppedBy: Record<StopRule, number> = { decision: 0, width: 0, cap: 0 }
  const decisions = { eligible: 0, wrong: 0, fixedWrong: 0, settled: 0, settledWrong: 0 }
  for (let e = 0; e < experiments; e++) {
    const o = runExperiment(d, rng)
    fixed.recall += +covers(o.fixed.recall, o.truth.recall)
    fixed.falseActivation += +covers(o.fixed.falseActivation, o.truth.falseActivation)
    fixed.f1 += +inside(o.fixed.f1, o.truth.f1)
    fixed.width += (width(o.fixed.recall) + width(o.fixed.falseActivation)) / 2
    sequential.recall += +covers(o.sequential.recall, o.truth.recall)
    sequential.falseActivation += +covers(o.sequential.falseActivation, o.truth.falseActivation)
    sequential.f1 += +inside(o.sequential.f1, o.truth.f1)
    sequential.width += (width(o.sequential.recall) + width(o.sequential.falseActivation)) / 2
    sequential.runsShare += o.sequential.runsUsed / o.sequential.runsPlanned
    for (const rule of [o.sequential.stoppedBy.should, o.sequential.stoppedBy.shouldNot]) {
      if (rule !== null) stoppedBy[rule] += 0.5
    }
    for (const check of [o.gate.recall, o.gate.falseActivation]) {
      if (check === null) continue
      decisions.settled += +check.settled
      decisions.settledWrong += +check.settledWrong
      if (!check.eligible) continue
      decisions.eligible++
      decisions.wrong += +check.wrong
      decisions.fixedWrong += +check.fixedWrong
    }
  }
  const share = <T extends Record<string, number>>(t: T): T =>
    Object.fromEntries(Object.entries(t).map(([k, v]) => [k, v / experiments])) as T
  const perDecision = (n: number) => (decisions.eligible === 0 ? 0 : n / decisions.eligible)
  return {
    design: d,
    experiments,
    rounds: roundsForCap(d.cap, d.should + d.shouldNot),
    fixed: share(fixed),
    sequential: share(sequential),
    stoppedBy: share(stoppedBy),
    decisions: {
      eligible: decisions.eligible,
      wrong: perDecision(decisions.wrong),
      fixedWrong: perDecision(decisions.fixedWrong),
      settled: decisions.settled,
      settledWrong: decisions.settled === 0 ? 0 : decisions.settledWrong / decisions.settled
    }
  }
}
