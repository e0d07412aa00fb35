import { describe, expect, it } from '@jest/globals'
import { AnnotationSchema, buildAnnotations } from '../../src/report/annotations.js'
import { utf8Length } from '../../src/report/text.js'
import { largeReport, mixedReport, runReport, skill } from './fixtures.js'

describe('buildAnnotations', () => {
  it('annotates every finding kind with repo-relative path, line and level, most severe first', () => {
    const annotations = buildAnnotations(mixedReport(), { pathPrefix: 'plugins/p' })
    for (const annotation of annotations) AnnotationSchema.parse(annotation)
    // mixedReport: errors 2, findings 3 (1 error, 2 warnings), anti-patterns 3, portability 1.
    expect(annotations).toHaveLength(9)
    expect(annotations.map((a) => a.annotation_level)).toEqual([
      'failure', // spec/name-directory (spec error, skills/weak)
      'failure', // YAML_PARSE (skills/broken)
      'failure', // READ_FAILED (hostile)
      'warning', // MISSING_TRIGGER
      'warning', // ORPHAN_REFERENCE
      'warning', // profile/size-large (profile warning)
      'warning', // DEAD_CROSS_REF (hostile)
      'warning', // spec<rule>|x (hostile warning)
      'notice' // CLAUDE_TOOL_PROSE
    ])
    expect(annotations[0]).toEqual({
      path: 'plugins/p/skills/weak/SKILL.md',
      start_line: 2,
      end_line: 2,
      annotation_level: 'failure',
      title: 'skill-ci spec/name-directory (skills/weak)',
      message: 'name differs from folder',
      raw_details: expect.stringContaining('Agent Skills format')
    })
    const orphan = annotations.find((a) => a.title.includes('ORPHAN_REFERENCE'))
    expect(orphan).toMatchObject({
      path: 'plugins/p/skills/weak/SKILL.md',
      start_line: 40,
      end_line: 40
    })
    expect(orphan?.raw_details).toMatch(/references\//)
    // A location without a line points at line 1; an error carries no advice.
    const readFailed = annotations.find((a) => a.title.startsWith('skill-ci READ_FAILED'))
    expect(readFailed).toMatchObject({
      path: 'plugins/p/skills/hostile|name/references/a.md',
      start_line: 1
    })
    expect(readFailed?.raw_details).toBeUndefined()
  })

  it('returns all annotations of a large run (the action batches them by 50)', () => {
    const annotations = buildAnnotations(largeReport(60, 5))
    expect(annotations).toHaveLength(300)
    expect(new Set(annotations.map((a) => `${a.path}:${a.start_line}`)).size).toBe(300)
    expect(annotations[299]).toMatchObject({ path: 'skills/skill-059/SKILL.md', start_line: 14 })
  })

  it('caps titles at 255 characters and messages at 64 KB', () => {
    const long = 'é'.repeat(40_000)
    const report = runReport([
      skill({
        path: `skills/${'x'.repeat(300)}`,
        findings: [
          { ruleId: 'r', source: 'spec', severity: 'notice', message: long, file: 'a.md', line: 3 }
        ]
      })
    ])
    const [annotation] = buildAnnotations(report)
    expect(annotation.title.length).toBeLessThanOrEqual(255)
    expect(utf8Length(annotation.message)).toBeLessThanOrEqual(64 * 1024)
    expect(annotation.message.endsWith('…')).toBe(true)
    expect(annotation.annotation_level).toBe('notice')
  })

  it('names the skill in the title as one visible line, and keeps the exact file path', () => {
    const dir = 'skills/\r::error::x'
    const [annotation] = buildAnnotations(
      runReport([
        skill({
          path: dir,
          findings: [
            {
              ruleId: 'spec/name-format',
              source: 'spec',
              severity: 'error',
              message: 'm',
              file: `${dir}/SKILL.md`,
              line: 2
            }
          ]
        })
      ])
    )
    expect(annotation.title).toBe('skill-ci spec/name-format (skills/\\r::error::x)')
    expect(annotation.path).toBe(`${dir}/SKILL.md`)
  })
})
