import { createRequire as __requireBuiltinOf } from 'node:module';
const __requireBuiltin = __requireBuiltinOf(import.meta.url);
import { ab as monteCarloResultOf, ac as harnessActivationResult, ad as groupsByRoot, a8 as costOwnerKey, ae as rootOf, af as slotConfig, ag as summariseSkill, ah as groupMembers, ai as withCostHarness, aj as contextsOf, ak as runGroup, al as planMonteCarloCalls } from './index-main.js';




















































/** The gate failures of the matrix: each failing harness's (every), or all failing (any). */
function matrixGateFailures(entries, recallOn) {
    const measured = entries.flatMap((e) => {
        const r = harnessActivationResult(e);
        return r === undefined ? [] : [r];
    });
    const failing = measured.filter((r) => r.gate.failures.length > 0);
    if (recallOn === 'every') {
        return failing.flatMap((r) => r.gate.failures.map((f) => `on ${r.harness}: ${f}`));
    }
    if (failing.length === 0 || failing.length < measured.length)
        return [];
    return [
        `no listed harness met the activation gate (recall-on: any): ${failing
            .map((r) => `${r.harness}: ${r.gate.failures.join('; ')}`)
            .join(' | ')}`
    ];
}
/** One harness's findings, named after it; warnings when the matrix passes its gate. */
function harnessFindings(slot, outcome, gateFails) {
    return (outcome.findings ?? []).map((f) => ({
        ...f,
        severity: gateFails ? f.severity : 'warning',
        message: `on ${slot.name}: ${f.message}`
    }));
}
/**
 * The skill's outcome over the listed harnesses, from each one's outcome (in the order listed)
 * and what its calls cost on each; `costUsd` is the skill's whole cost of the layer (its
 * generated trigger set, which no harness made, included).
 */
function matrixOutcome(slots, outcomes, costs, recallOn, costUsd) {
    const entries = slots.map((slot, i) => {
        const record = outcomes[i].record;
        const result = monteCarloResultOf(record);
        return result === undefined
            ? { harness: slot.name, status: record.status, reason: record.reason ?? 'no reason given' }
            : { ...result, harness: slot.name };
    });
    const costByHarness = Object.fromEntries(slots.map((s, i) => [s.name, costs[i] ?? 0]));
    const main = outcomes.findIndex((o) => monteCarloResultOf(o.record) !== undefined);
    if (main < 0) {
        const reason = entries
            .map((e) => `${e.harness}: ${'reason' in e ? e.reason : e.status}`)
            .join('; ');
        const failed = entries.every((e) => e.status === 'budget_exhausted')
            ? 'budget_exhausted'
            : 'error';
        return { layer: 'monte_carlo', record: { status: failed, reason }, costUsd, costByHarness };
    }
    const first = outcomes[main];
    const result = monteCarloResultOf(first.record);
    const failures = matrixGateFailures(entries, recallOn);
    const findings = slots.flatMap((slot, i) => harnessFindings(slot, outcomes[i], failures.length > 0));
    return {
        layer: 'monte_carlo',
        record: {
            ...result,
            costUsd,
            gate: { ...result.gate, recallOn, failures },
            agents: entries
        },
        dimensions: first.dimensions,
        findings,
        gateFailures: failures,
        costUsd,
        costByHarness
    };
}

/** The root's evaluation in each context, in order; a throw becomes the group's error. */
async function evaluateRoot(skills, llm, config, members) {
    const outcomes = [];
    for (const [i, context] of contextsOf(config.context).entries()) {
        outcomes.push(await runGroup(skills, llm, config, context, i === 0, members).catch((error) => ({
            ok: false,
            members: [],
            status: 'error',
            reason: error instanceof Error ? error.message : String(error)
        })));
    }
    return outcomes;
}
/**
 * The skill's outcome in the deciding context, with the other contexts' rates beside it;
 * `costUsd` is what its calls cost in every context (group.ts books them).
 */
