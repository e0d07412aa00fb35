// Publishing a finished evaluation: the check run (or workflow-command annotations when there is
// none), the sticky PR comment, the job summary, the report files, the artifact and the step
// outputs. Every surface degrades on its own: a read-only token falls back to the job summary.
import * as core from '@actions/core'
import { mkdir } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import { replaceWithOwnFile } from '../../fs/write-no-follow.js'
import type { DriftReport, LayerPlanNote, RunReport } from '../../model/index.js'
import { planIsDegraded, planNotes, type Plan, type RequestKey } from '../../plan.js'
import { buildAnnotations, type Annotation } from '../../report/annotations.js'
import { neutralise } from '../../report/neutralise.js'
import { renderDriftSection } from '../../report/drift.js'
import { renderJUnit } from '../../report/junit.js'
import {
  commentMarker,
  renderCheckOutput,
  renderComment,
  renderSummary,
  SUMMARY_MAX_LENGTH,
  type MarkdownOptions
} from '../../report/markdown.js'
import { renderSarif } from '../../report/sarif.js'
import { plural } from '../../model/plural.js'
import type { RunContext } from '../context.js'
import type { Evaluation } from '../evaluate.js'
import { errorMessage, isPermissionDenied } from '../github.js'
import { filesUnder, uploadReportArtifact } from './artifact.js'
import { finishCheckRun, type CheckRunHandle, type Conclusion } from './check-run.js'
import { commentPolicy, resolveAuthorLogins, upsertStickyComment } from './comment.js'
import { syncDriftIssue } from './drift-issue.js'
import { resolveOutputPath, writeReportFiles, type ReportFiles } from './files.js'
import { selectWorkflowAnnotations } from './workflow-annotations.js'

/** failure when the gate fails; neutral when a requested layer did not (fully) run. */
function conclusionOf(report: RunReport, plan: Plan, notes: LayerPlanNote[]): Conclusion {
  if (!report.summary.gate.passed) return 'failure'
  return planIsDegraded(plan) || notes.some((n) => n.status !== 'ran') ? 'neutral' : 'success'
}

export async function publish(
  ctx: RunContext,
  checkRun: CheckRunHandle,
  { report, plan, base, drift }: Evaluation
): Promise<void> {
  const { inputs, event, pathPrefix } = ctx
  const layersPlan = planNotes(plan, report.skills)
  // Skips and layers that could not start were announced with the plan; a layer that started
  // but fell short is announced here.
  const started = new Set(plan.decisions.filter((d) => d.state === 'run').map((d) => d.key))
  for (const note of layersPlan) {
    if (!started.has(note.layer as RequestKey)) continue
    if (note.status === 'error' || note.status === 'budget_exhausted') {
      core.warning(
        `skill-ci ${note.layer}: ${note.status.replace('_', ' ')}: ${neutralise(note.reason ?? '')}`
      )
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
  const output = renderCheckOutput(report, markdown)
  if (!(await finishCheckRun(ctx, checkRun, output, annotations, conclusion))) {
    emitWorkflowAnnotations(annotations)
  }
  if (event.kind === 'pull_request') await publishComment(ctx, event.number, report, markdown)
  const driftSection = drift ? `${renderDriftSection(drift)}\n` : ''
  // The drift section comes first; the report fills what is left of the summary's size limit.
  const summary = renderSummary(report, {
    ...markdown,
    maxLength: SUMMARY_MAX_LENGTH - driftSection.length
  })
  await writeJobSummary(driftSection + summary)
  const files = await writeFiles(ctx, report, drift)
  const driftFile = drift ? await writeDriftFile(ctx, drift) : undefined
  if (inputs['upload-artifact']) await uploadArtifact(ctx, plan, files, driftFile)
  setOutputs(files, conclusion, report)
  if (drift) await publishDrift(ctx, drift)
}

async function writeDriftFile(ctx: RunContext, drift: DriftReport): Promise<string> {
  const file = resolveOutputPath(ctx.workspace, ctx.inputs['drift-path'])
  await mkdir(dirname(file), { recursive: true })
  await replaceWithOwnFile(file, `${JSON.stringify(drift, null, 2)}\n`)
  return file
}

/** The drift outputs and the tracking issue (a token that cannot write issues is a notice). */
async function publishDrift(ctx: RunContext, drift: DriftReport): Promise<void> {
  core.setOutput('new-models', JSON.stringify(drift.newModels))
  core.setOutput('drifted', JSON.stringify(drift.drifted))
  core.setOutput('stopped-helping', JSON.stringify(drift.stoppedHelping))
  try {
    const issue = await syncDriftIssue(ctx, drift)
    if (issue.action !== 'none') core.info(`skill-ci: drift issue #${issue.number} ${issue.action}`)
  } catch (err) {
    const why = isPermissionDenied(err)
      ? 'the token cannot write issues (permissions: issues: write)'
      : neutralise(errorMessage(err))
    core.warning(`skill-ci: the drift tracking issue was not updated (${why})`)
  }
}

async function writeFiles(
  ctx: RunContext,
  report: RunReport,
  drift: DriftReport | undefined
): Promise<ReportFiles> {
  const { inputs, pathPrefix } = ctx
  const files = {
    report: resolveOutputPath(ctx.workspace, inputs['report-path']),
    junit: resolveOutputPath(ctx.workspace, inputs['junit-path']),
    sarif: resolveOutputPath(ctx.workspace, inputs['sarif-path'])
  }
  await writeReportFiles(files, {
    report: `${JSON.stringify(report, null, 2)}\n`,
    junit: renderJUnit(report, { pathPrefix, drift }),
    sarif: renderSarif(report, { pathPrefix })
  })
  return files
}

/** The report files (and a re-validation's drift), and the A/B transcripts when the A/B layer ran. */
async function uploadArtifact(
  ctx: RunContext,
  plan: Plan,
  files: ReportFiles,
  driftFile: string | undefined
): Promise<void> {
  const transcripts = plan.running.includes('ab')
    ? await filesUnder(resolve(ctx.workspace, ctx.inputs['results-dir']), ctx.workspace)
    : []
  const upload = await uploadReportArtifact(
    ctx.inputs['artifact-name'],
    [...Object.values(files), ...(driftFile ? [driftFile] : []), ...transcripts],
    ctx.env
  )
  if (!upload.uploaded) core.notice(`skill-ci: report artifact not uploaded: ${upload.reason}`)
}

function setOutputs(files: ReportFiles, conclusion: Conclusion, report: RunReport): void {
  core.setOutput('report', files.report)
  core.setOutput('junit', files.junit)
  core.setOutput('sarif', files.sarif)
  core.setOutput('conclusion', conclusion)
  core.setOutput('skills-evaluated', report.summary.evaluated)
  core.setOutput('failed-count', report.summary.failed)
  core.setOutput('lowest-score', report.summary.lowestScore ?? '')
}

function emitWorkflowAnnotations(annotations: Annotation[]): void {
  const { selected, omitted } = selectWorkflowAnnotations(annotations)
  for (const a of selected) core[a.level](a.message, a.properties)
  if (omitted > 0)
    core.notice(
      `skill-ci: ${plural(omitted, 'more finding')} ${omitted === 1 ? 'is' : 'are'} listed in the job summary`
    )
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
