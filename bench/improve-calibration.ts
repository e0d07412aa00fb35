// `npm run bench -- improve-calibration [experiments]`: how often does the improver propose a
// description that is no better, and how often does it find one that is? Seeded simulation
// through the real paired F1 test (src/stats/paired-f1.ts) on held-out sets of the sizes the
// improver meets. Each prompt has a true activation probability per description, drawn around
// the description's recall (should-prompts) or false-activation rate (should-not prompts) with
// between-prompt spread (logit-normal, sd 1); each prompt runs R times per description.
// "No better": the candidate's prompt probabilities are drawn from the same distribution as the
// current one's (a different description, equally good). "Better": the candidate's recall is
// higher by `gain`. The verdict is the improver's own (`beatsCurrent`): the 95 % interval's lower
// end above 0 at the improver's per-comparison level and false activations not higher. Target:
// false proposals per comparison at most 0.625 % (so at most 2.5 % over the four comparisons of
// the default search).
import { beatsCurrent, pairedF1Difference, type PairedRate } from '../src/stats/paired-f1.js'
import { createRng, type Rng } from '../src/stats/random.js'

const experiments = Number(process.argv[2] ?? 2000)
/** The improver's level for one comparison at its defaults: 5 % over 2 finalists × 2 rounds. */
const LEVEL = 1 - 0.05 / 4
const root = createRng(2026)

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

interface Design {
  should: number
  shouldNot: number
  runs: number
  recall: number
  falseActivation: number
  gain: number
}

function proposalRate(design: Design, better: boolean, rng: Rng): number {
  let proposed = 0
  const prevalence = design.should / (design.should + design.shouldNot)
  const candidateRecall = better ? design.recall + design.gain : design.recall
  for (let e = 0; e < experiments; e++) {
    const pairs = (n: number, cur: number, cand: number): PairedRate[] =>
      Array.from({ length: n }, () => ({
        current: observed(rng, cur, design.runs),
        candidate: observed(rng, cand, design.runs)
      }))
    const shouldNot = pairs(design.shouldNot, design.falseActivation, design.falseActivation)
    const mean = (pick: (r: PairedRate) => number) =>
      shouldNot.reduce((a, r) => a + pick(r), 0) / shouldNot.length
    const gain = pairedF1Difference(
      pairs(design.should, design.recall, candidateRecall),
      shouldNot,
      prevalence,
      rng.derive(`bootstrap-${e}`),
      { resamples: 1000, level: LEVEL }
    )
    const fa = { current: mean((r) => r.current), candidate: mean((r) => r.candidate) }
    if (beatsCurrent(gain, fa) === 'better') proposed++
  }
  return proposed / experiments
}

const designs: Design[] = [
  { should: 4, shouldNot: 8, runs: 2, recall: 0.5, falseActivation: 0.1, gain: 0.4 },
  { should: 4, shouldNot: 8, runs: 2, recall: 0.8, falseActivation: 0.05, gain: 0.15 },
  { should: 8, shouldNot: 12, runs: 2, recall: 0.5, falseActivation: 0.1, gain: 0.3 },
  { should: 8, shouldNot: 12, runs: 4, recall: 0.5, falseActivation: 0.1, gain: 0.3 },
  { should: 16, shouldNot: 24, runs: 2, recall: 0.5, falseActivation: 0.1, gain: 0.2 }
]

console.log(`paired F1 test of the improver, ${experiments} experiments per cell`)
console.log(
  'held-out should / should-not, runs | recall, false act. | false proposals | gain: proposals'
)
for (const d of designs) {
  const rng = root.derive(JSON.stringify(d))
  const alarms = proposalRate(d, false, rng.derive('null'))
  const power = proposalRate(d, true, rng.derive('better'))
  console.log(
    `${d.should} / ${d.shouldNot}, ${d.runs} | ${d.recall}, ${d.falseActivation} | ${(alarms * 100).toFixed(1)} % | +${d.gain} recall: ${(power * 100).toFixed(1)} %`
  )
}
