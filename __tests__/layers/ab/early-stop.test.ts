// Early stopping through the whole run, against the local Anthropic-protocol server: a skill whose
// effect is clear stops after its first round, one with no effect runs every round of the plan,
// and either way the report's requests, calls and dollars are what the server received, answered
// and billed.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import {
  textReply,
  toolUseReply,
  verdictReply,
  type FakeItem,
  type MessagesRequestBody
} from '../../fakes/anthropic-server.js'
import { fakeAnthropicPerTest } from '../../fakes/fake-anthropic-per-test.js'
import { billedUsd, usage } from '../harness-world.js'
import { testRunSettings } from '../test-run-settings.js'
import { hasSkillTool, isAgentTurn, turnOf } from './scripted.js'
import { runSkillCi, STATIC_PLAN } from '../../../src/run.js'
import { AbResultSchema, type RunReport } from '../../../src/model/index.js'
import { abRoundsLine, abVerdictLine } from '../../../src/report/ab.js'

const fake = fakeAnthropicPerTest()
const AGENT = 'claude-haiku-4-5-20251001'
const JUDGE = 'claude-sonnet-5'
/** Enough scenarios for the plan to look early (MIN_LOOK_SCENARIOS is 6). */
const SCENARIOS = 8
const RUNS = 5
/** Message requests of one round: per scenario 2 + 2 agent turns and 2 pairwise judgements. */
const PER_ROUND = SCENARIOS * 6
const SKILL_OUTPUT = 'done: 2 rows'

let home: string
beforeEach(async () => {
  home = await mkdtemp(path.join(os.tmpdir(), 'ab-early-stop-'))
})
afterEach(async () => {
  await rm(home, { recursive: true, force: true })
})

async function repository(): Promise<string> {
  const dir = path.join(home, 'repo', 'csv')
  await mkdir(path.join(dir, 'tests/fixtures'), { recursive: true })
  await writeFile(
    path.join(dir, 'SKILL.md'),
    '---\nname: csv\ndescription: Summarise CSV files. Use for any CSV request.\n---\nCount the rows.\n'
  )
  await writeFile(path.join(dir, 'tests/fixtures/data.csv'), 'a,b\n1,2\n')
  const scenario = (i: number) => `  - name: S${i}
    prompt: Summarise data.csv into summary.md (${i})
    setup:
      files:
        - { path: data.csv, source: tests/fixtures/data.csv }
    assertions:
      - { type: output_contains, value: done }
    rubric: [Counts rows]
`
  const all = Array.from({ length: SCENARIOS }, (_, i) => scenario(i + 1))
  await writeFile(path.join(dir, 'tests/eval.yaml'), `scenarios:\n${all.join('')}`)
  return path.dirname(dir)
}

/**
 * Both arms take two turns and one tool call and complete, so only the judge tells them apart:
 * with the skill the agent loads it, without it reads the file.
 */
function agent(body: MessagesRequestBody): FakeItem {
  if (turnOf(body) > 0) return textReply(hasSkillTool(body) ? SKILL_OUTPUT : 'done', { usage })
  return hasSkillTool(body)
    ? toolUseReply('Skill', { name: 'csv' }, { usage })
    : toolUseReply('read_file', { path: 'data.csv' }, { usage })
}

type Effect = 'clear' | 'none'

/**
 * A position-consistent judge. With a clear effect it prefers the skill's output in every
 * scenario (much better in odd ones, slightly better overall in even ones: the scenarios differ,
 * so there is spread to test on); with none it prefers the skill in odd scenarios and the
 * baseline in even ones, equally strongly, so the mean is 0 and the spread wide.
 */
const judge =
  (effect: Effect) =>
  (body: MessagesRequestBody): FakeItem => {
    const prompt = String(body.messages[0].content)
    const scenario = Number(/summary\.md \((\d+)\)/.exec(prompt)?.[1])
    const skillIs = prompt.indexOf(SKILL_OUTPUT) > prompt.indexOf('## Response B') ? 'B' : 'A'
    const other = skillIs === 'A' ? 'B' : 'A'
    const odd = scenario % 2 === 1
    const winner = effect === 'clear' || odd ? skillIs : other
    const overall = effect === 'clear' && !odd ? 'slightly-better' : 'much-better'
    return verdictReply(
      {
        rubric_results: [{ criterion: 1, winner, magnitude: 'much-better', reasoning: '' }],
        overall_winner: winner,
        overall_magnitude: overall,
        overall_reasoning: ''
      },
      { usage }
    )
  }

