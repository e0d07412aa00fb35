// A scripted world for the description improver: a repository with the skill `tables` (authored
// trigger prompts) and its sibling `pdf`, an agent whose Skill calls depend only on the words of
// the catalogue descriptions it is shown (a hidden rule the improver must discover through its
// runs), and a judge that answers the candidate request with scripted descriptions.
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { makeTempDir } from '../../../src/agent/workdir.js'
import { readSkill } from '../../../src/evaluate-skill.js'
import { CANDIDATES_TOOL } from '../../../src/layers/improve/candidates.js'
import type { SkillUnderTest } from '../../../src/layers/types.js'
import { createLlm, type Llm } from '../../../src/llm/index.js'
import {
  forcedTool,
  textReply,
  toolUseReply,
  type FakeHandler,
  type MessagesRequestBody
} from '../../fakes/anthropic-server.js'
import { isTriggerRun, promptOf } from '../monte-carlo/scripted.js'

export const VAGUE = 'Helps with data.'
/** Names every topic word the agent looks for. */
export const IDEAL =
  'Summarises CSV, TSV and Excel tables. Use when the user asks about csv, tsv or excel data.'

/** Should-prompts: two per topic, each topic named by one word the agent looks for. */
// Enough should prompts that the held-out share (8 of 20) can show a real gain beyond noise.
export const SHOULD = [
  'Summarise the file alpha.csv',
  'Count the lines of the tsv export bravo.tsv',
  'Check the excel workbook charlie.xlsx for totals',
  'What columns does delta.csv have',
  'Read the tsv echo.tsv and tell me the totals',
  'Pivot the excel sheet foxtrot.xlsx by month',
  'Sort the csv golf.csv by date',
  'Convert the tsv hotel.tsv to a report',
  'List the sheets of the excel file india.xlsx',
  'Find duplicate rows in juliet.csv',
  'Count the lines of the tsv export kilo.tsv',
  'Check the excel workbook lima.xlsx for totals',
  'Summarise the file mike.csv',
  'Read the tsv november.tsv and tell me the totals',
  'Pivot the excel sheet oscar.xlsx by month',
  'What columns does papa.csv have',
  'Convert the tsv quebec.tsv to a report',
  'List the sheets of the excel file romeo.xlsx',
  'Sort the csv sierra.csv by date',
  'Count the lines of the tsv export tango.tsv'
]
export const TOPICS = ['csv', 'tsv', 'excel']
const NONE = ['Write a limerick about a cat', 'Book a table for two tonight', 'Plan my week']
const PDF = ['Extract the text from invoice.pdf', 'Merge these two pdf files', 'Split report.pdf']

export async function makeTablesRepository(description: string): Promise<SkillUnderTest> {
  const root = await makeTempDir('improve-repo')
  const write = async (rel: string, text: string) => {
    await mkdir(path.dirname(path.join(root, rel)), { recursive: true })
    await writeFile(path.join(root, rel), text)
  }
  await write(
    'tables/SKILL.md',
    `---\nname: tables\ndescription: ${description}\nlicense: MIT\n---\n\n# Tables\n\nRead the table and report its shape.\n`
  )
  const item = (q: string) => `    - "${q}"`
  await write(
    'tables/tests/eval.yaml',
    [
      'triggers:',
      '  should:',
      ...SHOULD.map(item),
      '  should_not:',
      ...NONE.map(item),
      ...PDF.map((q) => `    - { query: "${q}", expected_skill: pdf }`)
    ].join('\n') + '\n'
  )
  await write(
    'pdf/SKILL.md',
    '---\nname: pdf\ndescription: Extract text from PDF files and merge PDFs.\n---\n\n# pdf\n'
  )
  const read = await readSkill({ dir: path.join(root, 'tables'), rootDir: root, rootGiven: root })
  return read.subject as SkillUnderTest
}

/** The description of `name` in the catalogue the agent was shown. */
export function catalogueDescription(body: MessagesRequestBody, name: string): string {
  const system = typeof body.system === 'string' ? body.system : JSON.stringify(body.system)
  const line = system.split('\n').find((l) => l.startsWith(`- ${name}: `))
  return line?.slice(`- ${name}: `.length) ?? ''
}

const words = (text: string) =>
  new Set(text.toLowerCase().match(/[a-z0-9]+(?:\.[a-z0-9]+)*/g) ?? [])

/**
 * An agent that loads `tables` when `activates(description, prompt)` says so, `pdf` on PDF
 * requests, and otherwise answers; and a judge that proposes `candidates(request text)`.
 */
export function world(
  activates: (descriptionWords: Set<string>, prompt: string) => boolean,
  candidates: (requestText: string) => string[]
): FakeHandler {
  return (body) => {
    if (forcedTool(body) === CANDIDATES_TOOL) {
      const text = JSON.stringify(body.messages)
      return toolUseReply(CANDIDATES_TOOL, {
        candidates: candidates(text).map((description) => ({ description }))
      })
    }
    if (!isTriggerRun(body)) throw new Error('unexpected request')
    const prompt = promptOf(body).toLowerCase()
    if (activates(words(catalogueDescription(body, 'tables')), prompt)) {
      return toolUseReply('Skill', { name: 'tables' })
    }
    if (prompt.includes('pdf')) return toolUseReply('Skill', { name: 'pdf' })
    return textReply('Done.')
  }
}

/** The hidden vocabulary: a table request loads the skill when the description names its topic. */
export const byTopic = (described: Set<string>, prompt: string): boolean =>
  TOPICS.some((t) => prompt.includes(t) && described.has(t))

/** File names of the should-prompts (alpha.csv, …): the words only those prompts have. */
export const fileNamesIn = (text: string): string[] => [
  ...new Set(text.match(/\b[a-z]+\.(?:csv|tsv|xlsx)\b/g) ?? [])
]

/** An agent that loads the skill only when the description names the prompt's own file. */
export const byFileName = (described: Set<string>, prompt: string): boolean =>
  fileNamesIn(prompt).some((f) => described.has(f))

/** The real client on the fake Messages API at `url`, without retries. */
export function llmAt(url: string, cacheDir: string | null = null): Llm {
  return createLlm({
    apiKey: 'test-key',
    baseURL: url,
    toolVersion: 'test',
    cacheDir,
    retry: { baseDelayMs: 1, maxRetries: 0 },
    env: {}
  })
}
