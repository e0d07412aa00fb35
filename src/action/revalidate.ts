// A re-validation (`track-models` on schedule / workflow_dispatch): resolve the tracked models
// through the Models API, load the baseline, pick what to re-run (every skill on a new model; else
// the skills whose files changed; else nothing, and say so), run it, carry the other skills over
// from the baseline and compare each re-run skill with its baseline record.
import * as core from '@actions/core'
import { resolve } from 'node:path'
import { createLlm, DEFAULT_AGENT_MODEL, modelFamily } from '../llm/index.js'
import type { LayerSettings } from '../layers/registry.js'
import { planRun, type Plan } from '../plan.js'
import { neutralise } from '../report/neutralise.js'
import { carryForward } from '../revalidation/carry.js'
import { driftReportOf } from '../revalidation/drift-report.js'
import { selectRevalidation, type RevalidationSelection } from '../revalidation/select.js'
import { runSkillCi, STATIC_PLAN } from '../run.js'
import { skillContentHash } from '../skill/content-hash.js'
import { FolderListing } from '../skill/listing.js'
import type { RootsDiscovery } from '../skill/roots.js'
import type { DriftReport, RunReport } from '../model/index.js'
import { loadBaseline } from './baseline.js'
import { repoPathOf, type RunContext } from './context.js'
import { gateOf, layerSettingsOf, securityOf, specOf } from './settings.js'

export interface Revalidation {
  report: RunReport
  plan: Plan
  drift: DriftReport
}

/** Re-validation runs on scheduled and dispatched runs that track models. */
export function isRevalidation(ctx: RunContext): boolean {
  const { event, inputs } = ctx
  return (
    inputs['track-models'].length > 0 &&
    event.kind === 'full' &&
    (event.name === 'schedule' || event.name === 'workflow_dispatch')
  )
}

/** The tracked models resolved now (a fresh listing: a release must not wait for a stale file). */
async function resolveTracked(settings: LayerSettings['llm'], names: readonly string[]) {
  if (!settings.apiKey && !settings.env.ANTHROPIC_API_KEY) {
    throw new Error('track-models needs anthropic-api-key: the Models API says which models exist')
  }
  const llm = createLlm({ ...settings, modelListTtlMs: 0 })
  const tracked = [...new Set(await Promise.all(names.map((name) => llm.resolveModel(name))))]
  return { tracked, resolve: (name: string) => llm.resolveModel(name) }
}

/**
 * The agent model of the re-run: the tracked model of the configured model's family (a pinned
 * older id of that family is what re-validation replaces), else the configured model resolved.
 * Either way an exact id, so the report records which model each result came from.
 */
async function agentModelOf(
  configured: string,
  tracked: readonly string[],
  resolveModel: (name: string) => Promise<string>
): Promise<string> {
  const family = modelFamily(configured)
  const same = family === null ? undefined : tracked.find((id) => modelFamily(id) === family)
  return same ?? resolveModel(configured)
}

export async function revalidate(
  ctx: RunContext,
  discovery: RootsDiscovery
): Promise<Revalidation> {
  const { inputs } = ctx
  const settings = layerSettingsOf(ctx, undefined)
  const { tracked, resolve: resolveModel } = await resolveTracked(
    settings.llm,
    inputs['track-models']
  )
  const baseline = await loadBaseline(ctx)
  core.info(`skill-ci: re-validation baseline: ${neutralise(baseline.source)}`)
  if (baseline.missingFile !== undefined)
    core.warning(neutralise(firstBaselineHelp(ctx, baseline.missingFile)))
  const current = discovery.jobs.map((job) => ({
    key: repoPathOf(ctx.workspace, job.dir),
    dir: job.dir,
    contentHash: skillContentHash(new FolderListing(resolve(job.dir)))
  }))
  const selection = selectRevalidation({
    baseline: baseline.report,
    trackedModels: tracked,
    skills: current
  })
  core.info(`skill-ci: ${neutralise(selection.note)}`)
  const plan = planOf(ctx, selection)
  const agentModel = await agentModelOf(inputs.model ?? DEFAULT_AGENT_MODEL, tracked, resolveModel)
  const chosen = new Set(selection.skills)
  const report = await runSkillCi({
    roots: [ctx.rootPath],
    discovery,
    onlySkillDirs: current.filter((s) => chosen.has(s.key)).map((s) => s.dir),
    plan,
    layerSettings: {
      ...settings,
      ab: { ...settings.ab, model: agentModel },
      monteCarlo: { ...settings.monteCarlo, model: agentModel }
    },
    gate: gateOf(inputs),
    spec: specOf(inputs),
    security: securityOf(inputs),
    scoring: inputs.scoring,
    onNotice: (line) => core.info(`skill-ci: ${neutralise(line)}`)
  })
  const carried = carryForward(baseline.report, report, new Set(current.map((s) => s.key)))
  const drift = driftReportOf({
    report: carried,
    baseline: baseline.report,
    baselineSource: baseline.source,
    trackedModels: tracked,
    newModels: selection.newModels,
    revalidated: selection.skills,
    note: selection.note
  })
  return { report: carried, plan, drift }
}

/**
 * What to do when the `baseline` file does not exist yet: this first run measures every skill,
 * and its report is the baseline to commit.
 */
function firstBaselineHelp(ctx: RunContext, file: string): string {
  const { inputs, env } = ctx
  const report = inputs['report-path']
  const where = inputs['upload-artifact']
    ? `the artifact "${inputs['artifact-name']}" of this run (gh run download ${env.GITHUB_RUN_ID ?? '<run id>'} -n ${inputs['artifact-name']})`
    : 'the workspace of this job'
  return `skill-ci: the baseline file ${file} does not exist yet, so this re-validation measures every skill. Its report is the first baseline: take ${report} from ${where}, copy it to ${file} and commit it (or make it once with \`skill-ci baseline\`).`
}

/** The re-validation layers when something is re-run; nothing costly otherwise. */
function planOf(ctx: RunContext, selection: RevalidationSelection): Plan {
  if (selection.skills.length === 0) return STATIC_PLAN
  return planRun({
    trigger: { kind: 'layers', layers: ctx.inputs['revalidate-layers'], why: selection.note },
    hasApiKey: true,
    noKeyReason: 'no anthropic-api-key'
  })
}
