import { createRequire as __requireBuiltinOf } from 'node:module';
const __requireBuiltin = __requireBuiltinOf(import.meta.url);
import { z as priceFor, a0 as estimateTokens, y as costUsd, a1 as createLlm, L as LlmError, a2 as ledgerUsage, a3 as formatUsage, a4 as addUsage, a5 as estimateOnlyUsage, a6 as Budget, w as worstCaseUsd, B as BudgetExhaustedError, a7 as withCostOwners, a8 as costOwnerKey, a9 as LAYER_REGISTRY, aa as NO_LAYERS } from './index-main.js';




















































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

// The costly layers of one run share ONE Llm: one ledger, one hard budget, one response cache and
// one concurrency limit, so `max-usd` / `max-calls` bound the whole run however many layers it
// runs. Each layer supplies only its call plan, its runner factory and its wording; the gating
// is decided here once for the run:
// - dry run → the estimate and no call;
// - no API key → the plan (src/plan.ts) skips the layers before they get here; should one
//   arrive anyway, the client cannot be made and every layer fails with the reason;
// - the SUM of the layers' estimates over the budget → no call at all, every layer
//   `budget_exhausted`, unless partial runs are allowed; then the layers are taken in the order
//   given (judge, Monte Carlo, then A/B: the layers that feed the composite before the costliest),
//   each layer whose estimate fits in what the earlier ones leave runs in full, the first that
//   does not fit runs on what is left (its calls stop there, it ends `budget_exhausted`), and the
//   layers after it do not run;
// - afterwards one run-level usage block (per-layer buckets, one total) is added to the report.
function notRunning(layer, status, reason) {
    return { layer, run: async () => ({ layer, record: { status, reason } }) };
}
const leaveReport = (report) => ({ report, notices: [] });
/** `limits` minus `used` (never below 0); an absent limit stays absent. */
function remainder(limits, used) {
    return {
        ...(limits.maxUsd === undefined ? {} : { maxUsd: Math.max(0, limits.maxUsd - used.usd) }),
        ...(limits.maxCalls === undefined
            ? {}
            : { maxCalls: Math.max(0, limits.maxCalls - used.calls) })
    };
}
/**
 * The run's Llm seen by a layer that may only use `cap` of the budget (the partial layer): every
 * call first reserves room in the layer's own budget, counted from the layer's ledger bucket, so
 * it cannot eat into what the layers before it were promised. The run budget still applies.
 * The check comes before the cache lookup, so once the share is used even a cached reply is
 * refused: simpler than a second cache path, and it only ever errs on the side of spending less.
 */
function cappedLlm(llm, layer, cap) {
    const own = new Budget(cap);
    return {
        ...llm,
        message: async (request, options) => {
            const spent = llm.ledger.summary().byLayer[layer] ?? { calls: 0, costUsd: 0 };
            let release;
            try {
                release = own.reserve(spent, worstCaseUsd(request, request.model, llm.pricing));
            }
            catch (error) {
                if (error instanceof BudgetExhaustedError)
                    throw new LlmError('budget_exhausted', `${layer} share of the budget: ${error.message}`);
                throw error;
            }
            try {
                return await llm.message(request, options);
            }
            finally {
                release();
            }
        }
    };
}
/**
 * The runner with its calls booked to the skill it runs on, and the outcome saying what they
 * cost. A layer whose skills share calls (the activation layer's trigger runs) books those to
 * every skill sharing them itself; the runner returns once every call made for the skill is
 * answered, so the figure is complete.
 */
function ownedRunner(runner, llm) {
    return {
        layer: runner.layer,
        run: async (skill, signal) => {
            const outcome = await withCostOwners([costOwnerKey(skill)], () => runner.run(skill, signal));
            return { ...outcome, costUsd: llm.ledger.spentBy(costOwnerKey(skill), runner.layer) };
        }
    };
}
/** Decides which layers run and on what share of the budget, in order (see the header). */
function admit(estimates, budget) {
    const used = { calls: 0, usd: 0 };
    let partialTaken = false;
    return estimates.map((estimate) => {
        if (partialTaken)
            return 'refused';
        const left = remainder(budget, used);
        if (fits(estimate, left)) {
            used.calls += estimate.calls;
            used.usd += estimate.usd;
            return 'full';
        }
        partialTaken = true;
        return left;
    });
}
function fits(estimate, limits) {
    return ((limits.maxCalls === undefined || estimate.calls <= limits.maxCalls) &&
        (limits.maxUsd === undefined || estimate.usd <= limits.maxUsd));
}
/**
 * What to do when the run's estimate is over its budget, with the figures: the limit to raise and
 * by how much, or a partial run. (The names are both the CLI's flags and the Action's inputs.)
 */
