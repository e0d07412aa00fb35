// One suite, every agent: `skill-ci triggers --harness builtin,claude-code` through the CLI, the
// builtin loop and Claude Code (the real Agent SDK and its binary) against one scripted local
// Messages API. The scripted model loads the skill on the builtin loop and never on Claude Code
// (told apart by the request: Claude Code offers its own tools, Read among them), and the report
// says exactly that: one column per harness in the JSON, the text, the comment and JUnit; the gate
// on every harness or on any; costs booked per harness adding up to the run's; the estimate
// pricing each harness's plan; a harness whose program is missing failing only its own part.
import { describe, expect, it } from '@jest/globals'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { makeTempDir } from '../../src/agent/workdir.js'
import { main, type CliIo } from '../../src/cli/main.js'
import { renderText } from '../../src/cli/formats/text.js'
import { terminalStyle } from '../../src/cli/formats/style.js'
import { HARNESS_TABLE } from '../../src/layers/harness-table.js'
import { agentHarnessOption } from '../../src/layers/harness.js'
import {
  abResultOf,
  harnessAbResult,
  harnessActivationResult,
  monteCarloResultOf,
  RunReportSchema,
  type RunReport
} from '../../src/model/index.js'
import { renderComment } from '../../src/report/markdown.js'
import { buildSarif } from '../../src/report/sarif.js'
import { CLAUDE_AGENT_SDK_VERSION } from '../../src/agent/harness/claude-code-sdk.js'
import {
  textReply,
  toolUseReply,
  type FakeItem,
  type MessagesRequestBody
} from '../fakes/anthropic-server.js'
import { fakeAnthropicPerTest } from '../fakes/fake-anthropic-per-test.js'
import {
  billedUsd,
  EVAL as AB_EVAL,
  SKILL_MD as AB_SKILL_MD,
  usage,
  world
} from './harness-world.js'
import { turnOf } from './ab/scripted.js'

const MODEL = 'claude-haiku-4-5-20251001'

const claudeCode = (body: MessagesRequestBody): boolean =>
  ((body.tools ?? []) as { name: string }[]).some((t) => t.name === 'Read')

/** The user's request: the first message (builtin), or its last text block (Claude Code). */
function promptOf(body: MessagesRequestBody): string {
  const content = body.messages[0]?.content
  if (typeof content === 'string') return content
  const texts = (content as { type: string; text?: string }[]).filter((b) => b.type === 'text')
  return texts.at(-1)?.text ?? ''
}

/** Loads csv on CSV requests on the builtin loop; on Claude Code it never loads a skill. */
function model(body: MessagesRequestBody): FakeItem {
  if (turnOf(body) > 0) return textReply('done', { usage })
  if (!claudeCode(body) && /csv/i.test(promptOf(body))) {
    return toolUseReply('Skill', { name: 'csv' }, { usage })
  }
  return textReply('Here you go.', { usage })
}

const fake = fakeAnthropicPerTest({ handler: model })

const SKILL_MD =
  '---\nname: csv\ndescription: Summarise CSV files. Use for any CSV request.\n---\nCount the rows.\n'
const EVAL = `triggers:
  should:
    - "Summarise the CSV file sales.csv"
  should_not:
    - "Write a poem about autumn"
`

async function repository(): Promise<string> {
  const root = await makeTempDir('matrix')
  await mkdir(path.join(root, 'csv/tests'), { recursive: true })
  await writeFile(path.join(root, 'csv/SKILL.md'), SKILL_MD)
  await writeFile(path.join(root, 'csv/tests/eval.yaml'), EVAL)
  return root
}

function io(): CliIo & { out: () => string; err: () => string } {
  let out = ''
  let err = ''
  return {
    stdout: { write: (t: string) => void (out += t) },
    stderr: { write: (t: string) => void (err += t) },
    env: { ANTHROPIC_API_KEY: 'test-key', ANTHROPIC_BASE_URL: fake().url },
    out: () => out,
    err: () => err
  }
}

