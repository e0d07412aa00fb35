// The pure side of re-validation: what is re-run, when a change is drift (only when the intervals
// say so), the report carried on as the next baseline, and `skill-ci drift` on two report files.
import { describe, expect, it } from '@jest/globals'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { makeTempDir } from '../../src/agent/workdir.js'
import { main } from '../../src/cli/main.js'
import { DriftReportSchema, type DriftSide, type RunReport } from '../../src/model/index.js'
import { carryForward } from '../../src/revalidation/carry.js'
import { compareSides } from '../../src/revalidation/compare.js'
import { selectRevalidation } from '../../src/revalidation/select.js'
import { abResult } from '../report/ab-fixtures.js'
import { runReport, skill } from '../report/fixtures.js'

const OLD = 'claude-sonnet-4-5-20250929'
const NEW = 'claude-sonnet-5'

function side(over: Partial<DriftSide> = {}): DriftSide {
  return {
    createdAt: '2026-11-01T00:00:00.000Z',
    models: { ab: OLD, monteCarlo: OLD, judge: [] },
    ab: {
      verdict: 'helps',
      improvement: { estimate: 0.2, low: 0.1, high: 0.3, level: 0.95 },
      tested: true
    },
    recall: { estimate: 0.9, low: 0.8, high: 0.96, level: 0.95 },
    falseActivation: { estimate: 0.05, low: 0.01, high: 0.12, level: 0.95 },
    judge: null,
    composite: 80,
    grade: 'B',
    ...over
  }
}

const rate = (estimate: number, low: number, high: number) => ({
  estimate,
  low,
  high,
  level: 0.95
})

describe('drift between two sides', () => {
  it('reports no drift when the intervals overlap, however far the point estimates move', () => {
    const after = side({
      models: { ab: NEW, monteCarlo: NEW, judge: [] },
      ab: { tested: true, verdict: 'helps', improvement: rate(0.12, 0.02, 0.22) },
      recall: rate(0.75, 0.6, 0.85),
      falseActivation: rate(0.1, 0.04, 0.2),
      composite: 61,
      grade: 'D'
    })
    expect(compareSides(side(), after)).toEqual({ classes: [], reasons: [] })
  })

  it('does not count a verdict that became "insufficient evidence" as drift', () => {
    const after = side({
      ab: { tested: true, verdict: 'insufficient_evidence', improvement: rate(-0.05, -0.4, 0.3) }
    })
    expect(compareSides(side(), after).classes).toEqual([])
  })

  it('says "stopped helping" when helps becomes no measurable effect or hurts, and "started helping" back', () => {
    const noEffect = side({
      ab: { tested: true, verdict: 'no_measurable_effect', improvement: rate(0.01, -0.03, 0.05) }
    })
    const hurts = side({
      ab: { tested: true, verdict: 'hurts', improvement: rate(-0.2, -0.3, -0.1) }
    })
    expect(compareSides(side(), noEffect)).toEqual({
      classes: ['stopped_helping'],
      reasons: [
        'A/B helps → no measurable effect (improvement 20.0% [10.0%, 30.0%] → 1.0% [-3.0%, 5.0%]; difference −19.0%, p 0.00055)'
      ]
    })
    expect(compareSides(noEffect, hurts).classes).toEqual(['stopped_helping'])
    expect(compareSides(hurts, side()).classes).toEqual(['started_helping'])
    const more = side({
      ab: { tested: true, verdict: 'helps', improvement: rate(0.45, 0.35, 0.55) }
    })
    expect(compareSides(side(), more).classes).toEqual(['improved'])
  })

  it('shows a verdict change the difference test does not support as within noise, never drift', () => {
    // The case of issue 28: a skill near the margin flipped class by chance.
    const before = side({
      ab: { tested: true, verdict: 'helps', improvement: rate(0.122, 0.074, 0.171) }
    })
    const after = side({
      ab: {
        tested: true,
        verdict: 'no_measurable_effect',
        improvement: rate(0.046, 0.003, 0.09)
      }
    })
    const noise = compareSides(before, after)
    expect(noise.classes).toEqual([])
    expect(noise.reasons).toEqual([])
    expect(noise.withinNoise).toEqual([
      'A/B helps → no measurable effect (improvement 12.2% [7.4%, 17.1%] → 4.6% [0.3%, 9.0%]; difference −7.6%, p 0.022): within noise, not drift'
    ])
    expect(compareSides(after, before)).toMatchObject({
      classes: [],
      withinNoise: [expect.any(String)]
    })
  })

  it('says "stopped helping" when the fall is significant although the intervals overlap', () => {
    const before = side({
      ab: { tested: true, verdict: 'helps', improvement: rate(0.25, 0.12, 0.38) }
    })
    const after = side({
      ab: {
        tested: true,
        verdict: 'no_measurable_effect',
        improvement: { ...rate(0.02, -0.08, 0.13), df: 40 }
      }
    })
    expect(compareSides(before, after).classes).toEqual(['stopped_helping'])
  })

  it('does not count a verdict move when a run decided without a test (significance not required)', () => {
    const untested = side({
      ab: { tested: false, verdict: 'no_measurable_effect', improvement: rate(0.08, -0.1, 0.26) }
    })
    expect(compareSides(side(), untested).classes).toEqual([])
    expect(compareSides(untested, side()).classes).toEqual([])
  })

  it('says "activation regressed" on disjoint intervals, and "improved" the other way', () => {
    const worse = side({ recall: rate(0.5, 0.35, 0.65), falseActivation: rate(0.3, 0.2, 0.4) })
    const regressed = compareSides(side(), worse)
    expect(regressed.classes).toEqual(['activation_regressed'])
    expect(regressed.reasons).toHaveLength(2)
    expect(compareSides(worse, side()).classes).toEqual(['improved'])
  })
})

