// Each layer is loaded when a run builds it: a static run never loads the model client, the
// agent or any costly layer's code.
const agentHarnessOption = async (settings) => (await import('./index-harness.js')).agentHarnessOption(settings);
/**
 * The costly layers in the order a partial budget is given to them: the judge (cheap, feeds the
 * composite) and the security review (one call per skill) before Monte Carlo, A/B and Elo.
 */
const LAYER_REGISTRY = [
    {
        name: 'judge',
        key: 'judge',
        labelInput: 'label-judge',
        summary: 'an LLM judge scores triggering, orchestration, output quality and scope',
        depths: ['standard', 'deep', 'thorough'],
        inputs: ['judges', 'judge-model'],
        create: async (settings, skills) => (await import('./index-setup.js')).judgeLayer(settings.judge, skills)
    },
    {
        name: 'security_review',
        key: 'security',
        labelInput: 'label-security',
        summary: 'an LLM reads the whole skill and reports behaviour its description does not announce (one call per skill)',
        depths: [],
        inputs: ['judge-model'],
        create: async (settings, skills) => (await import('./index-review.js')).securityReviewLayer(settings.securityReview ?? {}, skills)
    },
    {
        name: 'monte_carlo',
        key: 'monte-carlo',
        labelInput: 'label-monte-carlo',
        summary: 'does the agent load the skill when it should, and only then (real activation)',
        depths: ['deep', 'thorough'],
        inputs: [
            'model',
            'judge-model',
            'distractors',
            'trigger-context',
            'prevalence',
            'min-recall',
            'max-false-activation',
            'seed',
            'results-dir',
            'harness',
            'claude-code-sdk'
        ],
        create: async (settings, skills) => (await import('./index-setup2.js')).monteCarloLayer({ ...settings.monteCarlo, ...(await agentHarnessOption(settings)) }, skills)
    },
    {
        name: 'ab',
        key: 'ab',
        labelInput: 'label-ab',
        summary: 'with-vs-without runs of tests/eval.yaml: does the skill help the agent',
        depths: [],
        inputs: [
            'model',
            'judge-model',
            'ab-runs',
            'ab-judge-mode',
            'ab-min-improvement',
            'ab-require-significance',
            'ab-require-completion',
            'seed',
            'allow-shell',
            'results-dir',
            'harness',
            'claude-code-sdk'
        ],
        create: async (settings, skills) => (await import('./index-setup4.js')).abLayer({ ...settings.ab, ...(await agentHarnessOption(settings)) }, skills)
    },
    {
        name: 'elo',
        key: 'elo',
        summary: 'a rating against a gold corpus of known-good skills (pairwise judge, both orders)',
        depths: [],
        inputs: ['corpus', 'min-elo', 'judge-model', 'seed'],
        create: async (settings, skills) => (await import('./index-setup5.js')).eloLayer(settings.elo ?? {}, skills)
    }
];
const CERTIFY = {
    key: 'certify',
    labelInput: 'label-certify',
    summary: 'the deep run that certifies a skill: the judge, Monte Carlo and the Elo rating',
    layers: ['judge', 'monte_carlo', 'elo']
};
/** The layers this build can run. */
function availableLayers() {
    return new Set(LAYER_REGISTRY.filter((d) => d.create !== undefined).map((d) => d.name));
}

const NO_LAYERS = {
    runners: [],
    notices: [],
    finish: (report) => ({ report, notices: [] })
};

/** What the ledger recorded, with the budget and the estimate. */
function ledgerUsage(ledger, context) {
    return {
        ...ledger,
        budget: { ...context.budget, exhausted: context.exhausted },
        estimate: { calls: context.estimate.calls, usd: context.estimate.usd }
    };
}
/** No call was made (dry run, estimate over budget): the estimate and the budget decision only. */
function estimateOnlyUsage(context) {
    return ledgerUsage({
        calls: 0,
        cacheHits: 0,
        retries: 0,
        costUsd: 0,
        tokens: { input: 0, output: 0, cacheWrite: 0, cacheRead: 0 },
        byModel: {},
        byLayer: {}
    }, context);
}
/** `N calls (N batched), N cache hits, N retries, $x.xxxx` for the log. */
function formatUsage(ledger) {
    const batched = ledger.batchedCalls ? ` (${ledger.batchedCalls} batched, at the batch rate)` : '';
    return `${ledger.calls} calls${batched}, ${ledger.cacheHits} cache hits, ${ledger.retries} retries, $${ledger.costUsd.toFixed(4)}`;
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
        : { calls: a.estimate.calls + b.estimate.calls, usd: a.estimate.usd + b.estimate.usd };
    const judgeAgreement = a.judgeAgreement ?? b.judgeAgreement;
    return {
        calls: a.calls + b.calls,
        ...sumBatched(a, b),
        cacheHits: a.cacheHits + b.cacheHits,
        retries: a.retries + b.retries,
        costUsd: a.costUsd + b.costUsd,
        tokens: sumTokens(a.tokens, b.tokens),
        byModel: sumBuckets(a.byModel, b.byModel),
        byLayer: sumBuckets(a.byLayer, b.byLayer),
        // The limits are the run's settings (the same for every layer); exhausted if any layer hit them.
        budget: { ...b.budget, ...a.budget, exhausted: a.budget.exhausted || b.budget.exhausted },
        ...(estimate === undefined ? {} : { estimate }),
        ...(judgeAgreement === undefined ? {} : { judgeAgreement })
    };
}

export { CERTIFY as C, LAYER_REGISTRY as L, NO_LAYERS as N, addUsage as a, availableLayers as b, estimateOnlyUsage as e, formatUsage as f, ledgerUsage as l };
