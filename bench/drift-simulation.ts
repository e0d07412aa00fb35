// Simulated re-validations for the calibration of the drift rule on activation
// (bench/drift-calibration.ts and its lean Jest twin). One trigger set of prompts, each with its own
// true activation probability (drawn as in the activation bench), is measured twice with R runs
// per prompt, through the real interval (activationRate) and the real rule (intervalShift): under
// no change, and after every prompt's log-odds fell by Δ.
import { drawPrompts } from './activation-simulation.js'
import { intervalShift } from '../src/revalidation/compare.js'
import { activationRate, type PromptTally } from '../src/stats/activation-rate.js'
import type { Rng } from '../src/stats/random.js'

export interface DriftDesign {
  prompts: number
  runs: number
  /** Centre of the prompts' activation probabilities. */
  p: number
  /** Between-prompt spread on the log-odds scale. */
  sigma: number
  /** Falls of every prompt's log-odds whose detection is counted. */
  drops: readonly number[]
}

export interface DriftSummary {
  /** Share of unchanged skills whose two intervals were disjoint (either way). */
  falseAlarms: number
  /** Per drop: share of experiments where the new interval lay wholly below the old one. */
  power: number[]
}

const logit = (p: number): number => Math.log(p / (1 - p))
const expit = (x: number): number => 1 / (1 + Math.exp(-x))

function measure(probabilities: readonly number[], runs: number, rng: Rng) {
  const tallies: PromptTally[] = probabilities.map((p) => {
    let hits = 0
    for (let r = 0; r < runs; r++) if (rng.float() < p) hits++
    return { hits, runs }
  })
  return activationRate(tallies)
}

export function calibrateDrift(d: DriftDesign, experiments: number, rng: Rng): DriftSummary {
  let alarms = 0
  const detected = d.drops.map(() => 0)
  for (let e = 0; e < experiments; e++) {
    const truth = drawPrompts(d.prompts, d.p, d.sigma, rng)
    const before = measure(truth, d.runs, rng)
    if (intervalShift(before, measure(truth, d.runs, rng)) !== 0) alarms++
    d.drops.forEach((drop, i) => {
      const after = measure(
        truth.map((q) => expit(logit(q) - drop)),
        d.runs,
        rng
      )
      if (intervalShift(before, after) < 0) detected[i]++
    })
  }
  return { falseAlarms: alarms / experiments, power: detected.map((n) => n / experiments) }
}
