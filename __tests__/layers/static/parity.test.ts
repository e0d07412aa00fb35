// Parity vectors: 400 SKILL.md texts (frontmatter styles and YAML 1.1 corner cases, Unicode
// boundaries, fences, links) whose expected static results were computed by an independent
// Python re-derivation running PyYAML, the reference's YAML library
// (fixtures/skills/parity/reference.py).
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { scoreStatic } from '../../../src/layers/static/score.js'
import { parseSkill } from '../../../src/skill/parse.js'
import { folderFacts, pluginEvalLinks } from './build-skill.js'

interface ParityCase {
  content: string
  folder: {
    hasReferences: boolean
    referenceFiles: string[]
    hasAssets: boolean
    assetFiles: string[]
  }
  existing: string[]
  expected: { error: string } | { score: number; sub: Record<string, number>; anti: string[] }
}

const FIXTURE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../fixtures/skills/parity/cases.json'
)
const cases = JSON.parse(readFileSync(FIXTURE, 'utf8')) as ParityCase[]

describe('static layer (--scoring plugineval) matches the Python re-derivation on generated corner cases', () => {
  it('has the vectors', () => {
    expect(cases.length).toBe(400)
  })

  it.each(cases.map((c, i) => [i, c] as const))('case %i', (_, parityCase) => {
    const outcome = parseSkill(parityCase.content, 'seed', 'seed/SKILL.md')
    const expected = parityCase.expected
    if ('error' in expected) {
      expect(outcome.ok ? 'scored' : outcome.error.code).toBe(expected.error)
      return
    }
    if (!outcome.ok) throw new Error(`unexpected ${outcome.error.code}: ${outcome.error.message}`)
    const layer = scoreStatic({
      skill: outcome.skill,
      folder: folderFacts('seed', parityCase.folder),
      resolved: pluginEvalLinks(outcome.skill, parityCase.existing),
      scoring: 'plugineval'
    })
    expect({
      score: layer.score,
      sub: layer.subScores,
      anti: layer.antiPatterns.map((a) => a.flag)
    }).toEqual(expected)
  })
})
