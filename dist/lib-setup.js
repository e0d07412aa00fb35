import { createRequire as __requireBuiltinOf } from 'node:module';
const __requireBuiltin = __requireBuiltinOf(import.meta.url);
import { r as requestInputChars } from './lib-client.js';



import { k as DEFAULT_SKILL_TOKEN_BUDGET, l as prepareSkillInput, J as JUDGE_DIMENSIONS, m as DEFAULT_TRIGGERING_MODEL, D as DEFAULT_JUDGE_MODEL, q as buildJudgeRequest } from './lib-index.js';
import { c as createJudgeRunner } from './lib-runner.js';
import './lib-api-key.js';
import './lib-prompt-cache.js';
import './lib-llm-error.js';


import './lib-ask.js';




import './lib-index6.js';
import './lib-_commonjsHelpers.js';

function planJudgeCalls(skills, options = {}) {
    const judges = options.judges ?? 1;
    const budget = options.skillTokenBudget ?? DEFAULT_SKILL_TOKEN_BUDGET;
    const plans = [];
    for (const skill of skills) {
        const description = typeof skill.frontmatter.data.description === 'string'
            ? skill.frontmatter.data.description
            : '';
        const input = prepareSkillInput(skill.content, description, [], budget);
        for (const dimension of JUDGE_DIMENSIONS) {
            for (let j = 0; j < judges; j++) {
                const models = dimension === 'triggering_accuracy'
                    ? (options.triggeringModels ?? [DEFAULT_TRIGGERING_MODEL])
                    : (options.judgeModels ?? [DEFAULT_JUDGE_MODEL]);
                const model = models[j % models.length];
                const request = buildJudgeRequest(dimension, input, model);
                plans.push({
                    layer: 'judge',
                    model,
                    calls: 1,
                    inputChars: requestInputChars(request),
                    maxOutputTokens: request.max_tokens
                });
            }
        }
    }
    return plans;
}

/** The judge as one costly layer of the run (the run's Llm, budget and gating: llm-setup.ts). */
function judgeLayer(config, skills) {
    // A comma-separated list gives judge j the model j mod length (different models per judge).
    const models = config.judgeModel
        ?.split(',')
        .map((m) => m.trim())
        .filter(Boolean);
    const judgeOptions = { judges: config.judges, judgeModels: models, triggeringModels: models };
    return {
        layer: 'judge',
        title: 'judge layer',
        plans: planJudgeCalls(skills, judgeOptions),
        exhaustedNote: 'some judge dimensions unmeasured',
        start: (llm) => {
            const runner = createJudgeRunner({ llm, ...judgeOptions });
            return {
                runner,
                usageExtras: () => {
                    const judgeAgreement = runner.agreement();
                    return judgeAgreement === undefined ? {} : { judgeAgreement };
                }
            };
        }
    };
}

export { judgeLayer };
