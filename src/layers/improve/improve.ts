// `skill-ci improve`: a better description for one skill, measured. The skill's trigger prompts
// (authored, or generated and cached by the activation layer) are split into train and held-out
// prompts; each round the judge model writes K candidates from what the current best misses or
// over-fires on in train; candidates that fail the spec rules are dropped unseen; the rest run on
// the train prompts, the best two and the current description then on the held-out prompts. A
// candidate is proposed only when its held-out F1 beats the current one by more than noise and
// its false activations are not higher beyond noise (the same paired test, at the run's level);
// otherwise the next round starts from the best finalist.
import type { Llm } from '../../llm/index.js'
import type { DescriptionScores, ImproveCandidate, ImproveResult } from '../../model/index.js'
import { isGeneratedSet } from '../../model/index.js'
import {
  descriptionLine,
  descriptionProblem,
  descriptionSpan
} from '../../skill/description-edit.js'
import { loadYamlParser } from '../../skill/frontmatter.js'
import {
  beatsCurrent,
  pairedF1Difference,
  pairedFalseActivationIncrease,
  type PairedRate
} from '../../stats/paired-f1.js'
import { DEFAULT_SEED } from '../../stats/random.js'
import { authoredPrevalence } from '../../stats/trigger-precision.js'
import { findSiblings, resolveDistractors, type SkillSummary } from '../monte-carlo/catalogue.js'
import { loadContextMessages } from '../monte-carlo/context.js'
import { MC_DEFAULTS } from '../monte-carlo/defaults.js'
import { groupPrompts, type GroupPrompt } from '../monte-carlo/group-prompts.js'
import { groupRng, memberOf } from '../monte-carlo/group.js'
import { contextsOf, type MonteCarloConfig } from '../monte-carlo/options.js'
import { sidesOf } from '../monte-carlo/slice.js'
import type { TriggerRunOutcome } from '../monte-carlo/trigger-run.js'
import type { SkillUnderTest } from '../types.js'
import { generateCandidates, type CandidateFeedback } from './candidates.js'
import { measureDescription, promptRates, scoresOf, type MeasureContext } from './measure.js'
import { splitPrompts } from './split.js'
import { plural } from '../../model/plural.js'

export const IMPROVE_DEFAULTS = {
  /** Candidates the judge model writes per round (K). */
  candidates: 5,
  /** Rounds at most (N). */
  rounds: 2,
  /** Runs of each prompt per description. */
  runsPerPrompt: 2,
  /** Share of each stratum of prompts held out. */
  testShare: 0.4,
  /** Finalists measured on the held-out prompts each round. */
  finalists: 2
} as const

export interface ImproveConfig {
  /** The activation layer's settings: model, distractors, context, prevalence, seed. */
  monteCarlo: MonteCarloConfig
  candidates?: number
  rounds?: number
  runsPerPrompt?: number
  testShare?: number
}

const descriptionOf = (skill: SkillUnderTest): string =>
  typeof skill.frontmatter.data.description === 'string' ? skill.frontmatter.data.description : ''

const dirNameOf = (skill: SkillUnderTest) => skill.dir.split(/[\\/]/).pop() ?? skill.name

/** Measurements of descriptions on one prompt set, each description measured once per run. */
class PromptSetRuns {
  private readonly measured = new Map<string, TriggerRunOutcome[][]>()
  budget = false
  constructor(
    private readonly ctx: MeasureContext,
    readonly prompts: readonly GroupPrompt[]
  ) {}

  async runs(description: string): Promise<TriggerRunOutcome[][]> {
    let runs = this.measured.get(description)
    if (runs === undefined) {
      const measured = await measureDescription(this.ctx, description, this.prompts)
      if (measured.budget) this.budget = true
      runs = measured.runs
      this.measured.set(description, runs)
    }
    return runs
  }
}

/** Train prompts the description misses or over-fires on, and the skills involved. */
function feedbackOf(
  description: string,
  prompts: readonly GroupPrompt[],
  runs: readonly (readonly TriggerRunOutcome[])[],
  name: string,
  siblings: readonly SkillSummary[]
): CandidateFeedback {
  const rates = promptRates(runs, name)
  const { should, shouldNot } = sidesOf(prompts, name)
  const missed = should.filter((i) => (rates[i] ?? 1) < 1)
  const overFired = shouldNot.filter((i) => (rates[i] ?? 0) > 0)
  const involved = new Set<string>()
  for (const i of missed) {
    for (const r of runs[i] ?? []) if (r.fired !== null && r.fired !== name) involved.add(r.fired)
  }
  for (const i of overFired) {
    const owner = prompts[i]?.owner
    if (owner != null) involved.add(owner)
  }
  return {
    description,
    missed: missed.map((i) => (prompts[i] as GroupPrompt).query),
    overFired: overFired.map((i) => (prompts[i] as GroupPrompt).query),
    confusedWith: siblings.filter((s) => involved.has(s.name))
  }
}

