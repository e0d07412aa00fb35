// The same A/B and activation cases on both agent harnesses: the builtin loop and Claude Code
// (the real Agent SDK and its binary) against one scripted local server. The scripted model
// speaks each harness's tool names, and the two reports must be the same but for the harness.
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { fakeAnthropicPerTest } from '../fakes/fake-anthropic-per-test.js'
import { EVAL, SKILL_MD, world } from './harness-world.js'
import { testRunSettings } from './test-run-settings.js'
import { makeTempDir } from '../../src/agent/workdir.js'
import { runSkillCi, STATIC_PLAN } from '../../src/run.js'
import type { CostlyLayerName, HarnessName, RunReport } from '../../src/model/index.js'
import { CLAUDE_AGENT_SDK_VERSION } from '../../src/agent/harness/claude-code-sdk.js'

const fake = fakeAnthropicPerTest()
const MODEL = 'claude-haiku-4-5-20251001'
/** The id the server answers the agent's requests with: a record states it, not the id asked. */
const ANSWERED = 'claude-haiku-4-5-20251101'

async function repository(): Promise<string> {
  const root = await makeTempDir('parity')
  const dir = path.join(root, 'csv')
  await mkdir(path.join(dir, 'tests/fixtures'), { recursive: true })
  await writeFile(path.join(dir, 'SKILL.md'), SKILL_MD)
  await writeFile(path.join(dir, 'tests/eval.yaml'), EVAL)
  await writeFile(path.join(dir, 'tests/fixtures/data.csv'), 'a,b\n1,2\n3,4\n')
  return root
}

async function runOn(
  harness: HarnessName,
  root: string,
  layer: CostlyLayerName
): Promise<RunReport> {
  fake().setHandler((body) => {
    const item = world(body)
    return body.model === MODEL && item.kind === 'reply' ? { ...item, model: ANSWERED } : item
  })
  return runSkillCi({
    roots: [root],
    plan: { ...STATIC_PLAN, depth: 'standard', running: [layer] },
    layerSettings: {
      llm: testRunSettings(fake().url),
      judge: { judges: 1 },
      ab: { model: MODEL, judgeModel: 'claude-sonnet-5', runs: 1 },
      monteCarlo: { model: MODEL, runs: 1, distractors: 'none' },
      harness: { name: harness }
    },
    gate: { failOn: 'never' },
    now: () => new Date(0)
  })
}

/**
 * What differs between any two runs, of one harness or two: wall-clock times and the A/B scores
 * that weigh them (a pair's time reduction), and sums in another order (rounded).
 */
const TIMED = new Set([
  'apiMs',
  'toolMs',
  'timeReduction',
  'score',
  'improvement',
  'meanScoreAllRuns',
  'meanScoreWhenLoaded'
])

/** The report without the harness fields and what depends on the clock. */
function withoutHarness(report: RunReport): unknown {
  const ab = (skill: RunReport['skills'][number]) => skill.layers.ab
  const timed = new Set(report.skills.map(ab))
  const strip = (value: unknown, inAb: boolean): unknown => {
    if (typeof value === 'number') return Number(value.toPrecision(10))
    if (Array.isArray(value)) return value.map((v) => strip(v, inAb))
    if (typeof value !== 'object' || value === null) return value
    const inside = inAb || timed.has(value as never)
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => k !== 'harness' && k !== 'agentHarness' && !(inside && TIMED.has(k)))
        .map(([k, v]) => [k, strip(v, inside)])
    )
  }
  return strip(report, false)
}

describe.each(['ab', 'monte_carlo'] as const)('the %s layer on both harnesses', (layer) => {
  it('gives the same report, but for the harness fields', async () => {
    const root = await repository()
    const builtin = await runOn('builtin', root, layer)
    const builtinRequests = fake().messageRequests().length
    const claudeCode = await runOn('claude-code', root, layer)

    expect(builtin.harness).toEqual({ name: 'builtin', version: 'test' })
    expect(claudeCode.harness).toEqual({ name: 'claude-code', version: CLAUDE_AGENT_SDK_VERSION })
    const record = claudeCode.skills[0]?.layers[layer] as { status: string; agentHarness?: unknown }
    expect(record).toMatchObject({ status: 'ok', agentHarness: claudeCode.harness })
    for (const report of [builtin, claudeCode]) {
      expect(report.skills[0]?.layers[layer]).toMatchObject({
        agentModel: ANSWERED,
        agentModelAsked: MODEL
      })
    }
    // The estimate before the run prices each harness's calls: the same calls, Claude Code's dearer.
    const [before, after] = [builtin, claudeCode].map((r) => r.usage?.estimate)
    expect(after?.calls).toBe(before?.calls)
    expect(after?.usd).toBeGreaterThan(before?.usd ?? Infinity)
    const sansEstimate = (r: RunReport) =>
      withoutHarness({ ...r, usage: { ...r.usage!, estimate: undefined } })
    expect(sansEstimate(claudeCode)).toEqual(sansEstimate(builtin))
    // Claude Code made as many model calls as the builtin loop did.
    expect(fake().messageRequests().length).toBe(2 * builtinRequests)
  })
})
