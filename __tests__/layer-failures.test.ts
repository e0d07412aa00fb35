// A layer that was asked for and failed is never green: through the real CLI entry point, with the
// real SDK pointed at a local Messages API that refuses the key or is down (529 to everything),
// or at a port nothing listens on.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { main, type CliIo } from '../src/cli/main.js'
import { RunReportSchema, type RunReport } from '../src/model/index.js'
import {
  overloaded,
  startFakeAnthropic,
  statusFault,
  type FakeAnthropic
} from './fakes/anthropic-server.js'
import { makeSkill } from './layers/ab/scripted.js'
import { writeScriptedSkill } from './layers/elo/scripted-corpus.js'

const here = path.dirname(fileURLToPath(import.meta.url))
const SKILLS = path.join(here, 'fixtures', 'pipeline', 'skills')
/** Nothing listens on port 9 (discard) here: the API cannot be reached. */
const UNREACHABLE = 'http://127.0.0.1:9'

let fake: FakeAnthropic
let cacheDir: string

beforeEach(async () => {
  fake = await startFakeAnthropic({
    handler: () =>
      statusFault(401, {
        body: {
          type: 'error',
          error: { type: 'authentication_error', message: 'invalid x-api-key' }
        }
      })
  })
  cacheDir = await mkdtemp(path.join(tmpdir(), 'skill-ci-layer-failures-'))
})
afterEach(async () => {
  await fake.close()
  await rm(cacheDir, { recursive: true, force: true })
})

async function run(argv: string[], baseUrl = fake.url) {
  let stdout = ''
  let stderr = ''
  const io: CliIo = {
    stdout: { write: (t) => void (stdout += t), isTTY: false },
    stderr: { write: (t) => void (stderr += t), isTTY: false },
    env: { ANTHROPIC_API_KEY: 'test-key', ANTHROPIC_BASE_URL: baseUrl }
  }
  const code = await main([...argv, '--cache-dir', cacheDir], io)
  return { code, stdout, stderr }
}

const json = (stdout: string): RunReport => RunReportSchema.parse(JSON.parse(stdout))
const posts = () => fake.requests.filter((r) => r.method === 'POST').length

describe('score --depth standard when the judge cannot run', () => {
  it('reports the layer failed in text and JSON, keeps static results, labels the depth reached and fails', async () => {
    const quick = json((await run(['score', SKILLS, '--format', 'json'])).stdout)
    const failed = await run(['score', SKILLS, '--depth', 'standard', '--format', 'json'])
    expect(failed.code).toBe(1)
    // A refused key stops every call after the first: one request, not one per skill and judge.
    expect(posts()).toBe(1)
    expect(failed.stderr).toContain('LLM layers stopped at the first call that could not succeed')
    const report = json(failed.stdout)
    const scored = report.skills.filter((s) => s.layers.static !== undefined)
    expect(scored.length).toBeGreaterThan(1)
    for (const skill of scored) {
      const before = quick.skills.find((s) => s.path === skill.path)
      expect(skill.layers.judge?.status).toBe('error')
      expect(skill.status).toBe('error')
      expect(skill.layers.static).toEqual(before?.layers.static)
      expect(skill.composite?.score).toBe(before?.composite?.score)
      expect(skill.composite?.depthLabel).toBe('Estimated')
      expect(skill.findings).toContainEqual(
        expect.objectContaining({
          ruleId: 'layer/judge-failed',
          source: 'layer',
          severity: 'error'
        })
      )
    }
    expect(report.summary.errored).toBeGreaterThanOrEqual(scored.length)
    expect(report.summary.gate.passed).toBe(false)
    expect(report.summary.gate.reasons.join('\n')).toContain('judge layer failed')

    const text = await run(['score', SKILLS, '--depth', 'standard'])
    expect(text.code).toBe(1)
    expect(text.stdout).toContain('judge layer failed')
    expect(text.stdout).toContain('Gate failed')
    expect(text.stdout).not.toContain('Assessed')
  })

  it('warns instead with --on-layer-error warn: the layer is still shown failed, the gate passes', async () => {
    const warned = await run([
      'score',
      SKILLS,
      '--depth',
      'standard',
      '--format',
      'json',
      '--on-layer-error',
      'warn'
    ])
    const report = json(warned.stdout)
    const pdf = report.skills.find((s) => s.path === 'pdf-tables')
    expect(pdf?.layers.judge?.status).toBe('error')
    expect(pdf?.findings).toContainEqual(
      expect.objectContaining({ ruleId: 'layer/judge-failed', severity: 'warning' })
    )
    expect(pdf?.gate?.reasons ?? []).not.toContainEqual(expect.stringContaining('judge layer'))
    expect(warned.code).toBe(report.summary.gate.passed ? 0 : 1)
  })

  it('fails the same way when the API cannot be reached at all', async () => {
    const result = await run(
      ['score', path.join(SKILLS, 'pdf-tables'), '--depth', 'standard', '--format', 'json'],
      UNREACHABLE
    )
    expect(result.code).toBe(1)
    const [pdf] = json(result.stdout).skills
    expect(pdf?.layers.judge).toMatchObject({ status: 'error' })
    expect(pdf?.composite?.depthLabel).toBe('Estimated')
  }, 30_000)
})

