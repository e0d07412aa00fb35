// Fuzz test of the whole static pipeline: 1,000 generated SKILL.md files (byte-mutated examples
// and fixtures, templates with hostile names and descriptions, raw hostile YAML, symlinks) in
// skill folders with hostile names, scanned 100 to a folder. For each folder: runSkillCi does not
// throw, every skill has an entry, the report validates, and text, markdown, JUnit and SARIF carry
// no workflow command. Seeded (FUZZ_SEED to explore); failures come with a shrunk reproducer.
// The long run, with pipes, bigger files and a hang watchdog, is `npm run fuzz`.
import { describe, expect, it } from '@jest/globals'
import { caseAt, caseBytes, caseTags, type FuzzCase } from './cases.js'
import { checkRun, workflowCommandLines } from './check.js'
import { FUZZ_SEED, fuzzFailures } from './jest-run.js'
import { CI_PROFILE } from './profile.js'

const CASES = 1000
const BATCH = 100

const cases: Array<[number, FuzzCase]> = Array.from({ length: CASES }, (_, i) => [
  i,
  caseAt(FUZZ_SEED, i, CI_PROFILE)
])

/** Shapes the issue lists; each must be among the generated inputs. */
const REQUIRED_SHAPES = [
  'skill:nest',
  'skill:run',
  'skill:alias',
  'skill:duplicate-keys',
  'skill:control',
  'skill:workflow-command',
  'skill:huge-line',
  'skill:invalid-utf8',
  'skill:bom',
  'skill:crlf',
  'skill:cr',
  'skill:nul',
  'skill:mutated-seed',
  'skill:dangling',
  'skill:outside',
  'skill:loop',
  'folder:workflow-command',
  'folder:line-break'
]

describe('fuzz: hostile SKILL.md files through runSkillCi and every renderer', () => {
  it('finds the lines a runner would read as workflow commands', () => {
    const output = 'ok\n  ::warning::x\rmid ##[error]y\r\nplain :: text\n\u00a0::notice::z'
    expect(workflowCommandLines(output)).toEqual([
      '  ::warning::x',
      'mid ##[error]y',
      '\u00a0::notice::z'
    ])
  })

  it('generates every hostile shape, each file within the CI size limit', () => {
    const shapes = new Set(cases.flatMap(([, c]) => caseTags(c)))
    expect(REQUIRED_SHAPES.filter((s) => !shapes.has(s))).toEqual([])
    const largest = Math.max(...cases.map(([, c]) => caseBytes(c)))
    expect(largest).toBeLessThanOrEqual(CI_PROFILE.maxSkillBytes)
  })

  it(`survives ${CASES} generated skills: no crash, none missing, valid report, no workflow command`, async () => {
    expect(await fuzzFailures(cases, checkRun, BATCH)).toEqual([])
  }, 300_000)
})
