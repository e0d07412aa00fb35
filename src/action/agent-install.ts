// Installing an agent harness's program (the Claude Agent SDK, the Codex CLI, Gemini CLI,
// OpenCode) on demand: only when a run needs it. The pinned version goes into the runner's tool
// cache with npm (a folder per package and version that actions/cache can keep between runs, so
// the hundreds of MB of an agent's binary are fetched once); a folder that already holds it is
// used as it is.
import { execFile } from 'node:child_process'
import { stat } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

/** npm's environment: this job's, without the Action's inputs (the API keys, the token). */
const npmEnv = (env: NodeJS.ProcessEnv): NodeJS.ProcessEnv =>
  Object.fromEntries(
    Object.entries(env).filter(([k]) => !k.startsWith('INPUT_') && k !== 'GITHUB_TOKEN')
  )

/** One agent's package: what to install, and for which harness (named in the log and errors). */
export interface AgentPackage {
  harness: string
  /** The npm package, e.g. `@openai/codex`. */
  name: string
  /** The pinned version. */
  version: string
}

/**
 * Where the pinned package is installed under the tool cache (the folder to cache):
 * `skill-ci-<name without its scope>/<version>`, e.g. `skill-ci-codex/0.171.0`.
 */
export function agentCacheDir(pkg: AgentPackage, env: NodeJS.ProcessEnv): string {
  const folder = `skill-ci-${pkg.name.split('/').pop() ?? pkg.name}`
  return path.join(env.RUNNER_TOOL_CACHE || os.tmpdir(), folder, pkg.version)
}

/** Whether `dir` holds the installed package (node_modules/<name>/package.json). */
async function holdsPackage(dir: string, name: string): Promise<boolean> {
  try {
    return (await stat(path.join(dir, 'node_modules', name, 'package.json'))).isFile()
  } catch {
    return false
  }
}

export interface AgentInstallOptions {
  env: NodeJS.ProcessEnv
  /**
   * A folder with the package installed (used as it is), or a package folder or tarball to
   * install instead of the pinned version from npm.
   */
  source?: string
  log?: (line: string) => void
}

/** Makes the package available and returns the folder (with node_modules/) to run it from. */
export async function installAgentPackage(
  pkg: AgentPackage,
  options: AgentInstallOptions
): Promise<string> {
  const { source, env, log } = options
  if (source !== undefined && (await holdsPackage(source, pkg.name))) return source
  const dir = agentCacheDir(pkg, env)
  if (await holdsPackage(dir, pkg.name)) {
    log?.(`skill-ci: using ${pkg.name} installed in ${dir}`)
    return dir
  }
  const spec = source ?? `${pkg.name}@${pkg.version}`
  log?.(`skill-ci: installing ${spec} into ${dir} for the ${pkg.harness} harness`)
  try {
    // No install scripts: the agents' binaries come as platform packages, and a package's
    // scripts would run with this job's environment.
    await run(
      'npm',
      [
        'install',
        '--prefix',
        dir,
        '--no-save',
        '--no-audit',
        '--no-fund',
        '--ignore-scripts',
        spec
      ],
      { env: npmEnv(env), maxBuffer: 16 * 1024 * 1024 }
    )
  } catch (error) {
    const detail = (error as { stderr?: string }).stderr?.trim().split('\n').slice(-3).join(' ')
    throw new Error(
      `could not install ${spec} for the ${pkg.harness} harness${detail ? `: ${detail}` : ''}`,
      { cause: error }
    )
  }
  if (!(await holdsPackage(dir, pkg.name)))
    throw new Error(`installing ${spec} left no ${pkg.name} in ${dir}`)
  return dir
}
