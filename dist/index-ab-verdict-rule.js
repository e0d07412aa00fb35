/** Scenarios a standard error from scenario means needs; below it, only run-to-run noise. */
const MIN_SCENARIOS = 3;
/** 1 − level without the floating-point tail (0.05, not 0.050000000000000044). */
const alphaOf = (level) => Math.round((1 - level) * 1e9) / 1e9;
const percent = (x) => `${(x * 100).toFixed(1)}%`;
/** A p-value in words: three significant digits, "< 0.0001" below that. */
const pText = (p) => p === null ? '—' : p < 1e-4 ? '< 0.0001' : p.toPrecision(3);
/**
 * The verdict from the evidence and the effect test's p-value (adjusted for the other skills of
 * the run, or raw for a single decision).
 */
function decideAb(e, p, rule, pLabel = 'p') {
    const { estimate: t } = e;
    const m = rule.minImprovement;
    const significant = p !== null && p < rule.alpha;
    const test = p === null ? '' : ` (${pLabel} ${pText(p)} ${significant ? '<' : '≥'} ${rule.alpha})`;
    if (e.limit === 'no_pairs')
        return { verdict: 'insufficient_evidence', reason: 'No run pairs were scored' };
    if (!rule.requireSignificance) {
        if (t >= m) {
            return {
                verdict: 'helps',
                reason: `Improvement ${percent(t)} meets ${percent(m)} (significance not required)`
            };
        }
        if (significant && t < 0)
            return { verdict: 'hurts', reason: `Improvement ${percent(t)}; significantly below 0${test}` };
        return {
            verdict: 'no_measurable_effect',
            reason: `Improvement ${percent(t)} below ${percent(m)}`
        };
    }
    if (e.limit === 'too_few_scenarios') {
        return {
            verdict: 'insufficient_evidence',
            reason: `Only ${e.scenarios} scenario${e.scenarios === 1 ? '' : 's'}: helps or hurts needs at least ${MIN_SCENARIOS}, because runs of one scenario show its run-to-run noise, not how the skill does on other tasks; add scenarios`
        };
    }
    if (e.limit === 'no_spread') {
        return {
            verdict: 'insufficient_evidence',
            reason: `No spread: every scenario scored ${percent(t)}, so no interval can be trusted; check that the runs and the judge really differ`
        };
    }
    if (significant && t >= m)
        return {
            verdict: 'helps',
            reason: `Improvement ${percent(t)} ≥ ${percent(m)} and above 0${test}`
        };
    if (significant && t < 0)
        return { verdict: 'hurts', reason: `Improvement ${percent(t)}; below 0${test}` };
    const { low, high, level } = e.equivalence;
    if (low !== null && high !== null && low > -m && high < m) {
        return {
            verdict: 'no_measurable_effect',
            reason: `${Math.round(level * 100)}% CI inside ±${percent(m)}: no effect worth ${percent(m)}`
        };
    }
    return {
        verdict: 'insufficient_evidence',
        reason: `Improvement ${percent(t)}${test}: too uncertain to decide at margin ${percent(m)}`
    };
}

export { MIN_SCENARIOS as M, alphaOf as a, decideAb as d, pText as p };
