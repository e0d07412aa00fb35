// The README's input and output tables must list exactly what action.yml declares, with the same
// defaults, so the documentation cannot drift from the metadata.
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { CERTIFY, LAYER_REGISTRY } from '../../src/layers/registry.js'
import { layerTable } from '../../scripts/layer-table.js'

const actionYml = parse(readFileSync('action.yml', 'utf8')) as {
  inputs: Record<string, { default?: string }>
  outputs: Record<string, { description: string }>
}
const readme = readFileSync('README.md', 'utf8')
const section = readme.slice(
  readme.indexOf('<!-- section:action -->'),
  readme.indexOf('<!-- /section:action -->')
)

/** Rows of the first table after `### <heading>`: cells without the surrounding backticks. */
function tableAfter(heading: string): string[][] {
  const start = section.indexOf(`### ${heading}\n`)
  expect(start).toBeGreaterThan(-1)
  const lines = section.slice(start).split('\n')
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

describe('README action section', () => {
  it('documents every input of action.yml with its default', () => {
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

  it('shows the two-workflow quick start with the permissions the action needs', () => {
    for (const text of [
      'checks: write',
      'pull-requests: write',
      'environment:',
      'concurrency:',
      'types: [labeled, synchronize]'
    ]) {
      expect(section).toContain(text)
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
