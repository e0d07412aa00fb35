import { priceFor, costUsd } from './cli-pricing.js';
import { e as estimateTokens } from './cli-file-names.js';

// The pre-run estimate: how many calls a plan makes and what they cost at most, printed before
// anything is spent (and all that `--dry-run` does); and, for the plans whose calls share a
// cached prompt prefix, what they are expected to cost with prompt caching: the prefix written
// once (1.25× input) per `callsPerPrefix` calls and read (0.1×) by the others. The upper bound
// prices every prefix as a cache write, so caching can never make a run dearer than it says.
/** One call's upper bound and its expected cost with prompt caching, in USD. */
function callCost(p, price) {
    const input = estimateTokens(p.inputChars);
    const prefix = Math.min(input, p.cache === undefined ? 0 : estimateTokens(p.cache.prefixChars));
    const rest = { input: input - prefix, output: p.maxOutputTokens, cacheWrite: 0, cacheRead: 0 };
    const writeRate = Math.max(price.input, price.cacheWrite);
    const upper = costUsd({ ...rest, cacheWrite: prefix }, { ...price, cacheWrite: writeRate });
    if (p.cache === undefined)
        return { upper, expected: upper };
    const share = 1 / Math.max(1, p.cache.callsPerPrefix);
    const expected = costUsd({ ...rest, cacheWrite: prefix * share, cacheRead: prefix * (1 - share) }, price);
    return { upper, expected: Math.min(upper, expected) };
}
function estimateCalls(plans, pricing, limits = {}) {
    const byLayer = {};
    let calls = 0;
    let usd = 0;
    let expectedUsd = 0;
    for (const p of plans) {
        const one = callCost(p, priceFor(p.model, pricing));
        const entry = (byLayer[p.layer] ??= { calls: 0, usd: 0 });
        entry.calls += p.calls;
        entry.usd += one.upper * p.calls;
        calls += p.calls;
        usd += one.upper * p.calls;
        expectedUsd += one.expected * p.calls;
    }
    const fitsBudget = (limits.maxCalls === undefined || calls <= limits.maxCalls) &&
        (limits.maxUsd === undefined || usd <= limits.maxUsd);
    return { calls, usd, expectedUsd, fitsBudget, byLayer };
}
function formatEstimate(e, limits = {}) {
    const layers = Object.entries(e.byLayer)
        .map(([layer, v]) => `${layer}: ${v.calls} calls ≤ $${v.usd.toFixed(4)}`)
        .join(', ');
    const budget = [
        limits.maxUsd !== undefined ? `max-usd $${limits.maxUsd}` : '',
        limits.maxCalls !== undefined ? `max-calls ${limits.maxCalls}` : ''
    ]
        .filter(Boolean)
        .join(', ');
    return (`LLM estimate: ${e.calls} calls, at most $${e.usd.toFixed(4)} (cache hits cost nothing)` +
        (e.expectedUsd < e.usd - 5e-5
            ? `, expected $${e.expectedUsd.toFixed(4)} with prompt caching`
            : '') +
        (layers ? ` — ${layers}` : '') +
        (budget ? `; budget ${budget}: ${e.fitsBudget ? 'fits' : 'EXCEEDED'}` : ''));
}

export { estimateCalls as e, formatEstimate as f };
