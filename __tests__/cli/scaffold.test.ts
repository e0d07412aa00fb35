// `skill-ci scaffold`: the starter eval file passes `validate` and `ab --dry-run` as written, for
// the example skills and for a description full of YAML's special characters, with the 3
// scenarios a verdict needs, and the command prints the estimate `ab --dry-run` gives it; the
// workflow is the template's text, and its `max-usd` fits that estimate; nothing is overwritten
// without --force.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parse } from 'yaml'
import { descriptionParts } from '../../src/cli/scaffold/eval-template.js'
import { WORKFLOW_FILE, workflowTemplate } from '../../src/cli/scaffold/workflow-template.js'
import { runMain } from './run-main.js'

let work: string
beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'skill-ci-scaffold-'))
  cpSync('examples/skills/quick-notes', path.join(work, 'quick-notes'), { recursive: true })
  cpSync('examples/skills/changelog-writer', path.join(work, 'changelog-writer'), {
    recursive: true
  })
  rmSync(path.join(work, 'changelog-writer/tests'), { recursive: true })
  mkdirSync(path.join(work, 'odd-chars'))
  writeFileSync(
    path.join(work, 'odd-chars/SKILL.md'),
    '---\nname: odd-chars\ndescription: \'Turns "quoted: text" # not a comment into {json}, [lists] & *refs*. Use when a file has a: colon, or when asked to\n  escape \\\\backslashes\'\n---\n\n# Odd\n\nDo it.\n'
  )
})
afterAll(() => rmSync(work, { recursive: true, force: true }))

describe('skill-ci scaffold <skill>', () => {
  it('finds the situations after "Use when" and what the skill does', () => {
    expect(
      descriptionParts(
        'Writes changelogs. Use when preparing a release, when a pull request needs a line, or when asked to clean up a changelog.'
      )
    ).toEqual({
      does: 'Writes changelogs',
      situations: ['preparing a release', 'a pull request needs a line', 'clean up a changelog']
    })
    expect(descriptionParts('Takes notes.')).toEqual({ does: 'Takes notes', situations: [] })
  })

  it.each(['changelog-writer', 'quick-notes', 'odd-chars'])(
    'writes a %s eval file that validate and ab --dry-run accept unchanged',
    async (name) => {
      const skill = path.join(work, name)
      const written = await runMain(['scaffold', skill])
      expect(written).toMatchObject({ code: 0, stdout: '' })
      const text = readFileSync(path.join(skill, 'tests/eval.yaml'), 'utf8')
      const suite = parse(text) as { scenarios: { name: string; prompt: string }[] }
      expect(suite.scenarios).toHaveLength(3)
      expect(new Set(suite.scenarios.map((s) => s.name)).size).toBe(3)

      const validate = await runMain(['validate', skill])
      expect(validate.stdout).not.toMatch(/eval\/invalid/)
      expect(validate.code).toBe(0)
      const dry = await runMain(['ab', skill, '--dry-run'])
      expect(dry.stderr).toMatch(/dry run: no model call was made/)
      expect(dry.code).toBe(0)
      // The estimate scaffold printed is the one `ab --dry-run` gives the file it wrote.
      const estimate = /LLM estimate: (\d+) calls, at most \$(\d+\.\d+)/.exec(dry.stderr)
      expect(estimate).not.toBeNull()
      const [, calls, usd] = estimate as RegExpExecArray
      expect(written.stderr).toContain(
        `\`skill-ci ab ${skill} --dry-run\` estimates this eval at ${calls} calls, at most $${usd}`
      )
      // The workflow's budget fits it, so its ab label runs the scaffolded eval.
      const maxUsd = /^\s+max-usd: (\d+)$/m.exec(workflowTemplate())
      expect(Number(maxUsd?.[1])).toBeGreaterThanOrEqual(Number(usd))
    }
  )

  it('draws the scenarios from the description', async () => {
    const dry = await runMain(['scaffold', path.join(work, 'changelog-writer'), '--dry-run'])
    const suite = parse(dry.stdout) as { scenarios: { name: string }[] }
    expect(suite.scenarios.map((s) => s.name)).toEqual([
      'preparing a release',
      'a pull request needs a changelog line',
      'clean up an existing changelog'
    ])
  })

  it('keeps an existing eval file unless --force', async () => {
    const skill = path.join(work, 'quick-notes')
    writeFileSync(path.join(skill, 'tests/eval.yaml'), 'mine\n')
    const refused = await runMain(['scaffold', skill])
    expect(refused.code).toBe(2)
    expect(refused.stderr).toMatch(/already exists; --force replaces it/)
    expect(readFileSync(path.join(skill, 'tests/eval.yaml'), 'utf8')).toBe('mine\n')
    expect((await runMain(['scaffold', skill, '--force'])).code).toBe(0)
  })

  it('names the file and the problem when the skill cannot be read', async () => {
    const missing = await runMain(['scaffold', path.join(work, 'nothing-here')])
    expect(missing.code).toBe(2)
    expect(missing.stderr).toMatch(/nothing-here\/SKILL\.md: /)
    const root = await runMain(['scaffold', work])
    expect(root.stderr).toMatch(
      /SKILL\.md: no SKILL\.md in this folder \(a repository root\? add --workflow\)/
    )
  })
})

describe('skill-ci scaffold --workflow', () => {
  it('prints the template with --dry-run and writes it otherwise', async () => {
    const dry = await runMain(['scaffold', '--workflow', '--dry-run', '--skills-path', 'skills'])
    expect(dry.stdout).toBe(workflowTemplate('skills'))
    const repo = path.join(work, 'repo')
    mkdirSync(repo)
    expect((await runMain(['scaffold', '--workflow', repo])).code).toBe(0)
    expect(readFileSync(path.join(repo, WORKFLOW_FILE), 'utf8')).toBe(workflowTemplate())
  })

  it('sets a max-usd that fits the labels it enables, and says why', () => {
    const workflow = workflowTemplate()
    const llmJob = workflow.slice(workflow.indexOf('\n  llm:'), workflow.indexOf('\n  nightly:'))
    const budget = /max-usd: (\d+)/.exec(llmJob)
    // The A/B of one skill's scaffolded eval, as `ab --dry-run` prices it, with room to spare.
    const ab = /is at most \$(\d+\.\d+); this is half\s+# again for the other labels/.exec(llmJob)
    expect(ab).not.toBeNull()
    expect(Number(budget?.[1])).toBeGreaterThanOrEqual(1.5 * Number(ab?.[1]))
  })
})
