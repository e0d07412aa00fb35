// `npm run bench -- cost`: what the LLM layers cost on realistic traffic, with prompt caching off
// (before) and on (after). Every command runs through the CLI's main() against the local
// Anthropic-protocol server, which bills each request from its own text and honours prompt
// caching as the API does (__tests__/fakes/prompt-cache-model.ts states the rules and the token
// approximation), with the disk response cache off so every call is live:
// - `triggers` on a repository of 10 skills, each with 10 should and 10 should-not authored
//   prompts (and a 5-scenario eval on one of them, whose output-quality runs come with it);
// - `certify` of that one skill (the judge, Monte Carlo and the Elo rating);
// - `ab --runs 3` of its 5-scenario eval.
// Dollars are the server's bill at list prices (DEFAULT_PRICING); the ledger's own total is shown
// beside it, and they must agree. Each command runs three ways against the same scripted model:
// - today: the CLI as it was before the cost work (TODAY_COMMIT, its committed dist/ taken out of
//   git and run as a child process): what the targets are measured against;
// - without prompt caching: this CLI with SKILL_CI_PROMPT_CACHE=off (stopping rules on);
// - after: this CLI as it ships.
// The scripted model answers the same request the same way, and the bench checks that every run
// reached the same decisions (each skill's gate, grade, activation estimates and A/B verdict).
// Every command gets a budget far above its upper bound: this measures money, not the budget.
// Run: npm run bench -- cost [latencyMs=5]
import { execFileSync, spawn } from 'node:child_process'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import {
  forcedTool,
  startFakeAnthropic,
  textReply,
  toolUseReply,
  verdictReply,
  type FakeAnthropic,
  type FakeItem,
  type MessagesRequestBody
} from '../__tests__/fakes/anthropic-server.js'
import { makeTempDir } from '../src/agent/workdir.js'
import { main, type CliIo } from '../src/cli/main.js'
import { costUsd, DEFAULT_PRICING, priceFor, batchPrice } from '../src/llm/index.js'

const SKILLS = [
  ['csv-report', 'csv', 'Summarise CSV files into short reports with row counts and column stats'],
  ['pdf-tools', 'pdf', 'Extract text from PDF documents, merge and split PDF files'],
  ['yaml-lint', 'yaml', 'Check YAML files for syntax errors and style problems and fix them'],
  ['git-commit', 'commit', 'Write conventional commit messages from the staged diff'],
  ['docker-build', 'docker', 'Write and optimise Dockerfiles and build container images'],
  ['sql-query', 'sql', 'Write, explain and optimise SQL queries for PostgreSQL and SQLite'],
  ['image-resize', 'image', 'Resize, crop and convert image files in bulk'],
  ['markdown-toc', 'markdown', 'Generate and update tables of contents in Markdown documents'],
  ['json-schema', 'json', 'Write JSON Schemas and validate JSON documents against them'],
  ['http-client', 'http', 'Call HTTP APIs with retries, pagination and authentication']
] as const

const VERBS = ['Read', 'Check', 'Write', 'Validate', 'Summarise', 'Compare', 'List', 'Explain']
const NOUNS = [
  'the input',
  'each file',
  'the options',
  'the result',
  'the errors',
  'the edge cases'
]

/** A SKILL.md of about 5 KB: frontmatter, steps, examples and pitfalls, as real skills read. */
function skillMd(name: string, keyword: string, purpose: string): string {
  const steps = Array.from(
    { length: 40 },
    (_, i) =>
      `${i + 1}. ${VERBS[i % VERBS.length]} ${NOUNS[(i * 5) % NOUNS.length]} for the ${keyword} task; ` +
      `note what changed and why, and stop when step ${i + 1} fails on a ${keyword} input.`
  )
  return [
    '---',
    `name: ${name}`,
    `description: ${purpose}. Use when the user asks about ${keyword} work.`,
    '---',
    `# ${name}`,
    '',
    '## Steps',
    ...steps,
    '',
    '## Pitfalls',
    `- Never overwrite the user's ${keyword} files without a backup.`,
    `- Large ${keyword} inputs: work in chunks.`,
    ''
  ].join('\n')
}

const should = (keyword: string) =>
  Array.from({ length: 10 }, (_, i) => `Please help with this ${keyword} job number ${i + 1}`)
const shouldNot = (name: string) =>
  Array.from(
    { length: 10 },
    (_, i) => `Tell me a fun fact number ${i + 1} for ${name.length} people`
  )

