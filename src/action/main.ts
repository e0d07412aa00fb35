// The action: inputs → event → which skills → plan → pipeline → base comparison → publish. Every
// publishing surface degrades on its own (a read-only token falls back to the job summary and
// workflow-command annotations); only bad inputs or a broken pipeline fail the step, and the gate.
import * as core from '@actions/core'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative, resolve, sep } from 'node:path'
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
  type CheckOutput,
  type MarkdownOptions
} from '../report/markdown.js'
import type { RunReport } from '../report/model.js'
import { renderSarif } from '../report/sarif.js'
import { readSkillsForEstimate } from '../layers/judge/index.js'
import { runSkillCi } from '../run.js'
import { discoverSkills } from '../skill/discover.js'
import { DEFAULT_FETCH_LIMITS, fetchSkillAtRef, mirrorPath, RequestBudget } from './base.js'
import {
  changesUnder,
  listPullRequestFiles,
  listRangeFiles,
  skillsTouchedBy,
  type ChangedFiles
} from './changed.js'
import { parseRepository, readRunEvent, type Repo, type RunEvent } from './event.js'
import { createOctokit, errorMessage, isPermissionDenied, type Octokit } from './github.js'
import { readInputs, type ActionInputs } from './inputs.js'
import { implementedLayers, setupLayers, type LayerSetup } from './layers.js'
import { planIsDegraded, planLayers, type CostlyLayerKey, type LayerPlan } from './plan.js'
import { filesUnder, uploadReportArtifact } from './publish/artifact.js'
import {
  checkRunUpdates,
  completeCheckRun,
  MAX_CHECK_ANNOTATIONS,
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

/** Everything a run knows before it evaluates anything. */
interface RunContext {
  env: NodeJS.ProcessEnv
  inputs: ActionInputs
  repo: Repo
  event: RunEvent
  workspace: string
  /** Absolute folder scanned for skills (the `path` input). */
  root: string
  /**
   * `root` relative to the workspace, the working directory of the run: the pipeline displays
   * skill paths (gate reasons, the report's roots) joined with the root as given.
   */
  rootPath: string
  /** Repo-relative prefix of `root` for annotation, JUnit and SARIF paths ('' at the repo root). */
  pathPrefix: string
  octokit: Octokit
  detailsUrl?: string
}

interface Evaluation {
  report: RunReport
  plan: LayerPlan
  base?: BaseComparison
}

async function readContext(env: NodeJS.ProcessEnv): Promise<RunContext> {
  const inputs = readInputs((name) => core.getInput(name), core.setSecret)
  const repo = parseRepository(env.GITHUB_REPOSITORY)
  const workspace = resolve(env.GITHUB_WORKSPACE ?? process.cwd())
  const root = resolve(workspace, inputs.path)
  const rootPath = repoPathOf(workspace, root)
  // Relative paths (the root, the results folder) then resolve inside the workspace.
  process.chdir(workspace)
  return {
    env,
    inputs,
    repo,
    event: await readRunEvent(env),
    workspace,
    root,
    rootPath,
    pathPrefix: rootPath === '.' ? '' : rootPath,
    octokit: createOctokit(inputs['github-token'], env),
    detailsUrl:
      env.GITHUB_RUN_ID && env.GITHUB_SERVER_URL
        ? `${env.GITHUB_SERVER_URL}/${repo.owner}/${repo.repo}/actions/runs/${env.GITHUB_RUN_ID}`
        : undefined
  }
}

async function runAction(env: NodeJS.ProcessEnv): Promise<RunReport> {
  const ctx = await readContext(env)
  // Created first so reviewers see "in progress" while the skills are scored.
  const checkRun = await startCheckRun(ctx)
  try {
    const evaluation = await evaluate(ctx)
    await publish(ctx, checkRun, evaluation)
    return evaluation.report
  } catch (err) {
    await failCheckRun(ctx, checkRun, err)
    throw err
  }
}

async function evaluate(ctx: RunContext): Promise<Evaluation> {
  const { inputs, event } = ctx
  const discovery = await discoverSkills(ctx.root)
  for (const e of discovery.errors) core.warning(`skill-ci: ${e.file ?? inputs.path}: ${e.message}`)
  const allSkills = discovery.dirs.map((dir) => repoPathOf(ctx.workspace, dir))
  const { skills: selected, changed } = await selectSkills(ctx, allSkills)
  core.info(
    `skill-ci: ${allSkills.length} skill(s) found, ${selected.length} to evaluate (${event.name})`
  )

  const plan = planLayers({
    eventKind: event.kind,
    labels: event.kind === 'pull_request' ? await readLabels(ctx, event) : [],
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
  const running = plan.decisions.filter((d) => d.state === 'run').map((d) => d.layer)
  const layers = await prepareLayers(ctx, running, selected, changed)
  for (const line of layers.notices) core.info(`skill-ci: ${line}`)

  const scored = await runSkillCi({
    roots: [ctx.rootPath],
    onlySkillDirs: selected.map((dir) => resolve(ctx.workspace, dir)),
    depth: plan.depth,
    gate: gateOf(inputs),
    spec: specOf(inputs),
    layers: layers.runners
  })
  const { report, notices } = layers.finish(scored)
  for (const line of notices) core.info(`skill-ci: ${line}`)
  let base: BaseComparison | undefined
  if (event.kind === 'pull_request' && report.skills.length > MAX_BASE_SKILLS) {
    core.notice(`skill-ci: no base comparison for more than ${MAX_BASE_SKILLS} skills`)
  } else if (event.kind === 'pull_request' && report.skills.length > 0) {
    base = await compareWithBase(ctx, event.baseSha, report)
  }
  return { report, plan, base }
}

const NO_LAYERS: LayerSetup = {
  runners: [],
  notices: [],
  finish: (report) => ({ report, notices: [] })
}

/**
 * Sets up the costly layers the plan runs. Their estimate is logged before any call: it is priced
 * from the skills this run evaluates (read once more here; static reading takes milliseconds).
 */
async function prepareLayers(
  ctx: RunContext,
  running: CostlyLayerKey[],
  selected: string[],
  changed: ChangedFiles | undefined
): Promise<LayerSetup> {
  const { inputs } = ctx
  const apiKey = inputs['anthropic-api-key']
  // The plan only runs a layer when there is a key; the check keeps the type honest.
  if (running.length === 0 || apiKey === undefined) return NO_LAYERS
  let cacheDir: string | null = resolve(ctx.workspace, inputs['cache-dir'])
  // Cache keys are hashes of requests a PR author can compute offline, so entries committed by
  // the PR under cache-dir would be trusted replies: any judge score or A/B verdict it likes.
  if (
    ctx.event.kind === 'pull_request' &&
    changesUnder(changed ?? { complete: false, reason: '' }, repoPathOf(ctx.workspace, cacheDir))
  ) {
    core.warning(
      `skill-ci: the pull request changes files under ${inputs['cache-dir']}; the response cache is off for this run (cached replies could be forged)`
    )
    cacheDir = null
  }
  const skills = await readSkillsForEstimate(
    selected.map((dir) => join(resolve(ctx.workspace, dir), 'SKILL.md'))
  )
  // The scrubbed environment is no sandbox (C2): an agent command can read this process's
  // /proc/<pid>/environ (the API key and token inputs) or the checkout's .git/config. On
  // pull_request_target those secrets meet a fork's content, so the shell stays off (C9).
  const allowShell = inputs['allow-shell'] && ctx.event.name !== 'pull_request_target'
  if (inputs['allow-shell'] && !allowShell) {
    core.warning(
      'skill-ci: allow-shell is ignored on pull_request_target: an agent command could read the secrets of this job (the shell is not an OS sandbox)'
    )
  }
  return setupLayers(
    running,
    {
      apiKey,
      baseUrl: inputs['anthropic-base-url'],
      model: inputs.model,
      judgeModel: inputs['judge-model'],
      judges: inputs.judges,
      budget: { maxUsd: inputs['max-usd'], maxCalls: inputs['max-calls'] },
      allowPartial: inputs['partial-budget'],
      cacheDir,
      env: ctx.env,
      ab: {
        runs: inputs['ab-runs'],
        judgeMode: inputs['ab-judge-mode'],
        minImprovement: inputs['ab-min-improvement'],
        requireSignificance: inputs['ab-require-significance'],
        requireCompletion: inputs['ab-require-completion'],
        seed: inputs.seed,
        allowShell,
        resultsDir: inputs['results-dir']
      }
    },
    skills
  )
}

function specOf(inputs: ActionInputs) {
  return {
    unknownFields: inputs['unknown-fields'],
    allowUnicodeNames: inputs['allow-unicode-names'],
    extraAllowedFields: inputs['extra-allowed-fields']
  }
}

function gateOf(inputs: ActionInputs) {
  return {
    threshold: inputs['fail-under'],
    minBadge: inputs['min-badge'],
    failOn: inputs['fail-on']
  }
}

/** failure when the gate fails; neutral when a requested layer did not (fully) run. */
function conclusionOf(report: RunReport, plan: LayerPlan, notes: LayerPlanNote[]): Conclusion {
  if (!report.summary.gate.passed) return 'failure'
  return planIsDegraded(plan) || notes.some((n) => n.status !== 'ran') ? 'neutral' : 'success'
}

async function publish(
  ctx: RunContext,
  checkRun: CheckRunHandle,
  evaluation: Evaluation
): Promise<void> {
  const { inputs, event, pathPrefix } = ctx
  const { report, plan, base } = evaluation
  const layersPlan = planNotes(plan, report)
  // Skips were announced with the plan; a layer that started but fell short is announced here.
  for (const note of layersPlan) {
    if (note.status === 'error' || note.status === 'budget_exhausted') {
      core.warning(`skill-ci ${note.layer}: ${note.status.replace('_', ' ')}: ${note.reason}`)
    }
  }
  const conclusion = conclusionOf(report, plan, layersPlan)
  const markdown: MarkdownOptions = {
    checkName: inputs['check-name'],
    base,
    layersPlan,
    detailsUrl: ctx.detailsUrl
  }

  const annotations = inputs.annotations ? buildAnnotations(report, { pathPrefix }) : []
  const checkPublished = await finishCheckRun(
    ctx,
    checkRun,
    renderCheckOutput(report, markdown),
    annotations,
    conclusion
  )
  if (!checkPublished) emitWorkflowAnnotations(annotations)
  if (event.kind === 'pull_request') await publishComment(ctx, event.number, report, markdown)
  await writeJobSummary(renderSummary(report, markdown))

  const files = {
    report: resolveOutputPath(ctx.workspace, inputs['report-path']),
    junit: resolveOutputPath(ctx.workspace, inputs['junit-path']),
    sarif: resolveOutputPath(ctx.workspace, inputs['sarif-path'])
  }
  await writeReportFiles(files, {
    report: `${JSON.stringify(report, null, 2)}\n`,
    junit: renderJUnit(report, { pathPrefix }),
    sarif: renderSarif(report, { pathPrefix })
  })
  if (inputs['upload-artifact']) {
    const transcripts = plan.decisions.some((d) => d.layer === 'ab' && d.state === 'run')
      ? await filesUnder(resolve(ctx.workspace, inputs['results-dir']), ctx.workspace)
      : []
    const upload = await uploadReportArtifact(
      inputs['artifact-name'],
      [...Object.values(files), ...transcripts],
      ctx.env
    )
    if (!upload.uploaded) core.notice(`skill-ci: report artifact not uploaded: ${upload.reason}`)
  }

  core.setOutput('report', files.report)
  core.setOutput('junit', files.junit)
  core.setOutput('sarif', files.sarif)
  core.setOutput('conclusion', conclusion)
  core.setOutput('skills-evaluated', report.summary.evaluated)
  core.setOutput('failed-count', report.summary.failed)
  core.setOutput('lowest-score', report.summary.lowestScore ?? '')
}

/** The skills to evaluate: the changed ones on PRs and ranges, all of them otherwise. */
async function selectSkills(
  ctx: RunContext,
  allSkills: string[]
): Promise<{ skills: string[]; changed?: ChangedFiles }> {
  const { octokit, repo, event } = ctx
  let changed: ChangedFiles
  try {
    if (event.kind === 'pull_request') {
      changed = await listPullRequestFiles(octokit, repo, event.number)
    } else if (event.kind === 'range' && event.baseSha) {
      changed = await listRangeFiles(octokit, repo, event.baseSha, event.headSha)
    } else return { skills: allSkills }
  } catch (err) {
    changed = {
      complete: false,
      reason: `the changed files could not be listed (${errorMessage(err)})`
    }
  }
  if (!changed.complete) {
    core.notice(`skill-ci: evaluating every skill because ${changed.reason}`)
    return { skills: allSkills, changed }
  }
  return { skills: skillsTouchedBy(changed.files, allSkills), changed }
}

/** Labels read live: a re-run reuses the old payload, and a label may have been removed since. */
async function readLabels(ctx: RunContext, event: Extract<RunEvent, { kind: 'pull_request' }>) {
  try {
    const labels = await ctx.octokit.paginate(ctx.octokit.rest.issues.listLabelsOnIssue, {
      ...ctx.repo,
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

/** Each base skill costs a few API requests; beyond this many the comparison is left out. */
const MAX_BASE_SKILLS = 100
/** API requests the base comparison may make in all (the token allows 1,000 an hour). */
const MAX_BASE_REQUESTS = 500

/**
 * Scores the base-branch versions of the evaluated skills (static layer only): their files are
 * fetched at the base SHA into a temp dir mirroring repository paths, so skill paths match.
 */
async function compareWithBase(
  ctx: RunContext,
  baseSha: string,
  report: RunReport
): Promise<BaseComparison | undefined> {
  const temp = await mkdtemp(resolve(ctx.env.RUNNER_TEMP || tmpdir(), 'skill-ci-base-'))
  try {
    const fetched: string[] = []
    const budget = new RequestBudget(MAX_BASE_REQUESTS)
    for (const skill of report.skills) {
      const skillRepoPath = repoPathOf(ctx.workspace, resolve(ctx.root, skill.path))
      const outcome = await fetchSkillAtRef(
        ctx.octokit,
        ctx.repo,
        baseSha,
        skillRepoPath,
        temp,
        DEFAULT_FETCH_LIMITS,
        budget
      )
      if (outcome === 'fetched') fetched.push(mirrorPath(temp, skillRepoPath))
    }
    const changedPaths = report.skills.map((s) => s.path)
    if (fetched.length === 0)
      return Object.fromEntries(changedPaths.map((p) => [p, 'new' as const]))
    const baseReport = await runSkillCi({
      roots: [mirrorPath(temp, repoPathOf(ctx.workspace, ctx.root))],
      onlySkillDirs: fetched,
      depth: 'quick',
      gate: gateOf(ctx.inputs),
      spec: specOf(ctx.inputs)
    })
    return baseComparisonFromReport(baseReport, changedPaths)
  } catch (err) {
    core.warning(`skill-ci: no base comparison (${errorMessage(err)})`)
    return undefined
  } finally {
    await rm(temp, { recursive: true, force: true })
  }
}

/** The layer that records a costly layer's outcome in SkillReport.layers. */
const RECORD_OF = {
  judge: 'judge',
  'monte-carlo': 'monte_carlo',
  ab: 'ab',
  certify: 'monte_carlo'
} as const

/** What the renderers show about the costly layers: the plan, corrected by what actually happened. */
function planNotes(plan: LayerPlan, report: RunReport): LayerPlanNote[] {
  return plan.decisions.map((d) => {
    if (d.state !== 'run') return { layer: d.layer, status: d.state, reason: d.reason }
    const records = report.skills.map((skill) => skill.layers[RECORD_OF[d.layer]])
    for (const record of records) {
      if (record?.status === 'error' || record?.status === 'budget_exhausted') {
        const why = record.reason ?? 'failed for at least one skill'
        return { layer: d.layer, status: record.status, reason: `${d.reason}; ${why}` }
      }
    }
    // E.g. the A/B label on a PR whose changed skills have no eval file: nothing was measured.
    const skipped = records.filter((r) => r?.status === 'skipped')
    if (records.length > 0 && skipped.length === records.length) {
      const why = skipped[0]?.reason ?? 'nothing to run'
      return {
        layer: d.layer,
        status: 'skipped',
        reason: `${d.reason}; every skill skipped: ${why}`
      }
    }
    return { layer: d.layer, status: 'ran', reason: d.reason }
  })
}

type CheckRunHandle = { id: number; completed?: boolean } | { id: undefined }

async function startCheckRun(ctx: RunContext): Promise<CheckRunHandle> {
  try {
    const name = ctx.inputs['check-name']
    return {
      id: await createCheckRun(ctx.octokit, ctx.repo, name, ctx.event.headSha, ctx.detailsUrl)
    }
  } catch (err) {
    const reason = isPermissionDenied(err)
      ? 'the token cannot create check runs (fork pull request or missing `checks: write`)'
      : `creating the check run failed (${errorMessage(err)})`
    core.notice(`skill-ci: ${reason}; reporting through the job summary and workflow annotations`)
    return { id: undefined }
  }
}

/** Completes the check run; false when there is none (the caller then falls back). */
async function finishCheckRun(
  ctx: RunContext,
  checkRun: CheckRunHandle,
  output: CheckOutput,
  annotations: Annotation[],
  conclusion: Conclusion
): Promise<boolean> {
  if (checkRun.id === undefined) return false
  try {
    const updates = checkRunUpdates(output, annotations, conclusion)
    await completeCheckRun(ctx.octokit, ctx.repo, checkRun.id, updates)
    checkRun.completed = true
    const omitted = annotations.length - MAX_CHECK_ANNOTATIONS
    if (omitted > 0) {
      core.notice(
        `skill-ci: the check run carries the first ${MAX_CHECK_ANNOTATIONS} annotations; ${omitted} more finding(s) are in the JSON report`
      )
    }
    return true
  } catch (err) {
    core.warning(
      `skill-ci: completing the check run failed (${errorMessage(err)}); see the job summary`
    )
    return false
  }
}

/** A run that crashed must not leave its check run "in progress" forever. */
async function failCheckRun(
  ctx: RunContext,
  checkRun: CheckRunHandle,
  err: unknown
): Promise<void> {
  if (checkRun.id === undefined || checkRun.completed) return
  const output = {
    title: 'skill-ci could not finish',
    summary: `skill-ci stopped: ${errorMessage(err)}\n\nSee the job log.`
  }
  try {
    await completeCheckRun(
      ctx.octokit,
      ctx.repo,
      checkRun.id,
      checkRunUpdates(output, [], 'failure')
    )
  } catch (publishErr) {
    core.warning(`skill-ci: could not close the check run (${errorMessage(publishErr)})`)
  }
}

function emitWorkflowAnnotations(annotations: Annotation[]): void {
  const { selected, omitted } = selectWorkflowAnnotations(annotations)
  for (const a of selected) core[a.level](a.message, a.properties)
  if (omitted > 0) core.notice(`skill-ci: ${omitted} more finding(s) are listed in the job summary`)
}

async function publishComment(
  ctx: RunContext,
  issueNumber: number,
  report: RunReport,
  markdown: MarkdownOptions
): Promise<void> {
  const policy = commentPolicy(ctx.inputs.comment, report.summary.evaluated)
  if (policy === 'none') return
  const marker = commentMarker(ctx.inputs['check-name'])
  const body = renderComment(report, { ...markdown, marker })
  try {
    const authors = await resolveAuthorLogins(ctx.octokit)
    const result = await upsertStickyComment(
      ctx.octokit,
      ctx.repo,
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
