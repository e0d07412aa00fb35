// The temporary world one Gemini CLI run lives in. The agent works in the run's work dir (the
// fixtures), which it is told not to trust: Gemini CLI then reads no settings, .env, hooks, MCP
// servers, skills, policies or GEMINI.md memory from it, so a fixture can plant none. Its home is a
// fresh temp folder whose `.gemini/settings.json` (the user settings) is the run's whole
// configuration and whose `.gemini/skills/` holds the catalogue's copies; the machine's system
// settings are pointed at files that do not exist. The tools the request allows come from an
// admin-tier policy file (the highest tier, above any user or default rule): the rest is refused
// without asking anyone.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { CatalogueEntry } from '../tools.js'
import { makeTempDir, removeTempDir } from '../workdir.js'
import { DEFAULT_RETRY_POLICY } from '../../llm/index.js'
import { agentBaseEnv, copyCatalogue } from './agent-run.js'

export interface GeminiCliProject {
  /** The agent's working directory (the fixtures). */
  cwd: string
  /** Its private home: `.gemini/` settings and skills. */
  home: string
  skillsDir: string
  /** The admin policy file passed with `--admin-policy`. */
  policyFile: string
  /** Where the machine's system settings would be: files that do not exist. */
  noSystemSettings: string
  noSystemDefaults: string
  dispose(): Promise<void>
}

/** Gemini CLI's tool names in the builtin harness's words. */
export const NEUTRAL_TOOL_NAMES: Record<string, string> = {
  read_file: 'read_file',
  write_file: 'write_file',
  replace: 'edit_file',
  list_directory: 'list_files',
  glob: 'list_files',
  run_shell_command: 'bash',
  activate_skill: 'Skill'
}

/** The file tools every run offers (Gemini CLI's own names); the shell only when allowed. */
const FILE_TOOLS = ['read_file', 'list_directory', 'glob', 'grep_search', 'write_file', 'replace']
export const SKILL_TOOL = 'activate_skill'
const SHELL_TOOL = 'run_shell_command'

export interface ProjectRequest {
  workDir: string
  catalogue: readonly CatalogueEntry[]
  allowShell: boolean
  /** A trigger run: every tool is answered with this text, unrun, and the run ends at its skill call. */
  stubResult?: string
  /** Model calls the run may make (Gemini CLI's session turns). */
  maxTurns?: number
}

/** The names of the skills bundled with the program (its `builtin/` folder), to switch them off. */
async function bundledSkillNames(programPath: string): Promise<string[]> {
  const dir = path.join(path.dirname(programPath), 'builtin')
  let folders: string[]
  try {
    folders = await readdir(dir)
  } catch {
    return []
  }
  const names = await Promise.all(
    folders.map(async (folder) => {
      try {
        const text = await readFile(path.join(dir, folder, 'SKILL.md'), 'utf8')
        return /^name:\s*["']?([^"'\r\n]+?)["']?\s*$/m.exec(text)?.[1] ?? folder
      } catch {
        return undefined
      }
    })
  )
  return names.filter((n): n is string => n !== undefined)
}

/** The user settings of a run: quiet, untrusting, only the tools and skills asked for. */
export function settingsFor(request: ProjectRequest, disabledSkills: string[]) {
  const tools = [...FILE_TOOLS, SKILL_TOOL, ...(request.allowShell ? [SHELL_TOOL] : [])]
  return {
    security: {
      auth: { selectedType: 'gemini-api-key' },
      // With the check off, GEMINI_CLI_TRUST_WORKSPACE=false makes the work dir untrusted without
      // the headless refusal that an untrusted folder otherwise gets.
      folderTrust: { enabled: false }
    },
    skills: { enabled: true, disabled: disabledSkills },
    privacy: { usageStatisticsEnabled: false },
    telemetry: { enabled: false, logPrompts: false },
    general: {
      enableAutoUpdate: false,
      enableAutoUpdateNotification: false,
      checkpointing: { enabled: false },
      plan: { enabled: false },
      sessionRetention: { enabled: false },
      // A failed request is tried as skill-ci's own client tries it (once and 3 retries).
      maxAttempts: DEFAULT_RETRY_POLICY.maxRetries + 1
    },
    experimental: { enableAgents: false, autoMemory: false },
    ide: { enabled: false },
    context: { includeDirectoryTree: false },
    // Gemini CLI's own extra model calls: the next-speaker check and the loop detector.
    model: {
      skipNextSpeakerCheck: true,
      disableLoopDetection: true,
      ...(request.maxTurns === undefined ? {} : { maxSessionTurns: request.maxTurns })
    },
    tools: { core: tools },
    useWriteTodos: false,
    hooksConfig: { enabled: false }
  }
}

