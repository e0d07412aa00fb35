// The layer registry: every costly layer declared once — its record name in the report, the key
// its label and the docs use, the depths that turn it on, the inputs that configure it and how it
// is built. The plan (src/plan.ts), the pre-run estimate, the Action, the CLI and the README's
// layer table all read this list. Adding a layer is a folder under src/layers/ that exports its
// definition, plus one entry here (and its result schema in src/model/, its section in
// src/report/layer-sections.ts).
import type { CostlyLayerName, Depth } from '../model/index.js'
import type { AbLayerConfig } from './ab/setup.js'
import type { EloLayerConfig } from './elo/setup.js'
import type { HarnessSettings } from './harness.js'
import type { JudgeLayerConfig } from './judge/setup.js'
import type { CostlyLayer, LlmRunSettings } from './llm-setup.js'
import type { MonteCarloConfig } from './monte-carlo/options.js'
import type { SecurityReviewConfig } from './security/review.js'
import type { SkillUnderTest } from './types.js'

// Each layer is loaded when a run builds it: a static run never loads the model client, the
// agent or any costly layer's code.
const agentHarnessOption = async (settings: LayerSettings) =>
  (await import('./harness.js')).agentHarnessOption(settings)

/** Everything the costly layers of one run are configured with, whichever front door made it. */
export interface LayerSettings {
  llm: LlmRunSettings
  judge: JudgeLayerConfig
  ab: AbLayerConfig
  monteCarlo: MonteCarloConfig
  /** Absent: no corpus was given, and the Elo layer, if asked for, says so. */
  elo?: EloLayerConfig
  /** Absent: the review's defaults. */
  securityReview?: SecurityReviewConfig
  /** The harness that runs the agent of the A/B and activation layers (default builtin). */
  harness?: HarnessSettings
}

/** The name a layer goes by in labels, plan notes and the docs: `monte-carlo`, not `monte_carlo`. */
export type LayerKey = 'judge' | 'monte-carlo' | 'ab' | 'elo' | 'security'

export interface LayerDefinition {
  /** Where its record lives: `SkillReport.layers[name]`. */
  name: CostlyLayerName
  key: LayerKey
  /** What it measures, for the docs. */
  summary: string
  /** The Action input that names its pull-request label; absent: no label of its own. */
  labelInput?: string
  /** The depths of a full (scheduled or dispatched) run that turn it on. */
  depths: readonly Depth[]
  /** The Action inputs that configure it, besides its label (`label-<key>`). */
  inputs: readonly string[]
  /**
   * Builds the layer for a run from the skills it will evaluate (so it can price its plan before
   * any call). Absent: the layer is not in this version, and asking for it says so.
   */
  create?: (settings: LayerSettings, skills: SkillUnderTest[]) => Promise<CostlyLayer>
}

/**
 * The costly layers in the order a partial budget is given to them: the judge (cheap, feeds the
 * composite) and the security review (one call per skill) before Monte Carlo, A/B and Elo.
 */
export const LAYER_REGISTRY: readonly LayerDefinition[] = [
  {
    name: 'judge',
    key: 'judge',
    labelInput: 'label-judge',
    summary: 'an LLM judge scores triggering, orchestration, output quality and scope',
    depths: ['standard', 'deep', 'thorough'],
    inputs: ['judges', 'judge-model'],
    create: async (settings, skills) =>
      (await import('./judge/setup.js')).judgeLayer(settings.judge, skills)
  },
  {
    name: 'security_review',
    key: 'security',
    labelInput: 'label-security',
    summary:
      'an LLM reads the whole skill and reports behaviour its description does not announce (one call per skill)',
    depths: [],
    inputs: ['judge-model'],
    create: async (settings, skills) =>
      (await import('./security/review.js')).securityReviewLayer(
        settings.securityReview ?? {},
        skills
      )
  },
  {
    name: 'monte_carlo',
    key: 'monte-carlo',
    labelInput: 'label-monte-carlo',
    summary: 'does the agent load the skill when it should, and only then (real activation)',
    depths: ['deep', 'thorough'],
    inputs: [
      'model',
      'judge-model',
      'distractors',
      'trigger-context',
      'prevalence',
      'min-recall',
      'max-false-activation',
      'seed',
      'results-dir',
      'harness',
      'harness-models',
      'openai-api-key',
      'gemini-api-key',
      'recall-on',
      'claude-code-sdk'
    ],
    create: async (settings, skills) =>
      (await import('./monte-carlo/setup.js')).monteCarloLayer(
        { ...settings.monteCarlo, ...(await agentHarnessOption(settings)) },
        skills
      )
  },
  {
    name: 'ab',
    key: 'ab',
    labelInput: 'label-ab',
    summary: 'with-vs-without runs of tests/eval.yaml: does the skill help the agent',
    depths: [],
    inputs: [
      'model',
      'judge-model',
      'ab-runs',
      'ab-judge-mode',
      'ab-min-improvement',
      'ab-require-significance',
      'ab-require-completion',
      'seed',
      'allow-shell',
      'results-dir',
      'harness',
      'harness-models',
      'openai-api-key',
      'gemini-api-key',
      'claude-code-sdk'
    ],
    create: async (settings, skills) =>
      (await import('./ab/setup.js')).abLayer(
        { ...settings.ab, ...(await agentHarnessOption(settings)) },
        skills
      )
  },
  {
    name: 'elo',
    key: 'elo',
    summary: 'a rating against a gold corpus of known-good skills (pairwise judge, both orders)',
    depths: [],
    inputs: ['corpus', 'min-elo', 'judge-model', 'seed'],
    create: async (settings, skills) =>
      (await import('./elo/setup.js')).eloLayer(settings.elo ?? {}, skills)
  }
]

/** A label that asks for several layers at once: certification is the deep run. */
export interface LayerBundle {
  key: 'certify'
  labelInput: string
  summary: string
  layers: readonly CostlyLayerName[]
}

export const CERTIFY: LayerBundle = {
  key: 'certify',
  labelInput: 'label-certify',
  summary: 'the deep run that certifies a skill: the judge, Monte Carlo and the Elo rating',
  layers: ['judge', 'monte_carlo', 'elo']
}

export function layerDefinition(name: CostlyLayerName): LayerDefinition {
  const definition = LAYER_REGISTRY.find((d) => d.name === name)
  if (definition === undefined) throw new Error(`no layer named ${name}`)
  return definition
}

/** The layers this build can run. */
export function availableLayers(): Set<CostlyLayerName> {
  return new Set(LAYER_REGISTRY.filter((d) => d.create !== undefined).map((d) => d.name))
}
