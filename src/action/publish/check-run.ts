// The check run: created in_progress on the head SHA, then completed with title/summary/text (the
// renderer keeps them within GitHub's limits) and every annotation. GitHub accepts at most 50
// annotations per request and appends them across updates, so they go out in batches, the last
// batch carrying the conclusion.
import * as core from '@actions/core'
import type { RunContext } from '../context.js'
import type { Repo } from '../event.js'
import { errorMessage, isPermissionDenied, type Octokit } from '../github.js'
import type { Annotation } from '../../report/annotations.js'
import type { CheckOutput } from '../../report/markdown.js'
import { plural } from '../../model/plural.js'

export const ANNOTATIONS_PER_REQUEST = 50
/**
 * Annotations sent in all: each batch is one request against the token's 1,000 an hour for the
 * repository, and a PR can produce findings without bound. The job summary lists the rest.
 */
export const MAX_CHECK_ANNOTATIONS = 1000

export type Conclusion = 'success' | 'failure' | 'neutral'

export interface CheckUpdate {
  status?: 'in_progress'
  conclusion?: Conclusion
  output: CheckOutput & { annotations?: Annotation[] }
}

/**
 * The update bodies that complete a check run (pure): one per batch of 50 annotations (at least
 * one; the first MAX_CHECK_ANNOTATIONS only), every one repeating title and summary, only the
 * last carrying the conclusion.
 */
export function checkRunUpdates(
  output: CheckOutput,
  annotations: readonly Annotation[],
  conclusion: Conclusion
): CheckUpdate[] {
  const batches: Annotation[][] = []
  const sent = Math.min(annotations.length, MAX_CHECK_ANNOTATIONS)
  for (let i = 0; i < sent; i += ANNOTATIONS_PER_REQUEST) {
    batches.push(annotations.slice(i, i + ANNOTATIONS_PER_REQUEST))
  }
  if (batches.length === 0) batches.push([])
  return batches.map((batch, i) => {
    const last = i === batches.length - 1
    return {
      ...(last ? { conclusion } : { status: 'in_progress' as const }),
      output: { ...output, ...(batch.length ? { annotations: batch } : {}) }
    }
  })
}

export async function createCheckRun(
  octokit: Octokit,
  repo: Repo,
  name: string,
  headSha: string,
  detailsUrl?: string
): Promise<number> {
  const { data } = await octokit.rest.checks.create({
    ...repo,
    name,
    head_sha: headSha,
    status: 'in_progress',
    ...(detailsUrl ? { details_url: detailsUrl } : {}),
    started_at: new Date().toISOString()
  })
  return data.id
}

export async function completeCheckRun(
  octokit: Octokit,
  repo: Repo,
  checkRunId: number,
  updates: readonly CheckUpdate[]
): Promise<void> {
  for (const update of updates) {
    await octokit.rest.checks.update({
      ...repo,
      check_run_id: checkRunId,
      ...update,
      ...(update.conclusion ? { completed_at: new Date().toISOString() } : {})
    })
  }
}

/** The run's check run: its id once created; `completed` once it carries the result. */
export type CheckRunHandle = { id: number; completed?: boolean } | { id: undefined }

/** Created first so reviewers see "in progress"; without permission the run reports elsewhere. */
export async function startCheckRun(ctx: RunContext): Promise<CheckRunHandle> {
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
export async function finishCheckRun(
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
        `skill-ci: the check run carries the first ${MAX_CHECK_ANNOTATIONS} annotations; ${plural(omitted, 'more finding')} ${omitted === 1 ? 'is' : 'are'} in the JSON report`
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
export async function failCheckRun(
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
