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
import { create } from 'xmlbuilder2'
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js'
import { antiPatternFix, PORTABILITY_ADVICE } from './advice.js'
import {
  AB_VERDICT_LABEL,
  abIntervalFacts,
  abNeededText,
  abTestsLine,
  abVerdictLine,
  signedPercent
} from './ab.js'
import { eloFacts } from './elo.js'
import { eloMeaning } from '../scoring/elo-meaning.js'
import {
  abResultOf,
  harnessLabel,
  monteCarloResultOf,
  type HarnessInfo,
  type MonteCarloResult,
  type TriggerPromptResult,
  eloResultOf,
  type EloResult,
  AntiPatternSchema,
  PortabilityFindingSchema,
  type AbResult,
  type AntiPattern,
  type Composite,
  type Finding,
  type Gate,
  type PortabilityFinding,
  type RunReport,
  type SkillError,
  type SkillReport,
  type StaticLayer
} from '../model/index.js'
import { monteCarloHeadline, monteCarloLines } from './monte-carlo.js'
import { displayPath, REGRESSION_CLASSES, type DriftReport } from '../model/index.js'
import { formatLocation, formatScore, oneLine, printableName, repoPath } from './text.js'

export interface JUnitOptions {
  /** Repo-relative prefix of the scanned root, so `file` attributes are repo-relative. */
  pathPrefix?: string
  /** A re-validation's drift: one more suite, a case per compared skill. */
  drift?: DriftReport
}

type Outcome =
  | { kind: 'pass' }
  | { kind: 'failure' | 'error'; message: string; type: string; text?: string }
  | { kind: 'skipped'; message: string }

interface TestCase {
  classname: string
  name: string
  file?: string
  line?: number
  outcome: Outcome
  systemOut?: string
}

interface TestSuite {
  name: string
  file?: string
  properties: Array<[string, string]>
  cases: TestCase[]
}

const MESSAGE_CHARS = 500
/** Paths are cut longer than names: a consumer links them to files. */
const PATH_CHARS = 1000
/** A failure's body text has room for the whole message, still on one inert line. */
const TEXT_CHARS = 4000

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

/** What every testcase of one skill shares. */
interface SkillContext {
  /** A skill file's path as the consumer sees it (repo-relative). */
  at: (file: string) => string
  skillFile: string
  /** The classname prefix consumers group this skill's testcases by. */
  group: string
}

function skillSuite(skill: SkillReport, opts: JUnitOptions): TestSuite {
  // Paths come from folder names, which may hold line breaks or workflow commands: a test reporter
  // that prints them must read them as inert text.
  const at = (file: string): string => printableName(repoPath(file, opts.pathPrefix), PATH_CHARS)
  const skillFile = at(skill.path === '.' ? 'SKILL.md' : `${skill.path}/SKILL.md`)
  const suiteName = printableName(skill.path, PATH_CHARS)
  // A root skill ('.') has no folder to group by, so it is grouped by its name.
  const group = skill.path === '.' ? oneLine(skill.name, MESSAGE_CHARS) : suiteName
  const context: SkillContext = { at, skillFile, group }
  const ab = abResultOf(skill.layers.ab)
  const mc = monteCarloResultOf(skill.layers.monte_carlo)
  const elo = eloResultOf(skill.layers.elo)
  const cases: TestCase[] = [
    ...(skill.composite === null ? [] : [compositeCase(skill.composite, context)]),
    ...staticLayerCases(skill.layers.static, context),
    // A failed layer is its layer's own error case below, and a missed activation gate the
    // activation verdict's case, not a second finding case.
    ...skill.findings
      .filter((finding) => finding.source !== 'layer' && finding.source !== 'activation')
      .map((finding) => findingCase(finding, context)),
    ...costlyLayerCases(skill.layers, context),
    ...(ab === undefined ? [] : abCases(`${group}.ab`, skillFile, ab)),
    ...(mc === undefined ? [] : monteCarloCases(`${group}.monte_carlo`, skillFile, mc)),
    ...(elo === undefined ? [] : [eloCase(`${group}.elo`, skillFile, elo)]),
    ...(skill.gate === undefined ? [] : [skillGateCase(skill.gate, context)]),
    ...skill.errors.map((error) => errorCase(error, context))
  ]
  return { name: suiteName, file: skillFile, properties: skillProperties(skill), cases }
}

