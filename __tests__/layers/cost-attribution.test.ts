// Costs that add up: a run of two skills of one repository through the judge (failing), the
// activation layer (whose trigger runs the skills share, and whose scenario runs each skill pays
// alone) and the A/B layer (arms and judges), against the local Anthropic-protocol server whose every answer
// bills tokens counted from the request. Each skill's cost, per layer and in all, is what its
// calls cost; the skills' figures add up to the run's total, and that total to the server's bill.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { fakeAnthropicPerTest } from '../fakes/fake-anthropic-per-test.js'
import type { FakeReply, MessagesRequestBody } from '../fakes/anthropic-server.js'
import { world } from './harness-world.js'
import { turnOf } from './ab/scripted.js'
import { testRunSettings } from './test-run-settings.js'
import type { LlmRunSettings } from '../../src/layers/llm-setup.js'
import { runSkillCi, STATIC_PLAN } from '../../src/run.js'
import { costUsd, priceFor } from '../../src/llm/index.js'
import {
  monteCarloResultOf,
  type AbResult,
  type CostlyLayerName,
  type HarnessName,
  type RunReport
} from '../../src/model/index.js'
import { SHARED_NONE_PROMPTS } from '../../src/layers/monte-carlo/shared-prompts.js'
import { renderText } from '../../src/cli/formats/text.js'
import { terminalStyle } from '../../src/cli/formats/style.js'
import { commentMarker, renderComment } from '../../src/report/markdown.js'
import { renderJUnit } from '../../src/report/junit.js'

const fake = fakeAnthropicPerTest()
const AGENT = 'claude-haiku-4-5-20251001'
const JUDGE = 'claude-sonnet-5'

let home: string
beforeEach(async () => {
  home = await mkdtemp(path.join(os.tmpdir(), 'cost-attribution-'))
})
afterEach(async () => {
  await rm(home, { recursive: true, force: true })
})

const scenario = (name: string, prompt: string) => `  - name: ${name}
    prompt: ${prompt}
    setup:
      files:
        - { path: data.csv, source: tests/fixtures/data.csv }
    assertions:
      - { type: output_contains, value: done }
    rubric: [Counts rows]
`

/**
 * One root, two skills with authored triggers: csv (two should, one should-not prompt, two
 * scenarios) and notes (one prompt each way, one scenario). Their prompts differ in number, so
 * an equal split of everything would not give their figures.
 */
async function repository(): Promise<string> {
  const root = path.join(home, 'repo')
  const skills = [
    {
      name: 'csv',
      description: 'Summarise CSV files. Use for any CSV request.',
      triggers: ['Summarise the CSV file sales.csv', 'Count the rows of this csv'],
      not: ['Write a poem about autumn'],
      scenarios: [
        scenario('S1', 'Summarise data.csv into summary.md'),
        scenario('S2', 'Summarise data.csv into a table')
      ]
    },
    {
      name: 'notes',
      description: 'Take meeting notes. Use when the user asks for minutes.',
      triggers: ['Take the minutes of this meeting'],
      not: ['Plan a trip to Rome'],
      scenarios: [scenario('N1', 'Write minutes for data.csv')]
    }
  ]
  for (const s of skills) {
    const dir = path.join(root, s.name)
    await mkdir(path.join(dir, 'tests/fixtures'), { recursive: true })
    await writeFile(
      path.join(dir, 'SKILL.md'),
      `---\nname: ${s.name}\ndescription: ${s.description}\n---\nDo the task, then say done.\n`
    )
    await writeFile(path.join(dir, 'tests/fixtures/data.csv'), 'a,b\n1,2\n')
    const list = (qs: string[]) => qs.map((q) => `    - "${q}"`).join('\n')
    await writeFile(
      path.join(dir, 'tests/eval.yaml'),
      `triggers:\n  should:\n${list(s.triggers)}\n  should_not:\n${list(s.not)}\nscenarios:\n${s.scenarios.join('')}`
    )
  }
  return root
}

