import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { hang, messageReply, textReply, toolUseReply } from '../fakes/anthropic-server.js'
import { fakeAnthropicPerTest } from '../fakes/fake-anthropic-per-test.js'
import { createLlm } from '../../src/llm/index.js'
import { runAgent, systemPrompt, type AgentConfig } from '../../src/agent/loop.js'
import { makeTempDir } from '../../src/agent/workdir.js'
import type { CatalogueEntry } from '../../src/agent/tools.js'

const fake = fakeAnthropicPerTest()

const llm = (cacheDir: string | null = null) =>
  createLlm({
    apiKey: 'test-key',
    baseURL: fake().url,
    toolVersion: 'test',
    cacheDir,
    retry: { baseDelayMs: 1, maxRetries: 0 },
    timeoutMs: 5000,
    env: {}
  })

const config = async (over: Partial<AgentConfig> = {}): Promise<AgentConfig> => ({
  llm: llm(),
  model: 'claude-haiku-4-5-20251001',
  prompt: 'Summarise data.csv into summary.md',
  workDir: await makeTempDir('agent'),
  catalogue: [],
  timeoutMs: 5000,
  ...over
})

/** The tool_result blocks of the last request, as [content, is_error]. */
const lastToolResults = (): [string, boolean][] => {
  const body = fake().messageRequests().at(-1)!
  const content = body.messages.at(-1)!.content as {
    type: string
    content: string
    is_error: boolean
  }[]
  return content.filter((b) => b.type === 'tool_result').map((b) => [b.content, b.is_error])
}

