import { createRequire as __requireBuiltinOf } from 'node:module';
const __requireBuiltin = __requireBuiltinOf(import.meta.url);
import { p as promptCacheEffect } from './cli-improve.js';

import './cli-text2.js';

/** What the ledger recorded, with the budget and the estimate. */
function ledgerUsage(ledger, context) {
    return {
        ...ledger,
        budget: { ...context.budget, exhausted: context.exhausted },
        estimate: {
            calls: context.estimate.calls,
            usd: context.estimate.usd,
            ...(context.estimate.expectedUsd === undefined
                ? {}
                : { expectedUsd: context.estimate.expectedUsd })
        }
    };
}
/** No call was made (dry run, estimate over budget): the estimate and the budget decision only. */
function estimateOnlyUsage(context) {
    return ledgerUsage({
        calls: 0,
        requests: 0,
        cacheHits: 0,
        retries: 0,
        costUsd: 0,
        uncachedUsd: 0,
        tokens: { input: 0, output: 0, cacheWrite: 0, cacheRead: 0 },
        byModel: {},
        byLayer: {}
    }, context);
}
/**
 * `N calls (N batched), N cache hits, N retries, N API requests, $x.xxxx` for the log, and with
 * prompt caching the share of input tokens read from it and what it saved.
 */
function formatUsage(ledger) {
    const batched = ledger.batchedCalls ? ` (${ledger.batchedCalls} batched, at the batch rate)` : '';
    return `${ledger.calls} calls${batched}, ${ledger.cacheHits} cache hits, ${ledger.retries} retries, ${ledger.requests} API requests, $${ledger.costUsd.toFixed(4)}${promptCacheText(ledger)}`;
}
/** `; 93 % of input tokens read from the prompt cache, $0.5812 saved`, or nothing without reads. */
function promptCacheText(ledger) {
    const effect = promptCacheEffect(ledger);
    if (effect === null)
        return '';
    return `; ${(100 * effect.readShare).toFixed(0)} % of input tokens read from the prompt cache, $${effect.savedUsd.toFixed(4)} saved`;
}
/** The report with `usage` added to the block already there (another layer's), if any. */
function addUsage(report, usage) {
    return { ...report, usage: report.usage === undefined ? usage : sumUsage(report.usage, usage) };
}
function sumBuckets(a, b) {
    const out = Object.fromEntries(Object.entries(a).map(([key, bucket]) => [key, { ...bucket }]));
    for (const [key, bucket] of Object.entries(b)) {
        const into = out[key];
        out[key] =
            into === undefined
                ? { ...bucket }
                : {
                    ...sumTokens(into, bucket),
                    calls: into.calls + bucket.calls,
                    ...sumBatched(into, bucket),
                    costUsd: into.costUsd + bucket.costUsd
                };
    }
    return out;
}
/** The batched calls of two blocks added, absent when neither had any. */
function sumBatched(a, b) {
    return a.batchedCalls === undefined && b.batchedCalls === undefined
        ? {}
        : { batchedCalls: (a.batchedCalls ?? 0) + (b.batchedCalls ?? 0) };
}
function sumTokens(a, b) {
    return {
        ...a,
        input: a.input + b.input,
        output: a.output + b.output,
        cacheWrite: a.cacheWrite + b.cacheWrite,
        cacheRead: a.cacheRead + b.cacheRead
    };
}
function sumUsage(a, b) {
    const estimate = a.estimate === undefined || b.estimate === undefined
        ? (a.estimate ?? b.estimate)
        : {
            calls: a.estimate.calls + b.estimate.calls,
            usd: a.estimate.usd + b.estimate.usd,
            ...(a.estimate.expectedUsd === undefined && b.estimate.expectedUsd === undefined
                ? {}
                : {
                    expectedUsd: (a.estimate.expectedUsd ?? a.estimate.usd) +
                        (b.estimate.expectedUsd ?? b.estimate.usd)
                })
        };
    const judgeAgreement = a.judgeAgreement ?? b.judgeAgreement;
    return {
        calls: a.calls + b.calls,
        ...(a.requests === undefined && b.requests === undefined
            ? {}
            : { requests: (a.requests ?? 0) + (b.requests ?? 0) }),
        ...sumBatched(a, b),
        cacheHits: a.cacheHits + b.cacheHits,
        retries: a.retries + b.retries,
        costUsd: a.costUsd + b.costUsd,
        ...(a.uncachedUsd === undefined && b.uncachedUsd === undefined
            ? {}
            : { uncachedUsd: (a.uncachedUsd ?? a.costUsd) + (b.uncachedUsd ?? b.costUsd) }),
        tokens: sumTokens(a.tokens, b.tokens),
        byModel: sumBuckets(a.byModel, b.byModel),
        byLayer: sumBuckets(a.byLayer, b.byLayer),
        ...(a.byHarness === undefined && b.byHarness === undefined
            ? {}
            : { byHarness: sumBuckets(a.byHarness ?? {}, b.byHarness ?? {}) }),
        // The limits are the run's settings (the same for every layer); exhausted if any layer hit them.
        budget: { ...b.budget, ...a.budget, exhausted: a.budget.exhausted || b.budget.exhausted },
        ...(estimate === undefined ? {} : { estimate }),
        ...(judgeAgreement === undefined ? {} : { judgeAgreement })
    };
}

export { addUsage as a, estimateOnlyUsage as e, formatUsage as f, ledgerUsage as l };
