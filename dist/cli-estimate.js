import { costUsd, priceFor } from './cli-pricing.js';
import { e as estimateTokens } from './cli-file-names.js';

// The pre-run estimate: how many calls a plan makes and what they cost at most, printed before
// anything is spent (and all that `--dry-run` does).
function estimateCalls(plans, pricing, limits = {}) {
    const byLayer = {};
    let calls = 0;
    let usd = 0;
    for (const p of plans) {
        const one = costUsd({
            input: estimateTokens(p.inputChars),
            output: p.maxOutputTokens,
            cacheWrite: 0,
            cacheRead: 0
        }, priceFor(p.model, pricing));
        const entry = (byLayer[p.layer] ??= { calls: 0, usd: 0 });
        entry.calls += p.calls;
        entry.usd += one * p.calls;
        calls += p.calls;
        usd += one * p.calls;
    }
    const fitsBudget = (limits.maxCalls === undefined || calls <= limits.maxCalls) &&
        (limits.maxUsd === undefined || usd <= limits.maxUsd);
    return { calls, usd, fitsBudget, byLayer };
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
        (layers ? ` — ${layers}` : '') +
        (budget ? `; budget ${budget}: ${e.fitsBudget ? 'fits' : 'EXCEEDED'}` : ''));
}

export { estimateCalls as e, formatEstimate as f };
