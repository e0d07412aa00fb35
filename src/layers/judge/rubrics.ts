// Rubric text sent to the judge. The five anchor lines of orchestration and scope follow
// PluginEval's engine prompts; each dimension also gets the five bands of PluginEval's documented
// rubric, condensed in our own words, so the judge can interpolate between anchors.
import type { JudgeDimension } from './types.js'

interface Anchor {
  score: number
  label: string
  meaning: string
}

const anchorLines = (anchors: Anchor[]) =>
  anchors.map((a) => `Score ${a.score.toFixed(2)} — ${a.label}: ${a.meaning}`).join('\n')

export const ORCHESTRATION_ANCHORS: Anchor[] = [
  {
    score: 0,
    label: 'Poor',
    meaning: 'behaves like a standalone agent running its own tool calls and sub-tasks'
  },
  {
    score: 0.25,
    label: 'Below average',
    meaning: 'orchestration logic is mixed in with the worker task'
  },
  {
    score: 0.5,
    label: 'Average',
    meaning: 'delegates some work but still coordinates multi-step flows itself'
  },
  {
    score: 0.75,
    label: 'Good',
    meaning: 'mostly a worker with documented inputs and outputs; little coordination'
  },
  {
    score: 1,
    label: 'Excellent',
    meaning: 'a pure worker: composable, clear contracts, no orchestration logic'
  }
]

export const SCOPE_ANCHORS: Anchor[] = [
  { score: 0, label: 'Too thin', meaning: 'a stub or trivial wrapper that adds almost nothing' },
  {
    score: 0.25,
    label: 'Under-scoped',
    meaning: 'a narrow slice; obviously related tasks are missing'
  },
  {
    score: 0.5,
    label: 'Average',
    meaning: 'reasonable scope, but somewhat too broad or too narrow'
  },
  { score: 0.75, label: 'Well-scoped', meaning: 'one coherent domain, neither bloated nor sparse' },
  {
    score: 1,
    label: 'Perfectly calibrated',
    meaning: 'minimal surface, maximum cohesion, ideal composability'
  }
]

/** The five bands of PluginEval's rubric per dimension (0.00–0.19 … 0.80–1.00), condensed. */
export const BANDS: Record<JudgeDimension, string[]> = {
  triggering_accuracy: [
    'no usable trigger: empty, vague, only says what and never when',
    'names the domain but no trigger phrase, or one narrow case; misses most should-trigger prompts',
    '"Use when" with a single context; about 3 of 5 right; some false positives on adjacent tasks',
    'at least two specific contexts; about 4 of 5 right; few false positives',
    'three or more concrete, discriminative contexts; all positives and negatives handled'
  ],
  orchestration_fitness: [
    'reads like an agent system prompt: its own loop, delegation, no input/output contract',
    'has an output format but also routes work to other skills or agents',
    'a worker whose output is unstructured prose; the caller must guess the format',
    'inputs and outputs documented, schema could be more explicit; no orchestration language',
    'explicit Input and Output sections, structured output, no routing, realistic worker code'
  ],
  output_quality: [
    'following it produces incorrect output: errors, contradictions, missing critical facts',
    'only the trivial case works; no guidance at decision points; no examples',
    'basic cases fine, complex ones thin; output format suggested, edge cases ignored',
    'several varied examples, clear output format, at least one edge case; right most of the time',
    'examples from simple to complex, template-level output spec, edge cases and troubleshooting'
  ],
  scope_calibration: [
    'a stub: covers less than half of its stated domain, or a bare topic list',
    'too narrow: happy path only, a few of the important aspects',
    'slightly off: an aspect or two missing, or content that belongs to a sibling skill',
    'well scoped with minor gaps; off-core content clearly supports the purpose',
    'every aspect at the right depth, no padding, supporting material in bundled files'
  ]
}

const BAND_RANGES = ['0.00–0.19', '0.20–0.39', '0.40–0.59', '0.60–0.79', '0.80–1.00']

export function rubricText(dimension: JudgeDimension): string {
  const bands = BANDS[dimension].map((b, i) => `${BAND_RANGES[i]}: ${b}`).join('\n')
  const anchors =
    dimension === 'orchestration_fitness'
      ? anchorLines(ORCHESTRATION_ANCHORS) + '\n'
      : dimension === 'scope_calibration'
        ? anchorLines(SCOPE_ANCHORS) + '\n'
        : ''
  return `Rubric:\n${anchors}Bands (interpolate between them using evidence):\n${bands}`
}
