// The base-branch version of a skill, fetched through the contents API at the PR's base SHA and
// written under a temp dir that mirrors repository paths, so the pipeline can score it exactly
// like the head version. Files are read as data only; sizes and counts are bounded.
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join, resolve, sep } from 'node:path'
import { isSkillFileName } from '../model/index.js'
import type { Repo } from './event.js'
import { httpStatus, type Octokit } from './github.js'

export interface FetchLimits {
  /** Files per skill. */
  maxFiles: number
  /** Bytes per file; larger files are left out. */
  maxFileBytes: number
  /** Folder nesting below the skill folder. */
  maxDepth: number
  /** Folder listings (API requests) per skill, the skill folder included. */
  maxListings: number
}

export const DEFAULT_FETCH_LIMITS: FetchLimits = {
  maxFiles: 200,
  maxFileBytes: 1_000_000,
  maxDepth: 6,
  // Folders holding only oversized files never reach maxFiles; this bounds the requests.
  maxListings: 50
}

/**
 * API requests a whole base comparison may make, shared by its skills. Each skill is bounded by
 * FetchLimits, but 100 skills of 200 files would still be 20,000 requests against the token's
 * 1,000 an hour; past the budget the comparison stops with an error.
 */
export class RequestBudget {
  private left: number
  constructor(readonly total: number) {
    this.left = total
  }
  take(): void {
    if (this.left <= 0)
      throw new Error(`the base comparison needs more than ${this.total} API requests`)
    this.left -= 1
  }
}

interface ContentEntry {
  type: string
  path: string
  name: string
  size: number
}

/**
 * Writes the skill folder `skillDir` (repo-relative, POSIX, '.' for the root) as it is at `ref`
 * under `destRoot`. Returns 'new' when the skill has no SKILL.md at `ref`.
 */
export async function fetchSkillAtRef(
  octokit: Octokit,
  repo: Repo,
  ref: string,
  skillDir: string,
  destRoot: string,
  limits: FetchLimits = DEFAULT_FETCH_LIMITS,
  budget = new RequestBudget(Number.POSITIVE_INFINITY)
): Promise<'new' | 'fetched'> {
  const root = skillDir === '.' ? '' : skillDir
  const top = await listDir(octokit, repo, ref, root, budget)
  // The base may have the lowercase skill.md, which the reader also accepts.
  if (!top?.some((e) => e.type === 'file' && isSkillFileName(e.name))) return 'new'

  const files: ContentEntry[] = []
  let listings = 1
  const walk = async (entries: ContentEntry[], depth: number) => {
    for (const entry of entries) {
      if (files.length >= limits.maxFiles) return
      if (entry.type === 'file' && entry.size <= limits.maxFileBytes) files.push(entry)
      else if (entry.type === 'dir' && depth < limits.maxDepth && listings < limits.maxListings) {
        listings += 1
        await walk((await listDir(octokit, repo, ref, entry.path, budget)) ?? [], depth + 1)
      }
    }
  }
  await walk(top, 0)

  const base = resolve(destRoot)
  for (const file of files) {
    const target = resolve(base, file.path)
    // The API returns repository paths; refuse anything that would land outside the temp dir.
    if (!target.startsWith(base + sep)) continue
    budget.take()
    const { data } = await octokit.rest.repos.getContent({ ...repo, path: file.path, ref })
    if (Array.isArray(data) || data.type !== 'file' || !('content' in data)) continue
    await mkdir(dirname(target), { recursive: true })
    await writeFile(target, Buffer.from(data.content, 'base64'))
  }
  return 'fetched'
}

async function listDir(
  octokit: Octokit,
  repo: Repo,
  ref: string,
  path: string,
  budget: RequestBudget
): Promise<ContentEntry[] | undefined> {
  budget.take()
  try {
    const { data } = await octokit.rest.repos.getContent({ ...repo, path, ref })
    return Array.isArray(data) ? data : undefined
  } catch (err) {
    if (httpStatus(err) === 404) return undefined
    throw err
  }
}

/** The temp-dir path of a repo-relative folder. */
export function mirrorPath(destRoot: string, repoPath: string): string {
  return repoPath === '.' ? destRoot : join(destRoot, ...repoPath.split('/'))
}
