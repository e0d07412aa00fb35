// A scripted activation world shared by the layer and CLI tests: a repository with two skills
// (csv with authored triggers and an eval scenario, pdf its sibling with triggers of its own) and
// scripted agent models that load a skill, or do not, the way a test needs. The models read the
// trigger prompt from the request, so they answer the same prompt the same way in every round.
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import {
  forcedTool,
  statusFault,
  textReply,
  toolUseReply,
  type FakeHandler,
  type FakeItem,
  type MessagesRequestBody
} from '../../fakes/anthropic-server.js'
import { makeTempDir } from '../../../src/agent/workdir.js'
import { readSkill } from '../../../src/evaluate-skill.js'
import type { SkillUnderTest } from '../../../src/layers/types.js'
import { SHARED_NONE_PROMPTS } from '../../../src/layers/monte-carlo/shared-prompts.js'

export const CSV_SKILL_MD = `---
name: csv
description: Summarise CSV files. Use when the user asks for a summary of a CSV file.
---

# csv

1. Count the rows.
2. Write summary.md.
`

const PDF_SKILL_MD = `---
name: pdf
description: Extract text from PDF files and merge PDFs. Use when the user works with PDF documents.
---

# pdf

Use pdftotext.
`

export const CSV_SHOULD = [
  'Summarise the CSV file sales.csv for me',
  'How many rows does orders.csv have? Give me a CSV summary',
  'Give me an overview of the columns in this csv export',
  'Make a short report of data.csv'
]
export const PDF_NEAR_MISSES = ['Extract the text from invoice.pdf', 'Merge these two PDF files']
const CSV_NONE = 'Write a poem about spreadsheets'

const EVAL_YAML = `triggers:
  should:
${CSV_SHOULD.map((q) => `    - "${q}"`).join('\n')}
  should_not:
${PDF_NEAR_MISSES.map((q) => `    - { query: "${q}", expected_skill: pdf }`).join('\n')}
    - "${CSV_NONE}"
scenarios:
  - name: Summarise
    prompt: Summarise data.csv into summary.md
    assertions:
      - { type: output_contains, value: rows }
`

const PDF_TRIGGERS = JSON.stringify(
  PDF_NEAR_MISSES.map((query) => ({ query, should_trigger: true }))
)

/** Prompts of one round: csv's 7, pdf's (the same two near misses) and the shared ones. */
export const PROMPTS_PER_ROUND =
  CSV_SHOULD.length + PDF_NEAR_MISSES.length + 1 + SHARED_NONE_PROMPTS.length

/** A repository holding csv and pdf (pdf without a trigger set when asked); returns the root. */
export async function makeRepository(pdfTriggers = true): Promise<string> {
  const root = await makeTempDir('mc-repo')
  const write = async (rel: string, text: string) => {
    await mkdir(path.dirname(path.join(root, rel)), { recursive: true })
    await writeFile(path.join(root, rel), text)
  }
  await write('csv/SKILL.md', CSV_SKILL_MD)
  await write('csv/tests/eval.yaml', EVAL_YAML)
  await write('pdf/SKILL.md', PDF_SKILL_MD)
  if (pdfTriggers) await write('pdf/evals/trigger-evals.json', PDF_TRIGGERS)
  return root
}

/** The repository's skills, read the way the pipeline reads them. */
export async function readRepository(root: string): Promise<SkillUnderTest[]> {
  const skills = await Promise.all(
    ['csv', 'pdf'].map((name) =>
      readSkill({ dir: path.join(root, name), rootDir: root, rootGiven: root })
    )
  )
  return skills.map((s) => s.subject as SkillUnderTest)
}

/** The trigger prompt of a request: the last user message written as plain text. */
export function promptOf(body: MessagesRequestBody): string {
  const texts = body.messages.filter((m) => m.role === 'user' && typeof m.content === 'string')
  return String(texts.at(-1)?.content ?? '')
}

const firstTurn = (body: MessagesRequestBody) =>
  body.messages.filter((m) => m.role === 'assistant').length === 0
const loads = (name: string) => toolUseReply('Skill', { name })
const answers = () => textReply('Here you go.')

/** Whether the conversation already holds a Skill call (a scenario run serves the skill). */
const loadedBefore = (body: MessagesRequestBody) =>
  JSON.stringify(body.messages).includes('"name":"Skill"')

export type TriggerModel = (body: MessagesRequestBody) => FakeItem

/**
 * A model that answers once a skill was served: in a full scenario run (output quality) the
 * Skill call is answered with the skill and the agent then finishes the task.
 */
const thenAnswers =
  (model: TriggerModel): TriggerModel =>
  (body) =>
    loadedBefore(body) ? textReply('Summary written: rows 2') : model(body)

/** (a) Always loads csv, whatever is asked. */
export const alwaysCsv: TriggerModel = thenAnswers(() => loads('csv'))

/** (b) Never loads a skill: answers at once. */
export const never: TriggerModel = () => answers()

/**
 * (c) Loads csv on CSV requests, after a first look at the files (a Skill call on the second turn
 * counts), and the sibling pdf on the PDF near misses; answers everything else.
 */
export const picksSibling: TriggerModel = thenAnswers((body) => {
  const prompt = promptOf(body).toLowerCase()
  if (prompt.includes('csv') && !prompt.includes('poem')) {
    return firstTurn(body) ? toolUseReply('list_files', {}) : loads('csv')
  }
  if (prompt.includes('pdf')) return loads('pdf')
  return answers()
})

/** (d) Pastes the skill's text into its answer but never calls the Skill tool. */
export const pastesSkill: TriggerModel = () =>
  textReply(`Following the csv skill:\n${CSV_SKILL_MD}`)

/**
 * (e) Fails 3 of every 10 calls (a 400, which is not retried), otherwise behaves like `model`.
 * Counted over arrivals, so exactly 30 % of the calls of a run whose size is a multiple of 10.
 */
export function failing(model: TriggerModel): FakeHandler {
  return (body, { index }) =>
    index % 10 < 3
      ? statusFault(400, { body: { error: { message: 'scripted failure' } } })
      : model(body)
}

/** An agent's trigger request (it offers the Skill tool); judges' requests force their tool. */
export const isTriggerRun = (body: MessagesRequestBody): boolean =>
  forcedTool(body) === undefined &&
  ((body.tools ?? []) as { name: string }[]).some((t) => t.name === 'Skill')
