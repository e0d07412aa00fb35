// `npm run pack:cli [-- --out <dir>]`: packs the command line as an npm package of its own, into
// .pack/ (ignored by git) unless told otherwise. This is the package the release workflow
// publishes; the repository root is private and refuses `npm pack`. The CLI bundle (dist/cli.js)
// already holds every library it runs, so the package declares no dependencies: installing it
// fetches one tarball, not the repository's development tree. It holds the bundle and the chunks
// it loads on demand (`cli-*.js`), the activation layer's
// distractors (found beside dist/) and the eval file's JSON Schema.
import { execFile } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import rootPackage from '../package.json' with { type: 'json' }

const ROOT = fileURLToPath(new URL('..', import.meta.url))
/** Where `npm run pack:cli` writes the tarball by default (listed in .gitignore). */
export const PACK_DIR = path.join(ROOT, '.pack')

/** The files of dist/ the CLI needs: its entry and its own chunks. */
export function cliDistFiles(files: string[]): string[] {
  return files.filter((f) => f === 'cli.js' || /^cli-.+\.js$/.test(f))
}

function cliPackageJson(): Record<string, unknown> {
  return {
    name: rootPackage.name,
    version: rootPackage.version,
    description: rootPackage.description,
    license: rootPackage.license,
    type: 'module',
    bin: { 'skill-ci': 'dist/cli.js' },
    engines: rootPackage.engines,
    // Public, and only with a provenance statement: npm then refuses to publish it from anywhere
    // but a CI run that can sign one (the release workflow), never from a laptop.
    publishConfig: { access: 'public', provenance: true },
    keywords: ['agent-skills', 'skill-md', 'claude', 'evaluation', 'ci', 'lint'],
    repository: { type: 'git', url: 'git+https://github.com/skill-ci/skill-ci.git' }
  }
}

const PACKAGE_README = `# skill-ci (command line)

Scores agent skills (folders with a \`SKILL.md\`): the static PluginEval-compatible checks, the
agentskills.io spec rules and the security scan with no API key, and the LLM layers (judge,
activation, with-vs-without A/B) with one.

\`\`\`sh
npx skill-ci score ./skills
\`\`\`

\`skill-ci --help\` lists every command with an example. The GitHub Action, the documentation and
the source: https://github.com/skill-ci/skill-ci
`

export interface PackedCli {
  tarball: string
  /** Bytes of the unpacked package, as npm counts them. */
  unpackedSize: number
  files: string[]
}

/** Stages the CLI package in a temporary folder and packs it into `outDir`. */
export async function packCli(outDir: string): Promise<PackedCli> {
  const dist = path.join(ROOT, 'dist')
  if (!existsSync(path.join(dist, 'cli.js'))) {
    throw new Error('dist/cli.js is missing: run `npm run build` first')
  }
  const stage = mkdtempSync(path.join(tmpdir(), 'skill-ci-cli-package-'))
  try {
    mkdirSync(path.join(stage, 'dist'))
    for (const file of cliDistFiles(readdirSync(dist))) {
      cpSync(path.join(dist, file), path.join(stage, 'dist', file))
    }
    for (const folder of ['distractors', 'schemas']) {
      cpSync(path.join(ROOT, folder), path.join(stage, folder), { recursive: true })
    }
    cpSync(path.join(ROOT, 'LICENSE'), path.join(stage, 'LICENSE'))
    writeFileSync(path.join(stage, 'README.md'), PACKAGE_README)
    writeFileSync(
      path.join(stage, 'package.json'),
      JSON.stringify(cliPackageJson(), null, 2) + '\n'
    )
    mkdirSync(outDir, { recursive: true })
    const { stdout } = await promisify(execFile)(
      'npm',
      ['pack', '--json', '--pack-destination', path.resolve(outDir)],
      { cwd: stage, env: { ...process.env, npm_config_update_notifier: 'false' } }
    )
    const [packed] = JSON.parse(stdout) as {
      filename: string
      unpackedSize: number
      files: { path: string }[]
    }[]
    return {
      tarball: path.join(path.resolve(outDir), packed.filename),
      unpackedSize: packed.unpackedSize,
      files: packed.files.map((f) => f.path).sort()
    }
  } finally {
    rmSync(stage, { recursive: true, force: true })
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--out')
  const packed = await packCli(at > 0 ? process.argv[at + 1] : PACK_DIR)
  const mb = (packed.unpackedSize / 1e6).toFixed(1)
  process.stdout.write(`${packed.tarball}\n${packed.files.length} files, ${mb} MB unpacked\n`)
}
