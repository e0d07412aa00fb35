// Uploads the report files as one workflow artifact when the artifact service is reachable. It is
// a convenience: a missing service (local runs, GHES) or a failed upload is a notice, never a failure.
import { DefaultArtifactClient } from '@actions/artifact'
import { lstat, realpath } from 'node:fs/promises'
import { dirname, isAbsolute, join, relative, sep } from 'node:path'
import { glob } from 'tinyglobby'
import { errorMessage } from '../github.js'

/** The runner passes these to actions that may use the artifact service. */
export function artifactServiceAvailable(env: NodeJS.ProcessEnv): boolean {
  return Boolean(env.ACTIONS_RUNTIME_TOKEN && env.ACTIONS_RESULTS_URL)
}

export type UploadResult = { uploaded: true; id?: number } | { uploaded: false; reason: string }

export async function uploadReportArtifact(
  name: string,
  files: string[],
  env: NodeJS.ProcessEnv
): Promise<UploadResult> {
  if (!artifactServiceAvailable(env)) {
    return { uploaded: false, reason: 'the artifact service is not available in this environment' }
  }
  try {
    const root = commonDir(files)
    const { id } = await new DefaultArtifactClient().uploadArtifact(name, files, root, {
      retentionDays: 14
    })
    return { uploaded: true, id }
  } catch (err) {
    return { uploaded: false, reason: `the upload failed: ${errorMessage(err)}` }
  }
}

/**
 * Every regular file under `dir` (none when it does not exist), e.g. the A/B transcripts.
 * The folder sits in the PR's checkout, so links are never followed: a committed
 * `x.md -> /proc/self/environ` (or a linked folder) would upload the runner's secrets as an
 * artifact. Below `workspace`, a folder reached through a link lists nothing.
 */
export async function filesUnder(dir: string, workspace: string): Promise<string[]> {
  const rel = relative(workspace, dir)
  if (rel !== '' && rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel)) {
    const [realDir, realWorkspace] = await Promise.all([
      realpath(dir).catch(() => undefined),
      realpath(workspace)
    ])
    if (realDir !== join(realWorkspace, rel)) return []
  }
  const found = await glob('**/*', {
    cwd: dir,
    absolute: true,
    onlyFiles: true,
    dot: true,
    followSymbolicLinks: false
  })
  const regular = await Promise.all(
    found.map(async (f) => ((await lstat(f).catch(() => undefined))?.isFile() ? f : undefined))
  )
  return regular.filter((f): f is string => f !== undefined).sort()
}

/** The deepest folder containing every file (the artifact's root). */
function commonDir(files: string[]): string {
  let dir = dirname(files[0])
  while (
    !files.every((f) => f.startsWith(dir.endsWith('/') ? dir : `${dir}/`)) &&
    dir !== dirname(dir)
  ) {
    dir = dirname(dir)
  }
  return dir
}
