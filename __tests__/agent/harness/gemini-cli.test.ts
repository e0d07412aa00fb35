// The gemini-cli harness with the real Gemini CLI program, against the local Gemini-API server
// (streaming, scripted replies) through the credential relay. Each run is a process start (about
// two seconds), so the cases are few and each checks several things.
import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import {
  callReply,
  startFakeGemini,
  statusFault,
  hang,
  textReply,
  type FakeGemini,
  type GeminiRequestBody
} from '../../fakes/gemini-server.js'
import { startTrapProxy, type TrapProxy } from '../../fakes/trap-proxy.js'
import { createLlm, type Llm } from '../../../src/llm/index.js'
import type { AgentConfig } from '../../../src/agent/loop.js'
import { makeTempDir } from '../../../src/agent/workdir.js'
import { findAgentProgram, type AgentProgram } from '../../../src/agent/harness/agent-program.js'
import {
  GEMINI_CLI_PROGRAM,
  geminiCliHarness,
  type GeminiCliHarness
} from '../../../src/agent/harness/gemini-cli.js'
import { isolatedSkillCopy } from '../../../src/layers/skill-copy.js'
import type { CatalogueEntry } from '../../../src/agent/tools.js'

let fake: FakeGemini
let trap: TrapProxy
let program: AgentProgram
let catalogue: CatalogueEntry[]
let answerKey: string
let harness: GeminiCliHarness

async function skill(root: string, name: string, description: string): Promise<CatalogueEntry> {
  const dir = path.join(root, name)
  await mkdir(path.join(dir, 'tests'), { recursive: true })
  await writeFile(
    path.join(dir, 'SKILL.md'),
    `---\nname: ${name}\ndescription: ${description}\n---\n# ${name}\nCount the rows, then write summary.md.\n`
  )
  return isolatedSkillCopy(dir, name, description)
}

beforeAll(async () => {
  ;[fake, trap, program] = await Promise.all([
    startFakeGemini(),
    startTrapProxy(),
    findAgentProgram(GEMINI_CLI_PROGRAM)
  ])
  const skills = await makeTempDir('gem-skills')
  catalogue = [
    await skill(
      skills,
      'csv-summary',
      'Summarise CSV files into markdown tables. Use for any .csv file.'
    ),
    await skill(skills, 'json-report', 'Turn JSON files into a short report.')
  ]
  answerKey = path.join(skills, 'csv-summary', 'tests', 'eval.yaml')
  await writeFile(answerKey, 'ANSWER-KEY: the summary must say 2 rows\n')
  harness = geminiCliHarness({ program, api: { apiKey: 'real-secret-key', baseURL: fake.url } })
})
afterAll(async () => {
  await Promise.all([harness.close(), fake.close(), trap.close()])
})
beforeEach(() => {
  fake.setHandler(undefined)
  fake.requests.length = 0
  fake.bills().length = 0
})

const llmWith = (budget: { maxUsd?: number; maxCalls?: number } = {}, outageLimit?: number): Llm =>
  createLlm({
    apiKey: 'unused-by-this-harness',
    baseURL: fake.url,
    toolVersion: 'test',
    cacheDir: null,
    budget,
    env: {},
    ...(outageLimit === undefined ? {} : { outageLimit })
  })

const request = async (over: Partial<AgentConfig> = {}): Promise<AgentConfig> => ({
  llm: llmWith(),
  model: 'haiku',
  prompt: 'Summarise data.csv into summary.md',
  workDir: await makeTempDir('gem-work'),
  catalogue,
  timeoutMs: 30_000,
  env: {
    PATH: process.env.PATH,
    HTTPS_PROXY: trap.url,
    HTTP_PROXY: trap.url,
    GITHUB_TOKEN: 'ghs_secret',
    GEMINI_API_KEY: 'machine-gemini-key'
  },
  ...over
})

/** What the API billed, in the ledger's terms (input net of the cached tokens). */
function billed() {
  const sum = { calls: 0, input: 0, cacheRead: 0, output: 0 }
  for (const { usage } of fake.bills()) {
    sum.calls += 1
    sum.cacheRead += usage.cachedContentTokenCount ?? 0
    sum.input += usage.promptTokenCount - (usage.cachedContentTokenCount ?? 0)
    sum.output += usage.candidatesTokenCount + (usage.thoughtsTokenCount ?? 0)
  }
  return sum
}

const systemText = (body: GeminiRequestBody): string =>
  (body.systemInstruction?.parts ?? []).map((p) => p.text ?? '').join('\n')