const SCENARIOS = Array.from(
  { length: 5 },
  (_, i) => `  - name: Report ${i + 1}
    prompt: Summarise the csv file number ${i + 1} into a short report
    assertions:
      - { type: output_contains, value: rows }
    rubric: [Counts the rows, Names the columns]`
).join('\n')

async function makeRepository(): Promise<string> {
  const root = await makeTempDir('bench-cost-repo')
  for (const [name, keyword, purpose] of SKILLS) {
    const dir = path.join(root, name)
    await mkdir(path.join(dir, 'tests'), { recursive: true })
    await writeFile(path.join(dir, 'SKILL.md'), skillMd(name, keyword, purpose))
    const triggers = [
      'triggers:',
      '  should:',
      ...should(keyword).map((q) => `    - "${q}"`),
      '  should_not:',
      ...shouldNot(name).map((q) => `    - "${q}"`)
    ]
    const scenarios = name === 'csv-report' ? ['scenarios:', SCENARIOS] : []
    await writeFile(path.join(dir, 'tests/eval.yaml'), [...triggers, ...scenarios, ''].join('\n'))
  }
  return root
}

/** The Elo rating's reference corpus: 8 other skills of the same shape. */
async function makeCorpus(): Promise<string> {
  const root = await makeTempDir('bench-cost-corpus')
  for (let i = 0; i < 8; i++) {
    const name = `reference-${i}`
    await mkdir(path.join(root, name), { recursive: true })
    await writeFile(
      path.join(root, name, 'SKILL.md'),
      skillMd(name, `topic${i}`, `Handles topic ${i}`)
    )
  }
  return root
}

/** The user's latest words: the last user text that is not a tool result. */
function promptOf(body: MessagesRequestBody): string {
  for (const m of [...body.messages].reverse()) {
    if (m.role !== 'user') continue
    if (typeof m.content === 'string') return m.content
    const text = (m.content as Array<{ type: string; text?: string }>)
      .filter((b) => b.type === 'text')
      .map((b) => b.text)
      .join('')
    if (text) return text
  }
  return ''
}

const PROSE =
  'I looked at the request, checked the working directory and considered the options before answering. '

/** The agent: loads the skill whose keyword the prompt names, then does the task in two turns. */
function agent(body: MessagesRequestBody): FakeItem {
  const sent = JSON.stringify(body.messages)
  const tools = (body.tools ?? []) as Array<{ name: string }>
  const offered = tools.some((t) => t.name === 'Skill')
  if (sent.includes('"name":"Skill"')) {
    return sent.includes('"name":"write_file"')
      ? textReply(`${PROSE}Done: the report lists 12 rows and 4 columns.`)
      : toolUseReply('write_file', { path: 'report.md', content: `rows: 12\n${PROSE}` })
  }
  const prompt = promptOf(body).toLowerCase()
  const match = SKILLS.find(([, keyword]) => prompt.includes(keyword))
  if (offered && match) return toolUseReply('Skill', { name: match[0] }, { text: PROSE })
  if (!offered && !sent.includes('"name":"read_file"'))
    return toolUseReply('read_file', { path: 'data.csv' }, { text: PROSE })
  return textReply(`${PROSE.repeat(3)}Here are the rows you asked about.`)
}

const REASONING = `${PROSE.repeat(4)}`

/** Every forced-verdict question, told apart by its instructions and its tool's schema. */
function judge(body: MessagesRequestBody): FakeItem {
  const system = JSON.stringify(body.system)
  const schema = JSON.stringify(body.tools)
  if (system.includes('You compare two agent skills'))
    return verdictReply({ winner: 'A', reasoning: REASONING })
  if (system.includes('should trigger this skill'))
    return verdictReply({
      predictions: [
        { prompt: 'a', should_trigger: true, would_trigger: true },
        { prompt: 'b', should_trigger: false, would_trigger: false }
      ],
      f1: 1
    })
  if (schema.includes('overall_winner')) {
    const prompt = String(body.messages[0]?.content)
    const criteria = (prompt.split('## Rubric Criteria\n')[1] ?? '')
      .split('\n')
      .filter((line) => /^\d+\. /.test(line)).length
    const skillIs = prompt.indexOf('12 rows') > prompt.indexOf('## Response B') ? 'B' : 'A'
    return verdictReply({
      rubric_results: Array.from({ length: criteria }, (_, i) => ({
        criterion: i + 1,
        winner: skillIs,
        magnitude: 'slightly-better',
        reasoning: PROSE
      })),
      overall_winner: skillIs,
      overall_magnitude: 'slightly-better',
      overall_reasoning: REASONING
    })
  }
  return verdictReply({ score: 0.75, reasoning: REASONING, evidence: ['step 3', 'pitfalls'] })
}