/** Each side's prompts as (current, candidate) rate pairs; a prompt unmeasured in either is left out. */
function pairsOf(
  prompts: readonly GroupPrompt[],
  current: readonly (readonly TriggerRunOutcome[])[],
  candidate: readonly (readonly TriggerRunOutcome[])[],
  name: string
) {
  const a = promptRates(current, name)
  const b = promptRates(candidate, name)
  const side = (indices: number[]): PairedRate[] =>
    indices.flatMap((i) => {
      const cur = a[i]
      const cand = b[i]
      return cur == null || cand == null ? [] : [{ current: cur, candidate: cand }]
    })
  const { should, shouldNot } = sidesOf(prompts, name)
  return { should: side(should), shouldNot: side(shouldNot) }
}

const f1Of = (s: DescriptionScores | undefined) => s?.f1?.value ?? -1
const pct = (x: number) => `${Math.round(x * 100)}%`
const faOf = (s: DescriptionScores | undefined | null) => s?.falseActivation?.rate ?? 1

type Outcome = Pick<ImproveResult, 'status' | 'reason'>

/** Improves the description of `skill`; never throws for a model or budget failure. */
export async function improveDescription(
  skill: SkillUnderTest,
  llm: Llm,
  config: ImproveConfig
): Promise<ImproveResult> {
  const mc = config.monteCarlo
  const k = config.candidates ?? IMPROVE_DEFAULTS.candidates
  const maxRounds = config.rounds ?? IMPROVE_DEFAULTS.rounds
  const runsPerPrompt = config.runsPerPrompt ?? IMPROVE_DEFAULTS.runsPerPrompt
  const testShare = config.testShare ?? IMPROVE_DEFAULTS.testShare
  const seed = mc.seed ?? DEFAULT_SEED
  const name = skill.name
  const current = descriptionOf(skill)
  const started = llm.ledger.summary()
  const siblings = await findSiblings(skill)
  const member = await memberOf(skill, siblings, llm, mc)
  const rng = groupRng(seed, skill)
  const prompts = member.set === null ? [] : groupPrompts([{ name, set: member.set }])
  const split = splitPrompts(prompts, name, testShare, rng.derive('improve/split'))
  const count = (ps: readonly GroupPrompt[]) => {
    const sides = sidesOf(ps, name)
    return { should: sides.should.length, shouldNot: sides.shouldNot.length }
  }
  const all = count(prompts)
  const prevalence = mc.prevalence ?? authoredPrevalence(all.should, all.shouldNot) ?? 0.5
  const candidates: ImproveCandidate[] = []
  let rounds = 0
  const result = async (
    outcome: Outcome,
    extra: Partial<ImproveResult> = {}
  ): Promise<ImproveResult> => {
    const ended = llm.ledger.summary()
    const agent = await llm.modelUse(mc.model)
    const judge = await llm.modelUse(mc.judgeModel ?? mc.model)
    return {
      skill: name,
      skillFile: skill.skillFile,
      ...outcome,
      current: { description: current, train: null, heldOut: null },
      proposed: null,
      split: { seed, testShare, train: count(split.train), heldOut: count(split.heldOut) },
      triggerSource: member.set !== null && isGeneratedSet(member.set) ? 'generated' : 'authored',
      prevalence,
      rounds,
      runsPerPrompt,
      candidates,
      dropped: candidates.filter((c) => c.status === 'dropped').length,
      agentModel: agent.answered,
      agentModelAsked: agent.asked,
      judgeModel: judge.answered,
      judgeModelAsked: judge.asked,
      usage: {
        calls: ended.calls - started.calls,
        cachedCalls: ended.cacheHits - started.cacheHits,
        costUsd: ended.costUsd - started.costUsd
      },
      ...extra
    }
  }
  if (member.set === null) return result({ status: member.status, reason: member.reason })
  const span = descriptionSpan(skill.content, skill.frontmatter)
  if (span === null) return result({ status: 'error', reason: 'the skill has no description line' })
  if (count(split.heldOut).should === 0 || count(split.heldOut).shouldNot === 0) {
    return result({
      status: 'error',
      reason:
        'too few trigger prompts to hold any out on both sides (two should and two should-not prompts at least)'
    })
  }

  const ctx: MeasureContext = {
    llm,
    config: mc,
    skill,
    siblings,
    distractors: await resolveDistractors(mc.distractors ?? MC_DEFAULTS.distractors),
    history: await loadContextMessages(contextsOf(mc.context)[0] ?? 'empty'),
    rng,
    runsPerPrompt
  }
  // a candidate is checked by parsing the SKILL.md it would make, whose frontmatter may need it
  await loadYamlParser()
  const train = new PromptSetRuns(ctx, split.train)
  const heldOut = new PromptSetRuns(ctx, split.heldOut)
  const score = async (set: PromptSetRuns, description: string) =>
    scoresOf(set.prompts, await set.runs(description), name, prevalence, seed)
  const budgetStop = (): Outcome | null =>
    train.budget || heldOut.budget
      ? { status: 'budget_exhausted', reason: 'the budget stopped the trigger runs' }
      : null

  // The held-out prompts judge up to two finalists in each round: the error rate is split over
  // every comparison the search may make (Bonferroni), so the chance that any candidate no better
  // than the current one is proposed stays near 5 % two-sided, whatever the rounds.
  const comparisonLevel = 1 - 0.05 / (IMPROVE_DEFAULTS.finalists * maxRounds)
  // The false-activation test is the same test at the run's own level, not split: it guards
  // against a worse description getting through, and splitting it would make it blinder.
  const falseActivationLevel = MC_DEFAULTS.level
  const currentTrain = await score(train, current)
  const currentHeldOut = await score(heldOut, current)
  const currentScores = { description: current, train: currentTrain, heldOut: currentHeldOut }
  let base = current
  let outcome: Outcome | null = budgetStop()
  let proposal: ImproveCandidate | undefined
  for (let round = 1; round <= maxRounds && outcome === null && proposal === undefined; round++) {
    rounds = round
    const feedback = feedbackOf(base, train.prompts, await train.runs(base), name, siblings)
    const written = await generateCandidates(
      llm,
      skill,
      feedback,
      k,
      mc.judgeModel ?? mc.model,
      round < maxRounds
    )
    if (!written.ok) {
      outcome = { status: written.budget ? 'budget_exhausted' : 'error', reason: written.reason }
      break
    }
    const tried: ImproveCandidate[] = []
    const fresh = written.descriptions.filter((d) => !candidates.some((c) => c.description === d))
    for (const description of fresh) {
      const problem = descriptionProblem({ ...skill, dirName: dirNameOf(skill) }, description)
      const candidate: ImproveCandidate =
        problem === null
          ? { round, description, status: 'tried', train: await score(train, description) }
          : { round, description, status: 'dropped', problem }
      candidates.push(candidate)
      if (problem === null) tried.push(candidate)
    }
    outcome = budgetStop()
    if (outcome !== null) break
    const finalists = [...tried]
      .sort((a, b) => f1Of(b.train) - f1Of(a.train) || faOf(a.train) - faOf(b.train))
      .slice(0, IMPROVE_DEFAULTS.finalists)
    for (const f of finalists) {
      f.heldOut = await score(heldOut, f.description)
      const pairs = pairsOf(
        heldOut.prompts,
        await heldOut.runs(current),
        await heldOut.runs(f.description),
        name
      )
      const gain = pairedF1Difference(
        pairs.should,
        pairs.shouldNot,
        prevalence,
        rng.derive(`improve/paired/${f.description}`),
        { level: comparisonLevel }
      )
      if (gain !== null) {
        f.heldOutGain = {
          value: gain.estimate,
          low: gain.low,
          high: gain.high,
          level: gain.level,
          method: gain.method,
          swapP: gain.swapP
        }
      }
      // Paired over the same should-not prompts: a few chance false activations more than the
      // current description's are noise, not a worse description.
      const falseActivations = pairedFalseActivationIncrease(
        pairs.shouldNot,
        rng.derive(`improve/false-activations/${f.description}`),
        { level: falseActivationLevel }
      )
      const verdict = beatsCurrent(gain, falseActivations)
      if (verdict === 'within noise') {
        f.rejected = `held-out F1 gain ${gain === null ? 'unmeasured' : `${gain.estimate.toFixed(2)} [${gain.low.toFixed(2)}, ${gain.high.toFixed(2)}]`} is within noise`
      } else if (verdict === 'more false activations' && falseActivations !== null) {
        const { estimate, low, high, level } = falseActivations
        f.rejected = `more false activations on the held-out prompts than the current description, beyond noise: +${pct(estimate)} [${pct(low)}, ${pct(high)}] (${pct(level)}, paired over prompts)`
      }
    }
    outcome = budgetStop()
    proposal = finalists
      .filter((f) => f.rejected === undefined)
      .sort((a, b) => f1Of(b.heldOut) - f1Of(a.heldOut))[0]
    if (finalists[0] !== undefined) base = finalists[0].description
  }
  if (outcome !== null) return result(outcome, { current: currentScores })
  if (proposal === undefined) {
    return result(
      {
        status: 'no_better',
        reason: `no better description found: ${plural(candidates.length, 'candidate')} in ${plural(rounds, 'round')}, none beat the current one on the held-out prompts by more than noise`
      },
      { current: currentScores }
    )
  }
  return result(
    { status: 'proposed', reason: 'a candidate beats the current description on held-out prompts' },
    {
      current: currentScores,
      proposed: {
        description: proposal.description,
        startLine: span.startLine,
        endLine: span.endLine,
        replaces: skill.content.split('\n').slice(span.startLine - 1, span.endLine),
        line: descriptionLine(proposal.description)
      }
    }
  )
}
