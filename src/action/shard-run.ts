// The Action's two halves of a split run. A shard (`shard: i/n`) evaluates its skills and uploads
// its report as an artifact, and publishes nothing else: no check run, no comment, no summary
// table. The merge (`mode: merge`) downloads the shards' reports and combines them into the
// evaluation the usual publishing step shows, as an unsharded run would.
import * as core from '@actions/core'
import { resolve } from 'node:path'
import { mergeShardReports } from '../merge.js'
import type { RunReport } from '../model/index.js'
import { neutralise } from '../report/neutralise.js'
import type { ShardSpec } from '../skill/shard.js'
import { baseComparisonFor } from './base-comparison.js'
import type { RunContext } from './context.js'
import { evaluate, type Evaluation } from './evaluate.js'
import { errorMessage } from './github.js'
import { filesUnder, uploadReportArtifact } from './publish/artifact.js'
import { resolveOutputPath, writeReportFiles } from './publish/files.js'
import { downloadShardReports, failedShardReport, shardArtifactName } from './shard-artifacts.js'
import { plural } from '../model/plural.js'

/**
 * Evaluates one shard and uploads its report (with the A/B transcripts). A shard that cannot
 * finish still uploads a report saying so, so the merge names it; the step then fails, as it does
 * when the shard's own skills fail the gate (the merge job decides the whole run).
 */
export async function runShard(ctx: RunContext, shard: ShardSpec): Promise<void> {
  const where = `shard ${shard.index} of ${shard.count}`
  let report: RunReport
  let transcripts: string[] = []
  try {
    const evaluation = await evaluate(ctx, shard)
    report = evaluation.report
    if (evaluation.plan.running.includes('ab')) {
      transcripts = await filesUnder(
        resolve(ctx.workspace, ctx.inputs['results-dir']),
        ctx.workspace
      )
    }
  } catch (error) {
    report = failedShardReport(ctx, shard, errorMessage(error))
  }
  const file = resolveOutputPath(ctx.workspace, ctx.inputs['report-path'])
  await writeReportFiles({ report: file }, { report: `${JSON.stringify(report, null, 2)}\n` })
  core.setOutput('report', file)
  core.setOutput('skills-evaluated', report.summary.evaluated)
  core.setOutput('failed-count', report.summary.failed)
  const name = shardArtifactName(ctx.inputs['artifact-name'], shard)
  const upload = await uploadReportArtifact(name, [file, ...transcripts], ctx.env)
  if (!upload.uploaded) {
    core.setFailed(
      `skill-ci ${where}: its report was not uploaded, so the merge cannot see it: ${upload.reason}`
    )
    return
  }
  core.info(
    `skill-ci ${where}: ${plural(report.summary.evaluated, 'skill')}; report uploaded as ${name}`
  )
  if (report.shard?.failed !== undefined) {
    core.setFailed(`skill-ci ${where} failed: ${neutralise(report.shard.failed)}`)
  } else if (!report.summary.gate.passed) {
    core.setFailed(`skill-ci ${where}: gate failed for its skills; the merge job reports the run`)
  }
}

/** The shards' reports combined: the evaluation the publishing step shows. */
export async function evaluateMerge(ctx: RunContext): Promise<Evaluation> {
  const { report, plan } = mergeShardReports(await downloadShardReports(ctx), new Date())
  const count = report.shards?.count ?? 0
  for (const m of report.shards?.missing ?? []) {
    core.warning(`skill-ci: shard ${m.index} of ${count} is missing: ${neutralise(m.reason)}`)
  }
  core.info(`skill-ci: merged ${report.shards?.merged.length ?? 0} of ${plural(count, 'shard')}`)
  return { report, plan, base: await baseComparisonFor(ctx, report), labels: [] }
}
