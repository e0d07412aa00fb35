// PluginEval's letter grades: graded on a 0–100 value, first matching threshold wins.
import type { Grade } from '../model/index.js'

export type Letter = 'A' | 'B' | 'C' | 'D' | 'F'

const GRADE_THRESHOLDS: ReadonlyArray<readonly [number, Exclude<Grade, '—'>]> = [
  [97, 'A+'],
  [93, 'A'],
  [90, 'A-'],
  [87, 'B+'],
  [83, 'B'],
  [80, 'B-'],
  [77, 'C+'],
  [73, 'C'],
  [70, 'C-'],
  [67, 'D+'],
  [63, 'D'],
  [60, 'D-']
]

/** Grade of a value on the 0–100 scale (a dimension's score × 100.0, or a composite). */
export function gradeOf(value100: number): Exclude<Grade, '—'> {
  for (const [threshold, grade] of GRADE_THRESHOLDS) if (value100 >= threshold) return grade
  return 'F'
}

/** The plain A–F letter: the first character of the PluginEval grade. */
export function letterOf(grade: Exclude<Grade, '—'>): Letter {
  return grade[0] as Letter
}