/** Which model and harness produced each agent layer's numbers. */
function agentProperties(skill: SkillReport): Array<[string, string]> {
  const layers: Array<[string, { agentModel: string; agentHarness?: HarnessInfo } | undefined]> = [
    ['ab', abResultOf(skill.layers.ab)],
    ['monte-carlo', monteCarloResultOf(skill.layers.monte_carlo)]
  ]
  return layers.flatMap(([key, r]): Array<[string, string]> =>
    r === undefined
      ? []
      : [
          [`${key}.agent-model`, r.agentModel],
          ...(r.agentHarness === undefined
            ? []
            : ([[`${key}.harness`, harnessLabel(r.agentHarness)]] as Array<[string, string]>))
        ]
  )
}

function skillProperties(skill: SkillReport): Array<[string, string]> {
  const name: [string, string] = ['name', oneLine(skill.name, MESSAGE_CHARS)]
  const { composite } = skill
  if (composite === null) return [name, ...agentProperties(skill)]
  return [
    name,
    ['composite', formatScore(composite.score)],
    ['grade', composite.grade],
    ['badge', composite.badge],
    ['penalty', String(composite.penalty)],
    ['confidence', composite.depthLabel],
    ...agentProperties(skill)
  ]
}

function compositeCase(composite: Composite, context: SkillContext): TestCase {
  return {
    classname: `${context.group}.static`,
    name: 'composite',
    file: context.skillFile,
    outcome: { kind: 'pass' },
    systemOut: `composite ${formatScore(composite.score)} (${composite.grade}), badge ${composite.badge}`
  }
}

/** Every sub-score, anti-pattern flag and portability flag, fired or not, so each is a check. */
function staticLayerCases(staticLayer: StaticLayer | undefined, context: SkillContext): TestCase[] {
  if (staticLayer === undefined) return []
  const subScores = Object.entries(staticLayer.subScores).map(([name, value]): TestCase => ({
    classname: `${context.group}.static`,
    name: `sub-score ${name}`,
    file: context.skillFile,
    outcome: { kind: 'pass' },
    systemOut: `${name} = ${value}`
  }))
  const antiPatterns = AntiPatternSchema.shape.flag.options.map((flag) =>
    antiPatternCase(
      flag,
      staticLayer.antiPatterns.filter((pattern) => pattern.flag === flag),
      context
    )
  )
  const portability = PortabilityFindingSchema.shape.flag.options.map((flag) =>
    portabilityCase(
      flag,
      staticLayer.portability.filter((finding) => finding.flag === flag),
      context
    )
  )
  return [...subScores, ...antiPatterns, ...portability]
}

/** A failure when the flag fired: the first occurrence places it, the text lists them all. */
function antiPatternCase(
  flag: AntiPattern['flag'],
  fired: AntiPattern[],
  context: SkillContext
): TestCase {
  const first = fired[0]
  return {
    classname: `${context.group}.static`,
    name: `anti-pattern ${flag}`,
    file: first === undefined ? context.skillFile : context.at(first.file),
    line: first?.line,
    outcome:
      first === undefined
        ? { kind: 'pass' }
        : {
            kind: 'failure',
            type: flag,
            message: oneLine(
              fired.length === 1
                ? first.description
                : `${first.description} (and ${fired.length - 1} more)`,
              MESSAGE_CHARS
            ),
            text: occurrenceLines(
              fired.map((pattern) => ({ ...pattern, message: pattern.description })),
              `Fix: ${antiPatternFix(first)}`,
              context
            )
          }
  }
}

