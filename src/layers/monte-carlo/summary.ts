// From the runs of a group to one skill's record: its slice of the shared runs (the prompts
// written for it against every other prompt), the rates with their intervals, precision and F1 at
// a stated prevalence, flaky prompts, pass^k, confusions both ways, the failure rate, tokens, the
// rounds used, and what it feeds the composite. The prompt is the unit: a prompt's runs are
// repeated measures of it, and a run that failed is no evidence either way.
import {
  isGeneratedSet,
  type ConfusionMatrix,
  type DimensionName,
  type Finding,
  type MonteCarloResult,
  type RateEstimate,
  type SetStop,
  type TriggerPromptResult
} from '../../model/index.js'
import {
  activationRate,
  flakyPrompts,
  passHatK,
  type PromptTally,
  type RateEstimate as StatsRate
} from '../../stats/activation-rate.js'
import { tokenSummary } from '../../stats/median-interval.js'
import { clopperPearson } from '../../stats/proportions.js'
import {
  DEFAULT_EPSILON,
  sequenceRate,
  type SequentialState,
  type SetProgress
} from '../../stats/sequential-stopping.js'
import { authoredPrevalence, sideLevel, triggerPrecision } from '../../stats/trigger-precision.js'
import type { LayerOutcome, SkillUnderTest } from '../types.js'
import { MC_DEFAULTS } from './defaults.js'
import type { GroupPrompt } from './group-prompts.js'
import type { GroupRun } from './group.js'
import type { MonteCarloConfig } from './options.js'
import { answered, sequenceOf, sidesOf, slicedRuns, tallyOf, type Runs } from './slice.js'
import { stopRulesOf } from './plan.js'
import type { TriggerRunOutcome } from './trigger-run.js'
import { plural } from '../../model/plural.js'

/** PluginEval's token scale: a run of this many tokens scores 0 on token efficiency. */
const TOKEN_SCALE = 8000
/** Below this share of answered runs the rates rest on too little to certify anything. */
const MIN_VALID_SHARE = 0.5
const NONE = 'none'

/** The stats rate as the report's, or null when it is unmeasured. */
export function reported(r: StatsRate): RateEstimate | null {
  if (r.estimate === null || r.low === null || r.high === null) return null
  return {
    rate: r.estimate,
    low: r.low,
    high: r.high,
    level: r.level,
    method: r.method,
    prompts: r.prompts,
    runs: r.runs
  }
}

/**
 * Recall and the false-activation rate at `level`: the confidence sequence when the rounds could
 * stop early (valid at whichever round they stopped), the exact fixed-sample interval when only
 * one round was ever possible.
 */
function ratesAt(
  level: number,
  sequential: boolean,
  state: SequentialState,
  should: PromptTally[],
  shouldNot: PromptTally[],
  seed: number
) {
  if (sequential) {
    return {
      recall: sequenceRate(state.should, { level, seed }),
      falseActivation: sequenceRate(state.shouldNot, { level, seed })
    }
  }
  return {
    recall: activationRate(should, { level, seed }),
    falseActivation: activationRate(shouldNot, { level, seed })
  }
}

/** Which rule stopped a prompt set and after how many rounds and runs; null without prompts. */
function setStopOf(set: SetProgress): SetStop | null {
  if (set.prompts === 0) return null
  // The rounds end once every set has stopped or at the cap (a budget stop reports no rates), so
  // a set still running when they ended ran to the cap.
  return {
    stoppedBy: set.stoppedBy ?? 'cap',
    rounds: set.rounds,
    runs: set.rounds * set.prompts,
    prompts: set.prompts
  }
}

/** Counts of `key` over a list, largest first. */
function counted(keys: readonly string[]): Array<{ skill: string; runs: number }> {
  const counts = new Map<string, number>()
  for (const k of keys) counts.set(k, (counts.get(k) ?? 0) + 1)
  return [...counts]
    .map(([skill, runs]) => ({ skill, runs }))
    .sort((a, b) => b.runs - a.runs || a.skill.localeCompare(b.skill))
}

