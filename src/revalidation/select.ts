// What a re-validation runs. A tracked model is new when the baseline holds no result measured on
// it; then every skill is re-validated on it. Otherwise only the skills whose files changed since
// the baseline (their content hash differs, or the baseline lacks them) and those whose re-run
// failed last time are, or none. Pure.
import {
  abResultOf,
  displayPath,
  judgeResultOf,
  monteCarloResultOf,
  type RunReport
} from '../model/index.js'
import { plural } from '../model/plural.js'

/**
 * The model ids a report holds results for, as the API answered them: the agent model of the A/B
 * and activation layers, and the judge layer's models. The A/B layer's judge only grades the
 * agent's work, so a result is not "for" it. (A report made before the answered id was recorded
 * holds the name asked for, possibly an alias: an alias matches no tracked id, so such a baseline
 * is re-validated once and then holds ids.)
 */
export function modelsWithResults(report: RunReport): Set<string> {
  return modelsOf(report, false)
}

/** The answered ids and, with `withAsked`, the names the results asked for beside them. */
function modelsOf(report: RunReport, withAsked: boolean): Set<string> {
  const models = new Set<string>()
  const add = (answered: readonly string[], asked: readonly (string | undefined)[]) => {
    for (const name of [...answered, ...(withAsked ? asked : [])]) {
      if (name !== undefined) models.add(name)
    }
  }
  for (const skill of report.skills) {
    const ab = abResultOf(skill.layers.ab)
    if (ab) add([ab.agentModel], [ab.agentModelAsked])
    const mc = monteCarloResultOf(skill.layers.monte_carlo)
    if (mc) add([mc.agentModel], [mc.agentModelAsked])
    const judge = judgeResultOf(skill.layers.judge)
    for (const dimension of Object.values(judge?.dimensions ?? {})) {
      add(dimension.models, dimension.modelsAsked ?? [])
    }
  }
  return models
}

export interface CurrentSkill {
  /** The display path (the root as given joined with the skill's path), as in the reports. */
  key: string
  contentHash: string
}

export interface RevalidationSelection {
  /** Tracked model ids the baseline has no results for. */
  newModels: string[]
  /** Display paths of the skills to re-validate. */
  skills: string[]
  /** One line for the summary: what is re-validated and why. */
  note: string
}

export function selectRevalidation(input: {
  baseline: RunReport | null
  trackedModels: readonly string[]
  skills: readonly CurrentSkill[]
}): RevalidationSelection {
  const { baseline, trackedModels, skills } = input
  const every = skills.map((s) => s.key)
  if (baseline === null) {
    return {
      newModels: [...trackedModels],
      skills: every,
      note: `no baseline: ${plural(every.length, 'skill')} re-validated`
    }
  }
  // A tracked id is the listing's; a result counts for it when the API answered with that id, or
  // when the run asked for exactly it (should the API name the model otherwise in its replies).
  const known = modelsOf(baseline, true)
  const newModels = trackedModels.filter((m) => !known.has(m))
  if (newModels.length > 0) {
    return {
      newModels,
      skills: every,
      note: `new model ${newModels.join(', ')}: ${plural(every.length, 'skill')} re-validated`
    }
  }
  const before = new Map(baseline.skills.map((s) => [displayPath(s), s]))
  const changed = skills.filter((s) => before.get(s.key)?.contentHash !== s.contentHash)
  // A re-run that failed last time is tried again, changed or not.
  const retried = skills.filter(
    (s) => !changed.includes(s) && before.get(s.key)?.drift?.failed === true
  )
  const retriedNote =
    retried.length === 0 ? '' : `, ${retried.length} retried after a failed re-run`
  return {
    newModels: [],
    skills: [...changed, ...retried].map((s) => s.key),
    note:
      changed.length + retried.length === 0
        ? 'no new model, 0 skills changed: nothing re-validated'
        : `no new model, ${plural(changed.length, 'skill')} changed${retriedNote}: re-validated`
  }
}
