// The judge layer as a LayerRunner (PluginEval's LLM judge, with the extensions documented in
// prompts.ts and replies.ts): four assessments × N judges, each one call through the shared Llm
// (cached, budgeted, retried), one corrective retry per unusable reply (no verdict call, or a call
// whose input fails its schema), then per-dimension aggregation.
// It never throws: failures become unmeasured dimensions with reasons, or an error record.
import { glob } from 'tinyglobby'
import type { z } from 'zod'
import {
  askForAnswer,
  DEFAULT_JUDGE_MODEL,
  DEFAULT_TRIGGERING_MODEL,
  type AnswerTool,
  type Llm,
  type LlmReply
} from '../../llm/index.js'
import {
  LOWERCASE_SKILL_FILE_NAME,
  SKILL_FILE_NAME,
  type DimensionName,
  type JudgeAgreement,
  type JudgeDimensionResult,
  type JudgeLayer
} from '../../model/index.js'
import { triggerF1 } from '../../stats/f1.js'
import type { LayerOutcome, LayerRunner, SkillUnderTest } from '../types.js'
import { agreementOf, combineJudges, type JudgedSkill } from './aggregate.js'
import {
  buildJudgeRequest,
  prepareSkillInput,
  RETRY_INSTRUCTION,
  type SkillInput
} from './prompts.js'
import { verdictTool, type JudgeReply, type TriggeringReply } from './replies.js'
import { JUDGE_DIMENSIONS, type JudgeDimension } from './types.js'

export interface JudgeOptions {
  llm: Llm
  /** Independent judges per assessment, 1–5 (default 1). */
  judges?: number
  /** Models for the rubric assessments; judge j uses entry j mod length (default sonnet). */
  judgeModels?: string[]
  /** Models for the triggering assessment (default haiku, as in the reference). */
  triggeringModels?: string[]
  /** Token budget for the SKILL.md text shown to the judge (default 12,000). */
  skillTokenBudget?: number
}

export interface JudgeRunner extends LayerRunner {
  /** The judges' agreement per dimension over the skills judged so far (none with one judge). */
  agreement(): JudgeAgreement | undefined
}

const MAX_EVIDENCE = 3
const MAX_EVIDENCE_CHARS = 200

const meanOf = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null)

const shorten = (s: string) =>
  s.length > MAX_EVIDENCE_CHARS ? `${s.slice(0, MAX_EVIDENCE_CHARS - 1)}…` : s

/** One judge's outcome for one assessment. */
/** `model`: the id the API answered with; `asked`: the judge's model name as configured. */
type Verdict = { model: string; asked: string } & (
  | { ok: true; score: number; evidence: string[]; reply: JudgeReply<JudgeDimension> }
  | { ok: false; reason: string; budget: boolean }
)

interface CallTally {
  calls: number
  cacheHits: number
  costUsd: number
  inputTokens: number
  outputTokens: number
}

function evidenceOf(dimension: JudgeDimension, reply: JudgeReply<JudgeDimension>): string[] {
  if (dimension === 'triggering_accuracy') {
    const misses = (reply as TriggeringReply).predictions
      .filter((p) => p.should_trigger !== p.would_trigger)
      .map((p) => `${p.should_trigger ? 'missed' : 'false trigger'}: "${p.prompt}"`)
    return misses.slice(0, MAX_EVIDENCE).map(shorten)
  }
  const r = reply as {
    evidence: string[]
    reasoning?: string
    assessment?: string
    simulations?: { quality_notes: string }[]
  }
  const lead = r.reasoning || r.assessment || r.simulations?.[0]?.quality_notes
  return [...(lead ? [lead] : []), ...r.evidence].slice(0, MAX_EVIDENCE).map(shorten)
}

/**
 * The score a reply supplies: for triggering, F1 recomputed from the predictions (PluginEval
 * trusts the model's own arithmetic), else the reported one.
 */
