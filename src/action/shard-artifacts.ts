// The shard reports of this workflow run, as the merge job finds them: every artifact named
// `<artifact-name>-shard-<i>-of-<n>` (the latest of each name, so a re-run shard replaces its
// first attempt), downloaded through the artifact client and read as RunReports. An artifact
// without a readable shard report stands for a failed shard: the merge reports it, never drops it.
import { DefaultArtifactClient } from '@actions/artifact'
import { readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ShardReportSource } from '../merge.js'
import { RunReportSchema, type RunReport } from '../model/index.js'
import { reportHeader } from '../run.js'
import { shardLabel, type ShardSpec } from '../skill/shard.js'
import type { RunContext } from './context.js'
import { errorMessage } from './github.js'
import { artifactServiceAvailable, filesUnder } from './publish/artifact.js'

/** The artifact a shard uploads its report as. */
export function shardArtifactName(artifactName: string, shard: ShardSpec): string {
  return `${artifactName}-shard-${shardLabel(shard)}`
}

/** The shard an artifact name stands for, or undefined when it is not one of ours. */
export function shardOfArtifact(artifactName: string, name: string): ShardSpec | undefined {
  const prefix = `${artifactName}-shard-`
  if (!name.startsWith(prefix)) return undefined
  const match = /^(\d{1,4})-of-(\d{1,4})$/.exec(name.slice(prefix.length))
  return match === null ? undefined : { index: Number(match[1]), count: Number(match[2]) }
}

/**
 * The report of a shard that could not finish: no skills, its failure as the gate's reason, and
 * the `shard` block that tells the merge which shard failed and why.
 */
export function failedShardReport(ctx: RunContext, shard: ShardSpec, reason: string): RunReport {
  const where = `shard ${shard.index} of ${shard.count}`
  return {
    ...reportHeader(new Date().toISOString(), ctx.inputs.depth, [ctx.rootPath], ctx.inputs.scoring),
    skills: [],
    summary: {
      evaluated: 0,
      errored: 0,
      failed: 0,
      lowestScore: null,
      gate: { passed: false, reasons: [`${where} failed: ${reason}`] }
    },
    shard: { ...shard, skills: [], failed: reason }
  }
}

/** The one shard report among a downloaded artifact's files (transcripts ride along). */
async function reportIn(dir: string): Promise<RunReport | string> {
  const found: RunReport[] = []
  for (const file of (await filesUnder(dir, dir)).filter((f) => f.endsWith('.json'))) {
    const json: unknown = await readFile(file, 'utf8').then(
      (text) => JSON.parse(text) as unknown,
      () => undefined
    )
    const parsed = RunReportSchema.safeParse(json)
    if (parsed.success && parsed.data.shard !== undefined) found.push(parsed.data)
  }
  if (found.length === 1) return found[0] as RunReport
  return found.length === 0
    ? 'its artifact holds no shard report of this skill-ci version'
    : 'its artifact holds more than one shard report'
}

/** A failed shard as the merge sees it, when all it has is the artifact's name. */
function unreadableShard(ctx: RunContext, name: string, shard: ShardSpec, reason: string) {
  return { source: `artifact ${name}`, report: failedShardReport(ctx, shard, reason) }
}

export async function downloadShardReports(ctx: RunContext): Promise<ShardReportSource[]> {
  const artifactName = ctx.inputs['artifact-name']
  if (!artifactServiceAvailable(ctx.env)) {
    throw new Error(
      'mode: merge reads the shard artifacts, but the artifact service is not available here'
    )
  }
  const client = new DefaultArtifactClient()
  const { artifacts } = await client.listArtifacts({ latest: true })
  const shards = artifacts.flatMap((a) => {
    const shard = shardOfArtifact(artifactName, a.name)
    return shard === undefined ? [] : [{ ...a, shard }]
  })
  if (shards.length === 0) {
    throw new Error(
      `no shard artifacts (${artifactName}-shard-<i>-of-<n>) in this workflow run: did the shard jobs run with shard: i/n and the same artifact-name?`
    )
  }
  const root = join(process.env.RUNNER_TEMP ?? tmpdir(), 'skill-ci-shards')
  await rm(root, { recursive: true, force: true })
  const sources: ShardReportSource[] = []
  for (const a of shards.sort((x, y) => x.shard.index - y.shard.index)) {
    const dir = join(root, a.name)
    try {
      await client.downloadArtifact(a.id, { path: dir })
    } catch (error) {
      const why = `its artifact could not be downloaded (${errorMessage(error)})`
      sources.push(unreadableShard(ctx, a.name, a.shard, why))
      continue
    }
    const report = await reportIn(dir)
    sources.push(
      typeof report === 'string'
        ? unreadableShard(ctx, a.name, a.shard, report)
        : { source: `artifact ${a.name}`, report }
    )
  }
  return sources
}
