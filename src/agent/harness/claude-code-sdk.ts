// Loading the Claude Agent SDK. It carries Claude Code's native binary (hundreds of MB), so it is
// never bundled into dist/: it is imported at run time from a folder the caller names (the
// Action's tool cache), else from where Node would find it next to skill-ci or in the current
// project. Its version is pinned once, as skill-ci's devDependency in package.json.
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { pinnedVersion } from './agent-program.js'

export const CLAUDE_AGENT_SDK_PACKAGE = '@anthropic-ai/claude-agent-sdk'

/** The SDK version skill-ci is tested with and the Action installs. */
export const CLAUDE_AGENT_SDK_VERSION: string = pinnedVersion(CLAUDE_AGENT_SDK_PACKAGE)

/** What the harness uses of the SDK: `query` and the version that was loaded. */
export interface ClaudeAgentSdk {
  query(params: { prompt: string; options: Record<string, unknown> }): AsyncIterable<unknown>
  version: string
}

/** The one line the CLI prints when the SDK is not installed. */
export const MISSING_SDK_MESSAGE =
  `the claude-code harness needs ${CLAUDE_AGENT_SDK_PACKAGE}, which is not installed: ` +
  `run \`npm install ${CLAUDE_AGENT_SDK_PACKAGE}@${CLAUDE_AGENT_SDK_VERSION}\` ` +
  `(in this project, or with -g next to a global skill-ci), or use --harness builtin`

export class ClaudeAgentSdkMissingError extends Error {
  constructor(detail?: string) {
    super(detail ? `${MISSING_SDK_MESSAGE} (${detail})` : MISSING_SDK_MESSAGE)
    this.name = 'ClaudeAgentSdkMissingError'
  }
}

/** The SDK's entry file resolved from `base` (a folder holding node_modules), or undefined. */
function resolveFrom(base: string): string | undefined {
  try {
    return createRequire(path.join(base, 'noop.js')).resolve(CLAUDE_AGENT_SDK_PACKAGE)
  } catch {
    return undefined
  }
}

/** The package folder of an entry file: the nearest parent with the SDK's package.json. */
async function packageVersion(entry: string): Promise<string> {
  for (let dir = path.dirname(entry); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    try {
      const json = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')) as {
        name?: string
        version?: string
      }
      if (json.name === CLAUDE_AGENT_SDK_PACKAGE) return json.version ?? 'unknown'
    } catch {
      // Not this folder.
    }
  }
  return 'unknown'
}

/**
 * Imports the SDK from `installDir` when given (a folder with node_modules/, as the Action's
 * installer makes), else from skill-ci's own location or the current directory.
 */
export async function loadClaudeAgentSdk(
  installDir?: string,
  cwd: string = process.cwd()
): Promise<ClaudeAgentSdk> {
  const bases = installDir ? [installDir] : [path.dirname(fileURLToPath(import.meta.url)), cwd]
  const entry = bases.map(resolveFrom).find((e) => e !== undefined)
  if (entry === undefined)
    throw new ClaudeAgentSdkMissingError(installDir ? `not found under ${installDir}` : undefined)
  const mod = (await import(pathToFileURL(entry).href)) as Partial<ClaudeAgentSdk>
  if (typeof mod.query !== 'function')
    throw new ClaudeAgentSdkMissingError(`${entry} has no query function`)
  return { query: mod.query.bind(mod), version: await packageVersion(entry) }
}
