// Calibration of the A/B interval (statistics.md §2.7): coverage of the true effect and false
// "helps"/"hurts" under zero effect, for both interval methods at the full B = 10,000.
// Run: npx tsx bench/ab-calibration.ts [experiments]
import {
  calibrate,
  JUDGE_NULL,
  JUDGE_POSITIVE,
  populationEffect,
  type SimulationDesign
} from '../src/stats/ab-simulation.js'
import { createRng } from '../src/stats/random.js'
import type { IntervalMethod } from '../src/stats/ab-verdict.js'

const experiments = Number(process.argv[2] ?? 500)
const sizes: [number, number][] = [
  [1, 10],
  [2, 5],
  [5, 2],
  [3, 5],
  [5, 5],
  [10, 3]
]
const effects = {
  positive: { uplifts: [0.1, 0.2, 0.3], judge: JUDGE_POSITIVE },
  zero: { uplifts: [-0.1, 0, 0.1], judge: JUDGE_NULL }
}
const root = createRng(2026)
for (const method of (process.argv[3]
  ? [process.argv[3]]
  : ['studentized', 'percentile']) as IntervalMethod[]) {
  for (const [name, effect] of Object.entries(effects)) {
    for (const [scenarios, runs] of sizes) {
      const design: SimulationDesign = { scenarios, runs, ...effect }
      const t0 = performance.now()
      const r = calibrate(
        design,
        experiments,
        root.derive(`${method}/${name}/${scenarios}x${runs}`),
        {
          method
        }
      )
      const falsePositive = (r.verdicts.helps + r.verdicts.hurts) / r.experiments
      console.log(
        [
          method.padEnd(11),
          `${name} (T=${populationEffect(design).toFixed(3)})`.padEnd(18),
          `S=${scenarios} R=${runs}`.padEnd(9),
          `coverage ${(r.coverage * 100).toFixed(1)}%`,
          name === 'zero'
            ? `helps/hurts ${(falsePositive * 100).toFixed(1)}%`
            : `helps ${((r.verdicts.helps / r.experiments) * 100).toFixed(1)}%`,
          `${((performance.now() - t0) / 1000).toFixed(1)} s`
        ].join('  ')
      )
    }
  }
}
