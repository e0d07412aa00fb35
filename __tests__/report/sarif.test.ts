import { describe, expect, it } from '@jest/globals'
import { buildSarif, renderSarif } from '../../src/report/sarif.js'
import { HOSTILE, largeReport, mixedReport } from './fixtures.js'
import { validateSarif as validate } from './sarif-validator.js'

describe('renderSarif', () => {
  it('is valid SARIF 2.1.0 for a report with every finding kind and hostile text', () => {
    const log = JSON.parse(
      renderSarif(mixedReport(), { pathPrefix: 'sub', toolVersion: '1.2.3' })
    ) as unknown
    expect(validate(log)).toBe(true)
    expect(validate.errors ?? []).toEqual([])
    // The validator is live: a driver without a name and an unknown level are rejected.
    expect(validate({ version: '2.1.0', runs: [{ tool: { driver: {} } }] })).toBe(false)
    const broken = buildSarif(mixedReport()) as unknown as {
      runs: [{ results: [{ level: string }] }]
    }
    broken.runs[0].results[0].level = 'fatal'
    expect(validate(broken)).toBe(false)
  })

  it('declares one rule per anti-pattern flag, portability flag and rule id seen', () => {
    const log = buildSarif(mixedReport(), { toolVersion: '1.2.3' })
    const driver = log.runs[0].tool.driver
    expect(driver.name).toBe('skill-ci')
    expect(driver.version).toBe('1.2.3')
    expect(driver.rules?.map((rule) => rule.id)).toEqual([
      'anti-pattern/OVER_CONSTRAINED',
      'anti-pattern/EMPTY_DESCRIPTION',
      'anti-pattern/MISSING_TRIGGER',
      'anti-pattern/BLOATED_SKILL',
      'anti-pattern/ORPHAN_REFERENCE',
      'anti-pattern/DEAD_CROSS_REF',
      'portability/SKILL_OVER_CODEX_CAP',
      'portability/CLAUDE_TOOL_REFS',
      'portability/CLAUDE_TOOL_PROSE',
      'spec/name-directory',
      'profile/size-large',
      'error/YAML_PARSE',
      'error/READ_FAILED',
      'spec/spec<rule>|x'
    ])
    // Spec and profile rules are described from their modules' catalogues.
    expect(driver.rules?.[9].shortDescription?.text).toBe(
      'Agent Skills format rule: `name` equals the NFKC-normalised name of the skill directory.'
    )
    expect(driver.rules?.[10].shortDescription?.text).toBe(
      'Skill profile check: SKILL.md is over 5,000 tokens (the "comprehensive" range).'
    )
    expect(driver.rules?.[13].shortDescription?.text).toBe('Agent Skills format rule spec<rule>|x.')
    const missing = driver.rules?.[2]
    expect(missing?.help?.text).toMatch(/Use when/)
    expect(missing?.defaultConfiguration?.level).toBe('warning')
  })

  it('emits results with level, message, rule index and a relative, encoded location', () => {
    const log = buildSarif(mixedReport(), { pathPrefix: 'sub' })
    const results = log.runs[0].results ?? []
    // 2 errors + 3 findings + 3 anti-patterns + 1 portability finding.
    expect(results).toHaveLength(9)
    const rules = log.runs[0].tool.driver.rules ?? []
    for (const result of results) expect(rules[result.ruleIndex ?? -1].id).toBe(result.ruleId)
    const orphan = results.find((r) => r.ruleId === 'anti-pattern/ORPHAN_REFERENCE')
    expect(orphan).toMatchObject({
      level: 'warning',
      message: { text: 'dead link references/missing.md' },
      locations: [
        {
          physicalLocation: {
            artifactLocation: { uri: 'sub/skills/weak/SKILL.md', uriBaseId: '%SRCROOT%' },
            region: { startLine: 40 }
          }
        }
      ]
    })
    const readFailed = results.find((r) => r.ruleId === 'error/READ_FAILED')
    expect(readFailed?.level).toBe('error')
    expect(readFailed?.message.text).toBe(HOSTILE)
    expect(readFailed?.locations?.[0].physicalLocation?.artifactLocation?.uri).toBe(
      'sub/skills/hostile%7Cname/references/a.md'
    )
    expect(readFailed?.locations?.[0].physicalLocation?.region?.startLine).toBe(1)
    const prose = results.find((r) => r.ruleId === 'portability/CLAUDE_TOOL_PROSE')
    expect(prose?.level).toBe('note')
  })

  it('stays valid for a large run', () => {
    const log = buildSarif(largeReport(60, 5))
    expect(log.runs[0].results).toHaveLength(300)
    expect(validate(JSON.parse(JSON.stringify(log)))).toBe(true)
  })
})

describe('locations', () => {
  it('takes each skill’s prefix from its root, and declares a base folder when given one', () => {
    const report = mixedReport()
    const skills = report.skills.map((skill, i) => ({ ...skill, root: i === 0 ? 'a' : 'b' }))
    const log = buildSarif(
      { ...report, skills },
      {
        rootPrefixes: new Map([['a', 'team/a']]),
        pathPrefix: 'fallback',
        srcRoot: 'file:///home/me/skills/'
      }
    )
    expect(validate(JSON.parse(JSON.stringify(log)))).toBe(true)
    const uris = (log.runs[0].results ?? []).map((r) => ({
      skill: r.properties?.skill as string,
      uri: r.locations?.[0].physicalLocation?.artifactLocation?.uri
    }))
    const first = skills[0].path
    for (const { skill, uri } of uris) {
      expect(uri?.startsWith(skill === first ? 'team/a/' : 'fallback/')).toBe(true)
    }
    expect(log.runs[0].originalUriBaseIds).toEqual({
      '%SRCROOT%': { uri: 'file:///home/me/skills/' }
    })
    expect(buildSarif(report).runs[0].originalUriBaseIds).toBeUndefined()
  })
})
