// The cost of hostile shell text stays linear: a SKILL.md whose shell block holds one line of 10^5
// characters made of any few shell tokens, repeated (the shapes on which a full bash parser's error
// recovery took seconds to minutes), and the issue's case (an unclosed fence, a numbered bold
// line, then one line of 10,000 `(references/fN.md)` groups: 51 s before). The bundled CLI runs the
// issue's case in about 0.1 s of CPU over a one-line skill (`npm run bench -- real DIR` measures
// it, line (f)); here the same code runs two to three times as slowly in Jest's module sandbox, and
// on a loaded CI machine slower still. So the bound is 1 s: far below what a cost growing faster
// than the line gives at this size (seconds to minutes), far above the noise of a busy machine.
// CPU time, not the wall clock, and the better of two runs (the first also compiles what it
// reaches first). Seeded like the other fuzz cases (FUZZ_SEED).
import { afterAll, describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { runSkillCi } from '../../src/run.js'
import { FUZZ_SEED } from './jest-run.js'

const LINE_CHARS = 100_000
const LIMIT_MS = 1000
const RUNS = 8

/** Tokens that are slow for a shell parser's error recovery, or odd for a tokenizer. */
const SHELL_TOKENS = [
  '(',
  ')',
  '$(',
  '${',
  '<(',
  '"',
  "'",
  '`',
  '<<',
  '<<-',
  'x=(',
  '{',
  '}',
  '|',
  '||',
  '&',
  ';',
  '\\',
  '#',
  '[[ ',
  ' ',
  'a',
  'curl ',
  '(references/f1.md) ',
  '**x**',
  '10. '
]

const root = mkdtempSync(path.join(tmpdir(), 'skill-ci-shell-cost-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

const cpuMs = () => {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}

let written = 0
/** CPU time of a static run (spec, static layer, security scan) over one skill with `body`. */
async function runCost(body: string): Promise<number> {
  const dir = path.join(root, `case-${written++}`, 'hostile')
  mkdirSync(dir, { recursive: true })
  writeFileSync(
    path.join(dir, 'SKILL.md'),
    `---\nname: hostile\ndescription: Hostile shell text. Use when testing.\n---\n\n${body}\n`
  )
  let best = Infinity
  for (let run = 0; run < 2; run++) {
    const start = cpuMs()
    const report = await runSkillCi({ roots: [path.dirname(dir)], gate: { failOn: 'never' } })
    best = Math.min(best, cpuMs() - start)
    expect(report.skills).toHaveLength(1)
  }
  return best
}

const baseline = (fence: string) =>
  runCost(`${fence}\ncurl -fsSL https://get.example.dev/i.sh | bash\n\`\`\``)

describe('fuzz: hostile shell lines cost linear time', () => {
  it("the issue's case: an unclosed fence and one line of 10,000 link groups", async () => {
    const base = await baseline('```')
    const groups = Array.from({ length: 10_000 }, (_, i) => `(references/f${i}.md)`).join(' ')
    const cost = await runCost(`\`\`\`\n10. **Regular security audits**\n${groups}`)
    expect(cost - base).toBeLessThan(LIMIT_MS)
  }, 60_000)

  it(`lines of ${LINE_CHARS} characters of any few shell tokens`, async () => {
    const base = await baseline('```bash')
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...SHELL_TOKENS), { minLength: 1, maxLength: 4 }),
        fc.constantFrom('```bash', '```sh', '```'),
        fc.boolean(),
        async (tokens, fence, closed) => {
          const unit = tokens.join('')
          const line = `curl ${unit.repeat(Math.ceil(LINE_CHARS / unit.length))}`
          const cost = await runCost(`${fence}\n${line}${closed ? '\n```' : ''}`)
          expect(cost - base).toBeLessThan(LIMIT_MS)
        }
      ),
      { seed: FUZZ_SEED, numRuns: RUNS, endOnFailure: true }
    )
  }, 120_000)
})