/** Every answer bills its input tokens from the request's size and a few output tokens. */
function billingWorld(billed: number[]) {
  return (body: MessagesRequestBody) => {
    const item = world(body) as FakeReply
    const usage = {
      input_tokens: Math.ceil(JSON.stringify(body).length / 4),
      output_tokens: 7 + 3 * turnOf(body),
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: 0
    }
    const tokens = { input: usage.input_tokens, output: usage.output_tokens }
    billed.push(costUsd({ ...tokens, cacheWrite: 0, cacheRead: 0 }, priceFor(body.model)))
    return { ...item, usage }
  }
}

async function run(
  layers: CostlyLayerName[],
  harness: HarnessName = 'builtin',
  llm: Partial<LlmRunSettings> = {}
): Promise<{ report: RunReport; bill: number }> {
  const billed: number[] = []
  fake().setHandler(billingWorld(billed))
  const report = await runSkillCi({
    roots: [await repository()],
    plan: { ...STATIC_PLAN, depth: 'deep', running: layers },
    layerSettings: {
      llm: testRunSettings(fake().url, llm),
      judge: { judges: 1 },
      ab: { model: AGENT, judgeModel: JUDGE, runs: 1, concurrency: 2 },
      monteCarlo: { model: AGENT, judgeModel: JUDGE, runs: 2, distractors: 'none', seed: 3 },
      harness: { name: harness }
    },
    gate: { failOn: 'never' },
    now: () => new Date(0)
  })
  return { report, bill: billed.reduce((sum, usd) => sum + usd, 0) }
}

const skill = (report: RunReport, name: string) => {
  const found = report.skills.find((s) => s.name === name)
  if (found === undefined) throw new Error(`no skill ${name}`)
  return found
}

