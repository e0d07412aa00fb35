// The codex harness with the real Codex CLI (its native binary, pinned) against the local
// Responses API server (streaming) with scripted models. Each run is a process start (about half a
// second), so the cases are few and each checks several things. Every run goes through a trap
// proxy: Codex reaching any host but the relay on 127.0.0.1 would show in its log.
import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import {
  execCall,
  hang,
  serverError,
  startFakeResponses,
  textReply,
  type FakeResponses,
  type ResponsesRequestBody
} from '../../fakes/openai-responses-server.js'
import { startTrapProxy, type TrapProxy } from '../../fakes/trap-proxy.js'
import { createLlm, type Llm } from '../../../src/llm/index.js'
import type { AgentConfig } from '../../../src/agent/loop.js'
import { makeTempDir } from '../../../src/agent/workdir.js'
import { findAgentProgram } from '../../../src/agent/harness/agent-program.js'
import { codexHarness, type CodexHarness } from '../../../src/agent/harness/codex.js'
import {
  CODEX_PROGRAM,
  codexEnv,
  type CodexProject
} from '../../../src/agent/harness/codex-project.js'
import { firedSkill } from '../../../src/layers/monte-carlo/trigger-run.js'
import { isolatedSkillCopy } from '../../../src/layers/skill-copy.js'
import type { CatalogueEntry } from '../../../src/agent/tools.js'

const MODEL = 'gpt-5-mini'
const CSV = 'Summarise CSV files into markdown tables. Use for any .csv file.'
const JSON_DESC = 'Summarise JSON files. Use for any .json file.'

let fake: FakeResponses
let trap: TrapProxy
let csvOnly: CatalogueEntry[]
let both: CatalogueEntry[]
let answerKey: string
const harnesses: CodexHarness[] = []

async function skill(root: string, name: string, description: string, body: string) {
  const dir = path.join(root, name)
  await mkdir(path.join(dir, 'tests'), { recursive: true })
  await writeFile(
    path.join(dir, 'SKILL.md'),
    `---\nname: ${name}\ndescription: ${description}\n---\n${body}\n`
  )
  return dir
}

beforeAll(async () => {
  ;[fake, trap] = await Promise.all([startFakeResponses(), startTrapProxy()])
  const skills = await makeTempDir('codex-skills')
  const csv = await skill(
    skills,
    'csv-summary',
    CSV,
    '# CSV summary\nCount the rows, then write summary.md.'
  )
  const json = await skill(skills, 'json-summary', JSON_DESC, '# JSON summary\nList the keys.')
  answerKey = path.join(csv, 'tests', 'eval.yaml')
  await writeFile(answerKey, 'ANSWER-KEY: the summary must say 2 rows\n')
  const csvCopy = await isolatedSkillCopy(csv, 'csv-summary', CSV)
  csvOnly = [csvCopy]
  both = [await isolatedSkillCopy(json, 'json-summary', JSON_DESC), csvCopy]
})
afterAll(async () => {
  await Promise.all([fake.close(), trap.close(), ...harnesses.map((h) => h.close())])
})
beforeEach(() => fake.reset())

async function harness(): Promise<CodexHarness> {
  const h = codexHarness({
    program: await findAgentProgram(CODEX_PROGRAM),
    api: { apiKey: 'real-secret-key', baseURL: `${fake.url}/v1` },
    model: MODEL
  })
  harnesses.push(h)
  return h
}

const llmWith = (budget: { maxUsd?: number; maxCalls?: number } = {}, outageLimit?: number): Llm =>
  createLlm({
    apiKey: 'unused-by-this-harness',
    baseURL: 'http://127.0.0.1:9',
    toolVersion: 'test',
    cacheDir: null,
    budget,
    outageLimit,
    env: {}
  })

const request = async (over: Partial<AgentConfig> = {}): Promise<AgentConfig> => ({
  llm: llmWith(),
  model: 'claude-haiku-4-5-20251001',
  prompt: 'Summarise data.csv into summary.md',
  workDir: await makeTempDir('codex-work'),
  catalogue: csvOnly,
  timeoutMs: 20_000,
  env: {
    PATH: process.env.PATH,
    HTTPS_PROXY: trap.url,
    HTTP_PROXY: trap.url,
    GITHUB_TOKEN: 'ghs_secret',
    OPENAI_API_KEY: 'sk-from-the-runner'
  },
  ...over
})

/** The developer message listing the skills (Codex's `<skills_instructions>`). */
function skillListing(body: ResponsesRequestBody): string {
  const texts = body.input.flatMap((item) =>
    Array.isArray(item.content)
      ? (item.content as Array<{ text?: string }>).map((c) => c.text ?? '')
      : []
  )
  return texts.find((t) => t.includes('<skills_instructions>')) ?? ''
}

