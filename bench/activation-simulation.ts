// Simulated activation runs for the calibration of the activation statistics
// (bench/activation-calibration.ts and its lean Jest twin). A skill has should-prompts and
// should-not prompts; each prompt has its own true activation probability, drawn on the log-odds
// scale around a centre with a stated spread (logit p_s = logit(centre) + σ·z, z standard
// normal), because real trigger prompts differ: some always fire, some rarely. The should-prompts
// are drawn around p and the should-not prompts around 1 − p, so p = 0.98 is a clear-cut good
// skill (recall ≈ 0.97, false activations ≈ 0.03). What is estimated is the mean probability over
// the drawn prompts, which differs from experiment to experiment.
import jStat from 'jstat'
import {
  activationRate,
  type PromptTally,
  type RateEstimate
} from '../src/stats/activation-rate.js'
import { clopperPearson } from '../src/stats/proportions.js'
import type { Rng } from '../src/stats/random.js'
import {
  addRound,
  DEFAULT_EPSILON as EPSILON,
  roundsForCap,
  sequenceRate,
  shouldStop,
  startSequence
} from '../src/stats/sequential-stopping.js'
import { f1At, sideLevel, triggerPrecision } from '../src/stats/trigger-precision.js'
import { mean } from '../src/stats/descriptive.js'

export interface ActivationDesign {
  should: number
  shouldNot: number
  /** Runs per skill the depth allows (50 deep, 100 thorough). */
  cap: number
  /** Centre of the should-prompts' probabilities (the should-not prompts' is 1 − p). */
  p: number
  /** Between-prompt spread on the log-odds scale. */
  sigma: number
}

export const LEVEL = 0.95

const logit = (p: number): number => Math.log(p / (1 - p))
const expit = (x: number): number => 1 / (1 + Math.exp(-x))

function standardNormal(rng: Rng): number {
  // float() is in [0, 1); keep the quantile finite at 0.
  return jStat.normal.inv(Math.max(rng.float(), 2 ** -33), 0, 1)
}

export function drawPrompts(count: number, centre: number, sigma: number, rng: Rng): number[] {
  return Array.from({ length: count }, () => expit(logit(centre) + sigma * standardNormal(rng)))
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
  }
  /**
   * The rule the sequence replaces, for reference: the exact fixed-sample interval checked after
   * every round. Not valid under optional stopping; shows how many runs ε = 0.10 needs at best.
   */
  naive: { covered: boolean; runsUsed: number }
}

/** One skill measured both ways on the same runs: the fixed plan, and stopping early. */
export function runExperiment(d: ActivationDesign, rng: Rng): ExperimentOutcome {
  const should = drawPrompts(d.should, d.p, d.sigma, rng)
  const shouldNot = drawPrompts(d.shouldNot, 1 - d.p, d.sigma, rng)
  const prevalence = d.should / (d.should + d.shouldNot)
  const truth = {
    recall: mean(should),
    falseActivation: mean(shouldNot),
    f1: f1At(prevalence, mean(should), mean(shouldNot))
  }
  const rounds = roundsForCap(d.cap, d.should + d.shouldNot)
  const hitsShould = new Array<number>(d.should).fill(0)
  const hitsShouldNot = new Array<number>(d.shouldNot).fill(0)
  let state = startSequence(d.should, d.shouldNot)
  let stopped: ExperimentOutcome['sequential'] | null = null
  let naive: ExperimentOutcome['naive'] | null = null
  const f1Of = (r: RateEstimate, f: RateEstimate): [number, number] => {
    const { f1 } = triggerPrecision(r, f, prevalence)
    return [f1.low as number, f1.high as number]
  }
  for (let round = 0; round < rounds; round++) {
    let h = 0
    let hn = 0
    should.forEach((p, i) => {
      if (rng.float() < p) {
        hitsShould[i]++
        h++
      }
    })
    shouldNot.forEach((p, i) => {
      if (rng.float() < p) {
        hitsShouldNot[i]++
        hn++
      }
    })
    state = addRound(state, { hits: h, runs: d.should }, { hits: hn, runs: d.shouldNot })
    if (naive === null) {
      const r = clopperPearson(state.should.hits, state.should.runs, LEVEL)
      const f = clopperPearson(state.shouldNot.hits, state.shouldNot.runs, LEVEL)
      if (
        round === rounds - 1 ||
        (r.high - r.low <= 2 * EPSILON && f.high - f.low <= 2 * EPSILON)
      ) {
        naive = {
          covered: r.low <= truth.recall && truth.recall <= r.high,
          runsUsed: (round + 1) * (d.should + d.shouldNot)
        }
      }
    }
    if (stopped === null) {
      const decision = shouldStop(state, { cap: d.cap, level: LEVEL })
      if (decision.stop) {
        const side = { level: sideLevel(LEVEL) }
        stopped = {
          recall: decision.recall,
          falseActivation: decision.falseActivation,
          f1: f1Of(sequenceRate(state.should, side), sequenceRate(state.shouldNot, side)),
          runsUsed: decision.runsUsed,
          runsPlanned: decision.runsPlanned
        }
      }
    }
  }
  const tallies = (hits: number[]): PromptTally[] => hits.map((k) => ({ hits: k, runs: rounds }))
  const side = { level: sideLevel(LEVEL) }
  return {
    truth,
    fixed: {
      recall: activationRate(tallies(hitsShould), { level: LEVEL }),
      falseActivation: activationRate(tallies(hitsShouldNot), { level: LEVEL }),
      f1: f1Of(
        activationRate(tallies(hitsShould), side),
        activationRate(tallies(hitsShouldNot), side)
      )
    },
    sequential: stopped as ExperimentOutcome['sequential'],
    naive: naive as ExperimentOutcome['naive']
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
  /** The exact interval checked after every round (not valid; for reference): recall coverage, runs. */
  naive: { recall: number; runsShare: number }
}

/** Coverage, width and runs used of both methods over `experiments` seeded experiments. */
export function calibrateDesign(d: ActivationDesign, experiments: number, rng: Rng): DesignSummary {
  const fixed = { recall: 0, falseActivation: 0, f1: 0, width: 0 }
  const sequential = { recall: 0, falseActivation: 0, f1: 0, width: 0, runsShare: 0 }
  const naive = { recall: 0, runsShare: 0 }
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
    naive.recall += +o.naive.covered
    naive.runsShare += o.naive.runsUsed / o.sequential.runsPlanned
  }
  const share = <T extends Record<string, number>>(t: T): T =>
    Object.fromEntries(Object.entries(t).map(([k, v]) => [k, v / experiments])) as T
  return {
    design: d,
    experiments,
    rounds: roundsForCap(d.cap, d.should + d.shouldNot),
    fixed: share(fixed),
    sequential: share(sequential),
    naive: share(naive)
  }
}
