// The judge layer in words, inside a skill's collapsible block: per judge dimension the score,
// each judge's score and the spread when several judged, a "judges disagree" flag, why a
// dimension (or one judge) went unmeasured, and the short evidence the judges quoted; then the
// triggering F1 (self-reported next to recomputed) and whether the judge saw the whole SKILL.md.
// Evidence and reasons come from a model reading untrusted skill text, so they enter only through
// `text()` (one escaped line each) and are bounded per item and per skill: a block that outgrows
// the comment is dropped whole by the fitter, and evidence should never cost a skill its block.
import type { BlockContent, PhrasingContent, RootContent } from 'mdast'
import { list, paragraph, strong, text } from './mdast.js'
import { JudgeLayerSchema, type JudgeDimensionResult, type JudgeLayer } from '../model/index.js'
import { MESSAGE_CHARS, NAME_CHARS } from './phrases.js'
import { oneLine } from './text.js'
import { plural } from '../model/plural.js'

type JudgeDimensionName = keyof JudgeLayer['dimensions']
const JUDGE_DIMENSIONS = Object.keys(
  JudgeLayerSchema.shape.dimensions.shape
) as JudgeDimensionName[]

/** Code points per evidence item (the judge is asked for quotes under 200 characters). */
export const EVIDENCE_ITEM_CHARS = 200
/** Evidence code points per skill, shared equally by the judge dimensions. */
export const EVIDENCE_SKILL_CHARS = 2_400
const EVIDENCE_DIMENSION_CHARS = Math.floor(EVIDENCE_SKILL_CHARS / JUDGE_DIMENSIONS.length)
/** Failure reasons may list one reason per judge (up to five). */
const REASON_CHARS = MESSAGE_CHARS * 2

const score2 = (x: number): string => x.toFixed(2)
const count = (n: number): string => n.toLocaleString('en-US')

export function judgeBlock(judge: JudgeLayer): RootContent[] {
  const models = [...new Set(JUDGE_DIMENSIONS.flatMap((name) => judge.dimensions[name].models))]
  const intro: PhrasingContent[] = [
    strong(text('Judge assessment')),
    text(` (${plural(judge.judges, 'judge')}`)
  ]
  if (models.length > 0) intro.push(text(`: ${models.join(', ')}`, NAME_CHARS))
  intro.push(text(')'))
  const out: RootContent[] = [
    paragraph(...intro),
    list(JUDGE_DIMENSIONS.map((name) => dimensionItem(name, judge.dimensions[name], judge.judges)))
  ]
  const f1 = triggeringLine(judge.triggering)
  if (f1 !== undefined) out.push(paragraph(text(f1)))
  if (judge.input.truncated) {
    out.push(
      paragraph(
        text(
          `The judges saw the first ${count(judge.input.sentChars)} of ${count(judge.input.skillChars)} characters of SKILL.md (token budget ${count(judge.input.tokenBudget)}).`
        )
      )
    )
  }
  return out
}

function dimensionItem(
  name: JudgeDimensionName,
  result: JudgeDimensionResult,
  judges: number
): BlockContent[] {
  const line: PhrasingContent[] = [strong(text(name.replaceAll('_', ' ')))]
  if (result.score === null) {
    line.push(text(': not measured'))
  } else {
    line.push(text(` ${score2(result.score)}`))
    if (judges > 1) {
      const scores = result.judgeScores.map((s) => (s === null ? '—' : score2(s))).join(', ')
      line.push(text(` · judge scores ${scores}`))
      if (result.spread !== null) line.push(text(` · spread ${score2(result.spread)}`))
    }
    if (result.judgesDisagree) line.push(text(' · '), strong(text('judges disagree')))
  }
  if (result.reason !== undefined && result.reason !== '') {
    // Unmeasured: why. Measured: which judge's reply was unusable, after the scores.
    line.push(text(`${result.score === null ? ' —' : ' ·'} ${result.reason}`, REASON_CHARS))
  }
  const item: BlockContent[] = [paragraph(...line)]
  const evidence = boundedEvidence(result.evidence)
  if (evidence.length > 0) item.push(list(evidence))
  return item
}

/** Evidence items in order, each cut to EVIDENCE_ITEM_CHARS, within this dimension's share. */
function boundedEvidence(evidence: readonly string[]): BlockContent[][] {
  const shown: BlockContent[][] = []
  let used = 0
  let index = 0
  for (; index < evidence.length; index++) {
    const quote = oneLine(`“${evidence[index]}”`, EVIDENCE_ITEM_CHARS)
    const length = Array.from(quote).length
    if (used + length > EVIDENCE_DIMENSION_CHARS) break
    used += length
    shown.push([paragraph(text(quote))])
  }
  const left = evidence.length - index
  if (left > 0) {
    shown.push([
      paragraph(text(`…and ${plural(left, 'more evidence item')} (see the JSON report)`))
    ])
  }
  return shown
}

/** `Triggering F1: self-reported 0.80, recomputed 0.67 (…)`, or undefined when neither exists. */
function triggeringLine(t: JudgeLayer['triggering']): string | undefined {
  if (t.reportedF1 === null && t.recomputedF1 === null) return undefined
  const parts: string[] = []
  if (t.reportedF1 !== null) parts.push(`self-reported ${score2(t.reportedF1)}`)
  if (t.recomputedF1 !== null) {
    const details = [
      ...(t.precision === null ? [] : [`precision ${score2(t.precision)}`]),
      ...(t.recall === null ? [] : [`recall ${score2(t.recall)}`]),
      plural(t.predictions, 'prediction')
    ]
    parts.push(`recomputed ${score2(t.recomputedF1)} (${details.join(', ')})`)
  }
  return `Triggering F1: ${parts.join(', ')}`
}
