// The README's generated parts must be the current ones: the input and output tables rendered from
// action.yml, the workflow `skill-ci scaffold --workflow` writes, and the layer table rendered from
// the registry (`npm run docs` writes all four), so the documentation cannot drift from the code.
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { CERTIFY, LAYER_REGISTRY } from '../../src/layers/registry.js'
import {
  blockText,
  inputsBlock,
  outputsBlock,
  readActionYml,
  workflowBlock
} from '../../scripts/action-docs.js'
import { layerTable } from '../../scripts/layer-table.js'

const actionYml = readActionYml()
const readme = readFileSync('README.md', 'utf8')

/** Rows of the first table after `## <heading>`: cells without the surrounding backticks. */
function tableAfter(heading: string): string[][] {
  const start = readme.indexOf(`## ${heading}\n`)
  expect(start).toBeGreaterThan(-1)
  const lines = readme.slice(start).split('\n')
  const first = lines.findIndex((l) => l.startsWith('|'))
  const rows: string[][] = []
  for (const line of lines.slice(first + 2)) {
    if (!line.startsWith('|')) break
    rows.push(
      line.split(' | ').map((c) => c.replace(/^\|\s*|\s*\|$/g, '').replace(/^`(.*)`$/, '$1'))
    )
  }
  return rows
}

describe('README action tables (run `npm run docs` after changing action.yml)', () => {
  it.each([
    ['inputs', inputsBlock],
    ['outputs', outputsBlock]
  ])('holds the current %s table', (_name, block) => {
    expect(readme).toContain(blockText(block()))
  })

  it('documents every input of action.yml with its default, in its order', () => {
    const rows = tableAfter('Inputs')
    expect(rows.map((r) => r[0])).toEqual(Object.keys(actionYml.inputs))
    for (const [name, defaultCell] of rows) {
      const expected = actionYml.inputs[name].default ?? ''
      expect([name, defaultCell]).toEqual([name, expected === '' ? "''" : expected])
    }
  })

  it('documents every output of action.yml', () => {
    expect(tableAfter('Outputs').map((r) => r[0])).toEqual(Object.keys(actionYml.outputs))
  })
})

describe('README workflow', () => {
  it('is the one `skill-ci scaffold --workflow` writes', () => {
    expect(readme).toContain(blockText(workflowBlock()))
  })

  it('comes with the permissions, the key environment and the label trigger explained', () => {
    for (const text of [
      'checks: write',
      'pull-requests: write',
      'security-events: write',
      'environment: skill-ci-llm',
      'concurrency:',
      'types: [opened, synchronize, reopened, labeled]',
      'npx skill-ci labels'
    ]) {
      expect(readme).toContain(text)
    }
  })
})

describe('README layer table', () => {
  it('is the one the layer registry renders (run `npm run docs` after changing a layer)', () => {
    expect(readme).toContain(layerTable())
  })

  it('names only inputs that action.yml declares', () => {
    for (const definition of [...LAYER_REGISTRY, CERTIFY]) {
      const inputs = 'inputs' in definition ? definition.inputs : []
      for (const name of [definition.labelInput, ...inputs]) {
        if (name !== undefined)
          expect([definition.key, name in actionYml.inputs]).toEqual([definition.key, true])
      }
    }
  })
})
