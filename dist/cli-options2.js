/**
 * The judge model when none is set: a different family from the agent's, because a model judging
 * its own family's output tends to prefer it.
 */
function defaultJudgeModel(agentModel) {
    return /sonnet/i.test(agentModel) ? 'opus' : 'sonnet';
}

export { defaultJudgeModel as d };
