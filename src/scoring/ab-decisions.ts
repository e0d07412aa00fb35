// The A/B decisions of a run, made once every skill has been evaluated: the effect tests (helps /
// hurts) of all skills form one family and the completion-regression tests another, each
// adjusted by the run's multiplicity rule, so a pull request touching many skills that change
// nothing does not fail on chance alone. Verdicts, regressions and the A/B gate failures are then
// decided on the adjusted p-values.
import {
  type AbResult,
  type AbTest,
  type HarnessAb,
  type MultiplicityRule,
  type SkillReport
} from '../model/index.js'
import { abResultOf, harnessAbResult } from '../model/records.js'
import { decideAb, pText } from '../stats/ab-verdict-rule.js'
import { adjustPValues } from '../stats/multiplicity.js'

export const DEFAULT_MULTIPLICITY: MultiplicityRule = 'holm'

/** The p-value a test decides with: adjusted when it is part of a family. */
const decidingP = (t: AbTest): number | null => t.adjustedP ?? t.p

/** Verdict, completion regression and gate failures of one record, from its tests as they stand. */
function decide(r: AbResult): AbResult {
  const { tests } = r
  const adjusted = tests.rule !== 'none' && tests.effect.familySize > 1
  const { verdict, reason } = decideAb(
    {
      estimate: r.improvement ?? NaN,
      equivalence: r.equivalence,
      limit: r.limit,
      scenarios: r.ci.scenarios
    },
    decidingP(tests.effect),
    {
      minImprovement: r.minImprovement,
      alpha: tests.alpha,
      requireSignificance: r.requireSignificance
    },
    adjusted ? `${tests.rule === 'holm' ? 'Holm' : 'BH'}-adjusted p` : 'p'
  )
  const c = r.completion
  const completionP = decidingP(tests.completion)
  const regressed =
    c.withSkill !== null &&
    c.baseline !== null &&
    c.withSkill < c.baseline &&
    completionP !== null &&
    completionP < tests.alpha
  const failures: string[] = []
  if (verdict === 'hurts') failures.push(`A/B: the skill hurts (${reason})`)
  else if (r.gate.requireHelps && verdict !== 'helps') {
    failures.push(`A/B: "helps" required, verdict ${verdict.replaceAll('_', ' ')} (${reason})`)
  }
  if (r.gate.requireCompletion && regressed) {
    failures.push(
      `A/B: completion regressed (${c.withSkill} vs ${c.baseline}; p ${pText(completionP)})`
    )
  }
  return {
    ...r,
    verdict,
    reason,
    completion: { ...c, regressed },
    gate: { ...r.gate, failures }
  }
}

/** The tests of one kind across the records, adjusted together; undefined outside the family. */
function family(
  records: readonly (AbResult | undefined)[],
  pOf: (r: AbResult) => number | null,
  rule: MultiplicityRule
): (AbTest | undefined)[] {
  const members = records.flatMap((r, i) => {
    const p = r === undefined ? null : pOf(r)
    return p === null ? [] : [{ i, p }]
  })
  const adjusted = adjustPValues(
    members.map((m) => m.p),
    rule
  )
  const out: (AbTest | undefined)[] = records.map(() => undefined)
  members.forEach(({ i, p }, k) => {
    out[i] = { p, adjustedP: adjusted[k], familySize: members.length }
  })
  return out
}

/** Every A/B record of the run decided on p-values adjusted across the records. */
export function adjustAbResults(
  records: readonly (AbResult | undefined)[],
  rule: MultiplicityRule
): (AbResult | undefined)[] {
  const effect = family(records, (r) => r.tests.effect.p, rule)
  const completion = family(
    records,
    (r) => (r.gate.requireCompletion ? r.tests.completion.p : null),
    rule
  )
  const outside = (t: AbTest): AbTest => ({ p: t.p, adjustedP: null, familySize: 0 })
  return records.map((r, i) =>
    r === undefined
      ? undefined
      : decide({
          ...r,
          tests: {
            ...r.tests,
            rule,
            effect: effect[i] ?? outside(r.tests.effect),
            completion: completion[i] ?? outside(r.tests.completion)
          }
        })
  )
}

/**
 * With several harnesses: each harness's verdicts decided across the run's skills on that harness
 * (one family per harness), and each record's own fields again those of its first harness with a
 * verdict.
 */
function adjustPerHarness(
  records: readonly (AbResult | undefined)[],
  rule: MultiplicityRule
): (AbResult | undefined)[] {
  const names = [...new Set(records.flatMap((r) => (r?.agents ?? []).map((a) => a.harness)))]
  const agents = records.map((r) => (r?.agents === undefined ? undefined : [...r.agents]))
  for (const name of names) {
    const column = agents.map((list) => {
      const entry = list?.find((a) => a.harness === name)
      return entry === undefined ? undefined : harnessAbResult(entry)
    })
    adjustAbResults(column, rule).forEach((decided, i) => {
      const list = agents[i]
      const at = list?.findIndex((a) => a.harness === name) ?? -1
      if (decided !== undefined && list !== undefined && at >= 0) {
        list[at] = { ...decided, harness: name } as HarnessAb
      }
    })
  }
  return records.map((r, i) => {
    const list = agents[i]
    if (r === undefined || list === undefined) return r
    const first = list.flatMap((a) => {
      const result = harnessAbResult(a)
      return result === undefined ? [] : [result]
    })[0]
    if (first === undefined) return { ...r, agents: list }
    const { harness: _harness, ...own } = first
    return { ...(own as AbResult), agents: list }
  })
}

/** The skills with their A/B records decided across the run (`adjustAbResults`). */
export function adjustAbReports(
  reports: readonly SkillReport[],
  rule: MultiplicityRule
): SkillReport[] {
  const records = reports.map((s) => abResultOf(s.layers.ab))
  const adjusted = records.some((r) => r?.agents !== undefined)
    ? adjustPerHarness(records, rule)
    : adjustAbResults(records, rule)
  return reports.map((s, i) => {
    const ab = adjusted[i]
    return ab === undefined ? s : { ...s, layers: { ...s.layers, ab } }
  })
}

/**
 * The A/B layer's gate failures of a record: its own, or with several harnesses every harness's,
 * each named after it.
 */
export function abGateFailures(record: AbResult | undefined): string[] {
  if (record === undefined) return []
  if (record.agents === undefined) return record.gate.failures
  return record.agents.flatMap((a) => {
    const result = harnessAbResult(a)
    return (result?.gate.failures ?? []).map((f) => `on ${a.harness}: ${f}`)
  })
}
