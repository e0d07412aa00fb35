import { describe, expect, it } from '@jest/globals'
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { LayerOutcome, LayerRunner, SkillUnderTest } from '../src/layers/types.js'
import {
  abResultOf,
  RunReportSchema,
  displayPath,
  type MultiplicityRule,
  type RunReport,
  type SkillReport
} from '../src/model/index.js'
import { abRunnerWithP } from './report/ab-fixtures.js'
import { STATIC_PLAN, runSkillCi, type ProgressEvent } from '../src/run.js'
import { RootNotFoundError } from '../src/skill/roots.js'
import { computeComposite, staticDimensionValues } from '../src/scoring/composite.js'

const here = path.dirname(fileURLToPath(import.meta.url))
const SKILLS = path.join(here, 'fixtures', 'pipeline', 'skills')
const NOW = () => new Date('2026-11-21T12:00:00.123Z')

function byPath(skills: SkillReport[], p: string): SkillReport {
  const skill = skills.find((s) => s.path === p)
  if (!skill) throw new Error(`no skill ${p} in ${skills.map((s) => s.path).join(', ')}`)
  return skill
}

describe('runSkillCi', () => {
  it('scores every skill under a root, isolating the broken one', async () => {
    const report = await runSkillCi({
      roots: [SKILLS],
      gate: { failOn: 'never' },
      scoring: 'plugineval',
      now: NOW
    })
    expect(RunReportSchema.parse(report)).toEqual(report)
    expect(report.scoring).toBe('plugineval')
    expect(report.createdAt).toBe('2026-11-21T12:00:00.123Z')
    expect(report.skills.map((s) => s.path)).toEqual(['bare', 'list-frontmatter', 'pdf-tables'])

    // PluginEval §1.12: no frontmatter → 34.772727272727266, EMPTY_DESCRIPTION + MISSING_TRIGGER.
    const bare = byPath(report.skills, 'bare')
    expect(bare.status).toBe('ok')
    expect(bare.root).toBe(SKILLS)
    expect(bare.composite?.score).toBe(34.772727272727266)
    expect(bare.composite?.badge).toBe('no_badge')
    expect(bare.layers.static?.antiPatterns.map((a) => a.flag)).toEqual([
      'EMPTY_DESCRIPTION',
      'MISSING_TRIGGER'
    ])
    expect(bare.findings.some((f) => f.source === 'spec' && f.severity === 'error')).toBe(true)
    expect(bare.profile?.tokenCount).toBe(5) // ceil(19 chars / 4)

    // A list as frontmatter: the reference crashes, we report an error and score nothing.
    const list = byPath(report.skills, 'list-frontmatter')
    expect(list.status).toBe('error')
    expect(list.composite).toBeNull()
    expect(list.errors[0]).toMatchObject({ file: 'list-frontmatter/SKILL.md' })
    expect(list.gate).toMatchObject({ passed: false })

    // The composite is the engine's blend of the static sub-scores and anti-pattern count.
    const pdf = byPath(report.skills, 'pdf-tables')
    const layer = pdf.layers.static
    expect(layer).toBeDefined()
    expect(pdf.composite).toEqual(
      computeComposite({
        layers: { static: staticDimensionValues(layer!.subScores) },
        antiPatternCount: layer!.antiPatterns.length,
        depth: 'quick'
      })
    )
    expect(layer!.antiPatterns).toEqual([
      expect.objectContaining({ flag: 'ORPHAN_REFERENCE', file: 'pdf-tables/SKILL.md', line: 11 })
    ])
    expect(pdf.findings).toContainEqual(
      expect.objectContaining({ ruleId: 'spec/unknown-field', line: 4, severity: 'warning' })
    )

    expect(report.summary).toEqual({
      evaluated: 3,
      errored: 1,
      failed: 1,
      lowestScore: 34.772727272727266,
      gate: {
        passed: false,
        reasons: [`${displayPath(list)}: 1 error while evaluating the skill`]
      }
    })
  })

  it("scores by PluginEval's methodology by default, and says so in the report", async () => {
    const report = await runSkillCi({ roots: [SKILLS], gate: { failOn: 'never' }, now: NOW })
    expect(report.scoring).toBe('default')
    // `(references/formats.md#notes)`: the file exists, so the link is not dead (docs/scoring.md)
    const pdf = byPath(report.skills, 'pdf-tables')
    expect(pdf.layers.static?.antiPatterns).toEqual([])
    expect(pdf.composite?.penalty).toBe(1)
  })

  it('applies threshold, badge and fail-on per skill', async () => {
    const report = await runSkillCi({
      roots: [path.join(SKILLS, 'bare'), path.join(SKILLS, 'pdf-tables')],
      gate: { failOn: 'warning', threshold: 50, minBadge: 'bronze' }
    })
    const [bare, pdf] = report.skills
    expect(bare.path).toBe('.')
    expect(displayPath(bare)).toBe(path.posix.join(SKILLS, 'bare').split(path.sep).join('/'))
    expect(bare.gate?.reasons).toEqual([
      expect.stringContaining('composite 34.8 is below the threshold 50'),
      expect.stringContaining('badge no_badge is below the minimum badge bronze'),
      expect.stringContaining('at or above warning')
    ])
    expect(pdf.gate?.reasons).toEqual([expect.stringContaining('(spec/unknown-field)')])
    expect(report.summary.failed).toBe(2)
    expect(report.summary.gate.reasons).toHaveLength(4)
  })

  it('restricts to onlySkillDirs and accepts a SKILL.md path as a root', async () => {
    const only = await runSkillCi({
      roots: [SKILLS],
      onlySkillDirs: [path.join(SKILLS, 'pdf-tables')],
      gate: { failOn: 'never' }
    })
    expect(only.skills.map((s) => s.name)).toEqual(['pdf-tables'])
    const file = await runSkillCi({
      roots: [path.join(SKILLS, 'bare', 'SKILL.md')],
      gate: { failOn: 'never' }
    })
    expect(file.skills.map((s) => [s.path, s.composite?.score])).toEqual([
      ['.', 34.772727272727266]
    ])
  })

  it('rejects a root that does not exist before running anything', async () => {
    const progress: ProgressEvent[] = []
    await expect(
      runSkillCi({
        roots: [SKILLS, path.join(SKILLS, 'no-such-folder')],
        gate: { failOn: 'never' },
        onProgress: (e) => progress.push(e)
      })
    ).rejects.toBeInstanceOf(RootNotFoundError)
    expect(progress).toEqual([])
  })

  it('returns an empty, passing report for a folder without skills', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'skill-ci-empty-'))
    const report = await runSkillCi({ roots: [empty], gate: { failOn: 'error' } })
    expect(report.skills).toEqual([])
    expect(report.summary).toMatchObject({
      evaluated: 0,
      lowestScore: null,
      gate: { passed: true }
    })
  })

  it('blends costly layers, keeps their records and survives a throwing layer', async () => {
    const seen: SkillUnderTest[] = []
    const judge: LayerRunner = {
      layer: 'judge',
      async run(skill): Promise<LayerOutcome> {
        seen.push(skill)
        return {
          layer: 'judge',
          record: { status: 'ok' },
          dimensions: {
            triggering_accuracy: 0.8,
            orchestration_fitness: 0.7,
            output_quality: 0.6,
            scope_calibration: 0.75
          },
          findings: [
            {
              file: skill.skillFile,
              ruleId: 'judge/low-scope',
              source: 'eval',
              severity: 'notice',
              message: 'scope could be narrower'
            }
          ]
        }
      }
    }
    const ab: LayerRunner = {
      layer: 'ab',
      async run(): Promise<LayerOutcome> {
        throw new Error('sandbox exploded')
      }
    }
    const elo: LayerRunner = {
      layer: 'elo',
      async run(): Promise<LayerOutcome> {
        return { layer: 'elo', record: { status: 'ok' }, gateFailures: ['Elo below 1300'] }
      }
    }
    const progress: ProgressEvent[] = []
    const report = await runSkillCi({
      roots: [path.join(SKILLS, 'pdf-tables')],
      plan: { ...STATIC_PLAN, depth: 'standard' },
      gate: { failOn: 'never' },
      runners: [judge, ab, elo],
      onProgress: (e) => progress.push(e)
    })
    expect(RunReportSchema.parse(report)).toEqual(report)
    const [pdf] = report.skills
    expect(seen).toHaveLength(1)
    expect(seen[0]).toMatchObject({ relPath: '.', skillFile: 'SKILL.md', name: 'pdf-tables' })
    expect(seen[0].content.startsWith('---\nname: pdf-tables')).toBe(true)
    expect(pdf.layers.judge).toEqual({ status: 'ok' })
    expect(pdf.layers.ab).toEqual({ status: 'error', reason: 'sandbox exploded' })
    expect(pdf.composite?.depthLabel).toBe('Assessed')
    expect(pdf.composite?.measuredWeight).toBe(0.9299999999999999)
    const scope = pdf.composite?.dimensions.find((d) => d.name === 'scope_calibration')
    expect(scope).toMatchObject({ score: 0.75, sources: ['judge'] })
    expect(pdf.findings.map((f) => f.ruleId)).toContain('judge/low-scope')
    // The layer that threw failed for this skill: it fails the gate too (on-layer-error: fail).
    expect(pdf.gate?.reasons).toEqual([
      expect.stringContaining(': Elo below 1300'),
      expect.stringContaining(': ab layer failed: sandbox exploded')
    ])
    expect(pdf.status).toBe('error')
    expect(progress).toEqual([
      { type: 'discovered', total: 1 },
      // The skill as the user wrote it (its root joined with '.'), no calls counted (runners given).
      { type: 'skill-done', done: 1, total: 1, path: path.join(SKILLS, 'pdf-tables'), ok: false }
    ])
  })

  it('adjusts the A/B tests across the skills of the run before the gate (Holm by default)', async () => {
    // Two skills that each look like "hurts" at p 0.03 and 0.04; adjusted together (Holm: 0.06,
    // 0.06) neither does. A third skill without an A/B result stays out of the family.
    const p: Record<string, number> = { bare: 0.03, 'pdf-tables': 0.04 }
    const ab = abRunnerWithP(p)
    const run = (multiplicity?: MultiplicityRule) =>
      runSkillCi({ roots: [SKILLS], gate: { failOn: 'never', multiplicity }, runners: [ab] })
    const holm = await run()
    const abOf = (r: RunReport, path: string) => abResultOf(byPath(r.skills, path).layers.ab)!
    expect(abOf(holm, 'bare')).toMatchObject({
      verdict: 'insufficient_evidence',
      tests: { rule: 'holm', effect: { p: 0.03, adjustedP: 0.06, familySize: 2 } }
    })
    const reasons = (r: RunReport) =>
      ['bare', 'pdf-tables'].flatMap((s) => byPath(r.skills, s).gate?.reasons ?? [])
    expect(reasons(holm)).toEqual([])
    const none = await run('none')
    expect(abOf(none, 'pdf-tables').verdict).toBe('hurts')
    expect(reasons(none)).toEqual([
      expect.stringMatching(/\/bare: A\/B: the skill hurts/),
      expect.stringMatching(/\/pdf-tables: A\/B: the skill hurts/)
    ])
  })

  it("turns an unexpected crash while evaluating one skill into that skill's error", async () => {
    // A runner that breaks its contract (returns nothing) makes the evaluation itself throw.
    const broken: LayerRunner = {
      layer: 'judge',
      run: async (skill) =>
        (skill.name === 'pdf-tables'
          ? undefined
          : { layer: 'judge', record: { status: 'ok' } }) as unknown as LayerOutcome
    }
    const report = await runSkillCi({
      roots: [SKILLS],
      plan: { ...STATIC_PLAN, depth: 'standard' },
      gate: { failOn: 'never' },
      runners: [broken]
    })
    expect(RunReportSchema.parse(report)).toEqual(report)
    const pdf = byPath(report.skills, 'pdf-tables')
    expect(pdf).toMatchObject({ status: 'error', composite: null, name: 'pdf-tables' })
    expect(pdf.errors).toEqual([
      {
        file: 'pdf-tables/SKILL.md',
        code: 'internal-error',
        message: expect.stringContaining('evaluation failed unexpectedly')
      }
    ])
    // Its judge record says ok but supplied no values: the label names the depth reached.
    expect(byPath(report.skills, 'bare').composite?.depthLabel).toBe('Estimated')
    expect(report.summary.errored).toBe(2)
  })

  it('gives the same report whatever the concurrency', async () => {
    const corpus = mkdtempSync(path.join(tmpdir(), 'skill-ci-corpus-'))
    for (let i = 0; i < 12; i++) {
      cpSync(path.join(SKILLS, 'pdf-tables'), path.join(corpus, `skill-${i}`), { recursive: true })
    }
    writeFileSync(path.join(corpus, 'skill-3', 'SKILL.md'), '---\n[unclosed\n---\n# x\n')
    const run = (concurrency: number) =>
      runSkillCi({
        roots: [corpus],
        gate: { failOn: 'never' },
        concurrency,
        now: NOW
      })
    const [serial, parallel] = [await run(1), await run(6)]
    expect(parallel).toEqual(serial)
    expect(serial.skills).toHaveLength(12)
    expect(serial.skills.filter((s) => s.composite !== null)).toHaveLength(12)
  })
})
