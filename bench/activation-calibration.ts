// `npm run bench -- activation-calibration [experiments]`: coverage of the activation intervals
// on simulated skills (bench/activation-simulation.ts), seeded, through the real statistics.
// Per design (prompt-set sizes, depth cap, centre p of the prompts' activation probabilities):
// the fixed plan's interval coverage of recall and the false-activation rate (target 93–97 %;
// with one run per prompt it is the exact Clopper–Pearson interval), the coverage of the
// confidence sequence reported after sequential stopping (target ≥ 94 %), the share of the fixed
// plan's runs that stopping used (target ≤ 50 % on clear-cut skills), the mean widths, and for
// reference the runs an exact fixed-sample interval checked after every round would use (a rule
// that is not valid under optional stopping, but shows what ε = 0.10 allows at best). Then the
// same coverage over other between-prompt spreads, as the range over p, and the runs stopping
// uses on clear-cut skills at caps above the depths'.
import {
  calibrateDesign,
  LEVEL,
  type ActivationDesign,
  type DesignSummary
} from './activation-simulation.js'
import { createRng } from '../src/stats/random.js'
import { DEPTH_CAPS } from '../src/stats/sequential-stopping.js'

const experiments = Number(process.argv[2] ?? 10_000)
const SEED = 2026
const SIGMA = 1
const OTHER_SIGMAS = [0, 0.5, 2]
const CLEAR_CUT = [0.02, 0.98]
/** Caps above the depths', to show what the ≤ 50 % target on clear-cut skills needs. */
const LARGER_CAPS = [200, 400]
const CENTRES = [0.02, 0.1, 0.3, 0.5, 0.7, 0.9, 0.98]
const SETS = [
  { should: 5, shouldNot: 5 },
  { should: 10, shouldNot: 10 },
  { should: 20, shouldNot: 20 }
]
const root = createRng(SEED)
const pct = (x: number): string => `${(x * 100).toFixed(1)}%`
const row = (cells: (string | number)[]): string => `| ${cells.join(' | ')} |`
const t0 = performance.now()

function designs(sigma: number): ActivationDesign[] {
  return SETS.flatMap((set) =>
    Object.values(DEPTH_CAPS).flatMap((cap) => CENTRES.map((p) => ({ ...set, cap, p, sigma })))
  )
}

const run = (d: ActivationDesign): DesignSummary =>
  calibrateDesign(
    d,
    experiments,
    root.derive(`${d.should}+${d.shouldNot}/${d.cap}/${d.p}/${d.sigma}`)
  )

console.log(
  `${experiments} experiments per design, seed ${SEED}, level ${LEVEL}, ε 0.10, between-prompt spread σ = ${SIGMA} on the log-odds scale (should-prompts around p, should-not around 1 − p)\n`
)
const header = [
  'prompts',
  'cap',
  'rounds',
  'p',
  'fixed: recall',
  'false act.',
  'F1',
  'width',
  'sequential: recall',
  'false act.',
  'F1',
  'width',
  'runs used',
  'exact each round: runs'
]
console.log(row(header))
console.log(`|${header.map(() => '---').join('|')}|`)
for (const d of designs(SIGMA)) {
  const r = run(d)
  console.log(
    row([
      `${d.should}+${d.shouldNot}`,
      d.cap,
      r.rounds,
      d.p,
      pct(r.fixed.recall),
      pct(r.fixed.falseActivation),
      pct(r.fixed.f1),
      r.fixed.width.toFixed(3),
      pct(r.sequential.recall),
      pct(r.sequential.falseActivation),
      pct(r.sequential.f1),
      r.sequential.width.toFixed(3),
      pct(r.sequential.runsShare),
      pct(r.naive.runsShare)
    ])
  )
}

console.log(`\nOther spreads: lowest and highest coverage over p = ${CENTRES.join(', ')}\n`)
const spreadHeader = ['σ', 'prompts', 'cap', 'fixed (recall and false act.)', 'sequential']
console.log(row(spreadHeader))
console.log(`|${spreadHeader.map(() => '---').join('|')}|`)
for (const sigma of OTHER_SIGMAS) {
  for (const set of SETS) {
    for (const cap of Object.values(DEPTH_CAPS)) {
      const results = CENTRES.map((p) => run({ ...set, cap, p, sigma }))
      const range = (pick: (r: DesignSummary) => number[]): string => {
        const xs = results.flatMap(pick)
        return `${pct(Math.min(...xs))}–${pct(Math.max(...xs))}`
      }
      console.log(
        row([
          sigma,
          `${set.should}+${set.shouldNot}`,
          cap,
          range((r) => [r.fixed.recall, r.fixed.falseActivation]),
          range((r) => [r.sequential.recall, r.sequential.falseActivation])
        ])
      )
    }
  }
}
console.log(
  `\nClear-cut skills (p = ${CLEAR_CUT.join(', ')}, σ = ${SIGMA}) at larger caps: share of the fixed plan's runs used\n`
)
const capHeader = ['prompts', 'cap', 'rounds', ...CLEAR_CUT.map((p) => `p ${p}`), 'coverage']
console.log(row(capHeader))
console.log(`|${capHeader.map(() => '---').join('|')}|`)
for (const set of SETS) {
  for (const cap of LARGER_CAPS) {
    const results = CLEAR_CUT.map((p) => run({ ...set, cap, p, sigma: SIGMA }))
    const coverage = results.flatMap((r) => [r.sequential.recall, r.sequential.falseActivation])
    console.log(
      row([
        `${set.should}+${set.shouldNot}`,
        cap,
        results[0].rounds,
        ...results.map((r) => pct(r.sequential.runsShare)),
        `≥ ${pct(Math.min(...coverage))}`
      ])
    )
  }
}
console.log(`\n${((performance.now() - t0) / 1000).toFixed(1)} s`)