describe('runAgent', () => {
  it('runs tool_use → tool_result → final text and records metrics', async () => {
    const c = await config()
    await writeFile(path.join(c.workDir, 'data.csv'), 'a,b\n1,2\n')
    fake().script(
      toolUseReply(
        'read_file',
        { path: 'data.csv' },
        { usage: { input_tokens: 10, output_tokens: 5 } }
      ),
      messageReply(
        [
          { type: 'text', text: 'Writing the summary' },
          {
            type: 'tool_use',
            id: 'toolu_w',
            name: 'write_file',
            input: { path: 'out/summary.md', content: '2 rows' }
          }
        ],
        { usage: { input_tokens: 20, output_tokens: 7, cache_read_input_tokens: 3 } }
      ),
      textReply('Done: 2 rows', { usage: { input_tokens: 30, output_tokens: 2 } })
    )
    const run = await runAgent(c)
    expect(run).toMatchObject({
      output: 'Done: 2 rows',
      stoppedBy: 'end_turn',
      error: null,
      turns: 3,
      tokens: { input: 60, output: 14, cacheRead: 3, cacheWrite: 0 },
      toolCalls: { read_file: 1, write_file: 1 },
      errors: 0,
      skillsLoaded: []
    })
    expect(await readFile(path.join(c.workDir, 'out/summary.md'), 'utf8')).toBe('2 rows')
    const requests = fake().messageRequests()
    expect(requests).toHaveLength(3)
    // The second request carries the file content as the tool result.
    const secondTurn = JSON.stringify(requests[1].messages)
    expect(secondTurn).toContain('a,b\\n1,2')
    expect(secondTurn).not.toContain(c.workDir)
    expect(run.events.map((e) => e.type)).toEqual([
      'user.message',
      'assistant.message',
      'tool.execution_start',
      'tool.execution_complete',
      'assistant.message',
      'tool.execution_start',
      'tool.execution_complete',
      'assistant.message'
    ])
  })

  it('offers the Skill tool and catalogue only when a skill is given, and records loading', async () => {
    const skillDir = await makeTempDir('skill')
    await writeFile(path.join(skillDir, 'SKILL.md'), '---\nname: csv\n---\nAlways count rows.')
    await mkdir(path.join(skillDir, 'references'))
    await writeFile(path.join(skillDir, 'references/guide.md'), 'guide text')
    const catalogue: CatalogueEntry[] = [{ name: 'csv', description: 'CSV helper', dir: skillDir }]
    fake().script(
      toolUseReply('Skill', { name: 'csv' }),
      toolUseReply('Skill', { name: 'csv', file: 'references/guide.md' }),
      toolUseReply('Skill', { name: 'csv', file: '../../etc/passwd' }),
      textReply('ok')
    )
    const run = await runAgent(await config({ catalogue }))
    expect(run.skillsLoaded).toEqual(['csv'])
    expect(run.events.filter((e) => e.type === 'skill.invoked')).toHaveLength(2)
    const [first] = fake().messageRequests()
    expect(first.system).toBe(systemPrompt(catalogue))
    expect(String(first.system)).toContain('- csv: CSV helper')
    expect((first.tools as { name: string }[]).map((t) => t.name)).toContain('Skill')
    expect(lastToolResults()[0][1]).toBe(true)
    expect(JSON.stringify(fake().messageRequests()[1].messages)).toContain('references/guide.md')
    expect(JSON.stringify(fake().messageRequests()[2].messages)).toContain('guide text')

    fake().script(textReply('plain'))
    await runAgent(await config())
    const baseline = fake().messageRequests().at(-1)!
    expect(baseline.system).toBe(systemPrompt([]))
    expect((baseline.tools as { name: string }[]).map((t) => t.name)).not.toContain('Skill')
  })

  it('refuses paths outside the work dir in every file tool', async () => {
    fake().script(
      messageReply([
        { type: 'tool_use', id: 't1', name: 'read_file', input: { path: '/etc/passwd' } },
        {
          type: 'tool_use',
          id: 't2',
          name: 'write_file',
          input: { path: '../escape.txt', content: 'x' }
        },
        { type: 'tool_use', id: 't3', name: 'list_files', input: { path: '..' } },
        { type: 'tool_use', id: 't4', name: 'bash', input: { command: 'cat /etc/passwd' } }
      ]),
      textReply('done')
    )
    const c = await config()
    const run = await runAgent(c)
    const results = lastToolResults()
    expect(results.map((r) => r[1])).toEqual([true, true, true, true])
    expect(results[0][0]).toMatch(/absolute paths are not allowed/)
    expect(results[1][0]).toMatch(/'\.\.' is not allowed/)
    expect(results[3][0]).toMatch(/allow-shell is off/)
    expect(run.toolFailures).toBe(4)
    expect(run.error).toBeNull()
  })

  it('runs bash only when allowed, with no tokens in its environment', async () => {
    fake().script(toolUseReply('bash', { command: 'env; echo hi > made.txt' }), textReply('done'))
    const c = await config({
      allowShell: true,
      env: {
        PATH: process.env.PATH,
        GITHUB_TOKEN: 'ghs_secret',
        ANTHROPIC_API_KEY: 'sk-ant-x',
        MY_SECRET: 's'
      }
    })
    await runAgent(c)
    const [[out, isError]] = lastToolResults()
    expect(isError).toBe(false)
    expect(out).toContain(`HOME=`)
    expect(out).not.toMatch(/GITHUB_TOKEN|ANTHROPIC_API_KEY|MY_SECRET|ghs_secret/)
    expect(await readFile(path.join(c.workDir, 'made.txt'), 'utf8')).toBe('hi\n')
  })

  it('runs bash unconfined: a command reads a file outside the work dir, as the docs say', async () => {
    const outside = await makeTempDir('outside')
    await writeFile(path.join(outside, 'planted.txt'), 'planted-outside-the-work-dir')
    fake().script(
      toolUseReply('bash', { command: `cat ${path.join(outside, 'planted.txt')}` }),
      textReply('done')
    )
    try {
      await runAgent(await config({ allowShell: true, env: { PATH: process.env.PATH } }))
    } finally {
      await rm(outside, { recursive: true, force: true })
    }
    const [[out, isError]] = lastToolResults()
    expect(isError).toBe(false)
    expect(out).toContain('planted-outside-the-work-dir')
  })

  it('stops at max_turns inside the loop', async () => {
    fake().setHandler(() => toolUseReply('list_files', {}))
    const run = await runAgent(await config({ maxTurns: 2 }))
    expect(run).toMatchObject({ stoppedBy: 'max_turns', turns: 2, errors: 1 })
    expect(run.error).toMatch(/max_turns 2/)
    expect(fake().messageRequests()).toHaveLength(2)
  })

  it('stops when max_tokens is exceeded', async () => {
    fake().setHandler(() =>
      toolUseReply('list_files', {}, { usage: { input_tokens: 40, output_tokens: 10 } })
    )
    const run = await runAgent(await config({ maxTokens: 120 }))
    expect(run).toMatchObject({ stoppedBy: 'max_tokens', turns: 3 })
  })

  it('aborts a hanging model call at the scenario timeout and counts one error', async () => {
    fake().script(toolUseReply('list_files', {}), hang())
    const t0 = performance.now()
    const run = await runAgent(await config({ timeoutMs: 300 }))
    expect(performance.now() - t0).toBeLessThan(2000)
    expect(run).toMatchObject({ stoppedBy: 'timeout', timedOut: true, errors: 1, turns: 1 })
    expect(run.error).toBe('Scenario timed out after 0.3s')
  })

  it('kills a long shell command at the timeout', async () => {
    fake().script(toolUseReply('bash', { command: 'sleep 20' }))
    const t0 = performance.now()
    const run = await runAgent(await config({ timeoutMs: 300, allowShell: true }))
    expect(performance.now() - t0).toBeLessThan(3000)
    expect(run.stoppedBy).toBe('timeout')
  })

  it('reports an API failure once, as an error', async () => {
    fake().script({
      kind: 'status',
      status: 400,
      body: { type: 'error', error: { type: 'invalid_request_error', message: 'bad' } }
    })
    const run = await runAgent(await config())
    expect(run).toMatchObject({ stoppedBy: 'error', errors: 1, turns: 0 })
    expect(run.events.filter((e) => e.type === 'runner.error')).toHaveLength(1)
  })

  it('answers identical runs from the response cache (free second run)', async () => {
    const cacheDir = await makeTempDir('cache')
    const shared = llm(cacheDir)
    fake().script(toolUseReply('list_files', {}, { id: 'toolu_fixed' }), textReply('done'))
    const first = await runAgent(await config({ llm: shared, cacheSalt: 'run-0' }))
    const second = await runAgent(await config({ llm: shared, cacheSalt: 'run-0' }))
    expect(first.output).toBe('done')
    expect(second).toMatchObject({ output: 'done', cachedCalls: 2, costUsd: 0 })
    expect(fake().messageRequests()).toHaveLength(2)
  })

  it('in a trigger run stubs other tools, sends the history first, and stops at the Skill call without serving it', async () => {
    const skillDir = await makeTempDir('trigger-skill')
    await writeFile(path.join(skillDir, 'SKILL.md'), '---\nname: csv\ndescription: d\n---\nbody')
    const history = [
      { role: 'user' as const, content: 'earlier request' },
      { role: 'assistant' as const, content: 'earlier answer' }
    ]
    fake().script(
      toolUseReply('write_file', { path: 'x.txt', content: 'no' }),
      toolUseReply('Skill', { name: 'csv' }),
      textReply('never asked')
    )
    const c = await config({
      catalogue: [{ name: 'csv', description: 'd', dir: skillDir }],
      history,
      maxTurns: 3,
      layer: 'monte_carlo',
      triggerRun: { stubResult: '(stub)' }
    })
    const run = await runAgent(c)
    expect(run).toMatchObject({
      stoppedBy: 'skill_called',
      turns: 2,
      error: null,
      skillsLoaded: []
    })
    expect(run.toolCalls).toEqual({ write_file: 1, Skill: 1 })
    expect(run.events.at(-1)).toEqual({
      type: 'tool.execution_start',
      toolName: 'Skill',
      arguments: { name: 'csv' }
    })
    await expect(readFile(path.join(c.workDir, 'x.txt'), 'utf8')).rejects.toThrow()
    expect(lastToolResults()).toEqual([['(stub)', undefined]])
    const first = fake().messageRequests()[0]!
    expect(first.messages.slice(0, 2)).toEqual(history)
    expect(fake().messageRequests()).toHaveLength(2)
    expect(c.llm.ledger.summary().byLayer.monte_carlo?.calls).toBe(2)
  })

  it('batches a trigger run’s first turn, keeps the later ones live, and starts its clock at the answer', async () => {
    fake().script(
      toolUseReply('write_file', { path: 'x.txt', content: 'no' }),
      toolUseReply('Skill', { name: 'csv' })
    )
    // The batch ends at its third status check, well after the run's own 50 ms limit.
    fake().scriptBatches({ polls: 3 })
    const batching = createLlm({
      apiKey: 'test-key',
      baseURL: fake().url,
      toolVersion: 'test',
      cacheDir: null,
      env: {},
      batch: { mode: 'on', gatherMs: 1, pollMs: 40, maxPollMs: 40 }
    })
    const c = await config({
      llm: batching,
      catalogue: [{ name: 'csv', description: 'd', dir: await makeTempDir('trigger-skill') }],
      timeoutMs: 50,
      layer: 'monte_carlo',
      triggerRun: { stubResult: '(stub)' }
    })
    const run = await runAgent(c)
    expect(run).toMatchObject({ stoppedBy: 'skill_called', turns: 2, error: null })
    expect(fake().batchRequests()).toHaveLength(1)
    expect(fake().batchRequests()[0]!.params.messages).toHaveLength(1)
    expect(fake().messageRequests()).toHaveLength(1)
    expect(batching.ledger.summary()).toMatchObject({ calls: 2, batchedCalls: 1 })
  })
})
