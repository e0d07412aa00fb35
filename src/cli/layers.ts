// Which costly layers a `--depth` needs, and the CLI options that configure them. The LLM layers
// plug in here: they add their flags in addLayerOptions and return their LayerRunners from
// prepareLayers; the pipeline and the output formats need no change.
import { readFileSync } from 'node:fs'
import { InvalidArgumentError, Option, type Command } from 'commander'
import packageJson from '../../package.json' with { type: 'json' }
import { judgeLayer, readSkillsForEstimate } from '../layers/judge/index.js'
import { setupCostlyLayers } from '../layers/llm-setup.js'
import type { LayerRunner } from '../layers/types.js'
import { DEFAULT_CACHE_DIR, parsePricingOverride, type PricingTable } from '../llm/index.js'
import type { Depth, RunReport } from '../report/model.js'
import { UsageError } from './errors.js'

/** What the layers of each depth are, for messages (PluginEval §3.8). */
const DEPTH_NEEDS: Readonly<Record<Exclude<Depth, 'quick' | 'standard'>, string>> = {
  deep: 'the LLM judge and Monte Carlo layers (50 simulated runs)',
  thorough: 'the LLM judge and Monte Carlo layers (100 simulated runs)'
}

export interface LayerContext {
  depth: Depth
  /** The parsed options of the command, including those added by addLayerOptions. */
  options: Record<string, unknown>
  env: NodeJS.ProcessEnv
  /** The paths being scored (the judge prices its plan before any call). */
  roots: string[]
}

export interface LayerPlan {
  layers: LayerRunner[]
  /** Printed on stderr before the run (estimate, skipped layers). */
  notices: string[]
  /** Adds the run-level usage block; returns lines to print after the run. */
  finish(report: RunReport): { report: RunReport; notices: string[] }
}

interface LlmFlags {
  judges: number
  model?: string
  judgeModel?: string
  maxUsd?: number
  maxCalls?: number
  cacheDir: string
  dryRun?: boolean
  pricing?: PricingTable
  partialBudget?: boolean
}

const wholeNumber = (min: number, max: number) => (value: string) => {
  const n = Number(value)
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new InvalidArgumentError(`expected a whole number from ${min} to ${max}.`)
  }
  return n
}

function parseUsd(value: string): number {
  const n = Number(value)
  if (value.trim() === '' || !Number.isFinite(n) || n < 0) {
    throw new InvalidArgumentError('expected a non-negative amount in USD.')
  }
  return n
}

/** Inline JSON, or the path of a JSON file. */
function parsePricing(value: string): PricingTable {
  try {
    return parsePricingOverride(value.trim().startsWith('{') ? value : readFileSync(value, 'utf8'))
  } catch (error) {
    throw new InvalidArgumentError((error as Error).message)
  }
}

/** Registers the options of the costly layers on `score`. */
export function addLayerOptions(command: Command): Command {
  return command
    .option('--judges <n>', 'independent LLM judges per assessment (1–5)', wholeNumber(1, 5), 1)
    .option('--model <id>', 'agent model for simulated runs: an id or haiku|sonnet|opus')
    .option(
      '--judge-model <id>',
      'judge model(s) for all four assessments, comma-separated to vary by judge'
    )
    .option('--max-usd <usd>', 'hard budget in USD for all model calls', parseUsd)
    .option('--max-calls <n>', 'hard budget in model calls', wholeNumber(0, 1_000_000))
    .option('--partial-budget', 'when the estimate exceeds the budget, run what fits')
    .option('--cache-dir <dir>', 'response cache directory', DEFAULT_CACHE_DIR)
    .option(
      '--pricing <json|file>',
      'price overrides per model id or family (USD per M tokens)',
      parsePricing
    )
    .addOption(new Option('--dry-run', 'print the LLM cost estimate and make no model call'))
}

const NO_LAYERS: LayerPlan = {
  layers: [],
  notices: [],
  finish: (report) => ({ report, notices: [] })
}

export async function prepareLayers(context: LayerContext): Promise<LayerPlan> {
  if (context.depth === 'quick') return NO_LAYERS
  if (context.depth !== 'standard') {
    throw new UsageError(
      `--depth ${context.depth} needs ${DEPTH_NEEDS[context.depth]}, which this version of skill-ci ` +
        'does not include yet. Use --depth standard (LLM judge) or quick (static only).'
    )
  }
  const flags = context.options as unknown as LlmFlags
  // One Llm for the run: the budget covers every costly layer the depth adds.
  const setup = setupCostlyLayers(
    {
      env: context.env,
      baseURL: context.env.ANTHROPIC_BASE_URL || undefined,
      budget: { maxUsd: flags.maxUsd, maxCalls: flags.maxCalls },
      allowPartial: flags.partialBudget === true,
      cacheDir: flags.cacheDir,
      pricing: flags.pricing,
      dryRun: flags.dryRun === true,
      toolVersion: packageJson.version
    },
    [
      judgeLayer(
        { judges: flags.judges, judgeModel: flags.judgeModel },
        await readSkillsForEstimate(context.roots)
      )
    ]
  )
  return { layers: setup.runners, notices: setup.notices, finish: setup.finish }
}
