// What a report merged from shards says about the shards it lacks: every renderer shows it, so a
// missing or failed shard is never silently left out (the gate lists it too, unless
// on-layer-error is `warn`).
import type { RunReport } from '../model/index.js'

/** The heading and one line per missing shard; undefined when every shard was merged. */
export function missingShardsText(
  report: Pick<RunReport, 'shards'>
): { title: string; lines: string[] } | undefined {
  const shards = report.shards
  if (shards === undefined || shards.missing.length === 0) return undefined
  return {
    title: `Shards: ${shards.merged.length} of ${shards.count} merged`,
    lines: shards.missing.map((m) => `shard ${m.index} of ${shards.count} is missing: ${m.reason}`)
  }
}
