// The speed bench's lower bound for a whole-process run: one process loads the library bundle
// (dist/lib.js), scores the corpus once so that every code path is compiled and optimised, then
// times `runSkillCi` plus the report's JSON text, which is what `score --format json` does after
// start-up. Bare Node's start plus this warm time is the least a cold process could take if loading
// and V8's warm-up cost nothing. `node bench/warm-run.mjs <runs> <root>` prints the median in ms.
import { performance } from 'node:perf_hooks'

const { runSkillCi } = await import(new URL('../dist/lib.js', import.meta.url).href)
const runs = Number(process.argv[2])
const root = process.argv[3]
const once = async () => {
  const start = performance.now()
  const report = await runSkillCi({ roots: [root], gate: { failOn: 'never' } })
  if (JSON.stringify(report, null, 2).length === 0 || report.skills.length === 0) {
    throw new Error(`no skills scored under ${root}`)
  }
  return performance.now() - start
}
await once()
await once()
const times = []
for (let i = 0; i < runs; i++) times.push(await once())
times.sort((a, b) => a - b)
const mid = Math.floor(runs / 2)
console.log(runs % 2 === 1 ? times[mid] : (times[mid - 1] + times[mid]) / 2)
