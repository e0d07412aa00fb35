// Fuzz test of loadEvalFile: 1,000 generated tests/eval.yaml files (byte-mutated examples,
// templates with hostile names, prompts, patterns and paths, raw hostile YAML: deep nesting,
// aliases, duplicate keys, several documents), read 200 to a folder. Each read returns ok, absent
// or errors, never throws, and keeps its error list short. Seeded (FUZZ_SEED to explore).
import { describe, expect, it } from '@jest/globals'
import { evalAt, type FuzzCase } from './cases.js'
import { checkEvals } from './check.js'
import { FUZZ_SEED, fuzzFailures } from './jest-run.js'
import { CI_PROFILE } from './profile.js'
import { seeds } from './seeds.js'
import { parseEvalYaml } from '../../src/skill/eval-file.js'

const CASES = 1000
const BATCH = 200

const SKILL_MD = Buffer.from('---\nname: eval\ndescription: Holds an eval file.\n---\n')

const files = Array.from({ length: CASES }, (_, i) => evalAt(FUZZ_SEED, i, CI_PROFILE))

const cases: Array<[number, FuzzCase]> = files.map((evalYaml, i) => [
  i,
  {
    skills: [
      {
        folders: ['eval'],
        skillMd: { kind: 'file', file: { bytes: SKILL_MD, tags: [] } },
        evalYaml
      }
    ]
  }
])

const REQUIRED_SHAPES = [
  'nest',
  'run',
  'alias',
  'duplicate-keys',
  'control',
  'workflow-command',
  'huge-line',
  'invalid-utf8',
  'bom',
  'crlf',
  'multi-document',
  'mutated-seed'
]

describe('fuzz: hostile eval files through loadEvalFile', () => {
  it('mutates valid eval files', () => {
    const seedResults = seeds().evals.map((b) => parseEvalYaml(b.toString('utf8'), 'seed').ok)
    expect(seedResults.length).toBeGreaterThanOrEqual(4)
    expect(seedResults.every((ok) => ok === true)).toBe(true)
  })

  it('generates every hostile shape, each file within the CI size limit', () => {
    const shapes = new Set(files.flatMap((f) => f.tags))
    expect(REQUIRED_SHAPES.filter((s) => !shapes.has(s))).toEqual([])
    expect(Math.max(...files.map((f) => f.bytes.length))).toBeLessThanOrEqual(
      CI_PROFILE.maxEvalBytes
    )
  })

  it(`reads ${CASES} generated eval files: ok, absent or a short error list, never a throw`, async () => {
    expect(await fuzzFailures(cases, (_root, written) => checkEvals(written), BATCH)).toEqual([])
  }, 300_000)
})
