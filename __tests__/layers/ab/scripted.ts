// A scripted A/B world shared by the layer and CLI tests: a skill with tests/eval.yaml and a
// fixture, an agent that uses the skill only when it is offered, and a position-consistent judge.
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import {
  forcedTool,
  messageReply,
  textReply,
  toolUseReply,
  verdictReply,
  type FakeHandler,
  type FakeItem,
  type MessagesRequestBody
} from '../../fakes/anthropic-server.js'
import { makeTempDir } from '../../../src/agent/workdir.js'
import type { SkillUnderTest } from '../../../src/layers/types.js'

export const EVAL = `scenarios:
  - name: Summarise
    prompt: Summarise data.csv into summary.md
    setup:
      files:
        - { path: data.csv, source: tests/fixtures/data.csv }
    assertions:
      - { type: file_contains, path: summary.md, value: "rows: 2" }
      - { type: output_contains, value: done }
    rubric: [Counts rows, Writes the file]
  - name: Again
    prompt: Summarise data.csv again
    setup:
      files:
        - { path: data.csv, source: tests/fixtures/data.csv }
    assertions:
      - { type: file_exists, path: summary.md }
`

/** A third scenario: with fewer than three, no helps or hurts verdict is possible. */
export const THIRD_SCENARIO = `  - name: Once more
    prompt: Summarise data.csv once more
    setup:
      files:
        - { path: data.csv, source: tests/fixtures/data.csv }
    assertions:
      - { type: file_exists, path: summary.md }
`

export async function makeSkill(name: string, scenarios: 2 | 3 = 2): Promise<SkillUnderTest> {
  const dir = await makeTempDir(`skill-${name}`)
  await mkdir(path.join(dir, 'tests/fixtures'), { recursive: true })
  await writeFile(
    path.join(dir, 'SKILL.md'),
    `---\nname: ${name}\ndescription: Summarise CSV files\n---\nCount rows.`
  )
  await writeFile(
    path.join(dir, 'tests/eval.yaml'),
    scenarios === 3 ? `${EVAL}${THIRD_SCENARIO}` : EVAL
  )
  await writeFile(path.join(dir, 'tests/fixtures/data.csv'), 'a,b\n1,2\n3,4\n')
  return {
    dir,
    relPath: name,
    skillFile: `${name}/SKILL.md`,
    name,
    content: 'Count rows.',
    frontmatter: {
      delimited: true,
      data: { name, description: 'Summarise CSV files' },
      keyLines: {},
      bodyStartLine: 4
    }
  }
}

export const turnOf = (body: MessagesRequestBody): number =>
  body.messages.filter((m) => m.role === 'assistant').length
export const hasSkillTool = (body: MessagesRequestBody): boolean =>
  ((body.tools ?? []) as { name: string }[]).some((t) => t.name === 'Skill')
/** An agent turn: it offers tools to act with. Judges are offered only their forced verdict tool. */
export const isAgentTurn = (body: MessagesRequestBody): boolean =>
  Boolean(body.tools) && forcedTool(body) === undefined

/** A scripted agent: with the skill it loads it and writes the summary; without, it only reads. */
export function agent(body: MessagesRequestBody): FakeItem {
  const turn = turnOf(body)
  if (hasSkillTool(body)) {
    const name = String(body.system).match(/^- ([^:]+):/m)?.[1] ?? ''
    if (turn === 0)
      return messageReply([
        { type: 'tool_use', id: 'u1', name: 'Skill', input: { name } },
        { type: 'tool_use', id: 'u2', name: 'Skill', input: { name, file: 'tests/eval.yaml' } },
        { type: 'tool_use', id: 'u3', name: 'read_file', input: { path: '../tests/eval.yaml' } },
        { type: 'tool_use', id: 'u4', name: 'read_file', input: { path: 'data.csv' } }
      ])
    if (turn === 1)
      return toolUseReply('write_file', { path: 'summary.md', content: 'rows: 2' }, { id: 'u5' })
    return textReply('done: 2 rows')
  }
  if (turn === 0) return toolUseReply('read_file', { path: 'data.csv' }, { id: 'b1' })
  return textReply('done')
}

/** A position-consistent judge that prefers the response saying "2 rows". */
export function judge(body: MessagesRequestBody): FakeItem {
  const prompt = String(body.messages[0].content)
  const criteria = (prompt.split('## Rubric Criteria\n')[1] ?? '')
    .split('\n')
    .filter((line) => /^\d+\. /.test(line)).length
  const b = prompt.indexOf('## Response B')
  const skillIs = prompt.indexOf('done: 2 rows') > b ? 'B' : 'A'
  return verdictReply({
    rubric_results: Array.from({ length: criteria }, (_, i) => ({
      criterion: i + 1,
      winner: skillIs,
      magnitude: 'much-better',
      reasoning: ''
    })),
    overall_winner: skillIs,
    overall_magnitude: 'slightly-better',
    overall_reasoning: ''
  })
}

/** The world the layer talks to: agent turns go to `agentReply`, the rest to the judge. */
export const scriptedWorld =
  (agentReply: (body: MessagesRequestBody) => FakeItem = agent): FakeHandler =>
  (body) =>
    isAgentTurn(body) ? agentReply(body) : judge(body)