function overBudget(total, budget) {
    const raise = [];
    if (budget.maxUsd !== undefined && total.usd > budget.maxUsd) {
        const enough = (Math.ceil(total.usd * 100) / 100).toFixed(2);
        raise.push(`at most $${total.usd.toFixed(4)} over max-usd $${budget.maxUsd}: raise max-usd to $${enough}`);
    }
    if (budget.maxCalls !== undefined && total.calls > budget.maxCalls)
        raise.push(`${total.calls} calls over max-calls ${budget.maxCalls}: raise max-calls to ${total.calls}`);
    return `the run's estimate, ${raise.join('; ')} or more, or allow a partial run (partial-budget) to use what fits`;
}
/** Why no call will be made, when none will: a dry run, no key, or an estimate over budget. */
function withoutCalls(settings, layers, total, notices) {
    const noCall = (status, reason) => layers.map((l) => notRunning(l.layer, status, reason));
    const estimateOnly = (exhausted) => (report) => ({
        report: addUsage(report, estimateOnlyUsage({ budget: settings.budget, estimate: total, exhausted })),
        notices: []
    });
    if (settings.dryRun) {
        notices.push('dry run: no model call was made');
        return {
            runners: noCall('skipped', 'dry run (estimate only)'),
            notices,
            finish: estimateOnly(false)
        };
    }
    if (!total.fitsBudget && !settings.allowPartial) {
        for (const l of layers) {
            notices.push(`${l.title} not run: ${overBudget(total, settings.budget)}`);
        }
        return {
            runners: noCall('budget_exhausted', 'estimate exceeds the budget; no call made'),
            notices,
            finish: estimateOnly(true)
        };
    }
    return undefined;
}
/** Starts each layer on its share of the budget (everything, what is left, or nothing). */
function startLayers(llm, settings, layers, total, notices) {
    const shares = total.fitsBudget
        ? layers.map(() => 'full')
        : admit(layers.map((l) => estimateCalls(l.plans, settings.pricing)), settings.budget);
    const started = [];
    const runners = layers.map((l, i) => {
        const share = shares[i];
        if (share === 'refused') {
            notices.push(`${l.title} not run: the layers before it use the budget (partial run)`);
            return notRunning(l.layer, 'budget_exhausted', 'the budget is used by earlier layers');
        }
        if (share !== 'full') {
            notices.push(`${l.title} runs on what is left of the budget (partial run)`);
        }
        const one = l.start(share === 'full' ? llm : cappedLlm(llm, l.layer, share));
        started.push(one);
        return ownedRunner(one.runner, llm);
    });
    return { runners, started };
}
/** After the run: one usage block for every layer's calls, and the lines to log. */
function finishRun(llm, layers, started, context) {
    return (report) => {
        const ledger = llm.ledger.summary();
        const stopped = layers.filter((l) => report.skills.some((s) => s.layers[l.layer]?.status === 'budget_exhausted'));
        const usage = ledgerUsage(ledger, { ...context, exhausted: stopped.length > 0 });
        const extras = started.map((s) => s.usageExtras?.() ?? {});
        const stop = llm.stopped();
        const after = [
            ...(stop === undefined
                ? []
                : [`LLM layers stopped at the first call that could not succeed: ${stop.message}`]),
            `LLM usage: ${formatUsage(ledger)}` +
                (stopped.length > 0
                    ? ` — budget reached: ${stopped.map((l) => l.exhaustedNote).join('; ')}`
                    : ''),
            ...started.flatMap((s) => s.afterRun?.(report, ledger) ?? [])
        ];
        return { report: addUsage(report, Object.assign(usage, ...extras)), notices: after };
    };
}
function setupCostlyLayers(settings, layers) {
    if (layers.length === 0)
        return { runners: [], notices: [], finish: leaveReport };
    const { budget, pricing } = settings;
    const total = estimateCalls(layers.flatMap((l) => l.plans), pricing, budget);
    const notices = [formatEstimate(total, budget)];
    const refused = withoutCalls(settings, layers, total, notices);
    if (refused !== undefined)
        return refused;
    let llm;
    try {
        llm = createLlm({
            apiKey: settings.apiKey,
            baseURL: settings.baseURL,
            env: settings.env,
            budget,
            cacheDir: settings.cacheDir,
            pricing,
            toolVersion: settings.toolVersion,
            concurrency: settings.concurrency,
            batch: settings.batch,
            retry: settings.retry,
            allowNoKey: settings.allowNoKey
        });
    }
    catch (error) {
        const reason = error instanceof LlmError ? error.message : String(error);
        const runners = layers.map((l) => notRunning(l.layer, 'error', reason));
        return { runners, notices: [...notices, reason], finish: leaveReport };
    }
    const { runners, started } = startLayers(llm, settings, layers, total, notices);
    return {
        runners,
        notices,
        finish: finishRun(llm, layers, started, { budget, estimate: total }),
        spent: () => {
            const { calls, costUsd } = llm.ledger.summary();
            return { calls, costUsd };
        }
    };
}

async function setupLayers(running, settings, skills) {
    const layers = [];
    for (const definition of LAYER_REGISTRY) {
        if (definition.create !== undefined && running.includes(definition.name)) {
            layers.push(await definition.create(settings, skills));
        }
    }
    return layers.length === 0 ? NO_LAYERS : setupCostlyLayers(settings.llm, layers);
}

export { setupLayers };
