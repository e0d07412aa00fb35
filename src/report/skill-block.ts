// The collapsible per-skill block: composite, gate reasons, the ten dimensions, what to fix
// first, the judges' assessment with evidence, anti-patterns, findings, portability, errors and
// layers.
import type { BlockContent, PhrasingContent, RootContent } from 'mdast'
import { ANTI_PATTERN_ADVICE } from './advice.js'
import type { BaseComparison } from './comparison.js'
import type { MarkdownOptions } from './markdown.js'
import { HTML_FRAGMENTS, code, heading, list, paragraph, strong, table, text } from './mdast.js'
import { abBlock } from './ab.js'
import { judgeBlock } from './judge-block.js'
import { AbResultSchema, type Composite, type SkillReport } from './model.js'
import { MESSAGE_CHARS, badgeText, cappedItems, layerLine, skillLabel } from './phrases.js'
import { improvementTips } from './tips.js'
import { formatLocation, formatScore } from './text.js'

export function skillBlock(skill: SkillReport, opts: MarkdownOptions): RootContent[] {
  const body: RootContent[] = []
  const composite = skill.composite
  if (composite !== null) {
    body.push(paragraph(...compositeLine(composite)))
  } else {
    body.push(paragraph(text('This skill could not be scored.')))
  }
  if (skill.gate !== undefined && !skill.gate.passed && skill.gate.reasons.length > 0) {
    body.push(
      paragraph(strong(text('Gate failed'))),
      list(cappedItems(skill.gate.reasons, (reason) => [paragraph(text(reason, MESSAGE_CHARS))]))
    )
  }
  if (composite !== null) {
    body.push(dimensionTable(skill, composite, opts.base))
    const tips = improvementTips(composite)
    if (tips.length > 0) {
      body.push(
        paragraph(strong(text('Fix first'))),
        list(
          tips.map((tip) => [
            paragraph(
              strong(text(tip.title)),
              text(
                ` (${tip.grade}, weight ${percent(tip.weight)}, up to +${formatScore(tip.potentialPoints)} points): ${tip.tip}`,
                MESSAGE_CHARS * 2
              )
            )
          ]),
          true
        )
      )
    }
  }
  const ab = AbResultSchema.safeParse(skill.layers.ab)
  if (ab.success) body.push(...abBlock(ab.data))
  const judge = skill.layers.judge
  if (judge !== undefined && 'dimensions' in judge) body.push(...judgeBlock(judge))
  const antiPatterns = skill.layers.static?.antiPatterns ?? []
  if (antiPatterns.length > 0) {
    body.push(
      paragraph(strong(text('Anti-patterns'))),
      list(
        cappedItems(antiPatterns, (pattern) => [
          paragraph(
            code(pattern.flag),
            text(' at '),
            code(formatLocation(pattern.file, pattern.line)),
            text(` — ${pattern.description}`, MESSAGE_CHARS),
            text(` → ${ANTI_PATTERN_ADVICE[pattern.flag].fix}`, MESSAGE_CHARS * 2)
          )
        ])
      )
    )
  }
  if (skill.findings.length > 0) {
    body.push(
      paragraph(strong(text('Findings'))),
      list(
        cappedItems(skill.findings, (finding) => [
          paragraph(
            text(`${finding.severity} `),
            code(finding.ruleId),
            text(' at '),
            code(formatLocation(finding.file, finding.line)),
            text(` — ${finding.message}`, MESSAGE_CHARS)
          )
        ])
      )
    )
  }
  const portability = skill.layers.static?.portability ?? []
  if (portability.length > 0) {
    body.push(
      paragraph(strong(text('Portability'))),
      list(
        cappedItems(portability, (finding) => [
          paragraph(
            code(finding.flag),
            text(' at '),
            code(formatLocation(finding.file, finding.line)),
            text(` — ${finding.message}`, MESSAGE_CHARS)
          )
        ])
      )
    )
  }
  if (skill.errors.length > 0) {
    body.push(
      paragraph(strong(text('Errors'))),
      list(
        cappedItems(skill.errors, (error) => [
          paragraph(
            code(error.code),
            text(' at '),
            code(formatLocation(error.file, error.line)),
            text(` — ${error.message}`, MESSAGE_CHARS)
          )
        ])
      )
    )
  }
  const layerItems: BlockContent[][] = []
  for (const [name, run] of Object.entries(skill.layers)) {
    if (run !== undefined) layerItems.push([paragraph(...layerLine(name, run.status, run.reason))])
  }
  if (layerItems.length > 0) body.push(paragraph(strong(text('Layers'))), list(layerItems))
  return [
    heading(3, ...skillLabel(skill)),
    HTML_FRAGMENTS.detailsOpen(
      composite === null ? 'Why this skill could not be scored' : 'Dimensions, findings and tips'
    ),
    ...body,
    HTML_FRAGMENTS.detailsClose()
  ]
}

function compositeLine(composite: Composite): PhrasingContent[] {
  const line: PhrasingContent[] = [
    text('Composite '),
    strong(text(formatScore(composite.score))),
    text(
      ` · grade ${composite.grade} · badge ${badgeText(composite.badge)} · ${composite.depthLabel}`
    )
  ]
  if (composite.penalty < 1) {
    line.push(text(` · anti-pattern penalty −${Math.round((1 - composite.penalty) * 100)}%`))
  }
  return line
}

function dimensionTable(
  skill: SkillReport,
  composite: Composite,
  base: BaseComparison | undefined
): RootContent {
  const before = base?.[skill.path]
  const baseGrades = before !== undefined && before !== 'new' ? before.dimensions : undefined
  const header = [
    'Dimension',
    'Weight',
    'Score',
    'Grade',
    'Measured by',
    ...(baseGrades ? ['Base grade'] : [])
  ]
  const rows = composite.dimensions.map((dimension) => [
    [text(dimension.name.replaceAll('_', ' '))],
    [text(percent(dimension.weight))],
    [text(dimension.score === null ? '—, not measured' : dimension.score.toFixed(3))],
    [text(dimension.grade)],
    [
      text(dimension.sources.length === 0 ? '—' : dimension.sources.join(', ').replaceAll('_', ' '))
    ],
    ...(baseGrades ? [[text(baseGrades[dimension.name] ?? '')]] : [])
  ])
  return table(header, rows)
}

function percent(weight: number): string {
  return `${Math.round(weight * 100)}%`
}
