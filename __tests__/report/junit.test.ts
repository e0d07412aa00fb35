import { describe, expect, it } from '@jest/globals'
import { create } from 'xmlbuilder2'
import { renderJUnit } from '../../src/report/junit.js'
import { oneLine } from '../../src/report/text.js'
import type { RunReport } from '../../src/model/index.js'
import { abReport, abResult, pair } from './ab-fixtures.js'
import { HOSTILE, mixedReport, runReport, skill } from './fixtures.js'

/** The slice of the DOM Element interface these tests read (the project has no DOM lib types). */
interface Element {
  nodeName: string
  textContent: string | null
  childNodes: ArrayLike<Element>
  getAttribute(name: string): string | null
}

/** Parses the XML back (throws on malformed input) and returns the root element. */
function parseXml(xml: string): Element {
  return create(xml).root().node as unknown as Element
}

const attrs = (element: Element, ...names: string[]): Record<string, string | null> =>
  Object.fromEntries(names.map((name) => [name, element.getAttribute(name)]))

const children = (element: Element, tag: string): Element[] =>
  Array.from(element.childNodes).filter(
    (node): node is Element => node.nodeName === tag
  ) as Element[]

describe('renderJUnit', () => {
  const xml = renderJUnit(mixedReport(), { pathPrefix: 'repo/sub' })
  const root = parseXml(xml)
  const suites = children(root, 'testsuite')
  const suite = (name: string): Element => {
    const found = suites.find((s) => s.getAttribute('name') === name)
    if (!found) throw new Error(`no suite ${name}`)
    return found
  }
  const testcase = (suiteName: string, name: string): Element => {
    const found = children(suite(suiteName), 'testcase').find(
      (c) => c.getAttribute('name') === name
    )
    if (!found) throw new Error(`no testcase ${name} in ${suiteName}`)
    return found
  }

  it('writes an XML declaration and totals that match the children', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
    expect(root.nodeName).toBe('testsuites')
    // good 18, weak 20, broken 2, hostile 20, run gate 1 (see the per-suite test below).
    expect(attrs(root, 'tests', 'failures', 'errors', 'skipped')).toEqual({
      tests: '61',
      failures: '7',
      errors: '2',
      skipped: '1'
    })
    expect(suites.map((s) => s.getAttribute('name'))).toEqual([
      'skills/good',
      'skills/weak',
      'skills/broken',
      'skills/hostile|name',
      'gate'
    ])
  })

  it('counts each suite from its testcases', () => {
    // weak: composite + 7 sub-scores + 6 anti-pattern flags + 3 portability flags + 2 findings + gate.
    expect(
      attrs(suite('skills/weak'), 'tests', 'failures', 'errors', 'skipped', 'file', 'timestamp')
    ).toEqual({
      tests: '20',
      failures: '4',
      errors: '0',
      skipped: '0',
      file: 'repo/sub/skills/weak/SKILL.md',
      timestamp: '2026-11-21T12:00:00.000Z'
    })
    expect(attrs(suite('skills/broken'), 'tests', 'failures', 'errors')).toEqual({
      tests: '2',
      failures: '1',
      errors: '1'
    })
    expect(attrs(suite('skills/good'), 'tests', 'failures')).toEqual({ tests: '18', failures: '0' })
  })

  it('reports fired anti-patterns as failures with type, message, file, line and a location hint', () => {
    const missing = testcase('skills/weak', 'anti-pattern MISSING_TRIGGER')
    expect(attrs(missing, 'classname', 'file', 'line', 'time')).toEqual({
      classname: 'skills/weak.static',
      file: 'repo/sub/skills/weak/SKILL.md',
      line: '3',
      time: '0'
    })
    const [failure] = children(missing, 'failure')
    expect(attrs(failure, 'type', 'message')).toEqual({
      type: 'MISSING_TRIGGER',
      message: 'description has no trigger phrase'
    })
    expect(failure.textContent).toContain('(repo/sub/skills/weak/SKILL.md:3:1)')
    expect(children(testcase('skills/weak', 'anti-pattern BLOATED_SKILL'), 'failure')).toHaveLength(
      0
    )
  })

  it('keeps sub-score values, warning notes, skipped layers, gate failures and errors', () => {
    const sub = testcase('skills/weak', 'sub-score frontmatter_quality')
    expect(children(sub, 'system-out')[0].textContent).toBe('frontmatter_quality = 0.6')
    const warning = testcase('skills/weak', 'profile/size-large at skills/weak/SKILL.md')
    expect(children(warning, 'failure')).toHaveLength(0)
    expect(children(warning, 'system-out')[0].textContent).toBe(
      'warning: description is long (repo/sub/skills/weak/SKILL.md:1:1)'
    )
    const specError = testcase('skills/weak', 'spec/name-directory at skills/weak/SKILL.md:2')
    expect(attrs(children(specError, 'failure')[0], 'type')).toEqual({
      type: 'spec/name-directory'
    })
    const gate = children(testcase('skills/weak', 'gate'), 'failure')[0]
    expect(gate.getAttribute('message')).toBe('composite 55.3 is below fail-under 60')
    const yaml = children(testcase('skills/broken', 'error YAML_PARSE'), 'error')[0]
    expect(attrs(yaml, 'type', 'message')).toEqual({
      type: 'YAML_PARSE',
      message: 'bad indentation'
    })
    const judge = testcase('skills/hostile|name', 'layer judge')
    expect(children(judge, 'skipped')[0].getAttribute('message')).toMatch(/^skipped: evil \| pipe/)
    const portability = testcase('skills/weak', 'portability CLAUDE_TOOL_PROSE')
    expect(children(portability, 'system-out')[0].textContent).toContain('mentions the Read tool')
    expect(children(testcase('gate', 'run gate'), 'failure')[0].textContent).toBe(
      'skills/weak: composite below 60\nskills/broken: could not be scored'
    )
  })

  it('escapes hostile text and replaces characters XML 1.0 forbids', () => {
    const error = children(testcase('skills/hostile|name', 'error READ_FAILED'), 'error')[0]
    // Text content is the message on one inert line: line breaks, controls and bidi marks visible.
    expect(error.textContent).toContain(oneLine(HOSTILE, 4000))
    expect(error.textContent).toContain('\\x07bell \\u202Egnp.exe')
    expect(error.getAttribute('message')).toContain('<script>alert(1)</script> <!-- hide -->')
    expect(xml).not.toContain('\u0007')
    expect(xml).not.toContain('<script>')
    const property = children(
      children(suite('skills/hostile|name'), 'properties')[0],
      'property'
    )[0]
    expect(property.getAttribute('name')).toBe('name')
    expect(property.getAttribute('value')).toContain('"q" \'s\' & ')
  })

  it('stays well-formed with NUL, lone surrogates and CDATA terminators', () => {
    const nasty = 'a\u0000b\ud800c]]>d\uffffe'
    const report = runReport([
      skill({ path: nasty, errors: [{ code: ']]>', message: nasty, file: nasty }] })
    ])
    const parsed = parseXml(renderJUnit(report))
    const [skillSuite] = children(parsed, 'testsuite')
    expect(skillSuite.getAttribute('name')).toBe('a\\x00b\ufffdc]]>d\ufffde')
  })
})

