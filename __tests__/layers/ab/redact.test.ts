import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { makeTempDir } from '../../../src/agent/workdir.js'
import { redactorFor, skillMarks, REDACTED } from '../../../src/layers/ab/redact.js'

const BODY = [
  '---',
  'name: csv-summary',
  'description: Summarise CSV files',
  '---',
  '# CSV summary rules for analysts',
  '## Usage',
  'Always count the header row separately from the data rows before you report totals.',
  'See references/format.md for the layout.'
].join('\n')

async function marks() {
  const dir = await makeTempDir('redact-skill')
  await mkdir(path.join(dir, 'references'))
  await mkdir(path.join(dir, 'scripts'))
  await writeFile(path.join(dir, 'SKILL.md'), BODY)
  await writeFile(path.join(dir, 'references/format.md'), 'x')
  await writeFile(path.join(dir, 'scripts/count.py'), 'x')
  return skillMarks('csv-summary', dir, BODY)
}

describe('redaction before judging', () => {
  it('removes the name, the file paths and copied phrases of the skill, counting each passage', async () => {
    const redact = redactorFor(await marks(), 'Summarise data.csv into summary.md')
    const out = redact(
      [
        'Following the csv-summary skill (see SKILL.md and references/format.md), I ran scripts/count.py.',
        'I made sure to count the header row separately from the data rows before you report totals.',
        'CSV Summary Rules for Analysts applied. Usage: none.'
      ].join('\n')
    )
    expect(out.text).toBe(
      [
        `Following the ${REDACTED} skill (see ${REDACTED} and ${REDACTED}), I ran ${REDACTED}.`,
        `I made sure to ${REDACTED}.`,
        `${REDACTED} applied. Usage: none.`
      ].join('\n')
    )
    expect(out.count).toBe(6)
  })

  it('treats both arms alike and leaves ordinary text and the task’s own words alone', async () => {
    const m = await marks()
    // The task repeats a sentence of the skill: saying it again is no sign of the skill.
    const task =
      'Always count the header row separately from the data rows before you report totals.'
    const redact = redactorFor(m, task)
    const plain = 'I counted 2 rows in data.csv; the header row is separate. Summary written.'
    expect(redact(plain)).toEqual({ text: plain, count: 0 })
    expect(redact(`${task} csv summary done`)).toEqual({
      text: `${task} ${REDACTED} done`,
      count: 1
    })
    // "csvsummary" or "csv-summary2" are other words, not the name.
    expect(redact('csv-summary2 csvsummary').count).toBe(0)
  })
})
