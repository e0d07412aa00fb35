// The action: inputs → event → which skills → plan → pipeline → base comparison → publish. Every
// publishing surface degrades on its own (a read-only token falls back to the job summary and
// workflow-command annotations); only bad inputs or a broken pipeline fail the step, and the gate.
import * as core from '@actions/core'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { relative, resolve, sep } from 'node:path'
import { buildAnnotations, type Annotation } from '../report/annotations.js'
import {
  baseComparisonFromReport,
  type BaseComparison,
  type LayerPlanNote
} from '../report/comparison.js'
import { renderJUnit } from '../report/junit.js'
import {
  commentMarker,
  renderCheckOutput,
  renderComment,
  renderSummary,
  type MarkdownOptions
} from '../report/markdown.js'
import type { RunReport } from '../report/model.js'
import { renderSarif } from '../report/sarif.js'
import { runSkillCi } from '../run.js'
import { discoverSkills } from '../skill/discover.js'
import { fetchSkillAtRef, mirrorPath } from './base.js'
import {
  listPullRequestFiles,
  listRangeFiles,
  skillsTouchedBy,
  type ChangedFiles
} from './changed.js'
import { parseRepository, readRunEvent, type Repo, type RunEvent } from './event.js'
import { createOctokit, errorMessage, isPermissionDenied, type Octokit } from './github.js'
import { readInputs, type ActionInputs } from './inputs.js'
import { buildRunners, implementedLayers } from './layers.js'
import { planIsDegraded, planLayers, type LayerPlan } from './plan.js'
import { uploadReportArtifact } from './publish/artifact.js'
import {
  checkRunUpdates,
  completeCheckRun,
  createCheckRun,
  type Conclusion
} from './publish/check-run.js'
import { commentPolicy, resolveAuthorLogins, upsertStickyComment } from './publish/comment.js'
import { resolveOutputPath, writeReportFiles } from './publish/files.js'
import { selectWorkflowAnnotations } from './publish/workflow-annotations.js'

export async function run(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  try {
    const report = await runAction(env)
    if (!report.summary.gate.passed) {
      core.setFailed(
        `skill-ci gate failed: ${report.summary.gate.reasons.length} reason(s), see the job summary`
      )
    }
  } catch (err) {
    core.setFailed(`skill-ci: ${errorMessage(err)}`)
  }
}

/** Repo-relative POSIX path of an absolute path inside the workspace ('.' for the root). */
function repoPathOf(workspace: string, absolute: string): string {
  return relative(workspace, absolute).split(sep).join('/') || '.'
}

