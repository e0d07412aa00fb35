import { m as modelFamily } from './cli-models.js';
import { r as record, o as object, n as number, s as string } from './cli-schemas.js';

// Prices in USD per million tokens, by model family. One table, overridable (a `pricing` input or
// flag: JSON mapping a model id or family to prices). Cache writes and reads have their own
// rates (Anthropic bills 5-minute cache writes at 1.25× input and reads at 0.1× input).
const PriceSchema = object({
    input: number().nonnegative(),
    output: number().nonnegative(),
    cacheWrite: number().nonnegative(),
    cacheRead: number().nonnegative()
});
/** Keys are exact model ids or a family name (haiku, sonnet, opus). */
const PricingTableSchema = record(string(), PriceSchema);
const DEFAULT_PRICING = {
    haiku: { input: 1, output: 5, cacheWrite: 1.25, cacheRead: 0.1 },
    sonnet: { input: 3, output: 15, cacheWrite: 3.75, cacheRead: 0.3 },
    opus: { input: 5, output: 25, cacheWrite: 6.25, cacheRead: 0.5 }
};
/**
 * Message Batches are billed at half the live rate, on every kind of token (the cache multipliers
 * apply on top of it).
 */
const BATCH_PRICE_FACTOR = 0.5;
/** The rates of a call answered through a Message Batch. */
function batchPrice(price) {
    return {
        input: price.input * BATCH_PRICE_FACTOR,
        output: price.output * BATCH_PRICE_FACTOR,
        cacheWrite: price.cacheWrite * BATCH_PRICE_FACTOR,
        cacheRead: price.cacheRead * BATCH_PRICE_FACTOR
    };
}
/** Unknown models are priced as the most expensive family, so an estimate never undershoots. */
const FALLBACK_FAMILY = 'opus';
/**
 * Every token a call processed: input (which the API reports net of cached tokens), cache writes,
 * cache reads and output. Scores and limits count this, so caching never changes them.
 */
function totalTokens(t) {
    return t.input + t.cacheWrite + t.cacheRead + t.output;
}
function priceFor(model, table = DEFAULT_PRICING) {
    const exact = table[model];
    if (exact)
        return exact;
    const family = modelFamily(model) ?? FALLBACK_FAMILY;
    return table[family] ?? DEFAULT_PRICING[family] ?? DEFAULT_PRICING[FALLBACK_FAMILY];
}
function costUsd(tokens, price) {
    return ((tokens.input * price.input +
        tokens.output * price.output +
        tokens.cacheWrite * price.cacheWrite +
        tokens.cacheRead * price.cacheRead) /
        1_000_000);
}
/** Parses a user-supplied override (JSON text) and merges it over the defaults. */
function parsePricingOverride(json) {
    let data;
    try {
        data = JSON.parse(json);
    }
    catch (err) {
        throw new Error(`pricing: not valid JSON (${err.message})`, { cause: err });
    }
    const parsed = PricingTableSchema.safeParse(data);
    if (!parsed.success) {
        throw new Error(`pricing: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    }
    return { ...DEFAULT_PRICING, ...parsed.data };
}

export { BATCH_PRICE_FACTOR, DEFAULT_PRICING, PriceSchema, PricingTableSchema, batchPrice, costUsd, parsePricingOverride, priceFor, totalTokens };
