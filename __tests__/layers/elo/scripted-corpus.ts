// Scripted skills and pairwise judges for the Elo tests: skills whose text carries a hidden
// quality, and judges (answering through the real SDK client against the fake Messages API) that
// prefer the better hidden quality, the longer skill, or whatever is shown in position A.
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import {
  verdictReply,
  type FakeHandler,
  type MessagesRequestBody
} from '../../fakes/anthropic-server.js'

export interface ScriptedSkill {
  name: string
  quality: number
  /** Body lines besides the marker (length for the longer-skill judge). */
  lines: number
}

/** Writes `plugins/<plugin>/skills/<name>/SKILL.md` under `root`. */
export async function writeScriptedSkill(
  root: string,
  plugin: string,
  skill: ScriptedSkill
): Promise<string> {
  const dir = path.join(root, 'plugins', plugin, 'skills', skill.name)
  await mkdir(dir, { recursive: true })
  const body = Array.from({ length: skill.lines }, (_, i) => `- Step ${i + 1} of ${skill.name}.`)
  await writeFile(
    path.join(dir, 'SKILL.md'),
    [
      '---',
      `name: ${skill.name}`,
      `description: Handles ${skill.name} tasks. Use when the user asks for ${skill.name}.`,
      '---',
      `# ${skill.name}`,
      '',
      `Hidden quality ${skill.quality}.`,
      '',
      ...body,
      ''
    ].join('\n')
  )
  return dir
}

/** The two skills of a pairwise request, in the order shown. */
function shownSkills(body: MessagesRequestBody): [string, string] {
  const content = body.messages[0]?.content ?? ''
  const prompt =
    typeof content === 'string'
      ? content
      : (content as Array<{ text?: string }>).map((b) => b.text ?? '').join('')
  const b = prompt.indexOf('## Skill B')
  return [prompt.slice(0, b), prompt.slice(b)]
}

const qualityOf = (text: string): number => Number(/Hidden quality (\d+)/.exec(text)?.[1] ?? NaN)

const verdict = (winner: 'A' | 'B' | 'tie') =>
  verdictReply({ winner, reasoning: `scripted: ${winner}` })

/** Prefers the higher hidden quality, whichever position it is in. */
export const qualityJudge: FakeHandler = (body) => {
  const [a, b] = shownSkills(body).map(qualityOf) as [number, number]
  return verdict(a > b ? 'A' : a < b ? 'B' : 'tie')
}

/** Prefers the longer skill. */
export const longerJudge: FakeHandler = (body) => {
  const [a, b] = shownSkills(body).map((s) => s.length) as [number, number]
  return verdict(a > b ? 'A' : a < b ? 'B' : 'tie')
}

/** Always prefers the skill shown first. */
export const positionAJudge: FakeHandler = () => verdict('A')

/** Spearman's rank correlation (no ties in the scripted qualities). */
export function spearman(x: readonly number[], y: readonly number[]): number {
  const rank = (v: readonly number[]) => {
    const order = v.map((value, i) => ({ value, i })).sort((p, q) => p.value - q.value)
    const r = new Array<number>(v.length)
    order.forEach((o, k) => (r[o.i] = k))
    return r
  }
  const rx = rank(x)
  const ry = rank(y)
  const n = x.length
  let d2 = 0
  for (let i = 0; i < n; i++) d2 += (rx[i]! - ry[i]!) ** 2
  return 1 - (6 * d2) / (n * (n * n - 1))
}
