// The claude-code harness with the real Agent SDK and its real Claude Code binary, against the
// local Anthropic-protocol server (streaming) with scripted replies. Each run takes a second or
// two (a process start), so the cases are few and each checks several things.
import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import {
  hang,
  overloaded,
  textReply,
  toolUseReply,
  type MessagesRequestBody
} from '../../fakes/anthropic-server.js'
import { fakeAnthropicPerTest } from '../../fakes/fake-anthropic-per-test.js'
import { startTrapProxy, type TrapProxy } from '../../fakes/trap-proxy.js'
import { createLlm, type Llm } from '../../../src/llm/index.js'
import type { AgentConfig } from '../../../src/agent/loop.js'
import { makeTempDir } from '../../../src/agent/workdir.js'
import {
  claudeCodeHarness,
  type ClaudeCodeHarness
} from '../../../src/agent/harness/claude-code.js'
import { loadClaudeAgentSdk } from '../../../src/agent/harness/claude-code-sdk.js'
import { isolatedSkillCopy } from '../../../src/layers/skill-copy.js'
import type { CatalogueEntry } from '../../../src/agent/tools.js'

const fake = fakeAnthropicPerTest()
const MODEL = 'claude-haiku-4-5-20251001'
const usage = { input_tokens: 100, output_tokens: 10 }

let trap: TrapProxy
let catalogue: CatalogueEntry[]
let answerKey: string

beforeAll(async () => {
  trap = await startTrapProxy()
  const skills = await makeTempDir('cc-skills')
  const dir = path.join(skills, 'csv-summary')
  await mkdir(path.join(dir, 'tests'), { recursive: true })
  await writeFile(
    path.join(dir, 'SKILL.md'),
    '---\nname: csv-summary\ndescription: Summarise CSV files into markdown tables. Use for any .csv file.\n---\n# CSV summary\nCount the rows, then write summary.md.\n'
  )
  answerKey = path.join(dir, 'tests', 'eval.yaml')
  await writeFile(answerKey, 'ANSWER-KEY: the summary must say 2 rows\n')
  catalogue = [
    await isolatedSkillCopy(
      dir,
      'csv-summary',
      'Summarise CSV files into markdown tables. Use for any .csv file.'
    )
  ]
})
afterAll(async () => {
  await trap.close()
})

const harnesses: ClaudeCodeHarness[] = []
afterAll(async () => {
  await Promise.all(harnesses.map((h) => h.close()))
})

async function harness(): Promise<ClaudeCodeHarness> {
  const h = claudeCodeHarness({
    sdk: await loadClaudeAgentSdk(),
    api: { apiKey: 'real-secret-key', baseURL: fake().url }
  })
  harnesses.push(h)
  return h
}

const llmWith = (budget: { maxUsd?: number; maxCalls?: number } = {}): Llm =>
  createLlm({
    apiKey: 'unused-by-this-harness',
    baseURL: fake().url,
    toolVersion: 'test',
    cacheDir: null,
    budget,
    env: {}
  })

const request = async (over: Partial<AgentConfig> = {}): Promise<AgentConfig> => ({
  llm: llmWith(),
  model: MODEL,
  prompt: 'Summarise data.csv into summary.md',
  workDir: await makeTempDir('cc-work'),
  catalogue,
  timeoutMs: 20_000,
  env: {
    PATH: process.env.PATH,
    HTTPS_PROXY: trap.url,
    HTTP_PROXY: trap.url,
    GITHUB_TOKEN: 'ghs_secret'
  },
  ...over
})

/** The text of every user-turn block of a request: where Claude Code lists the skills. */
const userText = (body: MessagesRequestBody): string => JSON.stringify(body.messages[0]?.content)
const lastIsToolResult = (body: MessagesRequestBody): boolean =>
  JSON.stringify(body.messages.at(-1)?.content ?? '').includes('"tool_result"')

