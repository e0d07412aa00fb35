// JUnit XML for test-report consumers (dorny/test-reporter, mikepenz/action-junit-report,
// EnricoMi/publish-unit-test-result-action). One testsuite per skill, one testcase per check:
//   composite and each static sub-score   pass, value in system-out
//   each anti-pattern flag                failure when it fired (all occurrences in the text)
//   each portability flag                 pass; when it fired, the finding is in system-out
//                                         (it only nudges the static layer score)
//   each rule finding (spec, profile …)   failure for severity error; pass with the message in
//                                         system-out for warning / notice (advisory, not a defect)
//   each costly layer in the report       pass when ok, skipped (not run), error (layer failed)
//   the skill's gate verdict              failure when the skill fails the gate
//   each skill error                      error
// and, when the A/B layer produced a verdict (unlike skill-validator's JUnit, this one never
// contradicts it: red appears exactly when the A/B part of the gate fails the skill):
//   "A/B verdict"                         failure when the A/B layer fails the gate (hurts;
//                                         completion regressed while required; not "helps" while
//                                         "helps" is required); otherwise skipped for
//                                         "insufficient evidence" (with the pairs needed), else pass
//   "A/B scenario N: NAME", one each      failure when the verdict case fails and this scenario
//                                         is worse (mean improvement < 0 or fewer completions with
//                                         the skill); else skipped without valid pairs, else pass
//                                         (a worse scenario under a passing verdict is noted in
//                                         system-out: noise the interval already accounts for)
// plus a final "gate" suite for the run-level verdict. xmlbuilder2 escapes markup characters and
// replaces characters XML 1.0 forbids, so untrusted text cannot break the document.
// The suites are built in junit/ (a skill's in skill-suite.ts, the agent layers' cases in
// agent-layers.ts, the run's gate and drift in run-suites.ts); this file writes them as XML.
import { create } from 'xmlbuilder2'
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js'
import type { DriftReport, RunReport } from '../model/index.js'
import type { Outcome, TestCase, TestSuite } from './junit/cases.js'
import { driftSuite, runGateSuite } from './junit/run-suites.js'
import { skillSuite } from './junit/skill-suite.js'

export interface JUnitOptions {
  /** Repo-relative prefix of the scanned root, so `file` attributes are repo-relative. */
  pathPrefix?: string
  /** A re-validation's drift: one more suite, a case per compared skill. */
  drift?: DriftReport
}

export function renderJUnit(report: RunReport, opts: JUnitOptions = {}): string {
  const suites = [
    ...report.skills.map((skill) => skillSuite(skill, opts)),
    runGateSuite(report),
    ...(opts.drift === undefined ? [] : [driftSuite(opts.drift)])
  ]
  const doc = create({ version: '1.0', encoding: 'UTF-8', invalidCharReplacement: '\ufffd' })
  const root = doc.ele('testsuites', {
    name: 'skill-ci',
    ...counts(suites.flatMap((s) => s.cases)),
    time: '0'
  })
  for (const suite of suites) writeSuite(root, suite, report.createdAt)
  return doc.end({ prettyPrint: true })
}

function counts(cases: TestCase[]): Record<'tests' | 'failures' | 'errors' | 'skipped', string> {
  const of = (kind: Outcome['kind']): string =>
    String(cases.filter((c) => c.outcome.kind === kind).length)
  return {
    tests: String(cases.length),
    failures: of('failure'),
    errors: of('error'),
    skipped: of('skipped')
  }
}

/**
 * xmlbuilder2's serializer leaves `&` alone when it already starts an entity (`&lt;`, `&#65;`), so
 * literal text such as "&lt;" would read back as "<". Turning every `&` into `&amp;` first makes
 * each one an entity the serializer keeps, and the parsed value is the original text.
 */
function literal(value: string): string {
  return value.replaceAll('&', '&amp;')
}

function literalAttributes(attributes: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(attributes).map(([name, value]) => [name, literal(value)])
  )
}

function writeSuite(root: XMLBuilder, suite: TestSuite, timestamp: string): void {
  const element = root.ele(
    'testsuite',
    literalAttributes({
      name: suite.name,
      ...counts(suite.cases),
      time: '0',
      timestamp,
      ...(suite.file === undefined ? {} : { file: suite.file })
    })
  )
  if (suite.properties.length > 0) {
    const properties = element.ele('properties')
    for (const [name, value] of suite.properties)
      properties.ele('property', literalAttributes({ name, value }))
  }
  for (const testCase of suite.cases) {
    const caseElement = element.ele(
      'testcase',
      literalAttributes({
        classname: testCase.classname,
        name: testCase.name,
        time: '0',
        ...(testCase.file === undefined ? {} : { file: testCase.file }),
        ...(testCase.line === undefined ? {} : { line: String(testCase.line) })
      })
    )
    const { outcome } = testCase
    if (outcome.kind === 'skipped')
      caseElement.ele('skipped', literalAttributes({ message: outcome.message }))
    if (outcome.kind === 'failure' || outcome.kind === 'error') {
      const child = caseElement.ele(
        outcome.kind,
        literalAttributes({ message: outcome.message, type: outcome.type })
      )
      if (outcome.text !== undefined) child.txt(literal(outcome.text))
    }
    if (testCase.systemOut !== undefined)
      caseElement.ele('system-out').txt(literal(testCase.systemOut))
  }
}
