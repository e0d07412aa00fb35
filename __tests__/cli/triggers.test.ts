// `skill-ci triggers` and `skill-ci score --depth deep` through main(), the real SDK client
// pointed at the fake Messages API: the activation layer alone (text, JSON, JUnit), the dry run
// that calls nothing, and the deep composite, certified when the layer ran and static-only when
// the model is down.
import { describe, expect, it } from '@jest/globals'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { makeTempDir } from '../../src/agent/workdir.js'
import { main, type CliIo } from '../../src/cli/main.js'
import { monteCarloResultOf, RunReportSchema } from '../../src/model/index.js'
import { statusFault, type MessagesRequestBody } from '../fakes/anthropic-server.js'
import { fakeAnthropicPerTest } from '../fakes/fake-anthropic-per-test.js'
import { judgeLayerReply } from '../layers/judge/scripted-replies.js'
import { buildAnnotations } from '../../src/report/annotations.js'
import { buildSarif } from '../../src/report/sarif.js'
import {
  CSV_SHOULD,
  isTriggerRun,
  makeRepository,
  never,
  picksSibling,
  PROMPTS_PER_ROUND
} from '../layers/monte-carlo/scripted.js'

const fake = fakeAnthropicPerTest({
  handler: (body: MessagesRequestBody) =>
    isTriggerRun(body) ? picksSibling(body) : judgeLayerReply(body)
})

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

const FLAGS = ['--no-cache', '--distractors', 'none', '--model', 'haiku', '--seed', '7']
/** `score` keeps its cache (a fresh folder per run) and has no seed of its own to set. */
const scoreFlags = async () => [
  '--cache-dir',
  await makeTempDir('mc-score-cache'),
  '--distractors',
  'none',
  '--model',
  'haiku'
]

describe('skill-ci triggers', () => {
  it('prints each skill’s rates from one shared set of runs and writes a JUnit case per prompt', async () => {
    const repo = await makeRepository()
    const junit = path.join(await makeTempDir('mc-junit'), 'reports/junit.xml')
    const cli = io()
    const code = await main(
      ['triggers', repo, ...FLAGS, '--runs', '1', '--min-recall', '0.9', '--junit', junit],
      cli
    )
    // At most three calls per run (a Skill call counts within three turns), and csv's eval
    // scenario once in full (up to ten turns).
    expect(cli.err()).toContain(`monte_carlo: ${PROMPTS_PER_ROUND * 3 + 10} calls`)
    expect(code).toBe(0)
    expect(cli.out()).toContain(
      `${path.join(repo, 'csv')}: recall 100%, false activations 0%, F1 1.00`
    )
    expect(cli.out()).toContain('note: recall: 100% [')
    expect(cli.out()).toContain('(clopper-pearson 95%, 4 prompts, 4 runs)')
    expect(cli.out()).toContain('note: trigger set: authored')
    expect(cli.out()).toContain('gate: passed')
    // One run per prompt for both skills: 17 runs, 4 of them with a stubbed first look; then the
    // scenario run (a look, the Skill call, the answer).
    expect(fake().messageRequests()).toHaveLength(PROMPTS_PER_ROUND + CSV_SHOULD.length + 3)
    const xml = await readFile(junit, 'utf8')
    expect(xml).toContain('name="activation verdict"')
    expect(xml).toContain(`name="trigger 1 (should): ${CSV_SHOULD[0]}"`)
    expect(xml.match(/classname="csv.monte_carlo"/g)).toHaveLength(1 + 7)
  })

  it('a missed gate: exit 1, an annotation and a SARIF result on the description line, the block in markdown', async () => {
    fake().setHandler((body) => (isTriggerRun(body) ? never(body) : judgeLayerReply(body)))
    const repo = await makeRepository()
    const cli = io()
    const args = ['triggers', repo, ...FLAGS, '--runs', '1', '--min-recall', '0.5']
    expect(await main([...args, '--format', 'json'], cli)).toBe(1)
    const report = RunReportSchema.parse(JSON.parse(cli.out()))
    const onDescription = { path: 'csv/SKILL.md', start_line: 3, annotation_level: 'failure' }
    expect(buildAnnotations(report)).toContainEqual(
      expect.objectContaining({
        ...onDescription,
        title: 'skill-ci activation/recall-below-gate (csv)',
        message: expect.stringMatching(/^recall 0% \[0%, \d+%\] is below min-recall 50%/)
      })
    )
    const sarif = buildSarif(report).runs[0]?.results ?? []
    expect(
      sarif.map((r) => [r.ruleId, r.locations?.[0]?.physicalLocation?.region?.startLine])
    ).toContainEqual(['activation/recall-below-gate', 3])
    const markdown = io()
    expect(await main([...args, '--format', 'markdown'], markdown)).toBe(1)
    expect(markdown.out()).toContain(
      '**Activation (Monte Carlo)** — recall 0%, false activations 0%'
    )
    expect(markdown.out()).toContain('gate: recall 0%')
  })

  it('--dry-run estimates and calls nothing', async () => {
    const cli = io()
    const code = await main(['triggers', await makeRepository(), ...FLAGS, '--dry-run'], cli)
    expect(code).toBe(0)
    expect(cli.err()).toMatch(/LLM estimate: \d+ calls/)
    expect(cli.err()).toContain('dry run: no model call was made')
    expect(fake().messageRequests()).toHaveLength(0)
  })

  it('without an API key: a usage error that says what needs one', async () => {
    const cli = io()
    cli.env = {}
    const code = await main(['triggers', await makeRepository(), ...FLAGS], cli)
    expect(code).toBe(2)
    expect(cli.err()).toContain(
      'an Anthropic API key is needed for the trigger runs: set ANTHROPIC_API_KEY'
    )
    expect(fake().messageRequests()).toHaveLength(0)
  })
})

