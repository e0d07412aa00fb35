import { describe, expect, it } from '@jest/globals'
import type { AgentEvent, AgentRun } from '../../../src/agent/loop.js'
import {
  MAX_TRANSCRIPT_CHARS,
  redactSecrets,
  renderTranscript,
  secretValues,
  skillFolderName
} from '../../../src/layers/ab/transcript.js'
import { agentRunOf } from '../../agent/agent-run-fixture.js'

const ANTHROPIC_KEY = 'sk-ant-api03-Abc123_def456-GHI789jkl'
const GITHUB_TOKEN = 'ghp_0123456789abcdefghijABCDEFGHIJ012345'

const run = (events: AgentEvent[]): AgentRun => agentRunOf({ events })

describe('transcript redaction', () => {
  it('replaces token shapes and the values of secret-named variables', () => {
    const env = {
      MY_SERVICE_TOKEN: 'hunter2-hunter2',
      'INPUT_ANTHROPIC-API-KEY': 'plain-key-value-1',
      PATH: '/usr/bin:/bin',
      SHORT_SECRET: 'abc'
    }
    expect(secretValues(env).sort()).toEqual(['hunter2-hunter2', 'plain-key-value-1'])
    expect(
      redactSecrets(
        `key=${ANTHROPIC_KEY} token ${GITHUB_TOKEN} pw hunter2-hunter2 path /usr/bin:/bin abc`,
        secretValues(env)
      )
    ).toBe('key=[REDACTED] token [REDACTED] pw [REDACTED] path /usr/bin:/bin abc')
  })

  it('redacts private keys in linear time, and a key without its END line to the end', () => {
    const pem = '-----BEGIN RSA PRIVATE KEY-----\nMIIEabc\n-----END RSA PRIVATE KEY-----'
    expect(redactSecrets(`a ${pem} b ${pem} c`)).toBe('a [REDACTED] b [REDACTED] c')
    // A cut tool output can lose the END line: the rest is redacted rather than shown.
    expect(redactSecrets('x -----BEGIN PRIVATE KEY-----\nMIIE')).toBe('x [REDACTED]')
    // A lazy regex rescanned the rest of the text for every BEGIN without an END: 1.8 s for
    // 480 kB, growing with the square of the size.
    // CPU time, not the wall clock: the bound must hold on a busy machine
    const t0 = process.cpuUsage()
    redactSecrets('-----BEGIN A PRIVATE KEY-----\n'.repeat(70_000))
    const spent = process.cpuUsage(t0)
    expect((spent.user + spent.system) / 1000).toBeLessThan(500)
  })

  it('leaves no secret from a tool output in the transcript', () => {
    const text = renderTranscript(
      'Summarise — run 1 — baseline',
      run([
        { type: 'user.message', content: 'Summarise data.csv' },
        { type: 'tool.execution_start', toolName: 'read_file', arguments: { path: '.env' } },
        {
          type: 'tool.execution_complete',
          toolName: 'read_file',
          success: true,
          result: `ANTHROPIC_API_KEY=${ANTHROPIC_KEY}\nGH=${GITHUB_TOKEN}\nDB=hunter2-hunter2`
        },
        { type: 'assistant.message', content: `The key is ${ANTHROPIC_KEY}`, toolRequests: [] }
      ]),
      ['hunter2-hunter2']
    )
    expect(text).not.toContain(ANTHROPIC_KEY)
    expect(text).not.toContain(GITHUB_TOKEN)
    expect(text).not.toContain('hunter2')
    expect(text).toContain('ANTHROPIC_API_KEY=[REDACTED]\nGH=[REDACTED]\nDB=[REDACTED]')
    expect(text).toContain('The key is [REDACTED]')
  })

  it(`caps a transcript at ${MAX_TRANSCRIPT_CHARS} characters, keeping its head and tail`, () => {
    const events: AgentEvent[] = [{ type: 'user.message', content: 'FIRST PROMPT' }]
    for (let i = 0; i < 100; i++) {
      events.push({
        type: 'tool.execution_complete',
        toolName: 'read_file',
        success: true,
        result: 'x'.repeat(3_000)
      })
    }
    events.push({ type: 'assistant.message', content: 'LAST ANSWER', toolRequests: [] })
    const text = renderTranscript('t', run(events))
    expect(text.length).toBeLessThanOrEqual(MAX_TRANSCRIPT_CHARS)
    expect(text).toMatch(/ \[…\d+ chars cut…\] /)
    expect(text).toContain('FIRST PROMPT')
    expect(text).toContain('LAST ANSWER')
    // One huge tool result is cut on its own (4,000 characters kept), before the overall cap.
    const one = renderTranscript(
      't',
      run([
        {
          type: 'tool.execution_complete',
          toolName: 'read_file',
          success: true,
          result: 'y'.repeat(50_000)
        }
      ])
    )
    expect(one.length).toBeLessThan(5_000)
    expect(one).toContain('[…46000 chars cut…]')
  })
})

describe('results folder names', () => {
  it('keeps safe paths and tells apart paths that slug alike', () => {
    expect(skillFolderName('csv')).toBe('csv')
    const nested = skillFolderName('a/b')
    const dashed = skillFolderName('a-b')
    expect(dashed).toBe('a-b')
    expect(nested).toMatch(/^a-b-[0-9a-f]{8}$/)
    expect(skillFolderName('../../etc')).toMatch(/^etc-[0-9a-f]{8}$/)
  })
})