function scoreOf(dimension: JudgeDimension, reply: JudgeReply<JudgeDimension>): number {
  if (dimension === 'triggering_accuracy') {
    const { predictions, f1 } = reply as TriggeringReply
    return predictions.length ? triggerF1(predictions).f1 : f1
  }
  return (reply as { score: number }).score
}

export async function listBundledFiles(dir: string): Promise<string[]> {
  try {
    const files = await glob('**/*', {
      cwd: dir,
      dot: false,
      followSymbolicLinks: false,
      ignore: [SKILL_FILE_NAME, LOWERCASE_SKILL_FILE_NAME, '**/node_modules/**']
    })
    return files.sort()
  } catch {
    return []
  }
}

/** The judges of one layer run: how many, and which model each one uses. */
interface JudgePanel {
  llm: Llm
  judges: number
  rubricModels: string[]
  triggeringModels: string[]
  skillTokenBudget?: number
}

export function createJudgeRunner(options: JudgeOptions): JudgeRunner {
  const judges = Math.trunc(options.judges ?? 1)
  if (!(judges >= 1 && judges <= 5))
    throw new RangeError(`judges must be 1–5, got ${options.judges}`)
  const panel: JudgePanel = {
    llm: options.llm,
    judges,
    rubricModels: options.judgeModels?.length ? options.judgeModels : [DEFAULT_JUDGE_MODEL],
    triggeringModels: options.triggeringModels?.length
      ? options.triggeringModels
      : [DEFAULT_TRIGGERING_MODEL],
    skillTokenBudget: options.skillTokenBudget
  }
  const judged: JudgedSkill[] = []
  let panelModels: Promise<PanelModels> | undefined

  const run = async (skill: SkillUnderTest, signal?: AbortSignal): Promise<LayerOutcome> => {
    try {
      const { dimensions, outcome } = await judgeSkill(panel, skill, signal)
      // One judge has nothing to agree with: no agreement is kept, and no model is resolved for it.
      if (panel.judges > 1) {
        panelModels ??= resolvePanelModels(panel)
        const models = await panelModels
        judged.push(
          Object.fromEntries(
            JUDGE_DIMENSIONS.map((d) => [
              d,
              { judgeScores: dimensions[d].judgeScores, judgeModels: models[d] }
            ])
          ) as JudgedSkill
        )
      }
      return outcome
    } catch (error) {
      return {
        layer: 'judge',
        record: { status: 'error', reason: error instanceof Error ? error.message : String(error) }
      }
    }
  }

  return {
    layer: 'judge',
    run,
    agreement: () => agreementOf(judged, judges)
  }
}

function modelFor(panel: JudgePanel, dimension: JudgeDimension, judge: number): string {
  const list = dimension === 'triggering_accuracy' ? panel.triggeringModels : panel.rubricModels
  return list[judge % list.length] as string
}

/** Whether another judge of `dimension` asks the same model, and so sends the same prompt. */
function sharesPrompt(panel: JudgePanel, dimension: JudgeDimension, judge: number): boolean {
  const model = modelFor(panel, dimension, judge)
  return Array.from({ length: panel.judges }, (_, j) => j).some(
    (j) => j !== judge && modelFor(panel, dimension, j) === model
  )
}

/** Judge j's model on each dimension. */
type PanelModels = Record<JudgeDimension, string[]>

/**
 * Each judge's model as the client resolves it (an alias to its id), so that two names for one
 * model are seen as the same model when naming the agreement; a name that does not resolve is
 * kept as given (its calls fail and are reported on their own).
 */
async function resolvePanelModels(panel: JudgePanel): Promise<PanelModels> {
  const resolve = (name: string) => panel.llm.resolveModel(name).catch(() => name)
  const entries = await Promise.all(
    JUDGE_DIMENSIONS.map(async (d) => {
      const names = Array.from({ length: panel.judges }, (_, j) => modelFor(panel, d, j))
      return [d, await Promise.all(names.map(resolve))] as const
    })
  )
  return Object.fromEntries(entries) as PanelModels
}