describe('renderJUnit: the A/B layer (never contradicts the verdict)', () => {
  const abCases = (report: RunReport): Element[] => {
    const [skillSuite] = children(parseXml(renderJUnit(report)), 'testsuite')
    return children(skillSuite, 'testcase').filter((c) =>
      c.getAttribute('name')!.startsWith('A/B ')
    )
  }
  const outcome = (testcase: Element): [string, string | null, string | null] => {
    for (const kind of ['failure', 'error', 'skipped']) {
      const [element] = children(testcase, kind)
      if (element) return [kind, element.getAttribute('type'), element.getAttribute('message')]
    }
    return ['pass', null, null]
  }
  const hurts = 'A/B: the skill hurts (CI entirely below 0)'

  it('names the agent model and harness of the A/B numbers in the skill suite properties', () => {
    const harness = { name: 'claude-code' as const, version: '0.3.332' }
    const report = abReport(abResult({ agentHarness: harness }))
    const [skillSuite] = children(parseXml(renderJUnit(report)), 'testsuite')
    const properties = children(children(skillSuite, 'properties')[0], 'property').map((p) => [
      p.getAttribute('name'),
      p.getAttribute('value')
    ])
    expect(properties).toEqual(
      expect.arrayContaining([
        ['ab.agent-model', 'claude-haiku-4-5'],
        ['ab.harness', 'claude-code 0.3.332']
      ])
    )
  })

  it('passes a "helps" skill, noting a worse scenario in system-out instead of failing it', () => {
    const cases = abCases(abReport(abResult()))
    expect(cases.map((c) => [c.getAttribute('name'), c.getAttribute('classname')])).toEqual([
      ['A/B verdict', 'skills/a.ab'],
      ['A/B scenario 1: Make <b>a</b> | pipe | `tick` @\u200bocto # heading <!-- x', 'skills/a.ab'],
      ['A/B scenario 2: second', 'skills/a.ab']
    ])
    expect(cases.map(outcome)).toEqual([
      ['pass', null, null],
      ['pass', null, null],
      ['pass', null, null]
    ])
    expect(children(cases[0], 'system-out')[0].textContent).toBe(
      [
        'helps · improvement +6.5% (95% CI +1.2% to +11.8%; clustered-studentized-t, level 95%, n = 4 pairs, S = 2 scenarios, seed 7) · g −100.0% · skill loaded in 3/4 runs · $1.23',
        'interval: clustered-studentized-t, level 95%, n = 4 pairs, S = 2 scenarios, seed 7',
        'Improvement 6.5% ≥ 5.0% and CI above 0',
        'tests (decide below 0.05, Holm multiplicity adjustment): effect p 0.00400, Holm-adjusted 0.0120 across 3 skills; completion regression p 0.410, Holm-adjusted 1.00 across 3 skills; no-effect check on the 90% CI +2.0% to +11.0% inside ±5.0%',
        'One scenario note'
      ].join('\n')
    )
    expect(children(cases[2], 'system-out')[0].textContent).toBe(
      'improvement −12.0% over 2/2 valid pairs; completed 0/2 with the skill, 2/2 without\n' +
        'worse than the baseline, fewer completions with the skill, but the skill-level verdict is "helps"'
    )
  })

  it('fails "hurts" on the verdict and on the scenarios that are worse', () => {
    const ab = abResult({
      verdict: 'hurts',
      gate: { requireCompletion: true, requireHelps: false, failures: [hurts] }
    })
    const cases = abCases(abReport(ab))
    expect(cases.map(outcome)).toEqual([
      ['failure', 'ab_hurts', hurts],
      ['pass', null, null],
      [
        'failure',
        'ab_scenario_worse',
        'worse than the baseline, fewer completions with the skill: improvement −12.0% over 2/2 valid pairs; completed 0/2 with the skill, 2/2 without'
      ]
    ])
  })

  it('skips "insufficient evidence" with the scenarios needed, unless "helps" is required', () => {
    const insufficient = {
      verdict: 'insufficient_evidence' as const,
      needed: { scenarios: 12, runsPerScenario: 5, runNoiseDominates: false },
      reason: 'CI [−5.0%, +20.0%] too wide to decide at margin 5.0%'
    }
    expect(outcome(abCases(abReport(abResult(insufficient)))[0])).toEqual([
      'skipped',
      null,
      'insufficient evidence: CI [−5.0%, +20.0%] too wide to decide at margin 5.0%; about 12 scenarios at 5 run pairs each needed'
    ])
    const required = 'A/B: "helps" required, verdict insufficient evidence (CI too wide)'
    const cases = abCases(
      abReport(
        abResult({
          ...insufficient,
          gate: { requireCompletion: true, requireHelps: true, failures: [required] }
        })
      )
    )
    expect(cases.map((c) => outcome(c)[0])).toEqual(['failure', 'pass', 'failure'])
    expect(outcome(cases[0])[1]).toBe('ab_insufficient_evidence')
  })

  it('skips a scenario without valid pairs', () => {
    const ab = abResult({
      scenarios: [
        { name: 'judged badly', improvement: null, pairs: [pair(0, null), pair(1, null)] }
      ]
    })
    expect(outcome(abCases(abReport(ab))[1])).toEqual([
      'skipped',
      null,
      'no valid run pairs: improvement — over 0/2 valid pairs; completed 2/2 with the skill, 2/2 without'
    ])
  })

  it.each([
    ['helps', []],
    ['no_measurable_effect', []],
    ['no_measurable_effect', ['A/B: "helps" required, verdict no measurable effect (x)']],
    ['hurts', [hurts]],
    ['helps', ['A/B: completion regressed (0.5 vs 0.75)']],
    ['insufficient_evidence', []]
  ] as const)(
    'verdict %s with gate failures %j: red in JUnit exactly when the gate fails',
    (verdict, failures) => {
      const ab = abResult({
        verdict,
        gate: { requireCompletion: true, requireHelps: false, failures: [...failures] }
      })
      const red = abCases(abReport(ab)).some((c) => outcome(c)[0] === 'failure')
      expect(red).toBe(failures.length > 0)
    }
  )
})