/** The absolute path of a listed skill's SKILL.md, as a model reads it off the listing. */
function listedPath(body: ResponsesRequestBody, name: string): string {
  const listing = skillListing(body)
  const roots = new Map([...listing.matchAll(/- `(r\d+)` = `([^`]+)`/g)].map((m) => [m[1], m[2]]))
  const entry = new RegExp(`- ${name}: .*\\(file: (r\\d+)/([^)]+)\\)`).exec(listing)
  if (!entry) throw new Error(`${name} is not listed`)
  return `${roots.get(entry[1])}/${entry[2]}`
}

/** What the server billed, as the ledger counts it (input net of cached input). */
function billed() {
  const sum = { calls: 0, input: 0, cacheRead: 0, output: 0 }
  for (const { usage } of fake.bills()) {
    sum.calls += 1
    sum.input += usage.input_tokens - usage.input_tokens_details.cached_tokens
    sum.cacheRead += usage.input_tokens_details.cached_tokens
    sum.output += usage.output_tokens
  }
  return sum
}

describe('codex harness (real Codex CLI, local Responses API)', () => {
  it("builds Codex's whole environment from an allow-list: no API key, no CI token", () => {
    const project = { home: '/t/home', codexHome: '/t/codex-home' } as CodexProject
    const env = codexEnv(project, 'relay-token', '/t/vendor', {
      PATH: '/usr/bin',
      LANG: 'C.UTF-8',
      HTTPS_PROXY: 'http://proxy',
      OPENAI_API_KEY: 'sk-x',
      ANTHROPIC_API_KEY: 'sk-ant',
      GITHUB_TOKEN: 'ghs_x',
      CI: 'true'
    })
    expect(Object.keys(env).sort()).toEqual(
      [
        'CODEX_HOME',
        'HOME',
        'HTTPS_PROXY',
        'LANG',
        'NO_PROXY',
        'PATH',
        'SKILL_CI_RELAY_TOKEN',
        'TERM',
        'TMPDIR',
        'no_proxy'
      ].sort()
    )
    expect(env).toMatchObject({
      HOME: '/t/home',
      CODEX_HOME: '/t/codex-home',
      SKILL_CI_RELAY_TOKEN: 'relay-token',
      PATH: '/t/vendor/codex-path:/usr/bin'
    })
  })

  it('loads a skill by reading its SKILL.md, works in the fixtures only, keeps the key out, and books what the server billed', async () => {
    const config = await request({ allowShell: true, maxTurns: 8 })
    await writeFile(path.join(config.workDir, 'data.csv'), 'a,b\n1,2\n3,4\n')
    await writeFile(path.join(config.workDir, 'AGENTS.md'), 'FIXTURE-AGENTS-MD\n')
    await mkdir(path.join(config.workDir, '.agents', 'skills', 'planted'), { recursive: true })
    await writeFile(
      path.join(config.workDir, '.agents', 'skills', 'planted', 'SKILL.md'),
      '---\nname: planted\ndescription: PLANTED-BY-A-FIXTURE\n---\n'
    )
    await symlink(answerKey, path.join(config.workDir, 'key.yaml'))
    const steps = [
      (body: ResponsesRequestBody) => execCall(`cat ${listedPath(body, 'csv-summary')}`),
      () => execCall('cat data.csv'),
      () => execCall(`cat ${answerKey}`),
      () => execCall('cat key.yaml'),
      () => execCall('env'),
      () => execCall('printf "2 rows" > summary.md'),
      () => textReply('Done: 2 rows.')
    ]
    fake.setHandler((body, { index }) => (steps[index] ?? steps[6]!)(body))
    const run = await (await harness()).run(config)

    expect(run.error).toBeNull()
    expect(run.stoppedBy).toBe('end_turn')
    expect(run.output).toBe('Done: 2 rows.')
    expect(run.skillsLoaded).toEqual(['csv-summary'])
    expect(run.events).toContainEqual({ type: 'skill.invoked', name: 'csv-summary' })
    expect(run.toolCalls).toEqual({ Skill: 1, bash: 5 })
    expect(run.turns).toBe(7)
    expect(await readFile(path.join(config.workDir, 'summary.md'), 'utf8')).toBe('2 rows')

    const results = run.events.flatMap((e) => (e.type === 'tool.execution_complete' ? [e] : []))
    expect(results[0]).toMatchObject({ toolName: 'Skill', success: true })
    expect(results[0]?.result).toContain('Count the rows, then write summary.md.')
    expect(results[1]).toMatchObject({ success: true, result: 'a,b\n1,2\n3,4\n' })
    // The answer key is out of reach, by path and through a link planted in the fixtures.
    expect(results[2]).toMatchObject({ success: false })
    expect(results[3]).toMatchObject({ success: false })
    expect(JSON.stringify(run.events)).not.toContain('ANSWER-KEY')
    // The shell sees no key, no CI token, not even the relay's token or the proxy settings.
    const env = results[4]?.result ?? ''
    expect(env).toContain('PATH=')
    for (const secret of ['real-secret-key', 'ghs_secret', 'sk-from-the-runner', 'relay-', 'PROXY'])
      expect(env).not.toContain(secret)

    const bodies = fake.responseRequests()
    expect(bodies).toHaveLength(7)
    const first = bodies[0] as ResponsesRequestBody
    expect(first.model).toBe(MODEL)
    expect((first.tools as Array<{ name?: string }>).map((t) => t.name).sort()).toEqual([
      'exec_command',
      'write_stdin'
    ])
    // Only the catalogue is listed: no bundled skill, no skill a fixture planted, no AGENTS.md.
    const listing = skillListing(first)
    expect(listing).toContain(`- csv-summary: ${CSV}`)
    expect([...listing.matchAll(/^- [a-z-]+: /gm)]).toHaveLength(1)
    expect(JSON.stringify(bodies)).not.toMatch(/PLANTED-BY-A-FIXTURE|FIXTURE-AGENTS-MD/)
    // Every call came through the relay, which put the real key on; no other host was tried.
    expect(new Set(fake.requests.map((r) => `${r.method} ${r.path}`))).toEqual(
      new Set(['POST /v1/responses'])
    )
    expect(new Set(fake.requests.map((r) => r.bearer))).toEqual(new Set(['real-secret-key']))
    expect(fake.requests[0]?.headers['user-agent']).toMatch(/^codex_exec\/0\.171\.0/)
    expect(trap.attempts).toEqual([])

    // The ledger holds exactly what the server billed, cached input included.
    const bill = billed()
    expect(bill.cacheRead).toBeGreaterThan(0)
    expect(config.llm.ledger.summary().byLayer.ab).toMatchObject(bill)
    expect(run.tokens).toEqual({
      input: bill.input,
      cacheRead: bill.cacheRead,
      cacheWrite: 0,
      output: bill.output
    })
    expect(run.costUsd).toBeCloseTo(
      (bill.input * 0.25 + bill.cacheRead * 0.025 + bill.output * 2) / 1e6,
      12
    )
  })

  it('counts no skill for a pasted answer, the sibling a model reads, and stops a trigger run at the read', async () => {
    const h = await harness()
    fake.script(textReply('# CSV summary\nCount the rows, then write summary.md.'))
    const pasted = await h.run(await request())
    expect(pasted.error).toBeNull()
    expect(pasted.skillsLoaded).toEqual([])
    expect(pasted.toolCalls).toEqual({})

    fake.reset()
    const steps = [
      () => execCall('ls'),
      (body: ResponsesRequestBody) =>
        execCall(`sed -n '1,40p' '${listedPath(body, 'json-summary')}'`),
      () => textReply('never asked for')
    ]
    fake.setHandler((body, { index }) => (steps[index] ?? steps[2]!)(body))
    const config = await request({
      workDir: '',
      catalogue: both,
      triggerRun: { stubResult: 'ok' },
      maxTurns: 3,
      layer: 'monte_carlo'
    })
    const trigger = await h.run(config)
    expect(trigger.stoppedBy).toBe('skill_called')
    expect(trigger.error).toBeNull()
    expect(firedSkill(trigger, both)).toBe('json-summary')
    expect(trigger.toolCalls).toEqual({ bash: 1, Skill: 1 })
    // Two model calls, as a builtin trigger run that lists files first makes; both booked.
    expect(fake.responseRequests()).toHaveLength(2)
    expect(trigger.turns).toBe(2)
    expect(config.llm.ledger.summary().byLayer.monte_carlo).toMatchObject({ calls: 2 })
    expect(trap.attempts).toEqual([])
  })

  it('stops at max_turns, at the timeout, and when the budget is spent', async () => {
    const h = await harness()
    fake.setHandler(() => execCall('ls'))
    const turns = await h.run(await request({ maxTurns: 2 }))
    expect(turns.stoppedBy).toBe('max_turns')
    expect(turns.error).toMatch(/max_turns 2/)
    expect(fake.responseRequests()).toHaveLength(2)

    fake.setHandler(() => hang())
    const slow = await h.run(await request({ timeoutMs: 1500 }))
    expect(slow.stoppedBy).toBe('timeout')
    expect(slow.timedOut).toBe(true)

    fake.reset()
    const llm = llmWith({ maxCalls: 2 })
    fake.script(execCall('ls'), textReply('done'))
    const paid = await h.run(await request({ llm }))
    expect(paid.error).toBeNull()
    expect(llm.ledger.summary().byLayer.ab).toMatchObject({ ...billed(), calls: 2 })
    const refused = await h.run(await request({ llm }))
    expect(refused.stoppedBy).toBe('budget')
    expect(fake.responseRequests()).toHaveLength(2)
  })

  it('books the requests of a run Codex gave up on, fails it, and feeds the breaker', async () => {
    const h = await harness()
    const llm = llmWith({}, 1)
    fake.setHandler(() => serverError())
    const down = await h.run(await request({ llm }))
    expect(down.stoppedBy).toBe('error')
    expect(down.error).toMatch(/^Codex: /)
    expect(down.turns).toBe(0)
    // Codex retried 3 times, as our client does; every request is booked, none answered.
    expect(fake.responseRequests()).toHaveLength(4)
    expect(llm.ledger.summary()).toMatchObject({ calls: 0, requests: 4 })
    expect(llm.stopped()?.message).toMatch(/the API failed 1 calls in a row/)
    const next = await h.run(await request({ llm }))
    expect(next.error).toBe(llm.stopped()?.message)
    expect(fake.responseRequests()).toHaveLength(4)
  })
})
