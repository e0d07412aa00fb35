// Flag parsers and option groups the commands share: one number parser, the budget limits (with
// the same bounds as the Action's inputs), the spec options, the LLM options and the activation
// layer's options.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { Argument, InvalidArgumentError, Option, type Command } from 'commander'
import packageJson from '../../package.json' with { type: 'json' }
import { CLAUDE_AGENT_SDK_PACKAGE } from '../agent/harness/claude-code-sdk.js'
import { MC_DEFAULTS } from '../layers/monte-carlo/defaults.js'
import {
  TRIGGER_CONTEXT_CHOICES,
  type MonteCarloConfig,
  type TriggerContextChoice
} from '../layers/monte-carlo/options.js'
import type { LayerSettings } from '../layers/registry.js'
import { BATCH_DEADLINE_MINUTES, BATCH_MODES, type BatchMode } from '../llm/batch-mode.js'
import { BUDGET_BOUNDS } from '../llm/budget.js'
import type { PricingTable } from '../llm/pricing.js'
import type { RunOptions } from '../run.js'
import type { OutputStream } from './io.js'
import { refuseTogether } from './conflicts.js'
import { UsageError } from './errors.js'
import { addRenamedOption } from './renamed-options.js'
import type { HarnessName, MultiplicityRule, ScoringMode } from '../model/index.js'
import {
  DEFAULT_SCORING,
  HARNESS_NAMES,
  MULTIPLICITY_RULES,
  RECALL_ON,
  SCORING_MODES,
  type RecallOn
} from '../model/constants.js'
import { parseHarnessList, parseHarnessModels, unlistedModels } from '../model/harness-list.js'
import { DEFAULT_MULTIPLICITY } from '../scoring/ab-decisions.js'
import type { FailOn, OnLayerError } from '../scoring/gate.js'
import { EXCLUDE_LIMITS } from '../skill/exclude.js'
import { parseShard, type ShardSpec } from '../skill/shard.js'

/** A number from `min` to `max` (a whole one when `integer`). */
export const number =
  (min: number, max: number, integer = false) =>
  (value: string): number => {
    const n = Number(value)
    if (
      value.trim() === '' ||
      !Number.isFinite(n) ||
      n < min ||
      n > max ||
      (integer && !Number.isInteger(n))
    ) {
      throw new InvalidArgumentError(
        `expected a ${integer ? 'whole number' : 'number'} from ${min} to ${max}.`
      )
    }
    return n
  }

const bound = (b: { min: number; max: number; integer: boolean }) => number(b.min, b.max, b.integer)
export const parseMaxUsd = bound(BUDGET_BOUNDS.maxUsd)
export const parseMaxCalls = bound(BUDGET_BOUNDS.maxCalls)

/** `--exclude <glob>`, repeatable: folders the run leaves out (src/skill/exclude.ts). */
export interface ExcludeFlags {
  exclude: string[]
}

export function addExcludeOption(command: Command): Command {
  return command.option(
    '--exclude <glob>',
    'leave out the skill folders a glob matches (and those below a matching folder; a glob without / matches a folder name at any depth); repeatable',
    (value: string, previous: string[]) => {
      if (value.trim() === '' || value.length > EXCLUDE_LIMITS.length) {
        throw new InvalidArgumentError(
          `a glob of 1 to ${EXCLUDE_LIMITS.length} characters, e.g. 'template' or 'skills/drafts/**'.`
        )
      }
      if (previous.length >= EXCLUDE_LIMITS.globs) {
        throw new InvalidArgumentError(`at most ${EXCLUDE_LIMITS.globs} globs.`)
      }
      return [...previous, value]
    },
    []
  )
}

export interface CommonOptions extends ExcludeFlags {
  failOn: FailOn
  unknownFields: 'warn' | 'error'
  platformFields: 'allow' | 'warn' | 'error'
  allowUnicodeNames?: boolean
  extraAllowedFields: string[]
  concurrency: number
  /** How the static layer scores (`--scoring`). */
  scoring: ScoringMode
}

const DEFAULT_CONCURRENCY = 8

