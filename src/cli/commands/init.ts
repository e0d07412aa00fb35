// `skill-ci init <corpus-dirs…> [--out index] [--calibrate]`: indexes folders of known-good skills
// into the corpus index a repository commits (name, path, category, line count, content hash,
// static composite, rating), versioned by a hash of its entries. `--calibrate` rates the corpus
// skills against each other with the pairwise judge (every reply cached, so a re-run costs
// nothing and writes the same bytes); without it every rating is 1500.
import path from 'node:path'
import type { Command } from 'commander'
import packageJson from '../../../package.json' with { type: 'json' }
import { replaceWithOwnFile } from '../../fs/write-no-follow.js'
import {
  calibrateCorpus,
  calibrationSchedule,
  CalibrationError
} from '../../layers/elo/calibrate.js'
import {
  corpusIndex,
  CorpusError,
  DEFAULT_CORPUS_FILE,
  indexFolders,
  readCorpusSkill,
  serialiseCorpus,
  type LoadedCorpus
} from '../../layers/elo/corpus.js'
import {
  DEFAULT_ELO_JUDGE_MODEL,
  pairCallPlan,
  type JudgedSkillText
} from '../../layers/elo/judge.js'
import {
  createLlm,
  DEFAULT_CACHE_DIR,
  estimateCalls,
  formatEstimate,
  LlmError,
  resolveApiKey
} from '../../llm/index.js'
import type { CorpusCalibration, CorpusSkill } from '../../model/index.js'
import { neutralise } from '../../report/neutralise.js'
import { createRng, DEFAULT_SEED } from '../../stats/random.js'
import { checkRoots } from '../engine.js'
import { RunFailedError, UsageError } from '../errors.js'
import { EXIT_OK, type CliIo } from '../io.js'
import { addNoCacheOption, number, parseMaxCalls, parseMaxUsd } from '../options.js'
import { capHeapGrowth } from '../heap.js'

interface InitOptions {
  out: string
  calibrate?: boolean
  judgeModel?: string
  seed?: number
  gamesPerSkill?: number
  maxUsd?: number
  maxCalls?: number
  cacheDir: string
  cache?: boolean
  dryRun?: boolean
}

async function calibrate(
  skills: CorpusSkill[],
  corpus: LoadedCorpus,
  options: InitOptions,
  io: CliIo
): Promise<{ skills: CorpusSkill[]; calibration: CorpusCalibration } | null> {
  const texts: JudgedSkillText[] = []
  for (const entry of skills) texts.push(await readCorpusSkill(corpus, entry))
  const seed = options.seed ?? DEFAULT_SEED
  const judgeModel = options.judgeModel ?? DEFAULT_ELO_JUDGE_MODEL
  const schedule = calibrationSchedule(
    skills.length,
    createRng(seed).derive('schedule'),
    options.gamesPerSkill
  )
  const budget = { maxUsd: options.maxUsd, maxCalls: options.maxCalls }
  const estimate = estimateCalls(
    schedule.pairs.map(([a, b]) =>
      pairCallPlan(judgeModel, texts[a]!.content.length, texts[b]!.content.length)
    ),
    undefined,
    budget
  )
  io.stderr.write(
    `skill-ci: calibration: ${schedule.pairs.length} pairs (${schedule.kind}), each judged in both orders\n`
  )
  io.stderr.write(`skill-ci: ${formatEstimate(estimate, budget)}\n`)
  if (options.dryRun === true) {
    io.stderr.write('skill-ci: dry run: no model call was made and no index was written\n')
    return null
  }
  if (!estimate.fitsBudget) {
    throw new UsageError(
      'the calibration estimate exceeds the budget: raise --max-usd / --max-calls'
    )
  }
  const apiKey = resolveApiKey(undefined, io.env)
  if (apiKey === undefined)
    throw new UsageError('--calibrate needs an Anthropic API key (set ANTHROPIC_API_KEY)')
  const llm = createLlm({
    apiKey,
    baseURL: io.env.ANTHROPIC_BASE_URL || undefined,
    env: io.env,
    budget,
    cacheDir: options.cache === false ? null : options.cacheDir,
    toolVersion: packageJson.version
  })
  try {
    return await calibrateCorpus({
      llm,
      skills,
      texts,
      judgeModel,
      seed,
      gamesPerSkill: options.gamesPerSkill
    })
  } finally {
    // What was spent is said whether the calibration succeeded or not.
    const ledger = llm.ledger.summary()
    io.stderr.write(
      `skill-ci: calibration used ${ledger.calls} calls, ${ledger.cacheHits} cache hits, ${ledger.requests} API requests, $${ledger.costUsd.toFixed(2)}\n`
    )
  }
}

