// `skill-ci drift --baseline <old.json> <new.json>`: the drift of every skill of a new report
// against a baseline report (both RunReport JSON, e.g. from `score --format json` on two models),
// decided by intervals as in a scheduled re-validation. Exit 1 when a skill stopped helping or
// activates worse, so a pipeline outside GitHub can gate on it.
import type { Command } from 'commander'
import { displayPath, type DriftReport, type RunReport } from '../../model/index.js'
import { renderDriftSection } from '../../report/drift.js'
import { neutralise, neutraliseJson } from '../../report/neutralise.js'
import { carryForward } from '../../revalidation/carry.js'
import { driftNeedsAttention, driftReportOf } from '../../revalidation/drift-report.js'
import { modelsWithResults } from '../../revalidation/select.js'
import { EXIT_GATE_FAILED, EXIT_OK, type CliIo } from '../io.js'
import { formatOption } from '../options.js'
import { readReportFile } from '../report-file.js'
import { capHeapGrowth } from '../heap.js'
import { plural } from '../../model/plural.js'

interface DriftOptions {
  baseline: string
  format: 'text' | 'markdown' | 'json'
}

/** The drift of `current` against `baseline`: every skill of `current` is compared. */
export function driftBetween(
  baseline: RunReport,
  current: RunReport,
  baselineSource: string
): DriftReport {
  const keys = current.skills.map(displayPath)
  const report = carryForward(baseline, current, new Set(keys))
  const before = modelsWithResults(baseline)
  const compared = report.skills.filter((s) => s.drift !== undefined).length
  return driftReportOf({
    report,
    baseline,
    baselineSource,
    trackedModels: [],
    newModels: [...modelsWithResults(current)].filter((m) => !before.has(m)).sort(),
    revalidated: keys,
    note: `${compared} of ${plural(keys.length, 'skill')} compared with the baseline`
  })
}

function driftText(drift: DriftReport): string {
  const lines = [drift.note]
  for (const skill of drift.skills) {
    if (skill.classes.length > 0) {
      lines.push(
        `${displayPath(skill)}: ${skill.classes.join(', ').replaceAll('_', ' ')} — ${skill.reasons.join('; ')}`
      )
    }
    for (const noise of skill.withinNoise ?? []) lines.push(`${displayPath(skill)}: ${noise}`)
  }
  lines.push(`${drift.drifted.length} drifted, ${drift.stoppedHelping.length} stopped helping`)
  return lines.map(neutralise).join('\n') + '\n'
}

async function runDrift(current: string, options: DriftOptions, io: CliIo): Promise<number> {
  capHeapGrowth()
  const baseline = await readReportFile(options.baseline, `baseline ${options.baseline}`)
  const drift = driftBetween(
    baseline,
    await readReportFile(current, `report ${current}`),
    `file ${options.baseline}`
  )
  if (options.format === 'json') {
    io.stdout.write(neutraliseJson(JSON.stringify(drift, null, 2)) + '\n')
  } else if (options.format === 'markdown') {
    io.stdout.write(renderDriftSection(drift))
  } else {
    io.stdout.write(driftText(drift))
  }
  return driftNeedsAttention(drift) ? EXIT_GATE_FAILED : EXIT_OK
}

export function registerDriftCommand(
  program: Command,
  io: CliIo,
  setExit: (code: number) => void
): void {
  program
    .command('drift')
    .description(
      'compare a report with a baseline report: what stopped or started helping, activation changes'
    )
    .argument('<report>', 'the new RunReport JSON')
    .requiredOption('--baseline <file>', 'the baseline RunReport JSON')
    .addOption(formatOption(['text', 'markdown', 'json']))
    .action(async (report: string, options: DriftOptions) => {
      setExit(await runDrift(report, options, io))
    })
}
