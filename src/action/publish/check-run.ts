// The check run: created in_progress on the head SHA, then completed with title/summary/text (the
// renderer keeps them within GitHub's limits) and every annotation. GitHub accepts at most 50
// annotations per request and appends them across updates, so they go out in batches, the last
// batch carrying the conclusion.
import type { Repo } from '../event.js'
import type { Octokit } from '../github.js'
import type { Annotation } from '../../report/annotations.js'
import type { CheckOutput } from '../../report/markdown.js'

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
