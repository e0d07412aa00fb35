// `skill-ci labels` through the real Octokit against the local GitHub server: creates the missing
// labels, corrects a stale one, leaves a current one alone, and says what a refusal means.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { PR_LABELS } from '../../src/cli/labels.js'
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-server.js'
import { runMain } from './run-main.js'

let github: FakeGitHub
beforeEach(async () => {
  github = await startFakeGitHub()
})
afterEach(() => github.close())

const env = () => ({ GITHUB_TOKEN: 'ghs_test', GITHUB_API_URL: github.url })

describe('skill-ci labels', () => {
  it('names every label input of action.yml with its default', () => {
    const inputs = (
      parse(readFileSync('action.yml', 'utf8')) as { inputs: Record<string, { default?: string }> }
    ).inputs
    const labelInputs = Object.entries(inputs).filter(([name]) => name.startsWith('label-'))
    expect(PR_LABELS.map((l) => [l.input, l.name])).toEqual(
      labelInputs.map(([name, input]) => [name, input.default])
    )
    for (const label of PR_LABELS) {
      expect(label.color).toMatch(/^[0-9a-f]{6}$/)
      expect(label.description.length).toBeLessThanOrEqual(100)
    }
  })

  it('creates the missing labels, updates a stale one and keeps a current one', async () => {
    const [judge, ab] = [PR_LABELS[0], PR_LABELS[2]]
    github.state.repoLabels.push(
      { name: 'bug', color: 'ff0000', description: 'theirs' },
      { name: judge.name, color: '000000', description: 'old' },
      { name: ab.name, color: ab.color, description: ab.description }
    )
    const run = await runMain(['labels', '--repo', 'acme/skills'], env())
    expect(run).toMatchObject({ code: 0, stderr: '' })
    expect(run.stdout.split('\n').filter(Boolean)).toEqual(
      PR_LABELS.map((l) =>
        l === judge
          ? `updated   ${l.name}`
          : l === ab
            ? `unchanged ${l.name}`
            : `created   ${l.name}`
      )
    )
    expect(github.state.repoLabels).toEqual([
      { name: 'bug', color: 'ff0000', description: 'theirs' },
      ...[judge, ab, ...PR_LABELS.filter((l) => l !== judge && l !== ab)].map((l) => ({
        name: l.name,
        color: l.color,
        description: l.description
      }))
    ])
    // One list, then one write per label that is missing or stale, in the list's order.
    expect(github.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /repos/acme/skills/labels',
      ...PR_LABELS.filter((l) => l !== ab).map((l) =>
        l === judge ? `PATCH /repos/acme/skills/labels/${l.name}` : 'POST /repos/acme/skills/labels'
      )
    ])
  })

  it('reads the repository from GITHUB_REPOSITORY and explains a refused write', async () => {
    github.faults.push({ method: 'POST', path: /\/labels$/, status: 403 })
    const run = await runMain(['labels'], { ...env(), GITHUB_REPOSITORY: 'acme/skills' })
    expect(run.code).toBe(2)
    expect(run.stderr).toMatch(
      /writing the label skill-ci:judge failed .*the token cannot write this repository’s labels \(it needs issues: write\)/
    )
    expect(run.stderr).not.toContain('ghs_test')
  })

  it('asks for a token and a repository before any request; --dry-run makes none', async () => {
    expect((await runMain(['labels', '--repo', 'acme/skills'])).stderr).toMatch(/set GITHUB_TOKEN/)
    expect((await runMain(['labels'], env())).stderr).toMatch(/--repo owner\/name/)
    const dry = await runMain(['labels', '--dry-run'])
    expect(dry.code).toBe(0)
    expect(dry.stdout).toContain(`skill-ci:judge  #${PR_LABELS[0].color}`)
    expect(github.requests).toEqual([])
  })
})
