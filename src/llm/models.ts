// Model names: the defaults (in one place), the family aliases and their resolution against the
// Models API listing. Resolution is pure over the listing so it is testable without a server.

/** The agent (A/B, Monte Carlo) and the judge are separate settings. */
export const DEFAULT_AGENT_MODEL = 'sonnet'
/** Rubric assessments (orchestration, output quality, scope) run on Sonnet, as in PluginEval. */
export const DEFAULT_JUDGE_MODEL = 'sonnet'
/** The triggering assessment runs on Haiku in PluginEval's code (its docs say Sonnet). */
export const DEFAULT_TRIGGERING_MODEL = 'haiku'

export const MODEL_ALIASES = ['haiku', 'sonnet', 'opus'] as const
export type ModelAlias = (typeof MODEL_ALIASES)[number]

export interface ListedModel {
  id: string
  created_at: string
}

export class UnknownModelError extends Error {
  constructor(
    readonly requested: string,
    readonly available: string[]
  ) {
    super(
      `unknown model "${requested}"; available: ${available.length ? available.join(', ') : '(none listed)'}`
    )
    this.name = 'UnknownModelError'
  }
}

export const isAlias = (name: string): name is ModelAlias =>
  (MODEL_ALIASES as readonly string[]).includes(name.toLowerCase())

/** The family of a model id: `claude-sonnet-4-5-20250929` → sonnet; null when none matches. */
export function modelFamily(id: string): ModelAlias | null {
  const lower = id.toLowerCase()
  return MODEL_ALIASES.find((a) => lower.split(/[^a-z0-9]+/).includes(a)) ?? null
}

/**
 * An exact id must be listed; an alias resolves to the newest listed model of its family by
 * `created_at` (ties: the larger id, so the choice is stable). Anything else fails fast.
 */
export function resolveModelName(requested: string, listed: ListedModel[]): string {
  const name = requested.trim()
  if (listed.some((m) => m.id === name)) return name
  if (isAlias(name)) {
    const family = name.toLowerCase()
    const newest = listed
      .filter((m) => modelFamily(m.id) === family)
      .sort(
        (a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id.localeCompare(a.id)
      )[0]
    if (newest) return newest.id
  }
  throw new UnknownModelError(
    requested,
    listed.map((m) => m.id)
  )
}
