// The commands that can run hundreds of agent calls (ab, triggers, certify, improve) have a
// default max-usd the user can raise: a run whose estimate is above it makes no call at all and
// says so, `--max-usd` raises it, and `score` and `certify` take `--no-cache` like the others.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DEFAULT_CLI_MAX_USD } from '../../src/cli/options.js'
import { runMain } from './run-main.js'

let work: string
let skill: string
/** A key, and an API no request can reach: any call the run made would fail. */
const ENV = { ANTHROPIC_API_KEY: 'test-key', ANTHROPIC_BASE_URL: 'http://127.0.0.1:9' }

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'skill-ci-budget-'))
  skill = path.join(work, 'pdf')
  mkdirSync(skill)
  writeFileSync(
    path.join(skill, 'SKILL.md'),
    '---\nname: pdf\ndescription: Fills PDF forms. Use when a user sends a PDF form, or when asked to fill its fields.\n---\n\nFill the form.\n'
  )
  // The scaffolded eval: 3 scenarios at the A/B defaults cost more than the default budget.
  expect((await runMain(['scaffold', skill])).code).toBe(0)
})
afterAll(() => rmSync(work, { recursive: true, force: true }))

const budgetOf = (stderr: string) =>
  /budget max-usd \$(\d+(?:\.\d+)?): (fits|EXCEEDED)/.exec(stderr)

describe('the default max-usd', () => {
  it.each([
    ['ab', []],
    ['triggers', []],
    ['improve', []],
    ['certify', ['--corpus', '.']]
  ])('applies to %s and shows in its estimate', async (command, extra) => {
    const dry = await runMain([command, skill, '--dry-run', ...extra], ENV)
    expect(budgetOf(dry.stderr)?.[1]).toBe(String(DEFAULT_CLI_MAX_USD))
  })

  it('refuses a run whose estimate is above it, without a call', async () => {
    const run = await runMain(
      ['ab', skill, '--no-cache', '--no-results-dir', '--format', 'json'],
      ENV
    )
    expect(budgetOf(run.stderr)?.[2]).toBe('EXCEEDED')
    const report = JSON.parse(run.stdout) as {
      skills: { layers: { ab: { status: string; reason: string } } }[]
      usage: { calls: number; requests?: number }
    }
    expect(report.skills[0]?.layers.ab).toEqual({
      status: 'budget_exhausted',
      reason: 'estimate exceeds the budget; no call made'
    })
    expect(report.usage).toMatchObject({ calls: 0, requests: 0 })
  })

  it('is raised with --max-usd', async () => {
    const dry = await runMain(['ab', skill, '--dry-run', '--max-usd', '50'], ENV)
    expect(budgetOf(dry.stderr)?.slice(1)).toEqual(['50', 'fits'])
  })

  it('leaves score without a limit unless one is given', async () => {
    const dry = await runMain(['score', skill, '--depth', 'standard', '--dry-run'], ENV)
    expect(dry.stderr).toMatch(/LLM estimate: /)
    expect(budgetOf(dry.stderr)).toBeNull()
  })
})

describe('--no-cache', () => {
  it.each([
    ['score', ['--depth', 'standard']],
    ['certify', ['--corpus', '.']]
  ])('is a flag of %s', async (command, extra) => {
    const dry = await runMain([command, skill, '--no-cache', '--dry-run', ...extra], ENV)
    expect(dry.stderr).not.toMatch(/unknown option/)
    expect(dry.stderr).toMatch(/dry run: no model call was made/)
    const both = await runMain([command, skill, '--no-cache', '--cache-dir', 'x', ...extra], ENV)
    expect(both.stderr).toMatch(/--cache-dir and --no-cache contradict each other/)
  })
})
