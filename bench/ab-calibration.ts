// `npm run bench -- ab-calibration [experiments] [gate runs]`: the A/B verdict's error rates on
// realistic simulated data (bench/ab-simulation.ts), seeded, through the real score, verdict and
// early stopping: each experiment runs its scenarios in rounds and stops at the first look that
// settles the verdict, as the layer does (bench/ab-sequential-simulation.ts).
// Per population and design: coverage of the true effect by the interval reported at the stop,
// false helps / false hurts, "no measurable effect", the completion test's false regressions, the
// share of experiments that stopped early and the run pairs used over the fixed plan's; then a
// medium effect's power by plan, and how often a run of 20 no-op skills fails the gate under each
// multiplicity rule. Targets: coverage ≥ 93 % (93–97 % where the runs go to the plan's end),
// false helps and false hurts each ≤ 2.5 % at zero effect, "no measurable effect" ≤ 5 % at the
// margin, a 20-skill no-op run failing ≤ 5 % with Holm, a clear effect (±0.3) using ≤ 60 % of
// the plan's runs from 12 scenarios, and a medium effect (+0.2) getting a verdict ≥ 80 % of the
// time at the recommended plan.
import {
  describePopulation,
  NO_OP,
  populationWithEffect,
  type Design,
  type Population
} from './ab-simulation.js'
import { calibrateSequential, sequentialGateFailureRates } from './ab-sequential-simulation.js'
import { createRng } from '../src/stats/random.js'

const experiments = Number(process.argv[2] ?? 2000)
const gateRuns = Number(process.argv[3] ?? experiments)
const root = createRng(2026)
const DESIGNS: Design[] = [
  { scenarios: 1, runs: 10 },
  { scenarios: 3, runs: 5 },
  { scenarios: 5, runs: 5 },
  { scenarios: 10, runs: 5 },
  { scenarios: 12, runs: 5 },
  { scenarios: 20, runs: 5 },
  { scenarios: 30, runs: 10 }
]
/** Heterogeneity between scenarios: completion uplift, effort and judge preference vary. */
const spread = (judge: number): Population => ({
  ...NO_OP,
  completionSpread: 0.1,
  effortSpread: 0.3,
  judgeSpread: judge
})
const MARGIN = 0.1
const CLEAR = 0.3
const MEDIUM = populationWithEffect(spread(0.6), 0.2, root.derive('medium'))
/** The true effect: 0 by symmetry for the zero-mean populations, the target for the others. */
const populations: { name: string; population: Population; truth: number }[] = [
  { name: 'A/A (no-op skill)', population: NO_OP, truth: 0 },
  { name: 'zero mean, low ICC', population: spread(0.3), truth: 0 },
  { name: 'zero mean, mid ICC', population: spread(0.8), truth: 0 },
  { name: 'zero mean, high ICC', population: spread(1.2), truth: 0 },
  {
    name: 'at the margin (+0.1)',
    population: populationWithEffect(spread(0.6), MARGIN, root.derive('margin')),
    truth: MARGIN
  },
  { name: 'medium (+0.2)', population: MEDIUM, truth: 0.2 },
  {
    name: 'clear (+0.3)',
    population: populationWithEffect(spread(0.6), CLEAR, root.derive('clear')),
    truth: CLEAR
  },
  {
    name: 'clear (−0.3)',
    population: populationWithEffect(spread(0.6), -CLEAR, root.derive('clear-hurts')),
    truth: -CLEAR
  }
]

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`.padStart(6)
const t0 = performance.now()
console.log(`${experiments} experiments per row, seed 2026, margin ${MARGIN}, run in rounds`)
console.log(
  [
    'population'.padEnd(22),
    'ICC '.padStart(5),
    'effect',
    'design'.padEnd(7),
    'cover.',
    ' helps',
    ' hurts',
    'no eff',
    'insuff',
    'compl↓',
    ' early',
    '  runs'
  ].join(' | ')
)
for (const { name, population, truth } of populations) {
  const { icc } = describePopulation(population, root.derive(`describe/${name}`))
  for (const design of DESIGNS) {
    const r = calibrateSequential(
      population,
      design,
      truth,
      experiments,
      root.derive(`${name}/${design.scenarios}x${design.runs}`),
      { minImprovement: MARGIN }
    )
    const share = (k: keyof typeof r.verdicts) => pct(r.verdicts[k] / r.experiments)
    console.log(
      [
        name.padEnd(22),
        icc.toFixed(2).padStart(5),
        truth.toFixed(3).padStart(6),
        `${design.scenarios}×${design.runs}`.padEnd(7),
        pct(r.coverage),
        share('helps'),
        share('hurts'),
        share('no_measurable_effect'),
        share('insufficient_evidence'),
        pct(r.completionRegressed),
        pct(r.stoppedEarly),
        pct(r.runsUsed)
      ].join(' | ')
    )
  }
}
console.log(`\nMedium effect (+0.2): share of runs with a verdict (helps), by plan`)
const plans: Design[] = [
  { scenarios: 8, runs: 5 },
  { scenarios: 10, runs: 3 },
  { scenarios: 10, runs: 5 },
  { scenarios: 12, runs: 3 },
  { scenarios: 12, runs: 5 },
  { scenarios: 15, runs: 3 }
]
for (const plan of plans) {
  const r = calibrateSequential(
    MEDIUM,
    plan,
    0.2,
    experiments,
    root.derive(`plan/${plan.scenarios}x${plan.runs}`),
    { minImprovement: MARGIN }
  )
  console.log(
    `${plan.scenarios}×${plan.runs} (${plan.scenarios * plan.runs} pairs): ${pct(r.verdicts.helps / r.experiments)} helps, ${pct(r.runsUsed)} of the runs`
  )
}
console.log(`\n20 no-op skills per run, ${gateRuns} runs: share of runs failing the gate`)
for (const design of [
  { scenarios: 3, runs: 5 },
  { scenarios: 10, runs: 5 }
]) {
  const rules = ['holm', 'bh', 'none'] as const
  const rates = sequentialGateFailureRates(
    NO_OP,
    design,
    20,
    gateRuns,
    rules,
    root.derive(`gate/${design.scenarios}x${design.runs}`)
  )
  console.log(
    `${design.scenarios}×${design.runs}: ${rules.map((rule) => `${rule} ${pct(rates[rule])}`).join('  ')}`
  )
}
console.log(`\n${((performance.now() - t0) / 1000).toFixed(1)} s`)
