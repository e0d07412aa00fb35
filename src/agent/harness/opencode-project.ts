// The temporary world of one OpenCode run. OpenCode reads its configuration, skills, data, cache
// and state from XDG folders under a private home, so nothing of the machine's user leaks in:
//
//   home/.config/opencode/opencode.json   the run's whole configuration (below)
//   home/.config/opencode/skills/<name>/  the catalogue's copies, OpenCode's user skill folder
//   home/.cache/opencode/bin/rg           ripgrep, which OpenCode's glob, grep and skill tools run
//   home/.local/{share,state}/opencode/   its session database and logs, thrown away
//
// The work dir (the fixtures) is only the agent's working directory: project configuration,
// `.opencode/` and `.claude/`/`.agents/` skill folders and AGENTS.md/CLAUDE.md in it or above it
// are switched off (OPENCODE_DISABLE_PROJECT_CONFIG, OPENCODE_DISABLE_EXTERNAL_SKILLS), so a
// fixture can plant neither settings nor skills.
import { mkdir, readdir, readlink, realpath, symlink, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { HarnessRequest } from './types.js'
import { agentBaseEnv, copyCatalogue } from './agent-run.js'
import { makeTempDir, removeTempDir } from '../workdir.js'

/** The built-in skill every OpenCode lists (how to configure OpenCode): hidden from the runs. */
export const OPENCODE_BUILTIN_SKILL = 'customize-opencode'

/** The plugin SDK OpenCode installs from npm into each config folder that lacks it. */
const PLUGIN_PACKAGE = '@opencode-ai/plugin'

export interface OpencodeProject {
  /** The agent's working directory. */
  cwd: string
  home: string
  /** OpenCode's global config folder (XDG_CONFIG_HOME/opencode). */
  configDir: string
  /** Its skills folder, where the catalogue's copies are. */
  skillsDir: string
  dispose(): Promise<void>
}

/**
 * OpenCode installs its plugin SDK into every config folder at start-up (a request to the npm
 * registry) unless the folder's package.json and lock already list it and node_modules exists:
 * the run's config folder says so, and no plugin is ever loaded (OPENCODE_PURE, no `plugin`).
 */
async function markPluginSdkInstalled(dir: string, version: string): Promise<void> {
  const dependencies = { [PLUGIN_PACKAGE]: version }
  await mkdir(path.join(dir, 'node_modules'), { recursive: true })
  await writeFile(path.join(dir, 'package.json'), JSON.stringify({ dependencies }))
  await writeFile(
    path.join(dir, 'package-lock.json'),
    JSON.stringify({ lockfileVersion: 3, packages: { '': { dependencies } } })
  )
}

const inside = (dir: string, file: string): boolean => {
  const rel = path.relative(dir, file)
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel))
}

/**
 * Removes every symbolic link under `dir` that leads out of it: OpenCode's file tools follow
 * links without checking where they lead (its `external_directory` rule sees the link's own
 * path), so a link planted in the fixtures would open the answer key. Links within stay.
 */
export async function unlinkEscapingLinks(dir: string): Promise<string[]> {
  const root = await realpath(dir)
  const removed: string[] = []
  const walk = async (folder: string): Promise<void> => {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name)
      if (entry.isDirectory()) await walk(file)
      else if (entry.isSymbolicLink()) {
        // Where the whole chain of links ends; a link that ends nowhere, by its own target.
        const ends = await realpath(file).catch(async () =>
          path.resolve(folder, await readlink(file))
        )
        if (!inside(root, ends)) {
          await unlink(file)
          removed.push(file)
        }
      }
    }
  }
  await walk(root)
  return removed
}

export async function prepareOpencodeProject(
  request: Pick<HarnessRequest, 'workDir' | 'catalogue'>,
  ripgrep: string,
  version: string
): Promise<OpencodeProject> {
  const root = await makeTempDir('opencode')
  const dispose = () => removeTempDir(root)
  try {
    const home = path.join(root, 'home')
    const configDir = path.join(home, '.config', 'opencode')
    const skillsDir = path.join(configDir, 'skills')
    const binDir = path.join(home, '.cache', 'opencode', 'bin')
    // A trigger run has no fixtures: it still needs a directory of its own to start in.
    const cwd = request.workDir === '' ? path.join(root, 'work') : request.workDir
    await Promise.all([
      mkdir(skillsDir, { recursive: true }),
      mkdir(binDir, { recursive: true }),
      mkdir(cwd, { recursive: true })
    ])
    await Promise.all([
      unlinkEscapingLinks(cwd),
      copyCatalogue(request.catalogue, skillsDir),
      markPluginSdkInstalled(configDir, version),
      // OpenCode downloads ripgrep from GitHub when it finds none: it finds this one first.
      symlink(ripgrep, path.join(binDir, 'rg'))
    ])
    return { cwd, home, configDir, skillsDir, dispose }
  } catch (e) {
    await dispose()
    throw e
  }
}