describe('ab when the layer cannot run', () => {
  it('says "failed" with the reason, not "insufficient evidence", when the API is down', async () => {
    const skill = await makeSkill('csv')
    const result = await run(['ab', skill.dir, '--runs', '2', '--no-results-dir'], UNREACHABLE)
    expect(result.code).toBe(1)
    expect(result.stdout).not.toContain('insufficient evidence')
    expect(result.stdout).toMatch(/: error — \d+ agent runs? failed, so no verdict; first: /)
    expect(result.stdout).toContain('gate: failed')
  }, 30_000)

  it('prints the problems of an invalid eval file, in text and in markdown, and fails', async () => {
    const skill = await makeSkill('broken')
    await writeFile(
      path.join(skill.dir, 'tests/eval.yaml'),
      'scenarios:\n  - name: one\n    assertions: []\n'
    )
    const text = await run(['ab', skill.dir, '--no-results-dir'])
    expect(text.code).toBe(1)
    expect(text.stdout).toMatch(/tests\/eval\.yaml(:\d+)? .*prompt/)
    const markdown = await run(['ab', skill.dir, '--no-results-dir', '--format', 'markdown'])
    expect(markdown.code).toBe(1)
    expect(markdown.stdout).toMatch(/^### `/m)
    expect(markdown.stdout).toMatch(/^- .*tests\/eval\.yaml/m)
    expect(posts()).toBe(0)
  })
})

describe('a down API fails fast', () => {
  it('ends a 16-skill init --calibrate within 30 s with exit 1, every request booked', async () => {
    fake.setHandler(() => overloaded())
    const corpus = path.join(cacheDir, 'corpus')
    for (let i = 0; i < 16; i++)
      await writeScriptedSkill(corpus, `p${i % 2}`, { name: `gold-${i}`, quality: i, lines: 5 })
    const started = Date.now()
    const out = path.join(cacheDir, 'index.json')
    // (run() gives --cache-dir, a fresh folder: nothing is answered from a cache)
    const result = await run(['init', corpus, '--out', out, '--calibrate'])
    expect(Date.now() - started).toBeLessThan(30_000)
    // The run was called right and failed on the API: 1, not the usage error's 2.
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(
      /calibration failed: the API stopped the calibration: the API failed 8 calls in a row after their retries, so it looks down \(last: HTTP 529/
    )
    expect(result.stderr).toContain(
      `calibration used 0 calls, 0 cache hits, ${fake.requests.length} API requests, $0.00`
    )
  }, 40_000)
})