/** Rows: who a prompt was written for; columns: who fired. Group skills first, "none" last. */
export function confusionMatrix(
  prompts: readonly GroupPrompt[],
  runs: Runs,
  groupNames: readonly string[]
): ConfusionMatrix {
  const order = (extra: Iterable<string>) => [
    ...groupNames,
    ...[...new Set(extra)].filter((n) => !groupNames.includes(n) && n !== NONE).sort(),
    NONE
  ]
  const rows = order(prompts.flatMap((p) => (p.owner === null ? [] : [p.owner])))
  const columns = order(
    runs.flatMap((rs) => answered(rs).flatMap((r) => (r.fired === null ? [] : [r.fired])))
  )
  const counts = rows.map(() => columns.map(() => 0))
  prompts.forEach((p, i) => {
    const row = rows.indexOf(p.owner ?? NONE)
    for (const r of answered(runs[i] ?? [])) {
      ;(counts[row] as number[])[columns.indexOf(r.fired ?? NONE)] += 1
    }
  })
  return { rows, columns, counts }
}

function promptResult(
  p: GroupPrompt,
  runs: readonly TriggerRunOutcome[],
  name: string
): TriggerPromptResult {
  const tally = tallyOf(runs, name)
  const fired = counted(answered(runs).flatMap((r) => (r.fired === null ? [] : [r.fired])))
  return {
    query: p.query,
    kind: p.owner === name ? 'should' : 'should_not',
    expectedSkill: p.owner,
    origin: p.from === name ? 'own' : p.from === null ? 'shared' : 'sibling',
    runs: tally.runs,
    activations: tally.hits,
    rate: tally.runs > 0 ? tally.hits / tally.runs : null,
    flaky: tally.hits > 0 && tally.hits < tally.runs,
    failed: runs.length - tally.runs,
    fired: Object.fromEntries(fired.map((f) => [f.skill, f.runs]))
  }
}

/** A finding on the `description:` line: the description is what makes the agent pick a skill. */
function gateFinding(skill: SkillUnderTest, ruleId: string, message: string): Finding {
  return {
    ruleId,
    source: 'activation',
    severity: 'error',
    file: skill.skillFile,
    line: skill.frontmatter.keyLines.description ?? 1,
    message
  }
}

const pct = (x: number) => `${(x * 100).toFixed(0)}%`

function gateOf(
  skill: SkillUnderTest,
  recall: RateEstimate | null,
  falseActivation: RateEstimate | null,
  config: MonteCarloConfig
) {
  const failures: string[] = []
  const findings: Finding[] = []
  const interval = (r: RateEstimate) => `[${pct(r.low)}, ${pct(r.high)}]`
  if (config.minRecall !== undefined && recall !== null && recall.rate < config.minRecall) {
    const message = `recall ${pct(recall.rate)} ${interval(recall)} is below min-recall ${pct(config.minRecall)}: the agent does not load the skill on requests it was written for; make the description say when to use it`
    failures.push(message)
    findings.push(gateFinding(skill, 'activation/recall-below-gate', message))
  }
  if (
    config.maxFalseActivation !== undefined &&
    falseActivation !== null &&
    falseActivation.rate > config.maxFalseActivation
  ) {
    const message = `false activations ${pct(falseActivation.rate)} ${interval(falseActivation)} are above max-false-activation ${pct(config.maxFalseActivation)}: the agent loads the skill on requests it should leave alone; make the description say when not to use it`
    failures.push(message)
    findings.push(gateFinding(skill, 'activation/false-activation-above-gate', message))
  }
  return { failures, findings }
}

