// The A/B layer's early stopping on the calibration's simulated experiments (bench/ab-simulation.ts):
// each experiment runs its scenarios in rounds, is looked at after the plan's rounds
// (stats/ab-sequential.ts) exactly as the layer does, and stops at the first look that settles the
// verdict. The runs of one scenario are independent draws, so an experiment drawn whole and cut
// after round k is the experiment that stopped there.
import { lookAt, lookPlan, repeatedP, type Look } from '../src/stats/ab-sequential.js'
import { alphaOf, decideAb, type AbVerdictKind } from '../src/stats/ab-verdict-rule.js'
import { completionGate } from '../src/stats/ab-verdict.js'
import { adjustPValues } from '../src/stats/multiplicity.js'
import type { MultiplicityRule } from '../src/model/index.js'
import type { Rng } from '../src/stats/random.js'
import {
  noVerdicts,
  scenarioEffect,
  simulateExperiment,
  type Design,
  type Population,
  type SimulatedExperiment
} from './ab-simulation.js'

export interface SequentialResult {
  experiments: number
  /** Share of reported intervals (at the stopping look) holding the true effect. */
  coverage: number
  verdicts: Record<AbVerdictKind, number>
  /** Share of experiments that stopped before the plan's last round. */
  stoppedEarly: number
  /** Pair runs used over the fixed plan's pair runs, pooled over the experiments. */
  runsUsed: number
  /** Share of experiments whose completion test (alone, at the stop) says "regressed". */
  completionRegressed: number
}

/** The runs of the first `rounds` rounds of an experiment. */
function firstRounds(x: SimulatedExperiment, rounds: number) {
  const clusters = x.clusters.map((c) => c.slice(0, rounds))
  const completion = x.completedRuns.map((runs) => {
    const kept = runs.slice(0, rounds)
    return {
      withPassed: kept.filter((r) => r.withSkill).length,
      withRuns: kept.length,
      withoutPassed: kept.filter((r) => r.baseline).length,
      withoutRuns: kept.length
    }
  })
  return { clusters, completion }
}

export interface StoppedExperiment {
  look: Look
  /** The verdict the run gives it (as a family of one). */
  verdict: AbVerdictKind
  /** The completion test's repeated p-value at the stop. */
  completionP: number | null
  completionLower: boolean
  rounds: number
  x: SimulatedExperiment
}

/** One experiment of design `d` run in rounds until a look settles it. */
export function runSequential(
  p: Population,
  d: Design,
  rng: Rng,
  options: { minImprovement?: number; familySize?: number; level?: number } = {}
): StoppedExperiment {
  const level = options.level ?? 0.95
  const x = simulateExperiment(p, d, rng)
  const plan = lookPlan(d.runs, d.scenarios)
  let look: Look | undefined
  for (let i = 0; i < plan.rounds.length; i++) {
    look = lookAt(firstRounds(x, plan.rounds[i]).clusters, plan, i, { ...options, level, rng })
    if (look.settles !== null) break
  }
  const stop = look as Look
  const gate = completionGate(firstRounds(x, stop.round).completion, stop.nominalLevel)
  const share = plan.shares[stop.index]
  const { verdict } = decideAb(stop.verdict, stop.repeatedP, {
    minImprovement: options.minImprovement ?? 0.1,
    alpha: alphaOf(level),
    requireSignificance: true
  })
  return {
    look: stop,
    verdict,
    completionP: repeatedP(gate.p, share),
    completionLower:
      gate.withRate !== null && gate.withoutRate !== null && gate.withRate < gate.withoutRate,
    rounds: stop.round,
    x
  }
}

export function calibrateSequential(
  p: Population,
  d: Design,
  trueEffect: number,
  experiments: number,
  rng: Rng,
  options: { minImprovement?: number } = {}
): SequentialResult {
  const verdicts = noVerdicts()
  let covered = 0
  let regressed = 0
  let early = 0
  let rounds = 0
  for (let e = 0; e < experiments; e++) {
    const s = runSequential(p, d, rng, options)
    const v = s.look.verdict
    const target =
      v.limit === 'too_few_scenarios'
        ? s.x.scenarios.reduce((a, sc) => a + scenarioEffect(sc), 0) / d.scenarios
        : trueEffect
    if ((v.ci.low ?? -Infinity) <= target && target <= (v.ci.high ?? Infinity)) covered++
    verdicts[s.verdict]++
    if (s.completionLower && s.completionP !== null && s.completionP < 0.05) regressed++
    if (s.rounds < d.runs) early++
    rounds += s.rounds
  }
  return {
    experiments,
    coverage: covered / experiments,
    verdicts,
    stoppedEarly: early / experiments,
    runsUsed: rounds / (experiments * d.runs),
    completionRegressed: regressed / experiments
  }
}

/**
 * How often a run of `skills` skills, each an independent experiment from `p` run in rounds and
 * stopped as the layer stops it (its stops adjusted for a family of `skills`), fails the gate
 * once its repeated p-values are adjusted across the skills, per rule: a "hurts" verdict or a
 * completion regression. The same simulated runs are judged under every rule.
 */
export function sequentialGateFailureRates(
  p: Population,
  d: Design,
  skills: number,
  runs: number,
  rules: readonly MultiplicityRule[],
  rng: Rng,
  level = 0.95
): Record<MultiplicityRule, number> {
  const alpha = alphaOf(level)
  const decision = { minImprovement: 0.1, alpha, requireSignificance: true }
  const failed = { holm: 0, bh: 0, none: 0 }
  for (let r = 0; r < runs; r++) {
    const results = Array.from({ length: skills }, () =>
      runSequential(p, d, rng, { familySize: skills, level })
    )
    const tested = results.filter((s) => s.look.repeatedP !== null)
    for (const rule of rules) {
      const effect = adjustPValues(
        tested.map((s) => s.look.repeatedP as number),
        rule
      )
      const completion = adjustPValues(
        results.map((s) => s.completionP ?? 1),
        rule
      )
      const hurts = tested.some(
        (s, i) => decideAb(s.look.verdict, effect[i], decision).verdict === 'hurts'
      )
      const regressed = results.some((s, i) => s.completionLower && completion[i] < alpha)
      if (hurts || regressed) failed[rule]++
    }
  }
  return { holm: failed.holm / runs, bh: failed.bh / runs, none: failed.none / runs }
}
