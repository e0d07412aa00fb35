import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  artifactServiceAvailable,
  filesUnder,
  uploadReportArtifact
} from '../../../src/action/publish/artifact.js'

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'skill-ci-artifact-'))
  await mkdir(join(dir, 'results/ab/skills-csv-0a1b2c3d'), { recursive: true })
  await writeFile(join(dir, 'results/ab/skills-csv-0a1b2c3d/01-summarise-run1-baseline.md'), 'b')
  await writeFile(join(dir, 'results/ab/skills-csv-0a1b2c3d/01-summarise-run1-with-skill.md'), 's')
  await writeFile(join(dir, 'results/.note'), 'n')
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('the report artifact', () => {
  it('lists every file under the results folder, dot files included, as absolute paths', async () => {
    expect(await filesUnder(join(dir, 'results'), dir)).toEqual([
      join(dir, 'results/.note'),
      join(dir, 'results/ab/skills-csv-0a1b2c3d/01-summarise-run1-baseline.md'),
      join(dir, 'results/ab/skills-csv-0a1b2c3d/01-summarise-run1-with-skill.md')
    ])
  })

  it('never lists symlinks: a PR could commit results/x -> /proc/self/environ (runner secrets)', async () => {
    const outside = await mkdtemp(join(tmpdir(), 'skill-ci-artifact-outside-'))
    await writeFile(join(outside, 'secret.txt'), 'token')
    const results = join(dir, 'linked')
    await mkdir(results)
    await writeFile(join(results, 'ours.md'), 'o')
    await symlink(join(outside, 'secret.txt'), join(results, 'leak.md'))
    await symlink('/proc/self/environ', join(results, 'environ.md'))
    await symlink(outside, join(results, 'folder'))
    expect(await filesUnder(results, dir)).toEqual([join(results, 'ours.md')])
    // A results folder that is itself a link (or sits under one) in the workspace lists nothing.
    await symlink(outside, join(dir, 'linked-results'))
    expect(await filesUnder(join(dir, 'linked-results'), dir)).toEqual([])
    await mkdir(join(outside, 'sub'))
    await writeFile(join(outside, 'sub/secret.txt'), 'token')
    expect(await filesUnder(join(dir, 'linked-results/sub'), dir)).toEqual([])
    // A folder the workflow puts outside the workspace is its own choice.
    expect(await filesUnder(join(outside, 'sub'), dir)).toEqual([join(outside, 'sub/secret.txt')])
    await rm(outside, { recursive: true, force: true })
  })

  it('lists nothing for a folder that does not exist (no A/B run wrote transcripts)', async () => {
    expect(await filesUnder(join(dir, 'missing'), dir)).toEqual([])
  })

  it('is skipped with a reason where the artifact service is unavailable', async () => {
    expect(artifactServiceAvailable({ ACTIONS_RUNTIME_TOKEN: 't' })).toBe(false)
    expect(
      artifactServiceAvailable({ ACTIONS_RUNTIME_TOKEN: 't', ACTIONS_RESULTS_URL: 'http://x' })
    ).toBe(true)
    expect(await uploadReportArtifact('r', [join(dir, 'results/.note')], {})).toEqual({
      uploaded: false,
      reason: 'the artifact service is not available in this environment'
    })
  })
})
