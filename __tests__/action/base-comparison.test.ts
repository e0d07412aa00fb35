import { describe, expect, it } from '@jest/globals'
import { BaseComparisonSchema, LayerPlanNoteSchema } from '../../src/model/index.js'
import { baseComparisonFromReport } from '../../src/action/base-comparison.js'
import { runReport, skill } from '../report/fixtures.js'

describe('baseComparisonFromReport', () => {
  it('maps changed skills to their base score, "new", or nothing when the base failed', () => {
    const base = runReport([
      skill({ path: 'skills/a', composite: { score: 70.5, grade: 'C-' } }),
      skill({ path: 'skills/broken', composite: null })
    ])
    const comparison = baseComparisonFromReport(base, ['skills/a', 'skills/new', 'skills/broken'])
    expect(BaseComparisonSchema.parse(comparison)).toEqual(comparison)
    expect(comparison['skills/new']).toBe('new')
    expect(comparison['skills/broken']).toBeUndefined()
    const a = comparison['skills/a']
    expect(a).not.toBe('new')
    if (a === 'new' || a === undefined) throw new Error('expected a base score')
    expect(a.composite).toBe(70.5)
    expect(a.grade).toBe('C-')
    expect(a.badge).toBe('silver')
    expect(a.dimensions?.triggering_accuracy).toBe('D-')
    expect(a.dimensions?.output_quality).toBe('—')
  })
})

describe('LayerPlanNoteSchema', () => {
  it('accepts the plan statuses and rejects others', () => {
    expect(
      LayerPlanNoteSchema.parse({ layer: 'judge', status: 'skipped', reason: 'no key' }).status
    ).toBe('skipped')
    expect(() => LayerPlanNoteSchema.parse({ layer: 'judge', status: 'maybe' })).toThrow()
  })
})
