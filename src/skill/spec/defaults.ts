// The spec rules' options when none are given, and the options of a run checked once. Kept apart
// from their schema so a run with the defaults never loads it (a test holds these values to the
// schema's own defaults).
import type { SpecRuleOptions } from './options.js'

export const DEFAULT_SPEC_RULE_OPTIONS: Readonly<SpecRuleOptions> = Object.freeze({
  unknownFields: 'warn',
  allowUnicodeNames: false,
  platformFields: 'allow',
  extraAllowedFields: [],
  recommendations: true
})

/** Whether every option given is its default value (so there is nothing to check). */
function onlyDefaults(given: object): boolean {
  return Object.entries(given).every(([key, value]: [string, unknown]) => {
    if (!Object.hasOwn(DEFAULT_SPEC_RULE_OPTIONS, key)) return false
    const fallback: unknown = DEFAULT_SPEC_RULE_OPTIONS[key as keyof SpecRuleOptions]
    return Array.isArray(value) && Array.isArray(fallback)
      ? value.length === 0 && fallback.length === 0
      : value === fallback
  })
}

/**
 * A run's spec options, complete and checked against their schema once for all its skills (an
 * invalid option fails the run before any skill is read). The schema is loaded only for options
 * that differ from the defaults.
 */
export async function specRuleOptionsOfRun(
  given: Partial<SpecRuleOptions> | undefined
): Promise<Readonly<SpecRuleOptions>> {
  const plain = typeof given === 'object' && given !== null && !Array.isArray(given)
  if (given === undefined || (plain && onlyDefaults(given))) return DEFAULT_SPEC_RULE_OPTIONS
  const { SpecRuleOptionsSchema } = await import('./options.js')
  return SpecRuleOptionsSchema.parse(given)
}
