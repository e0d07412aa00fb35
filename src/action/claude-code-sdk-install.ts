// Installing the Claude Agent SDK for the claude-code harness, on demand (./agent-install.ts):
// the `claude-code-sdk` input may name a folder that holds it, or a package to install instead.
import {
  CLAUDE_AGENT_SDK_PACKAGE,
  CLAUDE_AGENT_SDK_VERSION
} from '../agent/harness/claude-code-sdk.js'
import { agentCacheDir, installAgentPackage, type AgentInstallOptions } from './agent-install.js'

const SDK = {
  harness: 'claude-code',
  name: CLAUDE_AGENT_SDK_PACKAGE,
  version: CLAUDE_AGENT_SDK_VERSION
}

/** Where the pinned SDK is installed under the tool cache (the folder to cache). */
export const sdkCacheDir = (env: NodeJS.ProcessEnv): string => agentCacheDir(SDK, env)

/** Makes the SDK available and returns the folder to import it from. */
export const installClaudeAgentSdk = (options: AgentInstallOptions): Promise<string> =>
  installAgentPackage(SDK, options)
