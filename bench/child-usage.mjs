// Loaded with `node --import` into each process the speed bench times: at exit it writes the
// process's own CPU time and peak resident memory to the file named by SKILL_CI_BENCH_USAGE, the
// figures a wall clock on a shared machine cannot give.
import { writeFileSync } from 'node:fs'

const file = process.env.SKILL_CI_BENCH_USAGE
if (file) {
  process.on('exit', () => {
    const usage = process.resourceUsage()
    writeFileSync(
      file,
      JSON.stringify({
        cpuMs: (usage.userCPUTime + usage.systemCPUTime) / 1000,
        maxRssMb: usage.maxRSS / 1024
      })
    )
  })
}