export function addCommonOptions(command: Command, defaultFailOn: FailOn): Command {
  return addExcludeOption(command)
    .addOption(
      new Option('--fail-on <level>', 'spec findings that fail the run')
        .choices(['error', 'warning', 'never'])
        .default(defaultFailOn)
    )
    .addOption(
      new Option('--unknown-fields <level>', 'severity of unknown frontmatter fields')
        .choices(['warn', 'error'])
        .default('warn')
    )
    .addOption(
      new Option(
        '--platform-fields <level>',
        'platform extension fields (when_to_use, model, …): allow with a notice, warn or error'
      )
        .choices(['allow', 'warn', 'error'])
        .default('allow')
    )
    .option('--allow-unicode-names', 'accept Unicode letters and digits in `name`')
    .option(
      '--extra-allowed-fields <names>',
      'comma-separated frontmatter fields to accept besides the spec and platform fields',
      (value: string) =>
        value
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean),
      []
    )
    .option(
      '--concurrency <n>',
      'skills evaluated at once (1–64)',
      number(1, 64, true),
      DEFAULT_CONCURRENCY
    )
    .addOption(
      new Option(
        '--scoring <mode>',
        "static scoring: default (PluginEval's methodology where its code contradicts it) or plugineval (its exact numbers)"
      )
        .choices(SCORING_MODES)
        .default(DEFAULT_SCORING)
    )
}

export function specOptions(options: CommonOptions): RunOptions['spec'] {
  return {
    unknownFields: options.unknownFields,
    platformFields: options.platformFields,
    allowUnicodeNames: options.allowUnicodeNames === true,
    extraAllowedFields: options.extraAllowedFields
  }
}

/** The LLM flags `score` and `ab` share. */
export interface LlmFlags {
  maxUsd?: number
  maxCalls?: number
  partialBudget?: boolean
  cacheDir: string
  /** false with `--no-cache`. */
  cache?: boolean
  dryRun?: boolean
  /** Read and checked before the command's action runs (`checkPricing`). */
  pricing?: PricingTable
  onLayerError: OnLayerError
  multiplicity: MultiplicityRule
  /** Absent: the command's own default (off; auto for `certify`). */
  batch?: BatchMode
  /** Minutes. */
  batchDeadline?: number
}

export interface ShardFlags {
  /** `--shard i/n`: evaluate only this shard of the skills (merged later by `skill-ci merge`). */
  shard?: ShardSpec
}

export function addShardOption(command: Command): Command {
  return command.option(
    '--shard <i/n>',
    'evaluate only shard i of n of the skills (split by path; combine the reports with `skill-ci merge`)',
    (value: string) => {
      try {
        return parseShard(value)
      } catch (error) {
        throw new InvalidArgumentError((error as Error).message)
      }
    }
  )
}

const PRICING_FLAGS = '--pricing <json|file>'

/**
 * Reads `--pricing` (inline JSON, or the path of a JSON file) and checks it against the price
 * table's schema before the command runs. A flag's own parser must be synchronous, so it would
 * load the schema on every run; here it is loaded only when the flag is given.
 */
async function checkPricing(command: Command): Promise<void> {
  const given: unknown = command.getOptionValue('pricing')
  if (typeof given !== 'string') return
  const { parsePricingOverride } = await import('../llm/pricing.js')
  try {
    const json = given.trim().startsWith('{') ? given : readFileSync(given, 'utf8')
    command.setOptionValue('pricing', parsePricingOverride(json))
  } catch (error) {
    // in the words commander uses when a flag's parser refuses its argument
    command.error(
      `error: option '${PRICING_FLAGS}' argument '${given}' is invalid. ${(error as Error).message}`,
      { code: 'commander.invalidArgument' }
    )
  }
}

/**
 * The budget of `ab`, `triggers`, `certify` and `improve` when no `--max-usd` is given: each can
 * run hundreds of agent calls, so a mistyped flag should cost at most this much. Raise it with
 * `--max-usd`; the estimate printed first (and `--dry-run`) says whether a run fits.
 */
export const DEFAULT_CLI_MAX_USD = 10

export interface BudgetDefaults {
  /** `--max-usd` when the flag is not given (absent: no limit). */
  maxUsd?: number
}

