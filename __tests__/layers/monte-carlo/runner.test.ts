// The activation layer on the REAL agent loop and Anthropic SDK client, against the local fake
// Messages API with scripted models: one that always loads the skill, one that never does, one
// that picks the sibling on near misses (after a first look at the files), one that pastes the
// skill's text without calling the Skill tool, and one whose calls fail 30 % of the time. Both
// skills of the repository are evaluated together, so one set of runs gives both their records.
import { describe, expect, it } from '@jest/globals'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fakeAnthropicPerTest } from '../../fakes/fake-anthropic-per-test.js'
import { createLlm, type BatchOptions, type BudgetLimits } from '../../../src/llm/index.js'
import { makeTempDir } from '../../../src/agent/workdir.js'
import type { MonteCarloConfig } from '../../../src/layers/monte-carlo/options.js'
import { createMonteCarloRunner } from '../../../src/layers/monte-carlo/runner.js'
import type { LayerOutcome, SkillUnderTest } from '../../../src/layers/types.js'
import { MonteCarloResultSchema, type MonteCarloResult } from '../../../src/model/index.js'
import {
  alwaysCsv,
  CSV_SHOULD,
  failing,
  makeRepository,
  never,
  pastesSkill,
  PDF_NEAR_MISSES,
  picksSibling,
  PROMPTS_PER_ROUND,
  readRepository,
  type TriggerModel
} from './scripted.js'
import { forcedTool, toolUseReply, type FakeHandler } from '../../fakes/anthropic-server.js'
import { GENERATE_TOOL } from '../../../src/layers/monte-carlo/generate-triggers.js'

const fake = fakeAnthropicPerTest()

const BASE: MonteCarloConfig = {
  model: 'claude-haiku-4-5-20251001',
  distractors: 'none',
  runs: 2,
  seed: 7
}

/** Runs the layer for both skills (as the pipeline does, concurrently) with `handler` as the model. */
async function evaluate(
  handler: FakeHandler | TriggerModel,
  config: Partial<MonteCarloConfig> = {},
  cacheDir: string | null = null,
  budget: BudgetLimits = {},
  repository?: string,
  batch?: BatchOptions
): Promise<{ csv: LayerOutcome; pdf: LayerOutcome; skills: SkillUnderTest[] }> {
  fake().setHandler(handler as FakeHandler)
  const skills = await readRepository(repository ?? (await makeRepository()))
  const llm = createLlm({
    apiKey: 'test-key',
    baseURL: fake().url,
    toolVersion: 'test',
    cacheDir,
    retry: { baseDelayMs: 1, maxRetries: 0 },
    env: {},
    budget,
    batch
  })
  const runner = createMonteCarloRunner({ ...BASE, ...config }, llm, skills)
  const [csv, pdf] = await Promise.all(skills.map((s) => runner.run(s)))
  return { csv: csv as LayerOutcome, pdf: pdf as LayerOutcome, skills }
}

const resultOf = (outcome: LayerOutcome): MonteCarloResult =>
  MonteCarloResultSchema.parse(outcome.record)

/** csv: 4 should-prompts; 13 others (2 near misses for pdf, 1 of its own, 10 shared). */
const CSV_NEGATIVES = PROMPTS_PER_ROUND - CSV_SHOULD.length
const PREVALENCE = CSV_SHOULD.length / PROMPTS_PER_ROUND

