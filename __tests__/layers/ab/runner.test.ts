import { lstat, mkdir, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from '@jest/globals'
import pLimit from 'p-limit'
import { serverError, textReply, toolUseReply, verdictReply } from '../../fakes/anthropic-server.js'
import { fakeAnthropicPerTest } from '../../fakes/fake-anthropic-per-test.js'
import { createLlm } from '../../../src/llm/index.js'
import { makeTempDir } from '../../../src/agent/workdir.js'
import type { AbOptions } from '../../../src/layers/ab/options.js'
import { createAbRunner } from '../../../src/layers/ab/runner.js'
import { runPair } from '../../../src/layers/ab/pair.js'
import { skillMarks } from '../../../src/layers/ab/redact.js'
import { loadEvalFile } from '../../../src/skill/eval-file.js'
import type { LayerOutcome } from '../../../src/layers/types.js'
import { abActivationLines, abVerdictLine } from '../../../src/report/ab.js'
import { AbResultSchema } from '../../../src/model/index.js'
import {
  agent,
  hasSkillTool,
  isAgentTurn,
  judge,
  makeSkill,
  scriptedWorld,
  turnOf
} from './scripted.js'

const fake = fakeAnthropicPerTest({ handler: scriptedWorld() })

const options = (cacheDir: string | null, over: Partial<AbOptions> = {}): AbOptions => ({
  llm: createLlm({
    apiKey: 'test-key',
    baseURL: fake().url,
    toolVersion: 'test',
    cacheDir,
    retry: { baseDelayMs: 1, maxRetries: 0 },
    env: {}
  }),
  model: 'claude-haiku-4-5-20251001',
  judgeModel: 'claude-sonnet-5',
  runs: 3,
  ...over
})

const pairsOf = (record: LayerOutcome['record']) =>
  AbResultSchema.parse(record).scenarios.flatMap((s) => s.pairs)

describe('A/B layer', () => {
  it('runs both arms on identical fixtures, judges, scores, and gives no verdict from 2 scenarios', async () => {
    const skill = await makeSkill('csv')
    const resultsDir = await makeTempDir('results')
    const outcome = await createAbRunner(options(null, { resultsDir })).run(skill)
    const r = outcome.record
    expect(r.status).toBe('ok')
    expect(AbResultSchema.parse(r)).toMatchObject({
      verdict: 'insufficient_evidence',
      limit: 'too_few_scenarios',
      needed: { scenarios: 3 },
      notes: ['The interval covers run-to-run noise of these scenarios only']
    })
    expect(r).toMatchObject({
      completion: { withSkill: 1, baseline: 0, regressed: false },
      activation: { loadedRuns: 6, runs: 6, rate: 1, high: 1, method: 'wilson' },
      judge: {
        invalidPairs: 0,
        failedJudgements: 0,
        inconsistencyRate: 0,
        sameModelAsAgent: false,
        // Output lengths do not vary, so there is nothing to regress on.
        length: { controlled: null, biased: false, preferLongerShare: 1 }
      },
      normalizedGain: { g: 1 },
      ci: { scenarios: 2, pairs: 6 }
    })
    expect(AbResultSchema.parse(r).judge.length.raw).toBeCloseTo(0.4, 12)
    const pairs = pairsOf(r)
    expect(pairs).toHaveLength(6)
    // Each arm records the catalogue it was offered: nothing, and the skill under test only.
    for (const p of pairs) {
      expect(p.baseline.catalogue).toEqual([])
      expect(p.withSkill.catalogue).toEqual(['csv'])
    }
    // Quality: much-better on every criterion (+1), slightly-better overall (+0.4), completion +1.
    for (const p of pairs) {
      expect(p.valid).toBe(true)
      expect(p.breakdown).toMatchObject({
        qualityImprovement: 1,
        overallJudgmentImprovement: 0.4,
        taskCompletionImprovement: 1,
        // 1 tool call without the skill, 5 with it: (1 − 5) / 5.
        toolCallReduction: -0.8
      })
    }
    // The baseline read the same fixture the with-skill arm read.
    const baselineTurn2 = fake()
      .messageRequests()
      .find((b) => isAgentTurn(b) && !hasSkillTool(b) && turnOf(b) === 1)!
    expect(JSON.stringify(baselineTurn2.messages)).toContain('a,b\\n1,2\\n3,4')
    // eval.yaml is reachable neither through the Skill tool nor the file tools.
    const withTurn2 = fake()
      .messageRequests()
      .find((b) => hasSkillTool(b) && turnOf(b) === 1)!
    const results = (
      withTurn2.messages.at(-1)!.content as { content: string; is_error: boolean }[]
    ).map((c) => [c.is_error, c.content])
    expect(results[0]).toEqual([false, expect.stringContaining('Count rows.')])
    expect(results[1][0]).toBe(true)
    expect(results[2]).toEqual([true, expect.stringContaining("'..' is not allowed")])
    expect(JSON.stringify(fake().messageRequests())).not.toContain('file_contains')
    // The judges got no tool but their verdict tool and never saw the skill call.
    const judgeCalls = fake()
      .messageRequests()
      .filter((b) => !isAgentTurn(b))
    expect(judgeCalls).toHaveLength(12)
    for (const j of judgeCalls) expect(String(j.messages[0].content)).not.toContain('Skill')
    for (const j of judgeCalls)
      expect(j.tools).toEqual([expect.objectContaining({ name: 'record_verdict' })])
    expect(pairs[0].withSkill.transcript).toMatch(/^ab\/csv\/01-summarise-run1-with-skill\.md$/)
  })

  it('writes one redacted transcript per run into the results folder', async () => {
    const key = 'sk-ant-api03-LeakedKey_0123456789'
    const skill = await makeSkill('csv')
    await writeFile(
      path.join(skill.dir, 'tests/fixtures/data.csv'),
      `a,b\n${key},2\nservice-password-42,3\n`
    )
    const resultsDir = await makeTempDir('results')
    const outcome = await createAbRunner(
      options(null, { runs: 1, resultsDir, env: { SERVICE_PASSWORD: 'service-password-42' } })
    ).run(skill)
    // The agent really read the secrets: they are in what the model was sent.
    expect(JSON.stringify(fake().messageRequests())).toContain(key)
    const files = (await readdir(path.join(resultsDir, 'ab/csv'))).sort()
    expect(files).toEqual([
      '01-summarise-run1-baseline.md',
      '01-summarise-run1-with-skill.md',
      '02-again-run1-baseline.md',
      '02-again-run1-with-skill.md'
    ])
    for (const file of files) {
      const text = await readFile(path.join(resultsDir, 'ab/csv', file), 'utf8')
      expect(text).toContain('a,b\n[REDACTED],2\n[REDACTED],3')
      expect(text).not.toContain(key)
      expect(text).not.toContain('service-password-42')
    }
    expect(pairsOf(outcome.record).map((p) => p.baseline.transcript)).toEqual([
      'ab/csv/01-summarise-run1-baseline.md',
      'ab/csv/02-again-run1-baseline.md'
    ])
  })

  it('replaces a link planted at a transcript path instead of writing through it', async () => {
    // The results folder is in the PR's checkout: a committed `01-…-baseline.md -> ~/.gitconfig`
    // would otherwise receive a transcript whose prompt text the PR wrote.
    const skill = await makeSkill('csv')
    const resultsDir = await makeTempDir('results')
    const victim = path.join(await makeTempDir('victim'), 'gitconfig')
    await writeFile(victim, 'keep me')
    await mkdir(path.join(resultsDir, 'ab/csv'), { recursive: true })
    await symlink(victim, path.join(resultsDir, 'ab/csv/01-summarise-run1-baseline.md'))
    await createAbRunner(options(null, { runs: 1, resultsDir })).run(skill)
    expect(await readFile(victim, 'utf8')).toBe('keep me')
    const written = path.join(resultsDir, 'ab/csv/01-summarise-run1-baseline.md')
    expect((await lstat(written)).isSymbolicLink()).toBe(false)
    expect(await readFile(written, 'utf8')).toMatch(/^# Summarise — run 1 — baseline\n/)
  })

  it('reuses cached baselines across skills: the second skill pays only for its own arm (D5)', async () => {
    const cacheDir = await makeTempDir('cache')
    const first = await createAbRunner(options(cacheDir)).run(await makeSkill('csv'))
    const second = await createAbRunner(options(cacheDir)).run(await makeSkill('tables'))
    const firstPairs = pairsOf(first.record)
    const secondPairs = pairsOf(second.record)
    expect(firstPairs.every((p) => p.baseline.costUsd > 0)).toBe(true)
    expect(
      secondPairs.every(
        (p) => p.baseline.costUsd === 0 && p.baseline.cachedCalls === p.baseline.turns
      )
    ).toBe(true)
    expect(secondPairs.every((p) => p.withSkill.cachedCalls === 0)).toBe(true)
  })

  it('reports a never-loaded skill separately and keeps invalid judgements out', async () => {
    fake().setHandler((body) => {
      if (!isAgentTurn(body)) return textReply('not json at all')
      return turnOf(body) === 0
        ? toolUseReply('write_file', { path: 'summary.md', content: 'x' })
        : textReply('done')
    })
    const outcome = await createAbRunner(options(null, { runs: 2 })).run(await makeSkill('csv'))
    expect(outcome.record).toMatchObject({
      verdict: 'insufficient_evidence',
      activation: { loadedRuns: 0, runs: 4, rate: 0, low: 0, meanScoreAllRuns: null },
      judge: { invalidPairs: 4, failedJudgements: 4 }
    })
    expect(pairsOf(outcome.record).map((p) => p.invalidKind)).toEqual(Array(4).fill('judge_failed'))
    expect(AbResultSchema.parse(outcome.record).notes).toEqual([
      '4/4 run pairs invalid and left out'
    ])
    expect(abActivationLines(AbResultSchema.parse(outcome.record))).toEqual([
      'activation 0/4 runs = 0% (95% Wilson 0–49%)',
      'skill not used in 4/4 runs'
    ])
  })

  it('skips skills without an eval file and reports eval errors with lines', async () => {
    const bare = await makeSkill('bare')
    await writeFile(
      path.join(bare.dir, 'tests/eval.yaml'),
      'scenarios:\n  - name: x\n    prompt: y\n    assertions:\n      - { type: output_matches, pattern: "(a" }\n'
    )
    const outcome = await createAbRunner(options(null)).run(bare)
    expect(outcome.record.status).toBe('error')
    // The problems are the skill's findings already (the static part); the record keeps them.
    expect(outcome.findings).toBeUndefined()
    expect(outcome.record).toMatchObject({ errors: [{ file: 'bare/tests/eval.yaml', line: 5 }] })
    expect(fake().messageRequests()).toHaveLength(0)
    const none = await makeSkill('none')
    await rm(path.join(none.dir, 'tests'), { recursive: true })
    expect((await createAbRunner(options(null)).run(none)).record.status).toBe('skipped')
  })
})

describe('A/B result record', () => {
  it('says "helps" from 3 scenarios, parses as the report schema, with the gate it applied', async () => {
    const outcome = await createAbRunner(options(null, { runs: 2 })).run(await makeSkill('csv', 3))
    const r = AbResultSchema.parse(outcome.record)
    expect(abVerdictLine(r)).toMatch(
      /^helps · improvement \+\d+\.\d% \(95% CI .+; clustered-studentized-t, level 95%, n = 6 pairs, S = 3 scenarios, seed \d+\) · g \+100\.0% · skill loaded in 6\/6 runs · \$\d+\.\d{2}$/
    )
    expect(r.tests).toMatchObject({
      rule: 'none',
      alpha: 0.05,
      effect: { familySize: 1 },
      completion: { familySize: 1 }
    })
    expect(r.tests.effect.p!).toBeLessThan(0.05)
    expect(r.gate).toEqual({ requireCompletion: true, requireHelps: false, failures: [] })
    expect(r.scenarios[0].pairs[0].baseline).toMatchObject({
      completed: false,
      turns: 2,
      assertions: [
        { type: 'file_contains', passed: false },
        { type: 'output_contains', passed: true }
      ]
    })
  })

  it('fails the gate on a verdict other than "helps" when "helps" is required', async () => {
    const outcome = await createAbRunner(options(null, { runs: 1, requireHelps: true })).run(
      await makeSkill('csv')
    )
    expect(AbResultSchema.parse(outcome.record).verdict).toBe('insufficient_evidence')
    expect(outcome.gateFailures).toBeUndefined()
    expect(AbResultSchema.parse(outcome.record).gate).toEqual({
      requireCompletion: true,
      requireHelps: true,
      failures: [
        'A/B: "helps" required, verdict insufficient evidence (Only 2 scenarios: helps or hurts needs at least 3, because runs of one scenario show its run-to-run noise, not how the skill does on other tasks; add scenarios)'
      ]
    })
  })
})

describe('A/B budget', () => {
  it.each([5, 32])(
    'reports budget_exhausted instead of a verdict from the runs that fit (max %i calls)',
    async (maxCalls) => {
      const llm = createLlm({
        apiKey: 'test-key',
        baseURL: fake().url,
        toolVersion: 'test',
        cacheDir: null,
        retry: { baseDelayMs: 1, maxRetries: 0 },
        budget: { maxCalls },
        env: {}
      })
      const outcome = await createAbRunner({ ...options(null), llm }).run(await makeSkill('csv'))
      expect(outcome.record).toMatchObject({ status: 'budget_exhausted' })
      expect(fake().messageRequests().length).toBeLessThanOrEqual(maxCalls)
    }
  )
})

describe('A/B judge hygiene', () => {
  it('counts a judge that fails (API error) as failed, never as a tie or a loss', async () => {
    // Scenario 1's judge is down; scenario 2's judge works and prefers the skill.
    fake().setHandler((body) => {
      if (isAgentTurn(body)) return agent(body)
      return String(body.messages[0].content).includes('Summarise data.csv into')
        ? serverError()
        : judge(body)
    })
    const r = AbResultSchema.parse(
      (await createAbRunner(options(null, { runs: 2 })).run(await makeSkill('csv'))).record
    )
    expect(r.judge).toMatchObject({ invalidPairs: 2, failedJudgements: 2 })
    const [first, second] = r.scenarios
    expect(first.improvement).toBeNull()
    expect(first.pairs.every((p) => p.invalidKind === 'judge_failed' && p.score === null)).toBe(
      true
    )
    expect(second.pairs.every((p) => p.valid && (p.score as number) > 0)).toBe(true)
    // The estimate comes from the judged pairs only: no zero or negative stands in for the rest.
    expect(r.improvement).toBeCloseTo(second.improvement as number, 12)
  })

  it('gives 0 on every pair when the judge always prefers position A, and shows the contradictions', async () => {
    fake().setHandler((body) => {
      if (isAgentTurn(body)) return agent(body)
      const prompt = String(body.messages[0].content)
      const criteria = (prompt.split('## Rubric Criteria\n')[1] ?? '').match(/^\d+\. /gm) ?? []
      return verdictReply({
        rubric_results: criteria.map((_, i) => ({
          criterion: i + 1,
          winner: 'A',
          magnitude: i % 2 ? 'much-better' : 'slightly-worse',
          reasoning: ''
        })),
        overall_winner: 'A',
        overall_magnitude: 'much-better',
        overall_reasoning: ''
      })
    })
    const r = AbResultSchema.parse(
      (await createAbRunner(options(null, { runs: 2 })).run(await makeSkill('csv'))).record
    )
    const pairs = r.scenarios.flatMap((s) => s.pairs)
    for (const p of pairs) {
      expect(p.pairwise).toMatchObject({ overall: 0, quality: 0, valid: true })
      expect(p.pairwise!.inconsistencies).toBe(p.pairwise!.comparisons)
    }
    expect(r.judge.inconsistencyRate).toBe(1)
  })

  it('detects a pairwise judge that always prefers the longer output as length-biased', async () => {
    // Baselines write 200 characters; with-skill outputs are shorter in half the runs, longer in
    // the other half, and the judge always picks the longer one.
    const lengths = [50, 100, 400, 800]
    let next = 0
    fake().setHandler((body) => {
      if (isAgentTurn(body))
        return textReply(
          hasSkillTool(body) ? `done ${'w'.repeat(lengths[next++ % 4])}` : `done ${'b'.repeat(200)}`
        )
      const prompt = String(body.messages[0].content)
      const [a, b] = prompt
        .split('## Response B')
        .map((part) => /### Output\n(.*)\n/.exec(part)?.[1].length ?? 0)
      const longer = a > b ? 'A' : 'B'
      const criteria = (prompt.split('## Rubric Criteria\n')[1] ?? '').match(/^\d+\. /gm) ?? []
      return verdictReply({
        rubric_results: criteria.map((_, i) => ({
          criterion: i + 1,
          winner: longer,
          magnitude: 'slightly-better',
          reasoning: ''
        })),
        overall_winner: longer,
        overall_magnitude: 'slightly-better',
        overall_reasoning: ''
      })
    })
    const r = AbResultSchema.parse(
      (await createAbRunner(options(null, { runs: 4 })).run(await makeSkill('csv'))).record
    )
    const length = r.judge.length
    expect(length).toMatchObject({ decisive: 8, preferLongerShare: 1, biased: true })
    expect(length.slope as number).toBeGreaterThan(0)
    // With-skill wins as often as it loses; at equal length the verdict is about 0.
    expect(Math.abs(length.controlled as number)).toBeLessThan(0.15)
  })

  it('fails a pair whose arm was offered anything but its own catalogue, and does not score it', async () => {
    const skill = await makeSkill('csv')
    const sibling = await makeSkill('tables')
    const loaded = await loadEvalFile(skill.dir, skill.relPath)
    if (loaded.ok !== true) throw new Error('eval file')
    const entry = (s: typeof skill) => ({ name: s.name, description: 'd', dir: s.dir })
    const ctx = { options: options(null), limit: pLimit(2), secrets: [] }
    const p = await runPair(ctx, {
      skill,
      scenario: loaded.suite.scenarios[0],
      si: 0,
      r: 0,
      catalogue: [entry(skill), entry(sibling)],
      marks: await skillMarks(skill.name, skill.dir, skill.content)
    })
    expect(p).toMatchObject({
      valid: false,
      score: null,
      invalidKind: 'arm_isolation',
      invalidReason:
        "arm isolation: the with-skill arm was offered 'csv', 'tables' instead of 'csv' only",
      withSkill: { catalogue: ['csv', 'tables'] },
      baseline: { catalogue: [] }
    })
    // No judge was asked about a pair that measured something else.
    expect(
      fake()
        .messageRequests()
        .filter((b) => !isAgentTurn(b))
    ).toHaveLength(0)
  })

  it('warns when the judge is of the agent’s family', async () => {
    const r = AbResultSchema.parse(
      (
        await createAbRunner(options(null, { runs: 1, judgeModel: 'claude-haiku-4-5' })).run(
          await makeSkill('csv')
        )
      ).record
    )
    expect(r.judge.sameModelAsAgent).toBe(true)
  })
})

describe('A/B redaction before judging', () => {
  it('hides the skill from the judges in both arms alike and counts the redactions per arm', async () => {
    fake().setHandler((body) => {
      if (!isAgentTurn(body)) return judge(body)
      if (turnOf(body) === 0)
        return toolUseReply('write_file', { path: 'summary.md', content: 'rows: 2' })
      return textReply(
        hasSkillTool(body) ? 'done: 2 rows, as the csv skill (SKILL.md) says' : 'done: 2 rows'
      )
    })
    const r = AbResultSchema.parse(
      (await createAbRunner(options(null, { runs: 1 })).run(await makeSkill('csv'))).record
    )
    for (const body of fake()
      .messageRequests()
      .filter((b) => !isAgentTurn(b))) {
      const prompt = String(body.messages[0].content)
      expect(prompt).not.toMatch(/\bcsv skill|SKILL\.md/)
      expect(prompt).toContain('as the [redacted] skill ([redacted]) says')
    }
    // "data.csv" names the skill too ("csv"): it is redacted from both arms' timelines. The
    // with-skill output has 2 more, seen twice (as the output and in the timeline).
    const pairs = r.scenarios.flatMap((s) => s.pairs)
    for (const p of pairs) {
      expect(p.redactions!.baseline).toBeGreaterThan(0)
      expect(p.redactions!.withSkill).toBe(p.redactions!.baseline + 4)
    }
    expect(r.judge.redactions.withSkill).toBe(r.judge.redactions.baseline + 8)
  })
})
