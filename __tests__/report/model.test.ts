import { describe, expect, it } from '@jest/globals'
import { RunReportSchema, SCHEMA_VERSION } from '../../src/model/index.js'

describe('RunReportSchema', () => {
  const minimal = {
    schemaVersion: SCHEMA_VERSION,
    tool: { name: 'skill-ci', version: '0.1.0' },
    createdAt: '2026-11-21T00:00:00.000Z',
    depth: 'quick',
    roots: ['.'],
    skills: [],
    summary: {
      evaluated: 0,
      errored: 0,
      failed: 0,
      lowestScore: null,
      gate: { passed: true, reasons: [] }
    }
  }

  it('accepts a minimal report', () => {
    expect(RunReportSchema.parse(minimal)).toEqual(minimal)
  })

  it('records the scoring, and reads a report written before it was recorded', () => {
    expect(RunReportSchema.parse({ ...minimal, scoring: 'plugineval' }).scoring).toBe('plugineval')
    expect(RunReportSchema.parse(minimal).scoring).toBeUndefined()
    expect(() => RunReportSchema.parse({ ...minimal, scoring: 'other' })).toThrow()
  })

  it('rejects a report of another schema version', () => {
    expect(() => RunReportSchema.parse({ ...minimal, schemaVersion: 99 })).toThrow()
  })
})
