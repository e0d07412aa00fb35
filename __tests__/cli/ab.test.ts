import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { startFakeAnthropic, type FakeAnthropic } from '../fakes/anthropic-server.js'
import { main, type CliIo } from '../../src/cli/main.js'
import { agent, judge, makeSkill } from '../layers/ab/scripted.js'

let fake: FakeAnthropic
beforeEach(async () => {
  fake = await startFakeAnthropic()
  fake.setHandler((body) => (body.tools ? agent(body) : judge(body)))
})
afterEach(async () => {
  await fake.close()
})

function io(env: NodeJS.ProcessEnv): CliIo & { out: () => string; err: () => string } {
  let out = ''
  let err = ''
  return {
    stdout: { write: (t: string) => void (out += t) },
    stderr: { write: (t: string) => void (err += t) },
    env,
    out: () => out,
    err: () => err
  }
}

describe('skill-ci ab', () => {
  it('runs the A/B layer and prints a verdict line per skill', async () => {
    const skill = await makeSkill('csv')
    const cli = io({ ANTHROPIC_API_KEY: 'test-key', ANTHROPIC_BASE_URL: fake.url })
    const code = await main(
      ['ab', skill.dir, '--runs', '2', '--no-cache', '--model', 'haiku', '--seed', '7'],
      cli
    )
    expect(cli.err()).toContain('A/B estimate')
    expect(code).toBe(0)
    expect(cli.out().startsWith(`${skill.dir}: helps · improvement +`)).toBe(true)
    expect(cli.out()).toContain('gate: passed')
    // The judge defaults to a different family from the agent (B9).
    const models = new Set(
      fake.messageRequests().map((b) => `${b.tools ? 'agent' : 'judge'}:${b.model}`)
    )
    expect([...models].sort()).toEqual(['agent:claude-haiku-4-5-20251001', 'judge:claude-sonnet-5'])
  })

  it('makes no call on --dry-run and validates flags', async () => {
    const skill = await makeSkill('csv')
    const cli = io({})
    expect(await main(['ab', skill.dir, '--dry-run'], cli)).toBe(0)
    expect(cli.err()).toMatch(/A\/B estimate \(upper bound\): .*calls/)
    expect(fake.messageRequests()).toHaveLength(0)
    expect(await main(['ab', skill.dir, '--runs', '0'], io({}))).toBe(2)
    expect(await main(['ab', skill.dir, '--judge-mode', 'pairwse'], io({}))).toBe(2)
    expect(await main(['ab', skill.dir], io({}))).toBe(2)
  })
})
