import { mkdir, rm, symlink, truncate, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it, beforeAll } from '@jest/globals'
import {
  checkOutputPattern,
  evaluateAssertions,
  REGEX_WORK_BUDGET,
  taskCompleted,
  type RunFacts
} from '../../../src/layers/ab/assertions.js'
import { makeTempDir } from '../../../src/agent/workdir.js'
import type { Assertion, Scenario } from '../../../src/skill/eval/schema.js'

const run = (over: Partial<RunFacts> = {}): RunFacts => ({
  output: 'Total: 12 rows\nDone',
  error: null,
  timedOut: false,
  toolCalls: { write_file: 2, Skill: 1 },
  turns: 3,
  tokens: 900,
  ...over
})
const scenario = (assertions: Assertion[], extra: Partial<Scenario> = {}): Scenario => ({
  name: 's',
  prompt: 'p',
  timeout: 120,
  assertions,
  ...extra
})

let dir: string
let outside: string
beforeAll(async () => {
  dir = await makeTempDir('assert')
  outside = await makeTempDir('outside')
  await mkdir(path.join(dir, 'docs'))
  await writeFile(path.join(dir, 'docs/report.md'), '# Summary\nall good')
  await writeFile(path.join(dir, 'data.csv'), 'a,b')
  await writeFile(path.join(dir, '.hidden.csv'), 'secret')
  await writeFile(path.join(outside, 'secret.md'), 'Summary of secrets')
  await symlink(outside, path.join(dir, 'escape'))
})

const passes = async (a: Assertion, r = run()): Promise<boolean> =>
  (await evaluateAssertions(scenario([a]), r, dir))[0].passed

describe('output assertions', () => {
  it('match substrings case-insensitively', async () => {
    expect(await passes({ type: 'output_contains', value: 'TOTAL' })).toBe(true)
    expect(await passes({ type: 'output_not_contains', value: 'error' })).toBe(true)
    expect(await passes({ type: 'output_not_contains', value: 'done' })).toBe(false)
  })

  it('use RE2 with the i flag only: ^/$ anchor the whole output, . skips newlines', async () => {
    expect(await passes({ type: 'output_matches', pattern: '\\d+ ROWS' })).toBe(true)
    expect(await passes({ type: 'output_matches', pattern: '^Total' })).toBe(true)
    expect(await passes({ type: 'output_matches', pattern: '^Done' })).toBe(false)
    expect(await passes({ type: 'output_matches', pattern: 'rows.Done' })).toBe(false)
    expect(await passes({ type: 'output_not_matches', pattern: 'fail' })).toBe(true)
  })

  // Timing is for benchmarks; these prove the bound itself: RE2 never backtracks, so its work is
  // at most program size × characters read, and the characters read are cut to the budget.
  it('reads a catastrophic pattern over the whole long input within the work budget', async () => {
    const output = `${'a'.repeat(100_000)}!`
    const checked = checkOutputPattern('(a+)+$', output)
    expect(checked.hit).toBe(false)
    expect(checked.checkedChars).toBe(output.length)
    expect(checked.programSize * checked.checkedChars).toBeLessThanOrEqual(REGEX_WORK_BUDGET)
    expect(await passes({ type: 'output_matches', pattern: '(a+)+$' }, run({ output }))).toBe(false)
  })

  it('bounds RE2 work by program size × input: a large program reads a cut output', async () => {
    // RE2 is linear in the input but its NFA steps every instruction per character: `a{900}b`
    // (903 instructions) on 2M characters took 36 s. The input is cut to the work budget.
    const output = 'a'.repeat(2_000_000)
    const checked = checkOutputPattern('a{900}b', output)
    expect(checked.programSize).toBe(903)
    expect(checked.checkedChars).toBe(Math.floor(REGEX_WORK_BUDGET / 903))
    expect(checked.checkedChars).toBeLessThan(output.length)
    expect(checked.programSize * checked.checkedChars).toBeLessThanOrEqual(REGEX_WORK_BUDGET)
    const [r] = await evaluateAssertions(
      scenario([{ type: 'output_matches', pattern: 'a{900}b' }]),
      run({ output }),
      dir
    )
    expect(r).toEqual({
      type: 'output_matches',
      target: 'a{900}b',
      passed: false,
      message: `Output does not match pattern 'a{900}b' (checked the first ${Math.floor(REGEX_WORK_BUDGET / 903)} characters)`
    })
  })

  it('treats exit_success as no error, no timeout and some output', async () => {
    const exit: Assertion = { type: 'exit_success' }
    expect(await passes(exit)).toBe(true)
    expect(await passes(exit, run({ output: '' }))).toBe(false)
    expect(await passes(exit, run({ timedOut: true }))).toBe(false)
    expect(await passes(exit, run({ error: 'API error' }))).toBe(false)
  })
})

