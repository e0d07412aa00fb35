// The simulated held-out prompts of the improver's benches (bench/improve-calibration.ts,
// bench/improve-false-activations.ts): each prompt has a true activation probability per
// description, drawn around the description's rate (recall on should-prompts, false activations
// on should-not prompts) with between-prompt spread (logit-normal, sd 1), and runs R times under
// each description.
import { MC_DEFAULTS } from '../src/layers/monte-carlo/defaults.js'
import type { PairedRate } from '../src/stats/paired-f1.js'
import type { Rng } from '../src/stats/random.js'

/** The improver's level for one F1 comparison at its defaults: 5 % over 2 finalists × 2 rounds. */
export const LEVEL = 1 - 0.05 / 4
/** The level of its false-activation test: the run's own, not split over the comparisons. */
export const FALSE_ACTIVATION_LEVEL = MC_DEFAULTS.level

function normal(rng: Rng): number {
  const u = 1 - rng.float()
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.float())
}
const logit = (p: number) => Math.log(p / (1 - p))
const expit = (x: number) => 1 / (1 + Math.exp(-x))

/** A prompt's true probability around `mean`, and its observed rate over `runs` runs. */
function observed(rng: Rng, mean: number, runs: number): number {
  const p = expit(logit(mean) + normal(rng))
  let hits = 0
  for (let r = 0; r < runs; r++) if (rng.float() < p) hits++
  return hits / runs
}

/** `n` prompts' observed rates under the current description and the candidate. */
export const pairedRates = (
  rng: Rng,
  n: number,
  current: number,
  candidate: number,
  runs: number
): PairedRate[] =>
  Array.from({ length: n }, () => ({
    current: observed(rng, current, runs),
    candidate: observed(rng, candidate, runs)
  }))
