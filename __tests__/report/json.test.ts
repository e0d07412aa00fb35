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

  it('writes skills of very different sizes in pieces of bounded size, byte for byte', () => {
    // small skills first, then large ones: the batches are sized from the skills before them
    const report = runReport([
      ...largeReport(300, 0).skills,
      ...largeReport(40, 120).skills,
      ...mixedReport().skills
    ])
    const pieces = [...reportJsonPieces(report)]
    expect(pieces.join('')).toBe(whole(report))
    const largest = Math.max(
      ...report.skills.map((s) => JSON.stringify({ s: [s] }, null, 2).length)
    )
    for (const piece of pieces) expect(piece.length).toBeLessThanOrEqual(32 * largest)
  })

  it('never holds the whole text of a large report in one piece', () => {
    const report = largeReport(800, 5)
    const pieces = [...reportJsonPieces(report)]
    expect(pieces.length).toBeGreaterThan(1)
    expect(pieces.join('')).toBe(whole(report))
  })
})
