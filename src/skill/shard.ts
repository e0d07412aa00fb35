// Splitting a run's skills into shards (`shard: i/n`), so a workflow matrix spreads the work over
// several jobs. A skill's shard depends only on its path relative to its root and on n: adding a
// skill never moves another one to a different shard, and every job computes the same split
// without talking to the others.
import { createHash } from 'node:crypto'

export interface ShardSpec {
  /** 1-based. */
  index: number
  count: number
}

/** More shards than this is a typo, not a plan: a matrix has at most 256 jobs. */
export const MAX_SHARDS = 256

/** `i/n` with 1 ≤ i ≤ n ≤ 256; throws an Error that says what was expected. */
export function parseShard(text: string): ShardSpec {
  const match = /^\s*(\d{1,4})\s*\/\s*(\d{1,4})\s*$/.exec(text)
  const index = Number(match?.[1])
  const count = Number(match?.[2])
  if (match === null || index < 1 || index > count || count > MAX_SHARDS) {
    throw new Error(
      `shard must be i/n with 1 ≤ i ≤ n ≤ ${MAX_SHARDS} (e.g. 2/3), got "${text.slice(0, 40)}"`
    )
  }
  return { index, count }
}

/** The shard (1-based) of the skill at `relPath` (POSIX, relative to its root) among `count`. */
export function shardOf(relPath: string, count: number): number {
  const digest = createHash('sha256').update(relPath, 'utf8').digest()
  return (digest.readUInt32BE(0) % count) + 1
}

export function inShard(relPath: string, shard: ShardSpec): boolean {
  return shardOf(relPath, shard.count) === shard.index
}

/** How reports and artifacts name a shard: `2-of-3`. */
export function shardLabel(shard: ShardSpec): string {
  return `${shard.index}-of-${shard.count}`
}
