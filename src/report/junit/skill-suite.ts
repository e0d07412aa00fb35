// The testsuite of one skill: its composite, the static layer's sub-scores and flags, its rule
// findings, a case per costly layer, the agent layers' own cases (agent-layers.ts), its gate and
// its errors, with the properties that say which model and harness produced the numbers.
import { antiPatternFix, PORTABILITY_ADVICE } from '../advice.js'
import {
  abResultOf,
  eloResultOf,
  harnessLabel,
  monteCarloResultOf,
  AntiPatternSchema,
  PortabilityFindingSchema,
  type AntiPattern,
  type Composite,
  type Finding,
  type Gate,
  type HarnessInfo,
  type PortabilityFinding,
  type SkillError,
  type SkillReport,
  type StaticLayer
} from '../../model/index.js'
import { formatLocation, formatScore, oneLine, printableName, repoPath } from '../text.js'
import {
  abCases,
  abMatrixCases,
  eloCase,
  monteCarloCases,
  monteCarloMatrixCases
} from './agent-layers.js'
import {
  gateOutcome,
  locationHint,
  MESSAGE_CHARS,
  PATH_CHARS,
  TEXT_CHARS,
  type TestCase,
  type TestSuite
} from './cases.js'

/** What every testcase of one skill shares. */
interface SkillContext {
  /** A skill file's path as the consumer sees it (repo-relative). */
  at: (file: string) => string
  skillFile: string
  /** The classname prefix consumers group this skill's testcases by. */
  group: string
}

export function skillSuite(skill: SkillReport, opts: { pathPrefix?: string }): TestSuite {
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
    // With several harnesses, a case per skill per harness (the record's own fields are the
    // first harness's, already among them).
    ...(ab === undefined
      ? []
      : ab.agents === undefined
        ? abCases(`${group}.ab`, skillFile, ab)
        : abMatrixCases(`${group}.ab`, skillFile, ab)),
    ...(mc === undefined
      ? []
      : mc.agents === undefined
        ? monteCarloCases(`${group}.monte_carlo`, skillFile, mc)
        : monteCarloMatrixCases(`${group}.monte_carlo`, skillFile, mc)),
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

/** What the skill's model calls cost: in all and per layer (they add up to the run's total). */
function costProperties(skill: SkillReport): Array<[string, string]> {
  if (skill.cost === undefined) return []
  return [
    ['cost-usd', skill.cost.usd.toFixed(6)],
    ...Object.entries(skill.cost.byLayer).map(([layer, usd]): [string, string] => [
      `${layer}.cost-usd`,
      usd.toFixed(6)
    ])
  ]
}

function skillProperties(skill: SkillReport): Array<[string, string]> {
  const name: [string, string] = ['name', oneLine(skill.name, MESSAGE_CHARS)]
  const { composite } = skill
  if (composite === null) return [name, ...agentProperties(skill), ...costProperties(skill)]
  return [
    name,
    ['composite', formatScore(composite.score)],
    ['grade', composite.grade],
    ['badge', composite.badge],
    ['penalty', String(composite.penalty)],
    ['confidence', composite.depthLabel],
    ...agentProperties(skill),
    ...costProperties(skill)
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
