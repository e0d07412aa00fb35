// `skill-ci badge`: one shields.io endpoint file per skill with the grade, score and colour of the
// score command's JSON report, and the README snippet that points at the committed files.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { runMain } from './run-main.js'

let out: string
beforeAll(() => {
  out = mkdtempSync(path.join(tmpdir(), 'skill-ci-badge-'))
})
afterAll(() => rmSync(out, { recursive: true, force: true }))

interface Scored {
  path: string
  name: string
  composite: { score: number; grade: string; letter: string; badge: string }
}

describe('skill-ci badge', () => {
  it('writes the score report’s grade and score per skill and prints the snippet', async () => {
    const scored = JSON.parse(
      (await runMain(['score', 'examples/skills', '--format', 'json'])).stdout
    ) as { skills: Scored[] }
    const run = await runMain(['badge', 'examples/skills', '--out', out], {
      GITHUB_REPOSITORY: 'acme/skills'
    })
    expect(run.code).toBe(0)
    expect(readdirSync(out).sort()).toEqual([
      'examples-skills-changelog-writer.json',
      'examples-skills-quick-notes.json'
    ])
    for (const skill of scored.skills) {
      const file = `examples-skills-${skill.path}.json`
      const endpoint = JSON.parse(readFileSync(path.join(out, file), 'utf8')) as Record<
        string,
        unknown
      >
      const c = skill.composite
      const tier = c.badge === 'no_badge' ? '' : ` · ${c.badge[0].toUpperCase()}${c.badge.slice(1)}`
      expect(endpoint).toEqual({
        schemaVersion: 1,
        label: `skill-ci: ${skill.name}`,
        message: `${c.grade} ${c.score.toFixed(1)}${tier}`,
        color: { A: 'brightgreen', B: 'green', C: 'yellow', D: 'orange', F: 'red' }[c.letter]
      })
      const url = `https://raw.githubusercontent.com/acme/skills/HEAD/${path.relative('.', out)}/${file}`
      expect(run.stdout).toContain(
        `![skill-ci: ${skill.name}](https://img.shields.io/endpoint?url=${encodeURIComponent(url)})\n`
      )
    }
  })

  it('takes the base URL from --url-base', async () => {
    const run = await runMain([
      'badge',
      'examples/skills/quick-notes',
      '--out',
      out,
      '--url-base',
      'https://example.invalid/b/'
    ])
    expect(run.stdout).toBe(
      `![skill-ci: quick-notes](https://img.shields.io/endpoint?url=${encodeURIComponent('https://example.invalid/b/quick-notes.json')})\n`
    )
  })
})
