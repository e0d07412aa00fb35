// Uploads the report files as one workflow artifact when the artifact service is reachable. It is
// a convenience: a missing service (local runs, GHES) or a failed upload is a notice, never a failure.
import { DefaultArtifactClient } from '@actions/artifact'
import { dirname } from 'node:path'
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

/** Every file under `dir` (none when it does not exist), e.g. the A/B transcripts. */
export async function filesUnder(dir: string): Promise<string[]> {
  return (await glob('**/*', { cwd: dir, absolute: true, onlyFiles: true, dot: true })).sort()
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
