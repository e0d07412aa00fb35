// `npm run bench -- improve-false-activations [experiments]`: does the improver's "no more false
// activations" condition reject a better description for noise, and does it still catch a worse
// one? Seeded simulation on held-out sets of the sizes the improver meets (bench/improve-
// simulation.ts: logit-normal spread between prompts, each prompt run R times per description).
// Every candidate's recall is higher than the current one's; its false-activation rate is the
// same, lower or higher. Two rules side by side:
//   - counts: the candidate is rejected when its observed false-activation rate is higher at all
//     (the rule before: 3 of 18 runs against 0 of 18 rejected a better description);
//   - test: rejected only when the paired test of the increase puts it above 0 beyond noise at the
//     run's level: the 95 % interval's lower end above 0 and the swap test's one-sided p below
//     2.5 % (`pairedFalseActivationIncrease` and `beatsCurrent`), as the F1 gain is tested.
// Each row gives how often the condition rejects the candidate, and how often the improver
// proposes it (the F1 gain's own test included).
import { FALSE_ACTIVATION_LEVEL, LEVEL, pairedRates } from './improve-simulation.js'
import {
  aboveZero,
  beatsCurrent,
  pairedF1Difference,
  pairedFalseActivationIncrease,
  type PairedRate
} from '../src/stats/paired-f1.js'
import { createRng, type Rng } from '../src/stats/random.js'

const experiments = Number(process.argv[2] ?? 1000)
const SEED = 2026
const root = createRng(SEED)
const RESAMPLES = 1000

interface Design {
  should: number
  shouldNot: number
  runs: number
  recall: [number, number]
  falseActivation: [number, number]
}

interface Tally {
  rejected: number
  proposed: number
}

const mean = (rates: readonly PairedRate[], pick: (r: PairedRate) => number) =>
  rates.reduce((a, r) => a + pick(r), 0) / rates.length

function simulate(d: Design, rng: Rng): { counts: Tally; test: Tally } {
  const counts = { rejected: 0, proposed: 0 }
  const test = { rejected: 0, proposed: 0 }
  const prevalence = d.should / (d.should + d.shouldNot)
  for (let e = 0; e < experiments; e++) {
    const shouldNot = pairedRates(rng, d.shouldNot, ...d.falseActivation, d.runs)
    const should = pairedRates(rng, d.should, ...d.recall, d.runs)
    const gain = pairedF1Difference(should, shouldNot, prevalence, rng.derive(`gain-${e}`), {
      resamples: RESAMPLES,
      level: LEVEL
    })
    const increase = pairedFalseActivationIncrease(shouldNot, rng.derive(`false-${e}`), {
      resamples: RESAMPLES,
      level: FALSE_ACTIVATION_LEVEL
    })
    const gainPasses = gain !== null && aboveZero(gain)
    const higherCount = mean(shouldNot, (r) => r.candidate) > mean(shouldNot, (r) => r.current)
    const higherBeyondNoise = increase !== null && aboveZero(increase)
    if (higherCount) counts.rejected++
    if (gainPasses && !higherCount) counts.proposed++
    if (higherBeyondNoise) test.rejected++
    if (beatsCurrent(gain, increase) === 'better') test.proposed++
  }
  return { counts, test }
}

const designs: { kind: string; design: Design }[] = []
for (const [should, shouldNot, runs] of [
  [8, 9, 2],
  [8, 12, 2],
  [16, 24, 2]
] as const) {
  const at = (fa: [number, number]) => ({
    should,
    shouldNot,
    runs,
    recall: [0.3, 0.9] as [number, number],
    falseActivation: fa
  })
  designs.push(
    { kind: 'better, same false act.', design: at([0.1, 0.1]) },
    { kind: 'better, fewer false act.', design: at([0.17, 0.05]) },
    { kind: 'worse: false act. ×3', design: at([0.1, 0.3]) },
    { kind: 'worse: false act. ×5', design: at([0.1, 0.5]) }
  )
}

const pct = (x: number) => `${((x / experiments) * 100).toFixed(1)} %`
const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`
const pctOf = (x: number) => `${(x * 100).toFixed(2).replace(/\.?0+$/, '')} %`
console.log(
  `"No more false activations" of the improver: ${experiments} experiments per row, seed ${SEED}; the test at ${pctOf(FALSE_ACTIVATION_LEVEL)} (one-sided ${pctOf((1 - FALSE_ACTIVATION_LEVEL) / 2)}), the F1 gain at ${pctOf(LEVEL)}\n`
)
const header = [
  'held-out should / should-not, runs',
  'candidate',
  'recall',
  'false act.',
  'rejected: counts',
  'rejected: test',
  'proposed: counts',
  'proposed: test'
]
console.log(row(header))
console.log(`|${header.map(() => ' --- ').join('|')}|`)
for (const { kind, design: d } of designs) {
  const { counts, test } = simulate(d, root.derive(`${kind}/${JSON.stringify(d)}`))
  console.log(
    row([
      `${d.should} / ${d.shouldNot}, ${d.runs}`,
      kind,
      `${d.recall[0]} → ${d.recall[1]}`,
      `${d.falseActivation[0]} → ${d.falseActivation[1]}`,
      pct(counts.rejected),
      pct(test.rejected),
      pct(counts.proposed),
      pct(test.proposed)
    ])
  )
}
