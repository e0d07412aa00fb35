// `compare A B`: dimension by dimension, PluginEval's `compare` head-to-head, laid out for reading.
// The winner follows the raw values (unmeasured counts as 0, so two unmeasured values tie).
import type { Composite, DimensionName } from '../../model/index.js'
import { printableName } from '../../report/text.js'
import type { Style } from './style.js'

export type Winner = 'A' | 'B' | 'Tie'

export interface ComparisonRow {
  /** 'overall' or a dimension name. */
  name: 'overall' | DimensionName
  a: number | null
  b: number | null
  gradeA: string
  gradeB: string
  winner: Winner
}

export function winnerOf(a: number | null, b: number | null): Winner {
  const x = a ?? 0
  const y = b ?? 0
  return x > y ? 'A' : x < y ? 'B' : 'Tie'
}

export function compareComposites(a: Composite, b: Composite): ComparisonRow[] {
  const rows: ComparisonRow[] = [
    {
      name: 'overall',
      a: a.score,
      b: b.score,
      gradeA: a.grade,
      gradeB: b.grade,
      winner: winnerOf(a.score, b.score)
    }
  ]
  a.dimensions.forEach((da, i) => {
    const db = b.dimensions[i]
    rows.push({
      name: da.name,
      a: da.score,
      b: db.score,
      gradeA: da.grade,
      gradeB: db.grade,
      winner: winnerOf(da.score, db.score)
    })
  })
  return rows
}

/** "triggering_accuracy" → "Triggering Accuracy", as PluginEval titles dimensions. */
export function dimensionTitle(name: string): string {
  return name
    .split('_')
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ')
}

function cell(value: number | null, grade: string, overall: boolean): string {
  if (value === null) return '—'
  return `${overall ? value.toFixed(1) : value.toFixed(2)} ${grade}`
}

export function renderComparisonText(
  labels: { a: string; b: string },
  rows: ComparisonRow[],
  style: Style
): string {
  const a = printableName(labels.a, 40)
  const b = printableName(labels.b, 40)
  const width = Math.max(12, [...a].length, [...b].length)
  const line = (name: string, x: string, y: string, w: string) =>
    `${name.padEnd(24)}  ${x.padEnd(width)}  ${y.padEnd(width)}  ${w}`
  const out = [style.bold(`Head-to-head: ${a} vs ${b}`), '', style.bold(line('', a, b, 'Winner'))]
  for (const row of rows) {
    const overall = row.name === 'overall'
    const winner = row.winner === 'A' ? a : row.winner === 'B' ? b : 'tie'
    const text = line(
      overall ? 'Overall' : dimensionTitle(row.name),
      cell(row.a, row.gradeA, overall),
      cell(row.b, row.gradeB, overall),
      winner
    )
    out.push(overall ? style.bold(text) : text)
  }
  return out.join('\n') + '\n'
}

export function renderComparisonMarkdown(
  labels: { a: string; b: string },
  rows: ComparisonRow[]
): string {
  // Pipes and backticks in folder names would break the table; the names are shown in code spans,
  // where mentions are not linked.
  const safe = (s: string) => '`' + printableName(s, 80).replace(/[`|]/g, '_') + '`'
  const a = safe(labels.a)
  const b = safe(labels.b)
  const out = [
    `# Head-to-head: ${a} vs ${b}`,
    '',
    `| | ${a} | ${b} | Winner |`,
    '|---|---|---|---|'
  ]
  for (const row of rows) {
    const overall = row.name === 'overall'
    const name = overall ? '**Overall**' : dimensionTitle(row.name)
    const winner = row.winner === 'A' ? a : row.winner === 'B' ? b : 'Tie'
    out.push(
      `| ${name} | ${cell(row.a, row.gradeA, overall)} | ${cell(row.b, row.gradeB, overall)} | ${winner} |`
    )
  }
  return out.join('\n') + '\n'
}
