// What a run evaluates and what it was asked for: the changed skills on pull requests and
// push ranges (every skill otherwise), and the PR's labels read live.
import * as core from '@actions/core'
import {
  listPullRequestFiles,
  listRangeFiles,
  skillsTouchedBy,
  type ChangedFiles
} from './changed.js'
import type { RunContext } from './context.js'
import type { RunEvent } from './event.js'
import { errorMessage } from './github.js'

/** The skills to evaluate (repo paths): the changed ones on PRs and ranges, all of them otherwise. */
export async function selectSkills(
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
export async function readLabels(
  ctx: RunContext,
  event: Extract<RunEvent, { kind: 'pull_request' }>
): Promise<string[]> {
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
