// Node's compile cache, turned on by the two entries before they load the rest: a quiet
// optimisation that must never change what a run prints or how it ends. In process with stand-ins
// for node:module (a runtime without the function, one that throws), then the CLI's entry run from
// the sources (through tsx) under Node 22 and Node 24, with the cache's directory in a temp folder.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import packageJson from '../package.json' with { type: 'json' }
import { enableCompileCache } from '../src/compile-cache.js'
import { describeEachNode, pathWithoutNodeModules } from './node-binaries.js'

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const CLI_ENTRY = path.join(REPO, 'src', 'cli', 'index.ts')

describe('enableCompileCache', () => {
  it('does nothing on a runtime without a compile cache (before Node 22.1)', () => {
    expect(() => enableCompileCache({}, {})).not.toThrow()
  })

  it('asks for the cache without a directory, so NODE_COMPILE_CACHE decides where it goes', () => {
    const calls: unknown[][] = []
    enableCompileCache(
      {
        enableCompileCache: (...args: unknown[]) => {
          calls.push(args)
          return { status: 2, message: 'EACCES: permission denied' }
        }
      },
      {}
    )
    expect(calls).toEqual([[]])
  })

  it('keeps no cache on a GitHub-hosted runner, whose next job starts on a fresh machine', () => {
    const calls: string[] = []
    const host = { enableCompileCache: () => calls.push('enabled') }
    enableCompileCache(host, { RUNNER_ENVIRONMENT: 'github-hosted' })
    expect(calls).toEqual([])
    enableCompileCache(host, { RUNNER_ENVIRONMENT: 'self-hosted' })
    expect(calls).toEqual(['enabled'])
  })

  it('never fails the run when the runtime throws', () => {
    const throwing = () => {
      throw new Error('cannot create the cache directory')
    }
    expect(() => enableCompileCache({ enableCompileCache: throwing }, {})).not.toThrow()
  })
})

/** Files the cache holds under `dir` (one folder per runtime version), 0 when it is not there. */
function cachedFiles(dir: string): number {
  if (!existsSync(dir)) return 0
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length
}

describeEachNode('the CLI entry and the compile cache', (node) => {
  let work: string
  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'skill-ci-compile-cache-'))
  })
  afterAll(async () => {
    await rm(work, { recursive: true, force: true })
  })

  /** `skill-ci --version` from the sources, with a temp folder of its own and `env` added. */
  async function version(name: string, env: Record<string, string> = {}) {
    const temp = path.join(work, name)
    await mkdir(temp)
    const result = spawnSync(node.path, ['--import', 'tsx', CLI_ENTRY, '--version'], {
      cwd: REPO,
      encoding: 'utf8',
      env: { PATH: pathWithoutNodeModules(), HOME: process.env.HOME, TMPDIR: temp, ...env }
    })
    expect(result).toMatchObject({ status: 0, stdout: `${packageJson.version}\n`, stderr: '' })
    return path.join(temp, 'node-compile-cache')
  }

  it('keeps the compiled code in the temp directory by default', async () => {
    expect(cachedFiles(await version('default'))).toBeGreaterThan(0)
  })

  it("uses the user's NODE_COMPILE_CACHE directory", async () => {
    const chosen = path.join(work, 'chosen')
    expect(cachedFiles(await version('chosen-run', { NODE_COMPILE_CACHE: chosen }))).toBe(0)
    expect(cachedFiles(chosen)).toBeGreaterThan(0)
  })

  it('keeps nothing on a GitHub-hosted runner', async () => {
    expect(cachedFiles(await version('hosted', { RUNNER_ENVIRONMENT: 'github-hosted' }))).toBe(0)
  })

  it('keeps nothing under NODE_DISABLE_COMPILE_CACHE', async () => {
    expect(cachedFiles(await version('disabled', { NODE_DISABLE_COMPILE_CACHE: '1' }))).toBe(0)
  })

  it('runs unchanged, printing nothing more, when the directory cannot be created', async () => {
    const file = path.join(work, 'a-file')
    await writeFile(file, '')
    await version('unwritable', { NODE_COMPILE_CACHE: path.join(file, 'cache') })
  })
})
