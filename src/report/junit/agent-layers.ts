// The cases of the agent layers' results: the Elo rating, the A/B verdict and its scenarios, the
// activation verdict and its trigger prompts. A scenario or a prompt fails only with its layer's
// gate, so red appears exactly where the gate failed the skill.
import {
  AB_VERDICT_LABEL,
  abIntervalFacts,
  abNeededText,
  abRoundsLine,
  abTestsLine,
  abVerdictLine,
  signedPercent
} from '../ab.js'
import { eloFacts } from '../elo.js'
import { monteCarloHeadline, monteCarloLines } from '../monte-carlo.js'
import { eloMeaning } from '../../scoring/elo-meaning.js'
import {
  harnessAbResult,
  harnessActivationResult,
  type AbResult,
  type EloResult,
  type MonteCarloResult,
  type TriggerPromptResult
} from '../../model/index.js'
import { oneLine } from '../text.js'
import { plural } from '../../model/plural.js'
import { MESSAGE_CHARS, type Outcome, type TestCase } from './cases.js'

/** The rating, failed when it is below min-elo; the text lists every opponent. */
export function eloCase(classname: string, file: string, r: EloResult): TestCase {
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

export function abCases(classname: string, file: string, r: AbResult): TestCase[] {
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
      ...(abRoundsLine(r) ?? []),
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
export function monteCarloCases(classname: string, file: string, r: MonteCarloResult): TestCase[] {
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
    const facts = `${p.kind === 'should' ? 'should load' : 'should not load'} the skill: loaded in ${p.activations} of ${plural(p.runs, 'run')}${p.failed > 0 ? `, ${p.failed} failed` : ''}${
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

/**
 * With several harnesses: the activation cases of each harness under its own class
 * (`<skill>.monte_carlo.<harness>`). A harness's verdict fails with its own reasons when the
 * matrix's gate fails (recall-on: every fails on each harness that misses; any only when all
 * miss); a harness that measured nothing is an error case with its reason.
 */
export function monteCarloMatrixCases(
  classname: string,
  file: string,
  r: MonteCarloResult
): TestCase[] {
  const matrixFails = r.gate.failures.length > 0
  return (r.agents ?? []).flatMap((entry): TestCase[] => {
    const own = `${classname}.${entry.harness}`
    const result = harnessActivationResult(entry)
    if (result === undefined) {
      const reason = oneLine(entry.reason ?? entry.status, MESSAGE_CHARS)
      return [
        {
          classname: own,
          name: 'activation verdict',
          file,
          outcome: { kind: 'error', type: `layer_${entry.status}`, message: reason }
        }
      ]
    }
    const gate = { ...result.gate, failures: matrixFails ? result.gate.failures : [] }
    return monteCarloCases(own, file, { ...result, gate })
  })
}

/** With several harnesses: one case per harness for its A/B verdict (`<skill>.ab.<harness>`). */
export function abMatrixCases(classname: string, file: string, r: AbResult): TestCase[] {
  return (r.agents ?? []).flatMap((entry): TestCase[] => {
    const own = `${classname}.${entry.harness}`
    const result = harnessAbResult(entry)
    if (result === undefined) {
      const reason = oneLine(entry.reason ?? entry.status, MESSAGE_CHARS)
      return [
        {
          classname: own,
          name: 'A/B verdict',
          file,
          outcome:
            entry.status === 'error' || entry.status === 'budget_exhausted'
              ? { kind: 'error', type: `layer_${entry.status}`, message: reason }
              : { kind: 'skipped', message: reason }
        }
      ]
    }
    return abCases(own, file, result)
  })
}
