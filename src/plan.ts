// The one planner. Both front doors translate what they were given (the Action: the event, the
// PR labels and the `depth` input; the CLI: `--depth` or the `ab` command) into a PlanRequest, and
// this decides which costly layers run, which were asked for but cannot run (and why), and the
// depth whose confidence label the composite will carry. The static layer always runs. A requested
// layer that this version does not have is reported with the reason. A requested layer that needs
// an API key the run lacks is a failed layer (the user asked for it and it cannot run), except on
// an event that can never have secrets (a fork's pull request), where it is skipped with the
// reason. Never silently dropped. Pure: no I/O.
import type { CostlyLayerName, Depth, LayerPlanNote } from './model/index.js'
import { availableLayers, CERTIFY, LAYER_REGISTRY, type LayerKey } from './layers/registry.js'

/** What a request can name: a layer's key, or `certify` (several layers). */
export type RequestKey = LayerKey | typeof CERTIFY.key
export const REQUEST_KEYS: readonly RequestKey[] = [
  ...LAYER_REGISTRY.map((d) => d.key),
  CERTIFY.key
]

/** How the layers of a run were asked for. */
export type PlanTrigger =
  /** Pull requests: a layer runs when its label is on the PR. */
  | {
      kind: 'labels'
      labels: readonly string[]
      labelNames: Readonly<Partial<Record<RequestKey, string>>>
    }
  /**
   * Scheduled and dispatched runs, and `skill-ci score --depth`: the depth's layers, and any
   * named in `also` (e.g. `--security-review`), each with the reason given.
   */
  | { kind: 'depth'; depth: Depth; also?: ReadonlyArray<{ key: RequestKey; why: string }> }
  /** A command that names its layers (`skill-ci ab`). */
  | { kind: 'layers'; layers: readonly RequestKey[]; why: string }
  /** Push and merge-queue runs: the static layer only. */
  | { kind: 'none' }

export interface PlanRequest {
  trigger: PlanTrigger
  hasApiKey: boolean
  /** Why there is no key, in the words of the front door (what to set, who gets no secrets). */
  noKeyReason: string
  /**
   * True when the event can never have secrets (a fork's pull request): a layer asked for without
   * the key is skipped with the reason. Otherwise it is a failed layer: asked for and unable to
   * run, it fails the gate like a layer that errored (unless on-layer-error is warn).
   */
  secretsNeverAvailable?: boolean
  /** A dry run only estimates: it needs no key. */
  dryRun?: boolean
  /** The layers this build can run (default: the registry's). */
  available?: ReadonlySet<CostlyLayerName>
  /**
   * Layers that run without the Anthropic key: the activation layer, when every listed agent
   * talks to another provider whose key the run has (layers/harness.ts, agentsWithoutAnthropic).
   */
  keylessLayers?: ReadonlySet<CostlyLayerName>
}

/** `failed`: asked for, and cannot run for want of what the run lacks (the API key). */
export type LayerState = 'run' | 'skipped' | 'unavailable' | 'failed'

export interface LayerDecision {
  key: RequestKey
  /** The layers it stands for (certify stands for several). */
  layers: readonly CostlyLayerName[]
  state: LayerState
  /** Why it was requested and, unless it runs, why not (shown in the comment and summary). */
  reason: string
  /** The short reason recorded for each skill when it does not run. */
  recordReason?: string
}

export interface Plan {
  /** The depth whose layers actually run: the composite's confidence label follows it. */
  depth: Depth
  /** One entry per requested key; keys nobody asked for are absent. */
  decisions: LayerDecision[]
  /** The layers to run, in registry order. */
  running: CostlyLayerName[]
}

/** The costly layers a request key stands for (certify stands for several). */
export function layersOf(key: RequestKey): readonly CostlyLayerName[] {
  if (key === CERTIFY.key) return CERTIFY.layers
  const definition = LAYER_REGISTRY.find((d) => d.key === key)
  return definition ? [definition.name] : []
}