export function addBudgetOptions(
  command: Command,
  cacheDefault: string,
  defaults: BudgetDefaults = {}
): Command {
  return command
    .hook('preAction', checkPricing)
    .option(
      '--max-usd <usd>',
      defaults.maxUsd === undefined
        ? 'hard budget in USD for all model calls'
        : 'hard budget in USD for all model calls (raise it for a bigger run)',
      parseMaxUsd,
      defaults.maxUsd
    )
    .option('--max-calls <n>', 'hard budget in model calls', parseMaxCalls)
    .option('--partial-budget', 'when the estimate exceeds the budget, run what fits')
    .option('--cache-dir <dir>', 'response cache directory', cacheDefault)
    .option(PRICING_FLAGS, 'price overrides per model id or family (USD per M tokens)')
    .addOption(new Option('--dry-run', 'print the LLM cost estimate and make no model call'))
    .addOption(
      new Option(
        '--batch <mode>',
        'send independent calls (judges, first turns of trigger runs) as Message Batches at half price: on, auto (big layers only) or off; default off, auto for certify'
      ).choices(BATCH_MODES)
    )
    .option(
      '--batch-deadline <minutes>',
      'cancel a batch not ended by then and make its calls live (default 30)',
      bound(BATCH_DEADLINE_MINUTES)
    )
    .addOption(
      new Option(
        '--on-layer-error <what>',
        'a layer that was asked for and failed (API error, budget, no API key): fail the gate, or warn'
      )
        .choices(['fail', 'warn'])
        .default('fail')
    )
    .addOption(
      new Option(
        '--multiplicity <rule>',
        'adjust the A/B tests across the skills of the run: holm (any false alarm), bh (share of false alarms) or none'
      )
        .choices(MULTIPLICITY_RULES)
        .default(DEFAULT_MULTIPLICITY)
    )
}

/** `--no-cache`, refused together with `--cache-dir` (one of the two would be ignored). */
export function addNoCacheOption(command: Command): Command {
  command.option('--no-cache', 'do not read or write the response cache')
  return refuseTogether(command, 'cache-dir', 'no-cache')
}

export function llmRunSettings(
  flags: LlmFlags,
  io: { env: NodeJS.ProcessEnv; stderr: OutputStream }
): LayerSettings['llm'] {
  const { env } = io
  return {
    env,
    baseURL: env.ANTHROPIC_BASE_URL || undefined,
    budget: { maxUsd: flags.maxUsd, maxCalls: flags.maxCalls },
    allowPartial: flags.partialBudget === true,
    cacheDir: flags.cache === false ? null : flags.cacheDir,
    pricing: flags.pricing,
    dryRun: flags.dryRun === true,
    toolVersion: packageJson.version,
    batch: {
      mode: flags.batch ?? 'off',
      deadlineMs: flags.batchDeadline === undefined ? undefined : flags.batchDeadline * 60_000,
      onProgress: (line) => io.stderr.write(`${line}\n`)
    }
  }
}

export interface HarnessFlags {
  /** The harnesses listed, in order, each once. */
  harness: HarnessName[]
  /** `--harness-models name=model,…`, each harness once. */
  harnessModels?: Partial<Record<HarnessName, string>>
  /** A folder holding node_modules/@anthropic-ai/claude-agent-sdk. */
  claudeCodeSdk?: string
}

/** The harnesses of a run from its flags (provider keys and base URLs come from the environment). */
export function harnessSettings(flags: HarnessFlags): LayerSettings['harness'] {
  const dir = flags.claudeCodeSdk
  return {
    names: flags.harness,
    ...(flags.harnessModels === undefined ? {} : { models: flags.harnessModels }),
    ...(dir === undefined
      ? {}
      : {
          install: async (name: HarnessName) =>
            name === 'claude-code' ? path.resolve(dir) : undefined
        })
  }
}

/** A commander parser from a parser that throws an Error. */
const parsedBy =
  <T>(parse: (value: string) => T) =>
  (value: string): T => {
    try {
      return parse(value)
    } catch (error) {
      throw new InvalidArgumentError((error as Error).message)
    }
  }

/**
 * `--harness`, `--harness-model` and `--claude-code-sdk` (refused without claude-code in the list,
 * which would ignore it; a model refused for a harness not listed).
 */
