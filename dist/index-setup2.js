import { createRequire as __requireBuiltinOf } from 'node:module';
const __requireBuiltin = __requireBuiltinOf(import.meta.url);
import { F as groupsByRoot, G as costOwnerKey, H as rootOf, I as summariseSkill, K as monteCarloResultOf, N as contextsOf, O as runGroup, P as planMonteCarloCalls } from './index-main.js';




















































/** The root's evaluation in each context, in order; a throw becomes the group's error. */
async function evaluateRoot(skills, llm, config) {
    const outcomes = [];
    for (const [i, context] of contextsOf(config.context).entries()) {
        outcomes.push(await runGroup(skills, llm, config, context, i === 0).catch((error) => ({
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
function createMonteCarloRunner(config, llm, skills) {
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
