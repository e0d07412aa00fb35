// Shards and their merge through the real pipeline: a run split into three shards and merged is
// the unsharded run (the A/B tests adjusted again across every skill, the gate, the counts, the
// order of the skills, each skill's own gate failures); a missing or failed shard is named and
// fails the gate unless on-layer-error is warn; shards that disagree are an error.
import { describe, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { LayerOutcome, LayerRunner } from '../src/layers/types.js'
import { mergeShardReports, ShardMergeError, type ShardReportSource } from '../src/merge.js'
import { abResultOf, RunReportSchema, type RunReport } from '../src/model/index.js'
import { renderJUnit } from '../src/report/junit.js'
import { renderSummary } from '../src/report/markdown.js'
import { STATIC_PLAN, runSkillCi } from '../src/run.js'
import type { GateOptions } from '../src/scoring/gate.js'
import { inShard, parseShard, shardOf } from '../src/skill/shard.js'
import { abRunnerWithP } from './report/ab-fixtures.js'

const NOW = new Date('2026-11-26T08:00:00.000Z')

/** Skills whose paths fall into shards 1, 2, 3 and 3 of three; `broken` cannot be read. */
const PATHS = ['b', 'd', 'beta', 'gamma']
function skillsRoot(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'skill-ci-shards-'))
  for (const name of PATHS) {
    mkdirSync(path.join(root, name))
    writeFileSync(
      path.join(root, name, 'SKILL.md'),
      `---\nname: ${name}\ndescription: Summarise CSV files. Use when the user asks for a CSV summary.\n---\n\n# ${name}\n\nCount the rows.\n`
    )
  }
  mkdirSync(path.join(root, 'broken'))
  writeFileSync(path.join(root, 'broken', 'SKILL.md'), '---\n- a list\n---\n')
  return root
}

// Each alone looks like "hurts"; adjusted together (Holm over three: 0.06 each) none does.
const P: Record<string, number> = { b: 0.03, d: 0.04, beta: 0.02 }
const ab = abRunnerWithP(P)
// A gate failure only the skill's own evaluation knows: the merge must keep it.
const elo: LayerRunner = {
  layer: 'elo',
  async run(skill): Promise<LayerOutcome> {
    return {
      layer: 'elo',
      record: { status: 'ok' },
      gateFailures: skill.relPath === 'gamma' ? ['Elo below 1300'] : []
    }
  }
}

const PLAN = { ...STATIC_PLAN, depth: 'standard' as const }
const run = (root: string, gate: GateOptions, shard?: { index: number; count: number }) =>
  runSkillCi({
    roots: [root],
    plan: PLAN,
    gate,
    runners: [ab, elo],
    shard,
    now: () => NOW
  })

async function shardsOf(root: string, gate: GateOptions, count = 3): Promise<ShardReportSource[]> {
  const out: ShardReportSource[] = []
  for (let index = 1; index <= count; index++) {
    out.push({ source: `shard-${index}.json`, report: await run(root, gate, { index, count }) })
  }
  return out
}

const GATE: GateOptions = { failOn: 'error' }

describe('shards', () => {
  it('parses i/n and refuses anything else with the form it expects', () => {
    expect(parseShard('2/3')).toEqual({ index: 2, count: 3 })
    expect(parseShard(' 1 / 1 ')).toEqual({ index: 1, count: 1 })
    for (const bad of ['0/3', '4/3', '3', '1/0', 'a/b', '1/300', '-1/2']) {
      expect(() => parseShard(bad)).toThrow(/shard must be i\/n with 1 ≤ i ≤ n ≤ 256/)
    }
  })

  it('puts each skill in one shard by its own path, so adding skills moves none', () => {
    const paths = Array.from({ length: 300 }, (_, i) => `skills/s${i}`)
    const counts = [1, 2, 3].map((index) => paths.filter((p) => inShard(p, { index, count: 3 })))
    expect(counts.flat().sort()).toEqual([...paths].sort())
    for (const c of counts) expect(c.length).toBeGreaterThan(70)
    expect(PATHS.map((p) => shardOf(p, 3))).toEqual([1, 2, 3, 3])
  })
})

