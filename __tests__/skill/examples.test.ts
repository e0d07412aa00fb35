// The examples are what a new user runs first: every skill under examples/ validates without an
// error, and every eval file there loads (changelog-writer's once held a plain scalar with `: `,
// which is not YAML, and nothing noticed until an A/B run).
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { runSkillCi } from '../../src/run.js'
import { loadEvalFile } from '../../src/skill/eval-file.js'
import { EVAL_YAML, EVALS_JSON } from '../../src/skill/eval/file-names.js'

const EXAMPLES = 'examples/skills'

const skillDirs = readdirSync(EXAMPLES, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => path.join(EXAMPLES, e.name))

describe('examples/', () => {
  it('every skill validates without an error finding', async () => {
    const report = await runSkillCi({ roots: [EXAMPLES], gate: { failOn: 'error' } })
    expect(report.skills.map((s) => s.path).sort()).toEqual(
      skillDirs.map((d) => path.basename(d)).sort()
    )
    const errors = report.skills.flatMap((s) =>
      [...s.findings.filter((f) => f.severity === 'error'), ...s.errors].map(
        (p) => `${p.file}:${p.line ?? ''} ${p.message}`
      )
    )
    expect(errors).toEqual([])
    expect(report.summary.gate).toEqual({ passed: true, reasons: [] })
  })

  it('every eval file loads', async () => {
    const withEval = skillDirs.filter(
      (d) => existsSync(path.join(d, EVAL_YAML)) || existsSync(path.join(d, EVALS_JSON))
    )
    expect(withEval.length).toBeGreaterThan(0)
    for (const dir of withEval) {
      const loaded = await loadEvalFile(dir, dir)
      expect([dir, loaded.ok === false ? loaded.errors : loaded.ok]).toEqual([dir, true])
    }
  })
})