const handler = (body: MessagesRequestBody): FakeItem =>
  forcedTool(body) === undefined ? agent(body) : judge(body)

/**
 * The last commit before the cost work of issue 30 (decision-based stopping, A/B early stopping,
 * prompt caching beyond the judge, per-skill costs): "today" in the targets.
 */
const TODAY_COMMIT = 'd854321'

/** This repository's CLI at TODAY_COMMIT: its committed bundle, distractors and schemas. */
async function todaysCli(): Promise<string> {
  const dir = await makeTempDir('bench-cost-today')
  const repoRoot = path.resolve(import.meta.dirname, '..')
  const archive = execFileSync(
    'git',
    ['archive', TODAY_COMMIT, 'dist', 'distractors', 'schemas', 'package.json'],
    { cwd: repoRoot, maxBuffer: 256 * 1024 * 1024 }
  )
  execFileSync('tar', ['-x', '-C', dir], { input: archive })
  return path.join(dir, 'dist', 'cli.js')
}

interface CliOutcome {
  code: number
  stdout: string
  stderr: string
}

/** A CLI run: this CLI in-process, or another bundle as a child process with the same env. */
type CliRunner = (argv: string[], env: Record<string, string>) => Promise<CliOutcome>

const inProcess: CliRunner = async (argv, env) => {
  let stdout = ''
  let stderr = ''
  const io: CliIo = {
    stdout: { write: (t) => void (stdout += t), isTTY: false },
    stderr: { write: (t) => void (stderr += t), isTTY: false },
    env
  }
  const code = await main(argv, io)
  return { code, stdout, stderr }
}

const childProcess =
  (cli: string): CliRunner =>
  (argv, env) =>
    new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [cli, ...argv], {
        env: { PATH: process.env.PATH ?? '', ...env }
      })
      let stdout = ''
      let stderr = ''
      child.stdout.on('data', (d: Buffer) => (stdout += d.toString()))
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
      child.on('error', reject)
      child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }))
    })

interface SkillDecisions {
  path: string
  gate?: { passed: boolean }
  composite: { grade?: string } | null
  layers: {
    monte_carlo?: {
      status: string
      recall?: { rate: number; runs: number } | null
      falseActivation?: { rate: number; runs: number } | null
    }
    ab?: { status: string; verdict?: string; improvement?: number | null }
    elo?: { status: string; rating?: number }
  }
}

/** What a run decided, skill by skill: the line two runs must agree on. */
function decisions(skills: readonly SkillDecisions[]): string {
  return skills
    .map((s) => {
      const mc = s.layers.monte_carlo
      const ab = s.layers.ab
      return [
        path.basename(s.path),
        `gate ${s.gate?.passed ?? '-'}`,
        `grade ${s.composite?.grade ?? '-'}`,
        mc
          ? `recall ${mc.recall?.rate ?? '-'} (${mc.recall?.runs ?? 0} runs) false ${mc.falseActivation?.rate ?? '-'} (${mc.falseActivation?.runs ?? 0} runs)`
          : '',
        ab ? `ab ${ab.verdict ?? ab.status} ${ab.improvement ?? ''}` : ''
      ]
        .filter(Boolean)
        .join(' ')
    })
    .join('; ')
}

interface Measured {
  code: number
  calls: number
  input: number
  cacheWrite: number
  cacheRead: number
  output: number
  usd: number
  ledgerUsd: number
  byLayer: string
  decisions: string
  stderr: string
}

