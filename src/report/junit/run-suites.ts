// The suites of the run as a whole: the run's gate (with the shards a merged run lacks) and a
// re-validation's drift.
import {
  displayPath,
  REGRESSION_CLASSES,
  type DriftReport,
  type RunReport
} from '../../model/index.js'
import { oneLine, printableName } from '../text.js'
import {
  gateOutcome,
  MESSAGE_CHARS,
  PATH_CHARS,
  TEXT_CHARS,
  type TestCase,
  type TestSuite
} from './cases.js'

export function runGateSuite(report: RunReport): TestSuite {
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
export function driftSuite(drift: DriftReport): TestSuite {
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