async function runInit(dirs: string[], options: InitOptions, io: CliIo): Promise<number> {
  capHeapGrowth()
  await checkRoots(dirs)
  const out = path.resolve(options.out)
  const indexDir = path.dirname(out)
  const folders = await indexFolders(dirs, indexDir).catch((error: unknown) => {
    throw error instanceof CorpusError ? new UsageError(error.message) : error
  })
  for (const line of folders.skipped) io.stderr.write(`skill-ci: skipped ${neutralise(line)}\n`)
  if (folders.skills.length === 0)
    throw new UsageError(`no SKILL.md found under ${dirs.join(', ')}`)
  let skills = folders.skills
  let calibration: CorpusCalibration | null = null
  if (options.calibrate === true) {
    if (skills.length < 2) throw new UsageError('--calibrate needs at least two corpus skills')
    const draft: LoadedCorpus = {
      index: corpusIndex(skills, null),
      baseDir: indexDir,
      source: options.out
    }
    const calibrated = await calibrate(skills, draft, options, io).catch((error: unknown) => {
      // Called right but failed on the API or the budget: exit 1, not the usage error's 2.
      if (error instanceof CalibrationError || error instanceof LlmError)
        throw new RunFailedError(`calibration failed: ${error.message}`)
      throw error
    })
    if (calibrated === null) return EXIT_OK
    skills = calibrated.skills
    calibration = calibrated.calibration
  }
  const index = corpusIndex(skills, calibration)
  await replaceWithOwnFile(out, serialiseCorpus(index))
  io.stdout.write(
    `Corpus index of ${skills.length} skills (version ${index.version}${calibration === null ? ', not calibrated' : ', calibrated'}) written to ${neutralise(options.out)}\n`
  )
  return EXIT_OK
}

export function registerInitCommand(
  program: Command,
  io: CliIo,
  setExit: (code: number) => void
): void {
  const init = program
    .command('init')
    .description(
      'index folders of known-good skills into a corpus index to commit (for Elo ratings)'
    )
    .argument('<corpus-dirs...>', 'folders containing the corpus skills')
    .option('--out <file>', 'the index file to write', DEFAULT_CORPUS_FILE)
    .option('--calibrate', 'rate the corpus skills against each other with the pairwise LLM judge')
    .option('--judge-model <id>', 'the pairwise judge model: an id or haiku|sonnet|opus')
    .option('--seed <n>', 'seed of the schedule and the bootstrap', number(0, 2 ** 31 - 1, true))
    .option(
      '--games-per-skill <n>',
      'opponents per skill on average in the random schedule of a large corpus',
      number(2, 100, true)
    )
    .option('--max-usd <usd>', 'hard budget in USD for the calibration', parseMaxUsd)
    .option('--max-calls <n>', 'hard budget in model calls', parseMaxCalls)
    .option('--cache-dir <dir>', 'response cache directory', DEFAULT_CACHE_DIR)
    .option('--dry-run', 'print the calibration estimate and make no model call')
  addNoCacheOption(init).action(async (dirs: string[], options: InitOptions) => {
    setExit(await runInit(dirs, options, io))
  })
}