const toolNames = (body: GeminiRequestBody): string[] =>
  (body.tools ?? []).flatMap((t) => (t.functionDeclarations ?? []).map((d) => d.name)).sort()

describe('gemini-cli harness (real Gemini CLI, local Gemini API)', () => {
  it('activates a catalogue skill, works in the fixtures only, keeps the key out and talks to no other host', async () => {
    const config = await request({ allowShell: true, maxTurns: 9 })
    await writeFile(path.join(config.workDir, 'data.csv'), 'a,b\n1,2\n3,4\n')
    await symlink(answerKey, path.join(config.workDir, 'key.yaml'))
    // A fixture that tries to plant configuration, a skill and memory of its own.
    await mkdir(path.join(config.workDir, '.gemini', 'skills', 'planted'), { recursive: true })
    await writeFile(
      path.join(config.workDir, '.gemini', 'skills', 'planted', 'SKILL.md'),
      '---\nname: planted\ndescription: PLANTED-SKILL\n---\nx\n'
    )
    await writeFile(
      path.join(config.workDir, '.gemini', 'settings.json'),
      JSON.stringify({ model: { maxSessionTurns: 1 }, mcpServers: { evil: { command: 'false' } } })
    )
    await writeFile(path.join(config.workDir, 'GEMINI.md'), 'PLANTED-MEMORY\n')
    fake.script(
      callReply('activate_skill', { name: 'csv-summary' }),
      callReply('read_file', { file_path: 'data.csv' }),
      callReply('read_file', { file_path: answerKey }),
      callReply('read_file', { file_path: 'key.yaml' }),
      callReply('run_shell_command', { command: 'env' }),
      callReply('write_file', { file_path: 'summary.md', content: '2 rows' }),
      textReply('Done: 2 rows.')
    )
    const run = await harness.run(config)

    expect(run.error).toBeNull()
    expect(run.stoppedBy).toBe('end_turn')
    expect(run.output).toBe('Done: 2 rows.')
    expect(run.skillsLoaded).toEqual(['csv-summary'])
    expect(run.events).toContainEqual({ type: 'skill.invoked', name: 'csv-summary' })
    expect(run.toolCalls).toEqual({ Skill: 1, read_file: 3, bash: 1, write_file: 1 })
    expect(run.events).toContainEqual({
      type: 'tool.execution_start',
      toolName: 'write_file',
      arguments: { path: 'summary.md', content: '2 rows' }
    })
    expect(run.turns).toBe(7)
    expect(await readFile(path.join(config.workDir, 'summary.md'), 'utf8')).toBe('2 rows')

    const results = run.events.flatMap((e) => (e.type === 'tool.execution_complete' ? [e] : []))
    const reads = results.filter((e) => e.toolName === 'read_file')
    expect(reads.map((r) => r.success)).toEqual([true, false, false])
    expect(reads[1]?.result).toMatch(/outside the allowed workspace/)
    expect(JSON.stringify(run.events)).not.toContain('ANSWER-KEY')
    // The shell sees neither key nor CI token, only the relay's one-time token (redacted).
    const env = results.find((e) => e.toolName === 'bash')?.result ?? ''
    expect(env).toContain('GOOGLE_GEMINI_BASE_URL=http://127.0.0.1')
    expect(env).toContain('GEMINI_API_KEY=[REDACTED]')
    expect(env).not.toContain('real-secret-key')
    expect(env).not.toContain('machine-gemini-key')
    expect(env).not.toContain('ghs_secret')

    const bodies = fake.modelRequests()
    expect(bodies).toHaveLength(7)
    const first = bodies[0] as GeminiRequestBody
    expect(toolNames(first)).toEqual([
      'activate_skill',
      'glob',
      'grep_search',
      'list_directory',
      'read_file',
      'replace',
      'run_shell_command',
      'write_file'
    ])
    // Gemini CLI lists the catalogue (and nothing else: no bundled skill, nothing planted).
    const system = systemText(first)
    expect(system).toContain('<name>csv-summary</name>')
    expect(system).toContain('<description>Turn JSON files into a short report.</description>')
    expect(system).not.toContain('skill-creator')
    expect(JSON.stringify(bodies)).not.toContain('PLANTED-')
    // Every request came through the relay with the real key; nothing went anywhere else.
    expect(new Set(fake.requests.map((r) => r.key))).toEqual(new Set(['real-secret-key']))
    for (const r of fake.requests) expect(r.headers['user-agent']).toMatch(/^GeminiCLI/)
    expect(trap.attempts).toEqual([])
    // The ledger is the API's bill, cached input included (the conversation's prefix repeats).
    const bill = billed()
    expect(bill.cacheRead).toBeGreaterThan(0)
    expect(config.llm.ledger.summary()).toMatchObject({ calls: 7, requests: 7 })
    expect(run.tokens).toEqual({
      input: bill.input,
      cacheRead: bill.cacheRead,
      output: bill.output,
      cacheWrite: 0
    })
    expect(run.costUsd).toBeCloseTo(
      (bill.input * 0.3 + bill.cacheRead * 0.03 + bill.output * 2.5) / 1e6,
      12
    )
  })

  it('counts no skill for pasted text, the sibling for a sibling, and stops a trigger run at its activation', async () => {
    fake.script(textReply('CSV summary: Count the rows, then write summary.md.'))
    const pasted = await harness.run(await request())
    expect(pasted.error).toBeNull()
    expect(pasted.skillsLoaded).toEqual([])
    expect(pasted.toolCalls).toEqual({})

    fake.script(callReply('activate_skill', { name: 'json-report' }), textReply('done'))
    const sibling = await harness.run(await request())
    expect(sibling.skillsLoaded).toEqual(['json-report'])

    const before = fake.modelRequests().length
    fake.script(
      callReply('glob', { pattern: '*' }),
      // No third reply: a call after the activation would be answered 500 and fail the run.
      callReply('activate_skill', { name: 'csv-summary' })
    )
    const llm = llmWith()
    const trigger = await harness.run(
      await request({ llm, workDir: '', triggerRun: { stubResult: 'STUB-OK' }, maxTurns: 3 })
    )
    expect(trigger.stoppedBy).toBe('skill_called')
    expect(trigger.error).toBeNull()
    expect(trigger.events).toContainEqual({
      type: 'tool.execution_start',
      toolName: 'Skill',
      arguments: { name: 'csv-summary' }
    })
    // The stub answered the glob unrun; the run ended at the activation: two model calls.
    const calls = fake.modelRequests().slice(before)
    expect(calls).toHaveLength(2)
    expect(JSON.stringify(calls[1]?.contents)).toContain('STUB-OK')
    expect(trigger.turns).toBe(2)
    expect(llm.ledger.summary()).toMatchObject({ calls: 2 })
  })

  it('stops at max_turns, at the timeout, and when the budget is spent', async () => {
    fake.setHandler(() => callReply('glob', { pattern: '*' }))
    const turns = await harness.run(await request({ maxTurns: 2 }))
    expect(turns.stoppedBy).toBe('max_turns')
    expect(turns.error).toMatch(/max_turns 2/)
    expect(fake.modelRequests()).toHaveLength(2)

    fake.setHandler(() => hang())
    const slow = await harness.run(await request({ timeoutMs: 2500 }))
    expect(slow.stoppedBy).toBe('timeout')
    expect(slow.timedOut).toBe(true)

    fake.setHandler(undefined)
    const llm = llmWith({ maxCalls: 2 })
    fake.script(callReply('glob', { pattern: '*' }), textReply('done'))
    const paid = await harness.run(await request({ llm }))
    expect(paid.error).toBeNull()
    expect(llm.ledger.summary().byLayer.ab).toMatchObject({ calls: 2 })
    expect(paid.costUsd).toBeGreaterThan(0)
    const sent = fake.modelRequests().length
    const refused = await harness.run(await request({ llm }))
    expect(refused.stoppedBy).toBe('budget')
    expect(fake.modelRequests().length).toBe(sent)
  })

  it('books the requests of a run Gemini CLI gave up on, fails it, and feeds the breaker', async () => {
    const llm = llmWith({}, 1)
    fake.setHandler(() => statusFault(403, 'API key not valid'))
    const down = await harness.run(await request({ llm }))
    expect(down.stoppedBy).toBe('error')
    expect(down.error).toMatch(/API key not valid|400/)
    expect(down.turns).toBe(0)
    const sent = fake.requests.length
    expect(sent).toBeGreaterThan(0)
    expect(llm.ledger.summary()).toMatchObject({ calls: 0, requests: sent })
    expect(llm.stopped()).toBeDefined()
    const next = await harness.run(await request({ llm }))
    expect(next.error).toBe(llm.stopped()?.message)
    expect(fake.requests.length).toBe(sent)
  })
})
