// The Action's evaluation: discover the skills once, pick the changed ones, plan the layers from
// the labels or the depth, run the pipeline, and compare with the base branch.
import * as core from '@actions/core'
import { resolve } from 'node:path'
import type { BaseComparison, DriftReport, RunReport } from '../model/index.js'
import { planRun, type Plan } from '../plan.js'
import { neutralise } from '../report/neutralise.js'
import { progressLine } from '../report/progress.js'
import { runSkillCi } from '../run.js'
import { discoverRoots } from '../skill/roots.js'
import type { ShardSpec } from '../skill/shard.js'
import { baseComparisonFor } from './base-comparison.js'
import type { ChangedFiles } from './changed.js'
import { repoPathOf, type RunContext } from './context.js'
import { isRevalidation, revalidate } from './revalidate.js'
import { readLabels, selectSkills } from './select.js'
import {
  gateOf,
  layerSettingsOf,
  planRequestOf,
  runsWithoutAnthropicKey,
  securityOf,
  specOf
} from './settings.js'
import { plural } from '../model/plural.js'

export interface Evaluation {
  report: RunReport
  plan: Plan
  base?: BaseComparison
  /** The pull request's labels (none outside pull requests). */
  labels: string[]
  /** The changed files, when the event has them. */
  changed?: ChangedFiles
  /** A re-validation's drift against its baseline (scheduled runs that track models). */
  drift?: DriftReport
}

/** With `shard`, only that shard of the selected skills, and no base comparison (nothing is shown). */
export async function evaluate(ctx: RunContext, shard?: ShardSpec): Promise<Evaluation> {
  const { inputs, event } = ctx
  const discovery = await discoverRoots([ctx.rootPath], { exclude: inputs.exclude })
  for (const { error } of discovery.failures) {
    core.warning(`skill-ci: ${neutralise(`${error.file ?? inputs.path}: ${error.message}`)}`)
  }
  if (isRevalidation(ctx)) {
    const { report, plan, drift } = await revalidate(ctx, discovery)
    return { report, plan, labels: [], drift }
  }
  const allSkills = discovery.jobs.map((job) => repoPathOf(ctx.workspace, job.dir))
  const { skills: selected, changed } = await selectSkills(ctx, allSkills)
  core.info(
    `skill-ci: ${plural(allSkills.length, 'skill')} found, ${selected.length} to evaluate (${event.name})`
  )

  const labels = event.kind === 'pull_request' ? await readLabels(ctx, event) : []
  const plan = planRun(planRequestOf(inputs, event, labels, runsWithoutAnthropicKey(ctx)))
  // Said before any work: a layer asked for that cannot run is a failure (unless on-layer-error
  // is warn), one skipped on a fork's pull request a notice.
  for (const decision of plan.decisions) {
    if (decision.state === 'failed') core.warning(`skill-ci ${decision.key}: ${decision.reason}`)
    else if (decision.state !== 'run') core.notice(`skill-ci ${decision.key}: ${decision.reason}`)
  }
  const report = await runSkillCi({
    roots: [ctx.rootPath],
    discovery,
    onlySkillDirs: selected.map((dir) => resolve(ctx.workspace, dir)),
    shard,
    plan,
    layerSettings: plan.running.length > 0 ? layerSettingsOf(ctx, changed) : undefined,
    gate: gateOf(inputs),
    spec: specOf(inputs),
    security: securityOf(inputs),
    scoring: inputs.scoring,
    // core.info writes its text raw: a line naming a skill must not become a workflow command
    // (progressLine neutralises the path it prints).
    onNotice: (line) => core.info(`skill-ci: ${neutralise(line)}`),
    // A line per skill with the calls and cost so far, only when models are called.
    onProgress:
      plan.running.length === 0
        ? undefined
        : (event) => {
            if (event.type === 'skill-done') core.info(`skill-ci: ${progressLine(event)}`)
          }
  })
  const base = shard === undefined ? await baseComparisonFor(ctx, report) : undefined
  return { report, plan, base, labels, changed }
}