describe('the activation layer', () => {
  it('(c) counts a Skill call on a later turn, names the sibling that fired, and builds the confusion matrix once for both skills', async () => {
    const { csv, pdf } = await evaluate(picksSibling)
    const r = resultOf(csv)
    expect(r).toMatchObject({
      triggerSource: 'authored',
      recall: { rate: 1, prompts: 4, runs: 8 },
      falseActivation: { rate: 0, prompts: CSV_NEGATIVES, runs: 2 * CSV_NEGATIVES },
      prevalence: { value: PREVALENCE, source: 'authored mix' },
      precision: { value: 1 },
      f1: { value: 1 },
      triggeringFrom: 'f1',
      flakyPrompts: 0,
      confusions: { firedInstead: [], stole: [] },
      failures: { rate: 0, runs: 2 * PROMPTS_PER_ROUND },
      sequential: { rounds: 2, maxRounds: 2, runs: 2 * PROMPTS_PER_ROUND, stoppedEarly: false },
      catalogue: { size: 2, siblings: ['pdf'], distractors: 'none', seed: 7 },
      certifies: true
    })
    // Each CSV run made two calls: a stubbed look at the files, then the Skill call.
    expect(r.sequential.calls).toBe(2 * (2 * CSV_SHOULD.length) + 2 * (PROMPTS_PER_ROUND - 4))
    expect(r.confusions.matrix).toEqual({
      rows: ['csv', 'pdf', 'none'],
      columns: ['csv', 'pdf', 'none'],
      counts: [
        [8, 0, 0],
        [0, 4, 0],
        [0, 0, 22]
      ]
    })
    const nearMiss = r.prompts.find((p) => p.query === PDF_NEAR_MISSES[0])
    expect(nearMiss).toMatchObject({
      kind: 'should_not',
      expectedSkill: 'pdf',
      origin: 'own',
      activations: 0,
      fired: { pdf: 2 }
    })
    // The sibling's record comes from the same runs: no second call was made for it.
    expect(resultOf(pdf)).toMatchObject({
      recall: { rate: 1, prompts: 2 },
      falseActivation: { rate: 0 },
      confusions: { matrix: r.confusions.matrix }
    })
    // Plus csv's eval scenario once in full: a look, the Skill call, the answer.
    expect(fake().messageRequests()).toHaveLength(r.sequential.calls + 3)
    expect(r.quality).toMatchObject({ measured: true, value: 1 })
    expect(r.quality.note).toContain('conditional on activation')
    expect(resultOf(pdf).quality).toEqual({
      measured: false,
      value: null,
      note: 'unmeasured: no tests/eval.yaml scenarios'
    })
    expect(csv.dimensions).toEqual({
      triggering_accuracy: 1,
      robustness: 1,
      token_efficiency: expect.any(Number),
      output_quality: 1
    })
  })

  it('with batch: on, sends each round’s first turns as one batch and keeps the later turns live, with the same rates', async () => {
    const live = resultOf((await evaluate(picksSibling)).csv)
    const liveRequests = fake().messageRequests().length
    const batched = await evaluate(picksSibling, {}, null, {}, undefined, {
      mode: 'on',
      gatherMs: 300,
      pollMs: 1,
      maxPollMs: 2
    })
    const r = resultOf(batched.csv)
    expect(r.recall).toEqual(live.recall)
    expect(r.falseActivation).toEqual(live.falseActivation)
    expect(r.confusions.matrix).toEqual(live.confusions.matrix)
    // One batch per round, each holding every prompt's first turn (the runs start together).
    const rounds = new Map<string, number>()
    for (const b of fake().batchRequests()) rounds.set(b.batchId, (rounds.get(b.batchId) ?? 0) + 1)
    expect([...rounds.values()]).toEqual([PROMPTS_PER_ROUND, PROMPTS_PER_ROUND])
    expect(
      fake()
        .batchRequests()
        .every((b) => b.params.messages.length === 1)
    ).toBe(true)
    // The csv runs' second turns, and the scenario run, stay live.
    const liveNow = fake().messageRequests().length - liveRequests
    expect(liveNow).toBe(r.sequential.calls - 2 * PROMPTS_PER_ROUND + 3)
  })

  it('(a) a model that always loads csv: recall 1, every other request taken, the sibling robbed', async () => {
    const { csv, pdf } = await evaluate(alwaysCsv, { prevalence: 0.5 })
    const r = resultOf(csv)
    expect(r.recall?.rate).toBe(1)
    expect(r.falseActivation?.rate).toBe(1)
    expect(r.prevalence).toEqual({ value: 0.5, source: 'input' })
    expect(r.precision?.value).toBeCloseTo(0.5)
    expect(r.f1?.value).toBeCloseTo(2 / 3)
    expect(r.confusions.stole).toEqual([
      { skill: 'none', runs: 22 },
      { skill: 'pdf', runs: 4 }
    ])
    expect(resultOf(pdf)).toMatchObject({
      recall: { rate: 0 },
      confusions: { firedInstead: [{ skill: 'csv', runs: 4 }] }
    })
  })

  it.each([
    ['(b) never loads a skill', never],
    ['(d) pastes the skill text without calling the Skill tool', pastesSkill]
  ])('%s: not activated, recall 0', async (_, model) => {
    const { csv } = await evaluate(model)
    const r = resultOf(csv)
    expect(r.recall?.rate).toBe(0)
    expect(r.falseActivation?.rate).toBe(0)
    expect(r.precision).toBeNull()
    expect(r.f1?.value).toBe(0)
    expect(r.prompts.every((p) => p.activations === 0 && Object.keys(p.fired).length === 0)).toBe(
      true
    )
    expect(csv.dimensions?.triggering_accuracy).toBe(0)
  })

  it('(e) 30 % of calls fail: the failure rate says so, the rates rest on the runs that answered', async () => {
    // Ten rounds of one-call runs and no early stop: 170 calls, of which 51 fail.
    const { csv } = await evaluate(failing(alwaysCsv), { runs: 10, epsilon: 0.001 })
    const r = resultOf(csv)
    expect(r.failures).toMatchObject({ rate: 0.3, runs: 170, method: 'clopper-pearson' })
    expect(r.failures.low).toBeLessThan(0.3)
    expect(r.failures.high).toBeGreaterThan(0.3)
    expect(r.recall?.rate).toBe(1)
    expect(r.recall?.runs).toBeLessThan(40)
    expect(csv.dimensions?.robustness).toBeCloseTo(0.7)
  })

  it('stops each prompt set of each skill on its own, and reports the runs used against the fixed plan', async () => {
    const { csv, pdf } = await evaluate(picksSibling, { runs: 30, epsilon: 0.25 })
    const r = resultOf(csv)
    const p = resultOf(pdf)
    expect(r.sequential).toMatchObject({
      stoppedEarly: true,
      fixedRuns: 30 * PROMPTS_PER_ROUND,
      method: expect.stringMatching(/confidence-sequence/)
    })
    // csv's 4 should-prompts always fire: ±0.25 after 8 agreeing runs (2 rounds); its 13 others
    // never do (1 round). pdf's 2 near misses need 6 runs (3 rounds), and run on for it alone.
    expect(r.sequential.sets).toEqual({
      should: { stoppedBy: 'width', rounds: 2, runs: 8, prompts: 4 },
      shouldNot: { stoppedBy: 'width', rounds: 1, runs: 13, prompts: 13 }
    })
    expect(p.sequential.sets?.should).toEqual({
      stoppedBy: 'width',
      rounds: 3,
      runs: 6,
      prompts: 2
    })
    // Each rate rests on its set's runs up to its stop, the same runs the prompt table shows.
    expect(r.recall).toMatchObject({ rate: 1, runs: 8 })
    expect(r.falseActivation).toMatchObject({ rate: 0, runs: 13 })
    expect(r.prompts.reduce((n, q) => n + q.runs, 0)).toBe(8 + 13)
    // The group ran every prompt as long as some skill's set still needed it, and no longer: 17
    // prompts, then csv's 4 and pdf's 2, then pdf's 2. Each run's first request has one message
    // (the scenario run's too).
    const triggerRuns = fake()
      .messageRequests()
      .filter((b) => b.messages.length === 1).length
    expect(r.sequential.runs).toBe(17 + 6 + 2)
    expect(triggerRuns).toBe(r.sequential.runs + 1)
    expect(r.sequential.rounds).toBe(3)
  })

  it('fails the gate on the description line when recall misses min-recall', async () => {
    const { csv, skills } = await evaluate(never, { minRecall: 0.8, maxFalseActivation: 0.2 })
    expect(csv.gateFailures).toEqual([expect.stringMatching(/^recall 0% .* below min-recall 80%/)])
    expect(csv.findings).toEqual([
      expect.objectContaining({
        ruleId: 'activation/recall-below-gate',
        source: 'activation',
        file: 'csv/SKILL.md',
        line: skills[0]?.frontmatter.keyLines.description
      })
    ])
  })

  it('makes no call the second time: every trigger run is answered from the cache', async () => {
    const cacheDir = await makeTempDir('mc-cache')
    const first = resultOf((await evaluate(picksSibling, {}, cacheDir)).csv)
    const sent = fake().messageRequests().length
    const second = resultOf((await evaluate(picksSibling, {}, cacheDir)).csv)
    expect(fake().messageRequests()).toHaveLength(sent)
    expect(second.sequential.cachedCalls).toBe(first.sequential.calls)
    expect(second.sequential.calls).toBe(0)
    expect(second.recall).toEqual(first.recall)
  })

  it('puts the busy conversation before every trigger prompt', async () => {
    const { csv } = await evaluate(picksSibling, { context: 'busy', runs: 1 })
    expect(resultOf(csv)).toMatchObject({ context: 'busy', recall: { rate: 1 } })
    const trigger = fake()
      .messageRequests()
      .find((b) => b.messages.at(-1)?.content === CSV_SHOULD[0])
    expect(trigger?.messages.length).toBeGreaterThan(4)
    expect(trigger?.messages.at(-2)?.role).toBe('assistant')
  })

  it('with both contexts: the empty one decides, the busy one is reported beside it, scenarios run once', async () => {
    const { csv } = await evaluate(picksSibling, { context: 'both', runs: 1 })
    const r = resultOf(csv)
    expect(r).toMatchObject({ context: 'empty', recall: { rate: 1 }, quality: { measured: true } })
    expect(r.otherContexts).toEqual([
      {
        context: 'busy',
        recall: expect.objectContaining({ rate: 1, prompts: 4 }),
        falseActivation: expect.objectContaining({ rate: 0 }),
        f1: expect.objectContaining({ value: 1 })
      }
    ])
    // Two sets of trigger runs (after the busy conversation the scripted model skips its first
    // look: one call per prompt), one scenario run.
    expect(fake().messageRequests()).toHaveLength(r.sequential.calls + PROMPTS_PER_ROUND + 3)
  })

  it('gives no rates when the budget cuts the rounds short', async () => {
    const { csv, pdf } = await evaluate(picksSibling, {}, null, { maxCalls: 5 })
    for (const outcome of [csv, pdf]) {
      expect(outcome.record).toMatchObject({ status: 'budget_exhausted' })
      expect(outcome.dimensions).toBeUndefined()
    }
  })

  it('generates a missing trigger set once, marks it generated, writes it as a block, and reuses it from the cache', async () => {
    const generated = {
      should: Array.from({ length: 10 }, (_, i) => ({
        query: `Pull the tables out of report-${i}.pdf`
      })),
      should_not: Array.from({ length: 10 }, (_, i) =>
        i < 5
          ? { query: `Count the rows of export-${i}.csv`, expected_skill: 'csv' }
          : { query: `Book a meeting room for ${i} people`, expected_skill: null }
      )
    }
    const handler: FakeHandler = (body) =>
      forcedTool(body) === GENERATE_TOOL
        ? toolUseReply(GENERATE_TOOL, generated)
        : picksSibling(body)
    const repository = await makeRepository(false)
    const cacheDir = await makeTempDir('mc-generated-cache')
    const resultsDir = await makeTempDir('mc-results')
    const first = await evaluate(handler, { runs: 1, resultsDir }, cacheDir, {}, repository)
    const pdf = resultOf(first.pdf)
    // Its ten generated prompts, and csv's two near misses that name it.
    expect(pdf).toMatchObject({ triggerSource: 'generated', recall: { rate: 1, prompts: 12 } })
    expect(pdf.notes).toContain(
      'generated trigger set written to monte-carlo/pdf/triggers.yaml (results folder)'
    )
    expect(resultOf(first.csv).triggerSource).toBe('authored')
    const block = await readFile(path.join(resultsDir, 'monte-carlo/pdf/triggers.yaml'), 'utf8')
    expect(block).toMatch(/^# Generated by skill-ci/)
    expect(block).toContain('Pull the tables out of report-0.pdf')
    const sent = fake().messageRequests().length
    const again = await evaluate(handler, { runs: 1, resultsDir }, cacheDir, {}, repository)
    expect(fake().messageRequests()).toHaveLength(sent)
    expect(resultOf(again.pdf).recall).toEqual(pdf.recall)
  })

  it('reports the layer failed, loudly, when every run failed', async () => {
    const { csv } = await evaluate(failing(() => ({ kind: 'status', status: 400 })))
    expect(csv.record).toMatchObject({
      status: 'error',
      reason: expect.stringMatching(/^every trigger run failed/)
    })
    expect(csv.dimensions).toBeUndefined()
  })
})
