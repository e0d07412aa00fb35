import { describe, expect, it } from '@jest/globals'
import { selectWorkflowAnnotations } from '../../../src/action/publish/workflow-annotations.js'
import type { Annotation } from '../../../src/report/annotations.js'

const make = (level: Annotation['annotation_level'], n: number): Annotation[] =>
  Array.from({ length: n }, (_, i) => ({
    path: 'skills/a/SKILL.md',
    start_line: i + 1,
    end_line: i + 1,
    annotation_level: level,
    title: `${level} ${i}`,
    message: `m${i}`
  }))

describe('selectWorkflowAnnotations', () => {
  it('keeps at most 10 per level in order and counts the rest', () => {
    const { selected, omitted } = selectWorkflowAnnotations([
      ...make('failure', 12),
      ...make('warning', 3),
      ...make('notice', 25)
    ])
    expect(selected.filter((a) => a.level === 'error').map((a) => a.properties.startLine)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10
    ])
    expect(selected.filter((a) => a.level === 'warning')).toHaveLength(3)
    expect(selected.filter((a) => a.level === 'notice')).toHaveLength(10)
    expect(omitted).toBe(2 + 15)
    expect(selected[0]).toEqual({
      level: 'error',
      message: 'm0',
      properties: { title: 'failure 0', file: 'skills/a/SKILL.md', startLine: 1, endLine: 1 }
    })
  })
})

describe('selectWorkflowAnnotations with hostile text', () => {
  it('shows the title and message inert and keeps the exact file name', () => {
    const dir = 'skills/\n::warning::pwned'
    const { selected } = selectWorkflowAnnotations([
      {
        path: `${dir}/SKILL.md`,
        start_line: 2,
        end_line: 2,
        annotation_level: 'failure',
        title: `skill-ci spec/name-format (${dir})`,
        message: 'name "a##[error]b\r::error::x" is not valid'
      }
    ])
    expect(selected).toEqual([
      {
        level: 'error',
        message: 'name "a#\\#[error]b\\r::error::x" is not valid',
        properties: {
          title: 'skill-ci spec/name-format (skills/\\n::warning::pwned)',
          // @actions/core escapes the property; the runner unescapes it to the real file.
          file: `${dir}/SKILL.md`,
          startLine: 2,
          endLine: 2
        }
      }
    ])
  })
})
