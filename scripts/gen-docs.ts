// Rewrites the generated parts of README.md from the code: the layer table, the Action's inputs
// and outputs tables, and the scaffolded workflow.
import { readFileSync, writeFileSync } from 'node:fs'
import { actionDocBlocks, withBlock } from './action-docs.js'
import { withLayerTable } from './layer-table.js'

const readme = new URL('../README.md', import.meta.url)
const current = withLayerTable(readFileSync(readme, 'utf8'))
writeFileSync(readme, actionDocBlocks().reduce(withBlock, current))
