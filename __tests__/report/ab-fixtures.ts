// A/B records for the renderer tests: two scenarios of two run pairs each, the first helped
// (scores +0.30 and +0.20), the second worse (−0.10 and −0.14, one baseline completion lost).
import { AbResultSchema, type AbArm, type AbPair, type AbResult } from '../../src/model/index.js'
import { runReport, skill } from './fixtures.js'
import type { RunReport } from '../../src/model/index.js'
import type { LayerOutcome, LayerRunner } from '../../src/layers/types.js'

export const HOSTILE_SCENARIO = 'Make <b>a</b> | pipe | `tick` @octo\n# heading <!-- x'

export function arm(over: Partial<AbArm> = {}): AbArm {
  return {
    completed: true,
    stoppedBy: 'end_turn',
    error: null,
    turns: 3,
    tokens: { input: 1000, output: 200, cacheRead: 0, cacheWrite: 0 },
    toolCalls: { read_file: 2, write_file: 1 },
    apiMs: 900,
    toolMs: 300,
    costUsd: 0.01,
    cachedCalls: 0,
    assertions: [
      { type: 'file_exists', target: 'out.md', passed: true, message: 'out.md exists' },
      { type: 'output_contains', target: 'done', passed: true, message: 'output contains done' }
    ],
    catalogue: [],
    ...over
  }
}

export function pair(run: number, score: number | null, over: Partial<AbPair> = {}): AbPair {
  return {
    run,
    valid: score !== null,
    ...(score === null
      ? { invalidReason: 'judge: malformed verdict twice', invalidKind: 'judge_failed' as const }
      : {}),
    score,
    breakdown: null,
    skillLoaded: true,
    baseline: arm(),
    withSkill: arm({ catalogue: ['a'] }),
    outputChars: { baseline: 100, withSkill: 100 + run * 50 },
    redactions: { baseline: 0, withSkill: 1 },
    pairwise: {
      overall: 0.4,
      quality: 0.7,
      inconsistencies: 1,
      comparisons: 3,
      valid: score !== null
    },
    ...over
  }
}

const failedOutput = {
  type: 'output_contains',
  target: 'done',
  passed: false,
  message: 'output does not contain "done" | <i>x</i>'
}

export function abResult(over: Partial<AbResult> = {}): AbResult {
  return AbResultSchema.parse({
    status: 'ok',
    verdict: 'helps',
    improvement: 0.065,
    ci: {
      low: 0.012,
      high: 0.118,
      level: 0.95,
      method: 'clustered-studentized-t',
      scenarios: 2,
      pairs: 4,
      seed: 7
    },
    equivalence: { low: 0.02, high: 0.11, level: 0.9 },
    limit: null,
    needed: { scenarios: 5, runsPerScenario: 2, runNoiseDominates: false },
    requireSignificance: true,
    tests: {
      rule: 'holm',
      alpha: 0.05,
      effect: { p: 0.004, adjustedP: 0.012, familySize: 3 },
      completion: { p: 0.41, adjustedP: 1, familySize: 3 }
    },
    reason: 'Improvement 6.5% ≥ 5.0% and CI above 0',
    notes: ['One scenario note'],
    minImprovement: 0.05,
    completion: {
      withSkill: 0.5,
      baseline: 0.75,
      difference: { estimate: -0.25, low: -0.7, high: 0.3 },
      regressed: false
    },
    normalizedGain: { g: -1, low: -1, high: 0.5 },
    activation: {
      loadedRuns: 3,
      runs: 4,
      rate: 0.75,
      low: 0.3,
      high: 0.95,
      level: 0.95,
      method: 'wilson',
      meanScoreWhenLoaded: 0.02,
      meanScoreWhenNeverLoaded: 0.2,
      meanScoreAllRuns: 0.065
    },
    judge: {
      mode: 'pairwise',
      model: 'claude-sonnet-5',
      invalidPairs: 0,
      failedJudgements: 0,
      inconsistencyRate: 0.25,
      sameModelAsAgent: false,
      redactions: { baseline: 0, withSkill: 4 },
      length: {
        meanDifferenceChars: 25,
        decisive: 2,
        preferLongerShare: 0.5,
        raw: 0.4,
        controlled: 0.35,
        slope: 0.1,
        biased: false
      }
    },
    agentModel: 'claude-haiku-4-5',
    runsPerScenario: 2,
    seed: 7,
    costUsd: 1.234,
    gate: { requireCompletion: true, requireHelps: false, failures: [] },
    scenarios: [
      {
        name: HOSTILE_SCENARIO,
        improvement: 0.25,
        pairs: [
          pair(0, 0.3, { baseline: arm({ completed: false, stoppedBy: 'max_turns' }) }),
          pair(1, 0.2, { skillLoaded: false })
        ]
      },
      {
        name: 'second',
        improvement: -0.12,
        pairs: [
          pair(0, -0.1, {
            withSkill: arm({
              completed: false,
              assertions: [arm().assertions[0], failedOutput]
            })
          }),
          pair(1, -0.14, { withSkill: arm({ completed: false }) })
        ]
      }
    ],
    ...over
  })
}

/** A one-skill run report whose skill carries `ab` and, when given, the skill gate. */
export function abReport(ab: AbResult): RunReport {
  const base = skill({ path: 'skills/a' })
  const failures = ab.gate.failures
  return runReport([
    {
      ...base,
      layers: { ...base.layers, ab },
      gate: { passed: failures.length === 0, reasons: failures }
    }
  ])
}

/**
 * An A/B layer whose result for the skill at each path of `p` is a loss (−20 %) with that raw
 * p-value, unadjusted: the pipeline adjusts it across the run's skills. Other skills: skipped.
 */
export function abRunnerWithP(p: Record<string, number>): LayerRunner {
  return {
    layer: 'ab',
    async run(skill): Promise<LayerOutcome> {
      const raw = p[skill.relPath]
      if (raw === undefined) return { layer: 'ab', record: { status: 'skipped' } }
      return {
        layer: 'ab',
        record: abResult({
          improvement: -0.2,
          tests: {
            rule: 'none',
            alpha: 0.05,
            effect: { p: raw, adjustedP: raw, familySize: 1 },
            completion: { p: 1, adjustedP: 1, familySize: 1 }
          }
        })
      }
    }
  }
}