/** The relay as OpenCode's Anthropic provider sees it. */
export interface OpencodeRelay {
  url: string
  token: string
}

/**
 * The run's permissions, the last matching rule winning: everything is refused unless listed;
 * file tools are allowed (OpenCode keeps them inside the work dir: `external_directory` refuses
 * any other path but the skills' folders); the shell only when the scenario allows it; the
 * catalogue's skills, not OpenCode's own. A trigger run's Skill call is "ask", which `opencode
 * run` refuses on the spot and which ends the session: the call is recorded and nothing follows.
 * Nothing is ever asked of a person.
 */
function permissions(request: HarnessRequest, skillsDir: string): Record<string, unknown> {
  const trigger = request.triggerRun !== undefined
  return {
    '*': 'deny',
    read: 'allow',
    glob: 'allow',
    grep: 'allow',
    list: 'allow',
    edit: 'allow',
    bash: request.allowShell === true ? 'allow' : 'deny',
    skill: { '*': trigger ? 'ask' : 'allow', [OPENCODE_BUILTIN_SKILL]: 'deny' },
    external_directory: { '*': 'deny', [`${skillsDir}/*`]: 'allow' }
  }
}

/** The whole configuration of one run (OpenCode merges nothing else into it). */
export function opencodeConfig(
  request: HarnessRequest,
  project: OpencodeProject,
  relay: OpencodeRelay,
  model: string
): Record<string, unknown> {
  const id = `anthropic/${model}`
  // A request's output cap (a trigger run's 512 tokens) becomes the model's output limit, which
  // OpenCode sends as max_tokens; without one, OpenCode's own (32,000) holds.
  const cap = request.maxOutputTokens
  const models =
    cap === undefined ? {} : { models: { [model]: { limit: { context: 200_000, output: cap } } } }
  return {
    model: id,
    // Session titles would be one more model call per run: `--title` names the session instead.
    small_model: id,
    enabled_providers: ['anthropic'],
    provider: {
      anthropic: { options: { baseURL: `${relay.url}/v1`, apiKey: relay.token }, ...models }
    },
    permission: permissions(request, project.skillsDir),
    autoupdate: false,
    share: 'disabled',
    snapshot: false,
    lsp: false,
    formatter: false,
    mcp: {},
    plugin: [],
    instructions: []
  }
}

/** OpenCode's switches for a run that must read nothing of the machine and talk to the relay only. */
const QUIET = {
  OPENCODE_DISABLE_AUTOUPDATE: '1',
  OPENCODE_DISABLE_MODELS_FETCH: '1',
  OPENCODE_DISABLE_SHARE: '1',
  OPENCODE_DISABLE_LSP_DOWNLOAD: '1',
  OPENCODE_DISABLE_DEFAULT_PLUGINS: '1',
  OPENCODE_PURE: '1',
  OPENCODE_DISABLE_AUTOCOMPACT: '1',
  OPENCODE_DISABLE_PROJECT_CONFIG: '1',
  OPENCODE_DISABLE_EXTERNAL_SKILLS: '1',
  OPENCODE_DISABLE_CLAUDE_CODE: '1',
  OPENCODE_EXPERIMENTAL_DISABLE_FILEWATCHER: '1'
} as const

/**
 * The whole environment of the OpenCode process (it replaces, not extends, ours): the shell
 * allow-list, the private home and its XDG folders, and the switches above. No API key (the
 * relay's token is in the config file), no GitHub token, no CI variables.
 */
export function opencodeEnv(
  project: OpencodeProject,
  from: NodeJS.ProcessEnv = process.env
): Record<string, string> {
  const { home } = project
  return {
    ...agentBaseEnv(home, from),
    ...QUIET,
    XDG_CONFIG_HOME: path.join(home, '.config'),
    XDG_DATA_HOME: path.join(home, '.local', 'share'),
    XDG_CACHE_HOME: path.join(home, '.cache'),
    XDG_STATE_HOME: path.join(home, '.local', 'state')
  }
}

/** Writes the run's configuration where OpenCode reads its global one. */
export async function writeOpencodeConfig(
  project: OpencodeProject,
  config: Record<string, unknown>
): Promise<void> {
  await writeFile(path.join(project.configDir, 'opencode.json'), JSON.stringify(config, null, 2), {
    mode: 0o600
  })
}
