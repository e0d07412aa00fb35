// `skill-ci improve <skill>`: a better description for one skill, proposed only when it triggers
// better on held-out prompts. Prints the estimate first (and stops there with --dry-run), then the
// current and proposed descriptions side by side with their held-out figures, and writes the
// proposal as a patch of SKILL.md that `git apply` takes from the repository's root, with the
// command that applies it. Its siblings are the other skills of the folder it sits in.
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Command } from 'commander'
import { readSkill } from '../../evaluate-skill.js'
import { AB_DEFAULTS } from '../../layers/ab/defaults.js'
import { IMPROVE_DEFAULTS, improveDescription } from '../../layers/improve/improve.js'
import { planImproveCalls } from '../../layers/improve/plan.js'
import { skillFolderName } from '../../layers/ab/transcript.js'
import {
  createLlm,
  DEFAULT_AGENT_MODEL,
  DEFAULT_CACHE_DIR,
  estimateCalls,
  formatEstimate,
  resolveApiKey
} from '../../llm/index.js'
import { ImproveResultSchema } from '../../model/index.js'
import { improveText } from '../../report/improve.js'
import { neutralise, neutraliseJson } from '../../report/neutralise.js'
import { RunFailedError, UsageError } from '../errors.js'
import { applyCommand, proposalPatch } from '../improve-proposal.js'
import { EXIT_GATE_FAILED, EXIT_OK, type CliIo } from '../io.js'
import {
  addBudgetOptions,
  DEFAULT_CLI_MAX_USD,
  addNoCacheOption,
  addTriggerOptions,
  formatOption,
  llmRunSettings,
  monteCarloSettings,
  number,
  type LlmFlags,
  type TriggerFlags
} from '../options.js'

interface ImproveFlags extends LlmFlags, TriggerFlags {
  candidates: number
  rounds: number
  runs: number
  testShare: number
  model: string
  judgeModel?: string
  seed?: number
  resultsDir: string
  patch?: string
  format: 'text' | 'json'
}

async function runImprove(skillPath: string, flags: ImproveFlags, io: CliIo): Promise<number> {
  const dir = path.resolve(skillPath)
  const read = await readSkill({ dir, rootDir: path.dirname(dir), rootGiven: skillPath })
  if (read.subject === null) {
    const why = read.evaluated.errors.map((e) => e.message).join('; ')
    throw new UsageError(`${skillPath}: not a readable skill${why ? ` (${why})` : ''}`)
  }
  const skill = read.subject
  const llmSettings = llmRunSettings(flags, io)
  const config = {
    monteCarlo: monteCarloSettings(flags, {
      model: flags.model,
      judgeModel: flags.judgeModel,
      seed: flags.seed,
      resultsDir: flags.resultsDir
    }),
    candidates: flags.candidates,
    rounds: flags.rounds,
    runsPerPrompt: flags.runs,
    testShare: flags.testShare
  }
  const estimate = estimateCalls(
    planImproveCalls(skill, config),
    llmSettings.pricing,
    llmSettings.budget
  )
  io.stderr.write(`skill-ci: ${formatEstimate(estimate, llmSettings.budget)}\n`)
  if (flags.dryRun === true) {
    io.stderr.write('skill-ci: dry run: no model call was made\n')
    return EXIT_OK
  }
  if (resolveApiKey(undefined, io.env) === undefined) {
    throw new UsageError('improve needs an Anthropic API key: set ANTHROPIC_API_KEY')
  }
  if (!estimate.fitsBudget && !llmSettings.allowPartial) {
    io.stderr.write(
      'skill-ci: the estimate exceeds the budget; no call made (raise the budget, or --partial-budget to run what fits)\n'
    )
    return EXIT_GATE_FAILED
  }
  const llm = createLlm({
    env: io.env,
    baseURL: llmSettings.baseURL,
    budget: llmSettings.budget,
    cacheDir: llmSettings.cacheDir,
    pricing: llmSettings.pricing,
    toolVersion: llmSettings.toolVersion,
    batch: llmSettings.batch
  })
  const result = ImproveResultSchema.parse(await improveDescription(skill, llm, config))
  io.stdout.write(
    flags.format === 'json'
      ? `${neutraliseJson(JSON.stringify(result, null, 2))}\n`
      : improveText(result)
  )
  if (result.proposed !== null) {
    const patch = await proposalPatch(skill, result.proposed).catch((error: unknown) => {
      throw new RunFailedError(`no patch written: ${(error as Error).message}`)
    })
    const file =
      flags.patch ?? path.join(flags.resultsDir, 'improve', `${skillFolderName(skill.name)}.patch`)
    await mkdir(path.dirname(path.resolve(file)), { recursive: true })
    await writeFile(file, patch.text)
    io.stderr.write(
      `skill-ci: proposal written to ${neutralise(file)}; apply it with: ${neutralise(applyCommand(patch.base, file))}\n`
    )
  }
  return result.status === 'proposed' || result.status === 'no_better' ? EXIT_OK : EXIT_GATE_FAILED
}

export function registerImproveCommand(
  program: Command,
  io: CliIo,
  setExit: (code: number) => void
): void {
  const improve = program
    .command('improve')
    .description(
      'propose a better description for a skill, kept only if it triggers better on held-out prompts'
    )
    .argument('<skill>', 'the skill folder (its siblings are the other skills beside it)')
    .option(
      '--candidates <k>',
      'candidate descriptions written per round',
      number(1, 10, true),
      IMPROVE_DEFAULTS.candidates
    )
    .option('--rounds <n>', 'rounds at most', number(1, 5, true), IMPROVE_DEFAULTS.rounds)
    .option(
      '--runs <n>',
      'runs of each prompt per description',
      number(1, 20, true),
      IMPROVE_DEFAULTS.runsPerPrompt
    )
    .option(
      '--test-share <x>',
      'share of each kind of prompt held out',
      number(0.2, 0.6),
      IMPROVE_DEFAULTS.testShare
    )
    .option('--model <id>', 'agent model: an id or haiku|sonnet|opus', DEFAULT_AGENT_MODEL)
    .option('--judge-model <id>', 'model that writes the candidates (and missing trigger sets)')
    .option('--seed <n>', 'seed of the split and the catalogue order', number(0, 2 ** 31 - 1, true))
    .option(
      '--results-dir <dir>',
      'folder for the patch and generated trigger sets',
      AB_DEFAULTS.resultsDir
    )
    .option('--patch <file>', 'where to write the proposal (default: <results-dir>/improve/)')
    .addOption(formatOption(['text', 'json']))
  addTriggerOptions(improve)
  addNoCacheOption(
    addBudgetOptions(improve, DEFAULT_CACHE_DIR, { maxUsd: DEFAULT_CLI_MAX_USD })
  ).action(async (skill: string, flags: ImproveFlags) => {
    setExit(await runImprove(skill, flags, io))
  })
}
