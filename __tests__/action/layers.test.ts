import { describe, expect, it } from '@jest/globals'
import { implementedLayers, setupLayers, type LlmSettings } from '../../src/action/layers.js'
import type { SkillUnderTest } from '../../src/layers/types.js'
import { RunReportSchema } from '../../src/report/model.js'

const settings: LlmSettings = {
  apiKey: 'test-key',
  baseUrl: 'http://127.0.0.1:9',
  judges: 2,
  budget: { maxUsd: 5 },
  allowPartial: false,
  cacheDir: '/tmp/skill-ci-layers-test-cache',
  env: {}
}

const skill: SkillUnderTest = {
  dir: '/x/skills/a',
  relPath: 'skills/a',
  skillFile: 'skills/a/SKILL.md',
  name: 'a',
  content: '---\nname: a\ndescription: Does a. Use when a.\n---\n\n# A\n',
  frontmatter: {
    delimited: true,
    data: { name: 'a', description: 'Does a. Use when a.' },
    keyLines: { name: 2, description: 3 },
    bodyStartLine: 5
  }
}

const emptyReport = RunReportSchema.parse({
  schemaVersion: 1,
  tool: { name: 'skill-ci', version: '0.0.0' },
  createdAt: '2026-01-01T00:00:00.000Z',
  depth: 'standard',
  roots: ['.'],
  skills: [],
  summary: {
    evaluated: 0,
    failed: 0,
    errored: 0,
    lowestScore: null,
    gate: { passed: true, reasons: [] }
  }
})

describe('the costly-layer registry', () => {
  it('has the judge; Monte Carlo and A/B are not in this build yet', () => {
    expect([...implementedLayers()]).toEqual(['judge'])
  })

  it('sets up the judge once for certify, priced from the given skills', () => {
    const setup = setupLayers(['judge', 'certify'], settings, [skill])
    expect(setup.runners.map((r) => r.layer)).toEqual(['judge'])
    // 1 skill × 4 assessments × 2 judges, checked against the budget before any call.
    expect(setup.notices).toHaveLength(1)
    expect(setup.notices[0]).toMatch(
      /^LLM estimate: 8 calls, at most \$[\d.]+ .*max-usd \$5: fits$/
    )
  })

  it('adds the run-level usage block when the run is finished', () => {
    const { report, notices } = setupLayers(['judge'], settings, [skill]).finish(emptyReport)
    expect(report.usage).toMatchObject({
      calls: 0,
      cacheHits: 0,
      costUsd: 0,
      estimate: { calls: 8 },
      budget: { maxUsd: 5, exhausted: false }
    })
    expect(notices).toEqual(['LLM usage: 0 calls, 0 cache hits, 0 retries, $0.0000'])
  })

  it('sets up nothing for layers without a factory', () => {
    const setup = setupLayers(['ab', 'monte-carlo'], settings, [skill])
    expect(setup.runners).toEqual([])
    expect(setup.notices).toEqual([])
    expect(setup.finish(emptyReport)).toEqual({ report: emptyReport, notices: [] })
  })
})
