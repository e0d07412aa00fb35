// The improver's proposal on the pull request: a review comment on the skill's `description:`
// line(s) of the head commit, holding a GitHub ```suggestion block the author accepts in one click,
// and the held-out figures that justify it. A token that cannot write review comments (a fork's
// pull request) costs the comment only: the job summary and the log still have the proposal.
import type { ImproveResult } from '../../model/index.js'
import { suggestionComment } from '../../report/improve.js'
import type { Repo } from '../event.js'
import { errorMessage, isPermissionDenied, type Octokit } from '../github.js'

export interface SuggestionTarget {
  octokit: Octokit
  repo: Repo
  pullNumber: number
  /** The head commit the lines refer to. */
  headSha: string
  /** The scanned root inside the repository ('' for the repository itself). */
  pathPrefix: string
}

export type SuggestionOutcome = { posted: true; id: number } | { posted: false; reason: string }

/** Posts the proposal of `result` as a suggestion; nothing to post without a proposal. */
export async function postDescriptionSuggestion(
  target: SuggestionTarget,
  result: ImproveResult
): Promise<SuggestionOutcome> {
  const body = suggestionComment(result)
  const proposed = result.proposed
  if (body === null || proposed === null) return { posted: false, reason: 'no proposal' }
  const path = target.pathPrefix ? `${target.pathPrefix}/${result.skillFile}` : result.skillFile
  try {
    const { data } = await target.octokit.rest.pulls.createReviewComment({
      owner: target.repo.owner,
      repo: target.repo.repo,
      pull_number: target.pullNumber,
      commit_id: target.headSha,
      path,
      side: 'RIGHT',
      line: proposed.endLine,
      // A description written over several lines is replaced as a whole.
      ...(proposed.startLine < proposed.endLine
        ? { start_line: proposed.startLine, start_side: 'RIGHT' as const }
        : {}),
      body
    })
    return { posted: true, id: data.id }
  } catch (err) {
    return {
      posted: false,
      reason: isPermissionDenied(err)
        ? 'the token cannot write review comments (fork pull request?)'
        : errorMessage(err)
    }
  }
}
