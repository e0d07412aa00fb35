// `skill-ci merge <reports…>`: the JSON reports of a split run's shards (`score --shard i/n
// --format json`) combined into the one report the unsharded run would have given, printed like
// `score` prints, with the same exit code rule. A missing or failed shard is named in the output.
import { Option, type Command } from 'commander'
import { mergeShardReports, ShardMergeError, type ShardReportSource } from '../../merge.js'
import { UsageError } from '../errors.js'
import type { CliIo } from '../io.js'
import { formatOption } from '../options.js'
import { readReportFile } from '../report-file.js'
import { exitCodeOf, printReport } from './score.js'
import { capHeapGrowth } from '../heap.js'

interface MergeOptions {
  format: 'text' | 'json' | 'markdown' | 'sarif'
  verbose?: boolean
}

async function runMerge(files: string[], options: MergeOptions, io: CliIo): Promise<number> {
  capHeapGrowth()
  const sources: ShardReportSource[] = await Promise.all(
    files.map(async (file) => ({ source: file, report: await readReportFile(file) }))
  )
  let merged
  try {
    merged = mergeShardReports(sources, new Date())
  } catch (error) {
    throw error instanceof ShardMergeError ? new UsageError(error.message) : error
  }
  await printReport(merged.report, { ...options, concurrency: 1 }, io)
  return exitCodeOf(merged.report)
}

export function registerMergeCommand(
  program: Command,
  io: CliIo,
  setExit: (code: number) => void
): void {
  program
    .command('merge')
    .description('combine the JSON reports of a split run (score --shard i/n) into one report')
    .argument('<reports...>', 'the shards’ JSON reports')
    .addOption(formatOption(['text', 'json', 'markdown', 'sarif']))
    .addOption(new Option('-v, --verbose', 'text format: also list notices'))
    .action(async (files: string[], options: MergeOptions) => {
      setExit(await runMerge(files, options, io))
    })
}
