// From the run pairs of one skill to its A/B record: the verdict from the scenario-clustered
// interval of the improvement scores, the completion-rate gate, the normalized gain on pass
// rates, the activation rate (was the skill loaded at all) and the judges' consistency. The
// verdict and gate here are this skill's alone; the run decides again once the p-values of all
// its skills are adjusted together (scoring/ab-decisions.ts).
import type { ModelUse } from '../../llm/index.js'
import type { AbPair, AbResult } from '../../model/index.js'
import type { Scenario } from '../../skill/eval/schema.js'
import { adjustAbResults } from '../../scoring/ab-decisions.js'
import {
  lookAt,
  repeatedP,
  SEQUENTIAL_METHOD,
  type Look,
  type LookPlan
} from '../../stats/ab-sequential.js'
import { alphaOf } from '../../stats/ab-verdict-rule.js'
import { completionGate, normalizedGainInterval } from '../../stats/ab-verdict.js'
import { modelFamily } from '../../llm/index.js'
import { mean } from '../../stats/descriptive.js'
import { lengthBias } from '../../stats/length-bias.js'
import { wilson } from '../../stats/proportions.js'
import { createRng, type Rng } from '../../stats/random.js'
import type { LayerOutcome, SkillUnderTest } from '../types.js'
import { AB_DEFAULTS } from './defaults.js'
import type { AbOptions } from './options.js'

/** The models the agent and the judge ran on: the ids the API answered with, the names asked. */
export interface AbModels {
  agent: ModelUse
  judge: ModelUse
}

/** The valid pairs' improvement scores, one list per scenario. */
const scoresOf = (pairs: AbPair[][]): number[][] =>
  pairs.map((ps) => ps.filter((p) => p.valid).map((p) => p.score as number))

/** The verdict settings with their defaults resolved, so every look and the record agree. */
function verdictSettings(options: AbOptions) {
  return {
    level: options.confidenceLevel ?? AB_DEFAULTS.confidenceLevel,
    minImprovement: options.minImprovement ?? AB_DEFAULTS.minImprovement,
    requireSignificance: options.requireSignificance ?? AB_DEFAULTS.requireSignificance
  }
}

/**
 * The looks of `skill`'s A/B: the verdict at look `index` of `plan` on the pairs run so far, as
 * the runner asks after a round and the record states at the end.
 */
export function abLook(
  options: AbOptions,
  seed: number,
  skill: SkillUnderTest
): (pairs: AbPair[][], plan: LookPlan, index: number) => Look {
  const rng = createRng(seed).derive(`ab/${skill.relPath}`)
  return (pairs, plan, index) =>
    lookAt(scoresOf(pairs), plan, index, {
      ...verdictSettings(options),
      rng: rng.derive('interval'),
      method: options.intervalMethod,
      familySize: options.familySize
    })
}

/**
 * The A/B outcome of `skill` from its pairs (one list per scenario, in scenario order, each as
 * long as the rounds run), decided at the look of `plan` the runs stopped at.
 */
export function summariseSkill(
  scenarios: Scenario[],
  pairs: AbPair[][],
  options: AbOptions,
  seed: number,
  skill: SkillUnderTest,
  models: AbModels,
  plan: LookPlan
): Omit<LayerOutcome, 'layer'> {
  const rng = createRng(seed).derive(`ab/${skill.relPath}`)
  const { level, minImprovement, requireSignificance } = verdictSettings(options)
  const rounds = pairs[0]?.length ?? 0
  const index = plan.rounds.indexOf(rounds)
  if (index < 0) throw new Error(`the A/B runs stopped after round ${rounds}, which is no look`)
  const look = abLook(options, seed, skill)(pairs, plan, index)
  const { verdict } = look
  const clusters = scoresOf(pairs)
  const all = pairs.flat()
  // The completion test is made at the look's level too: at an early stop it is one more test
  // the union bound must cover.
  const completion = completionOf(pairs, look.nominalLevel, level, rng)
  const invalid = all.filter((p) => !p.valid).length
  const notes = [...verdict.notes]
  if (invalid > 0) notes.push(`${invalid}/${all.length} run pairs invalid and left out`)
  // Raw only: adjustAbResults below puts each test in its family.
  const raw = (p: number | null) => ({ p, adjustedP: null, familySize: 0 })
  const record: AbResult = {
    status: 'ok',
    verdict: verdict.verdict,
    improvement: Number.isFinite(verdict.estimate) ? verdict.estimate : null,
    ci: verdict.ci,
    equivalence: verdict.equivalence,
    limit: verdict.limit,
    needed: verdict.needed,
    requireSignificance,
    tests: {
      rule: 'none',
      alpha: alphaOf(level),
      effect: raw(look.repeatedP),
      completion: raw(repeatedP(completion.gate.p, plan.shares[index]))
    },
    reason: verdict.reason,
    notes,
    minImprovement,
    completion: {
      withSkill: completion.gate.withRate,
      baseline: completion.gate.withoutRate,
      difference: completion.gate.difference,
      test: completion.gate.method,
      regressed: completion.gate.regressed
    },
    normalizedGain: completion.gain,
    activation: activationOf(all, level),
    judge: judgeSummary(all, invalid, options, models),
    agentModel: models.agent.answered,
    agentModelAsked: models.agent.asked,
    ...(options.harness ? { agentHarness: options.harness.info } : {}),
    runsPerScenario: options.runs ?? AB_DEFAULTS.runs,
    sequential: sequentialRecord(look, plan, scenarios.length, options),
    seed,
    costUsd: all.reduce(
      (c, p) => c + p.baseline.costUsd + p.withSkill.costUsd + (p.judgeCostUsd ?? 0),
      0
    ),
    gate: {
      requireCompletion: options.requireCompletion ?? AB_DEFAULTS.requireCompletion,
      requireHelps: options.requireHelps ?? false,
      failures: []
    },
    scenarios: scenarios.map((sc, si) => {
      const scores = clusters[si]
      return { name: sc.name, improvement: scores.length ? mean(scores) : null, pairs: pairs[si] }
    })
  }
  // Decided as a family of one; the run adjusts across its skills before its gate.
  return { record: adjustAbResults([record], 'none')[0] as AbResult }
}

