// The temporary project one Claude Code run works in. The agent's working directory is the run's
// work dir (the fixtures, nothing else); the catalogue lives in a separate config root, as
// `.claude/skills/<name>/SKILL.md` copies, so a fixture can never plant settings, hooks or skills
// of its own, and the work dir the assertions read holds only what the agent did. Home and
// Claude Code's config dir are fresh temp folders, so no user or machine settings leak in.
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import type { CatalogueEntry } from '../tools.js'
import { agentBaseEnv, copyCatalogue } from './agent-run.js'
import { makeTempDir, removeTempDir } from '../workdir.js'
import { DEFAULT_RETRY_POLICY } from '../../llm/index.js'

export interface ClaudeCodeProject {
  /** The agent's working directory. */
  cwd: string
  /** Where `.claude/skills/` is read from (Claude Code's project config root). */
  configRoot: string
  /** `.claude/skills` under the config root: readable by the agent, like a real install. */
  skillsDir: string
  home: string
  dispose(): Promise<void>
}

export { skillFolder } from './agent-run.js'

export async function prepareProject(
  workDir: string,
  catalogue: readonly CatalogueEntry[]
): Promise<ClaudeCodeProject> {
  const root = await makeTempDir('claude-code')
  const dispose = () => removeTempDir(root)
  try {
    const configRoot = path.join(root, 'project')
    const skillsDir = path.join(configRoot, '.claude', 'skills')
    const home = path.join(root, 'home')
    // A trigger run has no fixtures: it still needs a directory of its own to start in.
    const cwd = workDir === '' ? path.join(root, 'work') : workDir
    await Promise.all([
      mkdir(skillsDir, { recursive: true }),
      mkdir(home),
      mkdir(cwd, { recursive: true })
    ])
    await copyCatalogue(catalogue, skillsDir)
    return { cwd, configRoot, skillsDir, home, dispose }
  } catch (e) {
    // A copy that fails (a catalogue folder gone) must not leave the project behind.
    await dispose()
    throw e
  }
}

/** Claude Code's switches for a run that must not talk to anyone but the relay. */
const QUIET = {
  CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
  DISABLE_TELEMETRY: '1',
  DISABLE_ERROR_REPORTING: '1',
  DISABLE_AUTOUPDATER: '1',
  // Only the catalogue: no CLAUDE.md or memory from the work dir, no skills bundled with Claude Code.
  CLAUDE_CODE_DISABLE_CLAUDE_MDS: '1',
  CLAUDE_CODE_DISABLE_AUTO_MEMORY: '1',
  CLAUDE_CODE_DISABLE_BUNDLED_SKILLS: '1'
} as const

/**
 * The whole environment of the Claude Code process (it replaces, not extends, ours): the shell
 * allow-list, a private home, the relay's address and token, and the switches above. No API key,
 * no GitHub token, no CI variables.
 */
export function claudeCodeEnv(
  project: ClaudeCodeProject,
  relay: { url: string; token: string },
  from: NodeJS.ProcessEnv = process.env
): Record<string, string> {
  const env = agentBaseEnv(project.home, from)
  return {
    ...env,
    ...QUIET,
    CLAUDE_CONFIG_DIR: path.join(project.home, '.claude'),
    ANTHROPIC_BASE_URL: relay.url,
    ANTHROPIC_API_KEY: relay.token,
    // Claude Code retries a failed request as skill-ci's own client does (3 times, not 10), so
    // an API that is down fails a run in seconds, not minutes.
    CLAUDE_CODE_MAX_RETRIES: String(DEFAULT_RETRY_POLICY.maxRetries)
  }
}