function reportOf(
  hash: string,
  agentModel = OLD,
  createdAt = '2026-11-01T00:00:00.000Z'
): RunReport {
  const base = skill({ path: 'skills/a' })
  return {
    ...runReport([
      { ...base, contentHash: hash, layers: { ...base.layers, ab: abResult({ agentModel }) } }
    ]),
    createdAt
  }
}

describe('what a re-validation re-runs', () => {
  const skills = [{ key: 'skills/a', contentHash: 'h1' }]

  it('every skill on a model the baseline has no results for', () => {
    const selection = selectRevalidation({ baseline: reportOf('h1'), trackedModels: [NEW], skills })
    expect(selection).toEqual({
      newModels: [NEW],
      skills: ['skills/a'],
      note: `new model ${NEW}: 1 skill re-validated`
    })
  })

  it('only the changed skills without a new model, or nothing, and says so', () => {
    const known = { baseline: reportOf('h1'), trackedModels: [OLD] }
    expect(selectRevalidation({ ...known, skills }).note).toBe(
      'no new model, 0 skills changed: nothing re-validated'
    )
    expect(
      selectRevalidation({ ...known, skills: [{ key: 'skills/a', contentHash: 'h2' }] })
    ).toMatchObject({ skills: ['skills/a'], note: 'no new model, 1 skill changed: re-validated' })
  })
})

describe('the report carried on as the next baseline', () => {
  it('keeps the skills not re-run, drops deleted ones, and attaches the comparison to the re-run ones', () => {
    const baseline = runReport([
      ...reportOf('h1').skills,
      { ...skill({ path: 'skills/b' }), contentHash: 'hb' },
      { ...skill({ path: 'skills/gone' }), contentHash: 'hg' }
    ])
    const current = reportOf('h2', NEW, '2026-11-26T00:00:00.000Z')
    const carried = carryForward(baseline, current, new Set(['skills/a', 'skills/b']))
    expect(carried.skills.map((s) => s.path)).toEqual(['skills/a', 'skills/b'])
    expect(carried.skills[0].drift?.current.models.ab).toBe(NEW)
    expect(carried.skills[1].drift).toBeUndefined()
    expect(carried.summary.evaluated).toBe(2)
  })
})

describe('a re-run that fails', () => {
  it('keeps the last measurement as the baseline, so the next re-run still compares with it', () => {
    const present = new Set(['skills/a'])
    const stopped = reportOf('h1', NEW, '2026-11-20T00:00:00.000Z')
    stopped.skills[0] = {
      ...stopped.skills[0],
      status: 'error',
      layers: { ...stopped.skills[0].layers, ab: { status: 'budget_exhausted' } }
    }
    const first = carryForward(reportOf('h1'), stopped, present)
    expect(first.skills[0].drift).toMatchObject({
      failed: true,
      classes: [],
      baseline: { models: { ab: OLD } }
    })
    // The failed re-run left no result for the new model: it is still new next time; and once
    // another skill has results for it, the failed one is tried again, unchanged as it is.
    expect(
      selectRevalidation({ baseline: first, trackedModels: [NEW], skills: [] }).newModels
    ).toEqual([NEW])
    const other = { ...reportOf('hb', NEW).skills[0], path: 'skills/b' }
    expect(
      selectRevalidation({
        baseline: { ...first, skills: [...first.skills, other] },
        trackedModels: [NEW],
        skills: [
          { key: 'skills/a', contentHash: 'h1' },
          { key: 'skills/b', contentHash: 'hb' }
        ]
      })
    ).toEqual({
      newModels: [],
      skills: ['skills/a'],
      note: 'no new model, 0 skills changed, 1 retried after a failed re-run: re-validated'
    })
    const hurts = reportOf('h1', NEW, '2026-11-27T00:00:00.000Z')
    hurts.skills[0].layers.ab = abResult({
      agentModel: NEW,
      verdict: 'hurts',
      improvement: -0.2,
      ci: { ...abResult().ci, low: -0.3, high: -0.1 }
    })
    const second = carryForward(first, hurts, present)
    expect(second.skills[0].drift).toMatchObject({
      classes: ['stopped_helping'],
      baseline: { models: { ab: OLD } },
      current: { models: { ab: NEW } }
    })
  })
})

describe('skill-ci drift', () => {
  it('compares two report files and exits 1 when a skill stopped helping', async () => {
    const dir = await makeTempDir('drift-cli')
    const old = path.join(dir, 'old.json')
    const now = path.join(dir, 'new.json')
    await writeFile(old, JSON.stringify(reportOf('h1')))
    const current = reportOf('h1', NEW)
    const ab = abResult({
      agentModel: NEW,
      verdict: 'hurts',
      improvement: -0.2,
      ci: { ...abResult().ci, low: -0.3, high: -0.1 }
    })
    current.skills[0].layers.ab = ab
    await writeFile(now, JSON.stringify(current))
    const out: string[] = []
    const io = {
      stdout: { write: (t: string) => void out.push(t) },
      stderr: { write: () => {} },
      env: {}
    }
    expect(await main(['drift', '--baseline', old, now, '--format', 'json'], io)).toBe(1)
    const drift = DriftReportSchema.parse(JSON.parse(out.join('')))
    expect([drift.stoppedHelping, drift.newModels]).toEqual([['skills/a'], [NEW]])
    expect(await main(['drift', '--baseline', old, old], io)).toBe(0)
    expect(await main(['drift', '--baseline', path.join(dir, 'missing.json'), now], io)).toBe(2)
  })
})
