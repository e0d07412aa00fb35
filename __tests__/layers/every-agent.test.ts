// Issue 31's whole path: `skill-ci triggers --harness builtin,claude-code,codex,gemini-cli` through
// the CLI, each agent's real program against a local server that speaks its provider's protocol
// (Anthropic's Messages API for the builtin loop and Claude Code, OpenAI's Responses API for
// Codex, the Gemini API for Gemini CLI), every process behind a trap proxy. The scripted models
// load the csv skill on the builtin loop and on Codex (its shell reads the skill's SKILL.md), and
// never on Claude Code or Gemini CLI (Gemini pastes the skill's words into its reply instead): the
// one report says exactly that, per agent, and what each agent's calls cost adds up to the bills.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { makeTempDir } from '../../src/agent/workdir.js'
import { main, type CliIo } from '../../src/cli/main.js'
import { costUsd, priceFor } from '../../src/llm/index.js'
import {
  harnessActivationResult,
  monteCarloResultOf,
  RunReportSchema,
  type RunReport
} from '../../src/model/index.js'
import { renderComment } from '../../src/report/markdown.js'
import {
  startFakeAnthropic,
  textReply,
  toolUseReply,
  type FakeAnthropic,
  type MessagesRequestBody
} from '../fakes/anthropic-server.js'
import {
  execCall,
  startFakeResponses,
  textReply as responsesText,
  type FakeResponses,
  type ResponsesRequestBody
} from '../fakes/openai-responses-server.js'
import {
  startFakeGemini,
  textReply as geminiText,
  type FakeGemini,
  type GeminiRequestBody
} from '../fakes/gemini-server.js'
import { startTrapProxy, type TrapProxy } from '../fakes/trap-proxy.js'
import { billedUsd, usage } from './harness-world.js'
import { turnOf } from './ab/scripted.js'

const MODEL = 'claude-haiku-4-5-20251001'
const SKILL_MD =
  '---\nname: csv\ndescription: Summarise CSV files. Use for any CSV request.\n---\nCount the rows.\n'
const EVAL = `triggers:
  should:
    - "Summarise the CSV file sales.csv"
  should_not:
    - "Write a poem about autumn"
`

/** The texts of a Responses request's messages of one role (Codex puts its listing in another). */
const responsesTexts = (body: ResponsesRequestBody, role: string): string[] =>
  body.input
    .filter((item) => item.role === role)
    .flatMap((item) =>
      Array.isArray(item.content)
        ? (item.content as Array<{ text?: string }>).map((c) => c.text ?? '')
        : []
    )

