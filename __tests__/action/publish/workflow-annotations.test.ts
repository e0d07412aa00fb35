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
