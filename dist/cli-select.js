import { m as monteCarloResultOf, j as judgeResultOf } from './cli-improve.js';
import { i as abResultOf } from './cli-options.js';
import './cli-text2.js';

// What a re-validation runs. A tracked model is new when the baseline holds no result measured on
// it; then every skill is re-validated on it. Otherwise only the skills whose files changed since
// the baseline (their content hash differs, or the baseline lacks them) and those whose re-run
// failed last time are, or none. Pure.
/**
 * The model ids a report holds results for, as the API answered them: the agent model of the A/B
 * and activation layers, and the judge layer's models. The A/B layer's judge only grades the
 * agent's work, so a result is not "for" it. (A report made before the answered id was recorded
 * holds the name asked for, possibly an alias: an alias matches no tracked id, so such a baseline
 * is re-validated once and then holds ids.)
 */
function modelsWithResults(report) {
    return modelsOf(report);
}
/** The answered ids and, with `withAsked`, the names the results asked for beside them. */
function modelsOf(report, withAsked) {
    const models = new Set();
    const add = (answered, asked) => {
        for (const name of [...answered, ...([])]) {
            if (name !== undefined)
                models.add(name);
        }
    };
    for (const skill of report.skills) {
        const ab = abResultOf(skill.layers.ab);
        if (ab)
            add([ab.agentModel], [ab.agentModelAsked]);
        const mc = monteCarloResultOf(skill.layers.monte_carlo);
        if (mc)
            add([mc.agentModel], [mc.agentModelAsked]);
        const judge = judgeResultOf(skill.layers.judge);
        for (const dimension of Object.values(judge?.dimensions ?? {})) {
            add(dimension.models, dimension.modelsAsked ?? []);
        }
    }
    return models;
}

export { modelsWithResults as m };
