// The report files: JSON RunReport, JUnit XML and SARIF, written to workspace-relative paths.
import { mkdir } from 'node:fs/promises'
import { dirname, isAbsolute, resolve } from 'node:path'
import { replaceWithOwnFile } from '../../fs/write-no-follow.js'

export interface ReportFiles {
  report: string
  junit: string
  sarif: string
}

/** Resolves a path input against the workspace (absolute paths are kept). */
export function resolveOutputPath(workspace: string, path: string): string {
  return isAbsolute(path) ? path : resolve(workspace, path)
}

/** Writes the files given (a shard writes only its report). */
export async function writeReportFiles(
  paths: Partial<ReportFiles>,
  contents: Partial<ReportFiles>
): Promise<void> {
  for (const key of ['report', 'junit', 'sarif'] as const) {
    const file = paths[key]
    const content = contents[key]
    if (file === undefined || content === undefined) continue
    await mkdir(dirname(file), { recursive: true })
    // The default paths are in the PR's checkout, which may hold a link there.
    await replaceWithOwnFile(file, content)
  }
}
