// Model names: the defaults (in one place), the family aliases and their resolution against the
// Models API listing. Resolution is pure over the listing so it is testable without a server.
/** The agent (A/B, Monte Carlo) and the judge are separate settings. */
const DEFAULT_AGENT_MODEL = 'sonnet';
/** Rubric assessments (orchestration, output quality, scope) run on Sonnet, as in PluginEval. */
const DEFAULT_JUDGE_MODEL = 'sonnet';
/** The triggering assessment runs on Haiku in PluginEval's code (its docs say Sonnet). */
const DEFAULT_TRIGGERING_MODEL = 'haiku';
const MODEL_ALIASES = ['haiku', 'sonnet', 'opus'];
class UnknownModelError extends Error {
    requested;
    available;
    constructor(requested, available) {
        super(`unknown model "${requested}"; available: ${available.length ? available.join(', ') : '(none listed)'}`);
        this.requested = requested;
        this.available = available;
        this.name = 'UnknownModelError';
    }
}
const isAlias = (name) => MODEL_ALIASES.includes(name.toLowerCase());
/** The family of a model id: `claude-sonnet-4-5-20250929` → sonnet; null when none matches. */
function modelFamily(id) {
    const lower = id.toLowerCase();
    return MODEL_ALIASES.find((a) => lower.split(/[^a-z0-9]+/).includes(a)) ?? null;
}
/**
 * An exact id must be listed; an alias resolves to the newest listed model of its family by
 * `created_at` (ties: the larger id, so the choice is stable). Anything else fails fast.
 */
function resolveModelName(requested, listed) {
    const name = requested.trim();
    if (listed.some((m) => m.id === name))
        return name;
    if (isAlias(name)) {
        const family = name.toLowerCase();
        const newest = listed
            .filter((m) => modelFamily(m.id) === family)
            .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id.localeCompare(a.id))[0];
        if (newest)
            return newest.id;
    }
    throw new UnknownModelError(requested, listed.map((m) => m.id));
}

export { DEFAULT_AGENT_MODEL as D, UnknownModelError as U, DEFAULT_JUDGE_MODEL as a, DEFAULT_TRIGGERING_MODEL as b, modelFamily as m, resolveModelName as r };
