// One ledger truth: on every way a skill's A/B can fail — a fixture refused, a judge that fails,
// an agent run that fails mid-scenario, a budget stop, a model that is down — on both harnesses
// (the builtin loop, and Claude Code through the real Agent SDK), the report's requests, calls
// and dollars are what the local server received and answered, a failed A/B stops its other runs
// at once, and no temp folder is left behind (TMPDIR points at a fresh folder, listed after).
import { mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import {
  overloaded,
  statusFault,
  type FakeItem,
  type FakeReply,
  type MessagesRequestBody
} from '../../fakes/anthropic-server.js'
import { fakeAnthropicPerTest } from '../../fakes/fake-anthropic-per-test.js'
import { agent, EVAL, billedUsd, usage, world as activationWorld } from '../harness-world.js'
import { testRunSettings } from '../test-run-settings.js'
import { isAgentTurn, judge, turnOf } from './scripted.js'
import { runSkillCi, STATIC_PLAN } from '../../../src/run.js'
import type { CostlyLayerName, HarnessName, RunReport } from '../../../src/model/index.js'

const fake = fakeAnthropicPerTest()
const AGENT = 'claude-haiku-4-5-20251001'
const JUDGE = 'claude-sonnet-5'
/** Message requests of the same run had nothing failed: 4 scenarios × (4 + 2 agent turns + 2 judgements). */
const FULL_RUN = 32
/** Our client's retries, with the backoff scaled down (Claude Code keeps its own). */
const FAST_RETRIES = { baseDelayMs: 1 }

const scenario = (i: number, setup = '') => `  - name: S${i}
    prompt: Summarise data.csv into summary.md (${i})
    setup:
      files:
        - { path: data.csv, source: tests/fixtures/data.csv }
${setup}    assertions:
      - { type: output_contains, value: done }
    rubric: [Counts rows]
`
/** A folder fixture holding a link out of the work dir, and a file written through it. */
const ESCAPE = `        - { path: d, source: tests/fixtures/d }
        - { path: d/out/x.txt, content: hi }
`

let home: string
let tmp: string
const TMPDIR = process.env.TMPDIR
beforeEach(async () => {
  home = await mkdtemp(path.join(os.tmpdir(), 'ledger-truth-'))
  tmp = path.join(home, 'tmp')
  await mkdir(tmp)
  process.env.TMPDIR = tmp
})
afterEach(async () => {
  if (TMPDIR === undefined) delete process.env.TMPDIR
  else process.env.TMPDIR = TMPDIR
  await rm(home, { recursive: true, force: true })
})

/**
 * A repository with one skill of 4 scenarios; the first one's fixtures escape when `escape`. The
 * failures are put in the first scenario, whose runs take the first turns: the runs of the
 * others are what a failed A/B must not make.
 */
async function repository(escape: boolean): Promise<string> {
  const dir = path.join(home, 'repo', 'csv')
  await mkdir(path.join(dir, 'tests/fixtures/d'), { recursive: true })
  await writeFile(
    path.join(dir, 'SKILL.md'),
    '---\nname: csv\ndescription: Summarise CSV files. Use for any CSV request.\n---\nCount the rows.\n'
  )
  await writeFile(path.join(dir, 'tests/fixtures/data.csv'), 'a,b\n1,2\n')
  await symlink(home, path.join(dir, 'tests/fixtures/d/out'))
  const scenarios = [1, 2, 3, 4].map((i) => scenario(i, escape && i === 1 ? ESCAPE : ''))
  await writeFile(path.join(dir, 'tests/eval.yaml'), `scenarios:\n${scenarios.join('')}`)
  return path.dirname(dir)
}

type Failure = 'setup' | 'judge' | 'agent' | 'budget' | 'down'

const badRequest = (message: string) =>
  statusFault(400, { body: { type: 'error', error: { type: 'invalid_request_error', message } } })
/** The user's request of a turn: the scenario's prompt, with its number. */
const asks = (body: MessagesRequestBody, i: number): boolean =>
  JSON.stringify(body.messages[0]?.content ?? '').includes(`summary.md (${i})`)

/** The scripted world with the failure of each path; `billed` gets the usage of every answer. */
function world(failure: Failure, billed: (model: string) => void) {
  return (body: MessagesRequestBody): FakeItem => {
    if (failure === 'down') return overloaded()
    if (!isAgentTurn(body)) {
      if (failure === 'judge' && asks(body, 1)) return badRequest('the judge fails')
      billed(body.model)
      return { ...(judge(body) as FakeReply), usage }
    }
    if (failure === 'agent' && asks(body, 1) && turnOf(body) === 1)
      return badRequest('the agent fails mid-scenario')
    billed(body.model)
    return agent(body)
  }
}

async function runAb(harness: HarnessName, failure: Failure) {
  const root = await repository(failure === 'setup')
  const answered: string[] = []
  fake().setHandler(world(failure, (model) => answered.push(model)))
  const report: RunReport = await runSkillCi({
    roots: [root],
    plan: { ...STATIC_PLAN, depth: 'standard', running: ['ab'] },
    layerSettings: {
      llm: testRunSettings(fake().url, {
        ...(failure === 'budget' ? { budget: { maxCalls: 6 }, allowPartial: true } : {}),
        retry: FAST_RETRIES
      }),
      judge: { judges: 1 },
      ab: { model: AGENT, judgeModel: JUDGE, runs: 1, concurrency: 2 },
      monteCarlo: { model: AGENT },
      harness: { name: harness }
    },
    gate: { failOn: 'never' },
    now: () => new Date(0)
  })
  // What the server billed: each answer's usage at the model's price.
  const dollars = billedUsd(answered)
  return { report, answered: answered.length, dollars }
}

const PATHS = [
  ['setup', 'error', /refused path 'd\/out\/x\.txt'/],
  ['agent', 'error', /\d agent runs? failed, so no verdict; first: .*400/],
  ['budget', 'budget_exhausted', /the budget stopped/],
  ['down', 'error', /agent runs? failed, so no verdict; first: .*529/],
  ['judge', 'ok', /Improvement/]
] as const

describe.each([
  ['builtin', PATHS],
  // The judges ask through the same client whichever harness runs the agent: their failure is
  // the builtin case's.
  ['claude-code', PATHS.filter(([failure]) => failure !== 'judge')]
] as const)('the A/B ledger on the %s harness', (harness, paths) => {
  it.each(paths)(
    'books every request on the %s failure path (%s) and leaves no temp folder',
    async (failure, status, reason) => {
      const { report, answered, dollars } = await runAb(harness, failure)
      const record = report.skills[0]?.layers.ab as { status: string; reason: string }
      expect(record).toMatchObject({ status, reason: expect.stringMatching(reason) })
      const usage = report.usage!
      // Every request the server received (the model listing's too), every answer, every dollar.
      expect(usage.requests).toBe(fake().requests.length)
      expect(usage.calls).toBe(answered)
      expect(usage.costUsd).toBeCloseTo(dollars, 10)
      if (failure === 'judge') {
        // A failed judgement leaves its pair out; the skill's other runs go on.
        expect(fake().messageRequests()).toHaveLength(FULL_RUN)
      } else {
        // A failed A/B stops its other runs before their next call: fewer requests than the whole
        // run. (How many fewer depends on how far the runs in flight had got, which a loaded
        // machine changes: Claude Code's runs start slowly.)
        expect(fake().messageRequests().length).toBeLessThan(FULL_RUN)
      }
      expect(await readdir(tmp)).toEqual([])
    },
    60_000
  )
})

describe('the ledger of the other layers', () => {
  /** The judge, the security review and the activation layer (with its scenario runs) at once. */
  async function runOthers(escape: boolean) {
    const dir = path.join(home, 'repo', 'csv')
    await mkdir(path.join(dir, 'tests/fixtures/d'), { recursive: true })
    await writeFile(
      path.join(dir, 'SKILL.md'),
      '---\nname: csv\ndescription: Summarise CSV files. Use for any CSV request.\n---\nCount the rows, then write summary.md.\n'
    )
    await writeFile(path.join(dir, 'tests/fixtures/data.csv'), 'a,b\n1,2\n3,4\n')
    await symlink(home, path.join(dir, 'tests/fixtures/d/out'))
    await writeFile(
      path.join(dir, 'tests/eval.yaml'),
      // A second scenario whose fixture is refused while the first one runs.
      escape ? `${EVAL}${scenario(2, ESCAPE)}` : EVAL
    )
    const layers: CostlyLayerName[] = ['judge', 'security_review', 'monte_carlo']
    const notices: string[] = []
    const report = await runSkillCi({
      roots: [path.dirname(dir)],
      plan: { ...STATIC_PLAN, depth: 'deep', running: layers },
      layerSettings: {
        llm: testRunSettings(fake().url, { retry: FAST_RETRIES }),
        judge: { judges: 1 },
        ab: { model: AGENT },
        monteCarlo: { model: AGENT, runs: 1, distractors: 'none' }
      },
      gate: { failOn: 'never' },
      onNotice: (line) => notices.push(line),
      now: () => new Date(0)
    })
    return { report, notices }
  }

  it('books every request when the model is down, and says why the layers stopped', async () => {
    fake().setHandler(() => overloaded())
    const { report, notices } = await runOthers(false)
    expect(report.usage).toMatchObject({ calls: 0, costUsd: 0, requests: fake().requests.length })
    const layers = report.skills[0]!.layers as Record<string, { status: string; reason?: string }>
    for (const name of ['judge', 'monte_carlo']) expect(layers[name]?.status).toBe('error')
    expect(notices.join('\n')).toMatch(/LLM layers stopped .*8 calls in a row/)
    expect(await readdir(tmp)).toEqual([])
  }, 60_000)

  it('books every request when a fixture of an activation scenario is refused', async () => {
    // Slow answers keep the first scenario's run in flight when the second one is refused.
    fake().setHandler((body) => ({ ...(activationWorld(body) as FakeReply), latencyMs: 100 }))
    const { report } = await runOthers(true)
    expect(report.usage!.requests).toBe(fake().requests.length)
    const mc = report.skills[0]!.layers.monte_carlo as { status: string }
    expect(mc.status).toBe('ok')
    expect(JSON.stringify(mc)).toContain('unmeasured: a scenario run failed: refused path')
    expect(await readdir(tmp)).toEqual([])
  })
})
