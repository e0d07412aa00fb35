// The drift report of a re-validation (`drift.json`): every skill's latest comparison, made now or
// inherited from the baseline, with the lists the outputs and the tracking issue use. Pure.
import {
  displayPath,
  DRIFT_SCHEMA_VERSION,
  REGRESSION_CLASSES,
  type DriftReport,
  type RunReport,
  type SkillDrift
} from '../model/index.js'

export function driftReportOf(input: {
  /** The report the run leaves as the next baseline (see carryForward). */
  report: RunReport
  baseline: RunReport | null
  baselineSource: string
  trackedModels: readonly string[]
  newModels: readonly string[]
  revalidated: readonly string[]
  note: string
}): DriftReport {
  const { report, baseline } = input
  const skills: SkillDrift[] = report.skills.flatMap((s) => (s.drift ? [s.drift] : []))
  const pathsWhere = (keep: (d: SkillDrift) => boolean) => skills.filter(keep).map(displayPath)
  return {
    schemaVersion: DRIFT_SCHEMA_VERSION,
    createdAt: report.createdAt,
    baselineCreatedAt: baseline?.createdAt ?? null,
    baselineSource: input.baselineSource,
    trackedModels: [...input.trackedModels],
    newModels: [...input.newModels],
    revalidated: [...input.revalidated],
    note: input.note,
    skills,
    drifted: pathsWhere((d) => d.classes.length > 0),
    stoppedHelping: pathsWhere((d) => d.classes.includes('stopped_helping'))
  }
}

/** The drift needs the tracking issue open: a skill stopped helping or activates worse. */
export function driftNeedsAttention(drift: DriftReport): boolean {
  return drift.skills.some((d) => d.classes.some((c) => REGRESSION_CLASSES.includes(c)))
}