describe('claude-code harness (real SDK, local server)', () => {
  it('loads a catalogue skill through its Skill tool, works in the fixtures only, and talks to no other host', async () => {
    const config = await request({ allowShell: true, maxTurns: 8 })
    await writeFile(path.join(config.workDir, 'data.csv'), 'a,b\n1,2\n3,4\n')
    await symlink(answerKey, path.join(config.workDir, 'key.yaml'))
    fake().script(
      toolUseReply('Skill', { skill: 'csv-summary' }, { usage }),
      toolUseReply('Read', { file_path: 'data.csv' }, { usage }),
      toolUseReply('Read', { file_path: answerKey }, { usage }),
      toolUseReply('Read', { file_path: 'key.yaml' }, { usage }),
      toolUseReply('Bash', { command: 'env' }, { usage }),
      toolUseReply('Write', { file_path: 'summary.md', content: '2 rows' }, { usage }),
      textReply('Done: 2 rows.', { usage })
    )
    const run = await (await harness()).run(config)

    expect(run.error).toBeNull()
    expect(run.stoppedBy).toBe('end_turn')
    expect(run.output).toBe('Done: 2 rows.')
    expect(run.skillsLoaded).toEqual(['csv-summary'])
    expect(run.events).toContainEqual({ type: 'skill.invoked', name: 'csv-summary' })
    expect(run.toolCalls).toEqual({ Skill: 1, read_file: 3, bash: 1, write_file: 1 })
    expect(run.turns).toBe(7)
    expect(run.tokens).toMatchObject({ input: 700, output: 70 })
    expect(await readFile(path.join(config.workDir, 'summary.md'), 'utf8')).toBe('2 rows')

    const results = run.events.flatMap((e) => (e.type === 'tool.execution_complete' ? [e] : []))
    // The answer key is out of reach, by path and through a link planted in the fixtures.
    const reads = results.filter((e) => e.toolName === 'read_file')
    expect(reads[0]).toMatchObject({ success: true })
    expect(reads[1]).toMatchObject({ success: false })
    expect(reads[2]).toMatchObject({ success: false })
    expect(JSON.stringify(run.events)).not.toContain('ANSWER-KEY')
    // The shell sees no key and no CI token, only the relay's one-time token.
    const env = results.find((e) => e.toolName === 'bash')?.result ?? ''
    expect(env).toContain('ANTHROPIC_BASE_URL=http://127.0.0.1')
    expect(env).toContain('ANTHROPIC_API_KEY=[REDACTED]')
    expect(env).not.toContain('real-secret-key')
    expect(env).not.toContain('ghs_secret')

    const bodies = fake().messageRequests()
    expect(bodies).toHaveLength(7)
    const first = bodies[0] as MessagesRequestBody
    expect((first.tools as { name: string }[]).map((t) => t.name).sort()).toEqual([
      'Bash',
      'Edit',
      'Glob',
      'Grep',
      'Read',
      'Skill',
      'Write'
    ])
    expect(userText(first)).toContain('- csv-summary: Summarise CSV files into markdown tables.')
    // Claude Code's calls came through the relay; the only other request is our model listing.
    const paths = fake().requests.map((r) => `${r.method} ${r.path.split('?')[0]}`)
    expect(new Set(paths)).toEqual(new Set(['GET /v1/models', 'POST /v1/messages']))
    for (const r of fake().requests.filter((r) => r.method === 'POST'))
      expect(r.headers['user-agent']).toMatch(/^claude-cli\//)
    expect(trap.attempts).toEqual([])
  })

  it('counts no skill when the model answers without calling Skill, and stops a trigger run at its Skill call', async () => {
    const h = await harness()
    fake().script(textReply('A CSV summary: Count the rows, then write summary.md.', { usage }))
    const plain = await h.run(await request())
    expect(plain.error).toBeNull()
    expect(plain.skillsLoaded).toEqual([])
    expect(plain.toolCalls).toEqual({})

    fake().script(
      toolUseReply('Glob', { pattern: '*' }, { usage }),
      toolUseReply('Skill', { skill: 'csv-summary' }, { usage }),
      textReply('never asked for', { usage })
    )
    const trigger = await h.run(
      await request({ workDir: '', triggerRun: { stubResult: 'ok' }, maxTurns: 3 })
    )
    expect(trigger.stoppedBy).toBe('skill_called')
    expect(trigger.error).toBeNull()
    expect(trigger.events).toContainEqual({
      type: 'tool.execution_start',
      toolName: 'Skill',
      arguments: { name: 'csv-summary' }
    })
    expect(trigger.turns).toBe(2)
  })

  it('stops at max_turns, at the timeout, and when the budget is spent', async () => {
    const h = await harness()
    fake().setHandler((body) =>
      lastIsToolResult(body) || body.messages.length === 1
        ? toolUseReply('Glob', { pattern: '*' }, { usage })
        : textReply('x', { usage })
    )
    const turns = await h.run(await request({ maxTurns: 2 }))
    expect(turns.stoppedBy).toBe('max_turns')
    expect(turns.turns).toBe(2)
    expect(turns.error).toMatch(/max_turns 2/)

    fake().setHandler(() => hang())
    const slow = await h.run(await request({ timeoutMs: 1500 }))
    expect(slow.stoppedBy).toBe('timeout')
    expect(slow.timedOut).toBe(true)

    const llm = llmWith({ maxCalls: 2 })
    fake().setHandler(undefined)
    fake().script(toolUseReply('Glob', { pattern: '*' }, { usage }), textReply('done', { usage }))
    const paid = await h.run(await request({ llm }))
    expect(paid.error).toBeNull()
    expect(llm.ledger.summary().byLayer.ab).toMatchObject({ calls: 2, input: 200, output: 20 })
    expect(paid.costUsd).toBeGreaterThan(0)
    const before = fake().messageRequests().length
    const refused = await h.run(await request({ llm }))
    expect(refused.stoppedBy).toBe('budget')
    expect(fake().messageRequests().length).toBe(before)
  })

  it('books the requests of a run Claude Code gave up on, fails it, and feeds the breaker', async () => {
    const h = await harness()
    // A breaker that trips at the first outage, so one run shows it.
    const llm = createLlm({
      apiKey: 'unused-by-this-harness',
      baseURL: fake().url,
      toolVersion: 'test',
      cacheDir: null,
      outageLimit: 1,
      env: {}
    })
    fake().setHandler(() => overloaded())
    const down = await h.run(await request({ llm }))
    expect(down.stoppedBy).toBe('error')
    expect(down.error).toMatch(/^API Error: 529/)
    expect(down.turns).toBe(0)
    // Claude Code retried 3 times, as our client does; every request is booked, none answered.
    expect(fake().messageRequests()).toHaveLength(4)
    expect(llm.ledger.summary()).toMatchObject({ calls: 0, requests: fake().requests.length })
    expect(llm.stopped()?.message).toMatch(
      /^the API failed 1 calls in a row after their retries, so it looks down \(last: API Error: 529/
    )
    const next = await h.run(await request({ llm }))
    expect(next.error).toBe(llm.stopped()?.message)
    expect(fake().messageRequests()).toHaveLength(4)
  })
})
