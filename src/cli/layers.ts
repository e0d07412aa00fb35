// Which costly layers a `--depth` needs, and the CLI options that configure them. The LLM layers
// plug in here: they add their flags in addLayerOptions and return their LayerRunners from
// layersForDepth; the pipeline and the output formats need no change.
import type { Command } from 'commander'
import type { LayerRunner } from '../layers/types.js'
import type { Depth } from '../report/model.js'
import { UsageError } from './errors.js'

/** What the layers of each depth are, for messages (PluginEval §3.8). */
const DEPTH_NEEDS: Readonly<Record<Exclude<Depth, 'quick'>, string>> = {
  standard: 'the LLM judge layer',
  deep: 'the LLM judge and Monte Carlo layers (50 simulated runs)',
  thorough: 'the LLM judge and Monte Carlo layers (100 simulated runs)'
}

export interface LayerContext {
  depth: Depth
  /** The parsed options of the command, including those added by addLayerOptions. */
  options: Record<string, unknown>
  env: NodeJS.ProcessEnv
}

/** Registers the options of the costly layers on `score` (none yet: quick depth only). */
export function addLayerOptions(command: Command): Command {
  return command
}

export function layersForDepth(context: LayerContext): LayerRunner[] {
  if (context.depth === 'quick') return []
  throw new UsageError(
    `--depth ${context.depth} needs ${DEPTH_NEEDS[context.depth]}, which this version of skill-ci ` +
      'does not include yet (it will also need an Anthropic API key in ANTHROPIC_API_KEY). ' +
      'Use --depth quick for the static PluginEval score.'
  )
}
