// The costly layers this build can run. Registering a layer is one entry in LAYER_FACTORIES: its
// key and a factory that turns the run's LLM settings and the skills to evaluate into a
// CostlyLayer (its plan and runner; the CLI builds the same through the same functions). All the
// layers of a run share one Llm and one budget (layers/llm-setup.ts). The plan reads the keys to
// decide what is "not available in this version"; Monte Carlo gets its entry when it lands.
import packageJson from '../../package.json' with { type: 'json' }
import type { JudgeMode } from '../layers/ab/defaults.js'
import { abLayer } from '../layers/ab/setup.js'
import { judgeLayer } from '../layers/judge/index.js'
import { setupCostlyLayers, type CostlyLayer, type CostlyLayersSetup } from '../layers/llm-setup.js'
import type { SkillUnderTest } from '../layers/types.js'
import { DEFAULT_AGENT_MODEL, type BudgetLimits } from '../llm/index.js'
import type { CostlyLayerKey } from './plan.js'

export interface LlmSettings {
  apiKey: string
  baseUrl?: string
  /** Agent model of the simulated runs (Monte Carlo, A/B). */
  model?: string
  judgeModel?: string
  judges: number
  budget: BudgetLimits
  /** When the estimate exceeds the budget, run what fits instead of making no call. */
  allowPartial: boolean
  /** Absolute response-cache directory; null turns the cache off. */
  cacheDir: string | null
  env: NodeJS.ProcessEnv
  ab: AbSettings
}

/** The A/B layer's options (the action's `ab-*`, `seed`, `allow-shell` and `results-dir` inputs). */
export interface AbSettings {
  runs: number
  judgeMode: JudgeMode
  minImprovement: number
  requireSignificance: boolean
  requireCompletion: boolean
  seed?: number
  allowShell: boolean
  /** Folder for the per-run transcripts, relative to the working directory (the workspace). */
  resultsDir: string
}

/** The run's costly layers, ready: their runners, lines to log before the run, its epilogue. */
export type LayerSetup = CostlyLayersSetup

/** `skills` are the skills the run will evaluate, so the layer can price its plan up front. */
export type LayerFactory = (
  settings: LlmSettings,
  skills: SkillUnderTest[]
) => CostlyLayer | Promise<CostlyLayer>

/**
 * Certification has no runner of its own: it is the judge plus Monte Carlo at deep depth. The
 * order of the entries is the order in which a partial run gives the budget to the layers.
 */
export const LAYER_FACTORIES: Partial<Record<Exclude<CostlyLayerKey, 'certify'>, LayerFactory>> = {
  judge: (settings, skills) =>
    judgeLayer({ judges: settings.judges, judgeModel: settings.judgeModel }, skills),
  ab: (settings, skills) =>
    abLayer(
      {
        model: settings.model ?? DEFAULT_AGENT_MODEL,
        judgeModel: settings.judgeModel,
        ...settings.ab,
        env: settings.env
      },
      skills
    )
}

export function implementedLayers(): Set<CostlyLayerKey> {
  return new Set(Object.keys(LAYER_FACTORIES) as CostlyLayerKey[])
}

/**
 * Sets up the layers the plan decided to run (certify expands to judge + Monte Carlo) on ONE Llm:
 * one ledger, one budget for the whole run, one cache and one concurrency limit.
 */
export async function setupLayers(
  running: readonly CostlyLayerKey[],
  settings: LlmSettings,
  skills: SkillUnderTest[]
): Promise<LayerSetup> {
  const keys = new Set<CostlyLayerKey>(
    running.flatMap((k) => (k === 'certify' ? (['judge', 'monte-carlo'] as const) : [k]))
  )
  const layers: CostlyLayer[] = []
  for (const [key, factory] of Object.entries(LAYER_FACTORIES)) {
    if (factory && keys.has(key as CostlyLayerKey)) layers.push(await factory(settings, skills))
  }
  return setupCostlyLayers(
    {
      apiKey: settings.apiKey,
      baseURL: settings.baseUrl,
      env: settings.env,
      budget: settings.budget,
      allowPartial: settings.allowPartial,
      cacheDir: settings.cacheDir,
      toolVersion: packageJson.version
    },
    layers
  )
}
