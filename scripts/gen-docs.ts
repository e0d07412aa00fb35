// Rewrites the generated parts of the docs from the code: in README.md the layer table, the
// Action's inputs and outputs tables and the scaffolded workflow; in docs/cli.md the commands and
// the options of each.
import { readFileSync, writeFileSync } from 'node:fs'
import { actionDocBlocks, withBlock } from './action-docs.js'
import { cliDocBlocks } from './cli-docs.js'
import { withLayerTable } from './layer-table.js'

const readme = new URL('../README.md', import.meta.url)
const current = withLayerTable(readFileSync(readme, 'utf8'))
writeFileSync(
  readme,
  actionDocBlocks().reduce((text, block) => withBlock(text, block), current)
)

const cli = new URL('../docs/cli.md', import.meta.url)
const blocks = await cliDocBlocks()
writeFileSync(
  cli,
  blocks.reduce((text, block) => withBlock(text, block, 'docs/cli.md'), readFileSync(cli, 'utf8'))
)