async function runAction(env: NodeJS.ProcessEnv): Promise<RunReport> {
  const inputs = readInputs((name) => core.getInput(name), core.setSecret)
  const repo = parseRepository(env.GITHUB_REPOSITORY)
  const event = await readRunEvent(env)
  const workspace = resolve(env.GITHUB_WORKSPACE ?? process.cwd())
  const root = resolve(workspace, inputs.path)
  const pathPrefix = repoPathOf(workspace, root) === '.' ? '' : repoPathOf(workspace, root)
  const octokit = createOctokit(inputs['github-token'], env)
  const detailsUrl =
    env.GITHUB_RUN_ID && env.GITHUB_SERVER_URL
      ? `${env.GITHUB_SERVER_URL}/${repo.owner}/${repo.repo}/actions/runs/${env.GITHUB_RUN_ID}`
      : undefined

  // Created first so reviewers see "in progress" while the skills are scored.
  const checkRun = await startCheckRun(
    octokit,
    repo,
    inputs['check-name'],
    event.headSha,
    detailsUrl
  )

  const discovery = await discoverSkills(root)
  for (const e of discovery.errors) core.warning(`skill-ci: ${e.file ?? inputs.path}: ${e.message}`)
  const allSkills = discovery.dirs.map((dir) => repoPathOf(workspace, dir))
  const selected = await selectSkills(octokit, repo, event, allSkills)
  core.info(
    `skill-ci: ${allSkills.length} skill(s) found, ${selected.length} to evaluate (${event.name})`
  )

  const labels = event.kind === 'pull_request' ? await readLabels(octokit, repo, event) : []
  const plan = planLayers({
    eventKind: event.kind,
    labels,
    labelNames: {
      judge: inputs['label-judge'],
      'monte-carlo': inputs['label-monte-carlo'],
      ab: inputs['label-ab'],
      certify: inputs['label-certify']
    },
    depth: inputs.depth,
    hasApiKey: inputs['anthropic-api-key'] !== undefined,
    implemented: implementedLayers()
  })
  for (const decision of plan.decisions) {
    if (decision.state !== 'run') core.notice(`skill-ci ${decision.layer}: ${decision.reason}`)
  }
  const runners = inputs['anthropic-api-key']
    ? buildRunners(
        plan.decisions.filter((d) => d.state === 'run').map((d) => d.layer),
        {
          apiKey: inputs['anthropic-api-key'],
          baseUrl: inputs['anthropic-base-url'],
          model: inputs.model,
          judgeModel: inputs['judge-model'],
          maxUsd: inputs['max-usd']
        }
      )
    : []

  const gate = {
    threshold: inputs['fail-under'],
    minBadge: inputs['min-badge'],
    failOn: inputs['fail-on']
  }
  const report = await runSkillCi({
    roots: [root],
    onlySkillDirs: selected.map((dir) => resolve(workspace, dir)),
    depth: plan.depth,
    gate,
    layers: runners
  })

  const base =
    event.kind === 'pull_request' && report.skills.length > 0
      ? await compareWithBase(octokit, repo, event.baseSha, report, inputs, workspace, root)
      : undefined
  const layersPlan = planNotes(plan, report)
  const conclusion: Conclusion = !report.summary.gate.passed
    ? 'failure'
    : planIsDegraded(plan) || layersPlan.some((n) => n.status !== 'ran')
      ? 'neutral'
      : 'success'

  const markdown: MarkdownOptions = {
    checkName: inputs['check-name'],
    base,
    layersPlan,
    detailsUrl
  }
  const annotations = inputs.annotations ? buildAnnotations(report, { pathPrefix }) : []
  const checkPublished = await finishCheckRun(
    octokit,
    repo,
    checkRun,
    report,
    markdown,
    annotations,
    conclusion
  )
  if (!checkPublished) emitWorkflowAnnotations(annotations)

  if (event.kind === 'pull_request')
    await publishComment(octokit, repo, event.number, report, markdown, inputs)
  await writeJobSummary(renderSummary(report, markdown))

  const files = {
    report: resolveOutputPath(workspace, inputs['report-path']),
    junit: resolveOutputPath(workspace, inputs['junit-path']),
    sarif: resolveOutputPath(workspace, inputs['sarif-path'])
  }
  await writeReportFiles(files, {
    report: `${JSON.stringify(report, null, 2)}\n`,
    junit: renderJUnit(report, { pathPrefix }),
    sarif: renderSarif(report, { pathPrefix })
  })
  if (inputs['upload-artifact']) {
    const upload = await uploadReportArtifact(inputs['artifact-name'], Object.values(files), env)
    if (!upload.uploaded) core.notice(`skill-ci: report artifact not uploaded: ${upload.reason}`)
  }

  core.setOutput('report', files.report)
  core.setOutput('junit', files.junit)
  core.setOutput('sarif', files.sarif)
  core.setOutput('conclusion', conclusion)
  core.setOutput('skills-evaluated', report.summary.evaluated)
  core.setOutput('failed-count', report.summary.failed)
  core.setOutput('lowest-score', report.summary.lowestScore ?? '')
  return report
}

/** The skills to evaluate: the changed ones on PRs and ranges, all of them otherwise. */
async function selectSkills(
  octokit: Octokit,
  repo: Repo,
  event: RunEvent,
  allSkills: string[]
): Promise<string[]> {
  let changed: ChangedFiles
  try {
    if (event.kind === 'pull_request')
      changed = await listPullRequestFiles(octokit, repo, event.number)
    else if (event.kind === 'range' && event.baseSha) {
      changed = await listRangeFiles(octokit, repo, event.baseSha, event.headSha)
    } else return allSkills
  } catch (err) {
    changed = {
      complete: false,
      reason: `the changed files could not be listed (${errorMessage(err)})`
    }
  }
  if (!changed.complete) {
    core.notice(`skill-ci: evaluating every skill because ${changed.reason}`)
    return allSkills
  }
  return skillsTouchedBy(changed.files, allSkills)
}

/** Labels read live: a re-run reuses the old payload, and a label may have been removed since. */
async function readLabels(
  octokit: Octokit,
  repo: Repo,
  event: Extract<RunEvent, { kind: 'pull_request' }>
) {
  try {
    const labels = await octokit.paginate(octokit.rest.issues.listLabelsOnIssue, {
      ...repo,
      issue_number: event.number,
      per_page: 100
    })
    return labels.map((l) => l.name)
  } catch (err) {
    core.warning(
      `skill-ci: could not read the PR labels (${errorMessage(err)}); using the event payload's`
    )
    return event.payloadLabels
  }
}

