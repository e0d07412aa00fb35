// Rewrites the generated parts of README.md (the layer table) from the code.
import { readFileSync, writeFileSync } from 'node:fs'
import { withLayerTable } from './layer-table.js'

const readme = new URL('../README.md', import.meta.url)
writeFileSync(readme, withLayerTable(readFileSync(readme, 'utf8')))
