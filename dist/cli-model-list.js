import { createRequire as __requireBuiltinOf } from 'node:module';
const __requireBuiltin = __requireBuiltinOf(import.meta.url);
const { AsyncLocalStorage } = __requireBuiltin('node:async_hooks');
const { readFile } = __requireBuiltin('node:fs/promises');
const path__default = __requireBuiltin('node:path');
import { w as writeJsonAtomic } from './cli-cache.js';
import { r as resolveModelName, U as UnknownModelError } from './cli-models.js';
import { c as _isoDateTime, Z as ZodISODateTime, o as object, a as array, s as string } from './cli-schemas.js';

// Whose calls these are: the skills a model call is made for, carried with the work that makes it
// (through awaits, the concurrency limit, Message Batches and the agent harnesses) rather than
// passed down every call site. The ledger books each answered call's cost to them, split equally
// when several skills share it (a repository's shared trigger runs), so the per-skill figures of
// a run add up to its total.
const owners = new AsyncLocalStorage();
/** Runs `work` with its model calls booked to `keys` (each skill's key, see costOwnerKey). */
function withCostOwners(keys, work) {
    return owners.run(keys, work);
}
/** The skills the current work's calls are booked to; empty outside any skill's work. */
function currentCostOwners() {
    return owners.getStore() ?? [];
}
const harnesses = new AsyncLocalStorage();
/**
 * Runs `work` with its model calls booked to the agent harness `name` too: a run that lists
 * several harnesses says what each one's runs cost (the ledger's `byHarness`).
 */
function withCostHarness(name, work) {
    return harnesses.run(name, work);
}
/** The harness the current work's calls are booked to, if any. */
function currentCostHarness() {
    return harnesses.getStore();
}

function datetime(params) {
    return _isoDateTime(ZodISODateTime, params);
}

// The Models API listing, kept on disk next to the response cache (`<cacheDir>/models.json`) so a
// fully cached re-run resolves model names without any request. The file records when and from
// which base URL it was fetched; it is reused for a bounded time (the TTL) and only for the same
// base URL, since a gateway may list other models than the public API. Within one process the
// list is read or fetched once and then kept, as a run must resolve every name against one list.
/** How long a stored listing is trusted: models appear rarely; an unlisted exact id refetches. */
const DEFAULT_MODEL_LIST_TTL_MS = 24 * 60 * 60 * 1000;
const MODEL_LIST_FILE = 'models.json';
const ModelListFileSchema = object({
    fetchedAt: datetime(),
    baseURL: string(),
    models: array(object({ id: string().min(1), created_at: string() }))
});
class ModelCatalog {
    options;
    file;
    /** This run's listing, settled or in flight: concurrent callers share it. */
    listing;
    constructor(options) {
        this.options = options;
        this.file = options.dir === null ? undefined : path__default.join(options.dir, MODEL_LIST_FILE);
    }
    /**
     * Exact id → itself if listed; alias → newest of its family; otherwise UnknownModelError. A
     * name missing from a stored listing triggers one refetch first: the model may be newer than
     * the file.
     */
    async resolve(name) {
        const pending = this.list();
        const seen = await pending;
        try {
            return resolveModelName(name, seen.models);
        }
        catch (error) {
            if (!(error instanceof UnknownModelError) || seen.fetchedNow)
                throw error;
            // The first caller to find the stored listing lacking replaces it; others share the fetch.
            let refetched = this.listing;
            if (!refetched || refetched === pending) {
                refetched = this.listing = this.forgetOnFailure(this.fetchAndStore());
            }
            return resolveModelName(name, (await refetched).models);
        }
    }
    /** Read or fetched once per run: a fresh stored file, else the Models API. */
    list() {
        this.listing ??= this.forgetOnFailure(this.load());
        return this.listing;
    }
    /** A failed listing is not remembered, so a later call can try again. */
    forgetOnFailure(listing) {
        listing.catch(() => {
            if (this.listing === listing)
                this.listing = undefined;
        });
        return listing;
    }
    async load() {
        const stored = await this.read();
        return stored ? { models: stored, fetchedNow: false } : this.fetchAndStore();
    }
    async fetchAndStore() {
        const models = await this.options.fetchModels();
        if (this.file) {
            const record = {
                fetchedAt: new Date().toISOString(),
                baseURL: this.options.baseURL,
                models
            };
            // The file only saves a later run a request: failing to write it must not fail this run.
            await writeJsonAtomic(this.file, record).catch(() => undefined);
        }
        return { models, fetchedNow: true };
    }
    /** The stored models when the file is readable, well-formed, of this base URL and fresh. */
    async read() {
        if (!this.file)
            return undefined;
        let parsed;
        try {
            const result = ModelListFileSchema.safeParse(JSON.parse(await readFile(this.file, 'utf8')));
            if (!result.success)
                return undefined;
            parsed = result.data;
        }
        catch {
            return undefined; // missing, unreadable or not JSON: fetch instead
        }
        const age = Date.now() - Date.parse(parsed.fetchedAt);
        // A date in the future (clock skew, a hand-edited file) is not trusted either.
        const fresh = age >= 0 && age < this.options.ttlMs;
        return fresh && parsed.baseURL === this.options.baseURL ? parsed.models : undefined;
    }
}

export { DEFAULT_MODEL_LIST_TTL_MS as D, ModelCatalog as M, withCostHarness as a, currentCostOwners as b, currentCostHarness as c, withCostOwners as w };
