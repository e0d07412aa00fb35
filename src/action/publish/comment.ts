// The sticky PR comment: one per PR and check name, found by its hidden marker AND its author (the
// token's bot), updated in place, and left alone when the body is unchanged.
import type { Repo } from '../event.js'
import type { Octokit } from '../github.js'

/** Logins that count as "us": GITHUB_TOKEN comments are authored by github-actions[bot]. */
export async function resolveAuthorLogins(octokit: Octokit): Promise<string[]> {
  try {
    const { data } = await octokit.rest.users.getAuthenticated()
    return [data.login]
  } catch {
    // Installation tokens (GITHUB_TOKEN, GitHub Apps) cannot read /user.
    return ['github-actions[bot]', 'github-actions']
  }
}

export interface ExistingComment {
  id: number
  body?: string
  user?: { login: string } | null
}

/** The comment we posted before (pure): marker and author must both match; the oldest wins. */
export function findStickyComment(
  comments: readonly ExistingComment[],
  marker: string,
  authors: readonly string[]
): ExistingComment | undefined {
  return comments.find(
    (c) => (c.body ?? '').includes(marker) && authors.includes(c.user?.login ?? '')
  )
}

export type CommentResult = { action: 'created' | 'updated' | 'unchanged' | 'none'; id?: number }

/**
 * What the `comment` input allows for this run (pure). `on-change` does not open a comment on a PR
 * that touches no skill, but keeps an existing one current (a reverted change must not leave a stale
 * verdict behind); `always` comments on every PR run.
 */
export function commentPolicy(
  mode: 'always' | 'on-change' | 'never',
  skillsEvaluated: number
): 'upsert' | 'update-only' | 'none' {
  if (mode === 'never') return 'none'
  return mode === 'always' || skillsEvaluated > 0 ? 'upsert' : 'update-only'
}

export async function upsertStickyComment(
  octokit: Octokit,
  repo: Repo,
  issueNumber: number,
  body: string,
  marker: string,
  authors: readonly string[],
  policy: 'upsert' | 'update-only'
): Promise<CommentResult> {
  const comments = await octokit.paginate(octokit.rest.issues.listComments, {
    ...repo,
    issue_number: issueNumber,
    per_page: 100
  })
  const existing = findStickyComment(comments, marker, authors)
  if (existing) {
    if (existing.body === body) return { action: 'unchanged', id: existing.id }
    await octokit.rest.issues.updateComment({ ...repo, comment_id: existing.id, body })
    return { action: 'updated', id: existing.id }
  }
  if (policy === 'update-only') return { action: 'none' }
  const { data } = await octokit.rest.issues.createComment({
    ...repo,
    issue_number: issueNumber,
    body
  })
  return { action: 'created', id: data.id }
}
