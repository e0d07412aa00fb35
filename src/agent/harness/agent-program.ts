// Finding an agent's own program (Codex CLI, Gemini CLI, OpenCode, …). Each ships as an npm package
// that carries its binary, far too large to bundle into dist/: it is run from a folder the caller
// names (the Action's tool cache), else from where Node would find the package next to skill-ci or
// in the current project. Each version is pinned once, as skill-ci's devDependency in package.json,
// which the tests run and the Action installs.
import { access, readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import packageJson from '../../../package.json' with { type: 'json' }

export interface AgentProgramSpec {
  /** The harness's name, as `--harness` takes it. */
  harness: string
  /** The npm package that carries the program. */
  package: string
  /** The file to run, from the package's folder (a script run by Node, or a native binary). */
  entry(packageDir: string): Promise<string>
}

export interface AgentProgram {
  /** The file to run. */
  path: string
  /** The package version found. */
  version: string
}

const pins: Record<string, string> = packageJson.devDependencies

/** The version of `pkg` skill-ci is tested with and the Action installs. */
export function pinnedVersion(pkg: string): string {
  const version = pins[pkg]
  if (version === undefined) throw new Error(`${pkg} is not pinned in skill-ci's package.json`)
  return version
}

/** The one line the CLI prints when the program is missing. */
export function missingProgramMessage(spec: AgentProgramSpec): string {
  const at = `${spec.package}@${pinnedVersion(spec.package)}`
  return (
    `the ${spec.harness} harness needs ${spec.package}, which is not installed: ` +
    `run \`npm install ${at}\` (in this project, or with -g next to a global skill-ci), ` +
    `or leave ${spec.harness} out of --harness`
  )
}

export class AgentProgramMissingError extends Error {
  constructor(spec: AgentProgramSpec, detail?: string) {
    const message = missingProgramMessage(spec)
    super(detail ? `${message} (${detail})` : message)
    this.name = 'AgentProgramMissingError'
  }
}

/** The package's folder under `base` or one of its parents' node_modules, or undefined. */
async function packageDirFrom(base: string, pkg: string): Promise<string | undefined> {
  for (let dir = path.resolve(base); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', pkg)
    try {
      await access(path.join(candidate, 'package.json'))
      return candidate
    } catch {
      // Not installed here: look one folder up.
    }
    if (dir === path.dirname(dir)) return undefined
  }
}

/**
 * The program of `spec`, from `installDir` when given (a folder with node_modules/, as the
 * Action's installer makes), else from skill-ci's own location or the current directory.
 */
export async function findAgentProgram(
  spec: AgentProgramSpec,
  installDir?: string,
  cwd: string = process.cwd()
): Promise<AgentProgram> {
  const bases = installDir ? [installDir] : [path.dirname(fileURLToPath(import.meta.url)), cwd]
  for (const base of bases) {
    const dir = await packageDirFrom(base, spec.package)
    if (dir === undefined) continue
    const json = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')) as {
      version?: string
    }
    const entry = await spec.entry(dir)
    try {
      await access(entry)
    } catch {
      throw new AgentProgramMissingError(spec, `${entry} is missing`)
    }
    return { path: entry, version: json.version ?? 'unknown' }
  }
  throw new AgentProgramMissingError(spec, installDir ? `not found under ${installDir}` : undefined)
}
