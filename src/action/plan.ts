// Which layers a run executes (pure). The static layer always runs; each costly layer runs only
// when its label is on the PR, or when `depth` asks for it on schedule/dispatch. A requested layer
// that this version does not implement, or that needs an API key the run does not have, is
// reported with the reason — never silently dropped and never an error.
import type { Depth } from '../report/model.js'

export const COSTLY_LAYERS = ['judge', 'monte-carlo', 'ab', 'certify'] as const
export type CostlyLayerKey = (typeof COSTLY_LAYERS)[number]

export type LayerState = 'run' | 'skipped' | 'unavailable'

export interface LayerDecision {
  layer: CostlyLayerKey
  state: LayerState
  /** Why it was requested and, unless it runs, why not (shown in the comment and summary). */
  reason: string
}

export interface LayerPlan {
  /** The depth whose layers actually run: the composite's confidence label follows it. */
  depth: Depth
  /** One entry per requested costly layer; layers nobody asked for are absent. */
  decisions: LayerDecision[]
}

export interface PlanInput {
  /** `pull_request` for PR events, `full` for schedule/dispatch and other full scans, `range` for push/merge_group. */
  eventKind: 'pull_request' | 'full' | 'range'
  /** Labels on the PR, read fresh from the API. */
  labels: readonly string[]
  labelNames: Readonly<Record<CostlyLayerKey, string>>
  /** The `depth` input, used on schedule/dispatch runs. */
  depth: Depth
  hasApiKey: boolean
  /** Layers this build can run (the ones with a registered LayerRunner factory). */
  implemented: ReadonlySet<CostlyLayerKey>
}

/** Layers a depth asks for (PluginEval: standard adds the judge, deep/thorough Monte Carlo). */
const LAYERS_OF_DEPTH: Record<Depth, CostlyLayerKey[]> = {
  quick: [],
  standard: ['judge'],
  deep: ['judge', 'monte-carlo'],
  thorough: ['judge', 'monte-carlo']
}

/** Certification is the deep run: it needs the judge and Monte Carlo layers. */
const NEEDS: Record<CostlyLayerKey, CostlyLayerKey[]> = {
  judge: ['judge'],
  'monte-carlo': ['monte-carlo'],
  ab: ['ab'],
  certify: ['judge', 'monte-carlo']
}

export function planLayers(input: PlanInput): LayerPlan {
  const requested = requestedLayers(input)
  const decisions = COSTLY_LAYERS.filter((layer) => requested.has(layer)).map((layer) =>
    decide(layer, requested.get(layer) ?? '', input)
  )
  const running = new Set(decisions.filter((d) => d.state === 'run').flatMap((d) => NEEDS[d.layer]))
  return { depth: effectiveDepth(running, input), decisions }
}

/** Requested layers with the reason they were requested. */
function requestedLayers(input: PlanInput): Map<CostlyLayerKey, string> {
  const requested = new Map<CostlyLayerKey, string>()
  if (input.eventKind === 'pull_request') {
    for (const layer of COSTLY_LAYERS) {
      const label = input.labelNames[layer]
      if (input.labels.includes(label)) requested.set(layer, `label "${label}"`)
    }
  } else if (input.eventKind === 'full') {
    for (const layer of LAYERS_OF_DEPTH[input.depth]) requested.set(layer, `depth "${input.depth}"`)
  }
  return requested
}

function decide(layer: CostlyLayerKey, why: string, input: PlanInput): LayerDecision {
  const missing = NEEDS[layer].filter((l) => !input.implemented.has(l))
  if (missing.length > 0) {
    return {
      layer,
      state: 'unavailable',
      reason: `requested by ${why}, but not available in this version`
    }
  }
  if (!input.hasApiKey) {
    return {
      layer,
      state: 'skipped',
      reason: `requested by ${why}, but skipped: no anthropic-api-key (fork pull requests and Dependabot runs get no secrets)`
    }
  }
  return { layer, state: 'run', reason: `requested by ${why}` }
}

function effectiveDepth(running: ReadonlySet<CostlyLayerKey>, input: PlanInput): Depth {
  const deep = running.has('judge') && running.has('monte-carlo')
  if (deep) return input.eventKind === 'full' && input.depth === 'thorough' ? 'thorough' : 'deep'
  return running.has('judge') ? 'standard' : 'quick'
}

/** True when a requested layer did not run: the check run is then neutral rather than success. */
export function planIsDegraded(plan: LayerPlan): boolean {
  return plan.decisions.some((d) => d.state !== 'run')
}