describe('per-skill costs', () => {
  // Claude Code makes the agent's calls itself, through its relay: they are booked all the same.
  it.each(['builtin', 'claude-code'] as const)(
    'add up to the run total and to what the server billed, per layer and in all (%s harness)',
    async (harness) => {
      const { report, bill } = await run(['judge', 'monte_carlo', 'ab'], harness)
      const usage = report.usage!
      expect(usage.costUsd).toBeGreaterThan(0)
      expect(usage.costUsd).toBeCloseTo(bill, 10)
      const skills = report.skills.map((s) => s.cost!)
      expect(skills.reduce((sum, c) => sum + c.usd, 0)).toBeCloseTo(usage.costUsd, 10)
      for (const layer of ['judge', 'monte_carlo', 'ab'] as const) {
        const perSkill = skills.reduce((sum, c) => sum + (c.byLayer[layer] ?? 0), 0)
        expect(perSkill).toBeGreaterThan(0)
        expect(perSkill).toBeCloseTo(usage.byLayer[layer]!.costUsd, 10)
      }
      // csv's pairs were judged (notes' agent loads csv, which it was not offered: no judgement).
      const pairs = (skill(report, 'csv').layers.ab as AbResult).scenarios.flatMap((sc) => sc.pairs)
      expect(pairs.length).toBe(2)
      expect(pairs.every((p) => (p.judgeCostUsd ?? 0) > 0)).toBe(true)
      for (const s of report.skills) {
        expect(s.layers.ab?.status).toBe('ok')
        expect(s.layers.monte_carlo?.status).toBe('ok')
        // This world's judge answers only the A/B judges' tool: the judge layer fails, and its calls
        // still count towards the skill's cost.
        expect(s.layers.judge?.status).toBe('error')
        expect(s.cost!.byLayer.judge).toBeGreaterThan(0)
        // The layers' own figures are the skill's calls of that layer.
        const ab = s.layers.ab as AbResult
        expect(ab.costUsd).toBeCloseTo(s.cost!.byLayer.ab!, 10)
        expect(monteCarloResultOf(s.layers.monte_carlo)!.costUsd).toBeCloseTo(
          s.cost!.byLayer.monte_carlo!,
          10
        )
      }
    },
    120_000
  )

  it('add up in the text, the comment and JUnit as in the JSON', async () => {
    const { report } = await run(['monte_carlo', 'ab'])
    const total = report.usage!.costUsd
    const sum = (figures: number[]) => figures.reduce((a, b) => a + b, 0)
    const dollars = (output: string, pattern: RegExp) =>
      [...output.matchAll(pattern)].map((m) => Number(m[1]))
    const text = renderText(report, terminalStyle(false, {}), { verbose: false })
    const comment = renderComment(report, {
      checkName: 'skill-ci',
      marker: commentMarker('skill-ci')
    })
    const junit = renderJUnit(report)
    for (const [output, perSkill, run] of [
      [text, /LLM cost: \$(\d+\.\d+)/g, / · LLM \$(\d+\.\d+)/g],
      [comment, /LLM cost of this skill: \$(\d+\.\d+)/g, /cache hits?, \$(\d+\.\d+)/g]
    ] as const) {
      const figures = dollars(output, perSkill)
      expect(figures).toHaveLength(2)
      // Written to four decimals: they add up to the written total within the rounding.
      expect(Math.abs(sum(figures) - sum(dollars(output, run)))).toBeLessThanOrEqual(0.0001)
      expect(sum(dollars(output, run))).toBeCloseTo(total, 4)
    }
    const properties = dollars(junit, /name="cost-usd" value="(\d+\.\d+)"/g)
    expect(properties).toHaveLength(2)
    expect(sum(properties)).toBeCloseTo(total, 5)
    const abProperties = dollars(junit, /name="ab\.cost-usd" value="(\d+\.\d+)"/g)
    expect(sum(abProperties)).toBeCloseTo(report.usage!.byLayer.ab!.costUsd, 5)
  }, 120_000)

  it('add up when the budget stops the run part way', async () => {
    // Room for the activation layer's runs and part of the A/B layer's: the rest is refused.
    const { report, bill } = await run(['monte_carlo', 'ab'], 'builtin', {
      budget: { maxCalls: 80 },
      allowPartial: true
    })
    const usage = report.usage!
    expect(usage.budget.exhausted).toBe(true)
    expect(report.skills.some((s) => s.layers.ab?.status === 'budget_exhausted')).toBe(true)
    expect(usage.costUsd).toBeCloseTo(bill, 10)
    const perSkill = report.skills.reduce((sum, s) => sum + (s.cost?.usd ?? 0), 0)
    expect(perSkill).toBeCloseTo(usage.costUsd, 10)
  }, 120_000)

  it("books each skill's own prompts to it and splits the shared ones equally", async () => {
    const { report } = await run(['monte_carlo'])
    const csv = skill(report, 'csv').cost!.usd
    const notes = skill(report, 'notes').cost!.usd
    expect(csv + notes).toBeCloseTo(report.usage!.costUsd, 10)
    // What the server billed for each group of prompts, told apart by the user's request.
    const requests = fake().messageRequests()
    const billOf = (match: (prompt: string) => boolean) =>
      requests
        .filter((body) => match(JSON.stringify(body.messages[0]?.content ?? '')))
        .reduce(
          (sum, body) =>
            sum +
            costUsd(
              {
                input: Math.ceil(JSON.stringify(body).length / 4),
                output: 7 + 3 * turnOf(body),
                cacheWrite: 0,
                cacheRead: 0
              },
              priceFor(body.model)
            ),
          0
        )
    // The request's content is matched as JSON, so each query is too (without its quotes).
    const has = (qs: readonly string[]) => (content: string) =>
      qs.some((q) => content.includes(JSON.stringify(q).slice(1, -1)))
    const shared = billOf(has(SHARED_NONE_PROMPTS))
    const notesOwn = billOf(has(['Take the minutes', 'Plan a trip', 'Write minutes for']))
    expect(shared).toBeGreaterThan(0)
    expect(notesOwn).toBeGreaterThan(0)
    expect(notes).toBeCloseTo(notesOwn + shared / 2, 10)
    expect(csv).toBeGreaterThan(notes)
  }, 120_000)
})
