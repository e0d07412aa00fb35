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
    opus: { input: 5, output: 25, cacheWrite: 6.25, cacheRead: 0.5 },
    // OpenAI's models (the codex harness), by exact id: cached input at a tenth of input; OpenAI
    // bills no cache writes (its rate is input's, never booked).
    'gpt-5': { input: 1.25, output: 10, cacheWrite: 1.25, cacheRead: 0.125 },
    'gpt-5-mini': { input: 0.25, output: 2, cacheWrite: 0.25, cacheRead: 0.025 },
    'gpt-5-nano': { input: 0.05, output: 0.4, cacheWrite: 0.05, cacheRead: 0.005 },
    'gpt-5-codex': { input: 1.25, output: 10, cacheWrite: 1.25, cacheRead: 0.125 },
    'gpt-5.1': { input: 1.25, output: 10, cacheWrite: 1.25, cacheRead: 0.125 },
    'gpt-5.1-codex': { input: 1.25, output: 10, cacheWrite: 1.25, cacheRead: 0.125 },
    'gpt-5.1-codex-mini': { input: 0.25, output: 2, cacheWrite: 0.25, cacheRead: 0.025 },
    'gpt-5.2': { input: 1.75, output: 14, cacheWrite: 1.75, cacheRead: 0.175 },
    'gpt-5.3-codex': { input: 1.75, output: 14, cacheWrite: 1.75, cacheRead: 0.175 },
    'gpt-5.4': { input: 2.5, output: 15, cacheWrite: 2.5, cacheRead: 0.25 },
    'gpt-5.4-mini': { input: 0.75, output: 4.5, cacheWrite: 0.75, cacheRead: 0.075 },
    // Gemini API list prices (prompts up to 200k tokens), for the gemini-cli harness. Its implicit
    // cache has no write premium (cacheWrite = input); cached input is a tenth of input.
    'gemini-2.5-pro': { input: 1.25, output: 10, cacheWrite: 1.25, cacheRead: 0.125 },
    'gemini-2.5-flash': { input: 0.3, output: 2.5, cacheWrite: 0.3, cacheRead: 0.03 },
    'gemini-2.5-flash-lite': { input: 0.1, output: 0.4, cacheWrite: 0.1, cacheRead: 0.01 },
    'gemini-3-pro-preview': { input: 2, output: 12, cacheWrite: 2, cacheRead: 0.2 },
    'gemini-3-flash-preview': { input: 0.5, output: 3, cacheWrite: 0.5, cacheRead: 0.05 }
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
