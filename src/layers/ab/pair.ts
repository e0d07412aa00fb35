// One run pair: the baseline and the with-skill arm of a scenario run side by side, judged, and
// scored as one improvement score; a pair whose arms started from different work dirs, whose arms
// were offered other skills than their own, or that no judge could judge is kept in the report
// but marked invalid (with its kind and reason) and left out of the verdict.
import { stopReason, type AgentRun } from '../../agent/loop.js'
import type { AbInvalidKind, AbPair } from '../../model/index.js'
import {
  runArm,
  summariseArm,
  writeTranscript,
  type AbContext,
  type ArmResult,
  type PairJob
} from './arm.js'
import { AB_DEFAULTS, type JudgeMode } from './defaults.js'
import { totalTokens } from '../../llm/index.js'
import {
  judgeIndependent,
  judgePairwise,
  type IndependentJudgement,
  type PairwiseJudgement
} from './judges.js'
import { redactorFor } from './redact.js'
import { breakdown, improvementScore, type ArmFacts, type Quality } from '../../scoring/ab-score.js'

/** The judgements of one pair; a mode leaves out the judges it does not ask. */
interface Judgements {
  pairwise?: PairwiseJudgement
  baseline?: IndependentJudgement
  withSkill?: IndependentJudgement
}

export async function runPair(ctx: AbContext, job: PairJob): Promise<AbPair> {
  // Both arms end before the pair does, even when one of them throws (a fixture refused).
  const arms = await Promise.allSettled([runArm(ctx, job, []), runArm(ctx, job, job.catalogue)])
  const [b, s] = arms.map((arm) => {
    if (arm.status === 'rejected') throw arm.reason
    return arm.value
  }) as [ArmResult, ArmResult]
  const [tb, ts] = await Promise.all([
    writeTranscript(ctx, job, 'baseline', b.run),
    writeTranscript(ctx, job, 'with-skill', s.run)
  ])
  const base = {
    run: job.r,
    skillLoaded: s.run.skillsLoaded.length > 0,
    baseline: summariseArm(b, tb),
    withSkill: summariseArm(s, ts),
    outputChars: { baseline: b.run.output.length, withSkill: s.run.output.length }
  }
  // A stopped skill gets no verdict: judging what its runs left would only add calls.
  if (job.stop?.aborted) return { ...base, ...invalid('not_judged', stopReason(job.stop)) }
  if (b.fixturesHash !== s.fixturesHash)
    return {
      ...base,
      ...invalid('work_dirs_differ', 'the two arms started from different work dirs')
    }
  const leak = isolationProblem(job.skill.name, b, s)
  if (leak) return { ...base, ...invalid('arm_isolation', leak) }
  const judgeMode = ctx.options.judgeMode ?? AB_DEFAULTS.judgeMode
  const judgements = await judgePair(ctx, job, judgeMode, b.run, s.run)
  const judged = judgementRecord(judgements)
  const q = qualityOf(judgeMode, judgements)
  if (!q) {
    const { pairwise, baseline, withSkill } = judgements
    const reason = pairwise?.reason ?? baseline?.reason ?? withSkill?.reason ?? 'no valid judgement'
    return { ...base, ...judged, ...invalid('judge_failed', `judge: ${reason}`) }
  }
  const comparableTime = b.run.cachedCalls === 0 && s.run.cachedCalls === 0
  const parts = breakdown(armFacts(b, comparableTime), armFacts(s, comparableTime), q)
  return { ...base, ...judged, valid: true, score: improvementScore(parts), breakdown: parts }
}

/**
 * What breaks the arms' isolation, if anything: the baseline must be offered no skill and the
 * with-skill arm the skill under test only, or the pair measures something other than this skill.
 */
function isolationProblem(
  skillName: string,
  baseline: Pick<ArmResult, 'catalogue' | 'run'>,
  withSkill: Pick<ArmResult, 'catalogue' | 'run'>
): string | undefined {
  const names = (xs: string[]) => xs.map((x) => `'${x}'`).join(', ')
  if (baseline.catalogue.length > 0)
    return `arm isolation: the baseline was offered ${names(baseline.catalogue)} instead of no skill`
  if (withSkill.catalogue.length !== 1 || withSkill.catalogue[0] !== skillName)
    return `arm isolation: the with-skill arm was offered ${names(withSkill.catalogue) || 'no skill'} instead of '${skillName}' only`
  for (const [arm, a] of [
    ['baseline', baseline],
    ['with-skill', withSkill]
  ] as const) {
    const stray = a.run.skillsLoaded.filter((n) => !a.catalogue.includes(n))
    if (stray.length > 0)
      return `arm isolation: the ${arm} arm loaded ${names(stray)}, which it was not offered`
  }
  return undefined
}

