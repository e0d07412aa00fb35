// The report a re-validation leaves as the next baseline: the skills it re-validated, each with
// its comparison against the baseline, and every other skill still present carried over from the
// baseline unchanged (its results and its inherited drift). So a run that re-validates nothing
// passes the same evidence on, and a later run compares against the latest measurement of each
// skill. The summary and the gate are recomputed over the skills the report holds. Pure.
import { displayPath, type RunReport, type SkillReport } from '../model/index.js'
import { skillDrift } from './compare.js'

export function carryForward(
  baseline: RunReport | null,
  current: RunReport,
  /** Display paths of the skills that exist now (a deleted skill is not carried). */
  present: ReadonlySet<string>
): RunReport {
  const before = new Map((baseline?.skills ?? []).map((s) => [displayPath(s), s]))
  const revalidated = current.skills.map((skill): SkillReport => {
    const old = before.get(displayPath(skill))
    if (!baseline || !old) return skill
    const drift = skillDrift(
      { skill: old, createdAt: baseline.createdAt },
      { skill, createdAt: current.createdAt }
    )
    return { ...skill, drift }
  })
  const done = new Set(revalidated.map(displayPath))
  const carried = (baseline?.skills ?? []).filter((s) => {
    const key = displayPath(s)
    return present.has(key) && !done.has(key)
  })
  const skills = [...revalidated, ...carried]
  const scores = skills.flatMap((s) => (s.composite ? [s.composite.score] : []))
  const reasons = [
    ...current.summary.gate.reasons,
    ...carried.flatMap((s) => s.gate?.reasons ?? [])
  ]
  return {
    ...current,
    // A run that re-ran nothing passes the baseline's depth on with its results.
    depth: current.skills.length === 0 && baseline ? baseline.depth : current.depth,
    skills,
    summary: {
      evaluated: skills.length,
      errored: skills.filter((s) => s.status === 'error').length,
      failed: skills.filter((s) => s.gate?.passed === false).length,
      lowestScore: scores.length > 0 ? Math.min(...scores) : null,
      gate: { passed: reasons.length === 0, reasons }
    }
  }
}
