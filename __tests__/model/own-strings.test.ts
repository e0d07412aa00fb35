import { describe, expect, it } from '@jest/globals'
import { ownStrings } from '../../src/model/own-strings.js'

describe('ownStrings', () => {
  it('keeps every value of nested plain data, strings cut from longer ones included', () => {
    const text = `---\nname: demo\n---\n${'see skills/helper-one for the details\n'.repeat(50)}`
    const cut = /skills\/[a-z-]+ for the details/.exec(text)![0]
    const report = {
      name: text.slice(4, 14),
      findings: [{ message: `cross-reference ${cut} does not resolve`, line: 3 }],
      nested: { list: [cut, 'short', 7, null, true], empty: '' },
      shared: Object.freeze({ flag: 'FROZEN_ENTRY_STAYS' })
    }
    const before = structuredClone(report)
    expect(ownStrings(report)).toBe(report)
    expect(report).toEqual(before)
    expect(Object.isFrozen(report.shared)).toBe(true)
  })
})