/** Where Codex's listing says the csv skill's file is (its `<skills_instructions>` table). */
function csvPath(body: ResponsesRequestBody): string {
  const listing = responsesTexts(body, 'developer').find((t) => t.includes('<skills_instructions>'))
  const roots = new Map(
    [...(listing ?? '').matchAll(/- `(r\d+)` = `([^`]+)`/g)].map((m) => [m[1], m[2]])
  )
  const entry = /- csv: .*\(file: (r\d+)\/([^)]+)\)/.exec(listing ?? '')
  if (!entry) throw new Error('csv is not listed to Codex')
  return `${roots.get(entry[1])}/${entry[2]}`
}

/** The Anthropic-protocol agents: the builtin loop loads csv, Claude Code (offers Read) never. */
function anthropicModel(body: MessagesRequestBody) {
  const claudeCode = ((body.tools ?? []) as { name: string }[]).some((t) => t.name === 'Read')
  const first = body.messages[0]?.content
  const prompt = typeof first === 'string' ? first : JSON.stringify(first)
  if (turnOf(body) === 0 && !claudeCode && /CSV file/.test(prompt))
    return toolUseReply('Skill', { name: 'csv' }, { usage })
  return textReply('Here you go.', { usage })
}

/** Codex: reads the skill's file with its shell on a CSV request, answers directly otherwise. */
function codexModel(body: ResponsesRequestBody) {
  const asked = responsesTexts(body, 'user').join('\n')
  return /CSV file/.test(asked) ? execCall(`cat ${csvPath(body)}`) : responsesText('Here you go.')
}

/** Gemini CLI: never activates; on a CSV request it pastes the skill's words instead. */
function geminiModel(body: GeminiRequestBody) {
  const asked = JSON.stringify(body.contents)
  return geminiText(/CSV file/.test(asked) ? 'Count the rows. (from the csv skill)' : 'A poem.')
}

let anthropic: FakeAnthropic
let openai: FakeResponses
let gemini: FakeGemini
let trap: TrapProxy

beforeAll(async () => {
  ;[anthropic, openai, gemini, trap] = await Promise.all([
    startFakeAnthropic({ handler: anthropicModel }),
    startFakeResponses(),
    startFakeGemini(),
    startTrapProxy()
  ])
  openai.setHandler(codexModel)
  gemini.setHandler(geminiModel)
})
afterAll(async () => {
  await Promise.all([anthropic.close(), openai.close(), gemini.close(), trap.close()])
})

async function repository(): Promise<string> {
  const root = await makeTempDir('every-agent')
  await mkdir(path.join(root, 'csv/tests'), { recursive: true })
  await writeFile(path.join(root, 'csv/SKILL.md'), SKILL_MD)
  await writeFile(path.join(root, 'csv/tests/eval.yaml'), EVAL)
  return root
}

/** What the OpenAI and Gemini servers billed, at the prices the ledger uses. */
function otherBills(): { codex: number; gemini: number } {
  const codex = openai.bills().reduce((usd, { model, usage: u }) => {
    const cached = u.input_tokens_details.cached_tokens
    const tokens = { input: u.input_tokens - cached, cacheRead: cached, cacheWrite: 0 }
    return usd + costUsd({ ...tokens, output: u.output_tokens }, priceFor(model))
  }, 0)
  const geminiUsd = gemini.bills().reduce((usd, { model, usage: u }) => {
    const cached = u.cachedContentTokenCount ?? 0
    const output = u.candidatesTokenCount + (u.thoughtsTokenCount ?? 0)
    const tokens = { input: u.promptTokenCount - cached, cacheRead: cached, cacheWrite: 0 }
    return usd + costUsd({ ...tokens, output }, priceFor(model))
  }, 0)
  return { codex, gemini: geminiUsd }
}

describe('skill-ci triggers on four agents', () => {
  it('gives one report with the cross-agent matrix: the skill loads on builtin and Codex only', async () => {
    const repo = await repository()
    let out = ''
    let err = ''
    const io: CliIo = {
      stdout: { write: (t: string) => void (out += t) },
      stderr: { write: (t: string) => void (err += t) },
      env: {
        PATH: process.env.PATH,
        HTTPS_PROXY: trap.url,
        HTTP_PROXY: trap.url,
        GITHUB_TOKEN: 'ghs_never_reaches_an_agent',
        ANTHROPIC_API_KEY: 'anthropic-key',
        ANTHROPIC_BASE_URL: anthropic.url,
        OPENAI_API_KEY: 'openai-key',
        OPENAI_BASE_URL: `${openai.url}/v1`,
        GEMINI_API_KEY: 'gemini-key',
        GOOGLE_GEMINI_BASE_URL: gemini.url
      }
    }
    const args = [
      'triggers',
      repo,
      '--harness',
      'builtin,claude-code,codex,gemini-cli',
      '--no-cache',
      '--distractors',
      'none',
      '--model',
      MODEL,
      '--runs',
      '1',
      '--min-recall',
      '0.5',
      // The estimate's upper bound prices every agent's own output cap on every possible turn.
      '--max-usd',
      '100',
      '--format',
      'json'
    ]
    // Recall is 0 on Claude Code and Gemini CLI: the gate on every harness fails.
    expect(await main(args, io)).toBe(1)
    const report: RunReport = RunReportSchema.parse(JSON.parse(out))
    expect(report.harnesses?.map((h) => h.name)).toEqual([
      'builtin',
      'claude-code',
      'codex',
      'gemini-cli'
    ])
    const record = report.skills[0]!.layers.monte_carlo
    if (!monteCarloResultOf(record)) throw new Error(`${JSON.stringify(record)}\n${err}`)
    const mc = monteCarloResultOf(record)!
    const column = (name: string) => {
      const agent = (mc.agents ?? []).find((a) => a.harness === name)
      return agent === undefined ? undefined : harnessActivationResult(agent)
    }
    const rates = ['builtin', 'claude-code', 'codex', 'gemini-cli'].map((name) => [
      name,
      column(name)?.recall?.rate,
      column(name)?.falseActivation?.rate
    ])
    expect(rates).toEqual([
      ['builtin', 1, 0],
      ['claude-code', 0, 0],
      ['codex', 1, 0],
      ['gemini-cli', 0, 0]
    ])
    expect(mc.gate.failures).toEqual([
      expect.stringMatching(/^on claude-code: recall 0% /),
      expect.stringMatching(/^on gemini-cli: recall 0% /)
    ])

    // A trigger run on Codex stops at the read: one model call per run, as on the builtin loop.
    const codexRuns = column('codex')!.sequential
    expect(openai.bills()).toHaveLength(codexRuns.calls)
    expect(column('codex')!.recall!.runs + column('codex')!.falseActivation!.runs).toBe(
      codexRuns.calls
    )
    // Each call the agents made is booked to its agent, and every agent's total is its bill.
    const bills = otherBills()
    const byHarness = report.usage!.byHarness!
    expect(byHarness.codex!.costUsd).toBeCloseTo(bills.codex, 10)
    expect(byHarness['gemini-cli']!.costUsd).toBeCloseTo(bills.gemini, 10)
    expect(byHarness.codex!.calls).toBe(openai.bills().length)
    expect(byHarness['gemini-cli']!.calls).toBe(gemini.bills().length)
    const anthropicUsd = billedUsd(anthropic.messageRequests().map((r) => r.model))
    expect(report.usage!.costUsd).toBeCloseTo(anthropicUsd + bills.codex + bills.gemini, 10)

    // The keys never left skill-ci's side: each server saw its real key, put on by the relay.
    expect(new Set(openai.requests.map((r) => r.bearer))).toEqual(new Set(['openai-key']))
    expect(new Set(gemini.requests.map((r) => r.key))).toEqual(new Set(['gemini-key']))
    // And no agent reached any other host.
    expect(trap.attempts).toEqual([])

    // The comment shows one row per agent.
    const comment = renderComment(report, { checkName: 'skill-ci', marker: '<!-- m -->' })
    const plain = comment.replaceAll('\\[', '[')
    for (const [name, recall] of [
      ['builtin', '100%'],
      ['claude-code', '0%'],
      ['codex', '100%'],
      ['gemini-cli', '0%']
    ])
      expect(plain).toMatch(new RegExp(`\\| ${name} \\S+ \\| ${recall} \\[`))
    expect(err).not.toContain('anthropic-key')
  }, 120_000)

  it('runs the agents of other providers without an Anthropic key, on authored trigger prompts', async () => {
    const repo = await repository()
    // A second skill with no trigger prompts of its own: writing them needs Anthropic's model.
    await mkdir(path.join(repo, 'notes'), { recursive: true })
    await writeFile(
      path.join(repo, 'notes/SKILL.md'),
      '---\nname: notes\ndescription: Keep meeting notes. Use for notes.\n---\nWrite notes.\n'
    )
    const anthropicBefore = anthropic.requests.length
    let out = ''
    let err = ''
    const io: CliIo = {
      stdout: { write: (t: string) => void (out += t) },
      stderr: { write: (t: string) => void (err += t) },
      env: {
        PATH: process.env.PATH,
        HTTPS_PROXY: trap.url,
        HTTP_PROXY: trap.url,
        OPENAI_API_KEY: 'openai-key',
        OPENAI_BASE_URL: `${openai.url}/v1`
      }
    }
    const args = ['triggers', repo, '--harness', 'codex', '--no-cache', '--distractors', 'none']
    const code = await main([...args, '--runs', '1', '--max-usd', '100', '--format', 'json'], io)
    const report: RunReport = RunReportSchema.parse(JSON.parse(out))
    const csv = report.skills.find((s) => s.name === 'csv')!
    const notes = report.skills.find((s) => s.name === 'notes')!
    // The authored prompts ran on Codex: the skill loads.
    expect(monteCarloResultOf(csv.layers.monte_carlo)?.recall?.rate).toBe(1)
    // The skill without prompts fails, saying why; that fails the run (never green).
    expect(notes.layers.monte_carlo).toMatchObject({
      status: 'error',
      reason: expect.stringContaining('no Anthropic API key')
    })
    expect(code).toBe(1)
    // Nothing was sent to Anthropic: without a key, the client refuses before any request.
    expect(anthropic.requests.length).toBe(anthropicBefore)
    expect(trap.attempts).toEqual([])
    expect(err).not.toContain('an Anthropic API key is needed')
  }, 120_000)
})
