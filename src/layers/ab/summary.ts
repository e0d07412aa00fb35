// From the run pairs of one skill to its A/B record: the verdict from the scenario-clustered
// interval of the improvement scores, the completion-rate gate, the normalized gain on pass
// rates, the activation rate (was the skill loaded at all) and the judges' consistency. The
// verdict and gate here are this skill's alone; the run decides again once the p-values of all
// its skills are adjusted together (scoring/ab-decisions.ts).
import type { ModelUse } from '../../llm/index.js'
import type { AbPair, AbResult } from '../../model/index.js'
import type { Scenario } from '../../skill/eval/schema.js'
import { adjustAbResults } from '../../scoring/ab-decisions.js'
import { alphaOf } from '../../stats/ab-verdict-rule.js'
import { abVerdict, completionGate, normalizedGainInterval } from '../../stats/ab-verdict.js'
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

/** The A/B outcome of `skill` from its pairs (one list per scenario, in scenario order). */
export function summariseSkill(
  scenarios: Scenario[],
  pairs: AbPair[][],
  options: AbOptions,
  seed: number,
  skill: SkillUnderTest,
  models: AbModels
): Omit<LayerOutcome, 'layer'> {
  const rng = createRng(seed).derive(`ab/${skill.relPath}`)
  // Defaults resolved once, so the verdict, the tests and the record all state the same values.
  const level = options.confidenceLevel ?? AB_DEFAULTS.confidenceLevel
  const minImprovement = options.minImprovement ?? AB_DEFAULTS.minImprovement
  const requireSignificance = options.requireSignificance ?? AB_DEFAULTS.requireSignificance
  const clusters = pairs.map((ps) => ps.filter((p) => p.valid).map((p) => p.score as number))
  const verdict = abVerdict(clusters, {
    rng: rng.derive('interval'),
    minImprovement,
    level,
    requireSignificance,
    method: options.intervalMethod
  })
  const all = pairs.flat()
  const completion = completionOf(pairs, level, rng)
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
      effect: raw(verdict.p),
      completion: raw(completion.gate.p)
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

/**
 * Completion as pass rates per arm over all runs (tested per scenario as well), and the normalized
 * gain between them.
 */
function completionOf(pairs: AbPair[][], level: number, rng: Rng) {
  const passed = (ps: AbPair[], arm: 'withSkill' | 'baseline') =>
    ps.filter((p) => p[arm].completed).length
  const gate = completionGate(
    pairs.map((ps) => ({
      withPassed: passed(ps, 'withSkill'),
      withRuns: ps.length,
      withoutPassed: passed(ps, 'baseline'),
      withoutRuns: ps.length
    })),
    level
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
