// The speed bench's engine run with or without the security scan, as one process:
// `node bench/scan-off-run.mjs <scan|no-scan> <root>` loads the library bundle (dist/lib.js),
// scores the skills under <root> as `score --format json` does (static depth, the JSON report
// built) and prints nothing. With `no-scan` the engine skips the scan (a library option the CLI
// does not offer), so the two runs differ by the scan's cost alone.
const { runSkillCi } = await import(new URL('../dist/lib.js', import.meta.url).href)
const [mode, root] = process.argv.slice(2)
if (mode !== 'scan' && mode !== 'no-scan') throw new Error(`scan or no-scan, not ${mode}`)
const report = await runSkillCi({
  roots: [root],
  gate: { failOn: 'never' },
  security: mode === 'no-scan' ? { skip: true } : undefined
})
if (JSON.stringify(report).length === 0 || report.skills.length === 0) {
  throw new Error(`no skills scored under ${root}`)
}
