// Fix advice for the spec rules that say what to change more precisely than the generic text.
import { describe, expect, it } from '@jest/globals'
import { findingAdvice } from '../../src/report/advice.js'

describe('findingAdvice for spec rules', () => {
  it('tells how to fix a missing linked file, a link out of the folder and a platform field', () => {
    const advice = (ruleId: string) => findingAdvice({ source: 'spec', ruleId })
    expect(advice('spec/missing-file').fix).toMatch(/^Add the missing file to the skill folder/)
    expect(advice('spec/link-outside').fix).toMatch(/^Copy the file into the skill folder/)
    expect(advice('spec/platform-field').fix).toContain('platform-fields option')
    expect(advice('spec/file-lines').summary).toBe(
      'Agent Skills format rule: Recommendation: SKILL.md as a whole (frontmatter and body) is ' +
        'at most 500 lines.'
    )
  })

  it('keeps the generic fix for the other spec rules and for unknown ids', () => {
    const generic = findingAdvice({ source: 'spec', ruleId: 'spec/name-format' }).fix
    expect(generic).toMatch(/^Bring the file in line with the Agent Skills format/)
    expect(findingAdvice({ source: 'spec', ruleId: 'spec/body-lines' })).toEqual({
      summary: 'Agent Skills format rule spec/body-lines.',
      fix: generic
    })
  })
})