export function summariseSkill(
  skill: SkillUnderTest,
  group: GroupRun,
  config: MonteCarloConfig,
  /** What the skill's calls cost: its own prompts' runs, its share of the shared ones, its scenario runs. */
  costUsd: number
): Omit<LayerOutcome, 'layer'> {
  const name = skill.name
  const member = group.members.find((m) => m.skill === skill)
  if (member === undefined || member.set === null) {
    const failed = member as Extract<GroupRun['members'][number], { set: null }> | undefined
    return {
      record: {
        status: failed?.status ?? 'error',
        reason: failed?.reason ?? 'not part of the evaluated skills'
      }
    }
  }
  const { prompts, rounds } = group
  const all = rounds.runs.flat()
  if (rounds.budget) {
    return {
      record: {
        status: 'budget_exhausted',
        reason: 'the budget stopped the trigger runs; no rates from an unbalanced sample'
      }
    }
  }
  const valid = all.filter((r) => r.failure === null)
  if (valid.length === 0) {
    return {
      record: {
        status: 'error',
        reason: `every trigger run failed (${all.length} of ${all.length}), so nothing was measured and the layer feeds nothing; first: ${all[0]?.failure ?? 'no runs'}`
      }
    }
  }
  const level = MC_DEFAULTS.level
  const seed = group.seed
  const { should, shouldNot } = sidesOf(prompts, name)
  const state = sequenceOf(
    prompts,
    rounds.runs,
    name,
    stopRulesOf(config, group.maxRounds, prompts.length)
  )
  // The skill's evidence: each set's runs up to the round its own rule stopped it.
  const runs = slicedRuns(prompts, rounds.runs, name, state)
  const tallies = (indices: number[]) => indices.map((i) => tallyOf(runs[i] ?? [], name))
  const shouldTallies = tallies(should)
  const shouldNotTallies = tallies(shouldNot)
  const sequential = group.maxRounds > 1
  const at = ratesAt(level, sequential, state, shouldTallies, shouldNotTallies, seed)
  const recall = reported(at.recall)
  const falseActivation = reported(at.falseActivation)
  const prevalence =
    config.prevalence !== undefined
      ? { value: config.prevalence, source: 'input' as const }
      : {
          value: authoredPrevalence(should.length, shouldNot.length) ?? 0.5,
          source: 'authored mix' as const
        }
  const side = ratesAt(sideLevel(level), sequential, state, shouldTallies, shouldNotTallies, seed)
  const pf = triggerPrecision(side.recall, side.falseActivation, prevalence.value)
  const derived = (d: typeof pf.f1) =>
    d.estimate === null || d.low === null || d.high === null
      ? null
      : { value: d.estimate, low: d.low, high: d.high, level: d.level, method: d.method }
  const f1 = derived(pf.f1)
  const failedRuns = all.length - valid.length
  const failureInterval = clopperPearson(failedRuns, all.length, level)
  const tokens = tokenSummary(
    valid.map((r) => r.tokens),
    level
  )
  const passK = passHatK(shouldTallies)
  const promptResults = prompts.map((p, i) => promptResult(p, runs[i] ?? [], name))
  const ownShould = should.flatMap((i) => answered(runs[i] ?? []))
  const firedInstead = counted(
    ownShould.flatMap((r) => (r.fired !== null && r.fired !== name ? [r.fired] : []))
  )
  const stole = counted(
    shouldNot.flatMap((i) =>
      answered(runs[i] ?? [])
        .filter((r) => r.fired === name)
        .map(() => prompts[i]?.owner ?? NONE)
    )
  )
  // Enough to certify: recall measured on every should-prompt, and most runs answered.
  const certifies =
    recall !== null &&
    valid.length >= MIN_VALID_SHARE * all.length &&
    shouldTallies.every((t) => t.runs > 0)
  const triggeringFrom =
    f1 !== null ? ('f1' as const) : recall !== null ? ('recall' as const) : null
  const gate = gateOf(skill, recall, falseActivation, config)
  const notes: string[] = []
  if (member.conflicts.length > 0) {
    notes.push(
      `${member.conflicts.length === 1 ? '1 request is' : `${member.conflicts.length} requests are`} "should" in one trigger file and "should not" in the other; tests/eval.yaml was followed`
    )
  }
  if (member.writtenTo !== undefined) {
    notes.push(`generated trigger set written to ${member.writtenTo} (results folder)`)
  }
  if (
    flakyPrompts(shouldTallies).length + flakyPrompts(shouldNotTallies).length > 0 &&
    !sequential
  ) {
    notes.push('one run per prompt cannot show a flaky prompt: raise --runs to see them')
  }
  const groupNames = group.members.map((m) => m.skill.name)
  const result: MonteCarloResult = {
    status: 'ok',
    reason: `${isGeneratedSet(member.set) ? 'generated' : 'authored'} trigger set, ${plural(all.length, 'run')} in ${plural(rounds.rounds, 'round')}`,
    triggerSource: isGeneratedSet(member.set) ? 'generated' : 'authored',
    agentModel: group.agentModel.answered,
    agentModelAsked: group.agentModel.asked,
    ...(config.harness ? { agentHarness: config.harness.info } : {}),
    seed,
    context: group.context,
    maxTurns: config.maxTurns ?? MC_DEFAULTS.maxTurns,
    catalogue: {
      size: group.catalogue.size,
      siblings: group.catalogue.names.filter((n) => n !== name && groupNames.includes(n)),
      distractors: group.catalogue.distractors,
      distractorVersion: group.catalogue.distractorVersion,
      seed
    },
    recall,
    falseActivation,
    prevalence,
    precision: derived(pf.precision),
    f1,
    triggeringFrom,
    prompts: promptResults,
    flakyPrompts: promptResults.filter((p) => p.flaky).length,
    passK:
      passK === null || passK.mean === null
        ? null
        : { k: passK.k, prompts: passK.prompts, mean: passK.mean },
    confusions: {
      firedInstead,
      stole,
      // The group's whole matrix: every run, whichever skill's sets needed it.
      matrix: confusionMatrix(prompts, rounds.runs, groupNames)
    },
    failures: {
      rate: failedRuns / all.length,
      low: failureInterval.low,
      high: failureInterval.high,
      level,
      method: 'clopper-pearson',
      prompts: prompts.length,
      runs: all.length
    },
    tokens:
      tokens === null
        ? null
        : {
            median: tokens.median,
            low: tokens.medianInterval.low,
            high: tokens.medianInterval.high,
            level,
            q1: tokens.q1,
            q3: tokens.q3,
            iqr: tokens.iqr,
            outliers: tokens.outliers.length,
            runs: tokens.n
          },
    sequential: {
      epsilon: config.epsilon ?? DEFAULT_EPSILON,
      rounds: rounds.rounds,
      maxRounds: group.maxRounds,
      runs: all.length,
      fixedRuns: group.maxRounds * prompts.length,
      calls: all.reduce((n, r) => n + r.calls, 0),
      cachedCalls: all.reduce((n, r) => n + r.cachedCalls, 0),
      stoppedEarly: rounds.stoppedEarly,
      method: sequential ? at.recall.method : 'fixed (one round)',
      sets: { should: setStopOf(state.should), shouldNot: setStopOf(state.shouldNot) }
    },
    quality: group.quality.get(skill) ?? {
      measured: false,
      value: null,
      note: 'unmeasured: the scenario runs did not happen'
    },
    certifies,
    notes,
    costUsd,
    gate: {
      ...(config.minRecall === undefined ? {} : { minRecall: config.minRecall }),
      ...(config.maxFalseActivation === undefined
        ? {}
        : { maxFalseActivation: config.maxFalseActivation }),
      failures: gate.failures
    }
  }
  return {
    record: result,
    dimensions: certifies ? dimensionsOf(result) : undefined,
    findings: gate.findings,
    gateFailures: gate.failures
  }
}

/**
 * What the layer feeds the composite: triggering accuracy (F1, or recall without should-not
 * prompts), robustness (1 − failure rate), token efficiency, and output quality only when it was
 * measured. Never reply length.
 */
export function dimensionsOf(r: MonteCarloResult): Partial<Record<DimensionName, number>> {
  const out: Partial<Record<DimensionName, number>> = { robustness: 1 - r.failures.rate }
  const triggering = r.triggeringFrom === 'f1' ? r.f1?.value : r.recall?.rate
  if (triggering !== undefined) out.triggering_accuracy = triggering
  if (r.tokens !== null) out.token_efficiency = Math.max(0, 1 - r.tokens.median / TOKEN_SCALE)
  if (r.quality.measured && r.quality.value !== null) out.output_quality = r.quality.value
  return out
}