/** Always a pass: a portability flag only nudges the static layer score. */
function portabilityCase(
  flag: PortabilityFinding['flag'],
  fired: PortabilityFinding[],
  context: SkillContext
): TestCase {
  return {
    classname: `${context.group}.static`,
    name: `portability ${flag}`,
    file: fired[0] === undefined ? context.skillFile : context.at(fired[0].file),
    line: fired[0]?.line,
    outcome: { kind: 'pass' },
    ...(fired.length === 0
      ? {}
      : {
          systemOut: occurrenceLines(fired, `Advice: ${PORTABILITY_ADVICE[flag].fix}`, context)
        })
  }
}

/** One line per occurrence with the location dorny's parsers read, then the advice. */
function occurrenceLines(
  occurrences: Array<{ message: string; file: string; line?: number }>,
  advice: string,
  context: SkillContext
): string {
  return [
    ...occurrences.map(
      (occurrence) =>
        `${occurrence.message} ${locationHint(context.at(occurrence.file), occurrence.line)}`
    ),
    advice
  ].join('\n')
}

/** Only an error finding fails; a warning or notice is advice, so it passes with its message. */
function findingCase(finding: Finding, context: SkillContext): TestCase {
  const file = context.at(finding.file)
  const advisory = `${finding.severity}: ${oneLine(finding.message, TEXT_CHARS)} ${locationHint(file, finding.line)}`
  return {
    classname: `${context.group}.${finding.source}`,
    name: `${finding.ruleId} at ${printableName(formatLocation(finding.file, finding.line), PATH_CHARS)}`,
    file,
    line: finding.line,
    ...(finding.severity === 'error'
      ? {
          outcome: {
            kind: 'failure',
            type: finding.ruleId,
            message: oneLine(finding.message, MESSAGE_CHARS),
            text: advisory
          }
        }
      : { outcome: { kind: 'pass' }, systemOut: advisory })
  }
}

/** One case per costly layer in the report: pass when it ran, error when it failed, else skip. */
function costlyLayerCases(layers: SkillReport['layers'], context: SkillContext): TestCase[] {
  return Object.entries(layers).flatMap(([layer, run]): TestCase[] => {
    if (layer === 'static' || run === undefined) return []
    const reason = oneLine(run.reason ?? run.status, MESSAGE_CHARS)
    return [
      {
        classname: `${context.group}.llm`,
        name: `layer ${layer}`,
        file: context.skillFile,
        outcome:
          run.status === 'ok'
            ? { kind: 'pass' }
            : run.status === 'error' || run.status === 'budget_exhausted'
              ? { kind: 'error', type: `layer_${run.status}`, message: reason }
              : { kind: 'skipped', message: `${run.status}: ${reason}` }
      }
    ]
  })
}

function skillGateCase(gate: Gate, context: SkillContext): TestCase {
  return {
    classname: `${context.group}.gate`,
    name: 'gate',
    file: context.skillFile,
    outcome: gateOutcome(gate)
  }
}

function errorCase(error: SkillError, context: SkillContext): TestCase {
  const file = context.at(error.file)
  return {
    classname: `${context.group}.errors`,
    name: `error ${error.code}`,
    file,
    line: error.line,
    outcome: {
      kind: 'error',
      type: error.code,
      message: oneLine(error.message, MESSAGE_CHARS),
      text: `${oneLine(error.message, TEXT_CHARS)} ${locationHint(file, error.line)}`
    }
  }
}

/** The rating, failed when it is below min-elo; the text lists every opponent. */
function eloCase(classname: string, file: string, r: EloResult): TestCase {
  const meaning = eloMeaning(r)
  const below = r.minElo !== undefined && r.rating < r.minElo
  return {
    classname,
    name: 'Elo rating',
    file,
    outcome: below
      ? {
          kind: 'failure',
          type: 'elo_below_min',
          message: oneLine(
            `Elo ${Math.round(r.rating)} is below min-elo ${r.minElo}`,
            MESSAGE_CHARS
          ),
          text: meaning
        }
      : { kind: 'pass' },
    systemOut: [
      meaning,
      ...r.matches.map(
        (m) =>
          `vs ${m.opponent} (${Math.round(m.opponentRating)}): shown first ${m.forward}, shown second ${m.reverse} -> ${m.result}${m.positionBias === 'inconsistent' ? ' (position-inconsistent)' : ''}`
      ),
      eloFacts(r)
    ].join('\n')
  }
}

