// Installing the Claude Agent SDK for the claude-code harness, on demand: only when a run needs
// it. The pinned version goes into the runner's tool cache with npm (a folder per version that
// actions/cache can keep between runs, so the hundreds of MB of Claude Code's binary are fetched
// once); a folder that already holds it is used as it is.
import { execFile } from 'node:child_process'
import { stat } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import {
  CLAUDE_AGENT_SDK_PACKAGE,
  CLAUDE_AGENT_SDK_VERSION
} from '../agent/harness/claude-code-sdk.js'

const run = promisify(execFile)

/** npm's environment: this job's, without the Action's inputs (the API key, the token). */
const npmEnv = (env: NodeJS.ProcessEnv): NodeJS.ProcessEnv =>
  Object.fromEntries(
    Object.entries(env).filter(([k]) => !k.startsWith('INPUT_') && k !== 'GITHUB_TOKEN')
  )

/** Where the pinned SDK is installed under the tool cache (the folder to cache). */
export function sdkCacheDir(env: NodeJS.ProcessEnv): string {
  return path.join(
    env.RUNNER_TOOL_CACHE || os.tmpdir(),
    'skill-ci-claude-agent-sdk',
    CLAUDE_AGENT_SDK_VERSION
  )
}

/** Whether `dir` holds an installed SDK (node_modules/@anthropic-ai/claude-agent-sdk). */
async function holdsSdk(dir: string): Promise<boolean> {
  try {
    return (
      await stat(path.join(dir, 'node_modules', CLAUDE_AGENT_SDK_PACKAGE, 'package.json'))
    ).isFile()
  } catch {
    return false
  }
}

export interface SdkInstallOptions {
  env: NodeJS.ProcessEnv
  /**
   * The `claude-code-sdk` input: a folder with the SDK installed (used as it is), or a package
   * folder or tarball to install instead of the pinned version from npm.
   */
  source?: string
  log?: (line: string) => void
}

/** Makes the SDK available and returns the folder to import it from. */
export async function installClaudeAgentSdk(options: SdkInstallOptions): Promise<string> {
  const { source, env, log } = options
  if (source !== undefined && (await holdsSdk(source))) return source
  const dir = sdkCacheDir(env)
  if (await holdsSdk(dir)) {
    log?.(`skill-ci: using the Claude Agent SDK installed in ${dir}`)
    return dir
  }
  const spec = source ?? `${CLAUDE_AGENT_SDK_PACKAGE}@${CLAUDE_AGENT_SDK_VERSION}`
  log?.(`skill-ci: installing ${spec} into ${dir} for the claude-code harness`)
  try {
    // No install scripts: the SDK needs none (its binary is a platform package), and a package's
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
      `could not install ${spec} for the claude-code harness${detail ? `: ${detail}` : ''}`,
      { cause: error }
    )
  }
  if (!(await holdsSdk(dir)))
    throw new Error(`installing ${spec} left no ${CLAUDE_AGENT_SDK_PACKAGE} in ${dir}`)
  return dir
}