function outcomeOf(skill, [main, ...others], config, costUsd) {
    if (main === undefined || !main.ok) {
        const failed = main ?? { status: 'error', reason: 'not run' };
        return { layer: 'monte_carlo', record: { status: failed.status, reason: failed.reason } };
    }
    const outcome = {
        layer: 'monte_carlo',
        ...summariseSkill(skill, main.run, config, costUsd)
    };
    const result = monteCarloResultOf(outcome.record);
    if (result === undefined || others.length === 0)
        return outcome;
    result.otherContexts = [];
    for (const other of others) {
        const extra = other.ok
            ? monteCarloResultOf(summariseSkill(skill, other.run, config, costUsd).record)
            : undefined;
        if (extra === undefined) {
            result.notes.push(`the ${other.ok ? other.run.context : 'other'} context measured nothing`);
            continue;
        }
        const { context, recall, falseActivation, f1 } = extra;
        result.otherContexts.push({ context, recall, falseActivation, f1 });
    }
    return outcome;
}
/**
 * With several harnesses: the root's trigger sets found once, then every listed harness's runs of
 * them (at once, each booked to its harness), a harness that could not be opened an error.
 */
async function evaluateRootOnEach(skills, llm, config, slots) {
    const members = groupMembers(skills, llm, config);
    // A failed generation is each harness's record of it (runGroup reads the members).
    members.catch(() => undefined);
    return Promise.all(slots.map((slot) => slot.error !== undefined
        ? [{ ok: false, members: [], status: 'error', reason: slot.error }]
        : withCostHarness(slot.name, () => evaluateRoot(skills, llm, slotConfig(config, slot), members))));
}
/** The layer over several harnesses: one matrix record per skill (matrix.ts). */
function createMatrixRunner(config, llm, skills, slots) {
    const groups = groupsByRoot(skills);
    const started = new Map();
    return {
        layer: 'monte_carlo',
        run: async (skill) => {
            const root = rootOf(skill);
            let outcomes = started.get(root);
            if (outcomes === undefined) {
                outcomes = evaluateRootOnEach(groups.get(root) ?? [skill], llm, config, slots);
                started.set(root, outcomes);
            }
            const perSlot = await outcomes;
            const key = costOwnerKey(skill);
            const costs = slots.map((slot) => llm.ledger.spentOn(key, slot.name, 'monte_carlo'));
            const each = slots.map((slot, i) => outcomeOf(skill, perSlot[i] ?? [], slotConfig(config, slot), costs[i] ?? 0));
            return matrixOutcome(slots, each, costs, config.recallOn ?? 'every', llm.ledger.spentBy(key, 'monte_carlo'));
        }
    };
}
function createMonteCarloRunner(config, llm, skills) {
    if (config.agents !== undefined && config.agents.length > 1) {
        return createMatrixRunner(config, llm, skills, config.agents);
    }
    const groups = groupsByRoot(skills);
    const started = new Map();
    const rootOutcomes = (skill) => {
        const root = rootOf(skill);
        let outcomes = started.get(root);
        if (outcomes === undefined) {
            outcomes = evaluateRoot(groups.get(root) ?? [skill], llm, config);
            started.set(root, outcomes);
        }
        return outcomes;
    };
    return {
        layer: 'monte_carlo',
        run: async (skill) => {
            const outcomes = await rootOutcomes(skill);
            // Every call of the root is answered by now: the skill's share of them is complete.
            const costUsd = llm.ledger.spentBy(costOwnerKey(skill), 'monte_carlo');
            return outcomeOf(skill, outcomes, config, costUsd);
        }
    };
}

// The activation layer as one costly layer of the run: its upper-bound call plan (priced before
// anything is spent) and its runner on the run's shared Llm, so its calls share the run's budget,
// ledger, cache and concurrency limit with the judge and A/B layers (../llm-setup.ts).
function monteCarloLayer(config, skills) {
    return {
        layer: 'monte_carlo',
        title: 'Monte Carlo activation layer',
        plans: planMonteCarloCalls(skills, config),
        exhaustedNote: 'no activation rates for some skills',
        start: (llm) => ({
            runner: createMonteCarloRunner(config, llm, skills),
            afterRun: (report) => config.resultsDir !== undefined &&
                report.skills.some((s) => monteCarloResultOf(s.layers.monte_carlo)?.triggerSource === 'generated')
                ? [
                    `generated trigger sets written under ${config.resultsDir}/monte-carlo as triggers: blocks to review and commit`
                ]
                : []
        })
    };
}

export { monteCarloLayer };