const FLAGS = ['--no-cache', '--distractors', 'none', '--model', MODEL, '--runs', '1']
const BOTH = ['--harness', 'builtin,claude-code,builtin']

describe('skill-ci triggers on several harnesses', () => {
  it('gives one report with the cross-agent matrix: the skill loads on builtin, not on Claude Code', async () => {
    const repo = await repository()
    const junit = path.join(await makeTempDir('matrix-junit'), 'junit.xml')
    const cli = io()
    const args = ['triggers', repo, ...FLAGS, ...BOTH, '--min-recall', '0.5', '--junit', junit]
    // recall-on every: Claude Code misses min-recall, so the gate fails (exit 1).
    expect(await main([...args, '--format', 'json'], cli)).toBe(1)
    const report: RunReport = RunReportSchema.parse(JSON.parse(cli.out()))
    expect(report.harness).toEqual({ name: 'builtin', version: expect.any(String) })
    expect(report.harnesses?.map((h) => h.name)).toEqual(['builtin', 'claude-code'])
    const skill = report.skills[0]!
    const mc = monteCarloResultOf(skill.layers.monte_carlo)!
    expect(mc.gate.recallOn).toBe('every')
    const columns = (mc.agents ?? []).map((a) => {
      const r = harnessActivationResult(a)!
      return [a.harness, r.recall?.rate, r.falseActivation?.rate, r.agentHarness?.name]
    })
    expect(columns).toEqual([
      ['builtin', 1, 0, 'builtin'],
      ['claude-code', 0, 0, 'claude-code']
    ])
    // The record's own fields are the first harness's; the gate names the one that missed.
    expect(mc.recall?.rate).toBe(1)
    expect(mc.gate.failures).toEqual([
      expect.stringMatching(/^on claude-code: recall 0% \[0%, \d+%\] is below min-recall 50%/)
    ])
    expect(report.summary.gate.reasons.join('\n')).toContain('on claude-code: recall 0%')
    expect(skill.findings.map((f) => f.message)).toContainEqual(
      expect.stringMatching(/^on claude-code: recall 0%/)
    )

    // Each harness ran every prompt once (its own rounds), Claude Code made the calls it is sent.
    const requests = fake().messageRequests()
    const ccCalls = requests.filter(claudeCode).length
    // A Claude Code trigger run stops at its first turn as the builtin one does: 12 prompts each.
    expect([requests.length, ccCalls]).toEqual([24, 12])
    expect(harnessActivationResult(mc.agents![1]!)!.sequential.calls).toBe(ccCalls)
    // Costs: each call booked to its harness; the harnesses add up to the run and to the skill.
    const u = report.usage!
    expect(u.costUsd).toBeCloseTo(billedUsd(requests.map((r) => r.model)), 10)
    const byHarness = u.byHarness!
    expect(byHarness.builtin!.costUsd + byHarness['claude-code']!.costUsd).toBeCloseTo(
      u.costUsd,
      10
    )
    expect(byHarness['claude-code']!.calls).toBe(ccCalls)
    expect(skill.cost?.byHarness?.['claude-code']).toBeCloseTo(
      byHarness['claude-code']!.costUsd,
      10
    )
    expect(harnessActivationResult(mc.agents![1]!)!.costUsd).toBeCloseTo(
      byHarness['claude-code']!.costUsd,
      10
    )

    // The comment: a small table per skill, one row per harness (markdown escapes the brackets).
    const comment = renderComment(report, { checkName: 'skill-ci', marker: '<!-- m -->' })
    const plain = comment.replaceAll('\\[', '[')
    expect(plain).toContain('| agent | recall [interval] | false act. [interval] | fired instead |')
    expect(plain).toMatch(/\| builtin \S+ \| 100% \[\d+%, 100%\] \| 0% \[0%, \d+%\] \| — \|/)
    expect(plain).toContain(`| claude-code ${CLAUDE_AGENT_SDK_VERSION} | 0% [0%, `)
    expect(plain).toContain('Across agents** — the gate on every harness (recall-on: every)')
    // The text format of `score`: the same rows as lines.
    const text = renderText(report, terminalStyle(false, {}), { verbose: false })
    expect(text).toMatch(/builtin \S+ \(claude-haiku[^)]*\): recall 100% \[/)
    expect(text).toMatch(/claude-code \S+ \(claude-haiku[^)]*\): recall 0% \[0%/)
    // SARIF carries activation as the finding on the description line, naming the harness.
    const sarif = buildSarif(report).runs[0]?.results ?? []
    expect(sarif.map((r) => r.message.text)).toContainEqual(
      expect.stringMatching(/^on claude-code: recall 0%/)
    )
    // JUnit: the activation cases of each harness under its own class.
    const xml = await readFile(junit, 'utf8')
    expect(xml).toContain('classname="csv.monte_carlo.builtin"')
    expect(xml).toContain('classname="csv.monte_carlo.claude-code"')
    expect(xml).toMatch(
      /classname="csv\.monte_carlo\.claude-code" name="activation verdict"[^>]*>\s*<failure/
    )
    expect(xml).not.toMatch(
      /classname="csv\.monte_carlo\.builtin" name="activation verdict"[^>]*>\s*<failure/
    )
  })

  it('passes min-recall on any one harness, and says so in the text', async () => {
    const repo = await repository()
    const cli = io()
    const args = ['triggers', repo, ...FLAGS, ...BOTH, '--min-recall', '0.5', '--recall-on', 'any']
    expect(await main(args, cli)).toBe(0)
    expect(cli.out()).toContain(
      'note: across agents (the gate on any one harness (recall-on: any)):'
    )
    expect(cli.out()).toMatch(/note: builtin \S+ \(claude-haiku[^)]*\): recall 100% \[/)
    expect(cli.out()).toMatch(/note: claude-code \S+ \(claude-haiku[^)]*\): recall 0% \[0%/)
    expect(cli.out()).toContain('gate: passed')
  })

  it('prices every listed harness in the estimate, under one budget', async () => {
    const repo = await repository()
    const dry = async (harness: string): Promise<{ calls: number; usd: number }> => {
      const cli = io()
      const args = [
        'triggers',
        repo,
        ...FLAGS,
        '--harness',
        harness,
        '--dry-run',
        '--format',
        'json'
      ]
      expect(await main(args, cli)).toBe(0)
      return JSON.parse(cli.out()).usage.estimate
    }
    const [builtin, claude, both] = [
      await dry('builtin'),
      await dry('claude-code'),
      await dry('builtin,claude-code')
    ]
    expect(both.calls).toBe(builtin.calls + claude.calls)
    expect(both.usd).toBeCloseTo(builtin.usd + claude.usd, 10)
    // One budget for the run: a max-usd between one harness's estimate and both refuses the run.
    const cli = io()
    const budget = String((claude.usd + both.usd) / 2)
    const args = [
      'triggers',
      repo,
      ...FLAGS,
      '--harness',
      'builtin,claude-code',
      '--max-usd',
      budget
    ]
    expect(await main(args, cli)).toBe(1)
    expect(cli.out() + cli.err()).toContain('budget')
    expect(fake().messageRequests()).toHaveLength(0)
  })

  it('fails only the harness whose program is missing; the others run', async () => {
    const repo = await repository()
    const empty = await makeTempDir('no-sdk')
    const cli = io()
    const args = [
      'triggers',
      repo,
      ...FLAGS,
      ...BOTH,
      '--claude-code-sdk',
      empty,
      '--format',
      'json'
    ]
    expect(await main(args, cli)).toBe(1)
    const report = RunReportSchema.parse(JSON.parse(cli.out()))
    const mc = monteCarloResultOf(report.skills[0]!.layers.monte_carlo)!
    expect(mc.recall?.rate).toBe(1)
    expect(mc.agents?.[1]).toEqual({
      harness: 'claude-code',
      status: 'error',
      reason: expect.stringContaining(
        'the claude-code harness needs @anthropic-ai/claude-agent-sdk, which is not installed'
      )
    })
    expect(report.summary.gate.reasons.join('\n')).toContain(
      'monte carlo layer failed: on claude-code: the claude-code harness needs'
    )
    expect(fake().messageRequests().filter(claudeCode)).toHaveLength(0)
    // on-layer-error warn: reported as failed, the gate passes on what ran.
    const warn = io()
    expect(await main([...args, '--on-layer-error', 'warn'], warn)).toBe(0)
  })
})

