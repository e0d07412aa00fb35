// The costly layers this build can run. Registering a layer is one entry in LAYER_FACTORIES: its
// key and a factory that turns the run's LLM settings and the skills to evaluate into a LayerSetup
// (the same shape the CLI uses, through the same setup functions). The plan reads the keys to
// decide what is "not available in this version"; Monte Carlo gets its entry when it lands.
import packageJson from '../../package.json' with { type: 'json' }
import type { JudgeMode } from '../layers/ab/runner.js'
import { setupAbLayer } from '../layers/ab/setup.js'
import { setupJudgeLayer } from '../layers/judge/index.js'
import type { LayerRunner, SkillUnderTest } from '../layers/types.js'
import { DEFAULT_AGENT_MODEL, type BudgetLimits } from '../llm/index.js'
import type { RunReport } from '../report/model.js'
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
  /** Absolute response-cache directory. */
  cacheDir: string
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

/** A layer ready to run: its runners, lines to log before the run, and its run-level epilogue. */
export interface LayerSetup {
  runners: LayerRunner[]
  /** Logged before any call (the estimate first). */
  notices: string[]
  /** Adds what the layer reports at run level (usage); returns lines to log after the run. */
  finish(report: RunReport): { report: RunReport; notices: string[] }
}

/** `skills` are the skills the run will evaluate, so the layer can price its plan up front. */
export type LayerFactory = (
  settings: LlmSettings,
  skills: SkillUnderTest[]
) => LayerSetup | Promise<LayerSetup>

/** Certification has no runner of its own: it is the judge plus Monte Carlo at deep depth. */
export const LAYER_FACTORIES: Partial<Record<Exclude<CostlyLayerKey, 'certify'>, LayerFactory>> = {
  judge: (settings, skills) =>
    setupJudgeLayer(
      {
        apiKey: settings.apiKey,
        baseURL: settings.baseUrl,
        env: settings.env,
        judges: settings.judges,
        judgeModel: settings.judgeModel,
        budget: settings.budget,
        allowPartial: settings.allowPartial,
        cacheDir: settings.cacheDir,
        toolVersion: packageJson.version
      },
      skills
    ),
  ab: (settings, skills) =>
    setupAbLayer(
      {
        apiKey: settings.apiKey,
        baseURL: settings.baseUrl,
        env: settings.env,
        model: settings.model ?? DEFAULT_AGENT_MODEL,
        judgeModel: settings.judgeModel,
        ...settings.ab,
        budget: settings.budget,
        allowPartial: settings.allowPartial,
        cacheDir: settings.cacheDir,
        toolVersion: packageJson.version
      },
      skills
    )
}

export function implementedLayers(): Set<CostlyLayerKey> {
  return new Set(Object.keys(LAYER_FACTORIES) as CostlyLayerKey[])
}

/** Sets up the layers the plan decided to run (certify expands to judge + Monte Carlo). */
export async function setupLayers(
  running: readonly CostlyLayerKey[],
  settings: LlmSettings,
  skills: SkillUnderTest[]
): Promise<LayerSetup> {
  const keys = new Set(
    running.flatMap((k) => (k === 'certify' ? (['judge', 'monte-carlo'] as const) : [k]))
  )
  const setups: LayerSetup[] = []
  for (const key of keys) {
    const factory = LAYER_FACTORIES[key]
    if (factory) setups.push(await factory(settings, skills))
  }
  return {
    runners: setups.flatMap((s) => s.runners),
    notices: setups.flatMap((s) => s.notices),
    // Each epilogue sees the report the previous one returned.
    finish: (report) =>
      setups.reduce(
        (acc, s) => {
          const next = s.finish(acc.report)
          return { report: next.report, notices: [...acc.notices, ...next.notices] }
        },
        { report, notices: [] as string[] }
      )
  }
}
