import { createRequire as __requireBuiltinOf } from 'node:module';
const __requireBuiltin = __requireBuiltinOf(import.meta.url);
const path__default = __requireBuiltin('node:path');
import { j as jStat, A as AB_DEFAULTS } from './lib-jstat.js';
import { y as MIN_SCENARIOS, E as EVAL_YAML, z as EVALS_JSON } from './lib-index.js';
import './lib-_commonjsHelpers.js';





// What an A/B plan (scenarios × runs) can detect, before any money is spent. The variance of a
// pair's improvement score is split into a part between scenarios and a part from run to run
// within one; the values are those of the realistic population of the calibration simulation
// (bench/ab-calibration.ts: ICC ≈ 0.35, log-normal effort, judge and completion varying by
// scenario). Real skills differ, so this is a planning figure, not a promise.
const TYPICAL_SCORE_VARIANCE = { between: 0.032, within: 0.059 };
/** The effect a plan should be able to detect: +0.2 on the improvement scale. */
const MEDIUM_EFFECT = 0.2;
/**
 * The smallest true improvement that `scenarios` × `runs` detects ("helps") with probability
 * `power` at `level`; null below 3 scenarios, where no helps or hurts is ever said.
 */
function detectableEffect(scenarios, runs, level = 0.95, power = 0.8) {
    if (scenarios < MIN_SCENARIOS || runs < 1)
        return null;
    const { between, within } = TYPICAL_SCORE_VARIANCE;
    const df = scenarios - 1;
    const crit = jStat.studentt.inv(1 - (1 - level) / 2, df) + jStat.studentt.inv(power, df);
    return crit * Math.sqrt((between + within / runs) / scenarios);
}
/** The fewest scenarios at `runs` runs each that detect `effect` (see detectableEffect). */
function scenariosToDetect(effect, runs, level = 0.95, power = 0.8) {
    let scenarios = MIN_SCENARIOS;
    while (detectableEffect(scenarios, runs, level, power) > effect)
        scenarios++;
    return scenarios;
}

// The notice that an eval file has too few scenarios for the A/B run to answer, given by every
// command that reads eval files. Apart from the A/B estimate (plan.ts), which needs the model
// client's call shapes: this needs only the power figures.
const FEW_SCENARIOS_RULE = 'eval/few-scenarios';
/**
 * A notice when the eval file has too few scenarios for the A/B run to answer (at `runs` runs
 * each): said by `validate`, `score` and the dry run, before any model is called.
 */
function fewScenariosFindings(loaded, skillFile, runs = AB_DEFAULTS.runs) {
    // No scenarios at all (a file of trigger prompts) is no A/B test, not a small one.
    if (loaded.ok !== true || loaded.suite.scenarios.length === 0)
        return [];
    const scenarios = loaded.suite.scenarios.length;
    const detectable = detectableEffect(scenarios, runs);
    if (detectable !== null && detectable <= MEDIUM_EFFECT)
        return [];
    const needed = scenariosToDetect(MEDIUM_EFFECT, runs);
    const expect = detectable === null
        ? 'the A/B run can say neither "helps" nor "hurts" below 3 scenarios'
        : `at ${runs} runs each, expect "insufficient evidence" for effects below +${detectable.toFixed(2)}`;
    const file = path__default.posix.join(path__default.posix.dirname(skillFile), loaded.kind === 'eval.yaml' ? EVAL_YAML : EVALS_JSON);
    return [
        {
            ruleId: FEW_SCENARIOS_RULE,
            source: 'eval',
            severity: 'notice',
            file,
            line: 1,
            message: `${scenarios} scenario${scenarios === 1 ? '' : 's'}: ${expect}; about ${needed} scenarios detect a +${MEDIUM_EFFECT} effect 4 times in 5`
        }
    ];
}

export { fewScenariosFindings };
