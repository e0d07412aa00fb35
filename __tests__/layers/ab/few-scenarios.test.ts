import { describe, expect, it } from '@jest/globals'
import { fewScenariosFindings } from '../../../src/layers/ab/few-scenarios.js'
import { parseEvalYaml } from '../../../src/skill/eval-file.js'

const evalWith = (n: number) =>
  parseEvalYaml(
    `scenarios:\n${Array.from({ length: n }, (_, i) => `  - name: s${i}\n    prompt: do ${i}\n`).join('')}`,
    'csv/tests/eval.yaml'
  )

describe('fewScenariosFindings', () => {
  it('says before any call what too few scenarios cannot detect', () => {
    expect(fewScenariosFindings(evalWith(3), 'csv/SKILL.md')).toEqual([
      {
        ruleId: 'eval/few-scenarios',
        source: 'eval',
        severity: 'notice',
        file: 'csv/tests/eval.yaml',
        line: 1,
        // (t(.975, 2) + t(.8, 2)) · √((0.032 + 0.059/5) / 3) = (4.302653 + 1.060660) · 0.120830.
        message:
          '3 scenarios: at 5 runs each, expect "insufficient evidence" for effects below +0.65; about 11 scenarios detect a +0.2 effect 4 times in 5'
      }
    ])
    expect(fewScenariosFindings(evalWith(2), 'csv/SKILL.md')[0].message).toBe(
      '2 scenarios: the A/B run can say neither "helps" nor "hurts" below 3 scenarios; about 11 scenarios detect a +0.2 effect 4 times in 5'
    )
  })

  it('is silent when the scenarios suffice, or there is no valid eval file', () => {
    expect(fewScenariosFindings(evalWith(11), 'csv/SKILL.md')).toEqual([])
    expect(fewScenariosFindings({ ok: 'absent' }, 'csv/SKILL.md')).toEqual([])
  })
})