describe('skill-ci ab on several harnesses', () => {
  it('gives a verdict per harness, each from its own pairs, booked to its harness', async () => {
    fake().setHandler(world)
    const root = await makeTempDir('matrix-ab')
    const dir = path.join(root, 'csv')
    await mkdir(path.join(dir, 'tests/fixtures'), { recursive: true })
    await writeFile(path.join(dir, 'SKILL.md'), AB_SKILL_MD)
    await writeFile(path.join(dir, 'tests/eval.yaml'), AB_EVAL)
    await writeFile(path.join(dir, 'tests/fixtures/data.csv'), 'a,b\n1,2\n3,4\n')
    const cli = io()
    const args = ['ab', dir, '--no-cache', '--model', MODEL, '--judge-model', 'claude-sonnet-4-5']
    await main(
      [...args, '--runs', '1', '--harness', 'builtin,claude-code', '--format', 'json'],
      cli
    )
    const report = RunReportSchema.parse(JSON.parse(cli.out()))
    const ab = abResultOf(report.skills[0]!.layers.ab)!
    const perHarness = (ab.agents ?? []).map((a) => {
      const r = harnessAbResult(a)!
      return [
        a.harness,
        r.agentHarness?.name,
        r.scenarios[0]?.pairs.length,
        r.activation.loadedRuns
      ]
    })
    expect(perHarness).toEqual([
      ['builtin', 'builtin', 1, 1],
      ['claude-code', 'claude-code', 1, 1]
    ])
    const u = report.usage!
    const requests = fake().messageRequests()
    expect(u.costUsd).toBeCloseTo(billedUsd(requests.map((r) => r.model)), 10)
    // The judges' calls are made under the harness whose pair they judge.
    const sum = Object.values(u.byHarness ?? {}).reduce((n, b) => n + b.costUsd, 0)
    expect(sum).toBeCloseTo(u.costUsd, 10)
    expect(u.byHarness?.['claude-code']?.calls).toBeGreaterThan(0)
    const comment = renderComment(report, { checkName: 'skill-ci', marker: '<!-- m -->' })
    expect(comment).toContain('**Per agent**')
    expect(comment.replaceAll('\\[', '[')).toContain('| agent | verdict | improvement [interval] |')
    expect(comment).toContain(`| claude-code ${CLAUDE_AGENT_SDK_VERSION} |`)
  })
})

describe('the harness table', () => {
  it('fails a listed harness whose provider key is missing with one line, and opens the others', async () => {
    // The claude-code entry as if its agent talked to OpenAI: no OPENAI_API_KEY in the run's env.
    const table = {
      ...HARNESS_TABLE,
      'claude-code': { ...HARNESS_TABLE['claude-code'], provider: 'openai' as const }
    }
    const settings = {
      llm: { apiKey: 'k', env: {}, budget: {}, toolVersion: 'test' },
      harness: { names: ['builtin', 'claude-code'] as const }
    }
    const { agents } = await agentHarnessOption(
      { ...settings, harness: { names: [...settings.harness.names] } },
      table
    )
    expect(agents?.map((a) => [a.name, a.harness?.info.name, a.error])).toEqual([
      ['builtin', 'builtin', undefined],
      [
        'claude-code',
        undefined,
        "the claude-code harness needs an OpenAI API key: set OPENAI_API_KEY (the Action's openai-api-key input), or leave claude-code out of --harness"
      ]
    ])
  })
})
