// `npm run bench -- real DIR [speed|precision]`: the static path on the real-skill development
// corpus (bench/real-corpus.md) — speed, scale and memory under both Nodes against PluginEval's
// reference engine (bench/real-speed.ts), then the findings against the hand labels
// (bench/real-precision.ts). Both need a built dist/.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { realPrecision } from './real-precision.js'
import { realSpeed } from './real-speed.js'

const [dir, only] = process.argv.slice(2)
if (
  dir === undefined ||
  !existsSync(dir) ||
  (only !== undefined && !['speed', 'precision'].includes(only))
) {
  console.error(
    'usage: npm run bench -- real DIR [speed|precision]  (DIR: see bench/real-corpus.md)'
  )
  process.exit(2)
}
const root = path.resolve(dir)
if (only !== 'precision') await realSpeed(root)
if (only !== 'speed') realPrecision(root)