describe('file assertions', () => {
  it('glob inside the snapshot, skipping dot-files unless spelled out', async () => {
    expect(await passes({ type: 'file_exists', path: '*.csv' })).toBe(true)
    expect(await passes({ type: 'file_exists', path: 'docs' })).toBe(true)
    expect(await passes({ type: 'file_not_exists', path: '*.json' })).toBe(true)
    expect(await passes({ type: 'file_contains', path: '*.csv', value: 'secret' })).toBe(false)
    expect(await passes({ type: 'file_contains', path: '.*.csv', value: 'secret' })).toBe(true)
  })

  it('file_contains is case-sensitive and names the file', async () => {
    const [hit] = await evaluateAssertions(
      scenario([{ type: 'file_contains', path: '**/*.md', value: 'Summary' }]),
      run(),
      dir
    )
    expect(hit).toMatchObject({ passed: true, message: "File 'docs/report.md' contains 'Summary'" })
    expect(await passes({ type: 'file_contains', path: '**/*.md', value: 'summary' })).toBe(false)
  })

  it('never looks outside, even through symlinks or unvalidated patterns', async () => {
    expect(await passes({ type: 'file_contains', path: 'escape/*.md', value: 'Summary' })).toBe(
      false
    )
    expect(await passes({ type: 'file_exists', path: 'escape/secret.md' })).toBe(false)
    expect(await passes({ type: 'file_exists', path: '/etc/passwd' })).toBe(false)
    expect(await passes({ type: 'file_exists', path: '../*' })).toBe(false)
  })
})

describe('constraints and completion', () => {
  it('file_contains reads a bounded head of a huge file instead of failing on it', async () => {
    // 3 GiB sparse file: a whole read throws, so the match was silently skipped.
    const snap = await makeTempDir('assert-big')
    await writeFile(path.join(snap, 'big.log'), 'marker\n')
    await truncate(path.join(snap, 'big.log'), 3 * 1024 ** 3)
    const [r] = await evaluateAssertions(
      scenario([{ type: 'file_contains', path: '*.log', value: 'marker' }]),
      run(),
      snap
    )
    expect(r).toMatchObject({ passed: true, message: "File 'big.log' contains 'marker'" })
    await rm(snap, { recursive: true, force: true })
  })

  it('checks tools (with runtime aliases), turns and tokens inclusively', async () => {
    const s = scenario([], {
      expect_tools: ['create_file', 'bash'],
      reject_tools: ['Skill'],
      max_turns: 3,
      max_tokens: 899
    })
    const results = await evaluateAssertions(s, run(), dir)
    expect(results.map((r) => [r.type, r.passed])).toEqual([
      ['expect_tools', true],
      ['expect_tools', false],
      ['reject_tools', false],
      ['max_turns', true],
      ['max_tokens', false]
    ])
    expect(results[1].message).toBe(
      "Expected tool 'bash' was not used (tools used: write_file, Skill)"
    )
    expect(taskCompleted(s, run(), results)).toBe(false)
  })

  it('falls back to "no error" without assertions or constraints', () => {
    const bare: Scenario = { name: 's', prompt: 'p', timeout: 120 }
    expect(taskCompleted(bare, run(), [])).toBe(true)
    expect(taskCompleted(bare, run({ error: 'x' }), [])).toBe(false)
    expect(taskCompleted(scenario([]), run({ error: 'x' }), [])).toBe(true)
  })
})
