import { describe, expect, it } from '@jest/globals'
import { fakeAnthropicPerTest } from '../fakes/fake-anthropic-per-test.js'
import { readdir, readFile } from 'node:fs/promises'
import { create } from 'xmlbuilder2'
import path from 'node:path'
import { makeTempDir } from '../../src/agent/workdir.js'
import { main, type CliIo } from '../../src/cli/main.js'
import { CLAUDE_AGENT_SDK_VERSION } from '../../src/agent/harness/claude-code-sdk.js'
import { AbResultSchema, RunReportSchema } from '../../src/model/index.js'
import { isAgentTurn, makeSkill, scriptedWorld } from '../layers/ab/scripted.js'

const fake = fakeAnthropicPerTest({ handler: scriptedWorld() })

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

/** The slice of the DOM Element interface the JUnit check reads. */
interface Element {
  nodeName: string
  childNodes: ArrayLike<Element>
  getAttribute(name: string): string | null
}

/** An element and all its descendant elements, in document order. */
const elements = (e: Element): Element[] => [
  e,
  ...Array.from(e.childNodes)
    .filter((c) => typeof c.getAttribute === 'function')
    .flatMap(elements)
]

describe('skill-ci ab', () => {
  it('runs the A/B layer and prints a verdict line per skill', async () => {
    const skill = await makeSkill('csv')
    const cli = io({ ANTHROPIC_API_KEY: 'test-key', ANTHROPIC_BASE_URL: fake().url })
    const code = await main(
      [
        'ab',
        skill.dir,
        '--runs',
        '2',
        '--no-cache',
        '--model',
        'haiku',
        '--seed',
        '7',
        '--no-results-dir'
      ],
      cli
    )
    expect(cli.err()).toMatch(
      /^skill-ci: LLM estimate: 96 calls, at most \$[\d.]+ .* — ab: 96 calls/
    )
    expect(code).toBe(0)
    // Two scenarios: the interval is shown, but no verdict is drawn from it.
    expect(cli.out().startsWith(`${skill.dir}: insufficient evidence · improvement +`)).toBe(true)
    expect(cli.out()).toContain('note: Only 2 scenarios: helps or hurts needs at least 3')
    expect(cli.out()).toContain('gate: passed')
    // The judge defaults to a different family from the agent.
    const models = new Set(
      fake()
        .messageRequests()
        .map((b) => `${isAgentTurn(b) ? 'agent' : 'judge'}:${b.model}`)
    )
    expect([...models].sort()).toEqual(['agent:claude-haiku-4-5-20251001', 'judge:claude-sonnet-5'])
  })

  it('puts the A/B spend in the report usage block and the transcripts in the results folder', async () => {
    const skill = await makeSkill('csv')
    const results = await makeTempDir('results')
    const cli = io({ ANTHROPIC_API_KEY: 'test-key', ANTHROPIC_BASE_URL: fake().url })
    const code = await main(
      ['ab', skill.dir, '--runs', '1', '--no-cache', '--format', 'json', '--results-dir', results],
      cli
    )
    expect(code).toBe(0)
    const report = RunReportSchema.parse(JSON.parse(cli.out()))
    // The A/B record survives the JSON round trip as the schema renderers read (no NaN, no gaps).
    expect(AbResultSchema.parse(report.skills[0].layers.ab).scenarios).toHaveLength(2)
    const calls = fake().messageRequests().length
    // 2 scenarios × 1 run: with-skill 3 turns + baseline 2 turns, and 2 pairwise judge calls, each.
    expect(calls).toBe(14)
    expect(report.usage).toMatchObject({
      calls,
      cacheHits: 0,
      byLayer: { ab: { calls } },
      budget: { exhausted: false },
      estimate: { calls: expect.any(Number) }
    })
    expect(report.usage!.costUsd).toBeGreaterThan(0)
    expect(report.usage!.costUsd).toBeCloseTo(report.usage!.byLayer.ab.costUsd, 10)
    // Every request the server received, the model listing's included, is in the report.
    expect(report.usage!.requests).toBe(fake().requests.length)
    expect(cli.err()).toContain(
      `LLM usage: ${calls} calls, 0 cache hits, 0 retries, ${fake().requests.length} API requests, $`
    )
    // Progress: one plain line per skill (stderr is no TTY), with the run's calls and cost so far.
    const cost = report.usage!.costUsd.toFixed(2)
    expect(cli.err()).toContain(`[1/1] ${skill.dir} done · ${calls} LLM calls, $${cost} so far\n`)
    expect(cli.err()).toContain(`A/B transcripts written under ${results}/ab`)
    expect((await readdir(path.join(results, 'ab/csv'))).length).toBe(4)
  })

  it('writes JUnit XML with the verdict and scenario testcases, creating parent folders', async () => {
    const skill = await makeSkill('csv')
    const junit = path.join(await makeTempDir('junit'), 'reports/deep/ab.xml')
    const cli = io({ ANTHROPIC_API_KEY: 'test-key', ANTHROPIC_BASE_URL: fake().url })
    const code = await main(
      ['ab', skill.dir, '--runs', '1', '--no-cache', '--no-results-dir', '--junit', junit],
      cli
    )
    expect(code).toBe(0)
    expect(cli.err()).toContain(`JUnit results written to ${junit}`)
    const testcases = elements(
      create(await readFile(junit, 'utf8')).root().node as unknown as Element
    ).filter((e) => e.nodeName === 'testcase' && e.getAttribute('classname') === 'csv.ab')
    // One run per scenario is too little evidence: the verdict testcase is skipped, not green.
    expect(testcases.map((c) => c.getAttribute('name'))).toEqual([
      'A/B verdict',
      'A/B scenario 1: Summarise',
      'A/B scenario 2: Again'
    ])
    const skipped = elements(testcases[0]).find((e) => e.nodeName === 'skipped')
    expect(skipped?.getAttribute('message')).toBe(
      'insufficient evidence: Only 2 scenarios: helps or hurts needs at least 3, because runs of one scenario show its run-to-run noise, not how the skill does on other tasks; add scenarios; about 3 scenarios at 1 run pair each needed'
    )
  })

  it('renders the markdown A/B section through the escaping renderer', async () => {
    const skill = await makeSkill('csv')
    const cli = io({ ANTHROPIC_API_KEY: 'test-key', ANTHROPIC_BASE_URL: fake().url })
    await main(
      ['ab', skill.dir, '--runs', '1', '--no-cache', '--no-results-dir', '--format', 'markdown'],
      cli
    )
    expect(cli.out()).toContain(
      '**A/B (with vs without the skill)**\n\n**insufficient evidence** · '
    )
    expect(cli.out()).toContain('<summary>A/B scenario 2 of 2</summary>')
  })

  it('makes no call on --dry-run and validates flags', async () => {
    const skill = await makeSkill('csv')
    const cli = io({})
    expect(await main(['ab', skill.dir, '--dry-run'], cli)).toBe(0)
    expect(cli.err()).toMatch(/^skill-ci: LLM estimate: 240 calls, .* — ab: 240 calls/)
    expect(cli.out()).toContain(`${skill.dir}: skipped — dry run (estimate only)`)
    // Before any money is spent: two scenarios cannot give a verdict.
    expect(cli.out()).toContain(
      'tests/eval.yaml:1 notice 2 scenarios: the A/B run can say neither "helps" nor "hurts" below 3 scenarios; about 11 scenarios detect a +0.2 effect 4 times in 5 [eval/few-scenarios]'
    )
    expect(fake().messageRequests()).toHaveLength(0)
    const json = io({})
    await main(['ab', skill.dir, '--dry-run', '--format', 'json', '--runs', '2'], json)
    // 2 scenarios × 2 runs × 2 arms × 10 assumed turns, plus 2 × 2 pairwise judgements × 4 pairs.
    expect(JSON.parse(json.out()).usage).toMatchObject({ calls: 0, estimate: { calls: 96 } })
    expect(JSON.parse(json.out()).usage.estimate.usd).toBeGreaterThan(0)
    // --pricing reaches the estimate once it has been checked
    const free = JSON.stringify({ input: 0, output: 0, cacheWrite: 0, cacheRead: 0 })
    const priced = io({})
    const pricing = `{"haiku": ${free}, "sonnet": ${free}, "opus": ${free}}`
    const args = ['--dry-run', '--format', 'json', '--runs', '2', '--pricing', pricing]
    expect(await main(['ab', skill.dir, ...args], priced)).toBe(0)
    expect(JSON.parse(priced.out()).usage).toMatchObject({ estimate: { calls: 96, usd: 0 } })
    expect(await main(['ab', skill.dir, '--runs', '0'], io({}))).toBe(2)
    expect(await main(['ab', skill.dir, '--judge-mode', 'pairwse'], io({}))).toBe(2)
    expect(await main(['ab', skill.dir], io({}))).toBe(2)
  })

  it('stops with one line saying how to install the SDK when the claude-code harness is missing', async () => {
    const skill = await makeSkill('csv')
    const cli = io({ ANTHROPIC_API_KEY: 'test-key', ANTHROPIC_BASE_URL: fake().url })
    const empty = await makeTempDir('no-sdk')
    const args = ['ab', skill.dir, '--harness', 'claude-code', '--claude-code-sdk', empty]
    expect(await main(args, cli)).toBe(2)
    expect(cli.err()).toBe(
      `skill-ci: the claude-code harness needs @anthropic-ai/claude-agent-sdk, which is not installed: run \`npm install @anthropic-ai/claude-agent-sdk@${CLAUDE_AGENT_SDK_VERSION}\` (in this project, or with -g next to a global skill-ci), or use --harness builtin (not found under ${empty})\n`
    )
    expect(fake().messageRequests()).toHaveLength(0)
    // A dry run only prices the plan, nothing is loaded: the same calls, each dearer on Claude
    // Code (its tool definitions on every call, its own output cap).
    const priced = async (harness: string): Promise<number> => {
      const dry = io({})
      expect(
        await main(
          [
            'ab',
            skill.dir,
            '--dry-run',
            '--harness',
            harness,
            ...(harness === 'claude-code' ? ['--claude-code-sdk', empty] : [])
          ],
          dry
        )
      ).toBe(0)
      expect(dry.err()).toMatch(/^skill-ci: LLM estimate: 240 calls, /)
      return Number(/at most \$([\d.]+)/.exec(dry.err())?.[1])
    }
    expect(await priced('claude-code')).toBeGreaterThan(2 * (await priced('builtin')))
  })
})
