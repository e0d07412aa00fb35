// A scripted world both agent harnesses can run in: the model speaks each harness's tool names
// (the builtin loop's read_file…, Claude Code's Read…), so one script drives the A/B and
// activation layers on either harness. Shared by the parity suite and the Action's end-to-end
// test of the claude-code harness.
import {
  textReply,
  toolUseReply,
  type FakeItem,
  type FakeReply,
  type MessagesRequestBody
} from '../fakes/anthropic-server.js'
import { costUsd, priceFor } from '../../src/llm/index.js'
import { isAgentTurn, judge, turnOf } from './ab/scripted.js'

export const usage = { input_tokens: 50, output_tokens: 5 }

/** What the server billed for answers that each carried `billed` usage: one model per answer. */
export function billedUsd(
  models: readonly string[],
  billed: { input_tokens: number; output_tokens: number } = usage
): number {
  const tokens = {
    input: billed.input_tokens,
    output: billed.output_tokens,
    cacheRead: 0,
    cacheWrite: 0
  }
  return models.reduce((sum, model) => sum + costUsd(tokens, priceFor(model)), 0)
}

/** Tool names and argument names of each harness, for one scripted model. */
const speaks = (body: MessagesRequestBody) => {
  const claudeCode = ((body.tools ?? []) as { name: string }[]).some((t) => t.name === 'Read')
  return {
    skill: (name: string) =>
      toolUseReply('Skill', claudeCode ? { skill: name } : { name }, { usage }),
    read: (file: string) =>
      toolUseReply(
        claudeCode ? 'Read' : 'read_file',
        claudeCode ? { file_path: file } : { path: file },
        { usage }
      ),
    write: (file: string, content: string) =>
      toolUseReply(
        claudeCode ? 'Write' : 'write_file',
        claudeCode ? { file_path: file, content } : { path: file, content },
        { usage }
      )
  }
}
const offersSkill = (body: MessagesRequestBody): boolean =>
  ((body.tools ?? []) as { name: string }[]).some((t) => t.name === 'Skill')
/** The user's request: the first message (builtin), or its last text block (Claude Code). */
function promptOf(body: MessagesRequestBody): string {
  const content = body.messages[0]?.content
  if (typeof content === 'string') return content
  const texts = (content as { type: string; text?: string }[]).filter((b) => b.type === 'text')
  return texts.at(-1)?.text ?? ''
}
export const SCENARIO_PROMPT = 'Summarise data.csv into summary.md'

/** With the skill offered it loads it, reads the fixture and writes the summary; without, it only reads. */
export function agent(body: MessagesRequestBody): FakeItem {
  const turn = turnOf(body)
  const say = speaks(body)
  if (offersSkill(body)) {
    if (turn === 0) return say.skill('csv')
    if (turn === 1) return say.read('data.csv')
    if (turn === 2) return say.write('summary.md', 'rows: 2')
    return textReply('done: 2 rows', { usage })
  }
  if (turn === 0) return say.read('data.csv')
  return textReply('done', { usage })
}

/** Loads csv on requests about CSV files, nothing otherwise; a loaded skill's run then answers. */
function triggerModel(body: MessagesRequestBody): FakeItem {
  if (turnOf(body) > 0) return textReply('Summary written: rows 2', { usage })
  return /csv/i.test(promptOf(body))
    ? speaks(body).skill('csv')
    : textReply('Here you go.', { usage })
}

export const world = (body: MessagesRequestBody): FakeItem => {
  if (!isAgentTurn(body)) return { ...(judge(body) as FakeReply), usage }
  return promptOf(body) === SCENARIO_PROMPT ? agent(body) : triggerModel(body)
}

/** The skill of this world: csv, with trigger prompts and one scenario. */
export const SKILL_MD =
  '---\nname: csv\ndescription: Summarise CSV files. Use for any CSV request.\n---\nCount the rows, then write summary.md.\n'

export const EVAL = `triggers:
  should:
    - "Summarise the CSV file sales.csv"
  should_not:
    - "Write a poem about autumn"
scenarios:
  - name: Summarise
    prompt: Summarise data.csv into summary.md
    setup:
      files:
        - { path: data.csv, source: tests/fixtures/data.csv }
    assertions:
      - { type: file_contains, path: summary.md, value: "rows: 2" }
      - { type: output_contains, value: done }
    rubric: [Counts rows]
`