/** How the runs went in rounds: where they stopped, why, and what the plan would have run. */
function sequentialRecord(
  look: Look,
  plan: LookPlan,
  scenarios: number,
  options: AbOptions
): AbResult['sequential'] {
  const last = look.index === plan.rounds.length - 1
  const roundsPlanned = plan.rounds[plan.rounds.length - 1]
  return {
    method: SEQUENTIAL_METHOD,
    looks: plan.rounds,
    rounds: look.round,
    roundsPlanned,
    stoppedBy: last ? 'plan' : (look.settles ?? 'plan'),
    stoppedEarly: !last,
    lookLevel: look.nominalLevel,
    familySize: Math.max(1, options.familySize ?? 1),
    pairsRun: look.round * scenarios,
    pairsPlanned: roundsPlanned * scenarios
  }
}

/**
 * Completion as pass rates per arm over all runs (tested per scenario as well, at the look's
 * level), and the normalized gain between them (at the run's level: it decides nothing).
 */
function completionOf(pairs: AbPair[][], testLevel: number, level: number, rng: Rng) {
  const passed = (ps: AbPair[], arm: 'withSkill' | 'baseline') =>
    ps.filter((p) => p[arm].completed).length
  const gate = completionGate(
    pairs.map((ps) => ({
      withPassed: passed(ps, 'withSkill'),
      withRuns: ps.length,
      withoutPassed: passed(ps, 'baseline'),
      withoutRuns: ps.length
    })),
    testLevel
  )
  const all = pairs.flat()
  const withOutcomes = all.map((p) => p.withSkill.completed)
  const withoutOutcomes = all.map((p) => p.baseline.completed)
  const gain = normalizedGainInterval(withOutcomes, withoutOutcomes, rng.derive('gain'), {
    level
  })
  return { gate, gain }
}

/**
 * How often the with-skill agent loaded the skill (with its Wilson interval), and the mean score
 * of all valid pairs (intention to treat) beside the means of those that loaded the skill and
 * those that did not: loading happens after the treatment, so the split means are descriptive.
 */
function activationOf(all: AbPair[], level: number): AbResult['activation'] {
  const valid = all.filter((p) => p.valid)
  const meanOf = (ps: AbPair[]) => (ps.length ? mean(ps.map((p) => p.score as number)) : null)
  const loadedRuns = all.filter((p) => p.skillLoaded).length
  const interval = all.length ? wilson(loadedRuns, all.length, level) : null
  return {
    loadedRuns,
    runs: all.length,
    rate: all.length ? loadedRuns / all.length : null,
    low: interval?.low ?? null,
    high: interval?.high ?? null,
    level,
    method: 'wilson',
    meanScoreWhenLoaded: meanOf(valid.filter((p) => p.skillLoaded)),
    meanScoreWhenNeverLoaded: meanOf(valid.filter((p) => !p.skillLoaded)),
    meanScoreAllRuns: meanOf(valid)
  }
}

/**
 * The judge settings, how many judgements failed (left out, never scored as a tie or a loss), how
 * often a pairwise verdict flipped with the order of the arms, what was redacted before judging
 * and whether the pairwise verdict follows output length.
 */
function judgeSummary(
  all: AbPair[],
  invalid: number,
  options: AbOptions,
  models: AbModels
): AbResult['judge'] {
  const judged = all.filter((p) => p.valid && p.pairwise?.valid)
  const comparisons = judged.reduce((n, p) => n + (p.pairwise?.comparisons ?? 0), 0)
  const inconsistencies = judged.reduce((n, p) => n + (p.pairwise?.inconsistencies ?? 0), 0)
  const redacted = (arm: 'baseline' | 'withSkill') =>
    all.reduce((n, p) => n + (p.redactions?.[arm] ?? 0), 0)
  const length = lengthBias(
    judged.map((p) => ({
      verdict: p.pairwise?.overall ?? 0,
      baselineChars: p.outputChars.baseline,
      withSkillChars: p.outputChars.withSkill
    }))
  )
  return {
    mode: options.judgeMode ?? AB_DEFAULTS.judgeMode,
    model: models.judge.answered,
    modelAsked: models.judge.asked,
    invalidPairs: invalid,
    failedJudgements: all.filter((p) => p.invalidKind === 'judge_failed').length,
    inconsistencyRate: comparisons ? inconsistencies / comparisons : null,
    sameModelAsAgent: sameModel(models.judge.answered, models.agent.answered),
    redactions: { baseline: redacted('baseline'), withSkill: redacted('withSkill') },
    length
  }
}

/** The same model, or the same family (a judge tends to favour its own family's output). */
function sameModel(judge: string, agent: string): boolean {
  const family = modelFamily(judge)
  return judge === agent || (family !== null && family === modelFamily(agent))
}
