// `--format plugineval` at standard depth: the judge layer record and model usage in PluginEval's
// shape, with the real SDK pointed at the fake Messages API.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { main, type CliIo } from '../../src/cli/main.js'
import {
  startFakeAnthropic,
  textReply,
  type FakeAnthropic,
  type MessagesRequestBody
} from '../fakes/anthropic-server.js'

const here = path.dirname(fileURLToPath(import.meta.url))
const PDF = path.join(here, '..', 'fixtures', 'pipeline', 'skills', 'pdf-tables')

// Every call reports 100 input and 20 output tokens.
const usage = { input_tokens: 100, output_tokens: 20 }
const reply = (body: MessagesRequestBody) => {
  if (JSON.stringify(body.system).includes('should trigger this skill')) {
    return textReply(
      JSON.stringify({
        predictions: [{ prompt: 'a', should_trigger: true, would_trigger: true }],
        f1: 1
      }),
      { usage }
    )
  }
  return textReply(JSON.stringify({ score: 0.75, reasoning: 'ok', evidence: ['e'] }), { usage })
}

let fake: FakeAnthropic
let cacheDir: string
beforeEach(async () => {
  fake = await startFakeAnthropic({ handler: reply })
  cacheDir = await mkdtemp(path.join(tmpdir(), 'skill-ci-plugineval-judge-'))
})
afterEach(async () => {
  await fake.close()
  await rm(cacheDir, { recursive: true, force: true })
})

describe('--format plugineval --depth standard', () => {
  it('adds the judge layer, its measured dimensions and the model usage', async () => {
    let stdout = ''
    const io: CliIo = {
      stdout: { write: (t) => void (stdout += t) },
      stderr: { write: () => undefined },
      env: { ANTHROPIC_API_KEY: 'test-key', ANTHROPIC_BASE_URL: fake.url }
    }
    const argv = ['score', PDF, '--depth', 'standard', '--format', 'plugineval']
    const code = await main([...argv, '--cache-dir', cacheDir, '--judge-model', 'haiku'], io)
    expect(code).toBe(0)
    const [result] = JSON.parse(stdout)
    expect(result.config.depth).toBe('standard')
    expect(result.layers.map((l: { layer: string }) => l.layer)).toEqual(['static', 'judge'])
    const judge = result.layers[1]
    expect(judge.sub_scores).toEqual({
      triggering_accuracy: expect.any(Number),
      orchestration_fitness: 0.75,
      output_quality: 0.75,
      scope_calibration: 0.75
    })
    expect(judge.metadata).toEqual({ unmeasured: [] })
    expect(result.composite.confidence_label).toBe('Assessed')
    const scope = result.composite.dimensions.find(
      (d: { name: string }) => d.name === 'scope_calibration'
    )
    expect(scope).toMatchObject({ score: 0.75, grade: 'C' })
    // One model judged everything: four assessments × (100 + 20) tokens.
    const models = Object.keys(result.model_usage)
    expect(models).toHaveLength(1)
    expect(models[0]).toMatch(/haiku/)
    expect(result.model_usage[models[0]]).toBe(480)
    expect(fake.requests.filter((r) => r.method === 'POST')).toHaveLength(4)
    expect(stdout).toMatch(/"model_usage": \{\n\s+"[^"]+": \d+\n/)
  })
})
