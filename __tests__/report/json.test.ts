import { describe, expect, it } from '@jest/globals'
import { reportJsonPieces } from '../../src/report/json.js'
import { neutraliseJson } from '../../src/report/neutralise.js'
import { largeReport, mixedReport, runReport } from './fixtures.js'

const whole = (report: ReturnType<typeof runReport>) =>
  neutraliseJson(JSON.stringify(report, null, 2)) + '\n'

describe('reportJsonPieces', () => {
  it('writes the report’s JSON text byte for byte, hostile text neutralised as a whole text would be', () => {
    const report = mixedReport()
    expect([...reportJsonPieces(report)].join('')).toBe(whole(report))
  })

  it('writes a report without skills, and one whose root names the stand-in of the skills', () => {
    expect([...reportJsonPieces(runReport([]))].join('')).toBe(whole(runReport([])))
    const tricky = { ...mixedReport(), roots: ['"skills": "skill-ci:skills"'] }
    expect([...reportJsonPieces(tricky)].join('')).toBe(whole(tricky))
  })

  it('never holds the whole text of a large report in one piece', () => {
    const report = largeReport(800, 5)
    const pieces = [...reportJsonPieces(report)]
    expect(pieces.length).toBeGreaterThan(1)
    expect(pieces.join('')).toBe(whole(report))
  })
})
