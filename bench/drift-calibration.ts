// `npm run bench -- drift-calibration [experiments]`: how often the drift rule reports an
// activation change (bench/drift-simulation.ts): false alarms when nothing changed (target ≤ 1 %,
// well under 5 %, since disjoint 95 % intervals are a stricter test than one of the difference),
// and the power to see a fall of Δ on every prompt's log-odds.
import { calibrateDrift } from './drift-simulation.js'
import { createRng } from '../src/stats/random.js'

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

console.log(
  `${experiments} experiments per design, seed ${SEED}, level 95 %, between-prompt spread σ = ${SIGMA} (log-odds)\n`
)
const header = ['prompts', 'runs each', 'p', 'false alarms', ...DROPS.map((d) => `power Δ=${d}`)]
console.log(row(header))
console.log(`|${header.map(() => '---').join('|')}|`)
for (const prompts of PROMPTS) {
  for (const runs of RUNS) {
    for (const p of CENTRES) {
      const r = calibrateDrift(
        { prompts, runs, p, sigma: SIGMA, drops: DROPS },
        experiments,
        root.derive(`${prompts}/${runs}/${p}`)
      )
      console.log(row([prompts, runs, p, pct(r.falseAlarms), ...r.power.map(pct)]))
    }
  }
}
