// The re-validation baseline: the RunReport of the last re-validation. By default it is the
// report artifact of this workflow's last finished run on the default branch (found with
// the Actions REST API, downloaded and unzipped by the toolkit's artifact client); or a committed
// file (`baseline` input). No earlier run is no baseline (every skill is re-validated), and so is
// a baseline file that does not exist yet: that first run's report is the file to commit, and the
// run says how. A baseline that exists but cannot be read fails the run, since drift against
// nothing would look green.
import { DefaultArtifactClient } from '@actions/artifact'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, join, resolve } from 'node:path'
import { isInside } from '../fs/confine.js'
import type { RunReport } from '../model/index.js'
import { parseRunReport } from '../revalidation/parse.js'
import type { RunContext } from './context.js'

export interface Baseline {
  report: RunReport | null
  /** Where it came from, in a few words (shown in the summary and drift.json). */
  source: string
  /** The `baseline` file asked for does not exist yet: this run's report is the one to commit. */
  missingFile?: string
}

/** How many earlier runs are searched for the artifact (newest first). */
const RUNS_SEARCHED = 20
/**
 * A run that failed still counts when it left its report: the gate fails the job when a skill
 * hurts, and that re-validation must be the next one's baseline, or every later run would see
 * the same model as new again. A run that stopped before publishing has no artifact.
 */
const FINISHED = new Set(['success', 'failure'])

export async function loadBaseline(ctx: RunContext): Promise<Baseline> {
  const file = ctx.inputs.baseline
  if (file !== undefined) {
    const path = resolve(ctx.workspace, file)
    let text: string
    try {
      text = await readFile(path, 'utf8')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        return {
          report: null,
          source: `none: the file ${file} does not exist yet (this run's report is the first baseline to commit there)`,
          missingFile: file
        }
      }
      throw new Error(`baseline ${file}: cannot be read (${String(error)})`, { cause: error })
    }
    return { report: parseRunReport(text, `baseline ${file}`), source: `file ${file}` }
  }
  return artifactBaseline(ctx)
}

/** The workflow file of this run (`.github/workflows/x.yml@ref` → `x.yml`), as the API names it. */
function workflowFileOf(env: NodeJS.ProcessEnv): string {
  const ref = env.GITHUB_WORKFLOW_REF ?? ''
  const file = basename(ref.split('@')[0] ?? '')
  if (!/\.ya?ml$/.test(file)) {
    throw new Error(
      'the baseline artifact needs GITHUB_WORKFLOW_REF (set by the runner); outside Actions pass a baseline file'
    )
  }
  return file
}

async function artifactBaseline(ctx: RunContext): Promise<Baseline> {
  const { octokit, repo, inputs, env } = ctx
  const name = inputs['artifact-name']
  const workflow = workflowFileOf(env)
  const { data: repository } = await octokit.rest.repos.get({ ...repo })
  const branch = repository.default_branch
  const { data: runs } = await octokit.rest.actions.listWorkflowRuns({
    ...repo,
    workflow_id: workflow,
    branch,
    status: 'completed',
    per_page: RUNS_SEARCHED
  })
  for (const run of runs.workflow_runs) {
    if (String(run.id) === env.GITHUB_RUN_ID || !FINISHED.has(run.conclusion ?? '')) continue
    const { data } = await octokit.rest.actions.listWorkflowRunArtifacts({
      ...repo,
      run_id: run.id,
      name
    })
    const artifact = data.artifacts.find((a) => a.name === name && !a.expired)
    if (!artifact) continue
    const report = await downloadReport(ctx, artifact.id, run.id)
    return { report, source: `artifact "${name}" of run ${run.id} (${workflow} on ${branch})` }
  }
  return {
    report: null,
    source: `none (no successful run of ${workflow} on ${branch} has an artifact "${name}")`
  }
}

/** Downloads and unzips one artifact, and reads the report file in it. */
async function downloadReport(
  ctx: RunContext,
  artifactId: number,
  runId: number
): Promise<RunReport> {
  const dir = await mkdtemp(join(ctx.env.RUNNER_TEMP || tmpdir(), 'skill-ci-baseline-'))
  try {
    await new DefaultArtifactClient().downloadArtifact(artifactId, {
      path: dir,
      findBy: {
        token: ctx.inputs['github-token'],
        workflowRunId: runId,
        repositoryOwner: ctx.repo.owner,
        repositoryName: ctx.repo.repo
      }
    })
    // The upload keeps paths relative to the report files' common folder: the report is at its
    // configured path, or at its name when it sat in that folder.
    const reportPath = ctx.inputs['report-path']
    for (const candidate of [reportPath, basename(reportPath)]) {
      const path = resolve(dir, candidate)
      if (!isInside(dir, path)) continue
      const text = await readFile(path, 'utf8').catch(() => undefined)
      if (text !== undefined) return parseRunReport(text, `the baseline artifact of run ${runId}`)
    }
    throw new Error(`the baseline artifact of run ${runId} holds no ${basename(reportPath)}`)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
