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

export async function writeReportFiles(paths: ReportFiles, contents: ReportFiles): Promise<void> {
  for (const key of ['report', 'junit', 'sarif'] as const) {
    await mkdir(dirname(paths[key]), { recursive: true })
    // The default paths are in the PR's checkout, which may hold a link there.
    await replaceWithOwnFile(paths[key], contents[key])
  }
}