describe('mergeShardReports', () => {
  it('gives the unsharded report from three shards, decided again across every skill', async () => {
    const root = skillsRoot()
    const whole = await run(root, GATE)
    const shards = await shardsOf(root, GATE)
    // Alone, shard 1's skill "hurts" (p 0.03 unadjusted): the shard's own verdict is not the run's.
    const first = shards[0]!.report
    expect(first.skills.map((s) => s.path)).toEqual(['b'])
    expect(abResultOf(first.skills[0]!.layers.ab)?.verdict).toBe('hurts')
    expect(first.shard).toMatchObject({ index: 1, count: 3, skills: [{ order: 0 }] })
    // The unreadable folder is in exactly one shard.
    expect(shards.filter((s) => s.report.skills.some((k) => k.path === 'broken'))).toHaveLength(1)

    const { report, plan } = mergeShardReports(shards, NOW)
    expect(RunReportSchema.parse(report)).toEqual(report)
    expect(plan).toEqual(PLAN)
    const { shards: account, ...merged } = report
    expect(account).toEqual({ count: 3, merged: [1, 2, 3], missing: [] })
    expect(merged).toEqual(whole)
    expect(abResultOf(report.skills[0]!.layers.ab)).toMatchObject({
      verdict: 'insufficient_evidence',
      tests: { rule: 'holm', effect: { p: 0.03, adjustedP: 0.06, familySize: 3 } }
    })
    expect(report.summary.gate.reasons).toEqual([
      expect.stringMatching(/broken: 1 error while/),
      expect.stringMatching(/gamma: Elo below 1300$/)
    ])
  })

  it('names a missing or failed shard and fails the gate unless on-layer-error is warn', async () => {
    const root = skillsRoot()
    const shards = await shardsOf(root, GATE)
    const failed: ShardReportSource = {
      source: 'shard-3.json',
      report: {
        ...shards[2]!.report,
        skills: [],
        shard: { index: 3, count: 3, skills: [], failed: 'the runner was cancelled' }
      }
    }
    const { report } = mergeShardReports([shards[0]!, failed], NOW)
    expect(report.shards).toEqual({
      count: 3,
      merged: [1],
      missing: [
        { index: 2, reason: 'no report was found' },
        { index: 3, reason: 'failed: the runner was cancelled' }
      ]
    })
    expect(report.skills.map((s) => s.path)).toEqual(['b'])
    expect(report.summary.gate.passed).toBe(false)
    // With only its own skill in the family, b "hurts": the merge can only decide what it has.
    expect(report.summary.gate.reasons).toEqual([
      expect.stringMatching(/\/b: A\/B: the skill hurts/),
      'shard 2 of 3: no report was found; its skills are not in this report',
      'shard 3 of 3: failed: the runner was cancelled; its skills are not in this report'
    ])

    // Every output names them: the summary (and comment, check run) and JUnit.
    expect(renderSummary(report, { checkName: 'skill-ci' })).toContain(
      '**Shards: 1 of 3 merged**\n\n- shard 2 of 3 is missing: no report was found\n- shard 3 of 3 is missing: failed: the runner was cancelled'
    )
    const junit = renderJUnit(report)
    expect(junit).toMatch(
      /<testcase classname="skill-ci.shards" name="shard 2 of 3"[^>]*>\s*<skipped message="missing: no report was found"/
    )

    const warned = await shardsOf(root, { failOn: 'never', onLayerError: 'warn' })
    const lenient = mergeShardReports(warned.slice(0, 2), NOW).report
    // Only the unreadable skill fails it: the missing shard is a warning, still in the report.
    expect(lenient.summary.gate.reasons).toEqual([expect.stringMatching(/broken: 1 error while/)])
    expect(lenient.shards?.missing).toEqual([{ index: 3, reason: 'no report was found' }])
  })

  it('refuses shards that disagree, twice-taken skills and reports that are not shards', async () => {
    const root = skillsRoot()
    const shards = await shardsOf(root, GATE)
    const [one, two] = shards as [ShardReportSource, ShardReportSource]
    const merge =
      (...sources: ShardReportSource[]) =>
      () =>
        mergeShardReports(sources, NOW)
    const other = await run(root, { failOn: 'warning' }, { index: 2, count: 3 })
    expect(merge(one, { source: 'x.json', report: other })).toThrow(
      'x.json (shard 2 of 3) was run with other settings than shard-1.json (shard 1 of 3): the gate settings differ'
    )
    const ofFour = await run(root, GATE, { index: 2, count: 4 })
    expect(merge(one, { source: 'four.json', report: ofFour })).toThrow(
      'the reports disagree on the number of shards: shard-1.json (shard 1 of 3) and four.json (shard 2 of 4)'
    )
    expect(merge(one, { ...one, source: 'again.json' })).toThrow(
      'two reports for shard 1 of 3: shard-1.json and again.json'
    )
    const stolen: RunReport = {
      ...two.report,
      skills: [...two.report.skills, ...one.report.skills],
      shard: {
        ...two.report.shard!,
        skills: [...two.report.shard!.skills, ...one.report.shard!.skills]
      }
    }
    expect(merge(one, { source: 'two.json', report: stolen })).toThrow(
      /b was evaluated by two shards: shard-1\.json \(shard 1 of 3\) and two\.json/
    )
    const short: RunReport = { ...two.report, skills: [] }
    expect(merge(one, { source: 'short.json', report: short })).toThrow(
      /^short\.json \(shard 2 of 3\) took \d skills? but has results for 0$/
    )
    const plain = await run(root, GATE)
    expect(merge({ source: 'plain.json', report: plain })).toThrow(ShardMergeError)
    expect(merge({ source: 'plain.json', report: plain })).toThrow(
      /plain.json is not the report of a shard/
    )
    expect(merge()).toThrow('no shard reports to merge')
  })
})