function abCases(classname: string, file: string, r: AbResult): TestCase[] {
  const failures = r.gate.failures
  const fails = failures.length > 0
  const summary = abVerdictLine(r)
  const verdict: TestCase = {
    classname,
    name: 'A/B verdict',
    file,
    outcome: fails
      ? {
          kind: 'failure',
          type: `ab_${r.verdict}`,
          message: oneLine(failures.join('; '), MESSAGE_CHARS),
          text: [...failures, summary].join('\n')
        }
      : r.verdict === 'insufficient_evidence'
        ? {
            kind: 'skipped',
            message: oneLine(
              `insufficient evidence: ${r.reason}` +
                (abNeededText(r) === null ? '' : `; ${abNeededText(r)}`),
              MESSAGE_CHARS
            )
          }
        : { kind: 'pass' },
    systemOut: [
      summary,
      `interval: ${abIntervalFacts(r)}`,
      r.reason,
      abTestsLine(r),
      ...r.notes
    ].join('\n')
  }
  const scenarios = r.scenarios.map((scenario, index): TestCase => {
    const done = (arm: 'baseline' | 'withSkill'): number =>
      scenario.pairs.filter((p) => p[arm].completed).length
    const worseScore = scenario.improvement !== null && scenario.improvement < 0
    const worseCompletion = done('withSkill') < done('baseline')
    const facts =
      `improvement ${signedPercent(scenario.improvement)} over ${scenario.pairs.filter((p) => p.valid).length}/${scenario.pairs.length} valid pairs; ` +
      `completed ${done('withSkill')}/${scenario.pairs.length} with the skill, ${done('baseline')}/${scenario.pairs.length} without`
    const worse = [
      ...(worseScore ? ['worse than the baseline'] : []),
      ...(worseCompletion ? ['fewer completions with the skill'] : [])
    ]
    const outcome: Outcome =
      fails && worse.length > 0
        ? {
            kind: 'failure',
            type: 'ab_scenario_worse',
            message: oneLine(`${worse.join(', ')}: ${facts}`, MESSAGE_CHARS),
            text: [facts, ...failures].join('\n')
          }
        : scenario.improvement === null
          ? { kind: 'skipped', message: oneLine(`no valid run pairs: ${facts}`, MESSAGE_CHARS) }
          : { kind: 'pass' }
    const note =
      !fails && worse.length > 0
        ? `\n${worse.join(', ')}, but the skill-level verdict is "${AB_VERDICT_LABEL[r.verdict]}"`
        : ''
    return {
      classname,
      name: `A/B scenario ${index + 1}: ${oneLine(scenario.name, MESSAGE_CHARS)}`,
      file,
      outcome,
      systemOut: `${facts}${note}`
    }
  })
  return [verdict, ...scenarios]
}

/**
 * The activation layer: one case for the skill's verdict (a failure when recall or false
 * activations miss the gate), then one per trigger prompt that concerns the skill (its own
 * prompts, and any other request it took). A prompt fails only with the skill's gate, as the A/B
 * scenarios do: one miss among noisy runs is information, not a verdict.
 */
