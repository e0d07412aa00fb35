// The floor of the speed bench: the least a tool can do to score skills — walk the roots once and
// read every SKILL.md — written as plainly as Node allows (synchronous, one readdir per folder).
// `node bench/walk-read.mjs <root>...`
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

let bytes = 0
function walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) walk(full)
    else if (entry.name === 'SKILL.md' && entry.isFile()) bytes += readFileSync(full, 'utf8').length
  }
}
for (const root of process.argv.slice(2)) walk(root)
if (bytes === 0) process.exitCode = 1