/** Scores the base-branch versions of the evaluated skills (static layer only). */
async function compareWithBase(
  octokit: Octokit,
  repo: Repo,
  baseSha: string,
  report: RunReport,
  inputs: ActionInputs,
  workspace: string,
  root: string
): Promise<BaseComparison | undefined> {
  const temp = await mkdtemp(resolve(process.env.RUNNER_TEMP || tmpdir(), 'skill-ci-base-'))
  try {
    const baseRoot = mirrorPath(temp, repoPathOf(workspace, root))
    const fetched: string[] = []
    for (const skill of report.skills) {
      const skillRepoPath = repoPathOf(workspace, resolve(root, skill.path))
      const outcome = await fetchSkillAtRef(octokit, repo, baseSha, skillRepoPath, temp)
      if (outcome === 'fetched') fetched.push(mirrorPath(temp, skillRepoPath))
    }
    const baseReport = fetched.length
      ? await runSkillCi({
          roots: [baseRoot],
          onlySkillDirs: fetched,
          depth: 'quick',
          gate: {
            threshold: inputs['fail-under'],
            minBadge: inputs['min-badge'],
            failOn: inputs['fail-on']
          }
        })
      : undefined
    return baseReport
      ? baseComparisonFromReport(
          baseReport,
          report.skills.map((s) => s.path)
        )
      : Object.fromEntries(report.skills.map((s) => [s.path, 'new' as const]))
  } catch (err) {
    core.warning(`skill-ci: no base comparison (${errorMessage(err)})`)
    return undefined
  } finally {
    await rm(temp, { recursive: true, force: true })
  }
}

/** What the renderers show about the costly layers: the plan, corrected by what actually happened. */
function planNotes(plan: LayerPlan, report: RunReport): LayerPlanNote[] {
  return plan.decisions.map((d) => {
    if (d.state !== 'run') return { layer: d.layer, status: d.state, reason: d.reason }
    const recordKey =
      d.layer === 'monte-carlo' ? 'monte_carlo' : d.layer === 'certify' ? 'monte_carlo' : d.layer
    const statuses = report.skills.map((s) => s.layers[recordKey]?.status)
    const failed = statuses.find((s) => s === 'error' || s === 'budget_exhausted')
    return failed
      ? { layer: d.layer, status: failed, reason: `${d.reason}; failed for at least one skill` }
      : { layer: d.layer, status: 'ran', reason: d.reason }
  })
}

type CheckRunHandle = { id: number } | { id: undefined; reason: string }

async function startCheckRun(
  octokit: Octokit,
  repo: Repo,
  name: string,
  headSha: string,
  detailsUrl: string | undefined
): Promise<CheckRunHandle> {
  try {
    return { id: await createCheckRun(octokit, repo, name, headSha, detailsUrl) }
  } catch (err) {
    const reason = isPermissionDenied(err)
      ? 'the token cannot create check runs (fork pull request or missing `checks: write`)'
      : `creating the check run failed (${errorMessage(err)})`
    core.notice(`skill-ci: ${reason}; reporting through the job summary and workflow annotations`)
    return { id: undefined, reason }
  }
}

/** Completes the check run; false when there is none (the caller then falls back). */
async function finishCheckRun(
  octokit: Octokit,
  repo: Repo,
  checkRun: CheckRunHandle,
  report: RunReport,
  markdown: MarkdownOptions,
  annotations: Annotation[],
  conclusion: Conclusion
): Promise<boolean> {
  if (checkRun.id === undefined) return false
  try {
    const updates = checkRunUpdates(renderCheckOutput(report, markdown), annotations, conclusion)
    await completeCheckRun(octokit, repo, checkRun.id, updates)
    return true
  } catch (err) {
    core.warning(
      `skill-ci: completing the check run failed (${errorMessage(err)}); see the job summary`
    )
    return false
  }
}

function emitWorkflowAnnotations(annotations: Annotation[]): void {
  const { selected, omitted } = selectWorkflowAnnotations(annotations)
  for (const a of selected) core[a.level](a.message, a.properties)
  if (omitted > 0) core.notice(`skill-ci: ${omitted} more finding(s) are listed in the job summary`)
}

async function publishComment(
  octokit: Octokit,
  repo: Repo,
  issueNumber: number,
  report: RunReport,
  markdown: MarkdownOptions,
  inputs: ActionInputs
): Promise<void> {
  const policy = commentPolicy(inputs.comment, report.summary.evaluated)
  if (policy === 'none') return
  const marker = commentMarker(inputs['check-name'])
  const body = renderComment(report, { ...markdown, marker })
  try {
    const authors = await resolveAuthorLogins(octokit)
    const result = await upsertStickyComment(
      octokit,
      repo,
      issueNumber,
      body,
      marker,
      authors,
      policy
    )
    if (result.action !== 'none') core.info(`skill-ci: PR comment ${result.action}`)
  } catch (err) {
    const why = isPermissionDenied(err)
      ? 'the token cannot write PR comments (fork pull request?)'
      : errorMessage(err)
    core.notice(`skill-ci: no PR comment (${why}); the job summary has the report`)
  }
}

async function writeJobSummary(markdown: string): Promise<void> {
  try {
    await core.summary.addRaw(markdown, true).write()
  } catch (err) {
    core.warning(`skill-ci: could not write the job summary (${errorMessage(err)})`)
  }
}