async function runAb(effect: Effect) {
  const root = await repository()
  const answered: string[] = []
  fake().setHandler((body) => {
    answered.push(body.model)
    return isAgentTurn(body) ? agent(body) : judge(effect)(body)
  })
  const report: RunReport = await runSkillCi({
    roots: [root],
    plan: { ...STATIC_PLAN, depth: 'standard', running: ['ab'] },
    layerSettings: {
      llm: testRunSettings(fake().url),
      judge: { judges: 1 },
      ab: { model: AGENT, judgeModel: JUDGE, runs: RUNS, concurrency: 4 },
      monteCarlo: { model: AGENT }
    },
    gate: { failOn: 'never' },
    now: () => new Date(0)
  })
  const dollars = billedUsd(answered)
  return { report, answered: answered.length, dollars }
}

/** The report's totals are what the server received, answered and billed. */
function expectLedgerTruth(report: RunReport, answered: number, dollars: number): void {
  const ledger = report.usage!
  expect(ledger.requests).toBe(fake().requests.length)
  expect(ledger.calls).toBe(answered)
  expect(ledger.costUsd).toBeCloseTo(dollars, 10)
}

describe('A/B early stopping through the run', () => {
  it('stops a clear effect after its first round, and books every request', async () => {
    const { report, answered, dollars } = await runAb('clear')
    const ab = AbResultSchema.parse(report.skills[0]?.layers.ab)
    expect(ab.verdict).toBe('helps')
    expect(ab.sequential).toMatchObject({
      looks: [1, 2, 3, 4, 5],
      rounds: 1,
      roundsPlanned: RUNS,
      stoppedBy: 'helps',
      stoppedEarly: true,
      lookLevel: 0.9975,
      familySize: 1,
      pairsRun: SCENARIOS,
      pairsPlanned: SCENARIOS * RUNS
    })
    // Whole rounds only: every scenario ran once, as its run 0.
    expect(ab.scenarios.map((s) => s.pairs.map((p) => p.run))).toEqual(
      Array.from({ length: SCENARIOS }, () => [0])
    )
    // The interval is the look's, at its nominal level, and the p-value carries the look's share.
    expect(ab.ci).toMatchObject({ level: 0.9975, pairs: SCENARIOS, scenarios: SCENARIOS })
    expect(ab.ci.low).toBeGreaterThan(0)
    expect(ab.tests.effect.p).toBeLessThan(0.05)
    expect(fake().messageRequests()).toHaveLength(PER_ROUND)
    expectLedgerTruth(report, answered, dollars)
    // Every call was the A/B layer's: its agent runs and its judges.
    expect(report.usage!.byLayer.ab).toMatchObject({ calls: answered })
    expect(report.usage!.byLayer.ab?.costUsd).toBeCloseTo(dollars, 10)
    expect(abVerdictLine(ab)).toMatch(/^helps · .* · stopped early after 1\/5 rounds · \$/)
    expect(abRoundsLine(ab)).toMatch(
      /^rounds: stopped early after 1 of 5 \(8 of 40 run pairs\): "helps" was settled at the look's 99\.75% level/
    )
  }, 60_000)

  it('runs the whole plan when there is no effect, and books every request', async () => {
    const { report, answered, dollars } = await runAb('none')
    const ab = AbResultSchema.parse(report.skills[0]?.layers.ab)
    expect(ab.verdict).toBe('insufficient_evidence')
    expect(ab.sequential).toMatchObject({
      rounds: RUNS,
      roundsPlanned: RUNS,
      stoppedBy: 'plan',
      stoppedEarly: false,
      lookLevel: 0.96,
      pairsRun: SCENARIOS * RUNS
    })
    expect(ab.scenarios.every((s) => s.pairs.length === RUNS)).toBe(true)
    // In rounds: no scenario's k-th run starts before every pair of round k − 1 was judged.
    const started = new Map<string, number>()
    let judged = 0
    for (const body of fake().messageRequests()) {
      if (!isAgentTurn(body)) judged++
      else if (turnOf(body) === 0 && hasSkillTool(body)) {
        const prompt = JSON.stringify(body.messages[0].content)
        const round = (started.get(prompt) ?? 0) + 1
        started.set(prompt, round)
        expect(judged).toBeGreaterThanOrEqual(2 * SCENARIOS * (round - 1))
      }
    }
    expect([...started.values()]).toEqual(Array.from({ length: SCENARIOS }, () => RUNS))
    expect(ab.ci.level).toBe(0.96)
    expect(fake().messageRequests()).toHaveLength(PER_ROUND * RUNS)
    expectLedgerTruth(report, answered, dollars)
    expect(abRoundsLine(ab)).toMatch(/^rounds: all 5 run \(40 of 40 run pairs\)/)
  }, 120_000)
})