const tomlString = (s: string): string => JSON.stringify(s)

/**
 * The admin policy of a run. A tool denied outright disappears from the model's tool list, so a
 * trigger run denies each call through an arguments pattern that matches every call instead: the
 * model sees the same tools as in a scenario run, and every call is answered with the stub.
 */
export function policyFor(request: ProjectRequest): string {
  const tools = [...FILE_TOOLS, SKILL_TOOL, ...(request.allowShell ? [SHELL_TOOL] : [])]
  const list = `[${tools.map(tomlString).join(', ')}]`
  if (request.stubResult !== undefined)
    return [
      '[[rule]]',
      `toolName = ${list}`,
      `argsPattern = ${tomlString('[\\s\\S]*')}`,
      'decision = "deny"',
      `denyMessage = ${tomlString(request.stubResult)}`,
      'priority = 900',
      ''
    ].join('\n')
  return [
    '[[rule]]',
    `toolName = ${list}`,
    'decision = "allow"',
    'priority = 900',
    '',
    '[[rule]]',
    'toolName = "*"',
    'decision = "deny"',
    'denyMessage = "This tool is not available in this run."',
    'priority = 100',
    ''
  ].join('\n')
}

export async function prepareProject(
  request: ProjectRequest,
  programPath: string
): Promise<GeminiCliProject> {
  const root = await makeTempDir('gemini-cli')
  const dispose = () => removeTempDir(root)
  try {
    const home = path.join(root, 'home')
    const geminiDir = path.join(home, '.gemini')
    const skillsDir = path.join(geminiDir, 'skills')
    // A trigger run has no fixtures: it still needs a directory of its own to start in.
    const cwd = request.workDir === '' ? path.join(root, 'work') : request.workDir
    await Promise.all([mkdir(skillsDir, { recursive: true }), mkdir(cwd, { recursive: true })])
    await copyCatalogue(request.catalogue, skillsDir)
    const names = new Set(request.catalogue.map((e) => e.name))
    // A catalogue skill of the same name as a bundled one replaces it; the others are off.
    const bundled = (await bundledSkillNames(programPath)).filter((n) => !names.has(n))
    const policyFile = path.join(root, 'policy.toml')
    await Promise.all([
      writeFile(
        path.join(geminiDir, 'settings.json'),
        JSON.stringify(settingsFor(request, bundled), null, 2)
      ),
      writeFile(policyFile, policyFor(request))
    ])
    return {
      cwd,
      home,
      skillsDir,
      policyFile,
      noSystemSettings: path.join(root, 'no-system-settings.json'),
      noSystemDefaults: path.join(root, 'no-system-defaults.json'),
      dispose
    }
  } catch (e) {
    // A copy that fails (a catalogue folder gone) must not leave the project behind.
    await dispose()
    throw e
  }
}

/**
 * The whole environment of the Gemini CLI process (it replaces, not extends, ours): the shell
 * allow-list, the private home, the relay's address and one-time token, and the switches that
 * keep the machine's configuration out. No API key, no GitHub token, no CI variables.
 */
export function geminiCliEnv(
  project: GeminiCliProject,
  relay: { url: string; token: string },
  from: NodeJS.ProcessEnv = process.env
): Record<string, string> {
  const env = agentBaseEnv(project.home, from)
  return {
    ...env,
    GEMINI_CLI_HOME: project.home,
    GEMINI_CLI_SYSTEM_SETTINGS_PATH: project.noSystemSettings,
    GEMINI_CLI_SYSTEM_DEFAULTS_PATH: project.noSystemDefaults,
    GEMINI_CLI_TRUST_WORKSPACE: 'false',
    // One process: no relaunch of itself with a larger heap.
    GEMINI_CLI_NO_RELAUNCH: 'true',
    GOOGLE_GEMINI_BASE_URL: relay.url,
    GEMINI_API_KEY: relay.token,
    NO_COLOR: '1'
  }
}
