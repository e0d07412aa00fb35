// `npm run bench -- drift-calibration [experiments] [ab-experiments]`: how often the re-validation
// drift rule reports a change that is not there, and how often one that is (target: false drift
// ≤ 1 % per comparison at any true effect).
//   - Activation (bench/drift-simulation.ts): false alarms when nothing changed and the power to
//     see a fall of Δ on every prompt's log-odds.
//   - A/B (bench/ab-drift-simulation.ts): an unchanged skill at true effects around the margin
//     (0.10), on the same scenarios and with the skill's effect on each scenario drawn again; a
//     rule on verdict classes alone beside it; then the power on a real fall of 0.3.
import { calibrateAbDrift } from './ab-drift-simulation.js'
import { NO_OP, populationWithEffect, type Design, type Population } from './ab-simulation.js'
import { calibrateDrift } from './drift-simulation.js'
import { createRng } from '../src/stats/random.js'

const experiments = Number(process.argv[2] ?? 5_000)
const abExperiments = Number(process.argv[3] ?? 2_000)
const SEED = 2026
const SIGMA = 1
const PROMPTS = [10, 20]
const RUNS = [3, 5]
const CENTRES = [0.5, 0.8, 0.95]
const DROPS = [0.5, 1, 2]
const root = createRng(SEED)
const pct = (x: number): string => `${(x * 100).toFixed(1)}%`
const row = (cells: (string | number)[]): string => `| ${cells.join(' | ')} |`
const rule = (cells: readonly unknown[]): string => `|${cells.map(() => ' --- ').join('|')}|`
const t0 = performance.now()

console.log(
  `Activation: ${experiments} experiments per design, seed ${SEED}, level 95 %, between-prompt spread σ = ${SIGMA} (log-odds)\n`
)
const header = ['prompts', 'runs each', 'p', 'false alarms', ...DROPS.map((d) => `power Δ=${d}`)]
console.log(row(header))
console.log(rule(header))
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

/** Between-scenario heterogeneity as in the A/B bench: completion, effort and judge vary. */
const spread = (judge: number, skewed = false): Population => ({
  ...NO_OP,
  completionSpread: 0.1,
  effortSpread: 0.3,
  judgeSpread: judge,
  judgeSkewed: skewed
})
const POPULATIONS: { name: string; base: Population }[] = [
  { name: 'low ICC', base: spread(0.3) },
  { name: 'high ICC', base: spread(1.2) },
  { name: 'skewed', base: spread(0.6, true) }
]
const EFFECTS = [0, 0.05, 0.077, 0.1, 0.12, 0.2]
const DESIGNS: Design[] = [
  { scenarios: 3, runs: 5 },
  { scenarios: 10, runs: 5 },
  { scenarios: 15, runs: 5 },
  { scenarios: 30, runs: 10 }
]
const FALL = 0.3
const designName = (d: Design) => `${d.scenarios}×${d.runs}`
const populations = new Map<string, Population>()
const at = (name: string, base: Population, effect: number): Population => {
  const key = `${name}/${effect}`
  if (!populations.has(key))
    populations.set(key, populationWithEffect(base, effect, root.derive(key)))
  return populations.get(key)!
}

console.log(
  `\nA/B, unchanged skill: ${abExperiments} comparisons per cell, seed ${SEED}, margin 0.10; false drift (any A/B class) on the same scenarios / with each scenario's effect drawn again; the worst of a rule on verdict classes alone\n`
)
const abHeader = ['population', 'true effect', ...DESIGNS.map(designName), 'class rule, worst']
console.log(row(abHeader))
console.log(rule(abHeader))
for (const { name, base } of POPULATIONS) {
  for (const effect of EFFECTS) {
    const p = at(name, base, effect)
    let classWorst = 0
    const cells = DESIGNS.map((design) => {
      const [same, redrawn] = [false, true].map((redraw) =>
        calibrateAbDrift(
          p,
          p,
          design,
          abExperiments,
          root.derive(`ab/${name}/${effect}/${designName(design)}/${redraw}`),
          { redraw }
        )
      )
      classWorst = Math.max(classWorst, same.classChanges, redrawn.classChanges)
      return `${pct(same.drift)} / ${pct(redrawn.drift)}`
    })
    console.log(row([name, effect.toFixed(3), ...cells, pct(classWorst)]))
  }
}

console.log(
  `\nA/B, a real fall of ${FALL} (same scenarios): the fall found significant / "stopped helping" reported\n`
)
const powerHeader = ['population', 'change', ...DESIGNS.map(designName)]
console.log(row(powerHeader))
console.log(rule(powerHeader))
for (const { name, base } of POPULATIONS) {
  for (const before of [0.3, 0.2]) {
    const after = Math.round((before - FALL) * 1000) / 1000
    const cells = DESIGNS.map((design) => {
      const r = calibrateAbDrift(
        at(name, base, before),
        at(name, base, after),
        design,
        abExperiments,
        root.derive(`power/${name}/${before}/${designName(design)}`),
        { redraw: false }
      )
      return `${pct(r.significantFall)} / ${pct(r.stoppedHelping)}`
    })
    console.log(row([name, `${before.toFixed(2)} → ${after.toFixed(2)}`, ...cells]))
  }
}
console.log(`\n${((performance.now() - t0) / 1000).toFixed(0)} s`)