/** One judge's assessment of one dimension, with one corrective retry after an unusable reply. */
async function assess(
  panel: JudgePanel,
  dimension: JudgeDimension,
  judge: number,
  input: SkillInput,
  tally: CallTally,
  signal?: AbortSignal
): Promise<Verdict> {
  const request = buildJudgeRequest(dimension, input, modelFor(panel, dimension, judge))
  // Judge 1 shares the cache with a single-judge run; the others are separate samples.
  const cacheSalt = judge === 0 ? undefined : `judge-${judge + 1}`
  // Each dimension's tool and instructions differ, so a prompt is read back from the API's cache
  // only by another judge asking the same model the same question: marked only then.
  const cacheAt = sharesPrompt(panel, dimension, judge) ? [0] : undefined
  // Each dimension's tool checks its own reply shape; the reply is one of the judges' shapes.
  const tool: AnswerTool<z.ZodType<JudgeReply<JudgeDimension>>> = verdictTool(dimension)
  const asked = await askForAnswer(panel.llm, request, {
    tool,
    call: { layer: 'judge', signal, cacheSalt, batchable: true, cacheAt },
    retryInstruction: RETRY_INSTRUCTION
  })
  for (const reply of asked.replies) countCall(tally, reply)
  const model = asked.replies.at(-1)?.model ?? (await panel.llm.modelUse(request.model)).answered
  const models = { model, asked: request.model }
  if (asked.ok) {
    const value = asked.value
    return {
      ...models,
      ok: true,
      score: scoreOf(dimension, value),
      model,
      evidence: evidenceOf(dimension, value),
      reply: value
    }
  }
  const { failure } = asked
  return failure
    ? {
        ...models,
        ok: false,
        reason: `${failure.kind}: ${failure.message}`,
        budget: failure.kind === 'budget_exhausted'
      }
    : {
        ...models,
        ok: false,
        reason: `unusable reply after one retry: ${asked.error}`,
        budget: false
      }
}

function countCall(tally: CallTally, reply: LlmReply): void {
  if (reply.cached) tally.cacheHits += 1
  else tally.calls += 1
  tally.costUsd += reply.costUsd
  tally.inputTokens += reply.tokens.input + reply.tokens.cacheWrite + reply.tokens.cacheRead
  tally.outputTokens += reply.tokens.output
}

/** Every judge on every dimension of `skill`; the layer's outcome and its per-dimension results. */
async function judgeSkill(
  panel: JudgePanel,
  skill: SkillUnderTest,
  signal?: AbortSignal
): Promise<{ dimensions: JudgeLayer['dimensions']; outcome: LayerOutcome }> {
  const description =
    typeof skill.frontmatter.data.description === 'string' ? skill.frontmatter.data.description : ''
  const input = prepareSkillInput(
    skill.content,
    description,
    await listBundledFiles(skill.dir),
    panel.skillTokenBudget
  )
  const tally: CallTally = { calls: 0, cacheHits: 0, costUsd: 0, inputTokens: 0, outputTokens: 0 }
  // With several judges, the first one's reply comes before the others ask: the prompt it
  // wrote to the API's cache is then there for them to read.
  const verdicts = await Promise.all(
    JUDGE_DIMENSIONS.map(async (d) => {
      const first = await assess(panel, d, 0, input, tally, signal)
      const rest = await Promise.all(
        Array.from({ length: panel.judges - 1 }, (_, j) =>
          assess(panel, d, j + 1, input, tally, signal)
        )
      )
      return [first, ...rest]
    })
  )
  const byDimension = Object.fromEntries(
    JUDGE_DIMENSIONS.map((d, i) => [d, verdicts[i] as Verdict[]])
  ) as Record<JudgeDimension, Verdict[]>
  const dimensions = dimensionResults(byDimension, panel.judges)
  const record = layerRecord(byDimension, dimensions, panel.judges, input, tally)
  const measured = JUDGE_DIMENSIONS.filter((d) => dimensions[d].score !== null)
  return {
    dimensions,
    outcome: {
      layer: 'judge',
      record,
      dimensions: Object.fromEntries(measured.map((d) => [d, dimensions[d].score as number]))
    }
  }
}