function monteCarloCases(classname: string, file: string, r: MonteCarloResult): TestCase[] {
  const failures = r.gate.failures
  const fails = failures.length > 0
  const verdict: TestCase = {
    classname,
    name: 'activation verdict',
    file,
    outcome: fails
      ? {
          kind: 'failure',
          type: 'monte_carlo_gate',
          message: oneLine(failures.join('; '), MESSAGE_CHARS),
          text: [...failures, monteCarloHeadline(r)].join('\n')
        }
      : { kind: 'pass' },
    systemOut: [monteCarloHeadline(r), ...monteCarloLines(r)].join('\n')
  }
  const concerns = (p: TriggerPromptResult) =>
    p.kind === 'should' || p.origin === 'own' || p.activations > 0
  const prompts = r.prompts.filter(concerns).map((p, index): TestCase => {
    const missed = p.kind === 'should' ? p.activations < p.runs : p.activations > 0
    const facts = `${p.kind === 'should' ? 'should load' : 'should not load'} the skill: loaded in ${p.activations} of ${p.runs} run(s)${p.failed > 0 ? `, ${p.failed} failed` : ''}${
      Object.keys(p.fired).length > 0
        ? `; fired: ${Object.entries(p.fired)
            .map(([s, n]) => `${s} ×${n}`)
            .join(', ')}`
        : ''
    }`
    const outcome: Outcome =
      p.runs === 0
        ? { kind: 'skipped', message: oneLine(`every run failed: ${facts}`, MESSAGE_CHARS) }
        : fails && missed
          ? {
              kind: 'failure',
              type: p.kind === 'should' ? 'monte_carlo_missed' : 'monte_carlo_false_activation',
              message: oneLine(facts, MESSAGE_CHARS),
              text: [facts, ...failures].join('\n')
            }
          : { kind: 'pass' }
    return {
      classname,
      name: `trigger ${index + 1} (${p.kind.replace('_', '-')}): ${oneLine(p.query, MESSAGE_CHARS)}`,
      file,
      outcome,
      systemOut: facts
    }
  })
  return [verdict, ...prompts]
}

function runGateSuite(report: RunReport): TestSuite {
  const { gate } = report.summary
  return {
    name: 'gate',
    properties: [],
    cases: [
      {
        classname: 'skill-ci.gate',
        name: 'run gate',
        outcome: gateOutcome(gate)
      },
      ...missingShardCases(report)
    ]
  }
}

/**
 * The drift suite: a compared skill that stopped helping or activates worse fails (the tracking
 * issue's reasons); any other drift passes with its reasons in system-out; a skill whose re-run
 * failed is an error (nothing was compared).
 */
function driftSuite(drift: DriftReport): TestSuite {
  return {
    name: 'drift',
    properties: [
      ['baseline', oneLine(drift.baselineSource, MESSAGE_CHARS)],
      ['new-models', drift.newModels.join(', ')]
    ],
    cases: drift.skills.map((d) => {
      const name = printableName(displayPath(d), PATH_CHARS)
      const reasons = oneLine(d.reasons.join('; '), TEXT_CHARS)
      const regressed = d.classes.filter((c) => REGRESSION_CLASSES.includes(c))
      return {
        classname: 'skill-ci.drift',
        name,
        outcome: d.failed
          ? { kind: 'error', message: 'the re-run failed: not compared', type: 'drift' }
          : regressed.length === 0
            ? { kind: 'pass' }
            : {
                kind: 'failure',
                message: oneLine(regressed.join(', ').replaceAll('_', ' '), MESSAGE_CHARS),
                type: 'drift',
                text: reasons
              },
        ...(d.classes.length > 0 && regressed.length === 0 ? { systemOut: reasons } : {})
      }
    })
  }
}

/** A shard a merged run lacks did not run: skipped, with why (the run gate fails on it, or not). */
function missingShardCases(report: RunReport): TestCase[] {
  const count = report.shards?.count
  return (report.shards?.missing ?? []).map((m) => ({
    classname: 'skill-ci.shards',
    name: `shard ${m.index} of ${count}`,
    outcome: { kind: 'skipped', message: oneLine(`missing: ${m.reason}`, MESSAGE_CHARS) }
  }))
}

/** The same failure for a skill's gate and the run's, so both read alike. */
function gateOutcome(gate: Gate): Outcome {
  return gate.passed
    ? { kind: 'pass' }
    : {
        kind: 'failure',
        type: 'gate',
        message: oneLine(gate.reasons.join('; ') || 'gate failed', MESSAGE_CHARS),
        text: gate.reasons.map((reason) => oneLine(reason, TEXT_CHARS)).join('\n')
      }
}

/** The `(path:line:col)` form dorny's parsers read to place an annotation. */
function locationHint(file: string, line: number | undefined): string {
  return `(${file}:${line ?? 1}:1)`
}
