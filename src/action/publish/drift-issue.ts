// The one tracking issue of a re-validation's drift: found by its hidden marker among the issues
// labelled skill-ci:drift, created when a skill stopped helping or activates worse, updated in
// place on every later re-validation, and closed once no such skill is left (a closed issue is
// reopened when drift comes back, so there is never a second one).
import type { DriftReport } from '../../model/index.js'
import { DRIFT_ISSUE_MARKER, renderDriftIssue } from '../../report/drift.js'
import { truncateChars } from '../../report/text.js'
import { driftNeedsAttention } from '../../revalidation/drift-report.js'
import type { RunContext } from '../context.js'

export const DRIFT_LABEL = 'skill-ci:drift'
const TITLE = 'skill-ci: skills drifted on re-validation'
/** GitHub refuses issue bodies over 65 536 characters. */
const BODY_MAX = 65_000

export type DriftIssueResult =
  { action: 'created' | 'updated' | 'closed' | 'reopened'; number: number } | { action: 'none' }

async function findIssue(ctx: RunContext) {
  const issues = await ctx.octokit.paginate(ctx.octokit.rest.issues.listForRepo, {
    ...ctx.repo,
    labels: DRIFT_LABEL,
    state: 'all',
    per_page: 100
  })
  const ours = issues.filter(
    (i) => i.pull_request === undefined && (i.body ?? '').includes(DRIFT_ISSUE_MARKER)
  )
  // The open one if there is one, else the most recent.
  return ours.find((i) => i.state === 'open') ?? ours[0]
}

export async function syncDriftIssue(
  ctx: RunContext,
  drift: DriftReport
): Promise<DriftIssueResult> {
  const open = driftNeedsAttention(drift)
  const existing = await findIssue(ctx)
  const body = truncateChars(renderDriftIssue(drift), BODY_MAX)
  if (existing === undefined) {
    if (!open) return { action: 'none' }
    const { data } = await ctx.octokit.rest.issues.create({
      ...ctx.repo,
      title: TITLE,
      body,
      labels: [DRIFT_LABEL]
    })
    return { action: 'created', number: data.number }
  }
  const wasOpen = existing.state === 'open'
  if (!open && !wasOpen) return { action: 'none' }
  await ctx.octokit.rest.issues.update({
    ...ctx.repo,
    issue_number: existing.number,
    body,
    state: open ? 'open' : 'closed',
    ...(open ? {} : { state_reason: 'completed' as const })
  })
  const action = open ? (wasOpen ? 'updated' : 'reopened') : 'closed'
  return { action, number: existing.number }
}