export function addHarnessOptions(command: Command): Command {
  const models = (value: string, previous: Partial<Record<HarnessName, string>> | undefined) => {
    const parsed = parsedBy(parseHarnessModels)(value)
    for (const name of Object.keys(parsed) as HarnessName[]) {
      if (previous?.[name] !== undefined) {
        throw new InvalidArgumentError(`the ${name} harness's model is given twice`)
      }
    }
    return { ...previous, ...parsed }
  }
  command.addOption(harnessOption())
  // Named like the Action's input; `--harness-model codex=…` (one pair) reads the same.
  addRenamedOption(
    command,
    new Option(
      '--harness-models <harness=model,...>',
      'a listed harness’s model instead of its default (e.g. codex=gpt-5-mini; repeatable); the Anthropic harnesses run --model'
    ).argParser(models),
    '--harness-model <harness=model>'
  )
  return command
    .option(
      '--claude-code-sdk <dir>',
      `claude-code harness: a folder where ${CLAUDE_AGENT_SDK_PACKAGE} is installed (default: found next to skill-ci or in the current project)`
    )
    .hook('preAction', (cmd) => {
      const listed = cmd.getOptionValue('harness') as HarnessName[]
      const unlisted = unlistedModels(
        (cmd.getOptionValue('harnessModels') as Partial<Record<HarnessName, string>>) ?? {},
        listed
      )
      if (unlisted.length > 0) {
        throw new UsageError(
          `--harness-models names ${unlisted.join(', ')}, which --harness does not list: add it to --harness or drop its model`
        )
      }
      if (cmd.getOptionValueSource('claudeCodeSdk') !== 'cli') return
      if (!listed.includes('claude-code')) {
        throw new UsageError(
          '--claude-code-sdk needs --harness claude-code (alone or in the list): it is where that harness finds its SDK'
        )
      }
    })
}

/** `--harness`: which agent harnesses run the A/B and activation layers' prompts. */
function harnessOption(): Option {
  return new Option(
    '--harness <names>',
    `agent harnesses, comma-separated (one report, one column each): ${HARNESS_NAMES.join(', ')}; builtin is skill-ci's loop, the others run the agent's own program (claude-code via ${CLAUDE_AGENT_SDK_PACKAGE}), each installed separately`
  )
    .argParser(parsedBy(parseHarnessList))
    .default(['builtin'], 'builtin')
}

/**
 * The paths of a command that reads skills without calling a model: the current folder when none
 * is given, as the Action's `path` input (the paid commands ask for their paths).
 */
export function pathsArgument(): Argument {
  return new Argument('[paths...]', 'skill folders or folders containing skills').default(
    ['.'],
    'the current folder'
  )
}

/** `--format`, text by default, among the formats a command prints. */
export function formatOption(formats: readonly string[]): Option {
  return new Option('--format <format>', 'output format').choices(formats).default('text')
}

/** The activation layer's flags that `score` and `triggers` share. */
export interface TriggerFlags {
  distractors: string
  /** `--trigger-context` (the Action's input; `--context` is its old spelling). */
  triggerContext: TriggerContextChoice
  prevalence?: number
  minRecall?: number
  maxFalseActivation?: number
  /** With several harnesses: the thresholds on every harness or on any. */
  recallOn: RecallOn
}

export function addTriggerOptions(command: Command): Command {
  command.option(
    '--distractors <set>',
    'Monte Carlo: generic skills beside the skill and its siblings: builtin, none or a folder of skills',
    MC_DEFAULTS.distractors
  )
  addRenamedOption(
    command,
    new Option(
      '--trigger-context <context>',
      'Monte Carlo: what comes before each trigger prompt (both: each prompt without and after a busy conversation)'
    )
      .choices(TRIGGER_CONTEXT_CHOICES)
      .default(MC_DEFAULTS.context),
    '--context <context>'
  )
  return command
    .option(
      '--prevalence <p>',
      'Monte Carlo: share of requests that should load the skill, for precision and F1 (default: the prompts’ mix)',
      number(0.01, 0.99)
    )
    .option('--min-recall <x>', 'fail a skill whose recall is below x (0–1)', number(0, 1))
    .option(
      '--max-false-activation <x>',
      'fail a skill whose false-activation rate is above x (0–1)',
      number(0, 1)
    )
    .addOption(
      new Option(
        '--recall-on <which>',
        'with several harnesses: --min-recall and --max-false-activation must hold on every listed harness or on any'
      )
        .choices(RECALL_ON)
        .default('every')
    )
}

/** The activation layer's settings from the shared flags and the command's own. */
export function monteCarloSettings(
  flags: TriggerFlags,
  own: Omit<MonteCarloConfig, keyof TriggerFlags>
): MonteCarloConfig {
  const {
    distractors,
    triggerContext: context,
    prevalence,
    minRecall,
    maxFalseActivation,
    recallOn
  } = flags
  return {
    ...own,
    distractors:
      distractors === 'builtin' || distractors === 'none' ? distractors : path.resolve(distractors),
    context,
    prevalence,
    minRecall,
    maxFalseActivation,
    recallOn
  }
}