const invalid = (invalidKind: AbInvalidKind, invalidReason: string) => ({
  valid: false,
  invalidKind,
  invalidReason,
  score: null,
  breakdown: null
})

/** Asks the judges of `judgeMode`, all at once. */
async function judgePair(
  ctx: AbContext,
  job: PairJob,
  judgeMode: JudgeMode,
  baseline: AgentRun,
  withSkill: AgentRun
): Promise<Judgements> {
  const { scenario, r, signal } = job
  const redact = redactorFor(job.marks, scenario.prompt)
  const call = {
    llm: ctx.options.llm,
    model: ctx.options.judgeModel,
    salt: `ab-judge/${scenario.name}/run-${r}`,
    signal
  }
  const independent = (arm: string, run: AgentRun) =>
    judgeMode !== 'pairwise'
      ? judgeIndependent(
          { ...call, salt: `${call.salt}/${arm}` },
          scenario.prompt,
          run,
          scenario.rubric,
          redact
        )
      : undefined
  const [pairwise, b, s] = await Promise.all([
    judgeMode !== 'independent'
      ? judgePairwise(call, scenario.prompt, baseline, withSkill, scenario.rubric, redact)
      : undefined,
    independent('baseline', baseline),
    independent('with-skill', withSkill)
  ])
  return { pairwise, baseline: b, withSkill: s }
}

/** The judgements as the report keeps them, with the redactions of what the judges read. */
function judgementRecord(
  j: Judgements
): Pick<AbPair, 'pairwise' | 'independent' | 'redactions' | 'judgeCostUsd'> {
  const { pairwise, baseline, withSkill } = j
  const redactions =
    pairwise?.redactions ??
    (baseline && withSkill
      ? { baseline: baseline.redactions, withSkill: withSkill.redactions }
      : undefined)
  // The judges' calls are part of what the pair cost.
  const judgeCostUsd = [pairwise, baseline, withSkill].reduce(
    (sum, j) => sum + (j?.costUsd ?? 0),
    0
  )
  return {
    judgeCostUsd,
    ...(redactions ? { redactions } : {}),
    ...(pairwise
      ? {
          pairwise: {
            overall: pairwise.overall,
            quality: pairwise.quality,
            inconsistencies: pairwise.inconsistencies,
            comparisons: pairwise.comparisons,
            valid: pairwise.valid,
            ...(pairwise.reason ? { reason: pairwise.reason } : {})
          }
        }
      : {}),
    ...(baseline && withSkill
      ? {
          independent: {
            baseline: baseline.valid ? baseline.overall : null,
            withSkill: withSkill.valid ? withSkill.overall : null
          }
        }
      : {})
  }
}

/** The quality components of the score: pairwise when valid, else the independent scores. */
function qualityOf(judgeMode: JudgeMode, j: Judgements): Quality | null {
  const { pairwise: p, baseline: b, withSkill: s } = j
  if (p?.valid) return { kind: 'pairwise', quality: p.quality, overall: p.overall }
  // In "both" mode a failed pairwise judgement makes the pair invalid, rather than mixing the
  // pairwise and the independent scale within one scenario.
  if (judgeMode === 'both' || !b?.valid || !s?.valid) return null
  return {
    kind: 'independent',
    baselineRubric: b.rubricMean,
    skillRubric: s.rubricMean,
    baselineOverall: b.overall,
    skillOverall: s.overall
  }
}

function armFacts(a: ArmResult, timeComparable: boolean): ArmFacts {
  return {
    tokens: totalTokens(a.run.tokens),
    toolCalls: Object.entries(a.run.toolCalls).reduce((n, [, c]) => n + c, 0),
    // Cached replies carry no latency, so time is compared only between two live runs.
    timeMs: timeComparable ? a.run.apiMs + a.run.toolMs : 0,
    errors: a.run.errors,
    completed: a.completed
  }
}
