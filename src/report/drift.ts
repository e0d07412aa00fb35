// The drift of a re-validation as markdown: the section of the job summary and the body of the
// tracking issue. Skill names and paths only enter through the mdast builders (one line,
// mentions and references made inert), so a skill cannot write into the issue.
import type { PhrasingContent, RootContent } from 'mdast'
import {
  displayPath,
  type DriftClass,
  type DriftInterval,
  type DriftReport,
  type DriftSide,
  type SkillDrift
} from '../model/index.js'
import { code, heading, list, markerNode, paragraph, stringify, table, text } from './mdast.js'
import { MESSAGE_CHARS, NAME_CHARS } from './phrases.js'
import { plural } from '../model/plural.js'

/** The hidden marker the tracking issue is found by. */
export const DRIFT_ISSUE_MARKER = '<!-- skill-ci:drift-tracking -->'

export const DRIFT_CLASS_TITLE: Record<DriftClass, string> = {
  stopped_helping: 'Stopped helping (removal candidates)',
  started_helping: 'Started helping',
  activation_regressed: 'Activation regressed',
  improved: 'Improved'
}

const pct = (v: number | null) => (v === null ? '—' : `${(v * 100).toFixed(0)}%`)
const rate = (i: DriftInterval | null) =>
  i === null ? '—' : `${pct(i.estimate)} [${pct(i.low)}, ${pct(i.high)}]`
const signed = (v: number | null) =>
  v === null ? '—' : `${v >= 0 ? '+' : '−'}${Math.abs(v * 100).toFixed(1)}%`

function abCell(side: DriftSide): string {
  if (side.ab === null) return '—'
  const { verdict, improvement: i } = side.ab
  return `${verdict.replaceAll('_', ' ')} ${signed(i.estimate)} [${signed(i.low)}, ${signed(i.high)}]`
}

const judgeCell = (side: DriftSide) =>
  side.judge?.score === null || side.judge === null ? '—' : side.judge.score.toFixed(2)
const compositeCell = (side: DriftSide) =>
  side.composite === null ? '—' : `${side.composite.toFixed(1)} (${side.grade ?? '—'})`

const modelOf = (side: DriftSide) =>
  side.models.ab ?? side.models.monteCarlo ?? side.models.judge[0] ?? '—'

const pair = (before: string, after: string): PhrasingContent[] => [
  text(before === after ? before : `${before} → ${after}`, MESSAGE_CHARS)
]

function skillLabel(drift: SkillDrift): PhrasingContent[] {
  const path = displayPath(drift)
  return [
    code(path),
    ...(drift.name === path.split('/').pop() ? [] : [text(` ${drift.name}`, NAME_CHARS)])
  ]
}

function driftTable(skills: SkillDrift[]): RootContent {
  return table(
    [
      'Skill',
      'Drift',
      'Model',
      'A/B verdict, improvement',
      'Recall',
      'False activations',
      'Judge',
      'Composite'
    ],
    skills.map((d) => [
      skillLabel(d),
      [
        text(
          d.classes.length === 0 ? 'none' : d.classes.map((c) => c.replaceAll('_', ' ')).join(', ')
        )
      ],
      pair(modelOf(d.baseline), modelOf(d.current)),
      pair(abCell(d.baseline), abCell(d.current)),
      pair(rate(d.baseline.recall), rate(d.current.recall)),
      pair(rate(d.baseline.falseActivation), rate(d.current.falseActivation)),
      pair(judgeCell(d.baseline), judgeCell(d.current)),
      pair(compositeCell(d.baseline), compositeCell(d.current))
    ])
  )
}

function driftNodes(drift: DriftReport): RootContent[] {
  const nodes: RootContent[] = [
    paragraph(text(drift.note, MESSAGE_CHARS)),
    paragraph(
      text(
        `Baseline: ${drift.baselineSource}${drift.baselineCreatedAt ? ` (${drift.baselineCreatedAt})` : ''}. Tracked models: ${drift.trackedModels.join(', ') || 'none'}; new: ${drift.newModels.join(', ') || 'none'}.`,
        MESSAGE_CHARS
      )
    )
  ]
  const drifted = drift.skills.filter((d) => d.classes.length > 0)
  for (const cls of Object.keys(DRIFT_CLASS_TITLE) as DriftClass[]) {
    const skills = drifted.filter((d) => d.classes.includes(cls))
    if (skills.length === 0) continue
    nodes.push(
      heading(3, text(`${DRIFT_CLASS_TITLE[cls]}: ${skills.length}`)),
      list(
        skills.map((d) => [
          paragraph(...skillLabel(d), text(` — ${d.reasons.join('; ')}`, MESSAGE_CHARS))
        ])
      )
    )
  }
  if (drifted.length > 0) nodes.push(heading(3, text('Side by side')), driftTable(drifted))
  const noisy = drift.skills.filter((d) => (d.withinNoise?.length ?? 0) > 0)
  if (noisy.length > 0) {
    nodes.push(
      heading(3, text(`Verdict changed within noise (not drift): ${noisy.length}`)),
      list(
        noisy.map((d) => [
          paragraph(...skillLabel(d), text(` — ${(d.withinNoise ?? []).join('; ')}`, MESSAGE_CHARS))
        ])
      )
    )
  }
  const failed = drift.skills.filter((d) => d.failed === true)
  if (failed.length > 0) {
    nodes.push(
      heading(3, text(`Not compared, the re-run failed: ${failed.length}`)),
      list(failed.map((d) => [paragraph(...skillLabel(d))])),
      paragraph(
        text('Their last measurement stays the baseline; the next re-validation runs them again.')
      )
    )
  }
  const steady = drift.skills.filter((d) => d.classes.length === 0 && d.failed !== true).length
  const intervals = steady === 1 ? 'its intervals' : 'their intervals'
  nodes.push(
    paragraph(
      text(
        drifted.length === 0
          ? `No drift: ${plural(steady, 'compared skill')} changed within ${intervals}.`
          : `${plural(steady, 'other compared skill')} changed within ${intervals} (no drift).`
      )
    )
  )
  return nodes
}

/** The job summary's re-validation section. */
export function renderDriftSection(drift: DriftReport): string {
  return stringify([heading(2, text('skill-ci re-validation')), ...driftNodes(drift)])
}

/** The tracking issue's body: its marker, then the same section. */
export function renderDriftIssue(drift: DriftReport): string {
  return stringify([
    markerNode(DRIFT_ISSUE_MARKER),
    paragraph(
      text(
        'skill-ci keeps this issue up to date on each scheduled re-validation and closes it when no skill has stopped helping or regressed in activation. A change is listed only when the intervals support it.'
      )
    ),
    ...driftNodes(drift)
  ])
}
