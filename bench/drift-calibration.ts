// `npm run bench -- drift-calibration [experiments]`: how often the drift rule reports an
// activation change, through the real statistics (activationRate, intervalShift). One trigger set
// of prompts with their own true activation probabilities (drawn as in the activation bench) is
// measured twice, R runs per prompt each time: under no change (false alarms: the two intervals
// disjoint although nothing changed; target ≤ 1 %, well under 5 %, since disjoint 95 % intervals
// are a stricter test than one of the difference), and after every prompt's log-odds fell by
// Δ (power: the new interval lies wholly below the old one).
import { drawPrompts } from './activation-simulation.js'
import { intervalShift } from '../src/revalidation/compare.js'
import { activationRate, type PromptTally } from '../src/stats/activation-rate.js'
import { createRng, type Rng } from '../src/stats/random.js'

const experiments = Number(process.argv[2] ?? 5_000)
const SEED = 2026
const SIGMA = 1
const PROMPTS = [10, 20]
const RUNS = [3, 5]
const CENTRES = [0.5, 0.8, 0.95]
const DROPS = [0.5, 1, 2]
const root = createRng(SEED)
const pct = (x: number): string => `${(x * 100).toFixed(1)}%`
const row = (cells: (string | number)[]): string => `| ${cells.join(' | ')} |`

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

console.log(
  `${experiments} experiments per design, seed ${SEED}, level 95 %, between-prompt spread σ = ${SIGMA} (log-odds)\n`
)
const header = ['prompts', 'runs each', 'p', 'false alarms', ...DROPS.map((d) => `power Δ=${d}`)]
console.log(row(header))
console.log(`|${header.map(() => '---').join('|')}|`)
for (const prompts of PROMPTS) {
  for (const runs of RUNS) {
    for (const p of CENTRES) {
      const rng = root.derive(`${prompts}/${runs}/${p}`)
      let alarms = 0
      const detected = DROPS.map(() => 0)
      for (let e = 0; e < experiments; e++) {
        const truth = drawPrompts(prompts, p, SIGMA, rng)
        const before = measure(truth, runs, rng)
        if (intervalShift(before, measure(truth, runs, rng)) !== 0) alarms++
        DROPS.forEach((drop, i) => {
          const after = measure(
            truth.map((q) => expit(logit(q) - drop)),
            runs,
            rng
          )
          if (intervalShift(before, after) < 0) detected[i]++
        })
      }
      console.log(
        row([
          prompts,
          runs,
          p,
          pct(alarms / experiments),
          ...detected.map((d) => pct(d / experiments))
        ])
      )
    }
  }
}
