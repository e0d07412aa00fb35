// Decision-based stopping end to end: the whole pipeline (runSkillCi) with the activation layer on
// the real agent loop and Anthropic SDK client, against the local Messages API with a scripted
// model. A clear-cut broken skill (the agent never loads it) with gates settles its recall below
// min-recall after one round, so the run makes fewer calls than the width rule alone, far fewer
// than the fixed plan; and whatever stopped, the report's calls and dollars are the requests the
// server received and the usage it answered with.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { textReply, type FakeItem } from '../../fakes/anthropic-server.js'
import { fakeAnthropicPerTest } from '../../fakes/fake-anthropic-per-test.js'
import { testRunSettings } from '../test-run-settings.js'
import { runSkillCi, STATIC_PLAN } from '../../../src/run.js'
import { billedUsd } from '../harness-world.js'
import { MonteCarloResultSchema } from '../../../src/model/index.js'
import { monteCarloLines } from '../../../src/report/monte-carlo.js'
import { SHARED_NONE_PROMPTS } from '../../../src/layers/monte-carlo/shared-prompts.js'

const fake = fakeAnthropicPerTest()
const AGENT = 'claude-haiku-4-5-20251001'
const USAGE = { input_tokens: 50, output_tokens: 5 }
const SHOULD = Array.from({ length: 10 }, (_, i) => `Summarise the CSV export number ${i}`)
const SHOULD_NOT = Array.from({ length: 10 }, (_, i) => `Plan a team offsite for ${i + 3} people`)
/** One round: the skill's 20 prompts and the shared ones. */
const PER_ROUND = SHOULD.length + SHOULD_NOT.length + SHARED_NONE_PROMPTS.length
const ROUNDS = 10

let home: string
beforeEach(async () => {
  home = await mkdtemp(path.join(os.tmpdir(), 'decision-stopping-'))
})
afterEach(async () => {
  await rm(home, { recursive: true, force: true })
})

/** A repository of one skill with an authored trigger set and no scenarios. */
async function repository(): Promise<string> {
  const dir = path.join(home, 'repo', 'csv')
  await mkdir(path.join(dir, 'tests'), { recursive: true })
  await writeFile(
    path.join(dir, 'SKILL.md'),
    '---\nname: csv\ndescription: Summarise CSV files. Use for any CSV request.\n---\nCount the rows.\n'
  )
  const list = (xs: string[]) => xs.map((q) => `    - "${q}"`).join('\n')
  await writeFile(
    path.join(dir, 'tests/eval.yaml'),
    `triggers:\n  should:\n${list(SHOULD)}\n  should_not:\n${list(SHOULD_NOT)}\n`
  )
  return path.dirname(dir)
}

/** The agent never loads a skill: it answers at once, one call per trigger run. */
async function runBroken(gates: { minRecall?: number; maxFalseActivation?: number }) {
  let answered = 0
  fake().setHandler((): FakeItem => {
    answered++
    return { ...textReply('Here you go.'), usage: USAGE }
  })
  const report = await runSkillCi({
    roots: [await repository()],
    plan: { ...STATIC_PLAN, depth: 'deep', running: ['monte_carlo'] },
    layerSettings: {
      llm: testRunSettings(fake().url),
      judge: { judges: 1 },
      ab: { model: AGENT },
      monteCarlo: { model: AGENT, runs: ROUNDS, distractors: 'none', ...gates }
    },
    gate: { failOn: 'never' },
    now: () => new Date(0)
  })
  const dollars = billedUsd(Array<string>(answered).fill(AGENT), USAGE)
  const result = MonteCarloResultSchema.parse(report.skills[0]?.layers.monte_carlo)
  return { report, result, answered, dollars }
}

describe('decision-based stopping through the pipeline', () => {
  it('settles a broken skill against its gates in one round, and books exactly the requests made', async () => {
    const { report, result, answered, dollars } = await runBroken({
      minRecall: 0.8,
      maxFalseActivation: 0.2
    })
    // Recall 0 of 10 runs: the sequence's upper end (35 %) is far below 80 %. The 20 should-not
    // prompts never fire either: the upper end after 20 runs (19.98 %) is just below 20 %.
    expect(result.recall).toMatchObject({ rate: 0, runs: 10 })
    expect(result.recall!.high).toBeLessThan(0.8)
    expect(result.sequential).toMatchObject({
      rounds: 1,
      maxRounds: ROUNDS,
      runs: PER_ROUND,
      fixedRuns: ROUNDS * PER_ROUND,
      stoppedEarly: true,
      sets: {
        should: { stoppedBy: 'decision', rounds: 1, runs: 10, prompts: 10 },
        shouldNot: { stoppedBy: 'decision', rounds: 1, runs: 20, prompts: 20 }
      }
    })
    expect(result.gate.failures).toEqual([
      expect.stringMatching(/^recall 0% .* below min-recall 80%/)
    ])
    // Calls and dollars: what the server received and answered, in the layer and in the run.
    expect(fake().messageRequests()).toHaveLength(PER_ROUND)
    expect(answered).toBe(PER_ROUND)
    expect(result.sequential.calls).toBe(answered)
    expect(report.usage).toMatchObject({ calls: answered, requests: fake().requests.length })
    expect(report.usage!.costUsd).toBeCloseTo(dollars, 10)
    expect(result.costUsd).toBeCloseTo(dollars, 10)
    // The report says which rule stopped each set, and after how many runs.
    expect(monteCarloLines(result)).toContain(
      'stopped (each prompt set on its own): recall settled below min-recall 80% after 10 runs (1 round); false activations settled below max-false-activation 20% after 20 runs (1 round)'
    )
  })

  it('without gates the width rule alone stops the same skill, one round later for its recall', async () => {
    const gated = await runBroken({ minRecall: 0.8, maxFalseActivation: 0.2 })
    const ungated = await runBroken({})
    expect(ungated.result.sequential.sets).toEqual({
      should: { stoppedBy: 'width', rounds: 2, runs: 20, prompts: 10 },
      shouldNot: { stoppedBy: 'width', rounds: 1, runs: 20, prompts: 20 }
    })
    // Only the should prompts ran a second round.
    expect(ungated.result.sequential.runs).toBe(PER_ROUND + SHOULD.length)
    expect(ungated.answered).toBe(ungated.result.sequential.calls)
    expect(ungated.report.usage!.costUsd).toBeCloseTo(ungated.dollars, 10)
    expect(gated.answered).toBeLessThan(ungated.answered)
    expect(ungated.answered).toBeLessThan(ungated.result.sequential.fixedRuns / 5)
    expect(monteCarloLines(ungated.result)).toContain(
      'stopped (each prompt set on its own): recall within ±0.1 after 20 runs (2 rounds); false activations within ±0.1 after 20 runs (1 round)'
    )
  })
})