/** Requested keys with the reason they were requested, in REQUEST_KEYS order. */
function requested(trigger: PlanTrigger): Map<RequestKey, string> {
  const asked = new Map<RequestKey, string>()
  switch (trigger.kind) {
    case 'labels':
      for (const key of REQUEST_KEYS) {
        const label = trigger.labelNames[key]
        if (label !== undefined && trigger.labels.includes(label))
          asked.set(key, `label "${label}"`)
      }
      break
    case 'depth':
      for (const definition of LAYER_REGISTRY) {
        if (definition.depths.includes(trigger.depth)) {
          asked.set(definition.key, `depth "${trigger.depth}"`)
        }
      }
      for (const { key, why } of trigger.also ?? []) if (!asked.has(key)) asked.set(key, why)
      break
    case 'layers':
      for (const key of REQUEST_KEYS) if (trigger.layers.includes(key)) asked.set(key, trigger.why)
      break
  }
  return asked
}

function decide(key: RequestKey, why: string, request: PlanRequest): LayerDecision {
  const layers = layersOf(key)
  const available = request.available ?? availableLayers()
  if (layers.some((layer) => !available.has(layer))) {
    return {
      key,
      layers,
      state: 'unavailable',
      reason: `requested by ${why}, but not available in this version`,
      recordReason: 'not available in this version'
    }
  }
  const keyless = layers.every((layer) => request.keylessLayers?.has(layer) === true)
  if (!request.hasApiKey && !request.dryRun && !keyless) {
    return request.secretsNeverAvailable === true
      ? {
          key,
          layers,
          state: 'skipped',
          reason: `requested by ${why}, but skipped: ${request.noKeyReason}`,
          recordReason: 'no Anthropic API key'
        }
      : {
          key,
          layers,
          state: 'failed',
          reason: `requested by ${why}, but cannot run: ${request.noKeyReason}`,
          recordReason: `cannot run: ${request.noKeyReason}`
        }
  }
  return { key, layers, state: 'run', reason: `requested by ${why}` }
}

function effectiveDepth(running: ReadonlySet<CostlyLayerName>, trigger: PlanTrigger): Depth {
  if (running.has('judge') && running.has('monte_carlo')) {
    return trigger.kind === 'depth' && trigger.depth === 'thorough' ? 'thorough' : 'deep'
  }
  return running.has('judge') ? 'standard' : 'quick'
}

export function planRun(request: PlanRequest): Plan {
  const decisions = [...requested(request.trigger)].map(([key, why]) => decide(key, why, request))
  const runningSet = new Set(decisions.filter((d) => d.state === 'run').flatMap((d) => d.layers))
  return {
    depth: effectiveDepth(runningSet, request.trigger),
    decisions,
    running: LAYER_REGISTRY.map((d) => d.name).filter((name) => runningSet.has(name))
  }
}

/** True when a requested layer did not run: the check run is then neutral rather than success. */
export function planIsDegraded(plan: Plan): boolean {
  return plan.decisions.some((d) => d.state !== 'run')
}

/**
 * What the renderers show about the costly layers: the plan, corrected by what actually happened
 * to each skill's records (a layer that started but failed or ran out of budget says so).
 */
export function planNotes(
  plan: Plan,
  skills: ReadonlyArray<{
    layers: Partial<Record<CostlyLayerName, { status: string; reason?: string }>>
  }>
): LayerPlanNote[] {
  return plan.decisions.map((d) => {
    if (d.state === 'failed') return { layer: d.key, status: 'error', reason: d.reason }
    if (d.state !== 'run') return { layer: d.key, status: d.state, reason: d.reason }
    const records = skills.flatMap((skill) => d.layers.map((layer) => skill.layers[layer]))
    for (const record of records) {
      if (record?.status === 'error' || record?.status === 'budget_exhausted') {
        const why = record.reason ?? 'failed for at least one skill'
        return { layer: d.key, status: record.status, reason: `${d.reason}; ${why}` }
      }
    }
    // E.g. the A/B label on a PR whose changed skills have no eval file: nothing was measured.
    const skipped = records.filter((r) => r?.status === 'skipped')
    if (records.length > 0 && skipped.length === records.length) {
      const why = skipped[0]?.reason ?? 'nothing to run'
      return { layer: d.key, status: 'skipped', reason: `${d.reason}; every skill skipped: ${why}` }
    }
    return { layer: d.key, status: 'ran', reason: d.reason }
  })
}
