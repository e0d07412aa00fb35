// Fallback annotations through workflow commands (::error file=…,line=…::), used when the token
// cannot create a check run (fork PRs). The runner keeps only 10 per level per step, so we pick the
// first 10 of each level ourselves and say how many more are in the job summary.
import type { AnnotationProperties } from '@actions/core'
import type { Annotation } from '../../report/annotations.js'
import { neutralise } from '../../report/neutralise.js'

export const WORKFLOW_ANNOTATIONS_PER_LEVEL = 10

export type WorkflowLevel = 'error' | 'warning' | 'notice'

export interface WorkflowAnnotation {
  level: WorkflowLevel
  message: string
  properties: AnnotationProperties
}

const LEVEL: Record<Annotation['annotation_level'], WorkflowLevel> = {
  failure: 'error',
  warning: 'warning',
  notice: 'notice'
}

/** At most `cap` annotations per level, in the given order, plus how many were left out (pure). */
export function selectWorkflowAnnotations(
  annotations: readonly Annotation[],
  cap = WORKFLOW_ANNOTATIONS_PER_LEVEL
): { selected: WorkflowAnnotation[]; omitted: number } {
  const counts: Record<WorkflowLevel, number> = { error: 0, warning: 0, notice: 0 }
  const selected: WorkflowAnnotation[] = []
  for (const a of annotations) {
    const level = LEVEL[a.annotation_level]
    if (counts[level] >= cap) continue
    counts[level]++
    selected.push({
      level,
      // @actions/core escapes `%`, `\r` and `\n` in the message and `:` and `,` in properties as
      // well, so hostile text cannot start a command of its own; the text people read is
      // neutralised like every other printed line. The file keeps its exact name, or the
      // annotation would point at no file.
      message: neutralise(a.message),
      properties: {
        title: neutralise(a.title),
        file: a.path,
        startLine: a.start_line,
        endLine: a.end_line
      }
    })
  }
  return { selected, omitted: annotations.length - selected.length }
}