/** Each dimension's combined score, the judges' scores and evidence, and why judges failed. */
function dimensionResults(
  byDimension: Record<JudgeDimension, Verdict[]>,
  judges: number
): JudgeLayer['dimensions'] {
  return Object.fromEntries(
    JUDGE_DIMENSIONS.map((d) => {
      const vs = byDimension[d]
      const judgeScores = vs.map((v) => (v.ok ? v.score : null))
      const failures = vs.flatMap((v, j) =>
        v.ok ? [] : [judges === 1 ? v.reason : `judge ${j + 1}: ${v.reason}`]
      )
      const result: JudgeDimensionResult = {
        ...combineJudges(judgeScores),
        models: [...new Set(vs.map((v) => v.model))],
        modelsAsked: [...new Set(vs.map((v) => v.asked))],
        judgeScores,
        evidence: vs.flatMap((v) => (v.ok ? v.evidence : [])),
        ...(failures.length ? { reason: failures.join('; ') } : {})
      }
      return [d, result]
    })
  ) as JudgeLayer['dimensions']
}

function layerRecord(
  byDimension: Record<JudgeDimension, Verdict[]>,
  dimensions: JudgeLayer['dimensions'],
  judges: number,
  input: SkillInput,
  tally: CallTally
): JudgeLayer {
  const measured = JUDGE_DIMENSIONS.filter((d) => dimensions[d].score !== null)
  const unmeasured: DimensionName[] = JUDGE_DIMENSIONS.filter(
    (d) => dimensions[d].score === null
  ).sort()
  const budgetHit = Object.values(byDimension).some((vs) => vs.some((v) => !v.ok && v.budget))
  const status: JudgeLayer['status'] = budgetHit
    ? 'budget_exhausted'
    : measured.length
      ? 'ok'
      : 'error'
  return {
    status,
    ...(status !== 'ok' || unmeasured.length
      ? {
          reason: unmeasured
            .map((d) => `${d}: ${dimensions[d as JudgeDimension].reason ?? 'unmeasured'}`)
            .join('; ')
        }
      : {}),
    score: measured.length
      ? measured.reduce((s, d) => s + (dimensions[d].score as number), 0) / measured.length
      : null,
    judges,
    dimensions,
    unmeasured,
    triggering: triggeringSummary(byDimension.triggering_accuracy),
    input: {
      skillChars: input.skillChars,
      sentChars: input.sentChars,
      truncated: input.truncated,
      tokenBudget: input.tokenBudget,
      bundledFiles: input.bundledFiles,
      bundledFilesTruncated: input.bundledFilesTruncated
    },
    usage: tally
  }
}

/** The triggering judges' F1 as they reported it and as recomputed from their predictions. */
function triggeringSummary(verdicts: Verdict[]): JudgeLayer['triggering'] {
  const replies = verdicts.flatMap((v) => (v.ok ? [v.reply as TriggeringReply] : []))
  const recomputed = replies
    .filter((r) => r.predictions.length > 0)
    .map((r) => triggerF1(r.predictions))
  return {
    reportedF1: meanOf(replies.map((r) => r.f1)),
    recomputedF1: meanOf(recomputed.map((r) => r.f1)),
    precision: meanOf(recomputed.map((r) => r.precision)),
    recall: meanOf(recomputed.map((r) => r.recall)),
    predictions: replies.reduce((n, r) => n + r.predictions.length, 0)
  }
}
