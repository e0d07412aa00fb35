// The model's plain values that a static run needs: the lists of names some of its enums are built
// from, the report's version and the security gate's default. Apart from the schemas, so that a
// run that builds no schema (the static path) can still name them.

/** The RunReport's version (report.ts). */
export const SCHEMA_VERSION = 2

export const DEPTHS = ['quick', 'standard', 'deep', 'thorough'] as const
export const BADGES = ['platinum', 'gold', 'silver', 'bronze', 'no_badge'] as const
export const HARNESS_NAMES = ['builtin', 'claude-code', 'codex', 'gemini-cli', 'opencode'] as const

/** The model providers an agent harness talks to (each with its own key and base URL). */
export const PROVIDER_NAMES = ['anthropic', 'openai', 'gemini'] as const

/**
 * With several harnesses, whether min-recall / max-false-activation must hold on every listed
 * harness (default) or on any one of them.
 */
export const RECALL_ON = ['every', 'any'] as const
export type RecallOn = (typeof RECALL_ON)[number]

/**
 * How the static layer scores: `default` follows PluginEval's methodology where its code
 * contradicts it (docs/scoring.md lists each deviation); `plugineval` gives its exact numbers.
 */
export const SCORING_MODES = ['default', 'plugineval'] as const
export type ScoringMode = (typeof SCORING_MODES)[number]
export const DEFAULT_SCORING: ScoringMode = 'default'

/** The costly layers, as they appear in `SkillReport.layers`. */
export const COSTLY_LAYER_NAMES = ['judge', 'monte_carlo', 'ab', 'elo', 'security_review'] as const

/** How the p-values of one run's skills are adjusted: Holm (default), Benjamini–Hochberg, none. */
export const MULTIPLICITY_RULES = ['holm', 'bh', 'none'] as const

/** The severity at or above which a finding fails the gate; `off` never fails it. */
export const SECURITY_GATES = ['critical', 'high', 'medium', 'off'] as const
export const DEFAULT_SECURITY_GATE: (typeof SECURITY_GATES)[number] = 'critical'
