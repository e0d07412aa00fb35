// The one Octokit the action uses, and how its errors are classified.
import { getOctokit } from '@actions/github'

export type Octokit = ReturnType<typeof getOctokit>

/** GITHUB_API_URL is read at call time (not at module load) so GHES and tests can point it anywhere. */
export function createOctokit(token: string, env: NodeJS.ProcessEnv): Octokit {
  return getOctokit(token, { baseUrl: env.GITHUB_API_URL || 'https://api.github.com' })
}

export function httpStatus(err: unknown): number | undefined {
  if (typeof err === 'object' && err !== null && 'status' in err) {
    const status = (err as { status: unknown }).status
    return typeof status === 'number' ? status : undefined
  }
  return undefined
}

/**
 * A write refused because the token is read-only (fork PRs, Dependabot, restrictive
 * `permissions:`): GitHub answers 403 "Resource not accessible by integration" (or 404 for
 * resources the token cannot see).
 */
export function isPermissionDenied(err: unknown): boolean {
  const status = httpStatus(err)
  return status === 403 || status === 404
}

export function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err)
}