describe('skill-ci score --depth deep', () => {
  it('certifies a skill with authored triggers and eval scenarios: every dimension a layer can supply is measured', async () => {
    const repo = await makeRepository()
    const flags = await scoreFlags()
    const cli = io()
    const code = await main(['score', repo, '--depth', 'deep', '--format', 'json', ...flags], cli)
    expect(code).toBe(0)
    const report = RunReportSchema.parse(JSON.parse(cli.out()))
    expect(report.depth).toBe('deep')
    const csv = report.skills.find((s) => s.name === 'csv')
    expect(csv?.composite?.depthLabel).toBe('Certified')
    expect(monteCarloResultOf(csv?.layers.monte_carlo)?.certifies).toBe(true)
    // code_template_quality is supplied by no layer at any depth (as in PluginEval).
    const unmeasured = csv?.composite?.dimensions.filter((d) => d.score === null).map((d) => d.name)
    expect(unmeasured).toEqual(['code_template_quality'])
    const fromMonteCarlo = csv?.composite?.dimensions
      .filter((d) => d.sources.includes('monte_carlo'))
      .map((d) => d.name)
    expect(fromMonteCarlo).toEqual([
      'triggering_accuracy',
      'output_quality',
      'token_efficiency',
      'robustness'
    ])
    expect(report.usage?.byLayer.monte_carlo?.calls).toBeGreaterThan(0)

    // The text format has one activation line per skill.
    const text = io()
    await main(['score', repo, '--depth', 'deep', ...flags], text)
    expect(text.out()).toContain(
      '  activation: recall 100%, false activations 0%, F1 1.00 [0.51, 1.00] (authored trigger set'
    )

    // In PluginEval's format: every call answered from the cache, the layer in its shape.
    const sent = fake().messageRequests().length
    const again = io()
    await main(['score', repo, '--depth', 'deep', '--format', 'plugineval', ...flags], again)
    expect(fake().messageRequests()).toHaveLength(sent)
    const records = JSON.parse(again.out()) as Array<{ layers: Array<{ layer: string }> }>
    expect(records[0]?.layers.map((l) => l.layer)).toEqual(['static', 'judge', 'monte_carlo'])
  })

  it('with the model down: the layers fail loudly and the static result stays', async () => {
    fake().setHandler(() => statusFault(404, { body: { error: { message: 'no such model' } } }))
    const cli = io()
    const code = await main(
      [
        'score',
        await makeRepository(),
        '--depth',
        'deep',
        '--format',
        'json',
        ...(await scoreFlags())
      ],
      cli
    )
    expect(code).toBe(1)
    const report = RunReportSchema.parse(JSON.parse(cli.out()))
    const csv = report.skills.find((s) => s.name === 'csv')
    expect(csv?.layers.monte_carlo).toMatchObject({ status: 'error' })
    expect(csv?.composite?.depthLabel).toBe('Estimated')
    expect(csv?.composite?.measuredWeight).toBeCloseTo(0.66)
    expect(csv?.findings.map((f) => f.ruleId)).toContain('layer/monte_carlo-failed')
  })
})
