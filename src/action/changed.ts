// Which skills a run must evaluate: the changed files of a PR (or a push/merge-group range) mapped
// to the skill folders that contain them. The mapping is pure; the API calls are thin.
import type { Octokit } from './github.js'
import type { Repo } from './event.js'

export interface ChangedFile {
  filename: string
  status: string
  previous_filename?: string
}

/** `pulls.listFiles` returns at most this many files; a list that long may be truncated. */
export const PR_FILES_CAP = 3000
/** The compare API lists at most this many files for the whole range. */
export const COMPARE_FILES_CAP = 300

/** A complete list of changed files, or the reason why only a full scan is safe. */
export type ChangedFiles =
  { complete: true; files: ChangedFile[] } | { complete: false; reason: string }

/**
 * Whether the changes reach into `folder` (repo-relative, POSIX; '.' is the whole repository,
 * `..` paths lie outside it), or replace one of its ancestors. An incomplete list might, so it
 * counts as a yes.
 */
export function changesUnder(changed: ChangedFiles, folder: string): boolean {
  if (!changed.complete) return true
  if (folder === '..' || folder.startsWith('../')) return false
  if (folder === '.') return changed.files.length > 0
  return changed.files.some((f) =>
    [f.filename, f.previous_filename].some(
      // An ancestor counts too: `.skill-ci` committed as a link moves the whole folder.
      (p) =>
        p !== undefined &&
        (p === folder || p.startsWith(`${folder}/`) || folder.startsWith(`${p}/`))
    )
  )
}

/**
 * The skill folder containing `file`: the nearest ancestor among `skillDirs` (repo-relative,
 * POSIX, '.' for the repository root). Any file below the folder counts — SKILL.md, references/,
 * scripts/, assets/, tests/eval.yaml, evals/ — and a nested skill wins over its parent.
 */
export function skillOfPath(file: string, skillDirs: readonly string[]): string | undefined {
  let best: string | undefined
  for (const dir of skillDirs) {
    const contains = dir === '.' || file.startsWith(`${dir}/`)
    if (contains && (best === undefined || best === '.' || dir.length > best.length)) best = dir
  }
  return best
}

/**
 * The skills (among the ones that exist now, `skillDirs`) touched by `files`, sorted.
 * A rename touches the skill of its new path, and the skill of its old path when that skill still
 * exists; a removed file touches its skill only if the skill still exists (a deleted reference can
 * break a link). Deleted skills are not in `skillDirs`, so they are never evaluated.
 */
export function skillsTouchedBy(
  files: readonly ChangedFile[],
  skillDirs: readonly string[]
): string[] {
  const touched = new Set<string>()
  for (const file of files) {
    const paths = [file.filename]
    if (file.previous_filename) paths.push(file.previous_filename)
    for (const path of paths) {
      const skill = skillOfPath(path, skillDirs)
      if (skill !== undefined) touched.add(skill)
    }
  }
  return [...touched].sort()
}

export async function listPullRequestFiles(
  octokit: Octokit,
  repo: Repo,
  pullNumber: number
): Promise<ChangedFiles> {
  const files = await octokit.paginate(octokit.rest.pulls.listFiles, {
    ...repo,
    pull_number: pullNumber,
    per_page: 100
  })
  if (files.length >= PR_FILES_CAP) {
    return {
      complete: false,
      reason: `the pull request lists ${files.length} changed files (the API stops at ${PR_FILES_CAP})`
    }
  }
  return { complete: true, files: files.map(toChangedFile) }
}

export async function listRangeFiles(
  octokit: Octokit,
  repo: Repo,
  baseSha: string,
  headSha: string
): Promise<ChangedFiles> {
  const { data } = await octokit.rest.repos.compareCommitsWithBasehead({
    ...repo,
    basehead: `${baseSha}...${headSha}`
  })
  const files = data.files ?? []
  if (files.length >= COMPARE_FILES_CAP) {
    return {
      complete: false,
      reason: `the compare range lists ${files.length} files (the API stops at ${COMPARE_FILES_CAP})`
    }
  }
  return { complete: true, files: files.map(toChangedFile) }
}

function toChangedFile(f: {
  filename: string
  status: string
  previous_filename?: string
}): ChangedFile {
  return { filename: f.filename, status: f.status, previous_filename: f.previous_filename }
}