async function measure(
  argv: string[],
  run: CliRunner,
  promptCache: boolean,
  latencyMs: number
): Promise<Measured> {
  const fake: FakeAnthropic = await startFakeAnthropic({ latencyMs, handler })
  const env = {
    ANTHROPIC_API_KEY: 'bench-key',
    ANTHROPIC_BASE_URL: fake.url,
    ...(promptCache ? {} : { SKILL_CI_PROMPT_CACHE: 'off' })
  }
  try {
    // A fresh response cache per run: every call is live.
    const cacheDir = await makeTempDir('bench-cost-cache')
    const { code, stdout, stderr } = await run(
      [...argv, '--cache-dir', cacheDir, '--format', 'json', '--max-usd', '1000'],
      env
    )
    const bills = fake.bills()
    const sum = (
      k:
        'input_tokens' | 'cache_creation_input_tokens' | 'cache_read_input_tokens' | 'output_tokens'
    ) => bills.reduce((n, b) => n + b.usage[k], 0)
    const usd = bills.reduce((n, b) => {
      const price = priceFor(b.model, DEFAULT_PRICING)
      const u = b.usage
      return (
        n +
        costUsd(
          {
            input: u.input_tokens,
            output: u.output_tokens,
            cacheWrite: u.cache_creation_input_tokens,
            cacheRead: u.cache_read_input_tokens
          },
          b.batched ? batchPrice(price) : price
        )
      )
    }, 0)
    let report: {
      skills?: SkillDecisions[]
      usage?: { costUsd?: number; byLayer?: Record<string, { calls: number; costUsd: number }> }
    } = {}
    try {
      report = JSON.parse(stdout.slice(stdout.indexOf('{'))) as typeof report
    } catch {
      throw new Error(`${argv.join(' ')}: exit ${code}, no JSON report:\n${stdout}\n${stderr}`)
    }
    return {
      code,
      calls: bills.length,
      input: sum('input_tokens'),
      cacheWrite: sum('cache_creation_input_tokens'),
      cacheRead: sum('cache_read_input_tokens'),
      output: sum('output_tokens'),
      usd,
      ledgerUsd: report.usage?.costUsd ?? NaN,
      byLayer: Object.entries(report.usage?.byLayer ?? {})
        .map(([layer, b]) => `${layer} ${b.calls} calls $${b.costUsd.toFixed(4)}`)
        .join(', '),
      decisions: decisions(report.skills ?? []),
      stderr
    }
  } finally {
    await fake.close()
  }
}

const pct = (x: number) => `${(100 * x).toFixed(0)} %`
const allInput = (m: Measured) => m.input + m.cacheWrite + m.cacheRead

function row(label: string, m: Measured): string {
  return `| ${label} | ${m.calls} | ${allInput(m).toLocaleString('en')} (${pct(m.cacheRead / allInput(m))} read, ${pct(m.cacheWrite / allInput(m))} written) | ${m.output.toLocaleString('en')} | $${m.usd.toFixed(4)} | $${m.ledgerUsd.toFixed(4)} |`
}

export async function benchCost(latencyMs = 5): Promise<string> {
  const repo = await makeRepository()
  const one = path.join(repo, 'csv-report')
  const commands: Array<[string, string[]]> = [
    ['triggers', ['triggers', repo, '--seed', '7']],
    ['certify', ['certify', one, '--seed', '7', '--corpus', await makeCorpus()]],
    ['ab --runs 3', ['ab', one, '--runs', '3', '--seed', '7']]
  ]
  const today = childProcess(await todaysCli())
  const lines = [
    '| command | calls | input tokens (cache read, written) | output tokens | $ (server bill, list prices) | $ (ledger) |',
    '|---|---:|---:|---:|---:|---:|'
  ]
  const ratios: string[] = []
  for (const [label, argv] of commands) {
    const runs = {
      [`today (${TODAY_COMMIT})`]: await measure(argv, today, true, latencyMs),
      'without prompt caching': await measure(argv, inProcess, false, latencyMs),
      after: await measure(argv, inProcess, true, latencyMs)
    }
    for (const [name, m] of Object.entries(runs)) {
      if (m.code !== 0 && m.code !== 1)
        throw new Error(`${label}, ${name}: exited ${m.code}:\n${m.stderr}`)
      lines.push(row(`${label}, ${name}`, m))
    }
    const [first, uncached, after] = Object.values(runs) as [Measured, Measured, Measured]
    const same = Object.values(runs).every((m) => m.decisions === after.decisions)
    ratios.push(
      `${label}: after = ${pct(after.usd / first.usd)} of today, ${pct(after.usd / uncached.usd)} of the same without prompt caching (${first.calls} → ${after.calls} calls); same decisions: ${same ? 'yes' : 'NO'}`,
      `  decisions: ${after.decisions}`,
      ...(same
        ? []
        : Object.entries(runs).map(([name, m]) => `  decisions, ${name}: ${m.decisions}`)),
      `  today by layer: ${first.byLayer}`,
      `  after by layer: ${after.byLayer}`
    )
    const estimate = after.stderr.split('\n').find((l) => l.includes('LLM estimate'))
    if (estimate) ratios.push(`  ${estimate}`)
  }
  return [...lines, '', ...ratios].join('\n')
}

console.log(await benchCost(Number(process.argv[2] ?? 5)))
